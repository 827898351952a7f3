//! The External API (#233–#236, A58, A64) as a company's own system calls it: a bearer token
//! from #241, no cookie and no web-version header; the token's place only; refused at once
//! when revoked; rate-limited per token.

use demo_fixtures::dataset::UsePlace;
use reqwest::{Client, Response};
use serde_json::{json, Value};
use upstream_clients::crm::UtilityType;

use crate::b2b_tokens::{forged, issue, place_ref_of, tokens_path};
use crate::helpers::{
    fault, problem, spawn_app, spawn_app_with, TestApp, COMPANY, YRITYS, YRITYS_ID,
};

fn electricity(place: &UsePlace) -> bool {
    place.utility_type == UtilityType::Electricity
}

/// A call as an integration makes it: the token in the header, nothing else.
async fn call(
    app: &TestApp,
    method: &str,
    path: &str,
    token: &str,
    body: Option<&Value>,
) -> Response {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let mut request = Client::new()
        .request(method, app.url(path))
        .bearer_auth(token);
    if let Some(body) = body {
        request = request.json(body);
    }
    request.send().await.expect("request sent")
}

async fn get(app: &TestApp, path: &str, token: &str) -> Response {
    call(app, "GET", path, token, None).await
}

fn place_path(reference: &str) -> String {
    format!("/api/external/v1/servicelocations/{reference}")
}

/// Yesterday in Helsinki, as the start and end instants of a day.
fn yesterday() -> (String, String) {
    let today = demo_fixtures::dataset::calendar::today();
    let day = today.pred_opt().unwrap();
    let start =
        demo_fixtures::series::local_midnight(day).with_timezone(&demo_fixtures::series::TIME_ZONE);
    let end = demo_fixtures::series::local_midnight(today)
        .with_timezone(&demo_fixtures::series::TIME_ZONE);
    (start.to_rfc3339(), end.to_rfc3339())
}

fn encode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

#[tokio::test]
async fn a_token_answers_for_its_one_place_and_is_refused_at_once_when_revoked() {
    let app = spawn_app().await;
    app.sign_in(YRITYS).await;
    let place = place_ref_of(COMPANY, electricity);
    let other = place_ref_of(COMPANY, |p| p.location_reference_id != place);
    let issued = issue(&app, &place, "ERP").await;
    let token = issued["token"].as_str().unwrap().to_owned();

    let read = get(&app, &place_path(&place), &token).await;
    assert_eq!(read.status(), 200);
    assert!(
        read.headers().get("set-cookie").is_none(),
        "no session is made"
    );
    let location: Value = read.json().await.unwrap();
    assert_eq!(location["locationReferenceId"], place.as_str());
    assert_eq!(location["utilityType"], "ELECTRICITY");

    // Another place, of the same company even, is not the token's.
    problem(
        get(&app, &place_path(&other), &token).await,
        403,
        "FORBIDDEN",
    )
    .await;

    // The rows without a place answer for the token's place.
    let today = demo_fixtures::dataset::calendar::today();
    let pricing = get(
        &app,
        &format!(
            "/api/external/v1/consumption/pricing?year={}&month={}",
            chrono::Datelike::year(&today),
            chrono::Datelike::month(&today)
        ),
        &token,
    )
    .await;
    assert_eq!(pricing.status(), 200);
    let (start, end) = yesterday();
    let series_path = format!(
        "/api/external/v1/timeseries/electricity/consumption?resolution=DAY&startTime={}&endTime={}",
        encode(&start),
        encode(&end)
    );
    let series = get(&app, &series_path, &token).await;
    assert_eq!(series.status(), 200);
    let series: Value = series.json().await.unwrap();
    assert_eq!(series["unit"], "KWH");
    let points = series["points"].as_array().unwrap();
    assert!(
        (23..=25).contains(&points.len()),
        "an hour a point: {}",
        points.len()
    );
    assert!(points
        .iter()
        .all(|p| p["value"].as_f64().is_some_and(|v| v >= 0.0)));
    let unknown = series_path.replace("/consumption?", "/voltage?");
    problem(get(&app, &unknown, &token).await, 400, "VALIDATION_FAILED").await;
    // A period that ends before it starts, or spans more than a year, is named.
    let backwards = format!(
        "/api/external/v1/timeseries/electricity/temperature?resolution=DAY&startTime={}&endTime={}",
        encode(&end),
        encode(&start)
    );
    let refused = problem(
        get(&app, &backwards, &token).await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
    assert_eq!(refused["errors"][0]["field"], "endTime");
    let long = format!(
        "/api/external/v1/timeseries/electricity/temperature?resolution=YEARS&startTime={}&endTime={}",
        encode("2024-01-01T00:00:00+02:00"),
        encode("2025-06-01T00:00:00+03:00")
    );
    problem(get(&app, &long, &token).await, 400, "VALIDATION_FAILED").await;

    // A write needs no web-version header, and evicts the place's cached read and the
    // company's cached lists that show its name.
    let list = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/listSearch?searchString=Varasto%203"
    );
    let before: Value = app.get(&list).await.json().await.unwrap();
    assert_eq!(before["results"], json!([]));
    let renamed = call(
        &app,
        "PUT",
        &place_path(&place),
        &token,
        Some(&json!({"name": "Varasto 3"})),
    )
    .await;
    assert_eq!(renamed.status(), 200);
    let read: Value = get(&app, &place_path(&place), &token)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(read["name"], "Varasto 3");
    let after: Value = app.get(&list).await.json().await.unwrap();
    assert_eq!(
        after["results"][0]["location"]["locationReferenceId"],
        place.as_str()
    );
    let renamed_other = call(
        &app,
        "PUT",
        &place_path(&other),
        &token,
        Some(&json!({"name": "x"})),
    )
    .await;
    problem(renamed_other, 403, "FORBIDDEN").await;
    let blank = call(
        &app,
        "PUT",
        &place_path(&place),
        &token,
        Some(&json!({"name": " "})),
    )
    .await;
    problem(blank, 400, "VALIDATION_FAILED").await;

    // The cached answers are the token's own.
    let token_id = issued["tokenId"].as_str().unwrap();
    let keys = app.state.cache.keys();
    assert!(
        keys.iter()
            .any(|k| k.starts_with(&format!("token:{token_id} GET /api/external/v1/"))),
        "{keys:?}"
    );
    assert!(keys.iter().all(|k| !k.contains(&token)));

    // The list shows the use.
    let list: Value = app.get(&tokens_path(COMPANY)).await.json().await.unwrap();
    assert!(list["tokens"][0]["lastUsedAt"].is_string());

    // Revoked: the very next call is refused, the cached answer too.
    let revoke = format!("{}/{token_id}", tokens_path(COMPANY));
    assert_eq!(app.send("DELETE", &revoke, None).await.status(), 204);
    problem(
        get(&app, &place_path(&place), &token).await,
        401,
        "INVALID_TOKEN",
    )
    .await;
}

#[tokio::test]
async fn missing_forged_and_malformed_tokens_are_refused_and_a_session_is_no_token() {
    let app = spawn_app().await;
    app.sign_in(YRITYS).await;
    let place = place_ref_of(COMPANY, electricity);
    let issued = issue(&app, &place, "ERP").await;
    let token = issued["token"].as_str().unwrap();
    let path = place_path(&place);

    let missing = Client::new().get(app.url(&path)).send().await.unwrap();
    assert_eq!(missing.headers().get("www-authenticate").unwrap(), "Bearer");
    problem(missing, 401, "INVALID_TOKEN").await;
    for bad in [forged(token).as_str(), "ept_", "not-a-token"] {
        problem(get(&app, &path, bad).await, 401, "INVALID_TOKEN").await;
    }
    let basic = Client::new()
        .get(app.url(&path))
        .header("authorization", format!("Basic {token}"))
        .send()
        .await
        .unwrap();
    problem(basic, 401, "INVALID_TOKEN").await;
    // The signed-in main user's cookie is not a token.
    problem(app.get(&path).await, 401, "INVALID_TOKEN").await;
    // identity refusing the gateway's own credentials is no verdict on the token: a 502.
    let identity = app
        .mocks
        .all()
        .into_iter()
        .find(|(name, _)| *name == "identity")
        .map(|(_, mock)| mock.clone())
        .expect("the identity mock");
    identity.faults.set(demo_fixtures::mocks::FaultRule {
        status: Some(401),
        ..fault("POST", "/v1/api-tokens/introspect")
    });
    problem(get(&app, &path, token).await, 502, "UPSTREAM_FAILED").await;
    identity.faults.clear();
    assert_eq!(get(&app, &path, token).await.status(), 200);
    // Nor is a token a session for the portal's rows.
    let portal = get(&app, "/api/v2/b2b/company/CR-100/apiTokens", token).await;
    problem(portal, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn each_token_is_rate_limited_on_its_own() {
    let app = spawn_app_with(|settings| settings.throttle.external_per_token_per_minute = 3).await;
    app.sign_in(YRITYS).await;
    let place = place_ref_of(COMPANY, electricity);
    let first = issue(&app, &place, "ERP").await;
    let second = issue(&app, &place, "BI").await;
    let (first, second) = (
        first["token"].as_str().unwrap(),
        second["token"].as_str().unwrap(),
    );
    let path = place_path(&place);
    for _ in 0..3 {
        assert_eq!(get(&app, &path, first).await.status(), 200);
    }
    let limited = get(&app, &path, first).await;
    assert!(limited.headers().get("retry-after").is_some());
    problem(limited, 429, "RATE_LIMITED").await;
    assert_eq!(get(&app, &path, second).await.status(), 200);
}

#[tokio::test]
async fn an_address_sending_made_up_tokens_waits_but_its_live_tokens_do_not() {
    let app = spawn_app_with(|settings| {
        settings.throttle.external_refusals_per_address_per_minute = 3;
    })
    .await;
    app.sign_in(YRITYS).await;
    let place = place_ref_of(COMPANY, electricity);
    let issued = issue(&app, &place, "ERP").await;
    let token = issued["token"].as_str().unwrap();
    let unused = issue(&app, &place, "BI").await;
    let unused = unused["token"].as_str().unwrap();
    let path = place_path(&place);
    let introspections = || {
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/api-tokens/introspect")
    };
    // The integration calls with its token, as it does all day.
    assert_eq!(get(&app, &path, token).await.status(), 200);
    // Each made-up token is new to the per-token limit: only the address can stop them.
    for n in 0..4 {
        let made_up = format!("ept_made_up_{n}");
        problem(get(&app, &path, &made_up).await, 401, "INVALID_TOKEN").await;
    }
    let asked = introspections();
    let blocked = get(&app, &path, "ept_made_up_5").await;
    assert!(blocked.headers().get("retry-after").is_some());
    problem(blocked, 429, "RATE_LIMITED").await;
    // A token never seen is told from a made-up one only by identity: it waits too.
    problem(get(&app, &path, unused).await, 429, "RATE_LIMITED").await;
    assert_eq!(introspections(), asked);
    // The live token is judged by its own limit only: every call of it answers.
    for _ in 0..10 {
        assert_eq!(get(&app, &path, token).await.status(), 200);
    }
    // Made-up tokens are still refused without asking identity.
    let asked = introspections();
    problem(get(&app, &path, "ept_made_up_6").await, 429, "RATE_LIMITED").await;
    assert_eq!(introspections(), asked);
}
