//! A59: alert settings and a place's name are their person's own. A read-right holder sees and
//! changes only their own on the grantor's places; the grantor's phone numbers and e-mail
//! addresses reach nobody else.

use serde_json::{json, Value};

use crate::helpers::*;

const EDUSTAJA_ID: u64 = 1_000_002;
const PLACE: &str = "KP100101";
const KINDS: &[&str] = &[
    "weightedConsumption",
    "weightedConsumptionPlus",
    "consumption",
    "disruptionelectricity",
];

fn alert(kind: &str, user: u64) -> String {
    format!("/api/v2/alerts/{kind}/user/{user}/location/{PLACE}")
}

/// Everything kuluttaja has set on the place, as kuluttaja reads it.
async fn grantor_settings(app: &TestApp, grantor: &reqwest::Client) -> Vec<String> {
    let mut settings = Vec::new();
    for kind in KINDS {
        let response = app.get_with(grantor, &alert(kind, KULUTTAJA_ID)).await;
        assert_eq!(response.status(), 200, "{kind}");
        settings.push(response.text().await.unwrap());
    }
    settings
}

fn assert_no_contact_of_the_grantor(body: &str) {
    for secret in ["555 0101", KULUTTAJA] {
        assert!(!body.contains(secret), "{secret} leaked in {body}");
    }
}

#[tokio::test]
async fn a_grantee_reads_and_writes_only_their_own_alert_settings_on_the_grantors_place() {
    let app = spawn_app().await;
    let grantor = app.client_for(KULUTTAJA).await;
    app.sign_in(EDUSTAJA).await;
    let before = grantor_settings(&app, &grantor).await;

    // Reads: the grantee's own (empty) settings, never the grantor's channels.
    for kind in KINDS {
        let response = app.get(&alert(kind, EDUSTAJA_ID)).await;
        assert_eq!(response.status(), 200, "{kind}");
        assert_no_contact_of_the_grantor(&response.text().await.unwrap());
    }
    let content = app
        .get(&TestApp::content_path(EDUSTAJA_ID))
        .await
        .text()
        .await
        .unwrap();
    assert_no_contact_of_the_grantor(&content);

    // Writes: saved for the grantee, read back by the grantee, the grantor's untouched.
    let weighted = json!({
        "locationIdentifier": PLACE, "active": true, "thresholdValue": 3.0, "vat": true,
        "includesMargin": false, "emailNotifications": true, "pushNotifications": false
    });
    let saved = app
        .send(
            "PUT",
            &alert("weightedConsumption", EDUSTAJA_ID),
            Some(&weighted),
        )
        .await;
    assert_eq!(saved.status(), 200);
    let consumption = json!({"bottomThresholdValue": 1.0, "topThresholdValue": 2.0});
    let saved = app
        .send(
            "PUT",
            &alert("consumption", EDUSTAJA_ID),
            Some(&consumption),
        )
        .await;
    assert!(saved.status().is_success(), "{}", saved.status());

    let own: Value = app
        .get(&alert("weightedConsumption", EDUSTAJA_ID))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(own["thresholdValue"], 3.0);
    assert_eq!(grantor_settings(&app, &grantor).await, before);
}

#[tokio::test]
async fn a_grantee_cannot_read_or_write_the_grantors_settings_by_the_grantors_id() {
    let app = spawn_app().await;
    app.sign_in(EDUSTAJA).await;

    for kind in KINDS {
        let read = app.get(&alert(kind, KULUTTAJA_ID)).await;
        problem(read, 403, "FORBIDDEN").await;
    }
    let write = app
        .send(
            "PUT",
            &alert("consumption", KULUTTAJA_ID),
            Some(&json!({"bottomThresholdValue": 1.0, "topThresholdValue": 2.0})),
        )
        .await;
    problem(write, 403, "FORBIDDEN").await;
}
