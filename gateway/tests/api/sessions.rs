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
    assert_eq!(refreshes(&app), 1);
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
    app.state.sessions.live.sync().await;
    assert_eq!(app.state.sessions.live.len(), 1);

    let response = app.logout().await;

    assert_eq!(response.status(), 204);
    let cookies = set_cookies(response.headers());
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("portal_session=;") || c.contains("Max-Age=0")),
        "{cookies:?}"
    );
    app.state.sessions.live.sync().await;
    assert_eq!(app.state.sessions.live.len(), 0);
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
    assert_eq!(refreshes(&app), 1);
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
    assert_eq!(refreshes(&app), 1);
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
async fn a_session_in_use_outlives_its_idle_timeout() {
    let app = spawn_app_with(|s| s.session.idle_timeout_seconds = 2).await;
    app.sign_in(KULUTTAJA).await;

    // Requests 0.8 s apart for 4 s: each load renews the 2-second idle timeout.
    for _ in 0..5 {
        tokio::time::sleep(Duration::from_millis(800)).await;
        let response = app.get("/api/auth/v1/session-status").await;
        assert_eq!(response.status(), 200);
    }
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

/// Reads that every other sign-in of kuluttaja has lost: `me`, session-status and a row whose
/// answer is in the cache.
async fn assert_ended(app: &TestApp, other: &reqwest::Client) {
    for path in [
        "/api/v2/me",
        "/api/auth/v1/session-status",
        &TestApp::content_path(KULUTTAJA_ID),
    ] {
        problem(app.get_with(other, path).await, 401, "SESSION_EXPIRED").await;
    }
}

/// Another browser of kuluttaja with #116 in the cache under its scope.
async fn other_sign_in_with_a_cached_row(app: &TestApp) -> reqwest::Client {
    let other = app.client_for(KULUTTAJA).await;
    let content = TestApp::content_path(KULUTTAJA_ID);
    assert_eq!(app.get_with(&other, &content).await.status(), 200);
    other
}

#[tokio::test]
async fn a_password_reset_ends_every_session_of_the_account_cached_rows_included() {
    let app = spawn_app().await;
    let other = other_sign_in_with_a_cached_row(&app).await;

    app.post_json(
        "/api/auth/v1/send-reset-password-code",
        &json!({"email": KULUTTAJA}),
    )
    .await;
    let code = app
        .mocks
        .outbox
        .latest_code(KULUTTAJA, demo_fixtures::mocks::OutboxKind::ResetPassword)
        .expect("a reset code was mailed");
    let reset = app
        .post_json(
            "/api/auth/v1/reset-password",
            &json!({"email": KULUTTAJA, "code": code, "newPassword": "Uusi!Salasana2"}),
        )
        .await;

    assert_eq!(reset.status(), 204);
    assert_ended(&app, &other).await;
}

#[tokio::test]
async fn an_email_change_ends_the_other_sessions_and_keeps_this_one() {
    let app = spawn_app().await;
    let other = other_sign_in_with_a_cached_row(&app).await;
    app.sign_in(KULUTTAJA).await;

    let changed = app
        .post_json(
            &format!("/api/v2/user/{KULUTTAJA_ID}/changeEmailAddress"),
            &json!({"email": "kuluttaja.uusi@demo.example"}),
        )
        .await;

    assert_eq!(changed.status(), 204);
    assert_ended(&app, &other).await;
    let me: Value = app.get("/api/v2/me").await.json().await.unwrap();
    assert_eq!(me["username"], "kuluttaja.uusi@demo.example");
}

#[tokio::test]
async fn an_account_deletion_ends_every_session_of_the_account() {
    let app = spawn_app().await;
    let other = other_sign_in_with_a_cached_row(&app).await;
    app.sign_in(KULUTTAJA).await;

    let deleted = app
        .send("DELETE", &format!("/api/v2/user/{KULUTTAJA_ID}"), None)
        .await;

    assert_eq!(deleted.status(), 204);
    assert_ended(&app, &other).await;
    app.assert_signed_out().await;
}

#[tokio::test]
async fn a_sign_out_racing_a_slow_read_that_refreshes_stays_final() {
    let app = spawn_app_with(|s| {
        s.mocks.access_token_ttl_seconds = 6;
        s.identity.leeway_seconds = 0;
    })
    .await;
    app.sign_in(KULUTTAJA).await;
    // Past the refresh margin: the next read refreshes first, then waits on a slow crm.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    app.mocks.crm.faults.set(FaultRule {
        delay: Some(Duration::from_millis(800)),
        ..fault("GET", &format!("/v1/users/{KULUTTAJA_ID}/content"))
    });

    let content = TestApp::content_path(KULUTTAJA_ID);
    let read = app.get(&content);
    let sign_out = async {
        tokio::time::sleep(Duration::from_millis(300)).await;
        app.logout().await
    };
    let (_read, signed_out) = tokio::join!(read, sign_out);

    assert_eq!(signed_out.status(), 204);
    // Whatever cookie the racing read left in the browser, the session is gone.
    app.assert_signed_out().await;
    problem(app.get("/api/v2/me").await, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn twenty_parallel_calls_with_an_expired_token_make_one_refresh_and_nobody_is_signed_out() {
    let app = spawn_app_with(|s| {
        s.mocks.access_token_ttl_seconds = 6;
        s.identity.leeway_seconds = 0;
    })
    .await;
    app.sign_in(KULUTTAJA).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;

    let app = &app;
    let calls = (0..20u32).map(|n| {
        // Distinct rows, so the cache's single flight does not hide the refreshes.
        let path = if n.is_multiple_of(2) {
            format!("/api/v2/user/{KULUTTAJA_ID}/ui")
        } else {
            format!(
                "/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP10010{}/contracts",
                1 + n % 3
            )
        };
        async move { app.get(&path).await.status().as_u16() }
    });
    let statuses = futures_util::future::join_all(calls).await;

    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(refreshes(app), 1);
    // The identity mock rotates refresh tokens and revokes a family on reuse: the session
    // survives only if no retired token was sent again.
    assert_eq!(app.get("/api/v2/me").await.status(), 200);
    assert_eq!(
        app.post_json("/api/auth/v1/refresh-session", &json!({}))
            .await
            .status(),
        200
    );
    assert_eq!(refreshes(app), 2);
}

#[tokio::test]
async fn the_location_details_fan_out_refreshes_once() {
    let app = spawn_app_with(|s| {
        s.mocks.access_token_ttl_seconds = 6;
        s.identity.leeway_seconds = 0;
    })
    .await;
    app.sign_in(KULUTTAJA).await;
    tokio::time::sleep(Duration::from_millis(1500)).await;

    let details = app
        .get(&format!(
            "/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP100101"
        ))
        .await;

    assert_eq!(details.status(), 200);
    assert_eq!(refreshes(&app), 1);
}

#[tokio::test]
async fn a_reused_refresh_token_is_refused_and_revokes_its_family() {
    let app = spawn_app().await;
    let identity = app.state.identity.clone();
    let login = upstream_clients::identity::LoginRequest {
        username: KULUTTAJA.to_owned(),
        password: PASSWORD.to_owned(),
    };
    let tokens = match identity.login(&login).await.expect("signs in") {
        upstream_clients::identity::LoginResult::Authenticated { tokens } => {
            tokens.refresh_token.expect("a refresh token")
        }
        other => panic!("unexpected {other:?}"),
    };

    let first = identity.refresh(&tokens).await.expect("first use");
    let reused = identity.refresh(&tokens).await;
    let after_reuse = identity
        .refresh(first.refresh_token.as_deref().unwrap())
        .await;

    assert!(matches!(
        reused,
        Err(upstream_clients::UpstreamError::Unauthorized { .. })
    ));
    assert!(matches!(
        after_reuse,
        Err(upstream_clients::UpstreamError::Unauthorized { .. })
    ));
}

/// How many times identity was asked to refresh a token.
fn refreshes(app: &TestApp) -> u64 {
    app.mocks
        .identity
        .faults
        .request_count("POST", "/v1/auth/refresh")
}
