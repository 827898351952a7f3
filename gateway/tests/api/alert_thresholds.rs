//! Price thresholds of the alerts are exact c/kWh: 12.5 travels as 12.5, and a threshold the
//! price cannot hold (five decimals, negative, past the bound, no number) is a 400 naming it.

use serde_json::{json, Value};

use crate::helpers::*;

const PRICE_ALERT: &str = "/api/v2/alerts/energyprice/1000001";
const WEIGHTED: &str = "/api/v2/alerts/weightedConsumption/user/1000001/location/KP100101";

fn weighted(threshold: Value) -> Value {
    json!({
        "locationIdentifier": "KP100101", "active": true, "thresholdValue": threshold,
        "vat": true, "includesMargin": false, "emailNotifications": true,
        "pushNotifications": false
    })
}

#[tokio::test]
async fn price_thresholds_travel_exactly_as_sent() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;

    let body = json!({"id": "EPA-1000001", "active": true, "thresholdValue": 12.5,
        "bottomThresholdValue": 0.0125});
    let saved = app.send("PUT", PRICE_ALERT, Some(&body)).await;
    assert_eq!(saved.status(), 200);
    let text = app.get(PRICE_ALERT).await.text().await.unwrap();
    assert!(text.contains("\"thresholdValue\":12.5"), "{text}");
    assert!(text.contains("\"bottomThresholdValue\":0.0125"), "{text}");

    let saved = app
        .send("PUT", WEIGHTED, Some(&weighted(json!(14.25))))
        .await;
    assert_eq!(saved.status(), 200);
    let read: Value = app.get(WEIGHTED).await.json().await.unwrap();
    assert_eq!(read["thresholdValue"].to_string(), "14.25");
}

#[tokio::test]
async fn a_threshold_the_price_cannot_hold_is_a_400_naming_it() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let before = app.get(PRICE_ALERT).await.text().await.unwrap();

    let price = |field: &str, value: Value| {
        let mut body = json!({"id": "EPA-1000001", "active": true});
        body[field] = value;
        body
    };
    for (body, field) in [
        (price("thresholdValue", json!(12.34567)), "thresholdValue"),
        (price("thresholdValue", json!("NaN")), "thresholdValue"),
        (price("thresholdValue", json!(100_000.5)), "thresholdValue"),
        (
            price("bottomThresholdValue", json!(-0.5)),
            "bottomThresholdValue",
        ),
        (
            price("bottomThresholdValue", json!("1,5")),
            "bottomThresholdValue",
        ),
    ] {
        let response = app.send("PUT", PRICE_ALERT, Some(&body)).await;
        let problem = problem(response, 400, "VALIDATION_FAILED").await;
        assert_eq!(problem["errors"][0]["field"], field, "{body}: {problem}");
        assert!(!problem.to_string().contains("12.34567"), "{problem}");
    }
    let finer = price("thresholdValue", json!(12.34567));
    let response = app.send("PUT", PRICE_ALERT, Some(&finer)).await;
    let refused = problem(response, 400, "VALIDATION_FAILED").await;
    let message = refused["errors"][0].to_string();
    assert!(message.contains("at most four decimals"), "{refused}");
    for threshold in [json!(1000.0001), json!(-1), json!(3.00001)] {
        let response = app.send("PUT", WEIGHTED, Some(&weighted(threshold))).await;
        let problem = problem(response, 400, "VALIDATION_FAILED").await;
        assert_eq!(problem["errors"][0]["field"], "thresholdValue", "{problem}");
    }
    assert_eq!(app.get(PRICE_ALERT).await.text().await.unwrap(), before);
}
