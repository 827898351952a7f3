//! The B2B location lists (#193, #194) and labels (#204, #205) through the gateway: paging, the A61
//! sort modes, search and type, the labels a write leaves, and who may list and write what.
//! The row walks of `rows.rs` and `writes.rs` cover the rest (bad parameters, failing upstreams).

use std::collections::BTreeSet;

use chrono::Datelike;

use demo_fixtures::dataset::{b2b, Dataset};
use serde_json::{json, Value};
use upstream_clients::crm::{UserRight, SORTING_MODES};

use crate::helpers::*;

fn list_path(user_id: u64, query: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/listSearch?{query}")
}

/// A label write (`addLabels` or `removeLabels`) of CR-100's `place` as `client`, naming `user_id`.
async fn label(
    app: &TestApp,
    client: &reqwest::Client,
    (user_id, place, action): (u64, &str, &str),
    body: &Value,
) -> reqwest::Response {
    let path =
        format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/{place}/{action}");
    app.send_with(client, "PUT", &path, Some(body), true).await
}

async fn page(app: &TestApp, client: &reqwest::Client, user_id: u64, query: &str) -> Value {
    let response = app.get_with(client, &list_path(user_id, query)).await;
    assert_eq!(response.status(), 200, "{query}");
    response.json().await.unwrap()
}

/// Every result of a query in one page (count 100 is more than the company has).
async fn all(app: &TestApp, client: &reqwest::Client, user_id: u64, query: &str) -> Vec<Value> {
    let body = page(app, client, user_id, &format!("count=100&{query}")).await;
    assert_eq!(body["pagesTotal"], 1);
    body["results"].as_array().unwrap().clone()
}

pub(crate) fn id(item: &Value) -> String {
    item["location"]["locationIdentifier"]
        .as_str()
        .unwrap()
        .to_owned()
}

fn ids(items: &[Value]) -> Vec<String> {
    items.iter().map(id).collect()
}

/// CR-100's places as the dataset has them.
fn company_places() -> BTreeSet<String> {
    Dataset::demo()
        .places_of_company(b2b::COMPANY_REFERENCE_ID)
        .iter()
        .map(|place| place.location_identifier.clone())
        .collect()
}

#[tokio::test]
async fn paging_shows_every_place_of_the_company_exactly_once() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let first = page(&app, &yritys, YRITYS_ID, "").await;
    // §9: 20 a page by default, from the first place.
    assert_eq!(first["count"], 20);
    assert_eq!(first["offset"], 0);
    assert_eq!(first["sortingMode"], "ADDRESS_ASC");
    assert_eq!(first["results"].as_array().unwrap().len(), 20);
    let total = company_places().len();
    assert!(total >= 45);
    assert_eq!(first["locationsTotal"], total);

    let count = 7;
    let mut seen = Vec::new();
    let mut offset = 0;
    loop {
        let body = page(
            &app,
            &yritys,
            YRITYS_ID,
            &format!("offset={offset}&count={count}"),
        )
        .await;
        assert_eq!(body["pagesTotal"], total.div_ceil(count));
        let results = body["results"].as_array().unwrap();
        if results.is_empty() {
            break;
        }
        assert!(results.len() <= count);
        seen.extend(ids(results));
        offset += count;
    }
    assert_eq!(seen.len(), total, "no place twice");
    assert_eq!(seen.into_iter().collect::<BTreeSet<_>>(), company_places());
}

/// What a sort mode orders by, read from a list item (the tie-break is the id).
fn sort_key(mode: &str, item: &Value) -> String {
    let text = |value: &Value| value.as_str().unwrap_or_default().to_lowercase();
    let address = &item["location"]["address"];
    let last_if_missing = |value: String| {
        if value.is_empty() {
            "\u{10FFFF}".to_owned()
        } else {
            format!("0{value}")
        }
    };
    match mode.trim_end_matches("_ASC").trim_end_matches("_DESC") {
        "ADDRESS" => format!(
            "{}, {} {}",
            text(&address["street"]),
            text(&address["postalCode"]),
            text(&address["city"])
        ),
        "ALERTS_TRIGGERED" => format!("{:05}", item["alertsTriggered"].as_u64().unwrap()),
        "ALERTS_ENABLED" => format!("{:05}", item["alertsEnabled"].as_u64().unwrap()),
        "NAME" => last_if_missing(text(&item["location"]["name"])),
        "LABELS" => {
            let mut labels: Vec<String> = item["labels"]
                .as_array()
                .unwrap()
                .iter()
                .map(text)
                .collect();
            labels.sort();
            last_if_missing(labels.join("\u{0}"))
        }
        "COMPANY" => item["company"].as_str().unwrap().to_owned(),
        other => panic!("no key for {other}"),
    }
}

#[tokio::test]
async fn every_sort_mode_orders_as_it_says_and_descending_is_the_reverse() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let mut orders: Vec<(String, Vec<String>)> = Vec::new();
    // The month's figures rank apart (b2b_ranking.rs): their missing figures stay last.
    let by_month = |mode: &&&str| mode.starts_with("CONSUMPTION") || mode.starts_with("COST");
    for mode in SORTING_MODES
        .iter()
        .filter(|mode| mode.ends_with("_ASC") && !by_month(mode))
    {
        let ascending = all(&app, &yritys, YRITYS_ID, &format!("sortingMode={mode}")).await;
        let companies = Dataset::demo();
        let keyed: Vec<(String, String)> = ascending
            .iter()
            .map(|item| {
                let key = if mode.starts_with("COMPANY") {
                    // By the energy company's name, as a person reads it.
                    let code = item["company"].as_str().unwrap();
                    companies
                        .companies
                        .iter()
                        .find(|c| c.company.code() == code)
                        .unwrap()
                        .name
                        .to_lowercase()
                } else {
                    sort_key(mode, item)
                };
                (key, id(item))
            })
            .collect();
        let mut sorted = keyed.clone();
        sorted.sort();
        assert_eq!(keyed, sorted, "{mode} orders by its key, then by id");
        let descending_mode = mode.replace("_ASC", "_DESC");
        let descending = all(
            &app,
            &yritys,
            YRITYS_ID,
            &format!("sortingMode={descending_mode}"),
        )
        .await;
        let mut reversed = ids(&ascending);
        reversed.reverse();
        assert_eq!(ids(&descending), reversed, "{descending_mode}");
        orders.push((mode.to_string(), ids(&ascending)));
    }
    let content = all(&app, &yritys, YRITYS_ID, "sortingMode=CONTENT_ORDER").await;
    orders.push(("CONTENT_ORDER".to_owned(), ids(&content)));
    // The dataset is varied enough that no two modes give the same order.
    for (i, (a, first)) in orders.iter().enumerate() {
        for (b, second) in &orders[i + 1..] {
            assert_ne!(first, second, "{a} and {b} order alike");
        }
    }
}

#[tokio::test]
async fn search_and_type_narrow_the_list() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let everything = all(&app, &yritys, YRITYS_ID, "").await;

    // Matches a label ("Varasto"), a street ("Varastokatu"), a name ("Varasto") and a
    // composite's name ("Kokkolan satamavarasto", for each of its places).
    let found = all(&app, &yritys, YRITYS_ID, "searchString=VARASTO").await;
    assert!(!found.is_empty() && found.len() < everything.len());
    assert!(found.iter().any(|item| id(item) == "KP300033"));
    for item in &found {
        let haystack = format!(
            "{} {} {} {}",
            item["location"]["name"].as_str().unwrap_or_default(),
            item["location"]["address"]["street"].as_str().unwrap(),
            item["labels"],
            item["compositeName"].as_str().unwrap_or_default()
        )
        .to_lowercase();
        assert!(haystack.contains("varasto"), "{item}");
    }
    let missed: Vec<&Value> = everything
        .iter()
        .filter(|item| !ids(&found).contains(&id(item)))
        .collect();
    assert!(missed
        .iter()
        .all(|item| !item.to_string().to_lowercase().contains("varasto")));
    let body = page(&app, &yritys, YRITYS_ID, "searchString=VARASTO").await;
    assert_eq!(body["searchString"], "VARASTO");

    let heating = all(&app, &yritys, YRITYS_ID, "type=DISTRICT_HEATING").await;
    assert!(!heating.is_empty() && heating.len() < everything.len());
    assert!(heating
        .iter()
        .all(|item| item["location"]["utilityType"] == "DISTRICT_HEATING"));
    let both = all(
        &app,
        &yritys,
        YRITYS_ID,
        "type=DISTRICT_HEATING&searchString=varasto",
    )
    .await;
    assert!(both.len() < heating.len());
    let all_types = all(&app, &yritys, YRITYS_ID, "type=ALL").await;
    assert_eq!(all_types.len(), everything.len());
}

#[tokio::test]
async fn an_unknown_sort_mode_is_a_400_naming_the_field() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let response = app
        .get_with(&yritys, &list_path(YRITYS_ID, "sortingMode=PRICE_ASC"))
        .await;
    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "sortingMode");
    assert_eq!(body["errors"][0]["code"], "not_allowed");
    let response = app
        .get_with(&yritys, &list_path(YRITYS_ID, "count=0"))
        .await;
    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "count");
}

/// The labels of the places of `place` (a composite's members, or the place) in a list.
fn labels_of(items: &[Value], place: &str) -> Vec<Vec<String>> {
    items
        .iter()
        .filter(|item| {
            item["compositeLocationIdentifier"] == place
                || item["location"]["locationIdentifier"] == place
        })
        .map(|item| {
            item["labels"]
                .as_array()
                .unwrap()
                .iter()
                .map(|l| l.as_str().unwrap().to_owned())
                .collect()
        })
        .collect()
}

#[tokio::test]
async fn labels_added_and_removed_show_in_every_company_users_list_at_once() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    // Both lists are cached now; the writes below must empty them.
    let before = all(&app, &yritys, YRITYS_ID, "").await;
    assert!(
        labels_of(&before, COMPOSITE).len() >= 2,
        "a composite of several places"
    );
    all(&app, &lukija, LUKIJA_ID, "").await;
    assert_eq!(
        compared_total(&app, &yritys, LABEL_SEARCH).await,
        0,
        "#194 cached without it"
    );

    let added_labels = json!({"labels": ["Lämpökeskus", "Tuotanto"]});
    let added = label(
        &app,
        &yritys,
        (YRITYS_ID, COMPOSITE, "addLabels"),
        &added_labels,
    )
    .await;
    assert_eq!(added.status(), 204);
    for (client, user) in [(&yritys, YRITYS_ID), (&lukija, LUKIJA_ID)] {
        let after = all(&app, client, user, "").await;
        for labels in labels_of(&after, COMPOSITE) {
            assert!(labels.contains(&"Lämpökeskus".to_owned()), "{labels:?}");
            // Already there on some members: never twice.
            assert_eq!(labels.iter().filter(|l| *l == "Tuotanto").count(), 1);
        }
        let found = all(&app, client, user, "searchString=lämpökeskus").await;
        assert!(!found.is_empty());
    }
    assert!(
        compared_total(&app, &yritys, LABEL_SEARCH).await >= 2,
        "#194 evicted"
    );

    // lukija has FULL_ACCESS on the composite and removes one of the labels.
    let removed = label(
        &app,
        &lukija,
        (LUKIJA_ID, COMPOSITE, "removeLabels"),
        &json!({"labels": ["lämpökeskus"]}),
    )
    .await;
    assert_eq!(removed.status(), 204);
    let after = all(&app, &yritys, YRITYS_ID, "").await;
    for labels in labels_of(&after, COMPOSITE) {
        assert!(!labels.contains(&"Lämpökeskus".to_owned()), "{labels:?}");
    }

    // A63: 1-40 characters each, at most 20 a place.
    let long = json!({"labels": ["x".repeat(41)]});
    let response = label(&app, &yritys, (YRITYS_ID, COMPOSITE, "addLabels"), &long).await;
    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "labels");
    let many: Vec<String> = (0..20).map(|n| format!("Merkki {n}")).collect();
    let response = label(
        &app,
        &yritys,
        (YRITYS_ID, COMPOSITE, "addLabels"),
        &json!({ "labels": many }),
    )
    .await;
    problem(response, 409, "TooManyLabels").await;
}

/// lukija's assignments in the dataset: (addressed id, right).
pub(crate) fn lukija_assignments() -> Vec<(String, UserRight)> {
    Dataset::demo().customer_companies[0].sub_users[0]
        .locations
        .clone()
}

#[tokio::test]
async fn a_sub_user_lists_only_assigned_places_and_writes_only_full_access_ones() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    let assigned = lukija_assignments();
    let listed = all(&app, &lukija, LUKIJA_ID, "").await;
    let data = Dataset::demo();
    let expected: BTreeSet<String> = data
        .places_of_company(b2b::COMPANY_REFERENCE_ID)
        .iter()
        .filter(|place| assigned.iter().any(|(id, _)| id == place.addressed_as()))
        .map(|place| place.location_identifier.clone())
        .collect();
    assert!(expected.len() < company_places().len());
    assert_eq!(ids(&listed).into_iter().collect::<BTreeSet<_>>(), expected);
    for item in &listed {
        let place = data.place(&id(item)).unwrap();
        let right = assigned
            .iter()
            .find(|(id, _)| id == place.addressed_as())
            .map(|(_, right)| *right)
            .unwrap();
        assert_eq!(item["rights"], serde_json::to_value(right).unwrap());
    }

    let body = json!({"labels": ["Tarkistettu"]});
    let read_only = assigned
        .iter()
        .find(|(_, right)| *right == UserRight::ReadOnly)
        .map(|(id, _)| id.clone())
        .unwrap();
    let full = assigned
        .iter()
        .find(|(_, right)| *right == UserRight::FullAccess)
        .map(|(id, _)| id.clone())
        .unwrap();
    let unassigned = data
        .places_of_company(b2b::COMPANY_REFERENCE_ID)
        .iter()
        .map(|place| place.addressed_as().to_owned())
        .find(|addressed| !assigned.iter().any(|(id, _)| id == addressed))
        .unwrap();
    for action in ["addLabels", "removeLabels"] {
        for (place, status) in [(&read_only, 403), (&unassigned, 403), (&full, 204)] {
            let response = label(&app, &lukija, (LUKIJA_ID, place, action), &body).await;
            assert_eq!(response.status(), status, "{action} {place}");
        }
    }
    // The main user's list is not the sub-user's to read.
    let response = app.get_with(&lukija, &list_path(YRITYS_ID, "")).await;
    problem(response, 403, "FORBIDDEN").await;
}

#[tokio::test]
async fn another_company_a_household_staff_and_anonymous_are_refused() {
    let app = spawn_app().await;
    let yritys2 = app.client_for(YRITYS2).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let superuser = app.client_for(ADMIN).await;
    let customer_service = app.client_for(ASIAKASPALVELU).await;
    let body = json!({"labels": ["Vieras"]});
    for (who, client) in [
        ("another company's main user", &yritys2),
        ("a household", &kuluttaja),
        ("a superuser", &superuser),
        (
            "customer service of the company's energy company",
            &customer_service,
        ),
    ] {
        let response = app.get_with(client, &list_path(YRITYS_ID, "")).await;
        assert_eq!(response.status(), 403, "{who} lists CR-100");
        let write = (YRITYS_ID, COMPOSITE, "addLabels");
        let response = label(&app, client, write, &body).await;
        assert_eq!(response.status(), 403, "{who} labels CR-100's place");
    }
    // yritys2 under its own id, naming CR-100, is refused as well.
    let yritys2_id = 1_000_006;
    let response = app.get_with(&yritys2, &list_path(yritys2_id, "")).await;
    problem(response, 403, "FORBIDDEN").await;
    // ... and lists its own company.
    let own =
        format!("/api/v2/b2b/company/{OTHER_COMPANY}/servicelocation/user/{yritys2_id}/listSearch");
    let response = app.get_with(&yritys2, &own).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["locationsTotal"], 3);

    let anonymous = new_client();
    problem(
        app.get_with(&anonymous, &list_path(YRITYS_ID, "")).await,
        401,
        "SESSION_EXPIRED",
    )
    .await;
}

#[tokio::test]
async fn me_names_the_users_companies_their_role_and_vat_display() {
    let app = spawn_app().await;
    // CR-200 shows its prices without VAT (crm's setting); the others with VAT, as spec §6's
    // default.
    let cr100 = |role| json!({"companyReferenceId": "CR-100", "companyName": "Pohjanmaan Konepaja Oy", "company": "VARE", "role": role, "vatIncluded": true});
    let cr200 = |role| json!({"companyReferenceId": "CR-200", "companyName": "Savon Saha Oy", "company": "KUO", "role": role, "vatIncluded": false});
    for (email, expected) in [
        (YRITYS, json!([cr100("MAIN_USER")])),
        (LUKIJA, json!([cr100("SUB_USER")])),
        (YRITYS2, json!([cr200("MAIN_USER")])),
        (KONSERNI, json!([cr100("SUB_USER"), cr200("SUB_USER")])),
        (
            SUURYRITYS,
            json!([{"companyReferenceId": "CR-300", "companyName": "Pohjolan Kauppaketju Oyj", "company": "VARE", "role": "MAIN_USER", "vatIncluded": true}]),
        ),
        (KULUTTAJA, json!([])),
        (ADMIN, json!([])),
    ] {
        let client = app.client_for(email).await;
        let me: Value = app
            .get_with(&client, "/api/v2/me")
            .await
            .json()
            .await
            .unwrap();
        assert_eq!(me["companies"], expected, "{email}");
    }
}

fn comparisons_path(query: &str) -> String {
    list_path(YRITYS_ID, query).replace("/listSearch", "/listComparisons")
}

/// The places #194 finds for `query`.
async fn compared_total(app: &TestApp, client: &reqwest::Client, query: &str) -> u64 {
    let response = app.get_with(client, &comparisons_path(query)).await;
    let body: Value = response.json().await.unwrap();
    body["locationsTotal"].as_u64().unwrap()
}

const LABEL_SEARCH: &str = "searchString=l%C3%A4mp%C3%B6keskus";

#[tokio::test]
async fn comparisons_complete_the_search_page_with_meterings_figures() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let query = "sortingMode=NAME_DESC&offset=5&count=15";
    let search = page(&app, &yritys, YRITYS_ID, query).await;
    let response = app.get_with(&yritys, &comparisons_path(query)).await;
    assert_eq!(response.status(), 200);
    let compared: Value = response.json().await.unwrap();
    let results = compared["results"].as_array().unwrap();
    // crm's page, place for place, with the paging fields.
    assert_eq!(ids(results), ids(search["results"].as_array().unwrap()));
    for field in [
        "count",
        "offset",
        "locationsTotal",
        "pagesTotal",
        "sortingMode",
    ] {
        assert_eq!(compared[field], search[field], "{field}");
    }
    assert!(search["results"][0].get("comparison").is_none());
    let today = chrono::Utc::now().date_naive();
    let last_month = today
        .with_day(1)
        .and_then(|first| first.pred_opt())
        .unwrap()
        .format("%Y-%m")
        .to_string();
    for item in results {
        let comparison = &item["comparison"];
        assert_eq!(comparison["month"], last_month.as_str(), "{item}");
        let unit = match item["location"]["utilityType"].as_str().unwrap() {
            "DISTRICT_HEATING" => "MWh",
            _ => "kWh",
        };
        assert_eq!(comparison["unit"], unit);
        let now = comparison["consumption"].as_f64().unwrap();
        let before = comparison["previousYearConsumption"].as_f64().unwrap();
        assert!(now > 0.0 && before > 0.0, "{comparison}");
        let delta = comparison["delta"].as_f64().unwrap();
        assert!(
            ((now - before) / before * 100.0 - delta).abs() < 0.1,
            "{comparison}"
        );
    }
}

/// metering's comparisons read (#194's and #195's second read) answers 500 until cleared.
pub(crate) fn fail_metering_comparisons(app: &TestApp) {
    app.mocks
        .metering
        .faults
        .set(demo_fixtures::mocks::FaultRule {
            status: Some(500),
            ..fault("GET", "/v1/locations/comparisons")
        });
}

#[tokio::test]
async fn a_failing_metering_fails_the_comparisons_but_not_the_search() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    fail_metering_comparisons(&app);
    let response = app.get_with(&yritys, &comparisons_path("")).await;
    problem(response, 502, "UPSTREAM_FAILED").await;
    assert_eq!(
        app.get_with(&yritys, &list_path(YRITYS_ID, ""))
            .await
            .status(),
        200
    );
    // Nothing half-filled was kept: the next read, with metering back, is complete.
    app.mocks.metering.faults.clear();
    let response = app.get_with(&yritys, &comparisons_path("")).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert!(body["results"][0]["comparison"].is_object());
}
