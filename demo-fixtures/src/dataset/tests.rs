use std::collections::HashSet;

use upstream_clients::crm::{CustomerType, UtilityType};

use super::gsrn::is_valid_gsrn;
use super::*;

fn dataset() -> &'static Dataset {
    Dataset::demo()
}

#[test]
fn two_builds_are_equal() {
    assert_eq!(Dataset::build(), Dataset::build());
}

#[test]
fn the_b2b_company_has_at_least_45_places_of_both_utilities() {
    let places = dataset().places_of_company(b2b::COMPANY_REFERENCE_ID);
    assert!(places.len() >= 45, "{}", places.len());
    let cities: HashSet<&str> = places.iter().map(|p| p.address.city.as_str()).collect();
    assert!(cities.len() >= 10, "{cities:?}");
    for utility in [UtilityType::Electricity, UtilityType::DistrictHeating] {
        assert!(
            places.iter().any(|p| p.utility_type == utility),
            "{utility:?}"
        );
    }
    assert!(places.iter().any(|p| !p.labels.is_empty()));
    assert!(places.iter().any(|p| p.name.is_some()));
}

#[test]
fn every_composite_location_groups_several_places_of_its_company() {
    let data = dataset();
    assert_eq!(data.composite_locations.len(), b2b::COMPOSITE_IDS.len());
    for composite in &data.composite_locations {
        assert!(composite.location_identifiers.len() >= 2);
        for id in &composite.location_identifiers {
            let place = data.place(id).expect("member exists");
            assert_eq!(
                place.composite_location_identifier.as_deref(),
                Some(composite.composite_location_identifier.as_str())
            );
            assert_eq!(
                place.owner,
                PlaceOwner::Company(composite.company_reference_id.clone())
            );
        }
    }
}

#[test]
fn kuluttaja_has_spot_district_heating_microgeneration_and_summer_house() {
    let places = dataset().places_of_user(user_ids::KULUTTAJA);
    assert!(places.len() >= 4);
    let kinds: Vec<PlaceKind> = places.iter().map(|p| p.kind).collect();
    assert_eq!(
        kinds,
        [
            PlaceKind::Electricity,
            PlaceKind::DistrictHeating,
            PlaceKind::Microgeneration,
            PlaceKind::SummerHouse
        ]
    );
    assert!(matches!(places[0].product, Product::Spot { .. }));
    assert!(places[2].solar_panel.is_some());
    assert!(matches!(places[3].product, Product::Fixed { .. }));
    assert_eq!(places[3].building_type, BuildingType::SummerHouse);
}

#[test]
fn the_demo_user_has_every_kind_of_place_like_kuluttaja() {
    let kinds: HashSet<PlaceKind> = dataset()
        .places_of_user(DEMO_USER_ID)
        .iter()
        .map(|p| p.kind)
        .collect();
    assert_eq!(kinds.len(), 4);
}

#[test]
fn ids_are_unique() {
    let data = dataset();
    let unique = |ids: Vec<String>, what: &str| {
        let set: HashSet<&String> = ids.iter().collect();
        assert_eq!(set.len(), ids.len(), "duplicate {what}");
    };
    unique(
        data.places
            .iter()
            .map(|p| p.location_identifier.clone())
            .collect(),
        "location identifier",
    );
    unique(
        data.places
            .iter()
            .map(|p| p.metering_point_id.clone())
            .collect(),
        "metering point",
    );
    unique(
        data.places
            .iter()
            .map(|p| p.contract_code.clone())
            .collect(),
        "contract code",
    );
    unique(
        data.users
            .iter()
            .map(|u| u.priwatti_user_id.to_string())
            .collect(),
        "user id",
    );
    unique(
        data.accounts
            .iter()
            .map(|a| a.email.to_ascii_lowercase())
            .collect(),
        "e-mail",
    );
    unique(
        data.accounts.iter().map(|a| a.subject.clone()).collect(),
        "subject",
    );
    unique(
        data.representations.iter().map(|r| r.id.clone()).collect(),
        "representation",
    );
}

#[test]
fn every_named_email_has_an_account_and_every_account_maps_to_a_known_user() {
    let data = dataset();
    for email in emails::ALL {
        assert!(data.account(email).is_some(), "{email}");
    }
    for account in &data.accounts {
        if let Some(id) = account.priwatti_user_id {
            let user = data.user(id).expect("mapped user exists");
            assert!(user.email.eq_ignore_ascii_case(&account.email));
        }
        assert_eq!(account.password, DEMO_PASSWORD);
        assert!(uuid::Uuid::parse_str(&account.subject).is_ok());
    }
}

#[test]
fn every_metering_point_id_is_a_valid_gsrn() {
    for place in &dataset().places {
        assert!(place.metering_point_id.starts_with("643"));
        assert!(
            is_valid_gsrn(&place.metering_point_id),
            "{}",
            place.metering_point_id
        );
    }
}

#[test]
fn every_admin_group_of_the_spec_has_a_staff_member() {
    let groups = [
        "USER_GROUP_ADMIN_ACCESS_RIGHTS",
        "ADMIN_GROUP_ADVERTISEMENT_TILE",
        "ADMIN_GROUP_BENEFITS",
        "ADMIN_GROUP_DEVELOPER_USERS",
        "ADMIN_GROUP_KUO",
        "ADMIN_GROUP_MESSAGING",
        "ADMIN_GROUP_SUPERUSERS",
        "ADMIN_GROUP_SV",
        "ADMIN_GROUP_TOPBAR_MESSAGE",
        "ADMIN_GROUP_VARE",
        "ADMIN_USERS",
    ];
    let data = dataset();
    for group in groups {
        let account = data
            .accounts
            .iter()
            .find(|a| a.groups.iter().any(|g| g == group))
            .unwrap_or_else(|| panic!("no staff in {group}"));
        let user = data.user(account.priwatti_user_id.unwrap()).unwrap();
        assert!(user.staff && user.priwatti_user_id >= user_ids::FIRST_STAFF);
        assert!(data.places_of_user(user.priwatti_user_id).is_empty());
    }
}

#[test]
fn edustaja_holds_an_active_read_right_over_all_of_kuluttajas_places() {
    let data = dataset();
    let rights = data.active_read_rights_of(user_ids::EDUSTAJA);
    assert_eq!(rights.len(), 1);
    assert_eq!(rights[0].grantor_user_id, user_ids::KULUTTAJA);
    let own: Vec<String> = data
        .places_of_user(user_ids::KULUTTAJA)
        .iter()
        .map(|p| p.location_identifier.clone())
        .collect();
    assert_eq!(rights[0].location_identifiers, own);
    let statuses: HashSet<_> = data.representations.iter().map(|r| r.status).collect();
    assert!(statuses.contains(&RepresentationStatus::Revoked));
    assert!(statuses.contains(&RepresentationStatus::Pending));
}

#[test]
fn lukija_is_a_sub_user_with_both_rights_on_existing_locations() {
    let data = dataset();
    let company = data.companies_of_user(user_ids::LUKIJA)[0];
    assert_eq!(company.main_user_id, user_ids::YRITYS);
    let sub = &company.sub_users[0];
    let addressable: HashSet<&str> = data
        .places_of_company(&company.company_reference_id)
        .iter()
        .map(|p| p.addressed_as())
        .collect();
    for (id, _) in &sub.locations {
        assert!(addressable.contains(id.as_str()), "{id}");
    }
    assert!(sub.locations.iter().any(|(_, r)| *r == UserRight::ReadOnly));
    assert!(sub
        .locations
        .iter()
        .any(|(_, r)| *r == UserRight::FullAccess));
    assert_eq!(
        data.user(user_ids::LUKIJA).unwrap().customer_type,
        CustomerType::B2B
    );
}

#[test]
fn konserni_is_a_sub_user_of_two_companies_with_places_in_each() {
    let data = dataset();
    let companies: Vec<&str> = data
        .companies_of_user(user_ids::KONSERNI)
        .iter()
        .map(|c| c.company_reference_id.as_str())
        .collect();
    assert_eq!(
        companies,
        [b2b::COMPANY_REFERENCE_ID, b2b::OTHER_COMPANY_REFERENCE_ID]
    );
    let lukija = &data.customer_companies[0].sub_users[0].locations;
    for company in data.companies_of_user(user_ids::KONSERNI) {
        assert_ne!(company.main_user_id, user_ids::KONSERNI);
        let sub = company
            .sub_users
            .iter()
            .find(|s| s.priwatti_user_id == user_ids::KONSERNI)
            .unwrap();
        assert!(!sub.locations.is_empty());
        for (id, _) in &sub.locations {
            // The company's own places, none of them lukija's (whose count tests rely on).
            assert!(
                data.places_of_company(&company.company_reference_id)
                    .iter()
                    .any(|p| p.addressed_as() == id),
                "{id}"
            );
            assert!(!lukija.iter().any(|(held, _)| held == id), "{id}");
        }
    }
}

#[test]
fn a_companys_places_show_vat_as_the_company_says_and_only_cr_200_says_no() {
    let data = dataset();
    for company in &data.customer_companies {
        assert_eq!(
            company.vat_included,
            company.company_reference_id != b2b::OTHER_COMPANY_REFERENCE_ID,
            "{}",
            company.company_reference_id
        );
        for place in data.places_of_company(&company.company_reference_id) {
            assert_eq!(
                place.vat, company.vat_included,
                "{}",
                place.location_identifier
            );
        }
    }
}

#[test]
fn uusi_must_set_a_new_password_and_has_one_kuo_place() {
    let data = dataset();
    assert!(data.account(emails::UUSI).unwrap().force_new_password);
    let places = data.places_of_user(user_ids::UUSI);
    assert_eq!(places.len(), 1);
    assert_eq!(places[0].company, Company::Kuo);
}

#[test]
fn every_company_has_customer_service_and_hotline_numbers() {
    for company in Company::ALL {
        let numbers = &dataset().energy_company(company).customer_service_numbers;
        assert_eq!(numbers.len(), 2);
        assert_eq!(numbers[0].hours, "ma–pe klo 8–20, la klo 10–16");
        assert_eq!(numbers[1].hours, "24/7");
    }
}

#[test]
fn every_customers_general_box_holds_their_unread_messages_unseen() {
    let data = dataset();
    for user in data.users.iter().filter(|u| !u.staff) {
        let unseen = data
            .messages
            .iter()
            .filter(|m| {
                m.user_id == user.priwatti_user_id
                    && m.message_box == upstream_clients::messaging::MessageBox::General
                    && !m.seen
            })
            .count();
        assert_eq!(unseen as u32, user.unread_messages, "{}", user.name);
    }
}

#[test]
fn messages_about_a_place_name_one_of_the_users_places() {
    let data = dataset();
    for message in &data.messages {
        if let Some(location) = &message.location_identifier {
            let place = data.place(location).expect("the place exists");
            let user = data.user(message.user_id).expect("the user exists");
            assert!(
                place.owner == PlaceOwner::User(user.priwatti_user_id)
                    || user
                        .customer_codes
                        .iter()
                        .any(|c| c.customer_code == place.customer_code),
                "{message:?}"
            );
        }
    }
}

#[test]
fn follow_ups_notices_and_service_requests_name_existing_places_and_users() {
    let data = dataset();
    for follow_up in &data.follow_ups {
        assert!(data.place(&follow_up.location_identifier).is_some());
        assert_eq!(
            follow_up.status == upstream_clients::crm::FollowUpStatus::Success,
            !follow_up.offers.is_empty()
        );
    }
    let outages: Vec<&str> = data
        .notices
        .iter()
        .filter(|n| n.kind == notifications::NoticeKind::Disruption)
        .map(|n| n.location_identifier.as_str())
        .collect();
    assert_eq!(outages, ["KP100001", "KP100101"]);
    for request in &data.service_requests {
        let places = data.places_of_user(request.user_id);
        assert!(request.place_index.is_none_or(|i| i < places.len()));
    }
}

#[test]
fn campaign_windows_agree_with_their_status() {
    use upstream_clients::content::CampaignStatus;
    for campaign in &dataset().campaigns {
        assert!(campaign.start_offset_days <= campaign.end_offset_days);
        match campaign.status {
            CampaignStatus::Expired => assert!(campaign.end_offset_days < 0),
            CampaignStatus::Published => {
                assert!(campaign.start_offset_days <= 0 && campaign.end_offset_days >= 0)
            }
            CampaignStatus::Draft => assert!(campaign.start_offset_days > 0),
        }
    }
}

#[test]
fn contract_starts_are_in_the_past_and_fixed_terms_end_after_today() {
    let today = chrono::NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
    for place in &dataset().places {
        assert!(
            place.contract_start.as_str() < "2024-01-01",
            "{}",
            place.contract_start
        );
        match contracts::fixed_term_end(place, today) {
            Some(end) => assert!(end > today && matches!(place.product, Product::Fixed { .. })),
            None => assert!(!matches!(place.product, Product::Fixed { .. })),
        }
    }
}

#[test]
fn each_company_has_the_customerships_its_places_are_under() {
    for company in &dataset().customer_companies {
        let places = dataset().places_of_company(&company.company_reference_id);
        for place in &places {
            assert!(
                company
                    .customerships
                    .iter()
                    .any(|c| c.company == place.company && c.customer_code == place.customer_code),
                "{} {}",
                company.company_reference_id,
                place.location_identifier
            );
        }
        assert!(company.customerships.iter().all(|c| places
            .iter()
            .any(|p| p.company == c.company && p.customer_code == c.customer_code)));
    }
    // CR-100 is a customer of all three energy companies (so one can be removed and added
    // back); CR-200 of one.
    let customerships = |i: usize| dataset().customer_companies[i].customerships.len();
    assert_eq!(customerships(0), 3);
    assert_eq!(customerships(1), 1);
}

#[test]
fn a_near_limit_budget_is_just_above_the_cost_so_far_and_a_fixed_one_stays() {
    use super::calendar::{DemoBudget, NEAR_LIMIT_MIN};
    use upstream_clients::money::Cents;

    let near = DemoBudget::NearLimit { used_percent: 90 };
    // 330,55 € used: 367,28 € would be 90 %; whole euros up make it 368 € (89,8 %).
    assert_eq!(near.size(|| Cents(33_055)), Cents(36_800));
    // A small sum (the second of a summer month): to the cent, 5,04 € of 5,60 €.
    assert_eq!(near.size(|| Cents(504)), Cents(560));
    // A euro or more: at least 85 % used, over the frontend's 80 % "close to the budget".
    for used in [
        Cents(100),
        Cents(451),
        Cents(12_345),
        Cents(99_999),
        Cents(250_000),
    ] {
        let size = near.size(|| used);
        assert!(used < size, "{used:?} {size:?}");
        assert!(used.0 * 100 >= size.0 * 85, "{used:?} {size:?}");
    }
    // Nothing used yet (the first of a month): the smallest budget, not a zero one.
    assert_eq!(near.size(|| Cents::ZERO), NEAR_LIMIT_MIN);
    let fixed = DemoBudget::Fixed(Cents(30_000));
    assert_eq!(
        fixed.size(|| unreachable!("a fixed budget counts nothing")),
        Cents(30_000)
    );
}
