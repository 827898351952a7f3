//! The messaging mock's row reads through `upstream_clients::ReadClient`.

use crate::helpers::{spawn_mocks, upstream, TestMocks, CLIENT_TIMEOUT};
use demo_fixtures::dataset::{emails, user_ids, Dataset, DEMO_USER_ID};
use upstream_clients::crm::{
    ElectricityConsumptionAlert, EnergyPriceAlert, EnergyPriceReport, UtilityType,
};
use upstream_clients::messaging::{
    DisruptionElectricityAlert, DistrictHeatingAlert, DistrictHeatingBulkAlert, MessageBox,
    MessagePage, NotificationKind, NotificationList, PopupList, WeightedConsumptionAlert,
};
use upstream_clients::{ReadClient, System, UpstreamError};

struct App {
    _mocks: TestMocks,
    messaging: ReadClient,
    token: String,
}

async fn signed_in(email: &str) -> App {
    let mocks = spawn_mocks().await;
    let token = mocks.sign_in(email).await.access_token;
    let messaging = ReadClient::new(upstream(
        &mocks.core,
        System::Messaging,
        &mocks.mocks.messaging,
        CLIENT_TIMEOUT,
    ));
    App {
        _mocks: mocks,
        messaging,
        token,
    }
}

impl App {
    async fn get<T: serde::de::DeserializeOwned>(
        &self,
        path: &[&str],
        query: &[(&str, &str)],
    ) -> Result<T, UpstreamError> {
        self.messaging.json(&self.token, path, query).await
    }
}

fn is_not_found<T: std::fmt::Debug>(result: &Result<T, UpstreamError>) -> bool {
    matches!(result, Err(UpstreamError::NotFound { .. }))
}

fn is_bad_request<T: std::fmt::Debug>(result: &Result<T, UpstreamError>) -> bool {
    matches!(result, Err(UpstreamError::Status { status: 400, code: Some(code), .. }) if code == "InvalidParameter")
}

const KULUTTAJA: &str = "1000001";

#[tokio::test]
async fn the_general_box_unread_count_matches_user_content_and_pages_do_not_overlap() {
    let app = signed_in(emails::KULUTTAJA).await;
    let unread = Dataset::demo()
        .user(user_ids::KULUTTAJA)
        .unwrap()
        .unread_messages;

    let first: MessagePage = app
        .get(&["v2", "messages", "user", KULUTTAJA], &[("count", "3")])
        .await
        .unwrap();
    let rest: MessagePage = app
        .get(
            &["v2", "messages", "user", KULUTTAJA],
            &[("offset", "3"), ("count", "20")],
        )
        .await
        .unwrap();

    assert_eq!(first.message_box, MessageBox::General);
    assert_eq!(first.unread_count, unread);
    assert_eq!(first.messages.len(), 3);
    assert_eq!(
        first.messages.len() + rest.messages.len(),
        first.total as usize
    );
    let unseen = first
        .messages
        .iter()
        .chain(&rest.messages)
        .filter(|m| !m.seen)
        .count();
    assert_eq!(unseen as u32, unread);
    assert!(first
        .messages
        .iter()
        .all(|m| m.message_box == MessageBox::General));
    assert!(first.messages[0].sent > first.messages[2].sent);
    assert!(rest
        .messages
        .iter()
        .all(|m| first.messages.iter().all(|f| f.message_id != m.message_id)));
}

#[tokio::test]
async fn kuluttaja_and_the_demo_user_have_about_a_dozen_messages_across_the_boxes() {
    let app = signed_in(emails::KULUTTAJA).await;
    for user in [KULUTTAJA, "1000000"] {
        let mut total = 0;
        for path in [
            vec!["v2", "messages", "user", user],
            vec!["v2", "messages", "info", "user", user],
            vec!["v2", "messages", "alert", "user", user],
        ] {
            let page: MessagePage = app.get(&path, &[]).await.unwrap();
            assert!(!page.messages.is_empty(), "{path:?}");
            assert_eq!(page.count, 20);
            total += page.total;
        }
        assert!((10..=14).contains(&total), "{user}: {total}");
    }
}

#[tokio::test]
async fn the_type_filter_keeps_only_that_type_and_keeps_the_unread_count() {
    let app = signed_in(emails::KULUTTAJA).await;
    let all: MessagePage = app
        .get(&["v2", "messages", "user", KULUTTAJA], &[])
        .await
        .unwrap();

    let invoices: MessagePage = app
        .get(
            &["v2", "messages", "user", KULUTTAJA],
            &[("type", "INVOICE")],
        )
        .await
        .unwrap();

    assert!(invoices.total > 0 && invoices.total < all.total);
    assert!(invoices.messages.iter().all(|m| m.kind == "INVOICE"));
    assert_eq!(invoices.unread_count, all.unread_count);
}

#[tokio::test]
async fn bad_paging_is_400_and_an_unknown_user_404() {
    let app = signed_in(emails::KULUTTAJA).await;
    let path = ["v2", "messages", "alert", "user", KULUTTAJA];

    let zero = app.get::<MessagePage>(&path, &[("count", "0")]).await;
    let word = app.get::<MessagePage>(&path, &[("offset", "first")]).await;
    let unknown = app
        .get::<MessagePage>(&["v2", "messages", "user", "999"], &[])
        .await;
    let not_a_number = app
        .get::<MessagePage>(&["v2", "messages", "user", "abc"], &[])
        .await;

    assert!(is_bad_request(&zero), "{zero:?}");
    assert!(is_bad_request(&word), "{word:?}");
    assert!(is_not_found(&unknown), "{unknown:?}");
    assert!(is_bad_request(&not_a_number), "{not_a_number:?}");
}

fn alert_path<'a>(kind: &'a str, location: &'a str) -> Vec<&'a str> {
    vec![
        "v2", "alerts", kind, "user", KULUTTAJA, "location", location,
    ]
}

#[tokio::test]
async fn electricity_alerts_come_from_the_place_and_default_to_inactive() {
    let app = signed_in(emails::KULUTTAJA).await;

    let consumption: ElectricityConsumptionAlert = app
        .get(&alert_path("consumption", "KP100101"), &[])
        .await
        .unwrap();
    let summer: ElectricityConsumptionAlert = app
        .get(&alert_path("consumption", "KP100104"), &[])
        .await
        .unwrap();
    let plus: WeightedConsumptionAlert = app
        .get(&alert_path("weightedConsumptionPlus", "KP100101"), &[])
        .await
        .unwrap();
    let plain: WeightedConsumptionAlert = app
        .get(&alert_path("weightedConsumption", "KP100101"), &[])
        .await
        .unwrap();
    let summer_weighted: WeightedConsumptionAlert = app
        .get(&alert_path("weightedConsumption", "KP100104"), &[])
        .await
        .unwrap();

    let place = Dataset::demo().place("KP100101").unwrap();
    assert_eq!(Some(consumption), place.consumption_alert.clone());
    assert_eq!(summer.bottom_threshold_value, None);
    assert_eq!(summer.top_threshold_value, Some(30.0));
    assert!(plus.active && plus.includes_margin);
    assert!(plain.active && !plain.includes_margin);
    assert!(plus.threshold_value > plain.threshold_value);
    assert!(!summer_weighted.active && summer_weighted.threshold_value.is_none());
}

#[tokio::test]
async fn the_disruption_alert_lists_channels_and_defaults_to_inactive_07_to_23() {
    let app = signed_in(emails::KULUTTAJA).await;

    let home: DisruptionElectricityAlert = app
        .get(&alert_path("disruptionelectricity", "KP100101"), &[])
        .await
        .unwrap();
    let summer: DisruptionElectricityAlert = app
        .get(&alert_path("disruptionelectricity", "KP100104"), &[])
        .await
        .unwrap();

    assert!(home.active);
    assert_eq!(home.phone_settings.len(), 1);
    assert_eq!(home.email_settings[0].address, emails::KULUTTAJA);
    assert!(!summer.active);
    assert!(summer.phone_settings.is_empty() && summer.email_settings.is_empty());
    assert_eq!(
        (
            summer.default_push_start_hour,
            summer.default_push_start_min,
            summer.default_push_end_hour,
            summer.default_push_end_min
        ),
        (7, 0, 23, 0)
    );
}

#[tokio::test]
async fn an_alert_of_another_utility_or_a_foreign_place_is_404() {
    let app = signed_in(emails::KULUTTAJA).await;

    let heat_on_electricity = app
        .get::<DistrictHeatingAlert>(&alert_path("districtheating", "KP100101"), &[])
        .await;
    let electricity_on_heat = app
        .get::<ElectricityConsumptionAlert>(&alert_path("consumption", "KP100102"), &[])
        .await;
    let foreign = app
        .get::<ElectricityConsumptionAlert>(&alert_path("consumption", "KP100201"), &[])
        .await;
    let unknown = app
        .get::<ElectricityConsumptionAlert>(&alert_path("consumption", "KP999999"), &[])
        .await;

    for result in [
        is_not_found(&heat_on_electricity),
        is_not_found(&electricity_on_heat),
        is_not_found(&foreign),
        is_not_found(&unknown),
    ] {
        assert!(result);
    }
}

#[tokio::test]
async fn district_heating_alerts_single_and_bulk_agree() {
    let app = signed_in(emails::KULUTTAJA).await;

    let single: DistrictHeatingAlert = app
        .get(&alert_path("districtheating", "KP100102"), &[])
        .await
        .unwrap();
    let mut bulk_path = alert_path("districtheating", "KP100102");
    bulk_path.push("bulk");
    let bulk: DistrictHeatingBulkAlert = app.get(&bulk_path, &[]).await.unwrap();

    assert!(single.active);
    assert!(single.settings.email && single.settings.sms);
    assert_eq!(
        single.settings.email_address.as_deref(),
        Some(emails::KULUTTAJA)
    );
    assert_eq!(bulk.items[0], single);
}

#[tokio::test]
async fn energy_price_alert_and_report_are_the_users_or_inactive() {
    let app = signed_in(emails::EDUSTAJA).await;
    let data = Dataset::demo();

    let report: EnergyPriceReport = app
        .get(&["v2", "alerts", "energypricereport", KULUTTAJA], &[])
        .await
        .unwrap();
    let alert: EnergyPriceAlert = app
        .get(&["v2", "alerts", "energyprice", KULUTTAJA], &[])
        .await
        .unwrap();
    let none: EnergyPriceAlert = app
        .get(&["v2", "alerts", "energyprice", "1000002"], &[])
        .await
        .unwrap();

    let kuluttaja = data.user(user_ids::KULUTTAJA).unwrap();
    assert_eq!(Some(report), kuluttaja.energy_price_report.clone());
    assert_eq!(Some(alert), kuluttaja.energy_price_alert.clone());
    assert!(!none.active && none.threshold_value.is_none());
}

#[tokio::test]
async fn popups_are_filtered_by_utility_type() {
    let app = signed_in(emails::KULUTTAJA).await;

    let all: PopupList = app.get(&["popup", "v1"], &[]).await.unwrap();
    let electricity: PopupList = app
        .get(&["popup", "v1"], &[("utilityType", "ELECTRICITY")])
        .await
        .unwrap();
    let heat: PopupList = app
        .get(&["popup", "v1"], &[("utilityType", "DISTRICT_HEATING")])
        .await
        .unwrap();
    let bad = app
        .get::<PopupList>(&["popup", "v1"], &[("utilityType", "GAS")])
        .await;

    assert!(electricity
        .popups
        .iter()
        .all(|p| p.utility_type == UtilityType::Electricity));
    assert!(electricity.popups.iter().any(|p| p.kind == "greenPower"));
    assert!(heat
        .popups
        .iter()
        .all(|p| p.utility_type == UtilityType::DistrictHeating));
    assert_eq!(all.popups, Dataset::demo().popups);
    assert!(all.popups.len() > electricity.popups.len() + heat.popups.len());
    assert!(all.popups.iter().all(|p| !p.dismiss_property.is_empty()));
    assert!(is_bad_request(&bad), "{bad:?}");
}

fn notification_path<'a>(user: &'a str, location: &'a str, kind: &'a str) -> Vec<&'a str> {
    vec![
        "notification",
        "v1",
        "user",
        user,
        "location",
        location,
        kind,
    ]
}

#[tokio::test]
async fn one_home_has_a_planned_outage_in_the_future_and_others_none() {
    let app = signed_in(emails::KULUTTAJA).await;

    let home: NotificationList = app
        .get(&notification_path(KULUTTAJA, "KP100101", "disruption"), &[])
        .await
        .unwrap();
    let summer: NotificationList = app
        .get(&notification_path(KULUTTAJA, "KP100104", "disruption"), &[])
        .await
        .unwrap();
    let timed: NotificationList = app
        .get(&notification_path(KULUTTAJA, "KP100101", "timed"), &[])
        .await
        .unwrap();

    assert_eq!(home.notifications.len(), 1);
    let outage = &home.notifications[0];
    assert_eq!(outage.kind, NotificationKind::Disruption);
    let start =
        chrono::DateTime::parse_from_rfc3339(outage.start_time.as_deref().unwrap()).unwrap();
    let end = chrono::DateTime::parse_from_rfc3339(outage.end_time.as_deref().unwrap()).unwrap();
    assert!(start > chrono::Utc::now() && end > start);
    assert!(summer.notifications.is_empty());
    assert!(timed
        .notifications
        .iter()
        .all(|n| n.kind == NotificationKind::Timed));
    assert_eq!(timed.notifications.len(), 1);
}

#[tokio::test]
async fn the_representative_sees_a_read_right_notice_on_the_grantors_place() {
    let app = signed_in(emails::EDUSTAJA).await;

    let edustaja_view: NotificationList = app
        .get(
            &notification_path("1000002", "KP100101", "representative"),
            &[],
        )
        .await
        .unwrap();
    let own_place: NotificationList = app
        .get(
            &notification_path("1000002", "KP100201", "representative"),
            &[],
        )
        .await
        .unwrap();
    let grantor_view: NotificationList = app
        .get(
            &notification_path(KULUTTAJA, "KP100101", "representative"),
            &[],
        )
        .await
        .unwrap();
    let demo_view = app
        .get::<NotificationList>(
            &notification_path(&DEMO_USER_ID.to_string(), "KP100101", "representative"),
            &[],
        )
        .await;

    assert_eq!(edustaja_view.notifications.len(), 1);
    assert!(edustaja_view.notifications[0]
        .body
        .contains("Kaisa Kuluttaja"));
    assert!(own_place.notifications.is_empty());
    assert_eq!(grantor_view.notifications.len(), 1);
    assert!(grantor_view.notifications[0].body.contains("Eero Edustaja"));
    assert!(is_not_found(&demo_view), "{demo_view:?}");
}

#[tokio::test]
async fn every_route_needs_the_bearer_token() {
    let app = signed_in(emails::KULUTTAJA).await;

    let result: Result<PopupList, _> = app.messaging.json("forged", &["popup", "v1"], &[]).await;

    assert!(
        matches!(result, Err(UpstreamError::Unauthorized { .. })),
        "{result:?}"
    );
}
