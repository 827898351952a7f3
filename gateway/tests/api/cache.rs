//! The response cache (§0.6, A7): keys carry the caller's scope, shared answers are shared,
//! concurrent misses make one upstream call, and errors are not kept.

use std::time::Duration;

use demo_fixtures::mocks::FaultRule;
use futures_util::future::join_all;

use crate::helpers::*;

const CONTRACTS: &str = "/api/v2/servicelocation/user/1000001/location/KP100101/contracts";
const CONTRACTS_UPSTREAM: &str = "/v2/servicelocation/user/1000001/location/KP100101/contracts";
const NUMBERS: &str = "/api/v2/info/customerServiceNumbers";

fn crm_calls(app: &TestApp, path: &str) -> u64 {
    app.mocks.crm.faults.request_count("GET", path)
}

#[tokio::test]
async fn a_cached_answer_is_kept_per_caller() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let edustaja = app.client_for(EDUSTAJA).await;

    let first = app.get(CONTRACTS).await.text().await.unwrap();
    let again = app.get(CONTRACTS).await.text().await.unwrap();
    assert_eq!(first, again);
    assert_eq!(
        crm_calls(&app, CONTRACTS_UPSTREAM),
        1,
        "the second read is a hit"
    );

    // edustaja reads the same place through the read right: its own entry, its own call.
    let response = app.get_with(&edustaja, CONTRACTS).await;
    assert_eq!(response.status(), 200);
    assert_eq!(crm_calls(&app, CONTRACTS_UPSTREAM), 2);

    app.state.cache.sync().await;
    let keys = app.state.cache.keys();
    let entries: Vec<&String> = keys.iter().filter(|k| k.ends_with(CONTRACTS)).collect();
    assert_eq!(
        entries,
        [
            &format!("user:1000001 GET {CONTRACTS}"),
            &format!("user:1000002 GET {CONTRACTS}")
        ]
    );
}

#[tokio::test]
async fn the_query_is_part_of_the_key_in_any_order() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path = "/api/v2/user/1000001/contracts";
    let upstream = "/v2/user/1000001/contracts";
    app.get(&format!("{path}?includeRepresentativeMappings=true"))
        .await;
    app.get(&format!("{path}?includeRepresentativeMappings=false"))
        .await;
    app.get(&format!(
        "{path}?includeRepresentativeMappings=true&unknown=1"
    ))
    .await;
    assert_eq!(crm_calls(&app, upstream), 2);
}

#[tokio::test]
async fn answers_that_are_the_same_for_everyone_are_shared() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let edustaja = app.client_for(EDUSTAJA).await;
    assert_eq!(app.get(NUMBERS).await.status(), 200);
    assert_eq!(app.get_with(&edustaja, NUMBERS).await.status(), 200);
    assert_eq!(crm_calls(&app, "/v2/info/customerServiceNumbers"), 1);
}

#[tokio::test]
async fn concurrent_misses_for_one_key_make_one_upstream_call() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    // A slow upstream keeps every request waiting on the same miss.
    app.mocks.crm.faults.set(FaultRule {
        delay: Some(Duration::from_millis(400)),
        ..fault("GET", CONTRACTS_UPSTREAM)
    });
    let requests = (0..50).map(|_| app.get(CONTRACTS));
    let responses = join_all(requests).await;
    assert!(responses.iter().all(|r| r.status() == 200));
    assert_eq!(crm_calls(&app, CONTRACTS_UPSTREAM), 1);
}

#[tokio::test]
async fn a_failure_is_not_cached() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.mocks.crm.faults.set(FaultRule {
        status: Some(500),
        ..fault("GET", CONTRACTS_UPSTREAM)
    });
    problem(app.get(CONTRACTS).await, 502, "UPSTREAM_FAILED").await;
    app.mocks.crm.faults.clear();
    assert_eq!(app.get(CONTRACTS).await.status(), 200);
}

#[tokio::test]
async fn live_rows_are_never_cached() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let messages = "/api/v2/messages/user/1000001";
    app.get(messages).await;
    app.get(messages).await;
    assert_eq!(
        app.mocks
            .messaging
            .faults
            .request_count("GET", "/v2/messages/user/1000001"),
        2
    );
}

#[tokio::test]
async fn the_short_mode_keeps_answers_one_second() {
    let app = spawn_app_with(|settings| settings.cache.short = true).await;
    app.sign_in(KULUTTAJA).await;
    app.get(CONTRACTS).await;
    app.get(CONTRACTS).await;
    assert_eq!(crm_calls(&app, CONTRACTS_UPSTREAM), 1);
    tokio::time::sleep(Duration::from_millis(1200)).await;
    app.get(CONTRACTS).await;
    assert_eq!(crm_calls(&app, CONTRACTS_UPSTREAM), 2);
}

/// An access token straight from the identity mock, as the gateway would hold it.
async fn identity_token(app: &TestApp, username: &str) -> String {
    let body: serde_json::Value = reqwest::Client::new()
        .post(format!("{}/v1/auth/login", app.mocks.identity.base_url))
        .basic_auth("portal-gateway", Some("demo-client-secret"))
        .json(&serde_json::json!({"username": username, "password": PASSWORD}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    body["tokens"]["accessToken"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_revoked_read_right_is_refused_although_its_answer_is_cached() {
    // Rights are re-read from crm after a second here (30 s by default; the gateway's own
    // revoke write forgets them at once).
    let app = spawn_app_with(|settings| settings.authz.scope_ttl_seconds = 1).await;
    let edustaja = app.client_for(EDUSTAJA).await;
    assert_eq!(app.get_with(&edustaja, CONTRACTS).await.status(), 200);

    // kuluttaja ends edustaja's read right at crm.
    let token = identity_token(&app, KULUTTAJA).await;
    let removed = reqwest::Client::new()
        .post(format!(
            "{}/v2/representative/user/1000001/remove",
            app.mocks.crm.base_url
        ))
        .bearer_auth(token)
        .json(&serde_json::json!({"representationId": "REP-1"}))
        .send()
        .await
        .unwrap();
    assert_eq!(removed.status(), 204);
    tokio::time::sleep(Duration::from_millis(1200)).await;

    problem(app.get_with(&edustaja, CONTRACTS).await, 403, "FORBIDDEN").await;
    // The answer is still cached: authorization refused it, not expiry.
    app.state.cache.sync().await;
    let key = format!("user:1000002 GET {CONTRACTS}");
    assert!(app.state.cache.keys().contains(&key));
}

/// A60: every spelling of one request is one request: one upstream call and one entry.
#[tokio::test]
async fn sixty_spellings_of_one_large_row_make_one_upstream_call_and_one_entry() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let place = "KP100101";
    let spellings: Vec<String> = (0..60)
        .map(|n: usize| {
            // Percent-encode the place id's letters and digits by the bits of n, in upper or
            // lower case hex, with or without a trailing slash and an encoded query value.
            let id: String = place
                .chars()
                .enumerate()
                .map(|(i, c)| match (n >> i) & 1 == 1 && i < 5 {
                    true if n.is_multiple_of(3) => format!("%{:02x}", c as u32),
                    true => format!("%{:02X}", c as u32),
                    false => c.to_string(),
                })
                .collect();
            let slash = if n >= 30 { "/" } else { "" };
            let year = if n.is_multiple_of(2) { "2026" } else { "%32026" };
            format!(
                "/api/v2/consumption/electricity/user/1000001/location/{id}/timeseries{slash}?year={year}"
            )
        })
        .collect();

    for spelling in &spellings {
        let response = app.get(spelling).await;
        assert_eq!(response.status(), 200, "{spelling}");
    }

    let upstream = "/v2/consumption/electricity/user/1000001/location/KP100101/timeseries";
    assert_eq!(app.mocks.metering.faults.request_count("GET", upstream), 1);
    app.state.cache.sync().await;
    let entries: Vec<String> = app
        .state
        .cache
        .keys()
        .into_iter()
        .filter(|key| key.contains("/timeseries"))
        .collect();
    assert_eq!(
        entries,
        vec![
            "user:1000001 GET /api/v2/consumption/electricity/user/1000001/location/KP100101/timeseries?year=2026"
        ]
    );
}

#[tokio::test]
async fn a_user_id_in_another_form_than_its_canonical_one_is_400() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;

    for spelling in ["+1000001", "01000001", "%2B1000001", "1000001.0", "0"] {
        let response = app.get(&format!("/api/v2/user/{spelling}/ui")).await;
        problem(response, 400, "VALIDATION_FAILED").await;
    }
    let response = app
        .get("/api/v2/servicelocation/user/01000001/content")
        .await;
    problem(response, 400, "VALIDATION_FAILED").await;
    // Percent-encoded digits are the same id once decoded.
    assert_eq!(app.get("/api/v2/user/%31000001/ui").await.status(), 200);
}
