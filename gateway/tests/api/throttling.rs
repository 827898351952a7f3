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
