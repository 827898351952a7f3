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
