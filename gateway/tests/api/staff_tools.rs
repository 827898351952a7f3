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
