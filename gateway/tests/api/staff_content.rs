//! What staff set at content reaches customers: the maintenance gate (A70), the top-bar message
//! in `/api/v2/me` (A71), flags on every user's next read of the features rows (A72) and the
//! tile of a place (A73).

use chrono::{Duration, SecondsFormat, Utc};
use serde_json::{json, Value};

use crate::helpers::*;

const EDUSTAJA: &str = "edustaja@demo.example";
/// A row every household reads: kuluttaja's own features.
const KULUTTAJA_READ: &str = "/api/features/v1/user/1000001";
const EDUSTAJA_READ: &str = "/api/features/v1/user/1000002";

fn in_hours(hours: i64) -> String {
    (Utc::now() + Duration::hours(hours)).to_rfc3339_opts(SecondsFormat::Secs, true)
}

async fn status(app: &TestApp, client: &reqwest::Client, path: &str) -> u16 {
    app.get_with(client, path).await.status().as_u16()
}

async fn staff_send(
    app: &TestApp,
    admin: &reqwest::Client,
    method: &str,
    path: &str,
    body: Option<Value>,
) -> Value {
    let response = app
        .send_with(admin, method, path, body.as_ref(), true)
        .await;
    let code = response.status().as_u16();
    let text = response.text().await.unwrap();
    assert!((200..300).contains(&code), "{method} {path}: {code} {text}");
    serde_json::from_str(&text).unwrap_or(Value::Null)
}

#[tokio::test]
async fn customers_of_an_origin_in_maintenance_are_told_and_staff_go_on_working() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let vare = app.client_for(KULUTTAJA).await;
    let sv = app.client_for(EDUSTAJA).await;
    assert_eq!(status(&app, &vare, KULUTTAJA_READ).await, 200);

    // The toggle, with a message and an end an hour away.
    let until = in_hours(1);
    let state = staff_send(
        &app,
        &admin,
        "PUT",
        "/api/admin/maintenance/v1/VARE",
        Some(json!({"enabled": true, "message": "Huoltokatko kello 16 asti.", "until": until})),
    )
    .await;
    assert_eq!(state["enabled"], true);

    let refused = app.get_with(&vare, KULUTTAJA_READ).await;
    let retry: i64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((3500..=3600).contains(&retry), "{retry}");
    let body = problem(refused, 503, "MAINTENANCE").await;
    assert_eq!(body["detail"], "Huoltokatko kello 16 asti.");
    assert_eq!(body["origin"], "VARE");
    assert!(body["until"].is_string());
    // The signed-in user and the sign-in rows pass; so do another origin's customer and staff.
    assert_eq!(status(&app, &vare, "/api/v2/me").await, 200);
    assert_eq!(
        status(&app, &vare, "/api/auth/v1/session-status").await,
        200
    );
    assert_eq!(status(&app, &sv, EDUSTAJA_READ).await, 200);
    assert_eq!(
        status(&app, &admin, "/api/admin/maintenance/v1/schedules").await,
        200
    );

    // An empty body flips it off: the customer is back at the next request.
    let state = staff_send(&app, &admin, "PUT", "/api/admin/maintenance/v1/VARE", None).await;
    assert_eq!(state["enabled"], false);
    assert_eq!(status(&app, &vare, KULUTTAJA_READ).await, 200);

    // A window covering now puts SV in maintenance until it is removed.
    let window = staff_send(&app, &admin, "POST", "/api/admin/maintenance/v1/schedules",
        Some(json!({"origin": "SV", "start": in_hours(-1), "end": in_hours(2), "message": "Päivitys."}))).await;
    let refused = app.get_with(&sv, EDUSTAJA_READ).await;
    let retry: i64 = refused.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((7100..=7200).contains(&retry), "{retry}");
    problem(refused, 503, "MAINTENANCE").await;
    assert_eq!(status(&app, &vare, KULUTTAJA_READ).await, 200);
    let id = window["scheduleId"].as_str().unwrap();
    staff_send(
        &app,
        &admin,
        "DELETE",
        &format!("/api/admin/maintenance/v1/schedules/{id}"),
        None,
    )
    .await;
    assert_eq!(status(&app, &sv, EDUSTAJA_READ).await, 200);
}

#[tokio::test]
async fn the_top_bar_message_is_in_me_until_it_is_removed() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let customer = app.client_for(KULUTTAJA).await;
    let read = || async {
        app.get_with(&customer, "/api/v2/me")
            .await
            .json::<Value>()
            .await
            .unwrap()
    };
    assert_eq!(read().await["topBarMessage"], Value::Null);
    staff_send(
        &app,
        &admin,
        "POST",
        "/api/admin/notifications/top-bar/v1",
        Some(json!({"message": "Asiakaspalvelu on suljettu perjantaina.", "level": "WARNING"})),
    )
    .await;
    let shown = read().await;
    assert_eq!(
        shown["topBarMessage"]["message"],
        "Asiakaspalvelu on suljettu perjantaina."
    );
    assert_eq!(shown["topBarMessage"]["level"], "WARNING");
    staff_send(
        &app,
        &admin,
        "DELETE",
        "/api/admin/notifications/top-bar/v1",
        None,
    )
    .await;
    assert_eq!(read().await["topBarMessage"], Value::Null);
}

#[tokio::test]
async fn a_flag_shows_on_every_users_next_read_though_the_read_was_cached() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let customer = app.client_for(KULUTTAJA).await;
    let place = "/api/features/v1/user/1000001/location/KP100101";
    let alerts = |body: Value| {
        body["features"]
            .as_array()
            .unwrap()
            .iter()
            .find(|f| f["feature"] == "ALERTS")
            .map(|f| f["enabled"].clone())
    };
    let read = || async {
        app.get_with(&customer, place)
            .await
            .json::<Value>()
            .await
            .unwrap()
    };
    assert_eq!(alerts(read().await), Some(json!(true)));
    // Cached per user now; the flag evicts it for everyone.
    staff_send(
        &app,
        &admin,
        "POST",
        "/api/admin/feature-flags/v1",
        Some(
            json!({"feature": "ALERTS", "enabled": false, "readOnly": true,
            "qualifiers": [{"type": "ORIGIN", "value": "VARE"}]}),
        ),
    )
    .await;
    assert_eq!(alerts(read().await), Some(json!(false)));
    // The place's override beats the flag; removing it restores the flag's answer.
    let over = staff_send(&app, &admin, "POST", "/api/admin/feature-flags/v1/override",
        Some(json!({"feature": "ALERTS", "locationId": "KP100101", "enabled": true, "readOnly": false}))).await;
    assert_eq!(alerts(read().await), Some(json!(true)));
    let id = over["overrideId"].as_str().unwrap();
    staff_send(
        &app,
        &admin,
        "DELETE",
        &format!("/api/admin/feature-flags/v1/override/{id}"),
        None,
    )
    .await;
    assert_eq!(alerts(read().await), Some(json!(false)));
}

#[tokio::test]
async fn staffs_tile_reaches_the_places_of_its_origin() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let customer = app.client_for(KULUTTAJA).await;
    let tile = "/api/v2/servicelocation/user/1000001/location/KP100101/advertisementtile";
    let title = || async {
        app.get_with(&customer, tile)
            .await
            .json::<Value>()
            .await
            .unwrap()["title"]
            .clone()
    };
    let before = title().await;
    staff_send(
        &app,
        &admin,
        "POST",
        "/api/admin/advertisement-tile/v1",
        Some(
            json!({"title": "Aurinkoa katolle", "text": "Kartoitus", "linkText": "Lue lisää",
            "linkUrl": "https://aurinko.demo.example/", "origins": ["VARE"]}),
        ),
    )
    .await;
    assert_eq!(title().await, "Aurinkoa katolle");
    staff_send(
        &app,
        &admin,
        "DELETE",
        "/api/admin/advertisement-tile/v1",
        None,
    )
    .await;
    assert_eq!(title().await, before);
}

#[tokio::test]
async fn demo_reads_and_external_api_tokens_of_an_origin_in_maintenance_are_told_too() {
    let app = spawn_app().await;
    let company = app.client_for(YRITYS).await;
    let place = crate::b2b_tokens::place_ref_of(COMPANY, |_| true);
    let issued = crate::b2b_tokens::issue_with(&app, &company, &place, "ERP").await;
    let token = issued["token"].as_str().unwrap().to_owned();
    let external = format!("/api/external/v1/servicelocations/{place}");
    let call = || async {
        reqwest::Client::new()
            .get(app.url(&external))
            .bearer_auth(&token)
            .send()
            .await
            .unwrap()
    };
    assert_eq!(call().await.status(), 200);

    let admin = app.client_for(ADMIN).await;
    for origin in ["VARE", "SV", "KUO"] {
        staff_send(
            &app,
            &admin,
            "PUT",
            &format!("/api/admin/maintenance/v1/{origin}"),
            Some(json!({"enabled": true, "message": "Huoltokatko."})),
        )
        .await;
    }
    let refused = call().await;
    assert_eq!(refused.headers()["retry-after"], "300");
    problem(refused, 503, "MAINTENANCE").await;
    // Demo mode's public reads, without a session, are the demo user's customers' reads.
    let visitor = new_client();
    let demo = app
        .get_with(&visitor, "/api/v2/servicelocation/user/1000000/content")
        .await;
    problem(demo, 503, "MAINTENANCE").await;
    // A made-up token is still the row's own 401, not a maintenance notice.
    let made_up = reqwest::Client::new()
        .get(app.url(&external))
        .bearer_auth("ept_made_up")
        .send()
        .await
        .unwrap();
    problem(made_up, 401, "INVALID_TOKEN").await;
}
