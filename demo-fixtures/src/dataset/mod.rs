//! The deterministic demo dataset: energy companies, sign-in accounts, portal users, use places,
//! B2B companies with composite locations, and representations (read rights).
//!
//! Everything here is built from fixed tables and arithmetic, never from randomness or the clock, so
//! two builds are equal and ids can be named in tests, docs and the frontend's demo data.
//! [`Dataset::demo`] builds it once per process; [`Dataset::build`] builds a fresh copy.

mod access;
pub mod calendar;
pub mod campaigns;
mod companies;
pub mod contracts;
pub mod features;
pub mod gsrn;
mod large_company;
pub mod messages;
pub mod notifications;
mod people;
mod places;

pub use people::subject_for;
pub mod service_requests;

use std::sync::OnceLock;

use upstream_clients::crm::{
    Address, Company, CompanyCustomership, ContractType, CustomerCode, CustomerServiceNumber,
    CustomerType, DistrictHeatingDisruptionAlert, ElectricityConsumptionAlert,
    ElectricityDisruptionAlert, EnergyPriceAlert, EnergyPriceReport, Feature, UserRight,
    UtilityType,
};
use upstream_clients::messaging::{Popup, WeightedConsumptionAlert};
use upstream_clients::money::{Cents, UnitPrice};

use campaigns::{DemoCampaign, DemoMaintenanceWindow, DemoTile};
use contracts::FollowUp;
use messages::DemoMessage;
use notifications::DemoNotice;
use service_requests::DemoServiceRequest;

/// The password of every seeded demo account (published on the sign-in page and in the README).
pub const DEMO_PASSWORD: &str = "Demo!2026";
/// The demo user of spec §9: frontend demo mode and the gateway's public demo reads show this user.
pub const DEMO_USER_ID: u64 = 1_000_000;

/// Seeded sign-in accounts (all with [`DEMO_PASSWORD`]).
pub mod emails {
    /// The demo user (spec §9, 1000000): the gateway signs in as it for demo mode's public
    /// reads (api-surface A9).
    pub const DEMO: &str = "demo@demo.example";
    /// B2C, VARE: spot, district heating, microgeneration with solar panels, summer house.
    pub const KULUTTAJA: &str = "kuluttaja@demo.example";
    /// B2C, SV: one own place and an active read right over all of kuluttaja's places.
    pub const EDUSTAJA: &str = "edustaja@demo.example";
    /// B2B main user of company CR-100 (VARE).
    pub const YRITYS: &str = "yritys@demo.example";
    /// B2B sub-user of CR-100: read-only on some locations, full access on a few.
    pub const LUKIJA: &str = "lukija@demo.example";
    /// B2B main user of another company, CR-200 (KUO): a stranger to CR-100.
    pub const YRITYS2: &str = "yritys2@demo.example";
    /// B2B main user of CR-300, the generated company of 5,000 places (the bench's).
    pub const SUURYRITYS: &str = "suuryritys@demo.example";
    /// B2B sub-user of two companies, CR-100 and CR-200: the one who switches companies.
    pub const KONSERNI: &str = "konserni@demo.example";
    /// B2C, KUO: must set a new password at the first sign-in.
    pub const UUSI: &str = "uusi@demo.example";
    /// Signed up but never confirmed: the right password answers UserNotConfirmed.
    pub const VAHVISTAMATON: &str = "vahvistamaton@demo.example";
    pub const ADMIN: &str = "admin@demo.example";
    pub const ASIAKASPALVELU: &str = "asiakaspalvelu@demo.example";
    pub const SV_ASIAKASPALVELU: &str = "sv-asiakaspalvelu@demo.example";
    pub const KUO_ASIAKASPALVELU: &str = "kuo-asiakaspalvelu@demo.example";
    pub const VIESTINTA: &str = "viestinta@demo.example";
    pub const KEHITTAJA: &str = "kehittaja@demo.example";
    pub const YLLAPITO: &str = "yllapito@demo.example";
    pub const YLAPALKKI: &str = "ylapalkki@demo.example";
    pub const MAINOKSET: &str = "mainokset@demo.example";
    pub const EDUT: &str = "edut@demo.example";
    pub const KAYTTOOIKEUDET: &str = "kayttooikeudet@demo.example";

    /// Every account e-mail named above.
    pub const ALL: [&str; 20] = [
        KULUTTAJA,
        EDUSTAJA,
        YRITYS,
        LUKIJA,
        YRITYS2,
        SUURYRITYS,
        KONSERNI,
        UUSI,
        VAHVISTAMATON,
        ADMIN,
        ASIAKASPALVELU,
        SV_ASIAKASPALVELU,
        KUO_ASIAKASPALVELU,
        VIESTINTA,
        KEHITTAJA,
        YLLAPITO,
        YLAPALKKI,
        MAINOKSET,
        EDUT,
        KAYTTOOIKEUDET,
    ];
}

/// Portal user ids of the named people.
pub mod user_ids {
    pub const DEMO: u64 = super::DEMO_USER_ID;
    pub const KULUTTAJA: u64 = 1_000_001;
    pub const EDUSTAJA: u64 = 1_000_002;
    pub const YRITYS: u64 = 1_000_003;
    pub const LUKIJA: u64 = 1_000_004;
    pub const UUSI: u64 = 1_000_005;
    pub const YRITYS2: u64 = 1_000_006;
    pub const SUURYRITYS: u64 = 1_000_007;
    pub const KONSERNI: u64 = 1_000_008;
    /// Staff are 1000010 ..= 1000020 (one per group of spec §6), in the order of `staff` in people.rs.
    pub const FIRST_STAFF: u64 = 1_000_010;
    /// Further B2C customers of SV and KUO (for the admin search) start here.
    pub const FIRST_OTHER_CUSTOMER: u64 = 1_000_030;
}

/// Ids of the B2B company and its composite locations.
pub mod b2b {
    pub const COMPANY_REFERENCE_ID: &str = "CR-100";
    /// Composite locations of CR-100 (several use places each).
    pub const COMPOSITE_IDS: [&str; 3] = ["CL100001", "CL100002", "CL100003"];
    /// A second company with a few places and its own main user (yritys2), none shared with
    /// CR-100; konserni@ is a sub-user of both. It shows its prices without VAT (the only company
    /// that says so, spec §6).
    pub const OTHER_COMPANY_REFERENCE_ID: &str = "CR-200";
    /// A generated company of [`LARGE_COMPANY_PLACES`] places (main user suuryritys), for
    /// loads no hand-made company reaches: lists of thousands and mass exports.
    pub const LARGE_COMPANY_REFERENCE_ID: &str = "CR-300";
    pub const LARGE_COMPANY_PLACES: u32 = 5_000;
}

/// The energy company that serves the customer (VARE, SV, KUO) with its contact numbers.
#[derive(Debug, Clone, PartialEq)]
pub struct EnergyCompany {
    pub company: Company,
    pub name: String,
    /// Finnish business id (Y-tunnus) with a valid check digit.
    pub business_id: String,
    pub customer_service_numbers: Vec<CustomerServiceNumber>,
}

impl EnergyCompany {
    /// Customer service's e-mail address.
    pub fn customer_service_email(&self) -> String {
        format!(
            "asiakaspalvelu@{}.demo.example",
            self.company.code().to_ascii_lowercase()
        )
    }
}

/// A sign-in account at identity.
#[derive(Debug, Clone, PartialEq)]
pub struct Account {
    /// The username; unique case-insensitively.
    pub email: String,
    /// Plain text in the dataset only (the published demo password); identity stores a salted hash.
    pub password: String,
    /// Stable identity subject (UUID format, derived from the e-mail).
    pub subject: String,
    pub groups: Vec<String>,
    pub force_new_password: bool,
    pub confirmed: bool,
    /// The portal user crm maps the subject to (`None`: signed up, no customership yet).
    pub priwatti_user_id: Option<u64>,
    /// What the account is for, as shown in the accounts table.
    pub role: String,
}

/// A portal user at crm.
#[derive(Debug, Clone, PartialEq)]
pub struct PortalUser {
    pub priwatti_user_id: u64,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub customer_type: CustomerType,
    /// The user's customerships; the first one's company gives the default service number.
    pub customer_codes: Vec<CustomerCode>,
    pub unread_messages: u32,
    pub user_verified: bool,
    pub subscribed_to_tips_and_tricks: bool,
    pub energy_price_alert: Option<EnergyPriceAlert>,
    pub energy_price_report: Option<EnergyPriceReport>,
    /// Staff have no places; their portal user exists for the logged-in user and audit.
    pub staff: bool,
}

/// Who owns a use place: a private person, or a B2B company (by companyReferenceId).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceOwner {
    User(u64),
    Company(String),
}

/// The kinds of place spec §6 gives different demo feature sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PlaceKind {
    Electricity,
    DistrictHeating,
    Microgeneration,
    SummerHouse,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BuildingType {
    DetachedHouse,
    Apartment,
    RowHouse,
    SummerHouse,
    CompanyBuilding,
}

impl BuildingType {
    /// The name used on the wire (`locationBuildingType`).
    pub fn as_str(self) -> &'static str {
        match self {
            BuildingType::DetachedHouse => "DetachedHouse",
            BuildingType::Apartment => "Apartment",
            BuildingType::RowHouse => "RowHouse",
            BuildingType::SummerHouse => "SummerHouse",
            BuildingType::CompanyBuilding => "CompanyBuilding",
        }
    }
}

/// The product sold at the place. Prices are without VAT, exact: a price in its named unit,
/// a fee in cents.
#[derive(Debug, Clone, PartialEq)]
pub enum Product {
    /// Exchange (spot) price plus a margin, in c/kWh, and a monthly fee.
    Spot {
        name: String,
        margin_c_per_kwh: UnitPrice,
        monthly_fee_eur: Cents,
    },
    /// A fixed energy price in c/kWh and a monthly fee.
    Fixed {
        name: String,
        price_c_per_kwh: UnitPrice,
        monthly_fee_eur: Cents,
    },
    /// District heating: energy in €/MWh and a yearly power fee.
    DistrictHeating {
        name: String,
        energy_eur_per_mwh: UnitPrice,
        power_fee_eur_per_year: Cents,
    },
    /// Purchase of surplus production: spot price minus a margin, in c/kWh.
    Purchase {
        name: String,
        margin_c_per_kwh: UnitPrice,
    },
}

impl Product {
    pub fn name(&self) -> &str {
        match self {
            Product::Spot { name, .. }
            | Product::Fixed { name, .. }
            | Product::DistrictHeating { name, .. }
            | Product::Purchase { name, .. } => name,
        }
    }
}

/// A solar power plant at a microgeneration place.
#[derive(Debug, Clone, PartialEq)]
pub struct SolarPanel {
    pub panel_id: String,
    pub name: String,
    pub latitude: f64,
    pub longitude: f64,
    pub panel_count: u32,
    /// Watts peak per panel.
    pub panel_power_w: u32,
    /// Degrees from horizontal.
    pub tilt_deg: u32,
    /// Degrees from north (180 = south).
    pub azimuth_deg: u32,
    pub inverter_nominal_power_kw: f64,
    /// YYYY-MM-DD
    pub inverter_commission_date: String,
    pub inverter_model: String,
    pub inverter_serial: String,
}

/// One use place (service location).
#[derive(Debug, Clone, PartialEq)]
pub struct UsePlace {
    /// "KP" + 6 digits.
    pub location_identifier: String,
    /// locationReferenceId, "LR" + the same 6 digits: invoicing and documents know places by it.
    pub location_reference_id: String,
    pub owner: PlaceOwner,
    pub kind: PlaceKind,
    pub utility_type: UtilityType,
    pub contract_type: ContractType,
    /// GSRN: 18 digits starting 643 with a GS1 check digit.
    pub metering_point_id: String,
    pub address: Address,
    pub building_type: BuildingType,
    pub product: Product,
    pub company: Company,
    pub customer_code: String,
    pub contract_code: String,
    pub invoicing_customer_code: String,
    pub invoicing_contract_code: String,
    /// The owner's own name for the place ("Koti", "Mökki").
    pub name: Option<String>,
    /// Position in the owner's content order (0-based).
    pub order: u32,
    /// B2B places: the composite location they are addressed by. A place that is not part of a
    /// composite location is addressed by its own location identifier.
    pub composite_location_identifier: Option<String>,
    pub labels: Vec<String>,
    pub solar_panel: Option<SolarPanel>,
    pub consumption_alert: Option<ElectricityConsumptionAlert>,
    pub disruption_alert: Option<ElectricityDisruptionAlert>,
    pub features: Vec<Feature>,
    /// Prices shown with VAT: a household's own choice (default true); a company's place
    /// follows its company's [`CustomerCompany::vat_included`] (set when the dataset is built).
    pub vat: bool,
    /// YYYY-MM-DD the place's contract started.
    pub contract_start: String,
    /// The green-power add-on ([`contracts::GREEN_POWER_NAME`]) is on.
    pub green_power: bool,
    pub home_insurance: bool,
    /// District-heating return-temperature alert (district-heating places).
    pub district_heating_alert: Option<DistrictHeatingDisruptionAlert>,
    pub weighted_consumption_alert: Option<WeightedConsumptionAlert>,
    pub weighted_consumption_plus_alert: Option<WeightedConsumptionAlert>,
}

impl UsePlace {
    /// The identifier a B2B user addresses this place by: its composite location, else itself.
    pub fn addressed_as(&self) -> &str {
        self.composite_location_identifier
            .as_deref()
            .unwrap_or(&self.location_identifier)
    }

    /// The place's alerts as a location list counts them (A63): (fired recently, switched on).
    /// Each active disruption channel, a consumption alert, a district-heating alert and each
    /// active weighted-consumption alert is one alert; only disruption channels fire.
    pub fn alert_counts(&self) -> (u32, u32) {
        let channels: Vec<_> = self
            .disruption_alert
            .iter()
            .flat_map(|alert| alert.phone_settings.iter().chain(&alert.email_settings))
            .filter(|channel| channel.active)
            .collect();
        let triggered = channels.iter().filter(|c| c.triggered_recently).count();
        let weighted = [
            &self.weighted_consumption_alert,
            &self.weighted_consumption_plus_alert,
        ]
        .into_iter()
        .flatten()
        .filter(|alert| alert.active)
        .count();
        let enabled = channels.len()
            + usize::from(self.consumption_alert.is_some())
            + usize::from(self.district_heating_alert.is_some())
            + weighted;
        (triggered as u32, enabled as u32)
    }

    /// "Street, postal code City".
    pub fn address_line(&self) -> String {
        format!(
            "{}, {} {}",
            self.address.street, self.address.postal_code, self.address.city
        )
    }
}

/// A B2B company (the customer), its users and their rights.
#[derive(Debug, Clone, PartialEq)]
pub struct CustomerCompany {
    pub company_reference_id: String,
    pub name: String,
    pub business_id: String,
    /// The energy company whose customer it is.
    pub company: Company,
    pub customer_code: String,
    pub main_user_id: u64,
    /// The main user's userReferenceId in the company (A57: a user reference, not a place).
    pub main_user_reference_id: String,
    /// The company's customerships at the energy companies (its places are under them).
    pub customerships: Vec<CompanyCustomership>,
    pub sub_users: Vec<SubUser>,
    /// Whether the company's prices are shown with VAT (spec §6: yes unless it says otherwise).
    pub vat_included: bool,
}

impl CustomerCompany {
    /// users(companyRef): the main user's reference first, then the sub-users'.
    pub fn user_references(&self) -> Vec<String> {
        std::iter::once(self.main_user_reference_id.clone())
            .chain(self.sub_users.iter().map(|s| s.user_reference_id.clone()))
            .collect()
    }

    /// A user's reference in the company, `None` for a stranger.
    pub fn user_reference_of(&self, priwatti_user_id: u64) -> Option<&str> {
        if self.main_user_id == priwatti_user_id {
            return Some(&self.main_user_reference_id);
        }
        self.sub_users
            .iter()
            .find(|s| s.priwatti_user_id == priwatti_user_id)
            .map(|s| s.user_reference_id.as_str())
    }
}

/// A B2B user who is not the main user, with the locations assigned to them.
#[derive(Debug, Clone, PartialEq)]
pub struct SubUser {
    pub priwatti_user_id: u64,
    pub user_reference_id: String,
    /// (composite location identifier or location identifier, right). A place of a composite
    /// the sub-user holds only in part (or with mixed rights) stays here by its own id: see
    /// [`SubUser::held`].
    pub locations: Vec<(String, UserRight)>,
}

/// One entry of a sub-user's assignment as the company addresses it.
#[derive(Debug, Clone, PartialEq)]
pub struct Held {
    /// The composite's id, or the single place's.
    pub addressed: String,
    /// For a composite held by its places' own ids, the weakest of those rights: a write to a
    /// composite reaches all its places, so it needs FULL_ACCESS on the whole (held by its id).
    pub right: UserRight,
    /// The composite's places the sub-user holds, by their own ids, when they hold it by its
    /// places rather than by its id; `None` for an entry held by its id.
    pub part: Option<Vec<String>>,
}

impl SubUser {
    /// The assignment by the ids places are addressed by: entries held by id as they are, a
    /// composite's places held by their own ids merged into one entry (at the first of them).
    /// `composite_of` tells the composite a place id is in.
    pub fn held<'p>(&self, composite_of: impl Fn(&str) -> Option<&'p str>) -> Vec<Held> {
        let mut held: Vec<Held> = Vec::new();
        let mut index: std::collections::HashMap<&'p str, usize> = Default::default();
        for (id, right) in &self.locations {
            let Some(composite) = composite_of(id) else {
                held.push(Held {
                    addressed: id.clone(),
                    right: *right,
                    part: None,
                });
                continue;
            };
            match index.get(composite) {
                Some(&at) => {
                    let entry = &mut held[at];
                    if *right == UserRight::ReadOnly {
                        entry.right = UserRight::ReadOnly;
                    }
                    entry.part.get_or_insert_with(Vec::new).push(id.clone());
                }
                None => {
                    index.insert(composite, held.len());
                    held.push(Held {
                        addressed: composite.to_owned(),
                        right: *right,
                        part: Some(vec![id.clone()]),
                    });
                }
            }
        }
        held
    }
}

/// A composite location: several use places of one company shown as one.
#[derive(Debug, Clone, PartialEq)]
pub struct CompositeLocation {
    pub composite_location_identifier: String,
    pub company_reference_id: String,
    pub name: String,
    pub location_identifiers: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RepresentationStatus {
    /// Granted but not yet activated by the representative.
    Pending,
    Active,
    Revoked,
}

/// A representation: a read right a grantor gives to a representative over their places.
#[derive(Debug, Clone, PartialEq)]
pub struct Representation {
    pub id: String,
    pub grantor_user_id: u64,
    /// The e-mail the grant was sent to (must match the activating user's).
    pub representative_email: String,
    /// Set once activated.
    pub representative_user_id: Option<u64>,
    pub status: RepresentationStatus,
    pub location_identifiers: Vec<String>,
    /// The activation code sent by e-mail (pending grants).
    pub activation_code: String,
    /// YYYY-MM-DD
    pub created: String,
}

/// The whole demo dataset.
#[derive(Debug, Clone, PartialEq)]
pub struct Dataset {
    pub companies: Vec<EnergyCompany>,
    pub accounts: Vec<Account>,
    pub users: Vec<PortalUser>,
    pub places: Vec<UsePlace>,
    pub customer_companies: Vec<CustomerCompany>,
    pub composite_locations: Vec<CompositeLocation>,
    pub representations: Vec<Representation>,
    /// User-level features (spec §3 generalFeatures).
    pub general_features: Vec<Feature>,
    /// Message-box messages of every customer.
    pub messages: Vec<DemoMessage>,
    pub campaigns: Vec<DemoCampaign>,
    pub advertisement_tiles: Vec<DemoTile>,
    /// Planned maintenance windows (A70), served and changed by content's staff rows.
    pub maintenance_windows: Vec<DemoMaintenanceWindow>,
    /// Feature overrides for one user or place (A72).
    pub feature_overrides: Vec<upstream_clients::content::FeatureOverride>,
    /// Popups per utility type.
    pub popups: Vec<Popup>,
    /// Timed notices and planned outages of use places.
    pub notices: Vec<DemoNotice>,
    /// Follow-up offers per use place (places not listed: status off).
    pub follow_ups: Vec<FollowUp>,
    pub service_requests: Vec<DemoServiceRequest>,
    /// A59: alert settings of a place kept for someone who is not its owner (a read-right
    /// holder), by (user, location identifier). Only the alert fields of the copy are used; the
    /// owner's own settings are the place's.
    pub personal_alert_settings: std::collections::BTreeMap<(u64, String), UsePlace>,
}

impl Dataset {
    /// The process-wide dataset, built on first use.
    pub fn demo() -> &'static Dataset {
        static DATASET: OnceLock<Dataset> = OnceLock::new();
        DATASET.get_or_init(Dataset::build)
    }

    /// Builds a fresh copy (deterministic: every build is equal).
    pub fn build() -> Dataset {
        let companies = companies::energy_companies();
        let people = people::people();
        let built = places::places(&people.users);
        let messages = messages::messages(
            &people.users,
            &built.places,
            &[DEMO_USER_ID, user_ids::KULUTTAJA],
        );
        let notices = notifications::notices(&built.places, &places::OUTAGE_PLACES);
        let follow_ups = contracts::follow_ups(&built.places);
        Dataset {
            companies,
            accounts: people.accounts,
            users: people.users,
            places: built.places,
            customer_companies: built.customer_companies,
            composite_locations: built.composite_locations,
            representations: built.representations,
            general_features: features::general_features(),
            messages,
            campaigns: campaigns::campaigns(),
            advertisement_tiles: campaigns::advertisement_tiles(),
            maintenance_windows: campaigns::maintenance_windows(),
            feature_overrides: campaigns::feature_overrides(),
            popups: notifications::popups(),
            notices,
            follow_ups,
            service_requests: service_requests::service_requests(),
            personal_alert_settings: Default::default(),
        }
    }

    pub fn energy_company(&self, company: Company) -> &EnergyCompany {
        self.companies
            .iter()
            .find(|c| c.company == company)
            .expect("every company is in the dataset")
    }

    pub fn account(&self, email: &str) -> Option<&Account> {
        self.accounts
            .iter()
            .find(|a| a.email.eq_ignore_ascii_case(email))
    }

    pub fn account_by_subject(&self, subject: &str) -> Option<&Account> {
        self.accounts.iter().find(|a| a.subject == subject)
    }

    pub fn user(&self, priwatti_user_id: u64) -> Option<&PortalUser> {
        self.users
            .iter()
            .find(|u| u.priwatti_user_id == priwatti_user_id)
    }

    pub fn place(&self, location_identifier: &str) -> Option<&UsePlace> {
        self.places
            .iter()
            .find(|p| p.location_identifier == location_identifier)
    }

    /// A private person's own places in their content order.
    pub fn places_of_user(&self, priwatti_user_id: u64) -> Vec<&UsePlace> {
        let mut places: Vec<&UsePlace> = self
            .places
            .iter()
            .filter(|p| p.owner == PlaceOwner::User(priwatti_user_id))
            .collect();
        places.sort_by_key(|p| p.order);
        places
    }

    /// A B2B company's places in their content order.
    pub fn places_of_company(&self, company_reference_id: &str) -> Vec<&UsePlace> {
        let mut places: Vec<&UsePlace> = self
            .places
            .iter()
            .filter(|p| matches!(&p.owner, PlaceOwner::Company(id) if id == company_reference_id))
            .collect();
        places.sort_by_key(|p| p.order);
        places
    }

    /// The place a B2B row of metering or invoicing answers for, addressed by its own id (the
    /// gateway names a composite's places itself: metering and invoicing know places, not the
    /// portal's composites) and asked by a user of company `company_reference_id`. `None` when
    /// the company, the user's membership or the place does not match.
    pub fn company_place(
        &self,
        company_reference_id: &str,
        priwatti_user_id: u64,
        location_identifier: &str,
    ) -> Option<&UsePlace> {
        let member = self
            .companies_of_user(priwatti_user_id)
            .iter()
            .any(|c| c.company_reference_id == company_reference_id);
        if !member {
            return None;
        }
        self.place(location_identifier)
            .filter(|p| matches!(&p.owner, PlaceOwner::Company(id) if id == company_reference_id))
    }

    /// Active representations held by `priwatti_user_id` (as the representative).
    pub fn active_read_rights_of(&self, priwatti_user_id: u64) -> Vec<&Representation> {
        self.representations
            .iter()
            .filter(|r| {
                r.status == RepresentationStatus::Active
                    && r.representative_user_id == Some(priwatti_user_id)
            })
            .collect()
    }

    /// A place `priwatti_user_id` may see: their own, one an active read right they hold covers,
    /// or one of a B2B company they belong to (visible(self) with company membership).
    pub fn place_visible_to(
        &self,
        priwatti_user_id: u64,
        location_identifier: &str,
    ) -> Option<&UsePlace> {
        let place = self.place(location_identifier)?;
        let visible = match &place.owner {
            PlaceOwner::User(owner) => {
                *owner == priwatti_user_id
                    || self
                        .active_read_rights_of(priwatti_user_id)
                        .iter()
                        .any(|r| {
                            r.grantor_user_id == *owner
                                && r.location_identifiers
                                    .iter()
                                    .any(|l| l == location_identifier)
                        })
            }
            PlaceOwner::Company(reference) => self
                .companies_of_user(priwatti_user_id)
                .iter()
                .any(|c| &c.company_reference_id == reference),
        };
        visible.then_some(place)
    }

    /// The B2B companies `priwatti_user_id` belongs to (as main user or sub-user).
    pub fn companies_of_user(&self, priwatti_user_id: u64) -> Vec<&CustomerCompany> {
        self.customer_companies
            .iter()
            .filter(|c| {
                c.main_user_id == priwatti_user_id
                    || c.sub_users
                        .iter()
                        .any(|s| s.priwatti_user_id == priwatti_user_id)
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;

/// The demo accounts as a text table, printed by the binaries at start so a person knows how to
/// sign in.
pub fn accounts_table() -> String {
    let mut table = format!(
        // The password stays out of the output, which an operator's log may keep: the README's
        // "Demo accounts" documents it.
        "Demo accounts (password: see README.md, \"Demo accounts\"):\n  {:<36} {:<10} role\n",
        "e-mail", "user id"
    );
    for account in &Dataset::demo().accounts {
        let id = account
            .priwatti_user_id
            .map_or_else(|| "-".to_owned(), |id| id.to_string());
        table.push_str(&format!(
            "  {:<36} {:<10} {}\n",
            account.email, id, account.role
        ));
    }
    table
}
