//! The metering and invoicing reads of a company's place or composite: the chart (a
//! district-heating place's in MWh, and #156's refusal of its hours), current figures and
//! averages (#201–#203) and the pricing and invoice mirrors (#212–#219). A composite
//! answers as its first place; the add-on writes need a write right and evict what they change;
//! an invoice belongs to the place and lies in the asked period. The row walks cover the rest.

use chrono::{Datelike, NaiveDate, Utc};
use demo_fixtures::dataset::{b2b, Dataset, Product};
use demo_fixtures::series::local_date;
use serde_json::{json, Value};

use crate::helpers::*;

fn place_path(user_id: u64, place: &str, read: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/{place}/{read}")
}

fn first_place_of(composite: &str) -> String {
    Dataset::demo()
        .composite_locations
        .iter()
        .find(|c| c.composite_location_identifier == composite)
        .unwrap()
        .location_identifiers[0]
        .clone()
}

async fn json_of(app: &TestApp, client: &reqwest::Client, path: &str) -> Value {
    let response = app.get_with(client, path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

#[tokio::test]
async fn a_composites_chart_figures_and_averages_are_its_first_places() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let first = first_place_of(COMPOSITE);
    let graph = json_of(&app, &yritys, &place_path(YRITYS_ID, COMPOSITE, "graph")).await;
    assert_eq!(graph["locationId"], first.as_str());
    assert_eq!(graph["resolution"], "MONTH");
    assert!(!graph["overlays"].as_array().unwrap().is_empty(), "{graph}");
    let averages = json_of(&app, &yritys, &place_path(YRITYS_ID, COMPOSITE, "averages")).await;
    assert_eq!(averages["locationId"], first.as_str());
    let today = chrono::Utc::now().date_naive();
    let last_month = NaiveDate::from_ymd_opt(today.year(), today.month(), 1)
        .unwrap()
        .pred_opt()
        .unwrap();
    assert_eq!(averages["month"], last_month.month());
    let current = json_of(&app, &yritys, &place_path(YRITYS_ID, COMPOSITE, "current")).await;
    assert!(current["energyConsumption"].is_object(), "{current}");
    // The current figures are never cached (the contract's cache column), the others are.
    let keys = app.state.cache.keys();
    assert!(!keys.iter().any(|key| key.contains("/current")));
    assert!(keys
        .iter()
        .any(|key| key.contains(&format!("{COMPOSITE}/graph"))));
}

/// A district-heating place of the company addressed by its own id (in no composite).
fn district_heating_place() -> String {
    Dataset::demo()
        .places_of_company(b2b::COMPANY_REFERENCE_ID)
        .into_iter()
        .find(|place| {
            matches!(place.product, Product::DistrictHeating { .. })
                && place.addressed_as() == place.location_identifier
        })
        .expect("a district-heating place of the company")
        .location_identifier
        .clone()
}

#[tokio::test]
async fn a_district_heating_places_chart_is_the_months_days_in_mwh() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let place = district_heating_place();
    let graph = json_of(&app, &yritys, &place_path(YRITYS_ID, &place, "graph")).await;

    assert_eq!(graph["locationId"], place.as_str());
    assert_eq!(graph["resolution"], "MONTH");
    assert_eq!(graph["unit"], "MWH");
    let today = local_date(Utc::now());
    let first = NaiveDate::from_ymd_opt(today.year(), today.month(), 1).unwrap();
    let next = first.checked_add_months(chrono::Months::new(1)).unwrap();
    let bars = graph["points"].as_array().unwrap();
    assert_eq!(bars.len() as i64, (next - first).num_days());
    // The days up to yesterday are measured: a company building's day is a few MWh (in kWh it
    // would be thousands).
    let measured: Vec<f64> = bars.iter().filter_map(|bar| bar["kwh"].as_f64()).collect();
    assert_eq!(measured.len() as u32, today.day() - 1, "{graph}");
    assert!(
        measured.iter().all(|mwh| *mwh > 0.0 && *mwh < 20.0),
        "{graph}"
    );
    let kinds: Vec<&str> = graph["overlays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|overlay| overlay["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["temperature", "comparison"]);
}

#[tokio::test]
async fn a_household_district_heating_chart_by_the_hour_is_a_400_naming_the_resolution() {
    let app = spawn_app().await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let path = |resolution: &str| {
        format!(
            "/api/v2/monthlyinsights/user/{KULUTTAJA_ID}/location/KP100102/graph?resolution={resolution}"
        )
    };

    let month = json_of(&app, &kuluttaja, &path("MONTH")).await;
    assert_eq!(month["unit"], "MWH");
    for resolution in ["DAY", "DAY_QUARTERLY"] {
        let response = app.get_with(&kuluttaja, &path(resolution)).await;
        let body = problem(response, 400, "VALIDATION_FAILED").await;
        assert_eq!(body["errors"][0]["field"], "resolution", "{resolution}");
        assert_eq!(body["errors"][0]["code"], "invalid", "{resolution}");
    }
}

#[tokio::test]
async fn an_add_on_needs_a_write_right_and_evicts_the_companys_pricing_reads() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    let yritys = app.client_for(YRITYS).await;
    // CL100002 is READ_ONLY for lukija, CL100001 FULL_ACCESS.
    let read_only = "CL100002";
    let configuration = json_of(
        &app,
        &lukija,
        &place_path(LUKIJA_ID, read_only, "productConfiguration"),
    )
    .await;
    assert_eq!(configuration["greenPowerOn"], false);
    let order = json!({"product": "GREEN_POWER"});
    let path = place_path(LUKIJA_ID, read_only, "productConfiguration");
    let refused = app.post_json_with(&lukija, &path, &order).await;
    problem(refused, 403, "FORBIDDEN").await;
    let refused = app.send_with(&lukija, "DELETE", &path, None, true).await;
    problem(refused, 403, "FORBIDDEN").await;
    // The main user orders it; lukija's cached read is evicted and shows it at once.
    let path = place_path(YRITYS_ID, read_only, "productConfiguration");
    let ordered = app.post_json_with(&yritys, &path, &order).await;
    assert_eq!(ordered.status(), 200);
    let ordered: Value = ordered.json().await.unwrap();
    assert_eq!(ordered["greenPowerOn"], true);
    let configuration = json_of(
        &app,
        &lukija,
        &place_path(LUKIJA_ID, read_only, "productConfiguration"),
    )
    .await;
    assert_eq!(configuration["greenPowerOn"], true);
    // lukija ends the add-ons of the composite they write.
    let path = place_path(LUKIJA_ID, COMPOSITE, "productConfiguration");
    let ended = app.send_with(&lukija, "DELETE", &path, None, true).await;
    assert_eq!(ended.status(), 204);
}

#[tokio::test]
async fn an_invoice_pdf_of_the_place_in_the_period_and_no_other() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let summary = json_of(
        &app,
        &yritys,
        &place_path(YRITYS_ID, COMPOSITE, "invoice/summary"),
    )
    .await;
    let invoices = summary["invoices"].as_array().unwrap();
    assert!(invoices.len() >= 2);
    let number = invoices[0]["invoiceNumber"].as_str().unwrap();
    let first = first_place_of(COMPOSITE);
    assert!(number.starts_with(&first[2..]), "{number} of {first}");
    let pdf = app
        .get_with(
            &yritys,
            &place_path(YRITYS_ID, COMPOSITE, &format!("invoice/pdf/{number}")),
        )
        .await;
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    assert!(pdf.bytes().await.unwrap().starts_with(b"%PDF"));
    // The period narrows the summary by invoice date.
    let date = invoices[0]["invoiceDate"].as_str().unwrap();
    let narrowed = json_of(
        &app,
        &yritys,
        &format!(
            "{}?searchStart={date}&searchEnd={date}",
            place_path(YRITYS_ID, COMPOSITE, "invoice/summary")
        ),
    )
    .await;
    let numbers: Vec<&str> = narrowed["invoices"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["invoiceNumber"].as_str().unwrap())
        .collect();
    assert_eq!(numbers, [number]);
    // Another place's invoice under this composite is refused; so is a bad date.
    let other = json_of(
        &app,
        &yritys,
        &place_path(YRITYS_ID, "KP300020", "invoice/summary"),
    )
    .await;
    let foreign = other["invoices"][0]["invoiceNumber"].as_str().unwrap();
    let path = place_path(YRITYS_ID, COMPOSITE, &format!("invoice/details/{foreign}"));
    problem(app.get_with(&yritys, &path).await, 403, "FORBIDDEN").await;
    let bad = format!(
        "{}?searchStart=2026-13-01",
        place_path(YRITYS_ID, COMPOSITE, "invoice/summary")
    );
    let body = problem(app.get_with(&yritys, &bad).await, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "searchStart");
    // Another company's main user reads none of it.
    let yritys2 = app.client_for(YRITYS2).await;
    let path = place_path(
        demo_fixtures::dataset::user_ids::YRITYS2,
        COMPOSITE,
        "invoice/summary",
    );
    problem(app.get_with(&yritys2, &path).await, 403, "FORBIDDEN").await;
}
