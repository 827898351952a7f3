//! User administration (#15–#17, A16): a customer's sign-in account deleted (its sign-ins end,
//! the customer stays), created for a customer who has none (CREATE_ACCOUNT_MODE), and an
//! existing account without a customership identified as the customer's (IDENTIFY_ACCOUNT_MODE).
//! 404 for no such customer or account, 409 ACCOUNT_EXISTS when one exists, 400 for a bad body;
//! every call is audited.

use demo_fixtures::dataset::Dataset;
use demo_fixtures::mocks::OutboxKind;
use serde_json::{json, Value};

use crate::helpers::*;

const DELETE: &str = "/api/admin/users/v1/delete";
const CREATE: &str = "/api/admin/users/v1/create";
const IDENTIFY: &str = "/api/admin/users/v1/authenticate";

/// A customer no other test changes: Liisa Nieminen, a KUO household.
const LIISA: &str = "liisa.nieminen@demo.example";

/// Liisa's portal user and KUO customer code.
fn liisa() -> (u64, String) {
    let user = Dataset::demo()
        .users
        .iter()
        .find(|user| user.email == LIISA)
        .expect("Liisa is a customer of the dataset");
    (
        user.priwatti_user_id,
        user.customer_codes[0].customer_code.clone(),
    )
}

async fn post(
    app: &TestApp,
    client: &reqwest::Client,
    path: &str,
    body: Value,
) -> reqwest::Response {
    app.send_with(client, "POST", path, Some(&body), true).await
}

#[tokio::test]
async fn an_account_is_deleted_created_again_and_an_unmapped_one_identified() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let (user_id, code) = liisa();
    let customer = |email: &str| json!({"email": email, "origin": "KUO", "customerCode": code});

    // Liisa has an account: none is created for her, under any address.
    let exists = post(&app, &admin, CREATE, customer("liisa.toinen@demo.example")).await;
    problem(exists, 409, "ACCOUNT_EXISTS").await;

    // Deleting it ends her live sign-in at once; she stays a customer.
    let liisa_client = app.client_for(LIISA).await;
    let deleted = post(
        &app,
        &admin,
        DELETE,
        json!({"email": "Liisa.Nieminen@demo.example"}),
    )
    .await;
    assert_eq!(deleted.status(), 200);
    let deleted: Value = deleted.json().await.unwrap();
    assert_eq!(deleted["email"], LIISA);
    assert_eq!(deleted["priwattiUserId"], user_id);
    assert_eq!(deleted["endedSessions"], 1);
    let after = app.get_with(&liisa_client, "/api/v2/me").await;
    assert_eq!(after.status(), 401);
    problem(app.login(LIISA, PASSWORD).await, 401, "INVALID_CREDENTIALS").await;
    let again = post(&app, &admin, DELETE, json!({"email": LIISA})).await;
    problem(again, 404, "NOT_FOUND").await;

    // A new account for her: a temporary password is mailed, and a second one is refused.
    let new_email = "liisa.uusi@demo.example";
    let created = post(&app, &admin, CREATE, customer(new_email)).await;
    assert_eq!(created.status(), 201);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["priwattiUserId"], user_id);
    assert!(app
        .mocks
        .outbox
        .latest_code(new_email, OutboxKind::Invitation)
        .is_some());
    let second = post(&app, &admin, CREATE, customer("liisa.kolmas@demo.example")).await;
    problem(second, 409, "ACCOUNT_EXISTS").await;

    // An account signed up without a customership is identified as hers once she has none.
    let signed_up = "liisa.itse@demo.example";
    let sign_up = json!({"email": signed_up, "password": "Uusi!Salasana1", "name": "Liisa N"});
    let response = app.post_json("/api/auth/v1/sign-up", &sign_up).await;
    assert_eq!(response.status(), 201);
    let taken = post(&app, &admin, IDENTIFY, customer(signed_up)).await;
    problem(taken, 409, "ACCOUNT_EXISTS").await;
    let freed = post(&app, &admin, DELETE, json!({"email": new_email})).await;
    assert_eq!(freed.status(), 200);
    let identified = post(&app, &admin, IDENTIFY, customer(signed_up)).await;
    assert_eq!(identified.status(), 200);
    let identified: Value = identified.json().await.unwrap();
    assert_eq!(identified["priwattiUserId"], user_id);
    // Identified once: the account is a customer's now.
    let twice = post(&app, &admin, IDENTIFY, customer(signed_up)).await;
    problem(twice, 409, "ACCOUNT_EXISTS").await;
}

#[tokio::test]
async fn unknown_customers_and_accounts_bad_bodies_and_staff_accounts_are_refused() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let (_, code) = liisa();

    let unknown =
        json!({"email": "ei.ketaan@demo.example", "origin": "KUO", "customerCode": "A9999999"});
    problem(
        post(&app, &admin, CREATE, unknown.clone()).await,
        404,
        "NOT_FOUND",
    )
    .await;
    problem(
        post(&app, &admin, IDENTIFY, unknown).await,
        404,
        "NOT_FOUND",
    )
    .await;
    // A customer of another origin is not found under this one.
    let elsewhere =
        json!({"email": "ei.ketaan@demo.example", "origin": "VARE", "customerCode": code});
    problem(
        post(&app, &admin, CREATE, elsewhere).await,
        404,
        "NOT_FOUND",
    )
    .await;
    problem(
        post(
            &app,
            &admin,
            DELETE,
            json!({"email": "ei.ketaan@demo.example"}),
        )
        .await,
        404,
        "NOT_FOUND",
    )
    .await;

    for (path, body, field) in [
        (
            CREATE,
            json!({"email": "x@demo.example", "origin": "KUO", "customerCode": "3000007"}),
            "customerCode",
        ),
        (
            CREATE,
            json!({"email": "x@demo.example", "origin": "HELSINKI", "customerCode": code}),
            "origin",
        ),
        (
            IDENTIFY,
            json!({"email": "ei osoite", "origin": "KUO", "customerCode": code}),
            "email",
        ),
        (
            IDENTIFY,
            json!({"email": "x\u{202E}@demo.example", "origin": "KUO", "customerCode": code}),
            "email",
        ),
        (DELETE, json!({"email": "ei osoite"}), "email"),
        (DELETE, json!({}), "email"),
    ] {
        let body = problem(
            post(&app, &admin, path, body).await,
            400,
            "VALIDATION_FAILED",
        )
        .await;
        assert_eq!(body["errors"][0]["field"], field, "{path}");
    }

    // A staff account is not user administration's to delete.
    let staff = post(&app, &admin, DELETE, json!({"email": ASIAKASPALVELU})).await;
    problem(staff, 409, "STAFF_ACCOUNT").await;
    assert_eq!(app.login(ASIAKASPALVELU, PASSWORD).await.status(), 200);

    // Every call was audited, refusals included, under its operation.
    let log = app
        .get_with(
            &admin,
            "/api/admin/audit/v1?operation=deleteUserAccount&limit=20",
        )
        .await;
    let log: Value = log.json().await.unwrap();
    let statuses: Vec<u64> = log["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|entry| entry["status"].as_u64().unwrap())
        .collect();
    assert_eq!(statuses, [409, 400, 400, 404], "newest first");
    let created = app
        .get_with(
            &admin,
            "/api/admin/audit/v1?operation=createUserAccount&status=404",
        )
        .await;
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["entries"].as_array().unwrap().len(), 2);
    assert_eq!(created["entries"][0]["actor"], ADMIN);
}

#[tokio::test]
async fn a_body_sent_as_anything_but_json_is_415_as_on_every_row() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    for path in [DELETE, CREATE, IDENTIFY] {
        let response = admin
            .post(app.url(path))
            .header("X-Web-Version", WEB_VERSION)
            .header("Content-Type", "text/plain")
            .body(r#"{"email": "ei.ketaan@demo.example"}"#)
            .send()
            .await
            .unwrap();
        problem(response, 415, "UNSUPPORTED_MEDIA_TYPE").await;
    }
}
