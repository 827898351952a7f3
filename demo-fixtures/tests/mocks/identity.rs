use demo_fixtures::dataset::{emails, DEMO_PASSWORD};
use demo_fixtures::mocks::OutboxKind;
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use upstream_clients::identity::{
    AccessClaims, ConfirmForgotPasswordRequest, ConfirmSignUpRequest, EmailRequest, LoginResult,
    NewPasswordChallengeRequest, SignUpRequest,
};
use upstream_clients::UpstreamError;

use crate::helpers::{claims_of, identity_client, login, send_json, spawn_mocks};

fn assert_status(result: Result<impl std::fmt::Debug, UpstreamError>, status: u16, code: &str) {
    match result {
        Err(UpstreamError::Status {
            status: s,
            code: Some(c),
            ..
        }) if s == status && c == code => {}
        other => panic!("expected {status} {code}, got {other:?}"),
    }
}

fn assert_unauthorized(result: Result<impl std::fmt::Debug, UpstreamError>, code: &str) {
    match result {
        Err(UpstreamError::Unauthorized { code: Some(c), .. }) if c == code => {}
        other => panic!("expected 401 {code}, got {other:?}"),
    }
}

#[tokio::test]
async fn kuluttaja_signs_in_and_the_access_token_verifies_against_the_jwks() {
    let app = spawn_mocks().await;

    let tokens = app.sign_in(emails::KULUTTAJA).await;
    let jwks = app.identity.jwks().await.expect("jwks");

    assert_eq!(tokens.token_type, "Bearer");
    assert_eq!(tokens.expires_in, 900);
    assert!(tokens.refresh_token.is_some());
    let jwk = serde_json::to_value(&jwks.keys[0]).unwrap();
    assert_eq!(jwk["kty"], "OKP");
    assert_eq!(jwk["crv"], "Ed25519");
    assert_eq!(jwk["alg"], "EdDSA");
    assert_eq!(jwk["use"], "sig");
    let header = decode_header(&tokens.access_token).unwrap();
    assert_eq!(header.alg, Algorithm::EdDSA);
    assert_eq!(header.kid, jwks.keys[0].common.key_id);
    let mut validation = Validation::new(Algorithm::EdDSA);
    validation.set_audience(&[&app.settings.client_id]);
    validation.set_issuer(&[&app.settings.issuer]);
    let key = DecodingKey::from_jwk(&jwks.keys[0]).unwrap();
    let claims = decode::<AccessClaims>(&tokens.access_token, &key, &validation)
        .expect("token verifies")
        .claims;
    assert_eq!(claims.username, emails::KULUTTAJA);
    assert_eq!(claims.token_use, "access");
    assert_eq!(claims.exp - claims.iat, 900);
    assert!(claims.groups.is_empty());
    let id_claims = decode::<serde_json::Value>(&tokens.id_token, &key, &validation)
        .unwrap()
        .claims;
    assert_eq!(id_claims["token_use"], "id");
    assert_eq!(id_claims["email"], emails::KULUTTAJA);
    assert_eq!(id_claims["sub"], claims.sub.as_str());
}

#[tokio::test]
async fn usernames_are_case_insensitive_and_staff_tokens_carry_their_groups() {
    let app = spawn_mocks().await;

    let tokens = app.sign_in("ADMIN@Demo.Example").await;

    let claims = claims_of(&tokens.access_token);
    assert_eq!(claims.groups, ["ADMIN_GROUP_SUPERUSERS"]);
}

#[tokio::test]
async fn a_wrong_password_and_an_unknown_account_get_the_same_answer() {
    let app = spawn_mocks().await;

    let wrong = app
        .identity
        .login(&login(emails::KULUTTAJA, "Väärä!2026"))
        .await;
    let unknown = app
        .identity
        .login(&login("ei-ole@demo.example", DEMO_PASSWORD))
        .await;

    assert_unauthorized(wrong, "NotAuthorized");
    assert_unauthorized(unknown, "NotAuthorized");
}

#[tokio::test]
async fn an_unconfirmed_account_with_the_right_password_is_told_so() {
    let app = spawn_mocks().await;

    let result = app
        .identity
        .login(&login(emails::VAHVISTAMATON, DEMO_PASSWORD))
        .await;

    assert_status(result, 403, "UserNotConfirmed");
}

#[tokio::test]
async fn wrong_client_credentials_are_refused() {
    let app = spawn_mocks().await;
    let client = identity_client(&app.core, &app.mocks.identity, "portal-gateway", "wrong");

    let result = client.login(&login(emails::KULUTTAJA, DEMO_PASSWORD)).await;

    assert_unauthorized(result, "NotAuthorized");
}

#[tokio::test]
async fn uusi_must_set_a_new_password_before_getting_tokens() {
    let app = spawn_mocks().await;
    let first = app
        .identity
        .login(&login(emails::UUSI, DEMO_PASSWORD))
        .await
        .unwrap();
    let LoginResult::NewPasswordRequired { session } = first else {
        panic!("expected the challenge, got {first:?}");
    };
    let answer = |session: &str, password: &str| NewPasswordChallengeRequest {
        username: emails::UUSI.to_owned(),
        session: session.to_owned(),
        new_password: password.to_owned(),
    };

    assert_status(
        app.identity
            .respond_new_password(&answer(&session, "lyhyt"))
            .await,
        400,
        "InvalidPassword",
    );
    assert_unauthorized(
        app.identity
            .respond_new_password(&answer("not-the-session", "Kuokkala2026"))
            .await,
        "NotAuthorized",
    );
    let tokens = app
        .identity
        .respond_new_password(&answer(&session, "Kuokkala2026"))
        .await
        .expect("tokens");

    assert!(tokens.refresh_token.is_some());
    app.sign_in_with(emails::UUSI, "Kuokkala2026").await;
    assert_unauthorized(
        app.identity
            .login(&login(emails::UUSI, DEMO_PASSWORD))
            .await,
        "NotAuthorized",
    );
}

#[tokio::test]
async fn sign_up_sends_a_code_that_confirms_the_account() {
    let app = spawn_mocks().await;
    let email = "Uusi.Asiakas@demo.example";
    let request = SignUpRequest {
        email: email.to_owned(),
        password: "Kesamokki2026".to_owned(),
        name: "Uusi Asiakas".to_owned(),
    };

    app.identity.sign_up(&request).await.expect("sign-up");
    assert_status(
        app.identity.login(&login(email, &request.password)).await,
        403,
        "UserNotConfirmed",
    );
    let code = app
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Signup)
        .expect("a code was sent");
    assert_eq!(code.len(), 6);
    let confirm = |code: &str| ConfirmSignUpRequest {
        email: email.to_lowercase(),
        code: code.to_owned(),
    };
    let wrong = if code == "000000" { "111111" } else { "000000" };
    assert_status(
        app.identity.confirm_sign_up(&confirm(wrong)).await,
        400,
        "CodeMismatch",
    );
    app.identity
        .confirm_sign_up(&confirm(&code))
        .await
        .expect("confirm");

    let tokens = app.sign_in_with(email, &request.password).await;
    let subject = claims_of(&tokens.access_token).sub;
    assert!(matches!(
        app.crm.user_mapping(&tokens.access_token, &subject).await,
        Err(UpstreamError::NotFound { .. })
    ));
}

#[tokio::test]
async fn sign_up_rejects_taken_e_mails_weak_passwords_and_malformed_addresses() {
    let app = spawn_mocks().await;
    let request = |email: &str, password: &str| SignUpRequest {
        email: email.to_owned(),
        password: password.to_owned(),
        name: "Testi".to_owned(),
    };

    // An existing address answers like a new one (A65); its owner is e-mailed instead.
    assert!(app
        .identity
        .sign_up(&request(emails::KULUTTAJA, "Kesamokki2026"))
        .await
        .is_ok());
    assert!(app.mocks.outbox.messages().iter().any(
        |m| m.kind == OutboxKind::AccountExists && m.to.eq_ignore_ascii_case(emails::KULUTTAJA)
    ));
    assert_status(
        app.identity
            .sign_up(&request("uusi2@demo.example", "heikko"))
            .await,
        400,
        "InvalidPassword",
    );
    assert_status(
        app.identity
            .sign_up(&request("ei-sahkoposti", "Kesamokki2026"))
            .await,
        400,
        "InvalidParameter",
    );
    assert_status(
        app.identity
            .confirm_sign_up(&ConfirmSignUpRequest {
                email: "tuntematon@demo.example".to_owned(),
                code: "123456".to_owned(),
            })
            .await,
        400,
        "CodeMismatch",
    );
    // Only the notice to the existing account's owner was sent: no code.
    assert!(app
        .mocks
        .outbox
        .messages()
        .iter()
        .all(|m| m.kind == OutboxKind::AccountExists));
}

#[tokio::test]
async fn resend_sends_a_new_code_only_to_unconfirmed_accounts() {
    let app = spawn_mocks().await;
    let resend = |email: &str| EmailRequest {
        email: email.to_owned(),
    };

    app.identity
        .resend_sign_up_code(&resend(emails::KULUTTAJA))
        .await
        .unwrap();
    app.identity
        .resend_sign_up_code(&resend("tuntematon@demo.example"))
        .await
        .unwrap();
    assert!(app.mocks.outbox.messages().is_empty());
    app.identity
        .resend_sign_up_code(&resend(emails::VAHVISTAMATON))
        .await
        .unwrap();
    let code = app
        .mocks
        .outbox
        .latest_code(emails::VAHVISTAMATON, OutboxKind::Signup)
        .unwrap();
    app.identity
        .confirm_sign_up(&ConfirmSignUpRequest {
            email: emails::VAHVISTAMATON.to_owned(),
            code,
        })
        .await
        .unwrap();

    app.sign_in(emails::VAHVISTAMATON).await;
}

#[tokio::test]
async fn a_forgotten_password_is_reset_with_the_e_mailed_code() {
    let app = spawn_mocks().await;
    let email = EmailRequest {
        email: emails::EDUSTAJA.to_owned(),
    };
    let before = app.sign_in(emails::EDUSTAJA).await;

    app.identity
        .forgot_password(&EmailRequest {
            email: "tuntematon@demo.example".to_owned(),
        })
        .await
        .expect("answers alike for unknown accounts");
    assert!(app.mocks.outbox.messages().is_empty());
    app.identity.forgot_password(&email).await.unwrap();
    let code = app
        .mocks
        .outbox
        .latest_code(emails::EDUSTAJA, OutboxKind::ResetPassword)
        .unwrap();
    let confirm = |code: &str, password: &str| ConfirmForgotPasswordRequest {
        email: emails::EDUSTAJA.to_owned(),
        code: code.to_owned(),
        new_password: password.to_owned(),
    };
    let wrong = if code == "000000" { "111111" } else { "000000" };
    assert_status(
        app.identity
            .confirm_forgot_password(&confirm(wrong, "Edustaja2026"))
            .await,
        400,
        "CodeMismatch",
    );
    assert_status(
        app.identity
            .confirm_forgot_password(&confirm(&code, "heikko"))
            .await,
        400,
        "InvalidPassword",
    );
    app.identity
        .confirm_forgot_password(&confirm(&code, "Edustaja2026"))
        .await
        .expect("reset");

    app.sign_in_with(emails::EDUSTAJA, "Edustaja2026").await;
    assert_unauthorized(
        app.identity
            .login(&login(emails::EDUSTAJA, DEMO_PASSWORD))
            .await,
        "NotAuthorized",
    );
    assert_unauthorized(
        app.identity
            .refresh(before.refresh_token.as_deref().unwrap())
            .await,
        "NotAuthorized",
    );
}

#[tokio::test]
async fn refresh_rotates_the_refresh_token_until_the_family_is_revoked() {
    let app = spawn_mocks().await;
    let tokens = app.sign_in(emails::KULUTTAJA).await;
    let first = tokens.refresh_token.clone().unwrap();

    let refreshed = app.identity.refresh(&first).await.expect("refresh");
    // Each refresh hands out the next refresh token and retires the one used.
    let refresh_token = refreshed.refresh_token.clone().expect("a rotated token");
    assert_ne!(refresh_token, first);
    assert_ne!(refreshed.access_token, tokens.access_token);
    app.crm
        .user_content(&refreshed.access_token, 1_000_001)
        .await
        .expect("the refreshed token works at crm");

    app.identity.revoke(&refresh_token).await.expect("revoke");
    app.identity
        .revoke(&refresh_token)
        .await
        .expect("revoke is idempotent");

    assert_unauthorized(app.identity.refresh(&refresh_token).await, "NotAuthorized");
    assert_unauthorized(app.identity.refresh("never-issued").await, "NotAuthorized");
    assert!(matches!(
        app.crm
            .user_content(&refreshed.access_token, 1_000_001)
            .await,
        Err(UpstreamError::Unauthorized { .. })
    ));
}

#[tokio::test]
async fn a_retired_refresh_token_used_again_revokes_its_whole_family() {
    let app = spawn_mocks().await;
    let first = app.sign_in(emails::KULUTTAJA).await.refresh_token.unwrap();
    let second = app.identity.refresh(&first).await.expect("refresh");
    let second_token = second.refresh_token.clone().unwrap();

    assert_unauthorized(app.identity.refresh(&first).await, "NotAuthorized");

    assert_unauthorized(app.identity.refresh(&second_token).await, "NotAuthorized");
    assert!(matches!(
        app.crm.user_content(&second.access_token, 1_000_001).await,
        Err(UpstreamError::Unauthorized { .. })
    ));
}

#[tokio::test]
async fn the_account_itself_changes_its_e_mail_and_signs_in_with_it() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::EDUSTAJA).await.access_token;
    let other = app.sign_in(emails::KULUTTAJA).await.access_token;
    let url = |subject: &str| format!("{}/v1/users/{subject}/email", app.mocks.identity.base_url);
    let subject = claims_of(&token).sub;
    let body = |email: &str| serde_json::json!({ "email": email });

    let foreign = send_json(
        reqwest::Method::POST,
        &url(&subject),
        &other,
        Some(&body("x@demo.example")),
    )
    .await;
    let taken = send_json(
        reqwest::Method::POST,
        &url(&subject),
        &token,
        Some(&body(emails::KULUTTAJA)),
    )
    .await;
    let malformed = send_json(
        reqwest::Method::POST,
        &url(&subject),
        &token,
        Some(&body("ei")),
    )
    .await;
    let changed = send_json(
        reqwest::Method::POST,
        &url(&subject),
        &token,
        Some(&body("Edustaja.Uusi@demo.example")),
    )
    .await;

    assert_eq!(
        (foreign.0, foreign.1["code"].as_str()),
        (403, Some("Forbidden"))
    );
    assert_eq!(
        (taken.0, taken.1["code"].as_str()),
        (409, Some("UsernameExists"))
    );
    assert_eq!(malformed.0, 400);
    assert_eq!(changed.0, 204);
    let tokens = app.sign_in("edustaja.uusi@demo.example").await;
    assert_eq!(claims_of(&tokens.access_token).sub, subject);
    assert_unauthorized(
        app.identity
            .login(&login(emails::EDUSTAJA, DEMO_PASSWORD))
            .await,
        "NotAuthorized",
    );
}

#[tokio::test]
async fn a_deleted_account_cannot_sign_in_and_its_tokens_stop_working() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::EDUSTAJA).await.access_token;
    let subject = claims_of(&token).sub;
    let url = format!("{}/v1/users/{subject}", app.mocks.identity.base_url);
    let other = app.sign_in(emails::KULUTTAJA).await.access_token;

    let foreign = send_json(reqwest::Method::DELETE, &url, &other, None).await;
    let without_bearer = send_json(reqwest::Method::DELETE, &url, "ei-token", None).await;
    let deleted = send_json(reqwest::Method::DELETE, &url, &token, None).await;

    assert_eq!(foreign.0, 403);
    assert_eq!(without_bearer.0, 401);
    assert_eq!(deleted.0, 204);
    assert_unauthorized(
        app.identity
            .login(&login(emails::EDUSTAJA, DEMO_PASSWORD))
            .await,
        "NotAuthorized",
    );
    // The deleted account's access token is revoked: crm refuses it too.
    assert!(matches!(
        app.crm.user_mapping(&token, &subject).await,
        Err(UpstreamError::Unauthorized { .. })
    ));
}
