//! The solar mock read through `upstream_clients::ReadClient`, as the gateway reads it.

use std::time::Duration;

use crate::helpers::{spawn_mocks, upstream, TestMocks};
use chrono::{Datelike, Utc};
use demo_fixtures::dataset::emails;
use demo_fixtures::series::local_date;
use upstream_clients::solar::{LiveSolar, MonthlyProduction, PanelDetails};
use upstream_clients::{ReadClient, System, UpstreamError};

const KUL: &str = "1000001";

async fn setup() -> (TestMocks, ReadClient, String) {
    let mocks = spawn_mocks().await;
    let client = ReadClient::new(upstream(
        &mocks.core,
        System::Solar,
        &mocks.mocks.solar,
        // A year of 15-minute slots for the panel details; unoptimized builds need the time.
        Duration::from_secs(30),
    ));
    let token = mocks.sign_in(emails::KULUTTAJA).await.access_token;
    (mocks, client, token)
}

fn status_of(error: &UpstreamError) -> Option<u16> {
    match error {
        UpstreamError::NotFound { .. } => Some(404),
        UpstreamError::Status { status, .. } => Some(*status),
        _ => None,
    }
}

fn production_path(panel: &str, place: &str) -> Vec<String> {
    [
        "v2",
        "production",
        "solar",
        "user",
        KUL,
        "panel",
        panel,
        "location",
        place,
    ]
    .map(str::to_owned)
    .to_vec()
}

async fn production(
    client: &ReadClient,
    token: &str,
    panel: &str,
    place: &str,
    query: &[(&str, &str)],
) -> Result<MonthlyProduction, UpstreamError> {
    let path = production_path(panel, place);
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    client.json(token, &path, query).await
}

#[tokio::test]
async fn summer_months_produce_far_more_than_winter_ones_and_totals_add_up() {
    let (_mocks, client, token) = setup().await;
    let june = production(
        &client,
        &token,
        "PV100103",
        "KP100103",
        &[("year", "2025"), ("month", "6")],
    )
    .await
    .unwrap();
    let december = production(
        &client,
        &token,
        "PV100103",
        "KP100103",
        &[("year", "2025"), ("month", "12")],
    )
    .await
    .unwrap();
    assert_eq!(june.days.len(), 30);
    assert_eq!(june.unit, "kWh");
    let sum: f64 = june.days.iter().map(|d| d.energy).sum();
    assert!((june.total - sum).abs() < 0.01);
    assert!(
        june.total > 20.0 * december.total,
        "{} vs {}",
        june.total,
        december.total
    );
    assert!(june.days.iter().all(|d| d.energy >= 0.0));
}

#[tokio::test]
async fn the_current_month_has_days_up_to_today() {
    let (_mocks, client, token) = setup().await;
    let now = production(&client, &token, "PV100103", "KP100103", &[])
        .await
        .unwrap();
    let today = local_date(Utc::now());
    assert_eq!((now.year, now.month), (today.year(), today.month()));
    assert_eq!(now.days.len() as u32, today.day());
}

#[tokio::test]
async fn a_panel_not_linked_to_the_place_is_not_found_and_bad_months_are_rejected() {
    let (_mocks, client, token) = setup().await;
    let wrong = production(&client, &token, "PV100003", "KP100103", &[])
        .await
        .unwrap_err();
    assert_eq!(status_of(&wrong), Some(404));
    let no_panel = production(&client, &token, "PV100103", "KP100101", &[])
        .await
        .unwrap_err();
    assert_eq!(status_of(&no_panel), Some(404));
    for query in [[("month", "13")], [("month", "0")], [("year", "25")]] {
        let err = production(&client, &token, "PV100103", "KP100103", &query)
            .await
            .unwrap_err();
        assert_eq!(status_of(&err), Some(400), "{query:?}");
        assert_eq!(err.code(), Some("BadRequest"));
    }
}

#[tokio::test]
async fn panel_details_come_from_the_dataset_with_a_years_production() {
    let (_mocks, client, token) = setup().await;
    let details: PanelDetails = client
        .json(
            &token,
            &["v2", "production", "solar", "panel", "PV100103"],
            &[],
        )
        .await
        .unwrap();
    let panel = demo_fixtures::Dataset::demo()
        .place("KP100103")
        .and_then(|p| p.solar_panel.clone())
        .unwrap();
    assert_eq!(details.plant_name, panel.name);
    assert_eq!(details.panels[0].count, panel.panel_count);
    assert_eq!(details.inverters[0].serial_number, panel.inverter_serial);
    let peak = f64::from(panel.panel_count * panel.panel_power_w) / 1000.0;
    let year = details.energy_last12_months.value;
    assert!((500.0 * peak..1_100.0 * peak).contains(&year), "{year}");
    assert!((details.savings.sauna_heatings - (year / 8.0).round()).abs() <= 1.0);
    let unknown = client
        .json::<PanelDetails>(
            &token,
            &["v2", "production", "solar", "panel", "PV999999"],
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&unknown), Some(404));
}

#[tokio::test]
async fn live_info_has_96_power_points_that_make_the_days_energy() {
    let (_mocks, client, token) = setup().await;
    let live: LiveSolar = client
        .json(
            &token,
            &["v1", "solar", "user", KUL, "location", "KP100103", "energy"],
            &[],
        )
        .await
        .unwrap();
    assert_eq!(live.power_points.len(), 96);
    assert_eq!(live.power_now.unit, "kW");
    let energy: f64 = live.power_points.iter().map(|p| p.power / 4.0).sum();
    assert!((energy - live.energy_last24_hours.value).abs() < 0.05);
    assert!(live.power_points.iter().all(|p| p.power >= 0.0));
    assert!(chrono::DateTime::parse_from_rfc3339(&live.power_points[0].time).is_ok());
    let err = client
        .json::<LiveSolar>(
            &token,
            &["v1", "solar", "user", KUL, "location", "KP100101", "energy"],
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&err), Some(404));
}
