//! #166 background-service health: answered by the gateway from every upstream's health check.

use demo_fixtures::mocks::FaultRule;
use serde_json::Value;

use crate::helpers::*;

const HEALTH: &str = "/api/v2/info/backgroundServiceHealth";

#[tokio::test]
async fn every_upstream_answering_is_healthy() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let response = app.get(HEALTH).await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["status"], "HEALTHY");
}

#[tokio::test]
async fn one_failing_upstream_is_unhealthy_without_naming_it() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.mocks.metering.faults.set(FaultRule {
        status: Some(500),
        ..fault("GET", "/health")
    });
    let response = app.get(HEALTH).await;
    assert_eq!(response.status(), 200);
    let body = response.text().await.unwrap();
    assert_eq!(body, r#"{"status":"UNHEALTHY"}"#);
}

#[tokio::test]
async fn health_needs_a_session() {
    let app = spawn_app().await;
    problem(app.get(HEALTH).await, 401, "SESSION_EXPIRED").await;
}
