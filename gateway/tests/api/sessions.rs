//! Server-side sessions: status, refresh, sign-out, cookie flags, renewal, and tokens that never
//! reach the browser.

use std::time::Duration;

use demo_fixtures::mocks::FaultRule;
use serde_json::{json, Value};

use crate::helpers::*;

#[tokio::test]
async fn session_status_is_401_without_a_session_and_gives_expiry_with_one() {
    let app = spawn_app().await;
    app.assert_signed_out().await;
    app.sign_in(KULUTTAJA).await;

    let status: Value = app
        .get("/api/auth/v1/session-status")
        .await
        .json()
        .await
        .unwrap();

    assert_eq!(status["hasRefreshToken"], true);
    let now = gateway::session::now_epoch_seconds();
    let expires_at = status["expiresAt"].as_u64().unwrap();
    assert!(
        expires_at > now && expires_at <= now + 900 + 5,
        "epoch seconds: {expires_at}"
    );
}

#[tokio::test]
async fn refreshing_the_session_gives_a_new_expiry() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;

    let response = app
        .post_json("/api/auth/v1/refresh-session", &json!(null))
        .await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert!(body["expiresAt"].as_u64().unwrap() >= gateway::session::now_epoch_seconds());
    assert_eq!(
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/refresh"),
        1
    );
}

#[tokio::test]
async fn refreshing_without_a_session_is_401() {
    let app = spawn_app().await;

    let response = app
        .post_json("/api/auth/v1/refresh-session", &json!(null))
        .await;

    problem(response, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn signing_out_destroys_the_session_on_the_server_and_clears_the_cookie() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.state.sessions.sync().await;
    assert_eq!(app.state.sessions.len(), 1);

    let response = app.logout().await;

    assert_eq!(response.status(), 204);
    let cookies = set_cookies(response.headers());
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("portal_session=;") || c.contains("Max-Age=0")),
        "{cookies:?}"
    );
    app.state.sessions.sync().await;
    assert_eq!(app.state.sessions.len(), 0);
    app.assert_signed_out().await;
    assert_eq!(
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/revoke"),
        1
    );
}

#[tokio::test]
async fn signing_out_twice_or_without_a_session_is_fine() {
    let app = spawn_app().await;

    assert_eq!(app.logout().await.status(), 204);
    app.sign_in(KULUTTAJA).await;
    assert_eq!(app.logout().await.status(), 204);
    assert_eq!(app.logout().await.status(), 204);
}

#[tokio::test]
async fn a_stolen_cookie_is_useless_after_sign_out() {
    let app = spawn_app().await;
    let response = app.login(KULUTTAJA, PASSWORD).await;
    let cookie = session_cookie(&response);
    app.logout().await;

    let replay = app.get_with_cookie("/api/v2/me", &cookie).await;

    problem(replay, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn the_session_id_is_renewed_at_sign_in() {
    let app = spawn_app().await;
    let first = app.login(KULUTTAJA, PASSWORD).await;
    let first_cookie = session_cookie(&first);

    let second = app.login(EDUSTAJA, PASSWORD).await;

    let second_cookie = session_cookie(&second);
    assert_ne!(first_cookie, second_cookie);
    let old = app.get_with_cookie("/api/v2/me", &first_cookie).await;
    problem(old, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn the_session_cookie_is_httponly_lax_and_not_secure_on_plain_loopback() {
    let app = spawn_app().await;

    let response = app.login(KULUTTAJA, PASSWORD).await;

    let cookie = set_cookies(response.headers())
        .pop()
        .expect("session cookie");
    assert!(cookie.starts_with("portal_session="), "{cookie}");
    assert!(cookie.contains("HttpOnly"));
    assert!(cookie.contains("SameSite=Lax"));
    assert!(cookie.contains("Path=/"));
    assert!(!cookie.contains("Secure"));
}

#[tokio::test]
async fn a_secure_session_cookie_takes_the_host_prefix() {
    let app = spawn_app_with(|s| s.session.cookie_secure = true).await;

    let response = app.login(KULUTTAJA, PASSWORD).await;

    let cookie = set_cookies(response.headers())
        .pop()
        .expect("session cookie");
    assert!(cookie.starts_with("__Host-portal_session="), "{cookie}");
    for flag in ["Secure", "HttpOnly", "SameSite=Lax", "Path=/"] {
        assert!(cookie.contains(flag), "{flag} in {cookie}");
    }
    assert!(!cookie.contains("Domain"));
}

#[tokio::test]
async fn no_token_ever_reaches_the_browser() {
    let app = spawn_app().await;
    let mut seen = Vec::new();
    let calls: Vec<reqwest::Response> = vec![
        app.login(KULUTTAJA, PASSWORD).await,
        app.get("/api/auth/v1/session-status").await,
        app.post_json("/api/auth/v1/refresh-session", &json!(null))
            .await,
        app.get("/api/v2/me").await,
        app.get(&TestApp::content_path(KULUTTAJA_ID)).await,
        app.get(&TestApp::content_path(1_000_002)).await,
        app.logout().await,
    ];
    for response in calls {
        for (name, value) in response.headers() {
            seen.push(format!("{name}: {}", value.to_str().unwrap_or_default()));
        }
        seen.push(response.text().await.unwrap());
    }

    for text in &seen {
        assert!(!text.contains("eyJ"), "a JWT in {text}");
        for field in [
            "\"refreshToken\"",
            "\"accessToken\"",
            "\"idToken\"",
            "Bearer",
        ] {
            assert!(!text.contains(field), "{field} in {text}");
        }
    }
}

#[tokio::test]
async fn an_expired_access_token_is_refreshed_silently_for_a_read() {
    let app = spawn_app_with(|s| {
        s.mocks.access_token_ttl_seconds = 1;
        s.identity.leeway_seconds = 0;
    })
    .await;
    app.sign_in(KULUTTAJA).await;
    let before: Value = app
        .get("/api/auth/v1/session-status")
        .await
        .json()
        .await
        .unwrap();
    tokio::time::sleep(Duration::from_millis(2100)).await;

    let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

    assert_eq!(response.status(), 200);
    let after: Value = app
        .get("/api/auth/v1/session-status")
        .await
        .json()
        .await
        .unwrap();
    assert!(after["expiresAt"].as_u64() > before["expiresAt"].as_u64());
    assert_eq!(
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/refresh"),
        1
    );
}

#[tokio::test]
async fn an_upstream_refusing_the_token_gets_one_refresh_and_a_retry() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path = format!("/v1/users/{KULUTTAJA_ID}/content");
    app.mocks.crm.faults.set(FaultRule {
        status: Some(401),
        remaining: Some(1),
        ..fault("GET", &path)
    });

    let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

    assert_eq!(response.status(), 200);
    assert_eq!(
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/refresh"),
        1
    );
    assert_eq!(app.mocks.crm.faults.request_count("GET", &path), 2);
}

#[tokio::test]
async fn a_refused_refresh_ends_the_session() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path = format!("/v1/users/{KULUTTAJA_ID}/content");
    app.mocks.crm.faults.set(FaultRule {
        status: Some(401),
        ..fault("GET", &path)
    });
    app.mocks.identity.faults.set(FaultRule {
        status: Some(401),
        ..fault("POST", "/v1/auth/refresh")
    });

    let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

    problem(response, 401, "SESSION_EXPIRED").await;
    app.assert_signed_out().await;
}

#[tokio::test]
async fn a_session_past_its_absolute_lifetime_is_over() {
    let app = spawn_app_with(|s| s.session.absolute_timeout_seconds = 1).await;
    app.sign_in(KULUTTAJA).await;
    tokio::time::sleep(Duration::from_millis(2100)).await;

    let response = app.get("/api/v2/me").await;

    problem(response, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn an_idle_session_expires_on_the_server() {
    let app = spawn_app_with(|s| s.session.idle_timeout_seconds = 1).await;
    app.sign_in(KULUTTAJA).await;
    tokio::time::sleep(Duration::from_millis(2100)).await;

    let response = app.get("/api/v2/me").await;

    problem(response, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn signing_out_clears_even_a_stale_cookie() {
    let app = spawn_app().await;

    let response = reqwest::Client::new()
        .post(app.url("/api/auth/v1/logout"))
        .header("X-Web-Version", WEB_VERSION)
        .header("cookie", "portal_session=left-over-from-yesterday")
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 204);
    let cookies = set_cookies(response.headers());
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("portal_session=;") && c.contains("Max-Age=0")),
        "{cookies:?}"
    );
}

#[tokio::test]
async fn plain_http_cookies_are_refused_off_loopback() {
    let mut settings = test_settings();
    settings.server.host = "0.0.0.0".parse().unwrap();
    settings.session.cookie_secure = false;

    let result = gateway::startup::Application::build(settings).await;

    assert!(matches!(
        result,
        Err(gateway::startup::StartupError::InsecureCookie(_))
    ));
}
