//! Use places of every person and of the B2B company, composite locations and representations.

use upstream_clients::crm::{
    Address, Company, CompanyCustomership, ContractType, DisruptionChannel,
    DistrictHeatingDisruptionAlert, ElectricityConsumptionAlert, ElectricityDisruptionAlert,
    UserRight, UtilityType,
};
use upstream_clients::messaging::WeightedConsumptionAlert;
use upstream_clients::money::{Cents, UnitPrice};

use super::contracts::contract_start;
use super::features::features_for;
use super::gsrn::metering_point_id;
use super::people::{customer_code_for, subject_for};
use super::{
    b2b, emails, user_ids, BuildingType, CompositeLocation, CustomerCompany, PlaceKind, PlaceOwner,
    PortalUser, Product, Representation, RepresentationStatus, SolarPanel, SubUser, UsePlace,
};

/// The homes with a planned outage (spec: a planned outage for one place per household).
pub(super) const OUTAGE_PLACES: [&str; 2] = ["KP100001", "KP100101"];

pub(super) struct Places {
    pub places: Vec<UsePlace>,
    pub customer_companies: Vec<CustomerCompany>,
    pub composite_locations: Vec<CompositeLocation>,
    pub representations: Vec<Representation>,
}

pub(super) fn spot() -> Product {
    Product::Spot {
        name: "Pörssisähkö".into(),
        margin_c_per_kwh: UnitPrice::decimal(49, 2),
        monthly_fee_eur: Cents::eur(3, 95),
    }
}

pub(super) fn fixed() -> Product {
    Product::Fixed {
        name: "Kiinteä Sähkö 12 kk".into(),
        price_c_per_kwh: UnitPrice::decimal(849, 2),
        monthly_fee_eur: Cents::eur(4, 90),
    }
}

fn summer_fixed() -> Product {
    Product::Fixed {
        name: "Kiinteä Sähkö Vapaa-aika".into(),
        price_c_per_kwh: UnitPrice::decimal(929, 2),
        monthly_fee_eur: Cents::eur(3, 90),
    }
}

pub(super) fn district_heating() -> Product {
    Product::DistrictHeating {
        name: "Kaukolämpö Perus".into(),
        energy_eur_per_mwh: UnitPrice::decimal(8_990, 2),
        power_fee_eur_per_year: Cents::eur(1_150, 0),
    }
}

fn purchase() -> Product {
    Product::Purchase {
        name: "Pientuotannon osto Pörssi".into(),
        margin_c_per_kwh: UnitPrice::decimal(30, 2),
    }
}

/// What differs between places; the rest is derived from `number` and the owner.
pub(super) struct Spec<'a> {
    pub number: u32,
    pub kind: PlaceKind,
    pub street: &'a str,
    pub postal_code: &'a str,
    pub city: &'a str,
    pub building_type: BuildingType,
    pub product: Product,
    pub name: Option<&'a str>,
}

pub(super) fn place(
    owner: PlaceOwner,
    company: Company,
    customer_code: &str,
    order: u32,
    spec: Spec<'_>,
) -> UsePlace {
    let (utility_type, contract_type) = match spec.kind {
        PlaceKind::Electricity | PlaceKind::SummerHouse => {
            (UtilityType::Electricity, ContractType::Electricity)
        }
        PlaceKind::DistrictHeating => (UtilityType::DistrictHeating, ContractType::DistrictHeating),
        PlaceKind::Microgeneration => (UtilityType::Microgeneration, ContractType::Microgeneration),
    };
    let n = spec.number;
    UsePlace {
        location_identifier: format!("KP{n:06}"),
        location_reference_id: format!("LR{n:06}"),
        owner,
        kind: spec.kind,
        utility_type,
        contract_type,
        metering_point_id: metering_point_id(20_000_000_000_000 + u64::from(n) * 7_919),
        address: Address {
            street: spec.street.to_owned(),
            postal_code: spec.postal_code.to_owned(),
            city: spec.city.to_owned(),
        },
        building_type: spec.building_type,
        product: spec.product,
        company,
        customer_code: customer_code.to_owned(),
        contract_code: format!("S{n:08}"),
        invoicing_customer_code: format!("L{}", &customer_code[1..]),
        invoicing_contract_code: format!("LS{n:08}"),
        name: spec.name.map(str::to_owned),
        order,
        composite_location_identifier: None,
        labels: Vec::new(),
        solar_panel: None,
        consumption_alert: None,
        disruption_alert: None,
        features: features_for(spec.kind),
        vat: true,
        contract_start: contract_start(n).format("%Y-%m-%d").to_string(),
        green_power: false,
        home_insurance: false,
        district_heating_alert: None,
        weighted_consumption_alert: None,
        weighted_consumption_plus_alert: None,
    }
}

/// A private person's places, in the order given.
fn own_places(user: &PortalUser, specs: Vec<Spec<'_>>) -> Vec<UsePlace> {
    let code = &user.customer_codes[0];
    specs
        .into_iter()
        .enumerate()
        .map(|(order, spec)| {
            place(
                PlaceOwner::User(user.priwatti_user_id),
                code.company,
                &code.customer_code,
                order as u32,
                spec,
            )
        })
        .collect()
}

/// The four kinds of place kuluttaja and the demo user have: spot, district heating,
/// microgeneration with solar panels, summer house with fixed-price electricity.
fn household(
    first_number: u32,
    (street, postal_code, city): (&'static str, &'static str, &'static str),
    (summer_street, summer_postal, summer_city): (&'static str, &'static str, &'static str),
) -> Vec<Spec<'static>> {
    let at_home = |offset: u32, kind, product, name| Spec {
        number: first_number + offset,
        kind,
        street,
        postal_code,
        city,
        building_type: BuildingType::DetachedHouse,
        product,
        name,
    };
    vec![
        at_home(0, PlaceKind::Electricity, spot(), Some("Koti")),
        at_home(1, PlaceKind::DistrictHeating, district_heating(), None),
        at_home(
            2,
            PlaceKind::Microgeneration,
            purchase(),
            Some("Aurinkovoimala"),
        ),
        Spec {
            number: first_number + 3,
            kind: PlaceKind::SummerHouse,
            street: summer_street,
            postal_code: summer_postal,
            city: summer_city,
            building_type: BuildingType::SummerHouse,
            product: summer_fixed(),
            name: Some("Mökki"),
        },
    ]
}

fn disruption_alert(id: u64, phone: &str, email: &str) -> ElectricityDisruptionAlert {
    let channel = |kind: &str, address: &str| DisruptionChannel {
        id: format!("EDA-{id}-{kind}"),
        active: true,
        address: address.to_owned(),
        push_start_hour: 7,
        push_start_min: 0,
        push_end_hour: 22,
        push_end_min: 0,
        triggered_recently: false,
    };
    ElectricityDisruptionAlert {
        phone_settings: vec![channel("SMS", phone)],
        email_settings: vec![channel("EMAIL", email)],
    }
}

/// A district-heating return-temperature alert on the channels given, pushed 07:00–22:00.
fn district_heating_alert(
    email: Option<&str>,
    mobile: Option<&str>,
) -> DistrictHeatingDisruptionAlert {
    DistrictHeatingDisruptionAlert {
        email: email.is_some(),
        sms: mobile.is_some(),
        email_address: email.map(str::to_owned),
        mobile_number: mobile.map(str::to_owned),
        push_start_hour: 7,
        push_start_min: 0,
        push_end_hour: 22,
        push_end_min: 0,
    }
}

/// An active weighted-consumption alert at `threshold` c/kWh with VAT.
fn weighted_alert(
    location: &str,
    threshold: UnitPrice,
    includes_margin: bool,
) -> WeightedConsumptionAlert {
    WeightedConsumptionAlert {
        location_identifier: location.to_owned(),
        active: true,
        threshold_value: Some(threshold),
        vat: true,
        includes_margin,
        email_notifications: true,
        push_notifications: includes_margin,
    }
}

#[allow(clippy::too_many_arguments)]
fn solar_panel(
    location_number: u32,
    name: &str,
    latitude: f64,
    longitude: f64,
    panel_count: u32,
    inverter_kw: f64,
    commissioned: &str,
) -> SolarPanel {
    SolarPanel {
        panel_id: format!("PV{location_number:06}"),
        name: name.to_owned(),
        latitude,
        longitude,
        panel_count,
        panel_power_w: 410,
        tilt_deg: 27,
        azimuth_deg: 185,
        inverter_nominal_power_kw: inverter_kw,
        inverter_commission_date: commissioned.to_owned(),
        inverter_model: "Fronius Symo GEN24 6.0 Plus".to_owned(),
        inverter_serial: format!("FRS-{:08}", u64::from(location_number) * 37),
    }
}

fn user(users: &[PortalUser], id: u64) -> &PortalUser {
    users
        .iter()
        .find(|u| u.priwatti_user_id == id)
        .expect("the user is in the dataset")
}

fn household_places(users: &[PortalUser]) -> Vec<UsePlace> {
    let mut places = Vec::new();

    // The demo user (spec §9): every kind of place, in Seinäjoki and Kristiinankaupunki.
    let demo = user(users, user_ids::DEMO);
    let mut demo_places = own_places(
        demo,
        household(
            100_001,
            ("Pohjantie 7", "60100", "Seinäjoki"),
            ("Saaristotie 112", "64100", "Kristiinankaupunki"),
        ),
    );
    demo_places[0].consumption_alert = Some(ElectricityConsumptionAlert {
        bottom_threshold_value: Some(5.0),
        top_threshold_value: Some(60.0),
    });
    demo_places[2].solar_panel = Some(solar_panel(
        100_003,
        "Pohjantien aurinkovoimala",
        62.7903,
        22.8403,
        14,
        5.0,
        "2022-06-08",
    ));
    demo_places[0].home_insurance = true;
    demo_places[1].district_heating_alert =
        Some(district_heating_alert(None, Some("+358 40 555 0100")));
    places.extend(demo_places);

    // kuluttaja: the same four kinds in Vaasa and Närpiö.
    let kuluttaja = user(users, user_ids::KULUTTAJA);
    let mut own = own_places(
        kuluttaja,
        household(
            100_101,
            ("Koivulehdontie 14", "65200", "Vaasa"),
            ("Rantatie 45", "64200", "Närpiö"),
        ),
    );
    own[0].consumption_alert = Some(ElectricityConsumptionAlert {
        bottom_threshold_value: Some(5.0),
        top_threshold_value: Some(60.0),
    });
    own[0].disruption_alert = Some(disruption_alert(
        user_ids::KULUTTAJA,
        "+358 40 555 0101",
        emails::KULUTTAJA,
    ));
    own[2].solar_panel = Some(solar_panel(
        100_103,
        "Koivulehdon aurinkovoimala",
        63.0785,
        21.6604,
        16,
        6.0,
        "2023-05-17",
    ));
    own[0].green_power = true;
    own[0].weighted_consumption_alert = Some(weighted_alert(
        &own[0].location_identifier,
        UnitPrice::decimal(12, 0),
        false,
    ));
    own[0].weighted_consumption_plus_alert = Some(weighted_alert(
        &own[0].location_identifier,
        UnitPrice::decimal(14, 0),
        true,
    ));
    own[1].district_heating_alert = Some(district_heating_alert(
        Some(emails::KULUTTAJA),
        Some("+358 40 555 0101"),
    ));
    own[3].consumption_alert = Some(ElectricityConsumptionAlert {
        bottom_threshold_value: None,
        top_threshold_value: Some(30.0),
    });
    places.extend(own);

    // edustaja: one apartment with fixed-price electricity (SV).
    places.extend(own_places(
        user(users, user_ids::EDUSTAJA),
        vec![Spec {
            number: 100_201,
            kind: PlaceKind::Electricity,
            street: "Kauppakatu 18 B 12",
            postal_code: "60100",
            city: "Seinäjoki",
            building_type: BuildingType::Apartment,
            product: fixed(),
            name: Some("Koti"),
        }],
    ));

    // uusi: one row-house flat on spot electricity (KUO).
    places.extend(own_places(
        user(users, user_ids::UUSI),
        vec![Spec {
            number: 100_501,
            kind: PlaceKind::Electricity,
            street: "Kuokkalantie 9 C 3",
            postal_code: "40520",
            city: "Jyväskylä",
            building_type: BuildingType::RowHouse,
            product: spot(),
            name: None,
        }],
    ));

    // Further customers of SV and KUO.
    let others: [(u64, Spec<'static>); 4] = [
        (
            user_ids::FIRST_OTHER_CUSTOMER,
            Spec {
                number: 103_001,
                kind: PlaceKind::Electricity,
                street: "Ruukintie 21",
                postal_code: "60510",
                city: "Seinäjoki",
                building_type: BuildingType::DetachedHouse,
                product: fixed(),
                name: None,
            },
        ),
        (
            user_ids::FIRST_OTHER_CUSTOMER + 1,
            Spec {
                number: 103_101,
                kind: PlaceKind::DistrictHeating,
                street: "Torikatu 30 A 6",
                postal_code: "67100",
                city: "Kokkola",
                building_type: BuildingType::Apartment,
                product: district_heating(),
                name: None,
            },
        ),
        (
            user_ids::FIRST_OTHER_CUSTOMER + 2,
            Spec {
                number: 103_201,
                kind: PlaceKind::Electricity,
                street: "Puijonkatu 41 B 9",
                postal_code: "70100",
                city: "Kuopio",
                building_type: BuildingType::Apartment,
                product: spot(),
                name: Some("Kaksio"),
            },
        ),
        (
            user_ids::FIRST_OTHER_CUSTOMER + 3,
            Spec {
                number: 103_301,
                kind: PlaceKind::Electricity,
                street: "Kaijonharjuntie 8 D",
                postal_code: "90570",
                city: "Oulu",
                building_type: BuildingType::RowHouse,
                product: spot(),
                name: None,
            },
        ),
    ];
    for (id, spec) in others {
        places.extend(own_places(user(users, id), vec![spec]));
    }
    places
}

/// Sites of the B2B company: (street without number, postal code, city).
const COMPANY_SITES: [(&str, &str, &str); 16] = [
    ("Teollisuuskatu", "65170", "Vaasa"),
    ("Runsorintie", "65380", "Vaasa"),
    ("Kalevankatu", "60100", "Seinäjoki"),
    ("Varastokatu", "60320", "Seinäjoki"),
    ("Satamakatu", "67900", "Kokkola"),
    ("Kauppatori", "90100", "Oulu"),
    ("Hatanpään valtatie", "33100", "Tampere"),
    ("Mannerheimintie", "00100", "Helsinki"),
    ("Tekniikantie", "02150", "Espoo"),
    ("Linnankatu", "20100", "Turku"),
    ("Vapaudenkatu", "40100", "Jyväskylä"),
    ("Kallanranta", "70100", "Kuopio"),
    ("Antinkatu", "28100", "Pori"),
    ("Aleksanterinkatu", "15110", "Lahti"),
    ("Koulukatu", "68600", "Pietarsaari"),
    ("Pitkäkatu", "64100", "Kristiinankaupunki"),
];

/// Number of use places of CR-100.
pub(super) const COMPANY_PLACE_COUNT: u32 = 48;

/// (composite id, name, indexes of its places among the company's places, site index)
const COMPOSITES: [(&str, &str, [usize; 4], usize); 3] = [
    (b2b::COMPOSITE_IDS[0], "Vaasan tehdasalue", [0, 1, 2, 3], 0),
    (
        b2b::COMPOSITE_IDS[1],
        "Seinäjoen logistiikkakeskus",
        [16, 17, 18, usize::MAX],
        3,
    ),
    (
        b2b::COMPOSITE_IDS[2],
        "Kokkolan satamavarasto",
        [32, 33, usize::MAX, usize::MAX],
        4,
    ),
];

const SITE_NAMES: [&str; 6] = [
    "Pääkonttori",
    "Tehdas",
    "Varasto",
    "Huoltohalli",
    "Myymälä",
    "Konttori",
];

fn company_places() -> (Vec<UsePlace>, Vec<CompositeLocation>) {
    let owner = PlaceOwner::Company(b2b::COMPANY_REFERENCE_ID.to_owned());
    let customer_code = customer_code_for(user_ids::YRITYS, Company::Vare);
    let mut places: Vec<UsePlace> = (0..COMPANY_PLACE_COUNT)
        .map(|i| {
            let index = i as usize;
            let (street, postal_code, city) = COMPANY_SITES[index % COMPANY_SITES.len()];
            let street = format!(
                "{street} {}",
                2 + index / COMPANY_SITES.len() * 2 + index % 3
            );
            let kind = if i % 4 == 3 {
                PlaceKind::DistrictHeating
            } else {
                PlaceKind::Electricity
            };
            let product = match (kind, i % 3) {
                (PlaceKind::DistrictHeating, _) => Product::DistrictHeating {
                    name: "Kaukolämpö Yritys".into(),
                    energy_eur_per_mwh: UnitPrice::decimal(8_450, 2),
                    power_fee_eur_per_year: Cents::eur(4_800, 0),
                },
                (_, 0) => Product::Fixed {
                    name: "Kiinteä Yrityssähkö 24 kk".into(),
                    price_c_per_kwh: UnitPrice::decimal(919, 2),
                    monthly_fee_eur: Cents::eur(12, 90),
                },
                _ => Product::Spot {
                    name: "Pörssisähkö Yritys".into(),
                    margin_c_per_kwh: UnitPrice::decimal(35, 2),
                    monthly_fee_eur: Cents::eur(9, 90),
                },
            };
            let name = (i % 3 == 1).then(|| SITE_NAMES[index % SITE_NAMES.len()]);
            let mut place = place(
                owner.clone(),
                Company::Vare,
                &customer_code,
                i,
                Spec {
                    number: 300_001 + i,
                    kind,
                    street: &street,
                    postal_code,
                    city,
                    building_type: BuildingType::CompanyBuilding,
                    product,
                    name,
                },
            );
            if i % 5 == 0 {
                place.labels.push("Tuotanto".to_owned());
            }
            if i % 7 == 0 {
                place.labels.push("Toimisto".to_owned());
            }
            if i % 6 == 1 {
                place
                    .labels
                    .extend(["Varasto".to_owned(), "Pohjanmaa".to_owned()]);
            }
            place
        })
        .collect();

    let mut composites = Vec::new();
    for (id, name, members, site) in COMPOSITES {
        let (street, postal_code, city) = COMPANY_SITES[site];
        let mut location_identifiers = Vec::new();
        for (n, &index) in members.iter().filter(|&&m| m != usize::MAX).enumerate() {
            let place = &mut places[index];
            place.composite_location_identifier = Some(id.to_owned());
            place.address = Address {
                street: format!("{street} {}", 10 + n),
                postal_code: postal_code.to_owned(),
                city: city.to_owned(),
            };
            location_identifiers.push(place.location_identifier.clone());
        }
        composites.push(CompositeLocation {
            composite_location_identifier: id.to_owned(),
            company_reference_id: b2b::COMPANY_REFERENCE_ID.to_owned(),
            name: name.to_owned(),
            location_identifiers,
        });
    }
    for (i, place) in places.iter_mut().enumerate() {
        serve_some_by_other_companies(i, place);
        company_alerts(i, place);
    }
    (places, composites)
}

/// A few places that are not part of a composite location are served by SV or KUO, so the
/// COMPANY sort modes (A61) have something to order.
fn serve_some_by_other_companies(i: usize, place: &mut UsePlace) {
    if place.composite_location_identifier.is_some() {
        return;
    }
    let company = match (i % 5, i % 9) {
        (2, _) => Company::Sv,
        (_, 8) => Company::Kuo,
        _ => return,
    };
    place.company = company;
    place.customer_code = customer_code_for(user_ids::YRITYS, company);
    place.invoicing_customer_code = format!("L{}", &place.customer_code[1..]);
}

/// Alert settings of CR-100's places, varied so that the ALERTS_TRIGGERED and ALERTS_ENABLED
/// sort modes (A61) order the list differently from each other and from the rest: consumption
/// alerts on every third electricity place, disruption alerts (SMS and e-mail, some fired
/// recently) on every fourth, return-temperature alerts on every other district-heating place.
fn company_alerts(i: usize, place: &mut UsePlace) {
    if place.utility_type == UtilityType::DistrictHeating {
        if i % 8 == 3 {
            place.district_heating_alert = Some(district_heating_alert(Some(emails::YRITYS), None));
        }
        return;
    }
    if i.is_multiple_of(3) {
        place.consumption_alert = Some(ElectricityConsumptionAlert {
            bottom_threshold_value: None,
            top_threshold_value: Some(400.0 + 25.0 * (i % 4) as f64),
        });
    }
    if i % 4 == 1 || i % 10 == 6 {
        let mut alert = disruption_alert(user_ids::YRITYS, "+358 40 555 0103", emails::YRITYS);
        alert.phone_settings[0].triggered_recently = i % 8 == 1;
        alert.email_settings[0].triggered_recently = i % 3 == 1;
        alert.email_settings[0].active = i % 10 != 6;
        place.disruption_alert = Some(alert);
    }
}

/// CR-200's places: a small company of KUO in Kuopio; of CR-100's users only konserni@, a
/// sub-user of both companies, holds any of them.
fn other_company_places() -> Vec<UsePlace> {
    let owner = PlaceOwner::Company(b2b::OTHER_COMPANY_REFERENCE_ID.to_owned());
    let customer_code = customer_code_for(user_ids::YRITYS2, Company::Kuo);
    let sites = [
        ("Sahantie 3", PlaceKind::Electricity, Some("Saha")),
        ("Sahantie 5", PlaceKind::DistrictHeating, None),
        ("Puijonkatu 12", PlaceKind::Electricity, Some("Konttori")),
    ];
    sites
        .into_iter()
        .enumerate()
        .map(|(i, (street, kind, name))| {
            let product = if kind == PlaceKind::DistrictHeating {
                district_heating()
            } else {
                spot()
            };
            let mut place = place(
                owner.clone(),
                Company::Kuo,
                &customer_code,
                i as u32,
                Spec {
                    number: 300_101 + i as u32,
                    kind,
                    street,
                    postal_code: "70100",
                    city: "Kuopio",
                    building_type: BuildingType::CompanyBuilding,
                    product,
                    name,
                },
            );
            place.labels.push("Kuopio".to_owned());
            place
        })
        .collect()
}

fn customer_company(places: &[UsePlace]) -> CustomerCompany {
    let addressed = |index: usize| places[index].addressed_as().to_owned();
    let mut locations: Vec<(String, UserRight)> = (4..12)
        .map(|i| (addressed(i), UserRight::ReadOnly))
        .collect();
    locations.push((b2b::COMPOSITE_IDS[1].to_owned(), UserRight::ReadOnly));
    locations.push((b2b::COMPOSITE_IDS[0].to_owned(), UserRight::FullAccess));
    locations.push((addressed(12), UserRight::FullAccess));
    locations.push((addressed(13), UserRight::FullAccess));
    CustomerCompany {
        company_reference_id: b2b::COMPANY_REFERENCE_ID.to_owned(),
        name: "Pohjanmaan Konepaja Oy".to_owned(),
        business_id: super::companies::valid_business_id(3_104_567),
        company: Company::Vare,
        customer_code: customer_code_for(user_ids::YRITYS, Company::Vare),
        main_user_id: user_ids::YRITYS,
        main_user_reference_id: "UR-100-00".to_owned(),
        customerships: Vec::new(),
        sub_users: vec![
            SubUser {
                priwatti_user_id: user_ids::LUKIJA,
                user_reference_id: "UR-100-01".to_owned(),
                locations,
            },
            // Places no other sub-user has and no browser test combines, renames or moves.
            SubUser {
                priwatti_user_id: user_ids::KONSERNI,
                user_reference_id: "UR-100-02".to_owned(),
                locations: vec![
                    (addressed(40), UserRight::ReadOnly),
                    (addressed(41), UserRight::FullAccess),
                    (addressed(43), UserRight::ReadOnly),
                ],
            },
        ],
        vat_included: true,
    }
}

fn representations(places: &[UsePlace]) -> Vec<Representation> {
    let of = |owner: u64| -> Vec<String> {
        places
            .iter()
            .filter(|p| p.owner == PlaceOwner::User(owner))
            .map(|p| p.location_identifier.clone())
            .collect()
    };
    let code = |id: &str| subject_for(&format!("representation:{id}"));
    vec![
        Representation {
            id: "REP-1".to_owned(),
            grantor_user_id: user_ids::KULUTTAJA,
            representative_email: emails::EDUSTAJA.to_owned(),
            representative_user_id: Some(user_ids::EDUSTAJA),
            status: RepresentationStatus::Active,
            location_identifiers: of(user_ids::KULUTTAJA),
            activation_code: code("REP-1"),
            created: "2025-11-03".to_owned(),
        },
        Representation {
            id: "REP-2".to_owned(),
            grantor_user_id: user_ids::FIRST_OTHER_CUSTOMER,
            representative_email: emails::EDUSTAJA.to_owned(),
            representative_user_id: Some(user_ids::EDUSTAJA),
            status: RepresentationStatus::Revoked,
            location_identifiers: of(user_ids::FIRST_OTHER_CUSTOMER),
            activation_code: code("REP-2"),
            created: "2025-03-14".to_owned(),
        },
        Representation {
            id: "REP-3".to_owned(),
            grantor_user_id: user_ids::FIRST_OTHER_CUSTOMER + 2,
            representative_email: emails::KULUTTAJA.to_owned(),
            representative_user_id: None,
            status: RepresentationStatus::Pending,
            location_identifiers: of(user_ids::FIRST_OTHER_CUSTOMER + 2),
            activation_code: code("REP-3"),
            created: "2026-01-20".to_owned(),
        },
    ]
}

/// CR-200: its main user, and konserni@ (a sub-user of CR-100 too) on two of its three places.
/// It shows its prices without VAT, the one company of the dataset that says so (spec §6).
fn other_customer_company(places: &[UsePlace]) -> CustomerCompany {
    let own = |index: usize| places[index].location_identifier.clone();
    CustomerCompany {
        company_reference_id: b2b::OTHER_COMPANY_REFERENCE_ID.to_owned(),
        name: "Savon Saha Oy".to_owned(),
        business_id: super::companies::valid_business_id(2_207_431),
        company: Company::Kuo,
        customer_code: customer_code_for(user_ids::YRITYS2, Company::Kuo),
        main_user_id: user_ids::YRITYS2,
        main_user_reference_id: "UR-200-00".to_owned(),
        customerships: Vec::new(),
        sub_users: vec![SubUser {
            priwatti_user_id: user_ids::KONSERNI,
            user_reference_id: "UR-200-01".to_owned(),
            locations: vec![
                (own(0), UserRight::FullAccess),
                (own(1), UserRight::ReadOnly),
            ],
        }],
        vat_included: false,
    }
}

/// A company's customerships: each energy company and customer code its places are under, in
/// the order the places first name them.
fn customerships_of(places: &[UsePlace], company_reference_id: &str) -> Vec<CompanyCustomership> {
    let mut customerships: Vec<CompanyCustomership> = Vec::new();
    for place in places
        .iter()
        .filter(|p| matches!(&p.owner, PlaceOwner::Company(id) if id == company_reference_id))
    {
        let customership = CompanyCustomership {
            company: place.company,
            customer_code: place.customer_code.clone(),
        };
        if !customerships.contains(&customership) {
            customerships.push(customership);
        }
    }
    customerships
}

pub(super) fn places(users: &[PortalUser]) -> Places {
    let mut places = household_places(users);
    let (company_places, composite_locations) = company_places();
    let other_places = other_company_places();
    let mut customer_companies = vec![
        customer_company(&company_places),
        other_customer_company(&other_places),
        super::large_company::customer_company(),
    ];
    places.extend(company_places);
    places.extend(other_places);
    places.extend(super::large_company::places());
    for company in &mut customer_companies {
        company.customerships = customerships_of(&places, &company.company_reference_id);
    }
    // A company's places show VAT as the company says.
    for place in &mut places {
        if let PlaceOwner::Company(owner) = &place.owner {
            place.vat = customer_companies
                .iter()
                .find(|company| &company.company_reference_id == owner)
                .expect("a company's place belongs to a company of the dataset")
                .vat_included;
        }
    }
    let representations = representations(&places);
    Places {
        places,
        customer_companies,
        composite_locations,
        representations,
    }
}
