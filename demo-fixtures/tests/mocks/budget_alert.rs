//! The budget alert (issue 25): reading the current month's summary (#126) with a month-end
//! projection over the place's budget (#129) puts one alert a month in the household's general
//! box at messaging and in crm's unread count; a reset of the mocks clears it.

use std::time::Duration;

use chrono::NaiveDate;
use demo_fixtures::dataset::calendar::Clock;
use demo_fixtures::dataset::{emails, user_ids};
use demo_fixtures::mocks::{MockSettings, RunningMock};
use serde_json::json;
use upstream_clients::messaging::{Message, MessagePage};
use upstream_clients::metering::ElectricitySummary;
use upstream_clients::money::Cents;
use upstream_clients::{ReadClient, System};

use crate::helpers::{send_json, spawn_mocks_with, upstream, TestMocks};

const HOME: &str = "KP100101";

/// A fixed "today" in the middle of a month, so the projection has measured and projected days.
fn today() -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 11, 18).expect("a date")
}

struct Household {
    app: TestMocks,
    token: String,
}

impl Household {
    async fn on_fixed_day() -> Household {
        let app = spawn_mocks_with(MockSettings {
            clock: Clock::fixed(Some(today())),
            ..MockSettings::default()
        })
        .await;
        let token = app.sign_in(emails::KULUTTAJA).await.access_token;
        Household { app, token }
    }

    /// A reader of `mock`; the summary's projection takes its time in an unoptimized build.
    fn client(&self, system: System, mock: &RunningMock) -> ReadClient {
        ReadClient::new(upstream(
            &self.app.core,
            system,
            mock,
            Duration::from_secs(20),
        ))
    }

    async fn set_budget(&self, euros: f64) {
        let url = format!(
            "{}/v2/consumption/electricity/user/{}/location/{HOME}/setConsumptionBudget",
            self.app.mocks.metering.base_url,
            user_ids::KULUTTAJA
        );
        let body = json!({"active": true, "budget": euros});
        let (status, answer) =
            send_json(reqwest::Method::POST, &url, &self.token, Some(&body)).await;
        assert_eq!(status, 200, "{answer}");
    }

    /// #126 of the fixed day's month.
    async fn summary(&self) -> ElectricitySummary {
        let path = format!(
            "v2/consumption/electricity/user/{}/location/{HOME}/summary",
            user_ids::KULUTTAJA
        );
        let segments: Vec<&str> = path.split('/').collect();
        self.client(System::Metering, &self.app.mocks.metering)
            .json(&self.token, &segments, &[("year", "2026"), ("month", "11")])
            .await
            .expect("summary")
    }

    /// The general box: its unread count and its budget alerts.
    async fn general_box(&self) -> (u32, Vec<Message>) {
        let user = user_ids::KULUTTAJA.to_string();
        let page: MessagePage = self
            .client(System::Messaging, &self.app.mocks.messaging)
            .json(
                &self.token,
                &["v2", "messages", "user", &user],
                &[("count", "100")],
            )
            .await
            .expect("message box");
        let alerts = page
            .messages
            .into_iter()
            .filter(|m| m.kind == "BUDGET_ALERT")
            .collect();
        (page.unread_count, alerts)
    }

    /// crm's #116 unreadMessages: the menu's bubble.
    async fn bubble(&self) -> u32 {
        self.app
            .crm
            .user_content(&self.token, user_ids::KULUTTAJA)
            .await
            .expect("user content")
            .user
            .unread_messages
    }
}

#[tokio::test]
async fn a_projection_over_the_budget_alerts_once_a_month_with_a_badge_until_a_reset() {
    let household = Household::on_fixed_day().await;
    let (unread_before, none) = household.general_box().await;
    assert!(none.is_empty());
    let bubble_before = household.bubble().await;
    household.set_budget(1.0).await;

    let first = household.summary().await;
    let projected = first.projected_total.expect("a projection");
    assert!(projected > Cents(100));
    // Read again, as a screen does: still one alert.
    let again = household.summary().await;
    assert_eq!(
        again.projected_total,
        Some(projected),
        "stable on a fixed day"
    );
    household.summary().await;

    let (unread, alerts) = household.general_box().await;
    assert_eq!(alerts.len(), 1, "{alerts:?}");
    let alert = &alerts[0];
    assert_eq!(alert.message_id, "BUDGET-KP100101-2026-11");
    assert!(!alert.seen);
    assert_eq!(alert.location_identifier.as_deref(), Some(HOME));
    assert!(
        alert.body.contains("budjettisi on 1,00 €"),
        "{}",
        alert.body
    );
    assert!(alert.sent.starts_with("2026-11-18T"), "{}", alert.sent);
    assert_eq!(unread, unread_before + 1);
    assert_eq!(household.bubble().await, bubble_before + 1);

    // A reset forgets it; the month's next projection over the budget alerts again.
    household.app.mocks.reset();
    let (unread_reset, cleared) = household.general_box().await;
    assert!(cleared.is_empty());
    assert_eq!(unread_reset, unread_before);
    assert_eq!(household.bubble().await, bubble_before);
    household.set_budget(1.0).await;
    household.summary().await;
    assert_eq!(household.general_box().await.1.len(), 1);
}

#[tokio::test]
async fn a_projection_within_the_budget_sends_nothing() {
    let household = Household::on_fixed_day().await;
    household.set_budget(100_000.0).await;

    let summary = household.summary().await;

    assert!(summary.projected_total.expect("a projection") < Cents(10_000_000));
    assert!(household.general_box().await.1.is_empty());
}
