//! The developers' and messaging staff's tools: the debug views of crm (#42–#47), service
//! health and data age (#48, #49), the cache keys (#50–#52) and messages from staff (#72–#76,
//! #53, #54). Who may call them is the access walk's (`staff_access`); here, what they answer.

use serde_json::Value;

use crate::helpers::*;

const KEHITTAJA: &str = "kehittaja@demo.example";
/// kuluttaja's customer code at VARE.
const KULUTTAJA_CODE: &str = "A1000001";
const CONTRACTS: &str = "/api/v2/servicelocation/user/1000001/location/KP100101/contracts";
const CONTRACTS_UPSTREAM: &str = "/v2/servicelocation/user/1000001/location/KP100101/contracts";

async fn json_of(response: reqwest::Response, status: u16) -> Value {
    let code = response.status().as_u16();
    let text = response.text().await.unwrap();
    assert_eq!(code, status, "{text}");
    serde_json::from_str(&text).unwrap()
}

#[tokio::test]
async fn debug_shows_a_users_mappings_and_a_refresh_drops_their_cached_answers() {
    let app = spawn_app().await;
    let developer = app.client_for(KEHITTAJA).await;
    let customer = app.client_for(KULUTTAJA).await;
    let info = format!("/api/admin/info/{KULUTTAJA_ID}");

    let before = json_of(app.get_with(&developer, &info).await, 200).await;
    assert_eq!(before["priwattiUserId"], KULUTTAJA_ID);
    assert_eq!(before["email"], KULUTTAJA);
    assert!(before["locationIdentifiers"]
        .as_array()
        .unwrap()
        .iter()
        .any(|l| l == "KP100101"));
    assert!(before["mappingsRefreshedAt"].is_null());

    // The customer's answer is cached: a second read does not reach crm.
    assert_eq!(app.get_with(&customer, CONTRACTS).await.status(), 200);
    assert_eq!(app.get_with(&customer, CONTRACTS).await.status(), 200);
    let crm_calls = || {
        app.mocks
            .crm
            .faults
            .request_count("GET", CONTRACTS_UPSTREAM)
    };
    assert_eq!(crm_calls(), 1);

    let path = format!("/api/admin/refresh-user-mappings/{KULUTTAJA_ID}");
    let refreshed = json_of(
        app.send_with(&developer, "POST", &path, None, true).await,
        200,
    )
    .await;
    assert!(refreshed["mappingsRefreshedAt"].is_string());
    // crm keeps when it was asked; the user's cached answers are gone.
    let after = json_of(app.get_with(&developer, &info).await, 200).await;
    assert_eq!(
        after["mappingsRefreshedAt"],
        refreshed["mappingsRefreshedAt"]
    );
    assert_eq!(app.get_with(&customer, CONTRACTS).await.status(), 200);
    assert_eq!(crm_calls(), 2, "the refresh evicted the customer's entry");

    // Bad and unknown users.
    problem(
        app.get_with(&developer, "/api/admin/info/01").await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
    assert_eq!(
        app.get_with(&developer, "/api/admin/info/9999999")
            .await
            .status(),
        404
    );
}

#[tokio::test]
async fn a_customer_is_shown_raw_and_as_the_portal_reads_it() {
    let app = spawn_app().await;
    let developer = app.client_for(KEHITTAJA).await;
    let at = |view: &str, rest: &str| {
        format!("/api/admin/{view}/origin/VARE/customer/{KULUTTAJA_CODE}{rest}")
    };

    let raw = json_of(app.get_with(&developer, &at("raw", "")).await, 200).await;
    assert_eq!(raw["system"], "crm");
    assert_eq!(raw["record"]["priwatti_user_id"], KULUTTAJA_ID);
    assert_eq!(raw["record"]["customer_code"], KULUTTAJA_CODE);
    let crm = json_of(app.get_with(&developer, &at("crm", "")).await, 200).await;
    assert_eq!(crm["customerCode"], KULUTTAJA_CODE);
    assert_eq!(crm["company"], "VARE");
    // The two views are of the same places.
    assert_eq!(
        raw["record"]["location_identifiers"],
        crm["locationIdentifiers"]
    );

    let raw_contracts = json_of(
        app.get_with(&developer, &at("raw", "/contracts")).await,
        200,
    )
    .await;
    let contracts = json_of(
        app.get_with(&developer, &at("crm", "/contracts")).await,
        200,
    )
    .await;
    let raw_codes: Vec<&Value> = raw_contracts["record"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["contract_code"])
        .collect();
    let codes: Vec<&Value> = contracts["contracts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["contractCode"])
        .collect();
    assert!(!codes.is_empty());
    assert_eq!(raw_codes, codes);

    // Another origin's customer of that code does not exist; a bad origin is refused.
    assert_eq!(
        app.get_with(
            &developer,
            &format!("/api/admin/raw/origin/SV/customer/{KULUTTAJA_CODE}")
        )
        .await
        .status(),
        404
    );
    problem(
        app.get_with(&developer, "/api/admin/crm/origin/XX/customer/A1000001")
            .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
}

#[tokio::test]
async fn service_health_names_each_upstream_and_a_slow_one_is_down() {
    let app = spawn_app_with(|settings| settings.server.ready_timeout_ms = 300).await;
    let developer = app.client_for(KEHITTAJA).await;
    let path = "/api/admin/service-health/v1/integration-router";

    let health = json_of(app.get_with(&developer, path).await, 200).await;
    assert_eq!(health["status"], "UP", "{health}");
    let systems: Vec<&str> = health["upstreams"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["system"].as_str().unwrap())
        .collect();
    for system in [
        "content",
        "crm",
        "identity",
        "invoicing",
        "messaging",
        "metering",
    ] {
        assert!(systems.contains(&system), "{system} in {systems:?}");
    }

    // metering answers its health after the wait: it is down, and the others are not.
    app.mocks
        .metering
        .faults
        .set(demo_fixtures::mocks::FaultRule {
            delay: Some(std::time::Duration::from_millis(1500)),
            ..fault("GET", "/health")
        });
    let health = json_of(app.get_with(&developer, path).await, 200).await;
    assert_eq!(health["status"], "DOWN");
    for upstream in health["upstreams"].as_array().unwrap() {
        let slow = upstream["system"] == "metering";
        assert_eq!(
            upstream["state"],
            if slow { "DOWN" } else { "UP" },
            "{upstream}"
        );
        if slow {
            assert!(upstream["latencyMs"].as_u64().unwrap() >= 300);
            assert!(upstream["reason"].as_str().unwrap().contains("300 ms"));
        }
        assert!(upstream["circuit"].is_string());
    }
}

#[tokio::test]
async fn data_age_comes_from_metering_per_system_and_origin() {
    let app = spawn_app().await;
    let developer = app.client_for(KEHITTAJA).await;
    let age = json_of(
        app.get_with(&developer, "/api/admin/consumption-data-analytics/v1/age")
            .await,
        200,
    )
    .await;
    let sources = age["sources"].as_array().unwrap();
    for origin in ["VARE", "SV", "KUO"] {
        assert!(
            sources
                .iter()
                .any(|s| s["origin"] == origin && s["utilityType"] == "ELECTRICITY"),
            "electricity of {origin}: {age}"
        );
    }
    for source in sources {
        // Measured up to yesterday: the newest reading ended at most a day ago.
        let seconds = source["ageSeconds"].as_i64().unwrap();
        assert!((0..=86_400).contains(&seconds), "{source}");
        assert!(source["places"].as_u64().unwrap() > 0);
    }
}

#[tokio::test]
async fn the_cache_keys_are_listed_shown_and_emptied() {
    let app = spawn_app().await;
    let developer = app.client_for(KEHITTAJA).await;
    let customer = app.client_for(KULUTTAJA).await;
    assert_eq!(app.get_with(&customer, CONTRACTS).await.status(), 200);
    app.state.cache.sync().await;

    let listed = json_of(
        app.get_with(&developer, "/api/admin/cache-keys/v1?prefix=user:1000001")
            .await,
        200,
    )
    .await;
    let key = format!("user:1000001 GET {CONTRACTS}");
    let entry = listed["keys"]
        .as_array()
        .unwrap()
        .iter()
        .find(|k| k["key"] == key.as_str())
        .unwrap_or_else(|| panic!("{key} in {listed}"));
    assert!(entry["bytes"].as_u64().unwrap() > 100);
    assert!(entry["ttlSeconds"].as_u64().unwrap() > 0);
    assert!(listed["total"].as_u64().unwrap() >= 1);
    // No key shows a session's cookie.
    let cookie = app.login(KULUTTAJA, PASSWORD).await;
    let cookie = session_cookie(&cookie);
    let value = cookie.split('=').nth(1).unwrap();
    let all = app
        .get_with(&developer, "/api/admin/cache-keys/v1?limit=1000")
        .await
        .text()
        .await
        .unwrap();
    assert!(!all.contains(value));

    // One entry, by its URL-encoded key: the answer the customer got.
    let encoded = key.replace(' ', "%20").replace('/', "%2F");
    let shown = json_of(
        app.get_with(&developer, &format!("/api/admin/cache-keys/v1/{encoded}"))
            .await,
        200,
    )
    .await;
    assert_eq!(shown["key"], key.as_str());
    assert!(shown["body"]["contracts"].is_array(), "{shown}");
    assert_eq!(
        app.get_with(
            &developer,
            "/api/admin/cache-keys/v1/shared%20GET%20%2Fnothing"
        )
        .await
        .status(),
        404
    );
    problem(
        app.get_with(&developer, "/api/admin/cache-keys/v1?limit=0")
            .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;

    // Emptied: everyone's entries go, and the customer's next read reaches crm again.
    let cleared = json_of(
        app.send_with(&developer, "DELETE", "/api/admin/cache-keys/v1", None, true)
            .await,
        200,
    )
    .await;
    assert!(cleared["removed"].as_u64().unwrap() >= 1);
    let after = json_of(
        app.get_with(&developer, "/api/admin/cache-keys/v1").await,
        200,
    )
    .await;
    assert_eq!(after["total"], 0, "{after}");
    let crm_calls = || {
        app.mocks
            .crm
            .faults
            .request_count("GET", CONTRACTS_UPSTREAM)
    };
    let before = crm_calls();
    assert_eq!(app.get_with(&customer, CONTRACTS).await.status(), 200);
    assert_eq!(crm_calls(), before + 1);
}

const VIESTINTA: &str = "viestinta@demo.example";
const KULUTTAJA_BOX: &str = "/api/v2/messages/user/1000001";

/// The titles in a box, newest first.
async fn titles(app: &TestApp, client: &reqwest::Client, path: &str) -> Vec<String> {
    let page = json_of(
        app.get_with(client, &format!("{path}?count=100")).await,
        200,
    )
    .await;
    page["messages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| m["title"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_message_from_staff_lands_in_the_recipients_box_and_nobody_elses() {
    let app = spawn_app().await;
    let staff = app.client_for(VIESTINTA).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let edustaja = app.client_for(EDUSTAJA).await;
    let unread = |content: &Value| content["user"]["unreadMessages"].as_u64().unwrap();
    let content_before = json_of(
        app.get_with(&kuluttaja, &TestApp::content_path(KULUTTAJA_ID))
            .await,
        200,
    )
    .await;

    // A header the browser sends is not read: the gateway sends the caller's own token.
    let response = staff
        .post(app.url("/api/v2/messages/message"))
        .header("X-Web-Version", WEB_VERSION)
        .header("Authorization", "Bearer forged")
        .json(&serde_json::json!({"userId": KULUTTAJA_ID, "title": "Henkilökohtainen viesti", "body": "Hei!"}))
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(response, 200).await["sent"], 1);
    assert_eq!(
        titles(&app, &kuluttaja, KULUTTAJA_BOX).await[0],
        "Henkilökohtainen viesti"
    );
    assert!(!titles(&app, &edustaja, "/api/v2/messages/user/1000002")
        .await
        .contains(&"Henkilökohtainen viesti".to_owned()));
    // The unread count in user content follows, though user content is cached.
    let content = json_of(
        app.get_with(&kuluttaja, &TestApp::content_path(KULUTTAJA_ID))
            .await,
        200,
    )
    .await;
    assert_eq!(unread(&content), unread(&content_before) + 1);

    // Bad bodies and an unknown user.
    for body in [
        serde_json::json!({"userId": KULUTTAJA_ID, "title": " ", "body": "x"}),
        serde_json::json!({"userId": KULUTTAJA_ID, "title": "x"}),
        serde_json::json!({"origins": ["XX"], "title": "x", "body": "x"}),
    ] {
        let response = app
            .send_with(
                &staff,
                "POST",
                "/api/v2/messages/message",
                Some(&body),
                true,
            )
            .await;
        problem(response, 400, "VALIDATION_FAILED").await;
    }
    let response = app
        .send_with(
            &staff,
            "POST",
            "/api/v2/messages/message",
            Some(&serde_json::json!({"userId": 9999999, "title": "x", "body": "x"})),
            true,
        )
        .await;
    problem(response, 422, "UNKNOWN_RECIPIENT").await;
}

#[tokio::test]
async fn a_targeted_message_reaches_only_the_customers_its_criteria_pick() {
    let app = spawn_app().await;
    let staff = app.client_for(VIESTINTA).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    // kuluttaja is VARE's: a KUO message does not reach them, a VARE electricity one does,
    // on the v1 path and with the trailing slash as the contract writes it.
    let send = |path: &'static str, body: Value| {
        let staff = staff.clone();
        let app = &app;
        async move { app.send_with(&staff, "POST", path, Some(&body), true).await }
    };
    let kuo = send(
        "/api/v2/messages/massmessage/targeted/",
        serde_json::json!({"origins": ["KUO"], "customerType": "B2C", "title": "KUO:n asiakkaille", "body": "x"}),
    )
    .await;
    assert!(json_of(kuo, 200).await["sent"].as_u64().unwrap() >= 1);
    let vare = send(
        "/api/v1/messages/massmessage/targeted",
        serde_json::json!({"origins": ["VARE"], "utilityTypes": ["ELECTRICITY"], "title": "VAREn sähköasiakkaille", "body": "x"}),
    )
    .await;
    assert!(json_of(vare, 200).await["sent"].as_u64().unwrap() >= 1);
    let by_id = send(
        "/api/v2/messages/massmessage/targeted/",
        serde_json::json!({"userIds": [KULUTTAJA_ID], "title": "Sinulle", "body": "x"}),
    )
    .await;
    assert_eq!(json_of(by_id, 200).await["sent"], 1);
    let box_titles = titles(&app, &kuluttaja, KULUTTAJA_BOX).await;
    assert!(box_titles.contains(&"VAREn sähköasiakkaille".to_owned()));
    assert!(box_titles.contains(&"Sinulle".to_owned()));
    assert!(!box_titles.contains(&"KUO:n asiakkaille".to_owned()));

    // Both ways of targeting at once is refused.
    let both = send(
        "/api/v2/messages/massmessage/targeted/",
        serde_json::json!({"userIds": [KULUTTAJA_ID], "origins": ["VARE"], "title": "x", "body": "x"}),
    )
    .await;
    problem(both, 400, "VALIDATION_FAILED").await;
}

/// Starts #74's "Taustalla" to VARE's customers (kuluttaja among them): its process id.
async fn start_mass_message(app: &TestApp, staff: &reqwest::Client) -> String {
    let started = app
        .send_with(
            staff,
            "POST",
            "/api/v2/messages/massmessage/async",
            Some(&serde_json::json!({"origins": ["VARE"], "title": "Taustalla", "body": "x"})),
            true,
        )
        .await;
    json_of(started, 202).await["processId"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// #53's latest process once it is DONE (asked every 50 ms, for at most 5 s): `process`, the
/// one just started.
async fn latest_process_once_done(app: &TestApp, staff: &reqwest::Client, process: &str) -> Value {
    let mut last = Value::Null;
    for _ in 0..100 {
        let latest = json_of(
            app.get_with(
                staff,
                "/api/admin/background-process/v1/mass-message?amount=1",
            )
            .await,
            200,
        )
        .await;
        last = latest["processes"][0].clone();
        assert_eq!(last["processId"], process);
        if last["state"] == "DONE" {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    assert_eq!(last["state"], "DONE", "{last}");
    last
}

#[tokio::test]
async fn the_async_mass_message_runs_in_the_background_and_its_progress_is_shown() {
    let app = spawn_app().await;
    let staff = app.client_for(VIESTINTA).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let synchronous = app
        .send_with(
            &staff,
            "POST",
            "/api/v2/messages/massmessage",
            Some(&serde_json::json!({"origins": ["VARE"], "title": "Heti", "body": "x"})),
            true,
        )
        .await;
    let reached = json_of(synchronous, 200).await["sent"].as_u64().unwrap();
    assert!(reached > 1);

    let process = start_mass_message(&app, &staff).await;
    let last = latest_process_once_done(&app, &staff, &process).await;
    // The same customers as the message sent at once.
    assert_eq!(last["total"].as_u64().unwrap(), reached);
    assert_eq!(last["sent"], last["total"]);
    assert!(last["finishedAt"].is_string());
    assert!(titles(&app, &kuluttaja, KULUTTAJA_BOX)
        .await
        .contains(&"Taustalla".to_owned()));

    let page = json_of(
        app.get_with(
            &staff,
            "/api/admin/background-process/v1/list?page=0&limit=5",
        )
        .await,
        200,
    )
    .await;
    assert_eq!(page["processes"][0]["processId"], process.as_str());
    problem(
        app.get_with(&staff, "/api/admin/background-process/v1/list?limit=0")
            .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
}

#[tokio::test]
async fn the_recipients_unread_count_is_fresh_once_the_background_send_has_reached_them() {
    let app = spawn_app().await;
    let staff = app.client_for(VIESTINTA).await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let content = TestApp::content_path(KULUTTAJA_ID);
    let unread = |content: &Value| content["user"]["unreadMessages"].as_u64().unwrap();
    let before = json_of(app.get_with(&kuluttaja, &content).await, 200).await;
    app.state.cache.sync().await;
    let key = format!("user:{KULUTTAJA_ID} GET {content}");
    let stale = app
        .state
        .cache
        .get(&key)
        .await
        .expect("user content is cached");

    let process = start_mass_message(&app, &staff).await;
    // A read answered before the process reached kuluttaja and kept after the write's own
    // eviction: what a recipient read in the middle of a long send would keep.
    app.state
        .cache
        .insert(key.clone(), stale.body.clone())
        .await;

    latest_process_once_done(&app, &staff, &process).await;
    // The gateway follows the process and drops the entry once the send has reached them.
    let mut kept = true;
    for _ in 0..50 {
        app.state.cache.sync().await;
        kept = app.state.cache.get(&key).await.is_some();
        if !kept {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert!(!kept, "the stale user content is still kept");
    let after = json_of(app.get_with(&kuluttaja, &content).await, 200).await;
    assert_eq!(unread(&after), unread(&before) + 1);
}
