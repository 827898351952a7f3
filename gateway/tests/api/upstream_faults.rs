//! identity and crm failing by timeout, 500, malformed body, a cut connection and a refused
//! connection map to 504/502/502/503/503 problem bodies that name no upstream internals.

use std::time::Duration;

use demo_fixtures::mocks::FaultRule;
use reqwest::Response;

use crate::helpers::*;

#[derive(Clone, Copy, Debug)]
enum Fault {
    Timeout,
    ServerError,
    Malformed,
    DroppedConnection,
}

impl Fault {
    fn rule(self, method: &str, path: &str) -> FaultRule {
        let base = fault(method, path);
        match self {
            // Past the test profile's 1.5 s upstream timeout.
            Fault::Timeout => FaultRule {
                delay: Some(Duration::from_millis(2500)),
                ..base
            },
            Fault::ServerError => FaultRule {
                status: Some(500),
                ..base
            },
            Fault::Malformed => FaultRule {
                malformed: true,
                ..base
            },
            Fault::DroppedConnection => FaultRule {
                drop_connection: true,
                ..base
            },
        }
    }

    fn expected(self) -> (u16, &'static str) {
        match self {
            Fault::Timeout => (504, "UPSTREAM_TIMEOUT"),
            Fault::ServerError | Fault::Malformed => (502, "UPSTREAM_FAILED"),
            Fault::DroppedConnection => (503, "UPSTREAM_UNAVAILABLE"),
        }
    }
}

const FAULTS: [Fault; 4] = [
    Fault::Timeout,
    Fault::ServerError,
    Fault::Malformed,
    Fault::DroppedConnection,
];

/// The body names the failure by code only: no host, port, URL or upstream text.
async fn assert_clean_problem(response: Response, status: u16, code: &str, app: &TestApp) {
    let body = problem(response, status, code).await.to_string();
    for leak in [
        "127.0.0.1",
        "http://",
        "localhost",
        "/v1/",
        "crm",
        "identity",
        "reqwest",
        "InjectedFault",
    ] {
        assert!(!body.contains(leak), "{leak} leaked in {body}");
    }
    for mock in [&app.mocks.crm.base_url, &app.mocks.identity.base_url] {
        let port = mock.rsplit(':').next().unwrap();
        assert!(!body.contains(port), "port leaked in {body}");
    }
}

#[tokio::test]
async fn crm_failures_on_a_read_are_mapped() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path = format!("/v1/users/{KULUTTAJA_ID}/content");
    for fault in FAULTS {
        app.mocks.crm.faults.clear();
        app.mocks.crm.faults.set(fault.rule("GET", &path));

        let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

        let (status, code) = fault.expected();
        assert_clean_problem(response, status, code, &app).await;
    }
}

#[tokio::test]
async fn identity_failures_at_sign_in_are_mapped() {
    let app = spawn_app_with(|s| s.throttle.sign_in_per_account_per_minute = 100).await;
    for fault in FAULTS {
        app.mocks.identity.faults.clear();
        app.mocks
            .identity
            .faults
            .set(fault.rule("POST", "/v1/auth/login"));

        let response = app.login(KULUTTAJA, PASSWORD).await;

        let (status, code) = fault.expected();
        assert_clean_problem(response, status, code, &app).await;
        app.assert_signed_out().await;
    }
}

#[tokio::test]
async fn a_refused_connection_to_crm_is_unavailable() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.mocks.crm.stop().await;

    let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

    assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
}

#[tokio::test]
async fn a_refused_connection_to_identity_is_unavailable() {
    let app = spawn_app().await;
    app.mocks.identity.stop().await;

    let response = app.login(KULUTTAJA, PASSWORD).await;

    assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
}

#[tokio::test]
async fn crm_failing_during_sign_in_fails_the_sign_in_honestly() {
    let app = spawn_app().await;
    app.mocks
        .crm
        .faults
        .set(Fault::ServerError.rule("GET", "/v1/user-mappings/"));

    let response = app.login(KULUTTAJA, PASSWORD).await;

    assert_clean_problem(response, 502, "UPSTREAM_FAILED", &app).await;
    problem(app.get("/api/v2/me").await, 401, "SESSION_EXPIRED").await;
}
