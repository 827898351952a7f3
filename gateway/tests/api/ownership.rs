//! #112 and #116 with the ownership check: self, customer-service staff (+CS), and a foreign or
//! missing id answering alike.

use serde_json::Value;

use crate::helpers::*;

#[tokio::test]
async fn a_user_reads_their_own_use_places() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;

    let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

    assert_eq!(response.status(), 200);
    let content: Value = response.json().await.unwrap();
    assert_eq!(content["user"]["priwattiUserId"], KULUTTAJA_ID);
    let kinds: Vec<&str> = content["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["utilityType"].as_str().unwrap())
        .collect();
    for kind in ["ELECTRICITY", "DISTRICT_HEATING", "MICROGENERATION"] {
        assert!(kinds.contains(&kind), "{kind} in {kinds:?}");
    }
}

#[tokio::test]
async fn a_read_right_holder_sees_the_grantors_places_in_their_own_content() {
    let app = spawn_app().await;
    app.sign_in(EDUSTAJA).await;

    let content: Value = app
        .get(&TestApp::content_path(1_000_002))
        .await
        .json()
        .await
        .unwrap();

    let owners: Vec<u64> = content["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["contentOwnerId"].as_u64().unwrap())
        .collect();
    assert!(owners.contains(&1_000_002));
    assert!(owners.contains(&KULUTTAJA_ID));
}

#[tokio::test]
async fn another_users_content_is_forbidden_and_a_missing_user_answers_alike() {
    let app = spawn_app().await;
    app.sign_in(EDUSTAJA).await;

    let foreign = problem(
        app.get(&TestApp::content_path(KULUTTAJA_ID)).await,
        403,
        "FORBIDDEN",
    )
    .await;
    let missing = problem(
        app.get(&TestApp::content_path(9_999_999)).await,
        403,
        "FORBIDDEN",
    )
    .await;

    assert_eq!(without_request_id(foreign), without_request_id(missing));
    assert_eq!(
        app.mocks
            .crm
            .faults
            .request_count("GET", &format!("/v1/users/{KULUTTAJA_ID}/content")),
        0
    );
}

#[tokio::test]
async fn a_user_id_that_is_not_a_number_is_a_validation_problem() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;

    let response = app.get("/api/v2/servicelocation/user/abc/content").await;

    problem(response, 400, "VALIDATION_FAILED").await;
}

#[tokio::test]
async fn use_places_need_a_session() {
    let app = spawn_app().await;

    problem(
        app.get(&TestApp::content_path(KULUTTAJA_ID)).await,
        401,
        "SESSION_EXPIRED",
    )
    .await;
    problem(app.get("/api/v2/me").await, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn customer_service_of_the_customers_company_may_read_and_others_may_not() {
    let app = spawn_app().await;
    app.sign_in(ASIAKASPALVELU).await;
    assert_eq!(
        app.get(&TestApp::content_path(KULUTTAJA_ID)).await.status(),
        200
    );

    let other_company = new_client();
    app.post_json_with(
        &other_company,
        "/api/auth/v1/login",
        &serde_json::json!({"username": "sv-asiakaspalvelu@demo.example", "password": PASSWORD}),
    )
    .await;
    let refused = app
        .get_with(&other_company, &TestApp::content_path(KULUTTAJA_ID))
        .await;
    problem(refused, 403, "FORBIDDEN").await;

    let superuser = new_client();
    app.post_json_with(
        &superuser,
        "/api/auth/v1/login",
        &serde_json::json!({"username": ADMIN, "password": PASSWORD}),
    )
    .await;
    assert_eq!(
        app.get_with(&superuser, &TestApp::content_path(KULUTTAJA_ID))
            .await
            .status(),
        200
    );
    problem(
        app.get_with(&superuser, &TestApp::content_path(9_999_999))
            .await,
        403,
        "FORBIDDEN",
    )
    .await;
}

#[tokio::test]
async fn customer_service_sees_only_the_places_at_its_own_company() {
    let app = spawn_app().await;
    app.sign_in("sv-asiakaspalvelu@demo.example").await;

    // edustaja is an SV customer who also holds a read right to kuluttaja's VARE places.
    let response = app.get(&TestApp::content_path(1_000_002)).await;

    assert_eq!(response.status(), 200);
    let content: Value = response.json().await.unwrap();
    let places: Vec<&Value> = content["content"].as_array().unwrap().iter().collect();
    assert!(!places.is_empty());
    assert!(
        places.iter().all(|p| p["contentOwnerId"] == 1_000_002),
        "{places:?}"
    );
    let companies: Vec<&Value> = content["user"]["customerCodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["company"])
        .collect();
    assert!(companies.iter().all(|c| *c == "SV"), "{companies:?}");
}
