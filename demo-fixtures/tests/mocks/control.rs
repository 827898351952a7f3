use std::time::Duration;

use demo_fixtures::dataset::{emails, user_ids};
use demo_fixtures::mocks::FaultRule;
use upstream_clients::UpstreamError;

use crate::helpers::spawn_mocks;

const CONTENT_PATH: &str = "/v1/users/1000001/content";

#[tokio::test]
async fn an_injected_status_reaches_the_client_with_its_code() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    app.mocks.crm.faults.set(FaultRule {
        status: Some(500),
        ..FaultRule::on("/v1/users/")
    });

    let result = app.crm.user_content(&token, user_ids::KULUTTAJA).await;

    match result {
        Err(UpstreamError::Status {
            status: 500,
            code: Some(code),
            ..
        }) => assert_eq!(code, "InjectedFault"),
        other => panic!("{other:?}"),
    }
}

#[tokio::test]
async fn a_malformed_body_is_a_decode_error() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    app.mocks.crm.faults.set(FaultRule {
        malformed: true,
        ..FaultRule::on(CONTENT_PATH)
    });

    let result = app.crm.user_content(&token, user_ids::KULUTTAJA).await;

    assert!(
        matches!(result, Err(UpstreamError::Decode { .. })),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_delay_past_the_client_timeout_is_a_timeout() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    app.mocks.crm.faults.set(FaultRule {
        delay: Some(Duration::from_secs(2)),
        ..FaultRule::on(CONTENT_PATH)
    });
    let impatient = app.crm_with_timeout(Duration::from_millis(300));

    let result = impatient.user_content(&token, user_ids::KULUTTAJA).await;

    assert!(
        matches!(result, Err(UpstreamError::Timeout { .. })),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_dropped_connection_is_unavailable() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    app.mocks.crm.faults.set(FaultRule {
        drop_connection: true,
        ..FaultRule::on(CONTENT_PATH)
    });

    let result = app.crm.user_content(&token, user_ids::KULUTTAJA).await;

    assert!(
        matches!(result, Err(UpstreamError::Unavailable { .. })),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_stopped_mock_is_unavailable() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;

    app.mocks.crm.stop().await;
    let result = app.crm.user_content(&token, user_ids::KULUTTAJA).await;

    assert!(
        matches!(result, Err(UpstreamError::Unavailable { .. })),
        "{result:?}"
    );
}

#[tokio::test]
async fn a_rule_with_remaining_stops_after_that_many_requests_and_every_request_is_counted() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    app.mocks.crm.faults.set(FaultRule {
        method: Some("GET".to_owned()),
        status: Some(503),
        remaining: Some(1),
        ..FaultRule::on("/v1")
    });

    let first = app.crm.user_content(&token, user_ids::KULUTTAJA).await;
    let second = app.crm.user_content(&token, user_ids::KULUTTAJA).await;

    assert!(
        matches!(first, Err(UpstreamError::Status { status: 503, .. })),
        "{first:?}"
    );
    assert!(second.is_ok(), "{second:?}");
    assert_eq!(app.mocks.crm.faults.request_count("GET", CONTENT_PATH), 2);
    assert_eq!(
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/login"),
        1
    );
    assert!(app.mocks.crm.faults.rules().is_empty());
}

#[tokio::test]
async fn a_rule_with_skip_lets_that_many_requests_through_first() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    app.mocks.crm.faults.set(FaultRule {
        method: Some("GET".to_owned()),
        status: Some(503),
        skip: Some(2),
        remaining: Some(1),
        ..FaultRule::on("/v1")
    });

    let mut answers = Vec::new();
    for _ in 0..4 {
        answers.push(app.crm.user_content(&token, user_ids::KULUTTAJA).await);
    }

    let failed: Vec<bool> = answers
        .iter()
        .map(|a| matches!(a, Err(UpstreamError::Status { status: 503, .. })))
        .collect();
    assert_eq!(failed, [false, false, true, false], "{answers:?}");
    assert!(app.mocks.crm.faults.rules().is_empty());
}

#[tokio::test]
async fn the_control_routes_set_and_clear_faults_count_requests_and_show_the_outbox() {
    let app = spawn_mocks().await;
    let http = reqwest::Client::new();
    let crm = &app.mocks.crm.base_url;
    let identity = &app.mocks.identity.base_url;

    let put = http
        .put(format!("{crm}/__control/faults"))
        .json(&serde_json::json!({"pathPrefix": "/v1", "status": 502, "delayMs": 10}))
        .send()
        .await
        .unwrap();
    assert!(put.status().is_success());
    let faulted = http
        .get(format!("{crm}{CONTENT_PATH}"))
        .send()
        .await
        .unwrap();
    assert_eq!(faulted.status(), 502);
    let body: serde_json::Value = faulted.json().await.unwrap();
    assert_eq!(body["code"], "InjectedFault");
    let deleted = http
        .delete(format!("{crm}/__control/faults"))
        .send()
        .await
        .unwrap();
    assert!(deleted.status().is_success());
    let unauthenticated = http
        .get(format!("{crm}{CONTENT_PATH}"))
        .send()
        .await
        .unwrap();
    assert_eq!(unauthenticated.status(), 401);
    let counts: serde_json::Value = http
        .get(format!("{crm}/__control/requests"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(counts[format!("GET {CONTENT_PATH}")], 2);
    assert!(counts.get("GET /__control/requests").is_none());

    let outbox = mail_a_reset_code(&app, &format!("{identity}/__control/outbox")).await;
    assert_eq!(outbox[0]["to"], emails::KULUTTAJA);
    assert_eq!(outbox[0]["kind"], "resetPassword");
    assert_eq!(outbox[0]["code"].as_str().unwrap().len(), 6);
}

#[actix_web::test]
async fn the_mocks_also_start_inside_actixs_runtime() {
    let mocks = demo_fixtures::mocks::start(demo_fixtures::mocks::MockSettings::default())
        .await
        .expect("start");

    let jwks = reqwest::get(format!("{}/.well-known/jwks.json", mocks.identity.base_url))
        .await
        .unwrap();

    assert_eq!(jwks.status(), 200);
    mocks.stop().await;
}

#[actix_web::test]
async fn the_mock_controls_refuse_a_client_not_on_loopback() {
    use actix_web::test::{call_service, init_service, read_body_json, TestRequest};

    let mocks = demo_fixtures::mocks::start(demo_fixtures::mocks::MockSettings::default())
        .await
        .expect("start");
    let app = init_service(
        actix_web::App::new()
            .configure(demo_fixtures::mocks::operator::routes(mocks.clone(), None)),
    )
    .await;
    for (peer, status) in [("203.0.113.5:4000", 403), ("127.0.0.1:4000", 200)] {
        let request = TestRequest::get()
            .uri("/__mocks")
            .peer_addr(peer.parse().unwrap())
            .to_request();
        let response = call_service(&app, request).await;
        assert_eq!(response.status().as_u16(), status, "from {peer}");
        if status == 403 {
            let body: serde_json::Value = read_body_json(response).await;
            assert_eq!(body["code"], "FORBIDDEN");
        }
    }
    // A reset from outside loopback changes nothing.
    mocks
        .metering
        .faults
        .set(demo_fixtures::mocks::FaultRule::on("/"));
    let request = TestRequest::post()
        .uri("/__mocks/reset")
        .peer_addr("203.0.113.5:4000".parse().unwrap())
        .to_request();
    assert_eq!(call_service(&app, request).await.status().as_u16(), 403);
    assert_eq!(mocks.metering.faults.rules().len(), 1);
    mocks.stop().await;
}

/// `openapi/mocks-control.json` is generated from the control routes and must not drift.
/// Regenerate with `UPDATE_OPENAPI=1 cargo test -p demo-fixtures --test mocks openapi`.
#[test]
fn the_checked_in_control_openapi_document_is_current() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi/mocks-control.json");
    let generated = demo_fixtures::mocks::operator::document_json();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "openapi/mocks-control.json is stale: run UPDATE_OPENAPI=1 cargo test -p demo-fixtures --test mocks openapi"
    );
}

/// Has identity mail kuluttaja a password reset code; answers the mail list at `url`.
async fn mail_a_reset_code(app: &crate::helpers::TestMocks, url: &str) -> serde_json::Value {
    app.identity
        .forgot_password(&upstream_clients::identity::EmailRequest {
            email: emails::KULUTTAJA.to_owned(),
        })
        .await
        .unwrap();
    reqwest::get(url).await.unwrap().json().await.unwrap()
}

#[tokio::test]
async fn the_standalone_control_port_serves_the_same_routes_and_resets_the_mocks() {
    let app = spawn_mocks().await;
    let control = demo_fixtures::mocks::operator::serve(
        std::net::IpAddr::from([127, 0, 0, 1]),
        0,
        app.mocks.clone(),
    )
    .expect("the control port starts");
    let http = reqwest::Client::new();
    let base = format!("{}/__mocks", control.base_url);

    let overview: serde_json::Value = http.get(&base).send().await.unwrap().json().await.unwrap();
    assert_eq!(
        overview["systems"][1]["baseUrl"],
        app.mocks.crm.base_url.as_str()
    );
    let mail = mail_a_reset_code(&app, &format!("{base}/mail?to={}", emails::KULUTTAJA)).await;
    assert_eq!(mail[0]["kind"], "resetPassword");
    assert_eq!(mail[0]["subject"], "Salasanan vaihtaminen");

    let reset = http.post(format!("{base}/reset")).send().await.unwrap();
    assert_eq!(reset.status(), 204);
    assert!(app.mocks.outbox.messages().is_empty());
    control.stop().await;
    app.mocks.stop().await;
}
