//! Auth rows #1–#10: success and failure paths.

use demo_fixtures::mocks::OutboxKind;
use serde_json::{json, Value};

use crate::helpers::*;

fn outbox_code(app: &TestApp, email: &str, kind: OutboxKind) -> String {
    app.mocks
        .outbox
        .latest_code(email, kind)
        .unwrap_or_else(|| panic!("identity sent a {kind:?} code to {email}"))
}

#[tokio::test]
async fn signing_in_with_the_demo_password_gives_a_session_and_me() {
    let app = spawn_app().await;

    let response = app.login(KULUTTAJA, PASSWORD).await;

    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["status"], "SIGNED_IN");
    assert!(body["expiresAt"].as_u64().unwrap() > 1_700_000_000);
    let me: Value = app.get("/api/v2/me").await.json().await.unwrap();
    assert_eq!(me["username"], KULUTTAJA);
    assert_eq!(me["priwattiId"], KULUTTAJA_ID);
    assert!(me["groups"].is_array());
}

#[tokio::test]
async fn staff_groups_come_from_the_identity_token() {
    let app = spawn_app().await;
    app.sign_in(ADMIN).await;

    let me: Value = app.get("/api/v2/me").await.json().await.unwrap();

    assert_eq!(me["groups"], json!(["ADMIN_GROUP_SUPERUSERS"]));
}

#[tokio::test]
async fn unknown_account_and_wrong_password_answer_alike() {
    let app = spawn_app().await;

    let wrong_password = problem(
        app.login(KULUTTAJA, "Wrong!2026").await,
        401,
        "INVALID_CREDENTIALS",
    )
    .await;
    let unknown = problem(
        app.login("nobody@demo.example", PASSWORD).await,
        401,
        "INVALID_CREDENTIALS",
    )
    .await;

    assert_eq!(
        without_request_id(wrong_password),
        without_request_id(unknown)
    );
}

#[tokio::test]
async fn sign_in_without_fields_names_them() {
    let app = spawn_app().await;

    let body = problem(
        app.post_json(
            "/api/auth/v1/login",
            &json!({"username": "", "password": ""}),
        )
        .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;

    let fields: Vec<&str> = body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["field"].as_str().unwrap())
        .collect();
    assert_eq!(fields, ["username", "password"]);
}

#[tokio::test]
async fn sign_up_confirm_with_the_mailed_code_then_sign_in() {
    let app = spawn_app().await;
    let email = "uusi.asiakas@demo.example";

    let response = app
        .post_json(
            "/api/auth/v1/sign-up",
            &json!({"email": email, "password": "Uusi!Salasana1", "name": "Uusi Asiakas"}),
        )
        .await;
    assert_eq!(response.status(), 201);
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["status"], "CONFIRMATION_REQUIRED");
    problem(
        app.login(email, "Uusi!Salasana1").await,
        403,
        "ACCOUNT_NOT_CONFIRMED",
    )
    .await;

    let code = outbox_code(&app, email, OutboxKind::Signup);
    let confirm = app
        .post_json(
            "/api/auth/v1/confirm-signup",
            &json!({"email": email, "code": code}),
        )
        .await;
    assert_eq!(confirm.status(), 204);

    let login = app.login(email, "Uusi!Salasana1").await;
    assert_eq!(login.status(), 200);
    let me: Value = app.get("/api/v2/me").await.json().await.unwrap();
    assert_eq!(me["username"], email);
    // A new identity account has no portal user until it registers a customership.
    assert_eq!(me["priwattiId"], Value::Null);
}

#[tokio::test]
async fn signing_up_an_existing_and_a_new_address_answer_the_same() {
    let app = spawn_app().await;
    let sign_up = |email: &'static str| {
        let app = &app;
        async move {
            let response = app
                .post_json(
                    "/api/auth/v1/sign-up",
                    &json!({"email": email, "password": "Uusi!Salasana1", "name": "Toinen"}),
                )
                .await;
            let status = response.status().as_u16();
            (status, response.text().await.unwrap())
        }
    };

    let existing = sign_up(KULUTTAJA).await;
    let new = sign_up("ihan.uusi@demo.example").await;

    assert_eq!(existing, new);
    assert_eq!(existing.0, 201);
}

#[tokio::test]
async fn a_weak_sign_up_password_names_the_field() {
    let app = spawn_app().await;

    let response = app
        .post_json(
            "/api/auth/v1/sign-up",
            &json!({"email": "heikko@demo.example", "password": "lyhyt", "name": "Heikko"}),
        )
        .await;

    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "password");
}

#[tokio::test]
async fn a_wrong_confirmation_code_names_the_code_field() {
    let app = spawn_app().await;
    let email = "vaara.koodi@demo.example";
    app.post_json(
        "/api/auth/v1/sign-up",
        &json!({"email": email, "password": "Uusi!Salasana1", "name": "Väärä"}),
    )
    .await;
    let real = outbox_code(&app, email, OutboxKind::Signup);
    let wrong = if real == "000000" { "111111" } else { "000000" };

    let response = app
        .post_json(
            "/api/auth/v1/confirm-signup",
            &json!({"email": email, "code": wrong}),
        )
        .await;

    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "code");
}

#[tokio::test]
async fn resending_a_code_answers_alike_for_known_and_unknown_addresses() {
    let app = spawn_app().await;
    let email = "uudelleen@demo.example";
    app.post_json(
        "/api/auth/v1/sign-up",
        &json!({"email": email, "password": "Uusi!Salasana1", "name": "Uudelleen"}),
    )
    .await;
    let sent_before = app.mocks.outbox.messages().len();

    let known = app
        .post_json("/api/auth/v1/resend-signup-code", &json!({"email": email}))
        .await;
    let unknown = app
        .post_json(
            "/api/auth/v1/resend-signup-code",
            &json!({"email": "ei.ole@demo.example"}),
        )
        .await;

    assert_eq!(known.status(), 202);
    assert_eq!(unknown.status(), 202);
    assert_eq!(app.mocks.outbox.messages().len(), sent_before + 1);
}

#[tokio::test]
async fn a_password_reset_with_the_mailed_code_changes_the_password() {
    let app = spawn_app().await;
    let email = "lukija@demo.example";

    let send = app
        .post_json(
            "/api/auth/v1/send-reset-password-code",
            &json!({"email": email}),
        )
        .await;
    assert_eq!(send.status(), 202);
    let code = outbox_code(&app, email, OutboxKind::ResetPassword);
    let reset = app
        .post_json(
            "/api/auth/v1/reset-password",
            &json!({"email": email, "code": code, "newPassword": "Uusi!Salasana2"}),
        )
        .await;

    assert_eq!(reset.status(), 204);
    problem(app.login(email, PASSWORD).await, 401, "INVALID_CREDENTIALS").await;
    assert_eq!(app.login(email, "Uusi!Salasana2").await.status(), 200);
}

#[tokio::test]
async fn a_reset_code_for_an_unknown_address_answers_alike_and_sends_nothing() {
    let app = spawn_app().await;

    let response = app
        .post_json(
            "/api/auth/v1/send-reset-password-code",
            &json!({"email": "ei.ole@demo.example"}),
        )
        .await;

    assert_eq!(response.status(), 202);
    assert!(app.mocks.outbox.messages().is_empty());
}

#[tokio::test]
async fn a_wrong_reset_code_or_weak_password_names_the_field() {
    let app = spawn_app().await;
    app.post_json(
        "/api/auth/v1/send-reset-password-code",
        &json!({"email": KULUTTAJA}),
    )
    .await;
    let real = outbox_code(&app, KULUTTAJA, OutboxKind::ResetPassword);
    let wrong = if real == "000000" { "111111" } else { "000000" };

    let wrong_code = app
        .post_json(
            "/api/auth/v1/reset-password",
            &json!({"email": KULUTTAJA, "code": wrong, "newPassword": "Uusi!Salasana2"}),
        )
        .await;
    let weak = app
        .post_json(
            "/api/auth/v1/reset-password",
            &json!({"email": KULUTTAJA, "code": real, "newPassword": "heikko"}),
        )
        .await;

    assert_eq!(
        problem(wrong_code, 400, "VALIDATION_FAILED").await["errors"][0]["field"],
        "code"
    );
    assert_eq!(
        problem(weak, 400, "VALIDATION_FAILED").await["errors"][0]["field"],
        "newPassword"
    );
}

#[tokio::test]
async fn a_forced_new_password_is_set_at_first_sign_in() {
    let app = spawn_app().await;

    let first = app.login(UUSI, PASSWORD).await;
    assert_eq!(first.status(), 200);
    let body: Value = first.json().await.unwrap();
    assert_eq!(body["status"], "NEW_PASSWORD_REQUIRED");
    problem(app.get("/api/v2/me").await, 401, "SESSION_EXPIRED").await;

    let forced = app
        .post_json(
            "/api/auth/v1/force-reset-password",
            &json!({"username": UUSI, "password": PASSWORD, "newPassword": "Oma!Salasana3"}),
        )
        .await;

    assert_eq!(forced.status(), 200);
    let body: Value = forced.json().await.unwrap();
    assert_eq!(body["status"], "SIGNED_IN");
    assert_eq!(app.get("/api/v2/me").await.status(), 200);
    assert_eq!(app.login(UUSI, "Oma!Salasana3").await.status(), 200);
}

#[tokio::test]
async fn a_forced_reset_with_the_wrong_password_is_refused() {
    let app = spawn_app().await;

    let response = app
        .post_json(
            "/api/auth/v1/force-reset-password",
            &json!({"username": UUSI, "password": "Wrong!2026", "newPassword": "Oma!Salasana3"}),
        )
        .await;

    problem(response, 401, "INVALID_CREDENTIALS").await;
}

#[tokio::test]
async fn a_forced_reset_for_an_account_that_needs_none_is_refused() {
    let app = spawn_app().await;

    let response = app
        .post_json(
            "/api/auth/v1/force-reset-password",
            &json!({"username": KULUTTAJA, "password": PASSWORD, "newPassword": "Oma!Salasana3"}),
        )
        .await;

    problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(app.login(KULUTTAJA, PASSWORD).await.status(), 200);
}
