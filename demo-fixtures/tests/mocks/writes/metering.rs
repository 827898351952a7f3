use demo_fixtures::dataset::emails;
use demo_fixtures::mocks::FaultRule;
use reqwest::{Method, StatusCode};
use serde_json::json;
use upstream_clients::metering::{
    ConsumptionBudgetSummary, MeteringOverview, PricingData, ProductComparison,
    ProductConfiguration,
};
use upstream_clients::money::Cents;
use upstream_clients::System;

use super::{signed_in, App};

const PRICING: &str = "v2/consumption/pricing/user/1000001/location";

fn month() -> (String, String) {
    let today = chrono::Utc::now().date_naive();
    let last = today - chrono::Duration::days(40);
    (
        chrono::Datelike::year(&last).to_string(),
        chrono::Datelike::month(&last).to_string(),
    )
}

async fn configuration(app: &App, place: &str) -> ProductConfiguration {
    app.get(&format!("{PRICING}/{place}/productConfiguration"), &[])
        .await
        .unwrap()
}

#[tokio::test]
async fn green_power_on_shows_in_configuration_pricing_comparison_and_overview() {
    let app = signed_in(emails::KULUTTAJA, System::Metering).await;
    let path = format!("{PRICING}/KP100104/productConfiguration");
    let before = configuration(&app, "KP100104").await;
    assert!(!before.green_power_on && before.can_have_green_power);

    let saved = app
        .write(
            Method::POST,
            &path,
            Some(&json!({ "product": "GREEN_POWER", "packageSize": 6000 })),
        )
        .await;
    let (year, month) = month();
    let pricing: PricingData = app
        .get(
            &format!("{PRICING}/KP100104"),
            &[("year", &year), ("month", &month)],
        )
        .await
        .unwrap();
    let comparison: ProductComparison = app
        .get(&format!("{PRICING}/KP100104/productComparison"), &[])
        .await
        .unwrap();
    let overview: MeteringOverview = app
        .get("v1/locations/KP100104/overview", &[])
        .await
        .unwrap();

    assert_eq!(saved.status, StatusCode::OK);
    let after = configuration(&app, "KP100104").await;
    assert_eq!(serde_json::to_value(&after).unwrap(), saved.body);
    assert!(after.green_power_on && after.green_power_package_kwh == 6000.0);
    assert!(pricing
        .components
        .iter()
        .any(|c| c.component == "GREEN_POWER"));
    assert_eq!(comparison.green_power_package_kwh, 6000.0);
    assert_eq!(overview.product_configuration, Some(after));

    let ended = app.write(Method::DELETE, &path, None).await;
    assert_eq!(ended.status, StatusCode::NO_CONTENT);
    let off = configuration(&app, "KP100104").await;
    assert!(!off.green_power_on && !off.home_insurance_on);
}

#[tokio::test]
async fn a_product_the_place_cannot_have_is_409_and_bad_json_400() {
    let app = signed_in(emails::KULUTTAJA, System::Metering).await;
    let heat = format!("{PRICING}/KP100102/productConfiguration");
    let refused = app
        .write(
            Method::POST,
            &heat,
            Some(&json!({ "product": "GREEN_POWER" })),
        )
        .await;
    let broken = app
        .write_raw(
            Method::POST,
            &format!("{PRICING}/KP100104/productConfiguration"),
            "{",
        )
        .await;
    assert_eq!(refused.status, StatusCode::CONFLICT);
    assert_eq!(refused.code(), "ProductNotAvailable");
    assert_eq!(broken.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_budget_shows_in_the_summary_and_the_overview_unless_the_write_is_faulted() {
    let app = signed_in(emails::KULUTTAJA, System::Metering).await;
    let set = "v2/consumption/electricity/user/1000001/location/KP100104/setConsumptionBudget";
    let (year, month) = month();
    let summary_path = "v2/monthlyinsights/user/1000001/location/KP100104/consumptionBudgetSummary";
    let body = json!({ "active": true, "budget": 120.5 });

    app.mock().faults.set(FaultRule {
        method: Some("POST".into()),
        status: Some(500),
        remaining: Some(1),
        ..FaultRule::on("/v2/consumption/")
    });
    let faulted = app.write(Method::POST, set, Some(&body)).await;
    let untouched: ConsumptionBudgetSummary = app
        .get(summary_path, &[("year", &year), ("month", &month)])
        .await
        .unwrap();
    assert_eq!(faulted.status, StatusCode::INTERNAL_SERVER_ERROR);
    assert!(!untouched.active);

    let saved = app.write(Method::POST, set, Some(&body)).await;
    let summary: ConsumptionBudgetSummary = app
        .get(summary_path, &[("year", &year), ("month", &month)])
        .await
        .unwrap();
    let overview: MeteringOverview = app
        .get("v1/locations/KP100104/overview", &[])
        .await
        .unwrap();

    assert_eq!(saved.status, StatusCode::OK);
    assert_eq!(saved.body["budget"], json!(120.5));
    assert!(summary.active && summary.budget == Cents(12_050));
    let budget = overview.budget.unwrap();
    assert!(budget.active && budget.budget == Cents(12_050));
}
