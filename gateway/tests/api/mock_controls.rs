//! The integration testers' controls (api-surface A80, A82): the operator port serves them, the
//! public port never does; a reset undoes every write of every mock and empties the gateway's
//! caches, sign-ins and throttles; a fixed today answers the same on every day; the mail log
//! holds what the mocks sent.

use std::time::{Duration, Instant};

use chrono::{NaiveDate, Utc};
use demo_fixtures::dataset::calendar::Clock;
use reqwest::Response;
use serde_json::{json, Value};

use crate::helpers::*;
use crate::rows::{reads, walk, Walk};
use crate::writes::{expect_saved, signed_in, walk_order};

/// The fixed today of these tests: a winter Monday, far from any DST change.
const TODAY: &str = "2026-02-16";

fn today() -> NaiveDate {
    NaiveDate::parse_from_str(TODAY, "%Y-%m-%d").unwrap()
}

fn fixed_settings() -> gateway::settings::Settings {
    let mut settings = test_settings();
    settings.mocks.today = Some(today());
    settings
}

async fn operator(app: &TestApp, method: &str, path: &str, body: Option<&Value>) -> Response {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap();
    let mut request = reqwest::Client::new().request(method, format!("{}{path}", app.operator));
    if let Some(body) = body {
        request = request.json(body);
    }
    request.send().await.expect("request sent")
}

/// A control's JSON answer.
async fn operator_json(app: &TestApp, path: &str) -> Value {
    let response = operator(app, "GET", path, None).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

async fn reset(app: &TestApp) -> Duration {
    let started = Instant::now();
    let response = operator(app, "POST", "/__mocks/reset", None).await;
    assert_eq!(response.status(), 204);
    started.elapsed()
}

/// Every read row of kuluttaja's (not the company's nor the External API's), with its answer:
/// status, then the bytes.
async fn kuluttaja_reads(app: &TestApp, walk: &Walk) -> Vec<(String, u16, Vec<u8>)> {
    let mut answers = Vec::new();
    for row in reads() {
        if !std::ptr::eq(walk.client(app, row), &app.client) {
            continue;
        }
        let url = walk.url(row);
        let response = app.get(&url).await;
        let status = response.status().as_u16();
        let mut bytes = response.bytes().await.unwrap().to_vec();
        if status != 200 {
            // A refusal's request id is new on every request; the rest of it must not change.
            let problem: Value = serde_json::from_slice(&bytes).expect("a problem body");
            bytes = serde_json::to_vec(&without_request_id(problem)).unwrap();
        }
        answers.push((url, status, bytes));
    }
    assert!(answers.len() >= 60, "{} rows walked", answers.len());
    answers
}

/// What CR-100's main user reads of the company: its users and its places (with their names).
async fn company_reads(app: &TestApp) -> Vec<(u16, Value)> {
    let yritys = app.client_for(YRITYS).await;
    let mut answers = Vec::new();
    for path in [
        format!("/api/v2/company/{COMPANY}/usermanagement/existingUsers"),
        format!(
            "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/listSearch?count=100"
        ),
    ] {
        let response = app.get_with(&yritys, &path).await;
        let status = response.status().as_u16();
        answers.push((status, without_request_id(response.json().await.unwrap())));
    }
    answers
}

fn differing(a: &[(String, u16, Vec<u8>)], b: &[(String, u16, Vec<u8>)]) -> Vec<String> {
    a.iter()
        .zip(b)
        .filter(|(x, y)| x != y)
        .map(|(x, _)| x.0.clone())
        .collect()
}

#[tokio::test]
async fn the_controls_answer_on_the_operator_port_only() {
    let app = spawn_app().await;

    let live = operator(&app, "GET", "/health/live", None).await;
    assert_eq!(live.status(), 200);
    let overview: Value = operator_json(&app, "/__mocks").await;
    let systems = overview["systems"].as_array().unwrap();
    assert_eq!(systems.len(), 7);
    assert!(systems
        .iter()
        .any(|s| s["name"] == "metering" && s["baseUrl"] == app.mocks.metering.base_url.as_str()));
    assert_eq!(overview["todayFixed"], false);

    // The public port has none of them, whatever the method.
    for (method, path) in [
        ("GET", "/__mocks"),
        ("GET", "/__mocks/mail"),
        ("POST", "/__mocks/reset"),
        ("PUT", "/__mocks/metering/faults"),
        ("GET", "/health/live"),
    ] {
        let response = app
            .send_with(&app.client, method, path, Some(&json!({})), true)
            .await;
        assert!(
            [404, 405].contains(&response.status().as_u16()),
            "{method} {path} on the public port: {}",
            response.status()
        );
    }
    assert_eq!(app.mocks.outbox.messages().len(), 0);
}

#[tokio::test]
async fn a_fault_set_at_the_operator_port_reaches_the_gateway_and_bad_input_is_refused() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path = "/api/v2/consumption/electricity/user/1000001/location/KP100101/summary?year=2025";
    let rule = json!({"method": "GET", "pathPrefix": "/", "status": 500});
    let set = operator(&app, "PUT", "/__mocks/metering/faults", Some(&rule)).await;
    assert_eq!(set.status(), 200);
    let rules: Value = set.json().await.unwrap();
    assert_eq!(rules[0]["status"], 500);

    let failed = app.get(path).await;
    assert_eq!(failed.status(), 502, "{path}");
    let counts: Value = operator_json(&app, "/__mocks/metering/requests").await;
    assert!(counts
        .as_object()
        .unwrap()
        .values()
        .any(|n| n.as_u64() >= Some(1)));

    let cleared = operator(&app, "DELETE", "/__mocks/metering/faults", None).await;
    assert_eq!(cleared.status(), 204);
    let listed: Value = operator_json(&app, "/__mocks/metering/faults").await;
    assert_eq!(listed, json!([]));

    let bad_rules = [
        json!({"status": "x"}),
        json!({"status": 200}),
        json!({"pathPrefix": "v1"}),
        json!({"delayMs": 600000}),
        json!({"remaining": 0}),
    ];
    let bad_rules = bad_rules
        .into_iter()
        .map(|rule| ("PUT", "/__mocks/metering/faults", Some(rule), 400));
    for (method, path, body, status) in bad_rules.chain([
        ("PUT", "/__mocks/nosuch/faults", Some(rule.clone()), 404),
        ("GET", "/__mocks/nosuch/requests", None, 404),
        ("GET", "/__mocks/mail?to=", None, 400),
        ("GET", "/__mocks/reset", None, 405),
        ("POST", "/__mocks/nothing/here", None, 404),
    ]) {
        let response = operator(&app, method, path, body.as_ref()).await;
        assert_eq!(response.status().as_u16(), status, "{method} {path}");
        let content_type = response.headers()["content-type"]
            .to_str()
            .unwrap()
            .to_owned();
        assert!(
            content_type.starts_with("application/problem+json"),
            "{method} {path}"
        );
        let problem: Value = response.json().await.unwrap();
        assert_eq!(problem["status"], status, "{method} {path}");
        assert!(problem["type"].is_string() && problem["detail"].is_string());
    }
}

#[tokio::test]
async fn a_reset_after_writes_in_every_mock_restores_the_dataset() {
    let app = spawn_app_with(|settings| settings.mocks.today = Some(today())).await;
    let walk = walk(&app).await;
    let before = kuluttaja_reads(&app, &walk).await;
    let company_before = company_reads(&app).await;
    assert!(company_before.iter().all(|(status, _)| *status == 200));

    let known = signed_in(&app).await;
    for row in walk_order() {
        let example = known.example(row);
        let response = known
            .send(&app, row, &example.path, example.body.as_ref())
            .await;
        expect_saved(row, response).await;
    }
    let written = kuluttaja_reads(&app, &walk).await;
    assert_ne!(
        company_reads(&app).await,
        company_before,
        "the company writes show"
    );
    assert!(
        differing(&before, &written).len() >= 5,
        "the writes changed what kuluttaja reads"
    );
    let systems_written: Value = operator_json(&app, "/__mocks/crm/requests").await;
    assert!(systems_written
        .as_object()
        .unwrap()
        .keys()
        .any(|k| !k.starts_with("GET ")));

    let took = reset(&app).await;
    // A reset does the same work each time: the fastest of three is its cost on this machine,
    // without the noise of the other tests running beside it.
    let fastest = took.min(reset(&app).await).min(reset(&app).await);
    assert!(fastest < Duration::from_secs(1), "a reset took {fastest:?}");
    // The reset ended every sign-in.
    app.assert_signed_out().await;
    assert!(app.mocks.outbox.messages().is_empty());
    let counts: Value = operator_json(&app, "/__mocks/crm/requests").await;
    assert_eq!(counts, json!({}));

    app.sign_in(KULUTTAJA).await;
    let after = kuluttaja_reads(&app, &walk).await;
    assert_eq!(differing(&before, &after), Vec::<String>::new());
    // The writes no endpoint can undo are gone too: the sub-users created, the place names.
    assert_eq!(company_reads(&app).await, company_before);
}

#[tokio::test]
async fn a_reset_empties_the_gateways_throttles() {
    let app = spawn_app().await;
    let mut limited = false;
    for _ in 0..10 {
        if app.login(KULUTTAJA, "wrong").await.status() == 429 {
            limited = true;
            break;
        }
    }
    assert!(limited, "the sign-in throttle holds");
    reset(&app).await;
    assert_eq!(app.login(KULUTTAJA, PASSWORD).await.status(), 200);
}

#[tokio::test]
async fn a_fixed_today_answers_the_same_a_day_later() {
    let now = Utc::now();
    let a_day_later = now + chrono::Duration::days(1);
    let start = |today: Option<NaiveDate>, wall: chrono::DateTime<Utc>| {
        let mut settings = fixed_settings();
        settings.mocks.today = today;
        spawn_app_on(settings, Clock::fixed(today).with_wall(move || wall))
    };

    let first = start(Some(today()), now).await;
    let second = start(Some(today()), a_day_later).await;
    let (walk_first, walk_second) = (walk(&first).await, walk(&second).await);
    let answers_first = kuluttaja_reads(&first, &walk_first).await;
    let answers_second = kuluttaja_reads(&second, &walk_second).await;
    assert_eq!(
        differing(&answers_first, &answers_second),
        Vec::<String>::new()
    );
    let overview: Value = operator_json(&first, "/__mocks").await;
    assert_eq!(overview["today"], TODAY);
    assert_eq!(overview["todayFixed"], true);

    // Without it the same day apart answers differently: the fake wall clock reaches them.
    let real = start(None, now).await;
    let later = start(None, a_day_later).await;
    let (walk_real, walk_later) = (walk(&real).await, walk(&later).await);
    let answers_real = kuluttaja_reads(&real, &walk_real).await;
    let answers_later = kuluttaja_reads(&later, &walk_later).await;
    assert!(!differing(&answers_real, &answers_later).is_empty());
}

/// The mail to `to`, newest first, from the operator port.
async fn mail(app: &TestApp, to: &str) -> Vec<Value> {
    let response = operator(app, "GET", &format!("/__mocks/mail?to={to}"), None).await;
    assert_eq!(response.status(), 200);
    response.json().await.unwrap()
}

fn code_of(mail: &Value) -> String {
    let code = mail["code"].as_str().expect("a code").to_owned();
    assert!(!code.is_empty());
    code
}

#[tokio::test]
async fn the_mail_holds_the_codes_and_invitations_the_mocks_sent() {
    let app = spawn_app().await;
    let email = "postia.odottava@demo.example";
    let signed_up = app
        .post_json(
            "/api/auth/v1/sign-up",
            &json!({"email": email, "password": "Uusi!Salasana1", "name": "Postia Odottava"}),
        )
        .await;
    assert_eq!(signed_up.status(), 201);
    let sent = mail(&app, email).await;
    assert_eq!(sent[0]["kind"], "signup");
    assert_eq!(sent[0]["to"], email);
    assert!(sent[0]["subject"].as_str().is_some_and(|s| !s.is_empty()));
    assert!(sent[0]["sentAt"].is_string());
    let confirmed = app
        .post_json(
            "/api/auth/v1/confirm-signup",
            &json!({"email": email, "code": code_of(&sent[0])}),
        )
        .await;
    assert_eq!(confirmed.status(), 204);

    let forgot = app
        .post_json(
            "/api/auth/v1/send-reset-password-code",
            &json!({"email": KULUTTAJA}),
        )
        .await;
    assert_eq!(forgot.status(), 202);
    let sent = mail(&app, KULUTTAJA).await;
    assert_eq!(sent[0]["kind"], "resetPassword");
    assert_eq!(code_of(&sent[0]).len(), 6);

    app.sign_in(KULUTTAJA).await;
    // kuluttaja has invited edustaja already: a read right for someone new.
    let reader = "lukuoikeus.saaja@demo.example";
    let invited = app
        .send(
            "POST",
            "/api/v2/representative/user/1000001/create",
            Some(&json!({ "email": reader, "rights": "READ_ONLY" })),
        )
        .await;
    assert_eq!(invited.status(), 200);
    let sent = mail(&app, reader).await;
    assert_eq!(sent[0]["kind"], "representationInvite");
    assert!(sent[0]["link"]
        .as_str()
        .unwrap()
        .contains(&code_of(&sent[0])));

    let chat = app
        .send(
            "POST",
            "/api/v2/chat/user/1000001/messages",
            Some(&json!({"text": "Milloin lasku erääntyy?"})),
        )
        .await;
    assert!(chat.status().is_success(), "{}", chat.status());
    assert_eq!(mail(&app, KULUTTAJA).await[0]["kind"], "staffMessage");

    let yritys = app.client_for(YRITYS).await;
    let newcomer = "uusi.tyontekija@demo.example";
    let created = app
        .send_with(
            &yritys,
            "POST",
            &format!("/api/v2/company/{COMPANY}/usermanagement/create"),
            Some(&json!({"accountMode": "CREATE_ACCOUNT_MODE", "email": newcomer, "name": "Uusi Työntekijä"})),
            true,
        )
        .await;
    assert!(created.status().is_success(), "{}", created.status());
    let sent = mail(&app, newcomer).await;
    assert_eq!(sent[0]["kind"], "invitation");
    code_of(&sent[0]);

    // Every mail, newest first: the company invitation was the last one sent.
    let all = operator_json(&app, "/__mocks/mail").await;
    assert_eq!(all[0]["to"], newcomer);
    assert!(all.as_array().unwrap().len() >= 5);
}
