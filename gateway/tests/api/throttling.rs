//! Sign-in and code entry are throttled per account and per client address.

use serde_json::json;

use crate::helpers::*;

#[tokio::test]
async fn too_many_sign_ins_for_one_account_are_rate_limited_with_retry_after() {
    let app = spawn_app().await;
    for _ in 0..5 {
        app.login(KULUTTAJA, "Wrong!2026").await;
    }

    let response = app.login(KULUTTAJA, PASSWORD).await;

    let retry_after: u64 = response.headers()["retry-after"]
        .to_str()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=60).contains(&retry_after), "{retry_after}");
    problem(response, 429, "RATE_LIMITED").await;
    // Another account from the same address is not blocked by this one's bucket.
    assert_eq!(app.login(EDUSTAJA, PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn unknown_accounts_are_throttled_like_known_ones() {
    let app = spawn_app().await;
    for _ in 0..5 {
        app.login("nobody@demo.example", PASSWORD).await;
    }

    problem(
        app.login("nobody@demo.example", PASSWORD).await,
        429,
        "RATE_LIMITED",
    )
    .await;
}

#[tokio::test]
async fn too_many_sign_ins_from_one_address_are_rate_limited() {
    let app = spawn_app_with(|s| s.throttle.sign_in_per_address_per_minute = 3).await;
    for account in ["a@demo.example", "b@demo.example", "c@demo.example"] {
        app.login(account, PASSWORD).await;
    }

    problem(app.login(KULUTTAJA, PASSWORD).await, 429, "RATE_LIMITED").await;
}

#[tokio::test]
async fn code_entry_is_throttled_per_account() {
    let app = spawn_app().await;
    let body = json!({"email": KULUTTAJA, "code": "123456", "newPassword": "Uusi!Salasana2"});
    for _ in 0..5 {
        app.post_json("/api/auth/v1/reset-password", &body).await;
    }

    problem(
        app.post_json("/api/auth/v1/reset-password", &body).await,
        429,
        "RATE_LIMITED",
    )
    .await;
}

/// Signs `client` in as `username` with `password`: the status.
async fn login_with(
    app: &TestApp,
    client: &reqwest::Client,
    username: &str,
    password: &str,
) -> u16 {
    app.post_json_with(
        client,
        "/api/auth/v1/login",
        &json!({"username": username, "password": password}),
    )
    .await
    .status()
    .as_u16()
}

#[tokio::test]
async fn guessing_from_elsewhere_never_locks_the_owner_out_of_a_browser_they_signed_in_with() {
    let app = spawn_app().await;
    // The owner signed in with this browser before; the guesser comes from the same address.
    let owner = new_client();
    let first = app
        .post_json_with(
            &owner,
            "/api/auth/v1/login",
            &json!({"username": KULUTTAJA, "password": PASSWORD}),
        )
        .await;
    assert_eq!(first.status(), 200);
    let device = first
        .headers()
        .get_all("set-cookie")
        .iter()
        .filter_map(|value| value.to_str().ok())
        .find(|value| value.starts_with("portal_device="))
        .expect("a device cookie")
        .to_owned();
    assert!(
        !device.contains(PASSWORD) && !device.contains(KULUTTAJA),
        "{device}"
    );
    assert!(device.contains("HttpOnly"), "{device}");

    for _ in 0..5 {
        problem(
            app.login(KULUTTAJA, "Wrong!2026").await,
            401,
            "INVALID_CREDENTIALS",
        )
        .await;
    }
    problem(app.login(KULUTTAJA, PASSWORD).await, 429, "RATE_LIMITED").await;

    // The owner's browser keeps its own allowance: the right password signs in.
    assert_eq!(login_with(&app, &owner, KULUTTAJA, PASSWORD).await, 200);
    // Its guesses are bounded too: five wrong, then it waits as well.
    for _ in 0..5 {
        assert_eq!(login_with(&app, &owner, KULUTTAJA, "Wrong!2026").await, 401);
    }
    assert_eq!(login_with(&app, &owner, KULUTTAJA, PASSWORD).await, 429);
}

#[tokio::test]
async fn a_device_cookie_of_another_account_or_forged_is_no_allowance() {
    let app = spawn_app().await;
    // Known to another account only.
    let other = new_client();
    assert_eq!(login_with(&app, &other, EDUSTAJA, PASSWORD).await, 200);
    for _ in 0..5 {
        app.login(KULUTTAJA, "Wrong!2026").await;
    }
    assert_eq!(login_with(&app, &other, KULUTTAJA, PASSWORD).await, 429);
    // A cookie of the right name but not ours.
    let forged = app
        .client
        .post(app.url("/api/auth/v1/login"))
        .header("X-Web-Version", WEB_VERSION)
        .header("Cookie", "portal_device=0123456789abcdef.0123456789abcdef")
        .json(&json!({"username": KULUTTAJA, "password": PASSWORD}))
        .send()
        .await
        .unwrap();
    problem(forged, 429, "RATE_LIMITED").await;
}
