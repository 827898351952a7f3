//! A user's own sign-ins (#246/#247) and staff ending all of a user's (#245).

use serde_json::Value;

use crate::helpers::*;

const SIGN_INS: &str = "/api/auth/v1/sessions";

async fn sign_ins_of(app: &TestApp, client: &reqwest::Client) -> Vec<Value> {
    let response = app.get_with(client, SIGN_INS).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

/// A browser with its own user agent, signed in as `username`.
async fn browser(app: &TestApp, username: &str, user_agent: &str) -> reqwest::Client {
    let client = reqwest::Client::builder()
        .cookie_store(true)
        .user_agent(user_agent)
        .build()
        .unwrap();
    let body = serde_json::json!({"username": username, "password": PASSWORD});
    let response = app
        .post_json_with(&client, "/api/auth/v1/login", &body)
        .await;
    assert_eq!(response.status(), 200);
    client
}

async fn delete(app: &TestApp, client: &reqwest::Client, path: &str) -> reqwest::Response {
    app.send_with(client, "DELETE", path, None, true).await
}

#[tokio::test]
async fn a_user_sees_each_of_their_sign_ins_and_no_one_elses() {
    let app = spawn_app().await;
    let phone = browser(&app, KULUTTAJA, "Mozilla/5.0 (iPhone) Safari\t/17").await;
    let desktop = browser(&app, KULUTTAJA, "Mozilla/5.0 (X11; Linux) Firefox/130").await;
    let _stranger = browser(&app, EDUSTAJA, "Someone else").await;

    let list = sign_ins_of(&app, &desktop).await;

    assert_eq!(list.len(), 2, "{list:#?}");
    let current: Vec<&Value> = list.iter().filter(|s| s["current"] == true).collect();
    assert_eq!(current.len(), 1);
    assert_eq!(
        current[0]["userAgent"],
        "Mozilla/5.0 (X11; Linux) Firefox/130"
    );
    let other = list.iter().find(|s| s["current"] == false).unwrap();
    // A control character in a user agent is not kept.
    assert_eq!(other["userAgent"], "Mozilla/5.0 (iPhone) Safari/17");
    for sign_in in &list {
        assert_eq!(sign_in["address"], "127.0.0.1");
        let created = sign_in["createdAt"].as_str().unwrap();
        assert!(created.ends_with('Z') && created.len() == 20, "{created}");
        assert!(sign_in["lastSeenAt"].as_str().unwrap() >= created);
        let id = sign_in["sessionId"].as_str().unwrap();
        assert_eq!(id.len(), 16);
    }
    // The handle is not the id the cookie's state names.
    app.state.sessions.live.sync().await;
    let ids = app
        .state
        .sessions
        .live
        .of_account(gateway::session::registry::Account::Username(KULUTTAJA))
        .await
        .unwrap();
    assert!(ids
        .iter()
        .all(|live| list.iter().all(|s| s["sessionId"] != live.id.as_str())));
    assert_eq!(sign_ins_of(&app, &phone).await.len(), 2);
}

#[tokio::test]
async fn ending_another_sign_in_signs_that_browser_out_and_keeps_this_one() {
    let app = spawn_app().await;
    let phone = browser(&app, KULUTTAJA, "phone").await;
    let desktop = browser(&app, KULUTTAJA, "desktop").await;
    let list = sign_ins_of(&app, &desktop).await;
    let phone_id = list.iter().find(|s| s["current"] == false).unwrap()["sessionId"]
        .as_str()
        .unwrap()
        .to_owned();

    let response = delete(&app, &desktop, &format!("{SIGN_INS}/{phone_id}")).await;

    assert_eq!(response.status(), 204);
    problem(
        app.get_with(&phone, "/api/v2/me").await,
        401,
        "SESSION_EXPIRED",
    )
    .await;
    assert_eq!(app.get_with(&desktop, "/api/v2/me").await.status(), 200);
    // Gone is gone: the same id again is not found.
    let again = delete(&app, &desktop, &format!("{SIGN_INS}/{phone_id}")).await;
    problem(again, 404, "NOT_FOUND").await;
}

#[tokio::test]
async fn all_ends_every_other_sign_in_and_the_own_one_signs_out() {
    let app = spawn_app().await;
    let first = browser(&app, KULUTTAJA, "first").await;
    let second = browser(&app, KULUTTAJA, "second").await;
    let third = browser(&app, KULUTTAJA, "third").await;

    assert_eq!(
        delete(&app, &third, &format!("{SIGN_INS}/all"))
            .await
            .status(),
        204
    );

    for gone in [&first, &second] {
        problem(
            app.get_with(gone, "/api/v2/me").await,
            401,
            "SESSION_EXPIRED",
        )
        .await;
    }
    let list = sign_ins_of(&app, &third).await;
    assert_eq!(list.len(), 1);
    let own = list[0]["sessionId"].as_str().unwrap().to_owned();
    let response = delete(&app, &third, &format!("{SIGN_INS}/{own}")).await;
    assert_eq!(response.status(), 204);
    assert!(set_cookies(response.headers())
        .iter()
        .any(|c| c.contains("Max-Age=0") || c.starts_with("portal_session=;")));
    problem(app.get_with(&third, SIGN_INS).await, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn another_accounts_sign_in_cannot_be_ended_and_bad_ids_are_refused() {
    let app = spawn_app().await;
    let stranger = browser(&app, EDUSTAJA, "stranger").await;
    let own = browser(&app, KULUTTAJA, "own").await;
    let theirs = sign_ins_of(&app, &stranger).await[0]["sessionId"]
        .as_str()
        .unwrap()
        .to_owned();

    problem(
        delete(&app, &own, &format!("{SIGN_INS}/{theirs}")).await,
        404,
        "NOT_FOUND",
    )
    .await;
    assert_eq!(app.get_with(&stranger, "/api/v2/me").await.status(), 200);
    problem(
        delete(&app, &own, &format!("{SIGN_INS}/a%20b")).await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
    // A write without the frontend's header is refused like every other.
    let bare = app
        .send_with(&own, "DELETE", &format!("{SIGN_INS}/all"), None, false)
        .await;
    problem(bare, 403, "CSRF_HEADER_MISSING").await;
    problem(app.get(SIGN_INS).await, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn a_user_administrator_ends_every_sign_in_of_a_user() {
    let app = spawn_app().await;
    let phone = browser(&app, KULUTTAJA, "phone").await;
    let desktop = browser(&app, KULUTTAJA, "desktop").await;
    let bystander = browser(&app, EDUSTAJA, "bystander").await;
    let path = format!("/api/admin/users/v1/{KULUTTAJA_ID}/sessions");

    for refused in [ASIAKASPALVELU, EDUSTAJA] {
        let client = app.client_for(refused).await;
        problem(delete(&app, &client, &path).await, 403, "FORBIDDEN").await;
    }
    assert_eq!(app.get_with(&phone, "/api/v2/me").await.status(), 200);
    problem(
        app.send("DELETE", &path, None).await,
        401,
        "SESSION_EXPIRED",
    )
    .await;

    let admin = app.client_for(ADMIN).await;
    let response = delete(&app, &admin, &path).await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["ended"], 2);
    for gone in [&phone, &desktop] {
        problem(
            app.get_with(gone, "/api/v2/me").await,
            401,
            "SESSION_EXPIRED",
        )
        .await;
    }
    assert_eq!(app.get_with(&bystander, "/api/v2/me").await.status(), 200);
    problem(
        delete(&app, &admin, "/api/admin/users/v1/abc/sessions").await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
}
