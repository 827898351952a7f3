//! The operator port (A80): liveness, readiness naming what fails, and metrics that move with
//! requests; none of them on the public port, where they are unknown paths (not the page).

use serde_json::Value;

use crate::helpers::*;
use crate::static_assets::build_dir;

async fn operator_get(app: &TestApp, path: &str) -> reqwest::Response {
    reqwest::get(format!("{}{path}", app.operator))
        .await
        .expect("operator request")
}

async fn scrape(app: &TestApp) -> String {
    let response = operator_get(app, "/metrics").await;
    assert_eq!(response.status(), 200);
    let content_type = response.headers()["content-type"].to_str().unwrap();
    assert!(content_type.starts_with("text/plain"), "{content_type}");
    response.text().await.unwrap()
}

/// The value of the sample whose name and labels are exactly `series` (0 when absent).
fn sample(text: &str, series: &str) -> f64 {
    text.lines()
        .filter(|line| !line.starts_with('#'))
        .find_map(|line| {
            let (name, value) = line.rsplit_once(' ')?;
            (name == series).then(|| value.parse().expect("a number"))
        })
        .unwrap_or(0.0)
}

#[tokio::test]
async fn health_and_metrics_answer_on_the_operator_port_and_are_unknown_on_the_public_one() {
    let build = build_dir("operator");
    let app = spawn_app_with(move |settings| settings.static_files.dir = build).await;
    // The frontend build answers unknown paths with its page; these are not its paths.
    assert!(app
        .get("/somewhere")
        .await
        .text()
        .await
        .unwrap()
        .contains("Portaali"));
    for path in ["/health/live", "/health/ready", "/health", "/metrics"] {
        problem(app.get(path).await, 404, "NOT_FOUND").await;
    }

    let live = operator_get(&app, "/health/live").await;
    assert_eq!(live.status(), 200);
    let ready = operator_get(&app, "/health/ready").await;
    assert_eq!(ready.status(), 200);
    let body: Value = ready.json().await.unwrap();
    assert_eq!(body["status"], "UP");
    let checks = body["checks"].as_object().unwrap();
    for (name, _) in app.mocks.all() {
        assert_eq!(checks[name]["status"], "UP", "{name}: {body}");
        assert_eq!(checks[name]["circuit"], "closed", "{name}: {body}");
    }
    assert_eq!(checks["sessionStore"]["status"], "UP");
}

#[tokio::test]
async fn readiness_names_the_upstream_that_does_not_answer() {
    let app = spawn_app().await;
    app.mocks.solar.stop().await;

    let ready = operator_get(&app, "/health/ready").await;

    assert_eq!(ready.status(), 503);
    let body: Value = ready.json().await.unwrap();
    assert_eq!(body["status"], "DOWN");
    assert_eq!(body["checks"]["solar"]["status"], "DOWN", "{body}");
    assert!(body["checks"]["solar"]["reason"].is_string(), "{body}");
    let down: Vec<&String> = body["checks"]
        .as_object()
        .unwrap()
        .iter()
        .filter(|(_, check)| check["status"] != "UP")
        .map(|(name, _)| name)
        .collect();
    assert_eq!(down, ["solar"], "{body}");
}

#[tokio::test]
async fn metrics_move_with_requests() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let status_ok = r#"portal_requests_total{operation="sessionStatus",status="200"}"#;
    let prices = "/api/v2/info/companies";
    // The first read fills the cache; the counts below are taken after it.
    assert_eq!(app.get(prices).await.status(), 200);
    let before = scrape(&app).await;

    for _ in 0..3 {
        assert_eq!(app.get("/api/auth/v1/session-status").await.status(), 200);
    }
    assert_eq!(app.get(prices).await.status(), 200);

    let after = scrape(&app).await;
    // Other tests of this process count too: at least ours, then.
    assert!(sample(&after, status_ok) >= sample(&before, status_ok) + 3.0);
    let count = r#"portal_request_duration_seconds_count{operation="sessionStatus"}"#;
    assert!(sample(&after, count) >= sample(&before, count) + 3.0);
    assert!(sample(&after, "portal_cache_hits_total") > sample(&before, "portal_cache_hits_total"));
    assert!(sample(&after, "portal_cache_bytes") > 0.0);
    assert!(sample(&after, "portal_live_sessions") >= 1.0);
    let crm_ok = r#"portal_upstream_calls_total{system="crm",outcome="ok"}"#;
    assert!(sample(&after, crm_ok) >= 1.0, "{after}");
    for (name, _) in app.mocks.all() {
        let circuit = format!(r#"portal_circuit_state{{system="{name}"}}"#);
        assert!(
            after.lines().any(|line| line.starts_with(&circuit)),
            "{name}"
        );
    }
}
