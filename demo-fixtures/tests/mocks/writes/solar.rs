use demo_fixtures::dataset::emails;
use demo_fixtures::mocks::FaultRule;
use reqwest::{Method, StatusCode};
use serde_json::json;
use upstream_clients::solar::{MonthlyProduction, PanelDetails};
use upstream_clients::{System, UpstreamError};

use super::signed_in;

const PANEL: &str = "v2/production/solar/user/1000001/panel/PV100103";

#[tokio::test]
async fn linking_shows_the_panel_at_the_place_and_unlinking_hides_it() {
    let app = signed_in(emails::KULUTTAJA, System::Solar).await;
    let production = format!("{PANEL}/location/KP100101");
    let not_yet = app.get::<MonthlyProduction>(&production, &[]).await;
    assert!(
        matches!(not_yet, Err(UpstreamError::NotFound { .. })),
        "{not_yet:?}"
    );

    let linked = app
        .write(Method::PUT, &format!("{PANEL}/link/KP100101"), None)
        .await;
    let twice = app
        .write(Method::PUT, &format!("{PANEL}/link/KP100101"), None)
        .await;
    let shown: MonthlyProduction = app.get(&production, &[]).await.unwrap();
    let details: PanelDetails = app
        .get("v2/production/solar/panel/PV100103", &[])
        .await
        .unwrap();
    let found = app
        .write(
            Method::POST,
            "v2/production/solar/findLink",
            Some(&json!({ "userId": 1000001, "panelId": "PV100103", "locationId": "KP100101" })),
        )
        .await;

    assert_eq!(linked.status, StatusCode::NO_CONTENT);
    assert_eq!(twice.status, StatusCode::CONFLICT);
    assert_eq!(twice.code(), "AlreadyLinked");
    assert_eq!(shown.location_id, "KP100101");
    assert_eq!(details.linked_location_ids, ["KP100101", "KP100103"]);
    assert_eq!(found.body, json!({ "linked": true }));

    let unlinked = app
        .write(Method::PUT, &format!("{PANEL}/unlink/KP100103"), None)
        .await;
    let again = app
        .write(Method::PUT, &format!("{PANEL}/unlink/KP100103"), None)
        .await;
    let gone = app
        .get::<MonthlyProduction>(&format!("{PANEL}/location/KP100103"), &[])
        .await;
    assert_eq!(unlinked.status, StatusCode::NO_CONTENT);
    assert_eq!(again.status, StatusCode::CONFLICT);
    assert!(
        matches!(gone, Err(UpstreamError::NotFound { .. })),
        "{gone:?}"
    );
}

#[tokio::test]
async fn find_link_refuses_bad_json_and_foreign_ids() {
    let app = signed_in(emails::KULUTTAJA, System::Solar).await;
    let broken = app
        .write_raw(Method::POST, "v2/production/solar/findLink", "{\"userId\":")
        .await;
    let foreign = app
        .write(
            Method::POST,
            "v2/production/solar/findLink",
            Some(&json!({ "userId": 1000002, "panelId": "PV100103", "locationId": "KP100103" })),
        )
        .await;
    assert_eq!(broken.status, StatusCode::BAD_REQUEST);
    assert_eq!(foreign.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_faulted_link_changes_nothing() {
    let app = signed_in(emails::KULUTTAJA, System::Solar).await;
    app.mock().faults.set(FaultRule {
        method: Some("PUT".into()),
        status: Some(503),
        remaining: Some(1),
        ..FaultRule::on("/v2/production/solar/")
    });
    let faulted = app
        .write(Method::PUT, &format!("{PANEL}/link/KP100101"), None)
        .await;
    let details: PanelDetails = app
        .get("v2/production/solar/panel/PV100103", &[])
        .await
        .unwrap();
    assert_eq!(faulted.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(details.linked_location_ids, ["KP100103"]);
}
