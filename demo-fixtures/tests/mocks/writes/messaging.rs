use demo_fixtures::dataset::emails;
use demo_fixtures::mocks::FaultRule;
use reqwest::{Method, StatusCode};
use serde_json::json;
use upstream_clients::crm::{ElectricityConsumptionAlert, EnergyPriceAlert};
use upstream_clients::messaging::{
    ChatMessage, ChatMessages, ChatSender, DistrictHeatingAlert, DistrictHeatingBulkAlert,
    MessagePage, MessageRecipient, WeightedConsumptionAlert,
};
use upstream_clients::money::UnitPrice;
use upstream_clients::System;

use super::{signed_in, App};

const KULUTTAJA: &str = "1000001";

async fn kuluttaja() -> App {
    signed_in(emails::KULUTTAJA, System::Messaging).await
}

async fn page(app: &App, path: &str) -> MessagePage {
    app.get(path, &[]).await.unwrap()
}

#[tokio::test]
async fn mark_all_as_read_marks_its_box_and_seen_toggles_one_message() {
    let app = kuluttaja().await;
    let general = format!("v2/messages/user/{KULUTTAJA}");
    let info = format!("v2/messages/info/user/{KULUTTAJA}");
    let alert = format!("v2/messages/alert/user/{KULUTTAJA}");
    assert!(page(&app, &info).await.unread_count > 0);
    let general_before = page(&app, &general).await.unread_count;

    let info_read = app
        .write(Method::PUT, &format!("{info}/markAllAsRead"), None)
        .await;
    assert_eq!(info_read.status, StatusCode::NO_CONTENT);
    assert_eq!(page(&app, &info).await.unread_count, 0);
    assert_eq!(page(&app, &general).await.unread_count, general_before);

    let first = page(&app, &general).await.messages[0].clone();
    let path = format!("v2/messages/seen/{}?seen={}", first.message_id, !first.seen);
    assert_eq!(
        app.write(Method::PUT, &path, None).await.status,
        StatusCode::NO_CONTENT
    );
    let after = page(&app, &general).await;
    assert_eq!(after.messages[0].seen, !first.seen);
    let expected = if first.seen {
        general_before + 1
    } else {
        general_before - 1
    };
    assert_eq!(after.unread_count, expected);

    let all_read = app
        .write(Method::PUT, &format!("{general}/markAllAsRead"), None)
        .await;
    assert_eq!(all_read.status, StatusCode::NO_CONTENT);
    for path in [&general, &alert] {
        assert_eq!(page(&app, path).await.unread_count, 0, "{path}");
    }
}

#[tokio::test]
async fn seen_needs_a_boolean_and_a_known_message_whose_recipient_is_readable() {
    let app = kuluttaja().await;
    let id = page(&app, &format!("v2/messages/user/{KULUTTAJA}"))
        .await
        .messages[0]
        .message_id
        .clone();

    let recipient: MessageRecipient = app
        .get(&format!("v1/messages/{id}/recipient"), &[])
        .await
        .unwrap();
    let no_flag = app
        .write(Method::PUT, &format!("v2/messages/seen/{id}"), None)
        .await;
    let unknown = app
        .write(Method::PUT, "v2/messages/seen/NOPE?seen=true", None)
        .await;

    assert_eq!(recipient.priwatti_user_id, 1_000_001);
    assert_eq!(no_flag.status, StatusCode::BAD_REQUEST);
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    assert_eq!(unknown.code(), "NotFound");
}

#[tokio::test]
async fn an_alert_put_answers_the_saved_object_and_the_get_reads_it_back() {
    let app = kuluttaja().await;
    let path = format!("v2/alerts/consumption/user/{KULUTTAJA}/location/KP100104");
    let body = json!({ "bottomThresholdValue": 2.5, "topThresholdValue": 40.0 });

    let saved = app.write(Method::PUT, &path, Some(&body)).await;
    let read: ElectricityConsumptionAlert = app.get(&path, &[]).await.unwrap();

    assert_eq!(saved.status, StatusCode::OK);
    assert_eq!(serde_json::to_value(&read).unwrap(), saved.body);
    assert_eq!(read.bottom_threshold_value, Some(2.5));
    assert_eq!(read.top_threshold_value, Some(40.0));
}

#[tokio::test]
async fn weighted_and_price_alerts_keep_the_servers_own_fields() {
    let app = kuluttaja().await;
    let path = format!("v2/alerts/weightedConsumptionPlus/user/{KULUTTAJA}/location/KP100104");
    let body = json!({
        "locationIdentifier": "SOMEWHERE-ELSE", "active": true, "thresholdValue": 12.5,
        "vat": true, "includesMargin": false, "emailNotifications": true,
        "pushNotifications": false
    });
    let saved = app.write(Method::PUT, &path, Some(&body)).await;
    let read: WeightedConsumptionAlert = app.get(&path, &[]).await.unwrap();
    assert_eq!(saved.status, StatusCode::OK);
    assert_eq!(read.location_identifier, "KP100104");
    assert!(read.includes_margin && read.active);
    assert_eq!(read.threshold_value, Some(UnitPrice(125_000)));
    assert_eq!(saved.body["thresholdValue"].to_string(), "12.5");

    let price = format!("v2/alerts/energyprice/{KULUTTAJA}");
    let body = json!({ "id": "MINE", "active": true, "thresholdValue": 20.0, "bottomThresholdValue": 1.0 });
    app.write(Method::PUT, &price, Some(&body)).await;
    let alert: EnergyPriceAlert = app.get(&price, &[]).await.unwrap();
    assert_eq!(alert.id, "EPA-1000001");
    assert_eq!(alert.threshold_value, Some(UnitPrice::decimal(20, 0)));

    // A threshold finer than the price's four decimals is refused, not rounded.
    let finer = json!({ "id": "EPA-1000001", "active": true, "thresholdValue": 20.00001 });
    let refused = app.write(Method::PUT, &price, Some(&finer)).await;
    assert_eq!(refused.status, StatusCode::BAD_REQUEST);
    let after: EnergyPriceAlert = app.get(&price, &[]).await.unwrap();
    assert_eq!(after, alert);
}

#[tokio::test]
async fn the_bulk_put_sets_every_listed_district_heating_place_or_none() {
    let app = kuluttaja().await;
    let bulk: DistrictHeatingBulkAlert = app
        .get(
            &format!("v2/alerts/districtheating/user/{KULUTTAJA}/location/KP100102/bulk"),
            &[],
        )
        .await
        .unwrap();
    let ids: Vec<String> = bulk
        .items
        .iter()
        .map(|i| i.location_identifier.clone())
        .collect();
    let settings = json!({
        "email": true, "sms": false, "emailAddress": "kuluttaja@demo.example",
        "mobileNumber": null, "pushStartHour": 8, "pushStartMin": 0,
        "pushEndHour": 21, "pushEndMin": 30
    });
    let path = format!("v2/alerts/districtheating/user/{KULUTTAJA}/location/KP100102/bulk");
    let single = format!("v2/alerts/districtheating/user/{KULUTTAJA}/location/KP100102");
    let before: DistrictHeatingAlert = app.get(&single, &[]).await.unwrap();

    let with_electricity =
        json!({ "settings": settings, "locationIdentifiers": ["KP100102", "KP100101"] });
    let refused = app.write(Method::PUT, &path, Some(&with_electricity)).await;
    let unchanged: DistrictHeatingAlert = app.get(&single, &[]).await.unwrap();
    assert_eq!(refused.status, StatusCode::NOT_FOUND);
    assert_eq!(unchanged, before);

    let good = json!({ "settings": settings, "locationIdentifiers": ids });
    let saved = app.write(Method::PUT, &path, Some(&good)).await;
    assert_eq!(saved.status, StatusCode::OK);
    assert_eq!(saved.body, settings);
    for id in &ids {
        let alert: DistrictHeatingAlert = app
            .get(
                &format!("v2/alerts/districtheating/user/{KULUTTAJA}/location/{id}"),
                &[],
            )
            .await
            .unwrap();
        assert!(alert.active && alert.settings.push_end_min == 30, "{id}");
    }
}

#[tokio::test]
async fn an_undecodable_alert_body_is_400_and_changes_nothing() {
    let app = kuluttaja().await;
    let path = format!("v2/alerts/consumption/user/{KULUTTAJA}/location/KP100104");
    let before: ElectricityConsumptionAlert = app.get(&path, &[]).await.unwrap();

    let broken = app
        .write_raw(Method::PUT, &path, "{\"bottomThresholdValue\": ")
        .await;
    let wrong_shape = app
        .write(
            Method::PUT,
            &path,
            Some(&json!({ "bottomThresholdValue": "low" })),
        )
        .await;

    assert_eq!(broken.status, StatusCode::BAD_REQUEST);
    assert_eq!(broken.code(), "InvalidBody");
    assert_eq!(wrong_shape.status, StatusCode::BAD_REQUEST);
    assert_eq!(
        app.get::<ElectricityConsumptionAlert>(&path, &[])
            .await
            .unwrap(),
        before
    );
}

#[tokio::test]
async fn push_tokens_belong_to_the_bearers_user() {
    let app = kuluttaja().await;
    let other = app.mocks.sign_in(emails::EDUSTAJA).await.access_token;
    let token = json!({ "token": "device-1", "platform": "ANDROID" });
    let removal = json!({ "token": "device-1" });

    let registered = app
        .write(Method::POST, "v2/push/registertoken", Some(&token))
        .await;
    let by_other = app
        .write_as(
            &other,
            Method::POST,
            "v2/push/unregistertoken",
            Some(&removal),
        )
        .await;
    let by_owner = app
        .write(Method::DELETE, "v2/push/token", Some(&removal))
        .await;
    let again = app
        .write(Method::POST, "v2/push/unregistertoken", Some(&removal))
        .await;
    let bad_platform = app
        .write(
            Method::POST,
            "v2/push/token",
            Some(&json!({ "token": "x", "platform": "PAGER" })),
        )
        .await;

    assert_eq!(registered.status, StatusCode::NO_CONTENT);
    assert_eq!(by_other.status, StatusCode::NOT_FOUND);
    assert_eq!(by_owner.status, StatusCode::NO_CONTENT);
    assert_eq!(again.status, StatusCode::NOT_FOUND);
    assert_eq!(bad_platform.status, StatusCode::BAD_REQUEST);
}

#[tokio::test]
async fn a_chat_message_is_stored_with_a_finnish_agent_reply() {
    let app = kuluttaja().await;
    let path = format!("v2/chat/user/{KULUTTAJA}/messages");

    let sent = app
        .write(
            Method::POST,
            &path,
            Some(&json!({ "text": "Milloin lasku erääntyy?" })),
        )
        .await;
    let sent: ChatMessage = serde_json::from_value(sent.body).unwrap();
    let all: ChatMessages = app.get(&path, &[]).await.unwrap();
    let newer: ChatMessages = app
        .get(&path, &[("after", &sent.message_id)])
        .await
        .unwrap();

    assert_eq!(sent.from, ChatSender::User);
    assert_eq!(all.messages.len(), 2);
    assert_eq!(all.messages[0], sent);
    assert_eq!(newer.messages.len(), 1);
    assert_eq!(newer.messages[0].from, ChatSender::Agent);
    assert!(newer.messages[0].text.contains("Laskut-sivulta"));
}

#[tokio::test]
async fn a_faulted_write_changes_nothing() {
    let app = kuluttaja().await;
    let info = format!("v2/messages/info/user/{KULUTTAJA}");
    let unread = page(&app, &info).await.unread_count;
    assert!(unread > 0);
    for rule in [
        FaultRule {
            method: Some("PUT".into()),
            status: Some(500),
            ..FaultRule::on("/v2/messages/")
        },
        FaultRule {
            method: Some("PUT".into()),
            malformed: true,
            ..FaultRule::on("/v2/messages/")
        },
    ] {
        app.mock().faults.set(rule);
        let faulted = app
            .write(Method::PUT, &format!("{info}/markAllAsRead"), None)
            .await;
        app.mock().faults.clear();
        assert_ne!(faulted.status, StatusCode::NO_CONTENT);
        assert_eq!(page(&app, &info).await.unread_count, unread);
    }
}
