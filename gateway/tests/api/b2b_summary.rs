//! #195 listSummary: crm's count of the caller's matching places, completed with metering's
//! totals per unit; the same figures #194 shows place by place, added up.

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::b2b::{fail_metering_comparisons, id};
use crate::helpers::*;

fn summary_path(user_id: u64, query: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/listSummary?{query}")
}

fn list_path(user_id: u64, read: &str, query: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/{read}?count=100&{query}")
}

async fn json(app: &TestApp, client: &reqwest::Client, path: &str) -> Value {
    let response = app.get_with(client, path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

/// The summary of `query` checked against #194's page of every matching place.
async fn check_summary(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    query: &str,
) -> Value {
    let summary = json(app, client, &summary_path(user_id, query)).await;
    let page = json(app, client, &list_path(user_id, "listComparisons", query)).await;
    let items = page["results"].as_array().unwrap();
    assert_eq!(summary["locationsTotal"], page["locationsTotal"], "{query}");
    let listed: BTreeSet<String> = items.iter().map(id).collect();
    let summarised: BTreeSet<String> =
        serde_json::from_value(summary["locationIdentifiers"].clone()).unwrap();
    assert_eq!(summarised, listed, "{query}");
    let composites: BTreeSet<&str> = items
        .iter()
        .filter_map(|item| item["compositeLocationIdentifier"].as_str())
        .collect();
    assert_eq!(summary["compositesTotal"], composites.len(), "{query}");
    for field in ["alertsTriggered", "alertsEnabled"] {
        let sum: u64 = items.iter().map(|item| item[field].as_u64().unwrap()).sum();
        assert_eq!(summary[field], sum, "{field} {query}");
    }
    // Per unit: (places, consumption, the year before) of #194's figures.
    let mut expected: BTreeMap<String, (u64, f64, f64)> = BTreeMap::new();
    for comparison in items.iter().map(|item| &item["comparison"]) {
        if let Some(unit) = comparison["unit"].as_str() {
            let total = expected.entry(unit.to_owned()).or_default();
            total.0 += 1;
            total.1 += comparison["consumption"].as_f64().unwrap();
            total.2 += comparison["previousYearConsumption"].as_f64().unwrap();
        }
    }
    let totals = summary["consumption"].as_array().unwrap();
    assert_eq!(totals.len(), expected.len(), "{summary}");
    for total in totals {
        let (places, now, before) = expected[total["unit"].as_str().unwrap()];
        assert_eq!(total["locations"], places, "{total}");
        assert!(
            (total["consumption"].as_f64().unwrap() - now).abs() < 0.01,
            "{total}"
        );
        let previous = total["previousYearConsumption"].as_f64().unwrap();
        assert!((previous - before).abs() < 0.01, "{total}");
        let delta = total["delta"].as_f64().unwrap();
        assert!(
            ((now - before) / before * 100.0 - delta).abs() < 0.1,
            "{total}"
        );
    }
    summary
}

#[tokio::test]
async fn the_summary_adds_up_meterings_figures_of_every_matching_place() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let all = check_summary(&app, &yritys, YRITYS_ID, "").await;
    let company_places = demo_fixtures::dataset::Dataset::demo()
        .places_of_company(COMPANY)
        .len();
    assert_eq!(all["locationsTotal"], company_places);
    assert_eq!(all["compositesTotal"], 3);
    let units: Vec<&str> = all["consumption"]
        .as_array()
        .unwrap()
        .iter()
        .map(|total| total["unit"].as_str().unwrap())
        .collect();
    assert_eq!(units, ["MWh", "kWh"]);
    let heat = check_summary(&app, &yritys, YRITYS_ID, "type=DISTRICT_HEATING").await;
    assert_eq!(heat["consumption"].as_array().unwrap().len(), 1);
    check_summary(&app, &yritys, YRITYS_ID, "searchString=varasto").await;
    // Nothing matches: no places, no totals, and no metering read.
    let none = json(
        &app,
        &yritys,
        &summary_path(YRITYS_ID, "searchString=eiole"),
    )
    .await;
    assert_eq!(none["locationsTotal"], 0);
    assert_eq!(none["consumption"], serde_json::json!([]));
}

#[tokio::test]
async fn a_sub_user_summarises_only_assigned_places_and_strangers_none() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    let own = check_summary(&app, &lukija, LUKIJA_ID, "").await;
    let assigned = own["locationsTotal"].as_u64().unwrap();
    assert!(assigned > 0 && assigned < 48);
    problem(
        app.get_with(&lukija, &summary_path(YRITYS_ID, "")).await,
        403,
        "FORBIDDEN",
    )
    .await;
    for email in [YRITYS2, KULUTTAJA, ADMIN] {
        let client = app.client_for(email).await;
        let response = app.get_with(&client, &summary_path(YRITYS_ID, "")).await;
        assert_eq!(response.status(), 403, "{email}");
    }
    let response = app
        .get_with(&new_client(), &summary_path(YRITYS_ID, ""))
        .await;
    problem(response, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn a_failing_metering_fails_the_summary_and_nothing_half_filled_is_kept() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    fail_metering_comparisons(&app);
    let response = app.get_with(&yritys, &summary_path(YRITYS_ID, "")).await;
    problem(response, 502, "UPSTREAM_FAILED").await;
    app.mocks.metering.faults.clear();
    let body = json(&app, &yritys, &summary_path(YRITYS_ID, "")).await;
    assert_eq!(body["consumption"].as_array().unwrap().len(), 2);
}

const COMPARISONS: &str = "/v1/locations/comparisons";

fn large_company_path(read: &str, query: &str) -> String {
    format!(
        "/api/v2/b2b/company/{LARGE_COMPANY}/servicelocation/user/{SUURYRITYS_ID}/{read}?{query}"
    )
}

/// Per unit: (places, consumption, the year before) of every place of CR-300, read through
/// #194's pages of 100 (one metering read each, the path that never needed splitting).
async fn large_company_totals(
    app: &TestApp,
    client: &reqwest::Client,
) -> BTreeMap<String, (u64, f64, f64)> {
    let mut totals: BTreeMap<String, (u64, f64, f64)> = BTreeMap::new();
    let mut offset = 0;
    loop {
        let query = format!("count=100&offset={offset}");
        let page = json(app, client, &large_company_path("listComparisons", &query)).await;
        let items = page["results"].as_array().unwrap();
        for comparison in items.iter().map(|item| &item["comparison"]) {
            if let Some(unit) = comparison["unit"].as_str() {
                let total = totals.entry(unit.to_owned()).or_default();
                total.0 += 1;
                total.1 += comparison["consumption"].as_f64().unwrap();
                total.2 += comparison["previousYearConsumption"].as_f64().unwrap();
            }
        }
        offset += items.len();
        if items.is_empty() || offset as u64 >= page["locationsTotal"].as_u64().unwrap() {
            return totals;
        }
    }
}

#[tokio::test]
async fn the_summary_of_5000_places_adds_up_every_place_read_in_chunks_metering_takes() {
    let app = spawn_app().await;
    let client = app.client_for(SUURYRITYS).await;
    let metering = &app.mocks.metering.faults;

    let before = metering.request_count("GET", COMPARISONS);
    let summary = json(&app, &client, &large_company_path("listSummary", "")).await;
    let reads = metering.request_count("GET", COMPARISONS) - before;

    assert_eq!(summary["locationsTotal"], 5000);
    // 5,000 places, at most 100 a read (metering refuses more).
    assert_eq!(reads, 50);
    let expected = large_company_totals(&app, &client).await;
    let totals = summary["consumption"].as_array().unwrap();
    assert_eq!(totals.len(), expected.len(), "{totals:?}");
    let counted: u64 = expected.values().map(|(places, _, _)| places).sum();
    assert_eq!(counted, 5000, "every place of CR-300 has a comparison");
    for total in totals {
        let (places, now, before) = expected[total["unit"].as_str().unwrap()];
        assert_eq!(total["locations"], places, "{total}");
        let consumption = total["consumption"].as_f64().unwrap();
        assert!((consumption - now).abs() < 0.01, "{total} against {now}");
        let previous = total["previousYearConsumption"].as_f64().unwrap();
        assert!((previous - before).abs() < 0.01, "{total} against {before}");
    }
}

#[tokio::test]
async fn one_failing_chunk_fails_the_whole_summary_and_no_partial_total_is_kept() {
    let app = spawn_app().await;
    let client = app.client_for(SUURYRITYS).await;
    let metering = &app.mocks.metering.faults;
    // The 30th of the 50 reads fails, after most of the others have answered.
    metering.set(demo_fixtures::mocks::FaultRule {
        status: Some(500),
        skip: Some(29),
        remaining: Some(1),
        ..fault("GET", COMPARISONS)
    });

    let response = app
        .get_with(&client, &large_company_path("listSummary", ""))
        .await;

    problem(response, 502, "UPSTREAM_FAILED").await;
    assert!(metering.rules().is_empty(), "the failing read was asked");
    // Nothing was cached: the next summary asks metering again, all of it (a read the failure
    // dropped in flight may still reach the mock meanwhile and be counted, hence at least).
    let before = metering.request_count("GET", COMPARISONS);
    let summary = json(&app, &client, &large_company_path("listSummary", "")).await;
    assert!(metering.request_count("GET", COMPARISONS) - before >= 50);
    let places: u64 = summary["consumption"]
        .as_array()
        .unwrap()
        .iter()
        .map(|total| total["locations"].as_u64().unwrap())
        .sum();
    assert_eq!(places, 5000);
}
