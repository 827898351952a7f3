//! The crm mock's row reads (and the location detail the gateway's #117 reads) through
//! `upstream_clients::ReadClient`.

use crate::helpers::{claims_of, spawn_mocks, upstream, TestMocks, CLIENT_TIMEOUT};
use demo_fixtures::dataset::{emails, user_ids, Dataset};
use upstream_clients::crm::{
    CompanySelectionList, ContractList, ContractType, CustomerServiceInfoList,
    CustomerServiceNumberList, CustomershipList, ElectricityContractCheck, FollowUpOfferList,
    FollowUpOfferStatus, FollowUpStatus, LocationDetail, NewContractInfo, PriceType,
    RepresentationState, Representations, RepresentativeEligibility, ServiceRequestList,
    SwitchGuard, UiMode, UserProfile, UserUi,
};
use upstream_clients::money::UnitPrice;
use upstream_clients::{ReadClient, System, UpstreamError};

struct App {
    _mocks: TestMocks,
    crm: ReadClient,
    token: String,
}

async fn signed_in(email: &str) -> App {
    let mocks = spawn_mocks().await;
    let token = mocks.sign_in(email).await.access_token;
    let crm = ReadClient::new(upstream(
        &mocks.core,
        System::Crm,
        &mocks.mocks.crm,
        CLIENT_TIMEOUT,
    ));
    App {
        _mocks: mocks,
        crm,
        token,
    }
}

impl App {
    async fn get<T: serde::de::DeserializeOwned>(
        &self,
        path: &[&str],
        query: &[(&str, &str)],
    ) -> Result<T, UpstreamError> {
        self.crm.json(&self.token, path, query).await
    }
}

fn is_not_found<T: std::fmt::Debug>(result: &Result<T, UpstreamError>) -> bool {
    matches!(result, Err(UpstreamError::NotFound { .. }))
}

fn is_bad_request<T: std::fmt::Debug>(result: &Result<T, UpstreamError>) -> bool {
    matches!(result, Err(UpstreamError::Status { status: 400, .. }))
}

const VAT: f64 = 25.5;

#[tokio::test]
async fn the_ui_mode_follows_the_customer_type() {
    let app = signed_in(emails::KULUTTAJA).await;

    let b2c: UserUi = app
        .get(&["v2", "user", "1000001", "ui"], &[])
        .await
        .unwrap();
    let b2b: UserUi = app
        .get(&["v2", "user", "1000003", "ui"], &[])
        .await
        .unwrap();
    let unknown = app.get::<UserUi>(&["v2", "user", "42", "ui"], &[]).await;

    assert_eq!(b2c.ui_mode, UiMode::B2C);
    assert_eq!(b2b.ui_mode, UiMode::B2B);
    assert!(is_not_found(&unknown), "{unknown:?}");
}

fn place_path<'a>(location: &'a str, tail: &[&'a str]) -> Vec<&'a str> {
    let mut path = vec![
        "v2",
        "servicelocation",
        "user",
        "1000001",
        "location",
        location,
    ];
    path.extend_from_slice(tail);
    path
}

#[tokio::test]
async fn place_contracts_carry_prices_with_and_without_vat_and_filter_by_type() {
    let app = signed_in(emails::KULUTTAJA).await;

    let home: ContractList = app
        .get(&place_path("KP100101", &["contracts"]), &[])
        .await
        .unwrap();
    let all: ContractList = app
        .get(
            &place_path("KP100101", &["contracts"]),
            &[("contractType", "ALL")],
        )
        .await
        .unwrap();
    let heat_only: ContractList = app
        .get(
            &place_path("KP100101", &["contracts"]),
            &[("contractType", "DISTRICT_HEATING")],
        )
        .await
        .unwrap();
    let bad = app
        .get::<ContractList>(
            &place_path("KP100101", &["contracts"]),
            &[("contractType", "GAS")],
        )
        .await;

    assert_eq!(home, all);
    assert_eq!(home.contracts.len(), 1);
    let contract = &home.contracts[0];
    let place = Dataset::demo().place("KP100101").unwrap();
    assert_eq!(contract.contract_code, place.contract_code);
    assert_eq!(contract.product_name, place.product.name());
    assert_eq!(contract.contract_type, ContractType::Electricity);
    assert_eq!(contract.start_date, place.contract_start);
    assert_eq!(contract.pricing.price_type, PriceType::SpotMargin);
    assert_eq!(contract.pricing.vat_percent, VAT);
    // The margin 0.49 c/kWh with 25.5 % VAT is 0.61495, 0.6150 to four decimals (once).
    assert_eq!(contract.pricing.price_vat0, UnitPrice::decimal(49, 2));
    assert_eq!(contract.pricing.price_vat, UnitPrice(6_150));
    assert!(home.vat_included && contract.pricing.price == contract.pricing.price_vat);
    assert!(heat_only.contracts.is_empty());
    assert!(is_bad_request(&bad), "{bad:?}");
}

#[tokio::test]
async fn contracts_v1_show_prices_as_include_vat_says() {
    let app = signed_in(emails::KULUTTAJA).await;
    let path = ["contracts", "v1", "user", "1000001", "location", "KP100102"];

    let with: ContractList = app.get(&path, &[("includeVAT", "true")]).await.unwrap();
    let without: ContractList = app.get(&path, &[("includeVAT", "false")]).await.unwrap();
    let bad = app
        .get::<ContractList>(&path, &[("includeVAT", "yes")])
        .await;

    assert!(with.vat_included && !without.vat_included);
    let (w, wo) = (&with.contracts[0].pricing, &without.contracts[0].pricing);
    assert_eq!(w.price_type, PriceType::DistrictHeating);
    // 89.90 €/MWh and 1 150 €/v with 25.5 % VAT: 112.8245 and 1 443.25, exactly.
    assert_eq!(wo.price, UnitPrice::decimal(8_990, 2));
    assert_eq!(w.price, UnitPrice::decimal(1_128_245, 4));
    assert_eq!(w.price, wo.price.with_vat(255, 4));
    assert_eq!(wo.price, wo.price_vat0);
    assert_eq!(w.basic_fee, UnitPrice::decimal(144_325, 2));
    assert!(w.basic_fee == w.basic_fee_vat && wo.basic_fee == wo.basic_fee_vat0);
    assert_eq!(w.price_unit, "€/MWh");
    assert!(is_bad_request(&bad), "{bad:?}");
}

#[tokio::test]
async fn the_switch_guard_is_on_for_a_running_fixed_term_only() {
    let app = signed_in(emails::KULUTTAJA).await;
    let today = chrono::Utc::now()
        .with_timezone(&chrono_tz::Europe::Helsinki)
        .format("%Y-%m-%d")
        .to_string();

    let spot: SwitchGuard = app
        .get(&place_path("KP100101", &["contract", "switchGuard"]), &[])
        .await
        .unwrap();
    let fixed: SwitchGuard = app
        .get(&place_path("KP100104", &["contract", "switchGuard"]), &[])
        .await
        .unwrap();

    assert!(!spot.switch_guard_on && spot.can_switch && spot.fixed_term_ends.is_none());
    assert!(fixed.switch_guard_on && !fixed.can_switch);
    assert!(fixed.fixed_term_ends.unwrap() > today);
}

#[tokio::test]
async fn user_contracts_add_the_grantors_places_only_when_asked() {
    let app = signed_in(emails::EDUSTAJA).await;
    let path = ["v2", "user", "1000002", "contracts"];

    let own: ContractList = app.get(&path, &[]).await.unwrap();
    let with_mappings: ContractList = app
        .get(&path, &[("includeRepresentativeMappings", "true")])
        .await
        .unwrap();

    assert_eq!(own.contracts.len(), 1);
    assert_eq!(with_mappings.contracts.len(), 5);
    assert!(with_mappings.contracts[1..]
        .iter()
        .all(|c| c.content_owner_id == user_ids::KULUTTAJA));
}

#[tokio::test]
async fn customerships_v1_and_v2_agree_and_list_the_users_places() {
    let app = signed_in(emails::KULUTTAJA).await;

    let v2: CustomershipList = app
        .get(&["v2", "user", "1000001", "customerships"], &[])
        .await
        .unwrap();
    let v1: CustomershipList = app
        .get(&["customerships", "v1", "user", "1000001"], &[])
        .await
        .unwrap();
    let company: CustomershipList = app
        .get(&["v2", "user", "1000003", "customerships"], &[])
        .await
        .unwrap();

    assert_eq!(v1, v2);
    assert_eq!(v2.customerships.len(), 1);
    assert_eq!(
        v2.customerships[0].location_identifiers,
        ["KP100101", "KP100102", "KP100103", "KP100104"]
    );
    // CR-100's places, under the customer codes of the energy companies that serve them.
    assert_eq!(company.customerships.len(), 3);
    let company_places: usize = company
        .customerships
        .iter()
        .map(|c| c.location_identifiers.len())
        .sum();
    assert_eq!(company_places, 48);
}

#[tokio::test]
async fn new_contract_info_lists_the_companys_household_products() {
    let app = signed_in(emails::KULUTTAJA).await;

    let info: NewContractInfo = app
        .get(&["v2", "user", "1000001", "newContractInfo"], &[])
        .await
        .unwrap();

    assert_eq!(info.companies.len(), 1);
    let names: Vec<&str> = info.companies[0]
        .products
        .iter()
        .map(|p| p.product_name.as_str())
        .collect();
    assert!(names.contains(&"Pörssisähkö") && names.contains(&"Kaukolämpö Perus"));
    assert!(!names.iter().any(|n| n.contains("osto")));
}

#[tokio::test]
async fn the_profile_is_found_by_identity_subject() {
    let app = signed_in(emails::KULUTTAJA).await;
    let subject = claims_of(&app.token).sub;

    let profile: UserProfile = app
        .get(
            &["v2", "user", "profile", &subject],
            &[("refreshMappings", "true")],
        )
        .await
        .unwrap();
    let plain: UserProfile = app
        .get(&["v2", "user", "profile", &subject], &[])
        .await
        .unwrap();
    let unknown = app
        .get::<UserProfile>(&["v2", "user", "profile", "no-such-subject"], &[])
        .await;
    let bad = app
        .get::<UserProfile>(
            &["v2", "user", "profile", &subject],
            &[("forceRefreshMappings", "1")],
        )
        .await;

    assert_eq!(profile.priwatti_user_id, user_ids::KULUTTAJA);
    assert!(profile.mappings_refreshed && !plain.mappings_refreshed);
    assert!(is_not_found(&unknown), "{unknown:?}");
    assert!(is_bad_request(&bad), "{bad:?}");
}

#[tokio::test]
async fn location_detail_prices_and_green_power_come_from_the_place() {
    let app = signed_in(emails::KULUTTAJA).await;

    let home: LocationDetail = app
        .get(&["v1", "locations", "KP100101", "detail"], &[])
        .await
        .unwrap();
    let summer: LocationDetail = app
        .get(&["v1", "locations", "KP100104", "detail"], &[])
        .await
        .unwrap();
    let unknown = app
        .get::<LocationDetail>(&["v1", "locations", "KP999999", "detail"], &[])
        .await;

    assert_eq!(home.location_building_type, "DetachedHouse");
    assert_eq!(summer.location_building_type, "SummerHouse");
    assert!(home.green_power_on && home.can_have_green_power);
    assert_eq!(home.potentical_carbon_emission_savings, 0.0);
    assert!(summer.potentical_carbon_emission_savings > 0.0);
    assert_eq!(home.energy_margin_vat0, UnitPrice::decimal(49, 2));
    assert_eq!(home.energy_margin_vat, UnitPrice(6_150));
    assert!(home.vat && home.price == home.price_vat);
    assert_eq!(summer.contract_name, "Kiinteä Sähkö Vapaa-aika");
    assert_eq!(summer.energy_margin, UnitPrice(0));
    assert_eq!(home.customer_service_numbers.len(), 2);
    assert!(is_not_found(&unknown), "{unknown:?}");
}

#[tokio::test]
async fn follow_up_status_and_offers_agree() {
    let app = signed_in(emails::KULUTTAJA).await;
    let follow = |location: &'static str, tail: &'static str| {
        vec![
            "v2",
            "servicelocation",
            "user",
            "1000001",
            "followupoffer",
            "location",
            location,
            tail,
        ]
    };

    let summer: FollowUpOfferStatus = app.get(&follow("KP100104", "status"), &[]).await.unwrap();
    let offers: FollowUpOfferList = app.get(&follow("KP100104", "offers"), &[]).await.unwrap();
    let home: FollowUpOfferStatus = app.get(&follow("KP100101", "status"), &[]).await.unwrap();
    let home_offers: FollowUpOfferList = app.get(&follow("KP100101", "offers"), &[]).await.unwrap();

    assert_eq!(summer.status, FollowUpStatus::Success);
    assert_eq!(offers.offers.len(), 2);
    assert!(offers
        .offers
        .iter()
        .all(|o| o.lead_id.starts_with("LEAD-100104-")));
    assert_eq!(home.status, FollowUpStatus::Off);
    assert!(home_offers.offers.is_empty());
}

#[tokio::test]
async fn check_electricity_contracts_needs_both_parameters() {
    let app = signed_in(emails::KULUTTAJA).await;
    let path = ["v2", "alerts", "checkElectricityContracts"];

    let home: ElectricityContractCheck = app
        .get(
            &path,
            &[
                ("priwattiUserId", "1000001"),
                ("locationIdentifier", "KP100101"),
            ],
        )
        .await
        .unwrap();
    let heat: ElectricityContractCheck = app
        .get(
            &path,
            &[
                ("priwattiUserId", "1000001"),
                ("locationIdentifier", "KP100102"),
            ],
        )
        .await
        .unwrap();
    let missing = app
        .get::<ElectricityContractCheck>(&path, &[("priwattiUserId", "1000001")])
        .await;

    assert!(home.has_electricity_contract);
    assert!(!heat.has_electricity_contract);
    assert!(is_bad_request(&missing), "{missing:?}");
}

#[tokio::test]
async fn representations_show_granted_and_received_with_their_statuses() {
    let app = signed_in(emails::KULUTTAJA).await;

    let kuluttaja: Representations = app
        .get(&["v2", "representative", "user", "1000001", "current"], &[])
        .await
        .unwrap();
    let edustaja: Representations = app
        .get(&["v2", "representative", "user", "1000002", "current"], &[])
        .await
        .unwrap();
    let eligible: RepresentativeEligibility = app
        .get(
            &["v2", "representative", "user", "1000001", "eligible"],
            &[],
        )
        .await
        .unwrap();
    let company: RepresentativeEligibility = app
        .get(
            &["v2", "representative", "user", "1000003", "eligible"],
            &[],
        )
        .await
        .unwrap();

    assert_eq!(kuluttaja.granted.len(), 1);
    assert_eq!(kuluttaja.granted[0].status, RepresentationState::Active);
    assert_eq!(kuluttaja.received.len(), 1);
    assert_eq!(kuluttaja.received[0].status, RepresentationState::Pending);
    let statuses: Vec<RepresentationState> = edustaja.received.iter().map(|r| r.status).collect();
    assert_eq!(
        statuses,
        [RepresentationState::Active, RepresentationState::Revoked]
    );
    assert!(eligible.eligible && eligible.location_identifiers.len() == 4);
    assert!(!company.eligible && company.reason.is_some());
}

#[tokio::test]
async fn service_requests_are_the_users_newest_first() {
    let app = signed_in(emails::KULUTTAJA).await;

    let list: ServiceRequestList = app
        .get(&["v2", "feedback", "servicerequest", "1000001"], &[])
        .await
        .unwrap();
    let none: ServiceRequestList = app
        .get(&["v2", "feedback", "servicerequest", "1000002"], &[])
        .await
        .unwrap();

    assert_eq!(list.service_requests.len(), 3);
    assert!(list
        .service_requests
        .windows(2)
        .all(|w| w[0].created >= w[1].created));
    assert!(list
        .service_requests
        .iter()
        .all(|r| r.service_request_id.starts_with("SR-1000001-")));
    assert_eq!(
        list.service_requests[0].location_identifier.as_deref(),
        Some("KP100101")
    );
    assert!(none.service_requests.is_empty());
}

#[tokio::test]
async fn company_information_is_served_to_any_signed_in_user() {
    let app = signed_in(emails::ADMIN).await;

    let numbers: CustomerServiceNumberList = app
        .get(&["v2", "info", "customerServiceNumbers"], &[])
        .await
        .unwrap();
    let info: CustomerServiceInfoList = app
        .get(&["v2", "info", "customerServiceInfo"], &[])
        .await
        .unwrap();
    let companies: CompanySelectionList = app.get(&["v2", "info", "companies"], &[]).await.unwrap();

    assert_eq!(numbers.customer_service_numbers.len(), 6);
    assert_eq!(info.companies.len(), 3);
    assert!(info
        .companies
        .iter()
        .all(|c| c.hours == "ma–pe klo 8–20, la klo 10–16"));
    let codes: Vec<&str> = companies
        .companies
        .iter()
        .map(|c| c.company.code())
        .collect();
    assert_eq!(codes, ["VARE", "SV", "KUO"]);
}
