//! #117 location details: composed from crm, metering, invoicing, content and messaging; a
//! failing non-essential part leaves its cards empty and is named in `missing`.

use demo_fixtures::mocks::FaultRule;
use serde_json::Value;

use crate::helpers::*;

const HOME: &str = "/api/v2/servicelocation/user/1000001/location/KP100101";

#[tokio::test]
async fn the_owner_gets_every_part() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let response = app.get(&format!("{HOME}?utilityType=ELECTRICITY")).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["detail"]["locationIdentifier"], "KP100101");
    assert!(body["energyConsumption"].is_object(), "{body}");
    assert!(body["marketPrice"].is_object());
    assert!(body["invoice"]["invoiceNumber"].is_string());
    assert!(!body["features"].as_array().unwrap().is_empty());
    assert_eq!(body["missing"], serde_json::json!([]));
}

#[tokio::test]
async fn a_failing_part_is_named_and_the_rest_still_answers() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.mocks.metering.faults.set(FaultRule {
        status: Some(500),
        ..fault("GET", "/v1/locations/")
    });
    let body: Value = app.get(HOME).await.json().await.unwrap();
    assert_eq!(body["missing"], serde_json::json!(["metering"]));
    assert!(body["energyConsumption"].is_null());
    assert!(body["invoice"].is_object());
    // Not cached while incomplete: once metering is back, the next read is whole.
    app.mocks.metering.faults.clear();
    let body: Value = app.get(HOME).await.json().await.unwrap();
    assert_eq!(body["missing"], serde_json::json!([]));
}

#[tokio::test]
async fn without_the_essential_part_there_is_no_answer() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.mocks.crm.faults.set(FaultRule {
        status: Some(500),
        ..fault("GET", "/v1/locations/")
    });
    problem(app.get(HOME).await, 502, "UPSTREAM_FAILED").await;
}

#[tokio::test]
async fn another_users_place_and_bad_values_are_refused() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let foreign = "/api/v2/servicelocation/user/1000001/location/KP100201";
    problem(app.get(foreign).await, 403, "FORBIDDEN").await;
    let stranger = "/api/v2/servicelocation/user/1000030/location/KP100101";
    problem(app.get(stranger).await, 403, "FORBIDDEN").await;
    let bad = format!("{HOME}?utilityType=GAS");
    let body = problem(app.get(&bad).await, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "utilityType");
}

#[tokio::test]
async fn a_read_right_holder_sees_the_grantors_place() {
    let app = spawn_app().await;
    let edustaja = app.client_for(EDUSTAJA).await;
    let response = app.get_with(&edustaja, HOME).await;
    assert_eq!(response.status(), 200);
}

#[tokio::test]
async fn the_linked_panel_is_named_and_unlinking_removes_it() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let place = "/api/v2/servicelocation/user/1000001/location/KP100103";
    let body: Value = app.get(place).await.json().await.unwrap();
    assert_eq!(body["solarEnergy"]["panelId"], "PV100103", "{body}");
    assert!(body["solarEnergy"]["panelName"]
        .as_str()
        .is_some_and(|n| !n.is_empty()));
    // A place without a panel has none.
    let body: Value = app.get(HOME).await.json().await.unwrap();
    assert!(body["solarEnergy"].is_null());
    // #59 evicts the cached cards (§0.7), so the next read no longer names the panel.
    let unlink = "/api/v2/production/solar/user/1000001/panel/PV100103/unlink/KP100103";
    assert_eq!(app.send("PUT", unlink, None).await.status(), 204);
    let body: Value = app.get(place).await.json().await.unwrap();
    assert!(body["solarEnergy"].is_null(), "{body}");
}
