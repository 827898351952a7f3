//! Demo mode's public reads (api-surface A9): GET rows for user 1000000 answer without a
//! session, read-only; every other user still needs one.

use serde_json::{json, Value};

use crate::helpers::*;

const DEMO_CONTENT: &str = "/api/v2/servicelocation/user/1000000/content";

#[tokio::test]
async fn a_visitor_reads_the_demo_users_rows_without_a_session_or_a_cookie() {
    let app = spawn_app().await;
    let response = app.get(DEMO_CONTENT).await;
    assert_eq!(response.status(), 200);
    assert!(
        set_cookies(response.headers()).is_empty(),
        "no session is made"
    );
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["user"]["priwattiUserId"], 1_000_000);
    let place = body["content"][0]["location"]["identifier"]
        .as_str()
        .expect("a demo place")
        .to_owned();
    // A declared row and the composed #117 too.
    let prices =
        format!("/api/v2/consumption/pricing/user/1000000/location/{place}/productConfiguration");
    assert_eq!(app.get(&prices).await.status(), 200, "{prices}");
    let details = format!("/api/v2/servicelocation/user/1000000/location/{place}");
    assert_eq!(app.get(&details).await.status(), 200);
    // Still no session: the visitor is not signed in as the demo user.
    app.assert_signed_out().await;
}

#[tokio::test]
async fn other_users_and_every_write_still_need_a_session() {
    let app = spawn_app().await;
    problem(
        app.get(&TestApp::content_path(KULUTTAJA_ID)).await,
        401,
        "SESSION_EXPIRED",
    )
    .await;
    let response = app
        .send(
            "POST",
            "/api/v2/servicelocation/user/1000000/name",
            Some(&json!({"locationIdentifier": "KP100001", "name": "Oma"})),
        )
        .await;
    problem(response, 403, "DEMO_READ_ONLY").await;
    problem(
        app.send("PUT", "/api/v2/messages/user/1000001/markAllAsRead", None)
            .await,
        401,
        "SESSION_EXPIRED",
    )
    .await;
}

#[tokio::test]
async fn public_reads_can_be_turned_off() {
    let app = spawn_app_with(|settings| settings.demo.public_reads = false).await;
    problem(app.get(DEMO_CONTENT).await, 401, "SESSION_EXPIRED").await;
}

/// A67: signing in to the demo account with its published password gives no right to change it,
/// and no session may write in the demo user's name.
#[tokio::test]
async fn a_signed_in_session_of_the_demo_account_or_naming_it_cannot_write() {
    let app = spawn_app().await;
    let rename = json!({"locationIdentifier": "KP100001", "name": "Oma"});
    app.sign_in("demo@demo.example").await;

    let own = app
        .send(
            "POST",
            "/api/v2/servicelocation/user/1000000/name",
            Some(&rename),
        )
        .await;
    let ui = app
        .send(
            "POST",
            "/api/v2/user/1000000/setProperty",
            Some(&json!({"property": "graphMode", "value": "ZERO"})),
        )
        .await;
    problem(own, 403, "DEMO_READ_ONLY").await;
    problem(ui, 403, "DEMO_READ_ONLY").await;

    let other = app.client_for(KULUTTAJA).await;
    let naming = app
        .send_with(
            &other,
            "POST",
            "/api/v2/servicelocation/user/1000000/name",
            Some(&rename),
            true,
        )
        .await;
    problem(naming, 403, "DEMO_READ_ONLY").await;
}

/// Demo mode in the browser also reads rows that name no user (the spot prices, a query naming
/// the user itself): with its header and without a session they answer as the demo user; a row
/// naming another user, or a write, keeps its checks.
#[tokio::test]
async fn demo_mode_reads_rows_naming_no_user_with_its_header() {
    let app = spawn_app().await;
    let prices = "/api/v2/energyprice?year=2026&month=11&vat=true";
    let as_demo = |path: &str| {
        app.client
            .get(app.url(path))
            .header("X-Portal-Demo", "1")
            .send()
    };
    problem(app.get(prices).await, 401, "SESSION_EXPIRED").await;

    let response = as_demo(prices).await.unwrap();
    assert_eq!(response.status(), 200);
    assert!(
        set_cookies(response.headers()).is_empty(),
        "no session is made"
    );
    let own = "/api/v2/alerts/checkElectricityContracts?priwattiUserId=1000000&locationIdentifier=KP100001";
    assert_eq!(as_demo(own).await.unwrap().status(), 200, "{own}");

    let other = "/api/v2/alerts/checkElectricityContracts?priwattiUserId=1000001&locationIdentifier=KP100101";
    assert_eq!(as_demo(other).await.unwrap().status(), 403, "{other}");
    let content = TestApp::content_path(KULUTTAJA_ID);
    problem(as_demo(&content).await.unwrap(), 401, "SESSION_EXPIRED").await;
    let write = app
        .client
        .put(app.url("/api/v2/messages/seen/M1?seen=true"))
        .header("X-Portal-Demo", "1")
        .header("X-Web-Version", "0.1.0")
        .send()
        .await
        .unwrap();
    assert_eq!(write.status(), 401);
    app.assert_signed_out().await;
}
