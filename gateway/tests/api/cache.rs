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
