//! The reads of one B2B place or composite (#197 contracts, #198 additionalServices, #199
//! compositeExisting, #200 compositeEligible): what each answers from the dataset, and who may
//! read which place. The row walks of `rows.rs` cover bad parameters and failing upstreams.

use std::collections::BTreeSet;

use demo_fixtures::dataset::{b2b, Dataset, UsePlace};
use serde_json::Value;
use upstream_clients::crm::UserRight;

use crate::b2b::{id, lukija_assignments};
use crate::helpers::*;

const READS: [&str; 4] = [
    "contracts",
    "additionalServices",
    "compositeExisting",
    "compositeEligible",
];

fn place_path(company: &str, user_id: u64, place: &str, read: &str) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user_id}/{place}/{read}")
}

async fn read(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    place: &str,
    read: &str,
) -> Value {
    let response = app
        .get_with(client, &place_path(COMPANY, user_id, place, read))
        .await;
    assert_eq!(response.status(), 200, "{read} of {place}");
    response.json().await.unwrap()
}

fn strings(values: &Value, key: &str) -> Vec<String> {
    values
        .as_array()
        .unwrap()
        .iter()
        .map(|value| value[key].as_str().unwrap().to_owned())
        .collect()
}

fn company_places(data: &Dataset) -> Vec<&UsePlace> {
    data.places_of_company(b2b::COMPANY_REFERENCE_ID)
}

/// The places `id` addresses: the place, or every place of the composite.
fn members(data: &Dataset, id: &str) -> BTreeSet<String> {
    company_places(data)
        .into_iter()
        .filter(|place| place.addressed_as() == id)
        .map(|place| place.location_identifier.clone())
        .collect()
}

#[tokio::test]
async fn the_main_user_reads_a_composites_contracts_services_and_composites() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let data = Dataset::demo();
    let composite = b2b::COMPOSITE_IDS[0];
    let expected = members(data, composite);
    assert!(expected.len() >= 2);

    // #197: one contract per place of the composite, with VAT.
    let contracts = read(&app, &yritys, YRITYS_ID, composite, "contracts").await;
    assert_eq!(contracts["vatIncluded"], true);
    let places: BTreeSet<String> = strings(&contracts["contracts"], "locationIdentifier")
        .into_iter()
        .collect();
    assert_eq!(places, expected);
    // A place on its own has its own contract only.
    let single = company_places(data)
        .into_iter()
        .find(|place| place.composite_location_identifier.is_none())
        .unwrap();
    let contracts = read(
        &app,
        &yritys,
        YRITYS_ID,
        &single.location_identifier,
        "contracts",
    )
    .await;
    assert_eq!(
        strings(&contracts["contracts"], "locationIdentifier"),
        std::slice::from_ref(&single.location_identifier)
    );

    // #198: green power on each electricity place of the composite, never home insurance.
    let services = read(&app, &yritys, YRITYS_ID, composite, "additionalServices").await;
    assert_eq!(services["compositeLocationIdentifier"], composite);
    let electricity: BTreeSet<String> = expected
        .iter()
        .filter(|id| {
            data.place(id).unwrap().utility_type == upstream_clients::crm::UtilityType::Electricity
        })
        .cloned()
        .collect();
    assert!(!electricity.is_empty());
    let listed = services["services"].as_array().unwrap();
    assert!(listed
        .iter()
        .all(|service| service["service"] == "GREEN_POWER"));
    let with_service: BTreeSet<String> = strings(&services["services"], "locationIdentifier")
        .into_iter()
        .collect();
    assert_eq!(with_service, electricity);

    // #199: the company's other composites, each with its places and FULL_ACCESS.
    let existing = read(&app, &yritys, YRITYS_ID, composite, "compositeExisting").await;
    let composites = &existing["compositeLocations"];
    let ids: BTreeSet<String> = strings(composites, "compositeLocationIdentifier")
        .into_iter()
        .collect();
    let others: BTreeSet<String> = b2b::COMPOSITE_IDS[1..]
        .iter()
        .map(|id| (*id).to_owned())
        .collect();
    assert_eq!(ids, others);
    for item in composites.as_array().unwrap() {
        let id = item["compositeLocationIdentifier"].as_str().unwrap();
        let places: BTreeSet<String> =
            serde_json::from_value(item["locationIdentifiers"].clone()).unwrap();
        assert_eq!(places, members(data, id), "{id}");
        assert_eq!(item["rights"], "FULL_ACCESS");
    }
    // From a place on its own, every composite of the company.
    let existing = read(
        &app,
        &yritys,
        YRITYS_ID,
        &single.location_identifier,
        "compositeExisting",
    )
    .await;
    assert_eq!(
        existing["compositeLocations"].as_array().unwrap().len(),
        b2b::COMPOSITE_IDS.len()
    );

    // #200: every place in no composite, by address; from a single place, all but itself.
    let eligible = read(&app, &yritys, YRITYS_ID, composite, "compositeEligible").await;
    let results = eligible["results"].as_array().unwrap();
    let standalone: BTreeSet<String> = company_places(data)
        .into_iter()
        .filter(|place| place.composite_location_identifier.is_none())
        .map(|place| place.location_identifier.clone())
        .collect();
    let listed: Vec<String> = results.iter().map(id).collect();
    assert_eq!(listed.iter().cloned().collect::<BTreeSet<_>>(), standalone);
    assert!(results
        .iter()
        .all(|item| item["compositeLocationIdentifier"].is_null()));
    let addresses: Vec<String> = listed
        .iter()
        .map(|id| data.place(id).unwrap().address_line().to_lowercase())
        .collect();
    let mut sorted = addresses.clone();
    sorted.sort();
    assert_eq!(addresses, sorted, "in address order");
    let from_single = read(
        &app,
        &yritys,
        YRITYS_ID,
        &single.location_identifier,
        "compositeEligible",
    )
    .await;
    assert_eq!(
        from_single["results"].as_array().unwrap().len(),
        standalone.len() - 1
    );
}

#[tokio::test]
async fn a_sub_user_reads_only_assigned_places_and_composites() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    let data = Dataset::demo();
    let assigned = lukija_assignments();
    let read_only = assigned
        .iter()
        .find(|(_, right)| *right == UserRight::ReadOnly)
        .map(|(id, _)| id.clone())
        .unwrap();
    let unassigned_place = company_places(data)
        .into_iter()
        .map(|place| place.addressed_as().to_owned())
        .find(|addressed| {
            !addressed.starts_with("CL") && !assigned.iter().any(|(id, _)| id == addressed)
        })
        .unwrap();
    let unassigned_composite = b2b::COMPOSITE_IDS
        .iter()
        .find(|composite| !assigned.iter().any(|(id, _)| id == *composite))
        .unwrap();
    // A composite's place by its own id: composites are read, and assigned, as a whole.
    let member = data.composite_locations[0].location_identifiers[0].clone();
    for read_name in READS {
        for place in [read_only.as_str(), COMPOSITE] {
            read(&app, &lukija, LUKIJA_ID, place, read_name).await;
        }
        for place in [
            unassigned_place.as_str(),
            unassigned_composite,
            member.as_str(),
        ] {
            let path = place_path(COMPANY, LUKIJA_ID, place, read_name);
            let response = app.get_with(&lukija, &path).await;
            problem(response, 403, "FORBIDDEN").await;
        }
        // Nor the main user's reads under the main user's id.
        let path = place_path(COMPANY, YRITYS_ID, COMPOSITE, read_name);
        problem(app.get_with(&lukija, &path).await, 403, "FORBIDDEN").await;
    }

    // #199: only the other composites assigned to lukija, with lukija's right on each.
    let existing = read(&app, &lukija, LUKIJA_ID, COMPOSITE, "compositeExisting").await;
    let expected: Vec<(String, UserRight)> = assigned
        .iter()
        .filter(|(id, _)| id.starts_with("CL") && id != COMPOSITE)
        .cloned()
        .collect();
    let listed: Vec<(String, UserRight)> = existing["compositeLocations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (
                item["compositeLocationIdentifier"]
                    .as_str()
                    .unwrap()
                    .to_owned(),
                serde_json::from_value(item["rights"].clone()).unwrap(),
            )
        })
        .collect();
    assert_eq!(listed, expected);

    // #200: lukija's own places in no composite, each with lukija's right.
    let eligible = read(&app, &lukija, LUKIJA_ID, COMPOSITE, "compositeEligible").await;
    let listed: BTreeSet<(String, String)> = eligible["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| (id(item), item["rights"].as_str().unwrap().to_owned()))
        .collect();
    let expected: BTreeSet<(String, String)> = assigned
        .iter()
        .filter(|(id, _)| !id.starts_with("CL"))
        .map(|(id, right)| {
            let right = serde_json::to_value(right).unwrap();
            (id.clone(), right.as_str().unwrap().to_owned())
        })
        .collect();
    assert!(!expected.is_empty());
    assert_eq!(listed, expected);
}

#[tokio::test]
async fn another_company_a_household_staff_and_anonymous_are_refused_the_place_reads() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let yritys2 = app.client_for(YRITYS2).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let superuser = app.client_for(ADMIN).await;
    let anonymous = new_client();
    let yritys2_id = 1_000_006;
    for read_name in READS {
        let path = place_path(COMPANY, YRITYS_ID, COMPOSITE, read_name);
        for (who, client) in [
            ("another company's main user", &yritys2),
            ("a household", &kuluttaja),
            ("a superuser", &superuser),
        ] {
            let response = app.get_with(client, &path).await;
            assert_eq!(response.status(), 403, "{who} reads {path}");
        }
        problem(
            app.get_with(&anonymous, &path).await,
            401,
            "SESSION_EXPIRED",
        )
        .await;
        // yritys2 under its own id, naming CR-100's composite, and yritys naming CR-200's place.
        let path = place_path(COMPANY, yritys2_id, COMPOSITE, read_name);
        problem(app.get_with(&yritys2, &path).await, 403, "FORBIDDEN").await;
        let path = place_path(COMPANY, YRITYS_ID, OTHER_COMPANY_PLACE, read_name);
        problem(app.get_with(&yritys, &path).await, 403, "FORBIDDEN").await;
        // yritys2 reads its own company's place.
        let own = place_path(OTHER_COMPANY, yritys2_id, OTHER_COMPANY_PLACE, read_name);
        assert_eq!(app.get_with(&yritys2, &own).await.status(), 200, "{own}");
    }
    // CR-200 has no composites, and its other places are eligible.
    let own = place_path(
        OTHER_COMPANY,
        yritys2_id,
        OTHER_COMPANY_PLACE,
        "compositeExisting",
    );
    let body: Value = app.get_with(&yritys2, &own).await.json().await.unwrap();
    assert_eq!(body["compositeLocations"], serde_json::json!([]));
    let own = place_path(
        OTHER_COMPANY,
        yritys2_id,
        OTHER_COMPANY_PLACE,
        "compositeEligible",
    );
    let body: Value = app.get_with(&yritys2, &own).await.json().await.unwrap();
    assert_eq!(body["results"].as_array().unwrap().len(), 2);
}

#[tokio::test]
async fn a_user_of_two_companies_reads_each_ones_places_priced_as_that_company_shows_prices() {
    let app = spawn_app().await;
    let konserni = app.client_for(KONSERNI).await;
    let data = Dataset::demo();
    // CR-100 shows prices with VAT, CR-200 without (the dataset's crm setting, spec §6).
    for (company, places, vat) in [(COMPANY, 3, true), (OTHER_COMPANY, 2, false)] {
        let mut assigned: Vec<String> = data
            .customer_companies
            .iter()
            .find(|c| c.company_reference_id == company)
            .and_then(|c| {
                c.sub_users
                    .iter()
                    .find(|s| s.priwatti_user_id == KONSERNI_ID)
            })
            .map(|s| s.locations.iter().map(|(id, _)| id.clone()).collect())
            .unwrap();
        assigned.sort();
        assert_eq!(assigned.len(), places, "{company}");
        let get = |read: String| {
            let (app, konserni) = (&app, &konserni);
            async move {
                let response = app.get_with(konserni, &read).await;
                assert_eq!(response.status(), 200, "{read}");
                response.json::<Value>().await.unwrap()
            }
        };
        let base = format!("/api/v2/b2b/company/{company}/servicelocation/user/{KONSERNI_ID}");

        let listed = get(format!("{base}/listSearch?count=100")).await;
        let mut ids: Vec<String> = listed["results"]
            .as_array()
            .unwrap()
            .iter()
            .map(id)
            .collect();
        ids.sort();
        assert_eq!(ids, assigned, "{company}: only the places assigned there");

        // #197 says how its prices are shown, and shows them so; #196's crm and metering parts
        // too.
        let contracts = get(format!("{base}/{}/contracts", assigned[0])).await;
        assert_eq!(contracts["vatIncluded"], vat, "{company}");
        let pricing = &contracts["contracts"][0]["pricing"];
        assert_ne!(pricing["priceVat"], pricing["priceVat0"]);
        let shown = if vat { "priceVat" } else { "priceVat0" };
        assert_eq!(pricing["price"], pricing[shown], "{company}");
        assert_eq!(pricing["vatIncluded"], vat, "{company}");
        let details = get(format!("{base}/{}/detail", assigned[0])).await;
        assert_eq!(details["detail"]["vat"], vat, "{company}");
        let price = &details["marketPrice"];
        let shown = if vat {
            "hourlyPriceVat"
        } else {
            "hourlyPriceVat0"
        };
        assert_eq!(price["hourlyPrice"], price[shown], "{company}");
    }
    // A place of one company is not read under the other.
    let crossed = place_path(OTHER_COMPANY, KONSERNI_ID, "KP300042", "contracts");
    problem(app.get_with(&konserni, &crossed).await, 403, "FORBIDDEN").await;
}
