//! The metering mock read through `upstream_clients::ReadClient`, as the gateway reads it.

use std::time::Duration;

use chrono::{Datelike, NaiveDate, Utc};
use demo_fixtures::dataset::calendar::Clock;
use demo_fixtures::dataset::{emails, user_ids};
use demo_fixtures::mocks::MockSettings;
use demo_fixtures::series::{local_date, vat_percent};
use serde::de::DeserializeOwned;
use upstream_clients::metering::{
    ConsumptionBudgetSummary, ConsumptionEstimate, ConsumptionGraph, DistrictHeatingSummary,
    DistrictHeatingTimeseries, ElectricitySummary, ElectricityTimeseries, EnergyPrices, EnergyUnit,
    EstimateDays, FutureEnergyPrice, InsightPages, LocalPowerSummary, LocationComparisons,
    MeteringOverview, MicrogenerationSummary, MicrogenerationTimeseries, MonthlySummary,
    OverlayKind, PricingData, ProductComparison, ProductConfiguration, ReportFile, Reports,
    TipOfTheMonth, TopHours, UsageReport, RESOLUTION_TOO_FINE,
};
use upstream_clients::money::{Cents, UnitPrice, Wh};
use upstream_clients::{ReadClient, System, UpstreamError};

use crate::helpers::{spawn_mocks, spawn_mocks_with, upstream, TestMocks};

/// A signed-in reader of the metering mock.
struct Reader {
    _app: TestMocks,
    client: ReadClient,
    token: String,
}

impl Reader {
    async fn signed_in(email: &str) -> Reader {
        Reader::signed_in_to(spawn_mocks().await, email).await
    }

    /// Signed in to mocks whose today is fixed at `today`.
    async fn signed_in_on(email: &str, today: NaiveDate) -> Reader {
        let settings = MockSettings {
            clock: Clock::fixed(Some(today)),
            ..MockSettings::default()
        };
        Reader::signed_in_to(spawn_mocks_with(settings).await, email).await
    }

    async fn signed_in_to(app: TestMocks, email: &str) -> Reader {
        let token = app.sign_in(email).await.access_token;
        let client = ReadClient::new(upstream(
            &app.core,
            System::Metering,
            &app.mocks.metering,
            Duration::from_secs(20),
        ));
        Reader {
            _app: app,
            client,
            token,
        }
    }

    async fn get<T: DeserializeOwned>(
        &self,
        path: &str,
        query: &[(&str, &str)],
    ) -> Result<T, UpstreamError> {
        let segments: Vec<&str> = path.split('/').collect();
        self.client.json(&self.token, &segments, query).await
    }
}

fn place_path(row: &str, user: u64, location: &str, tail: &str) -> String {
    format!("{row}/user/{user}/location/{location}{tail}")
}

fn electricity(location: &str, tail: &str) -> String {
    place_path(
        "v2/consumption/electricity",
        user_ids::KULUTTAJA,
        location,
        tail,
    )
}

fn status_of<T: std::fmt::Debug>(result: Result<T, UpstreamError>) -> u16 {
    match result {
        Err(UpstreamError::NotFound { .. }) => 404,
        Err(UpstreamError::Status { status, .. }) => status,
        other => panic!("expected an error status, got {other:?}"),
    }
}

fn today() -> NaiveDate {
    local_date(Utc::now())
}

fn last_year() -> String {
    (today().year() - 1).to_string()
}

#[tokio::test]
async fn a_year_summary_adds_up_its_months_and_its_invoice_lines() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = last_year();

    let with_vat: ElectricitySummary = reader
        .get(&electricity("KP100101", "/summary"), &[("year", &year)])
        .await
        .expect("summary");
    let without_vat: ElectricitySummary = reader
        .get(
            &electricity("KP100101", "/summary"),
            &[("year", &year), ("vat", "false")],
        )
        .await
        .expect("summary without VAT");

    assert_eq!(with_vat.periods.len(), 12);
    // The months add up to the year exactly: each is its own bill.
    let months: Wh = with_vat.periods.iter().map(|p| p.kwh).sum();
    assert_eq!(months, with_vat.total_kwh);
    let costs: Cents = with_vat.periods.iter().map(|p| p.cost).sum();
    assert_eq!(costs, with_vat.total_cost);
    // A detached house with electric heating: roughly 18,000 kWh.
    assert!((12_000_000..26_000_000).contains(&with_vat.total_kwh.0));
    let lines = &with_vat.cost_lines;
    let parts = lines.energy
        + lines.margin
        + lines.basic_fee
        + lines.add_ons
        + lines.transfer
        + lines.electricity_tax;
    assert_eq!(parts, lines.total_vat0);
    assert_eq!(lines.total_vat0 + lines.vat, lines.total);
    assert_eq!(with_vat.total_cost, lines.total);
    assert_eq!(without_vat.total_cost, lines.total_vat0);
    // Twelve monthly basic fees of Pörssisähkö (3.95 €).
    assert_eq!(lines.basic_fee, Cents(12 * 395));
    assert!(lines.vat.0 * 5 > lines.total_vat0.0);
}

#[tokio::test]
async fn a_month_summary_lists_its_days_and_leaves_out_unbilled_ones_on_request() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let today = today();
    let year = today.year().to_string();
    let month = today.month().to_string();
    let query = [("year", year.as_str()), ("month", month.as_str())];

    let current: ElectricitySummary = reader
        .get(&electricity("KP100101", "/summary"), &query)
        .await
        .expect("summary");
    let billed_only: ElectricitySummary = reader
        .get(
            &electricity("KP100101", "/summary"),
            &[query[0], query[1], ("includeMeasured", "false")],
        )
        .await
        .expect("summary");

    assert_eq!(current.periods.len() as u32, today.day() - 1);
    assert!(current.periods.iter().all(|p| p.measured));
    assert!(billed_only.periods.is_empty());
    // The month so far is the summary's own bill, and the projection adds the rest of it.
    let so_far = current.month_to_date.as_ref().expect("the month so far");
    assert_eq!(so_far.total, current.total_cost);
    let projected = current.projected_total.expect("a projection");
    assert!(projected >= current.total_cost);
    let basis = current.projection_basis.as_ref().expect("its basis");
    assert_eq!(basis.measured_days, today.day() - 1);
    assert_eq!(
        basis.known_price_slots + basis.average_price_slots > 0,
        basis.projected_days > 0
    );
    assert!(billed_only.projected_total.is_none() && billed_only.month_to_date.is_none());
}

#[tokio::test]
async fn bad_parameters_are_400_and_unknown_places_404() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let summary = electricity("KP100101", "/summary");

    let bad_year = reader
        .get::<ElectricitySummary>(&summary, &[("year", "26")])
        .await;
    let bad_month = reader
        .get::<ElectricitySummary>(&summary, &[("year", "2026"), ("month", "13")])
        .await;
    let bad_flag = reader
        .get::<ElectricitySummary>(&summary, &[("year", "2026"), ("vat", "yes")])
        .await;
    let unknown = reader
        .get::<ElectricitySummary>(&electricity("KP999999", "/summary"), &[("year", "2026")])
        .await;
    let not_own = reader
        .get::<ElectricitySummary>(&electricity("KP100001", "/summary"), &[("year", "2026")])
        .await;
    let heating_place = reader
        .get::<ElectricitySummary>(&electricity("KP100102", "/summary"), &[("year", "2026")])
        .await;

    assert_eq!(status_of(bad_year), 400);
    assert_eq!(status_of(bad_month), 400);
    assert_eq!(status_of(bad_flag), 400);
    assert_eq!(status_of(unknown), 404);
    assert_eq!(status_of(not_own), 404);
    assert_eq!(status_of(heating_place), 404);
}

#[tokio::test]
async fn a_year_timeseries_has_every_quarter_and_dst_days_right() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = today().year() - 1;

    let series: ElectricityTimeseries = reader
        .get(
            &electricity("KP100101", "/timeseries"),
            &[("year", &year.to_string())],
        )
        .await
        .expect("timeseries");

    let days = NaiveDate::from_ymd_opt(year, 12, 31).unwrap().ordinal() as usize;
    assert_eq!(series.points.len(), days * 96);
    let on = |prefix: &str| {
        series
            .points
            .iter()
            .filter(|p| p.time.starts_with(prefix))
            .count()
    };
    // The last Sundays of March and October.
    let last_sunday = |month: u32| {
        (25..=31)
            .map(|d| NaiveDate::from_ymd_opt(year, month, d).unwrap())
            .find(|d| d.weekday() == chrono::Weekday::Sun)
            .unwrap()
            .format("%Y-%m-%d")
            .to_string()
    };
    assert_eq!(on(&last_sunday(3)), 92);
    assert_eq!(on(&last_sunday(10)), 100);
    assert!(series.points.iter().all(|p| p.price_eur_mwh.is_some()));
    assert!(series.points[0].time.ends_with("+02:00"));
}

#[tokio::test]
async fn a_fixed_price_place_has_no_spot_prices_in_its_series() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let series: ElectricityTimeseries = reader
        .get(
            &electricity("KP100104", "/timeseries"),
            &[("year", &last_year())],
        )
        .await
        .expect("timeseries");
    assert!(series.points.iter().all(|p| p.price_eur_mwh.is_none()));
}

fn graph_path(user: u64, location: &str) -> String {
    place_path("v2/monthlyinsights", user, location, "/graph")
}

#[tokio::test]
async fn the_chart_draws_dst_days_with_their_quarters_and_hours() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let path = graph_path(user_ids::KULUTTAJA, "KP100101");
    let year = today().year() - 1;
    let autumn = (25..=31)
        .map(|d| NaiveDate::from_ymd_opt(year, 10, d).unwrap())
        .find(|d| d.weekday() == chrono::Weekday::Sun)
        .unwrap()
        .format("%Y-%m-%d")
        .to_string();

    let quarters: ConsumptionGraph = reader
        .get(&path, &[("resolution", "DAY_QUARTERLY"), ("date", &autumn)])
        .await
        .expect("quarters");
    let hours: ConsumptionGraph = reader
        .get(&path, &[("resolution", "DAY"), ("date", &autumn)])
        .await
        .expect("hours");

    assert_eq!(quarters.points.len(), 100);
    assert_eq!(hours.points.len(), 25);
    let sum = |g: &ConsumptionGraph| g.points.iter().filter_map(|p| p.kwh).sum::<f64>();
    assert!((sum(&quarters) - sum(&hours)).abs() < 0.01);
    assert!(quarters.overlays.is_empty());
}

#[tokio::test]
async fn a_month_chart_matches_the_month_summary_and_carries_overlays() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = today().year() - 1;

    let graph: ConsumptionGraph = reader
        .get(
            &graph_path(user_ids::KULUTTAJA, "KP100101"),
            &[
                ("resolution", "MONTH"),
                ("date", &format!("{year}-02-10")),
                ("splineData", "true"),
            ],
        )
        .await
        .expect("graph");
    let summary: ElectricitySummary = reader
        .get(
            &electricity("KP100101", "/summary"),
            &[("year", &year.to_string()), ("month", "2")],
        )
        .await
        .expect("summary");

    assert_eq!(graph.points.len(), summary.periods.len());
    let bars: f64 = graph.points.iter().filter_map(|p| p.kwh).sum();
    assert!((bars - summary.total_kwh.kwh_f64()).abs() < 0.05);
    let kinds: Vec<OverlayKind> = graph.overlays.iter().map(|o| o.kind).collect();
    assert_eq!(
        kinds,
        [
            OverlayKind::Temperature,
            OverlayKind::MarketPrice,
            OverlayKind::Comparison
        ]
    );
    let price = &graph.overlays[1].points[0];
    let (vat, vat0) = (price.value.unwrap(), price.value_vat0.unwrap());
    assert!((vat - vat0 * 1.255).abs() < 1e-4, "{vat} {vat0}");
}

#[tokio::test]
async fn only_the_business_site_has_reactive_power() {
    let reader = Reader::signed_in(emails::YRITYS).await;
    let query = [("resolution", "WEEK"), ("splineData", "true")];

    let business: ConsumptionGraph = reader
        .get(&graph_path(user_ids::YRITYS, "KP300001"), &query)
        .await
        .expect("graph");
    let other: ConsumptionGraph = reader
        .get(&graph_path(user_ids::YRITYS, "KP300002"), &query)
        .await
        .expect("graph");

    assert!(business
        .overlays
        .iter()
        .any(|o| o.kind == OverlayKind::ReactivePower));
    assert!(!other
        .overlays
        .iter()
        .any(|o| o.kind == OverlayKind::ReactivePower));
}

#[tokio::test]
async fn an_unknown_resolution_is_400() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let result = reader
        .get::<ConsumptionGraph>(
            &graph_path(user_ids::KULUTTAJA, "KP100101"),
            &[("resolution", "HOUR")],
        )
        .await;
    assert_eq!(status_of(result), 400);
}

#[tokio::test]
async fn spot_prices_are_hourly_before_october_2025_and_quarterly_after_with_vat_by_date() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;

    let september: EnergyPrices = reader
        .get("v2/energyprice", &[("year", "2025"), ("month", "9")])
        .await
        .expect("prices");
    let november: EnergyPrices = reader
        .get("v2/energyprice", &[("year", "2025"), ("month", "11")])
        .await
        .expect("prices");
    let august_2024: EnergyPrices = reader
        .get(
            "v2/energyprice",
            &[("year", "2024"), ("month", "8"), ("vat", "false")],
        )
        .await
        .expect("prices");

    assert_eq!(september.prices.len(), 30 * 24);
    assert!(september.prices.iter().all(|p| p.duration_minutes == 60));
    assert_eq!(november.prices.len(), 30 * 96);
    assert!(november.prices.iter().all(|p| p.vat_percent == 25.5));
    assert!(november
        .prices
        .iter()
        .all(|p| p.price_vat == UnitPrice(p.eur_mwh.0 / 10).with_vat(255, 3)));
    assert!(august_2024.prices.iter().all(|p| p.vat_percent == 24.0));
    assert!(august_2024.prices.iter().all(|p| p.value == p.price_vat0));
    assert!(
        november.prices.iter().any(|p| p.eur_mwh.0 < 0)
            || september.prices.iter().any(|p| p.eur_mwh.0 < 0)
    );
}

#[tokio::test]
async fn the_current_month_of_prices_reaches_today_or_tomorrow() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let today = today();
    let prices: EnergyPrices = reader
        .get(
            "v2/energyprice",
            &[
                ("year", &today.year().to_string()),
                ("month", &today.month().to_string()),
            ],
        )
        .await
        .expect("prices");
    let last = prices.prices.last().expect("some prices").time.clone();
    let tomorrow = (today + chrono::Duration::days(1))
        .format("%Y-%m-%d")
        .to_string();
    assert!(
        last.starts_with(&today.format("%Y-%m-%d").to_string()) || last.starts_with(&tomorrow),
        "{last}"
    );
    assert!(last.contains("T23:45:00"));
}

#[tokio::test]
async fn future_prices_list_twelve_months_ahead() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let all: FutureEnergyPrice = reader
        .get("v2/energypricefuture", &[])
        .await
        .expect("future");
    let one_year: FutureEnergyPrice = reader
        .get(
            "v2/energypricefuture",
            &[("year", &last_year()), ("vat", "false")],
        )
        .await
        .expect("future");

    assert_eq!(all.future_data.len(), 12);
    assert_eq!(one_year.historic_data.len(), 12);
    assert!(all.historic_data.len() >= 24);
    let same = all
        .historic_data
        .iter()
        .find(|m| m.year == one_year.historic_data[0].year && m.month == 1)
        .unwrap();
    let date = NaiveDate::from_ymd_opt(same.year, 1, 15).unwrap();
    let ratio = same.value.0 as f64 / one_year.historic_data[0].value.0 as f64;
    assert!((ratio - (1.0 + vat_percent(date, true) / 100.0)).abs() < 0.01);
}

/// Demo mode shows the demo user's budget close to its limit (and not over it) on any day of
/// the year, whatever the month's consumption.
#[tokio::test]
async fn the_demo_users_budget_is_close_to_its_limit_on_any_day() {
    for (month, day) in [(2, 16), (6, 2), (11, 27), (12, 31)] {
        let today = NaiveDate::from_ymd_opt(2026, month, day).expect("a date");
        let reader = Reader::signed_in_on(emails::DEMO, today).await;
        let overview: MeteringOverview = reader
            .get("v1/locations/KP100001/overview", &[])
            .await
            .expect("overview");
        let budget = overview.budget.expect("budget");
        let used = budget.consumption_for_month;
        assert!(budget.active, "{today}");
        assert!(used < budget.budget, "{today}: {used:?} of {budget:?}");
        // 80 % is where the budget card says the month is close to the budget.
        assert!(
            used.0 * 100 >= budget.budget.0 * 80,
            "{today}: {used:?} of {budget:?}"
        );
    }
}

#[tokio::test]
async fn the_overview_fills_the_parts_of_each_utility() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;

    let home: MeteringOverview = reader
        .get("v1/locations/KP100101/overview", &[])
        .await
        .expect("overview");
    let heating: MeteringOverview = reader
        .get("v1/locations/KP100102/overview", &[])
        .await
        .expect("overview");
    let solar: MeteringOverview = reader
        .get("v1/locations/KP100103/overview", &[])
        .await
        .expect("overview");
    let unknown = reader
        .get::<MeteringOverview>("v1/locations/KP999999/overview", &[])
        .await;

    let consumption = home.energy_consumption.expect("energy consumption");
    assert!(consumption.yesterday_consumption > 0.0);
    assert!(consumption.yesterday_cost > Cents(0));
    assert!(consumption.previous_week_label.starts_with("vk "));
    let budget = home.budget.expect("budget");
    assert!(budget.active);
    assert_eq!(budget.budget, Cents(30_000));
    let market = home.market_price.expect("market price");
    assert_eq!(market.week_avg_price, market.week_avg_price_vat);
    assert!(home.district_heating_consumption.is_none());

    let dh = heating
        .district_heating_consumption
        .expect("district heating");
    assert!(dh.consumption > 0.0);
    assert!(dh.temperature_index_limits.excellent > dh.temperature_index_limits.good);
    assert!(heating.energy_consumption.is_none() && heating.market_price.is_none());

    assert!(solar.microgeneration_production.is_some());
    assert!(solar.budget.is_none());
    assert_eq!(status_of(unknown), 404);
}

#[tokio::test]
async fn pricing_lists_the_month_components_with_vat_by_date() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let pricing =
        |location: &str| place_path("v2/consumption/pricing", user_ids::KULUTTAJA, location, "");

    let spot: PricingData = reader
        .get(&pricing("KP100101"), &[("year", "2024"), ("month", "8")])
        .await
        .expect("pricing");
    let later: PricingData = reader
        .get(&pricing("KP100101"), &[("year", "2024"), ("month", "9")])
        .await
        .expect("pricing");
    let fixed: PricingData = reader
        .get(&pricing("KP100104"), &[("year", "2025"), ("month", "1")])
        .await
        .expect("pricing");
    let configuration: ProductConfiguration = reader
        .get(
            &format!("{}/productConfiguration", pricing("KP100101")),
            &[],
        )
        .await
        .expect("configuration");

    assert_eq!(spot.vat_percent, 24.0);
    assert_eq!(later.vat_percent, 25.5);
    let names = |p: &PricingData| {
        p.components
            .iter()
            .map(|c| c.component.clone())
            .collect::<Vec<_>>()
    };
    assert!(names(&spot).contains(&"MARGIN".to_owned()));
    assert!(!names(&fixed).contains(&"MARGIN".to_owned()));
    let tax = later
        .components
        .iter()
        .find(|c| c.component == "ELECTRICITY_TAX")
        .unwrap();
    // 2.253 c/kWh with 25.5 % VAT is 2.827515 c/kWh, to three decimals once.
    assert_eq!(
        (tax.value_vat0, tax.value_vat),
        (UnitPrice(22_530), UnitPrice(28_280))
    );
    assert_eq!(configuration.building_package_type, "DETACHED_HOUSE");
    assert_eq!(configuration.green_power_package_kwh, 3000.0);
}

#[tokio::test]
async fn the_comparison_prices_every_package_and_green_power_costs_more_than_spot() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let comparison: ProductComparison = reader
        .get(
            &place_path(
                "v2/consumption/pricing",
                user_ids::KULUTTAJA,
                "KP100101",
                "/productComparison",
            ),
            &[],
        )
        .await
        .expect("comparison");

    assert_eq!(comparison.packages.len(), 4);
    for package in &comparison.packages {
        let cost = |kind: &str| {
            package
                .products
                .iter()
                .find(|p| p.product_type == kind)
                .unwrap()
                .annual_cost_vat
        };
        assert!(cost("GREEN_POWER") > cost("SPOT"));
        assert!(cost("FIXED") > Cents(0));
        // The energy's average price with VAT is the VAT 0 one with the 25.5 % of the period.
        for product in &package.products {
            let vat0 = product.average_energy_price_vat0;
            assert!(vat0 > UnitPrice(0), "{}", product.product_type);
            // Each is rounded once from its exact value: they differ by 0.001 c/kWh at most.
            let with_vat = vat0.with_vat(255, 3);
            assert!(
                (product.average_energy_price_vat.0 - with_vat.0).abs() <= 10,
                "{}: {:?} against {with_vat:?}",
                product.product_type,
                product.average_energy_price_vat
            );
        }
    }
    let apartment = &comparison.packages[0];
    let detached = &comparison.packages[2];
    assert!(detached.annual_kwh > 5.0 * apartment.annual_kwh);
}

fn heating_path(tail: &str) -> String {
    place_path(
        "v2/consumption/districtheating",
        user_ids::KULUTTAJA,
        "KP100102",
        tail,
    )
}

#[tokio::test]
async fn district_heating_sums_its_periods_in_either_unit() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = last_year();

    let mwh: DistrictHeatingSummary = reader
        .get(&heating_path("/summary"), &[("year", &year)])
        .await
        .expect("summary");
    let kwh: DistrictHeatingSummary = reader
        .get(
            &heating_path("/summary"),
            &[("year", &year), ("unit", "KWH")],
        )
        .await
        .expect("summary");
    let bad_unit = reader
        .get::<DistrictHeatingSummary>(
            &heating_path("/summary"),
            &[("year", &year), ("unit", "GJ")],
        )
        .await;
    let series: DistrictHeatingTimeseries = reader
        .get(&heating_path("/timeseries"), &[("year", &year)])
        .await
        .expect("timeseries");

    let months: f64 = mwh.periods.iter().map(|p| p.energy).sum();
    assert!((months - mwh.total_energy).abs() < 0.01);
    assert!((kwh.total_energy - mwh.total_energy * 1000.0).abs() < 1.0);
    assert_eq!(status_of(bad_unit), 400);
    assert!(series.points.len() >= 365);
    assert!(series
        .points
        .iter()
        .all(|p| (p.cooling - (p.supply_temperature - p.return_temperature)).abs() < 0.11));
    let january = &mwh.periods[0];
    let july = &mwh.periods[6];
    assert!(january.energy > 3.0 * july.energy);
}

#[tokio::test]
async fn a_district_heating_month_chart_has_the_daily_series_days_in_mwh() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = today().year() - 1;
    let path = graph_path(user_ids::KULUTTAJA, "KP100102");

    let graph: ConsumptionGraph = reader
        .get(
            &path,
            &[
                ("resolution", "MONTH"),
                ("date", &format!("{year}-02-10")),
                ("splineData", "true"),
            ],
        )
        .await
        .expect("graph");
    let series: DistrictHeatingTimeseries = reader
        .get(&heating_path("/timeseries"), &[("year", &year.to_string())])
        .await
        .expect("timeseries");

    let february: Vec<_> = series
        .points
        .iter()
        .filter(|p| p.date.starts_with(&format!("{year}-02-")))
        .collect();
    let days = NaiveDate::from_ymd_opt(year, 3, 1)
        .unwrap()
        .pred_opt()
        .unwrap()
        .day() as usize;
    assert_eq!(graph.unit, EnergyUnit::Mwh);
    assert_eq!(graph.points.len(), days);
    assert_eq!(february.len(), days);
    for (bar, day) in graph.points.iter().zip(&february) {
        assert!(bar.time.starts_with(&day.date), "{} {}", bar.time, day.date);
        assert_eq!(bar.kwh, Some(day.energy_mwh), "{}", day.date);
    }
    // Heat is not bought at the exchange and has no reactive power.
    let kinds: Vec<OverlayKind> = graph.overlays.iter().map(|o| o.kind).collect();
    assert_eq!(kinds, [OverlayKind::Temperature, OverlayKind::Comparison]);
    let temperatures: Vec<Option<f64>> = graph.overlays[0].points.iter().map(|p| p.value).collect();
    let outdoor: Vec<Option<f64>> = february
        .iter()
        .map(|d| Some(d.outdoor_temperature))
        .collect();
    assert_eq!(temperatures, outdoor);
    assert_eq!(graph.overlays[1].unit, EnergyUnit::Mwh);
    assert!(graph.overlays[1].points.iter().all(|p| p.value > Some(0.0)));
}

#[tokio::test]
async fn a_district_heating_year_chart_has_the_summarys_months() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = last_year();

    let graph: ConsumptionGraph = reader
        .get(
            &graph_path(user_ids::KULUTTAJA, "KP100102"),
            &[("resolution", "YEAR"), ("date", &format!("{year}-06-01"))],
        )
        .await
        .expect("graph");
    let summary: DistrictHeatingSummary = reader
        .get(&heating_path("/summary"), &[("year", &year)])
        .await
        .expect("summary");

    let bars: Vec<Option<f64>> = graph.points.iter().map(|p| p.kwh).collect();
    let months: Vec<Option<f64>> = summary.periods.iter().map(|p| Some(p.energy)).collect();
    assert_eq!(bars, months);
    assert!(graph.overlays.is_empty());
}

#[tokio::test]
async fn a_district_heating_chart_finer_than_a_day_is_400() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    for resolution in ["DAY", "DAY_QUARTERLY"] {
        let result = reader
            .get::<ConsumptionGraph>(
                &graph_path(user_ids::KULUTTAJA, "KP100102"),
                &[("resolution", resolution)],
            )
            .await;
        match result {
            Err(UpstreamError::Status {
                status: 400, code, ..
            }) => assert_eq!(code.as_deref(), Some(RESOLUTION_TOO_FINE), "{resolution}"),
            other => panic!("{resolution}: expected a 400, got {other:?}"),
        }
    }
}

fn production_path(tail: &str) -> String {
    place_path(
        "v2/production/microgeneration",
        user_ids::KULUTTAJA,
        "KP100103",
        tail,
    )
}

#[tokio::test]
async fn solar_feeds_the_grid_in_summer_not_in_winter_nights() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = last_year();

    let summary: MicrogenerationSummary = reader
        .get(&production_path(""), &[("year", &year)])
        .await
        .expect("summary");
    let series: MicrogenerationTimeseries = reader
        .get(&production_path("/timeseries"), &[("year", &year)])
        .await
        .expect("timeseries");
    let no_panel = reader
        .get::<MicrogenerationSummary>(
            &place_path(
                "v2/production/microgeneration",
                user_ids::KULUTTAJA,
                "KP100101",
                "",
            ),
            &[("year", &year)],
        )
        .await;

    let june = &summary.periods[5];
    let december = &summary.periods[11];
    assert!(june.kwh.0 > 10 * december.kwh.0.max(100));
    let fed: f64 = series.points.iter().map(|p| p.kwh).sum();
    assert!((fed - summary.total_kwh.kwh_f64()).abs() < 0.1);
    // The totals are the sums of the periods, each rounded once.
    let periods: Wh = summary.periods.iter().map(|p| p.kwh).sum();
    assert_eq!(periods, summary.total_kwh);
    let revenue: Cents = summary.periods.iter().map(|p| p.revenue).sum();
    assert_eq!(revenue, summary.total_revenue);
    assert!(june.revenue > Cents::ZERO);
    assert!(series
        .points
        .iter()
        .filter(|p| p.time.contains("T01:00:00"))
        .all(|p| p.kwh == 0.0 || p.time.contains("-06-")));
    assert_eq!(status_of(no_panel), 404);
}

fn insights(location: &str, tail: &str) -> String {
    place_path("v2/monthlyinsights", user_ids::KULUTTAJA, location, tail)
}

#[tokio::test]
async fn monthly_insights_read_the_month_series() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = last_year();
    let month = [("year", year.as_str()), ("month", "1")];

    let top: TopHours = reader
        .get(&insights("KP100101", "/topHours"), &month)
        .await
        .expect("top hours");
    let summary: MonthlySummary = reader
        .get(&insights("KP100101", "/monthlyPackageSummary"), &month)
        .await
        .expect("package summary");
    let budget: ConsumptionBudgetSummary = reader
        .get(&insights("KP100101", "/consumptionBudgetSummary"), &month)
        .await
        .expect("budget");
    let no_budget: ConsumptionBudgetSummary = reader
        .get(&insights("KP100104", "/consumptionBudgetSummary"), &month)
        .await
        .expect("budget");
    let tip: TipOfTheMonth = reader
        .get(&insights("KP100101", "/tipOfTheMonth"), &month)
        .await
        .expect("tip");
    let local: LocalPowerSummary = reader
        .get(
            &insights("KP100103", "/localPowerSummary"),
            &[("year", year.as_str()), ("month", "6")],
        )
        .await
        .expect("local power");
    let pages: InsightPages = reader
        .get(&insights("KP100101", "/pages"), &[])
        .await
        .expect("pages");
    let last: MonthlySummary = reader
        .get(&insights("KP100101", "/summary"), &[])
        .await
        .expect("summary");
    let half = reader
        .get::<MonthlySummary>(&insights("KP100101", "/summary"), &[("year", "2025")])
        .await;

    assert_eq!(top.hours.len(), 10);
    assert!(top.hours.windows(2).all(|w| w[0].kwh >= w[1].kwh));
    assert!(
        top.hours[0].kwh * 744.0 > summary.kwh.kwh_f64(),
        "the top hour is above the mean"
    );
    assert!(budget.active && budget.budget == Cents(30_000));
    assert_eq!(budget.total_consumption, summary.cost);
    assert!(!no_budget.active);
    assert!(!tip.title.is_empty());
    assert!(local.has_local_power && local.produced_kwh > local.fed_to_grid_kwh);
    assert!((local.produced_kwh - local.self_consumed_kwh - local.fed_to_grid_kwh).abs() < 0.01);
    assert!(pages.pages.len() >= 24);
    assert_eq!(
        (pages.pages[0].year, pages.pages[0].month),
        (last.year, last.month)
    );
    assert_eq!(status_of(half), 400);
}

fn reports(tail: &str) -> String {
    place_path("v2/usagereports", user_ids::KULUTTAJA, "KP100101", tail)
}

#[tokio::test]
async fn usage_reports_cover_the_last_twelve_months_and_unknown_ids_are_404() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;

    let list: Reports = reader.get(&reports(""), &[]).await.expect("reports");
    let first = &list.items[0];
    let one: UsageReport = reader
        .get(&reports(&format!("/report/{}", first.report_id)), &[])
        .await
        .expect("report");
    let unknown = reader
        .get::<UsageReport>(&reports("/report/KP100101-1999-01"), &[])
        .await;

    assert_eq!(list.items.len(), 12);
    assert_eq!(one.report, *first);
    assert!(one.summary.kwh > Wh(0));
    assert_eq!(status_of(unknown), 404);
}

#[tokio::test]
async fn the_report_file_is_finnish_csv_with_the_autumn_dst_day_in_full() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let year = last_year();
    let path = place_path("reports/v1", user_ids::KULUTTAJA, "KP100101", "");
    let segments: Vec<&str> = path.split('/').collect();
    let query = [("year", year.as_str()), ("month", "10")];

    let csv = reader
        .client
        .file(
            &reader.token,
            &segments,
            &[query[0], query[1], ("format", "csv")],
        )
        .await
        .expect("csv");
    let json: ReportFile = reader
        .get(&path, &[query[0], query[1], ("format", "json")])
        .await
        .expect("json");
    let bad = reader
        .get::<ReportFile>(&path, &[query[0], query[1], ("format", "xlsx")])
        .await;

    assert!(csv.content_type.starts_with("text/csv"));
    assert_eq!(
        csv.file_name.as_deref(),
        Some(format!("kulutus-KP100101-{year}-10.csv").as_str())
    );
    let text = String::from_utf8(csv.bytes).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("Päivämäärä;Kellonaika"));
    // October: 31 days of 96 quarters plus the 4 of the extra hour.
    assert_eq!(lines.len() - 1, 31 * 96 + 4);
    assert_eq!(json.rows.len(), 31 * 96 + 4);
    assert!(lines[1].starts_with(&format!("1.10.{year};00:00;+03:00;")));
    assert!(lines[1].split(';').nth(3).unwrap().contains(','));
    let autumn = (25..=31)
        .rev()
        .map(|d| format!("{d}.10.{year};"))
        .find(|prefix| {
            lines
                .iter()
                .filter(|l| l.starts_with(prefix.as_str()))
                .count()
                == 100
        })
        .expect("a day of 100 quarters");
    let repeated = lines
        .iter()
        .filter(|l| l.starts_with(&autumn) && l.contains(";03:00;"))
        .map(|l| l.split(';').nth(2).unwrap())
        .collect::<Vec<_>>();
    assert_eq!(repeated, ["+03:00", "+02:00"]);
    assert_eq!(status_of(bad), 400);
}

#[tokio::test]
async fn the_estimate_adds_measured_and_estimated_days() {
    let reader = Reader::signed_in(emails::KULUTTAJA).await;
    let today = today();
    let plus = |tail: &str| place_path("v1/plus", user_ids::KULUTTAJA, "KP100101", tail);

    let estimate: ConsumptionEstimate = reader
        .get(
            &plus("/consumption/estimate"),
            &[
                ("year", &today.year().to_string()),
                ("month", &today.month().to_string()),
            ],
        )
        .await
        .expect("estimate");
    let days: EstimateDays = reader
        .get(&plus("/estimate/days"), &[])
        .await
        .expect("days");

    assert_eq!(estimate.measured_days, today.day() - 1);
    assert_eq!(
        days.days.len() as u32,
        estimate.measured_days + estimate.estimated_days
    );
    let total: f64 = days.days.iter().map(|d| d.kwh).sum();
    assert!((total - estimate.estimated_kwh).abs() < 0.05);
    assert!(estimate.estimated_kwh > estimate.measured_kwh);
}

#[tokio::test]
async fn comparisons_set_last_month_against_the_same_month_a_year_before() {
    let reader = Reader::signed_in(emails::YRITYS).await;
    let ids = [("locationIdentifiers", "KP300001,KP300004,KP100103,KP999999")];
    let answer: LocationComparisons = reader
        .get("v1/locations/comparisons", &ids)
        .await
        .expect("comparisons");
    // Electricity in kWh, district heating in MWh; production and unknown places left out.
    let units: Vec<(&str, &str)> = answer
        .comparisons
        .iter()
        .map(|c| (c.location_identifier.as_str(), c.unit.as_str()))
        .collect();
    assert_eq!(units, [("KP300001", "kWh"), ("KP300004", "MWh")]);
    let today = local_date(Utc::now());
    let first = NaiveDate::from_ymd_opt(today.year(), today.month(), 1).unwrap();
    let last_month = first.pred_opt().unwrap().format("%Y-%m").to_string();
    for comparison in &answer.comparisons {
        assert_eq!(comparison.month, last_month);
        assert!(comparison.consumption > 0.0 && comparison.previous_year_consumption > 0.0);
    }
    let missing = reader
        .get::<LocationComparisons>("v1/locations/comparisons", &[])
        .await;
    assert!(matches!(
        missing,
        Err(UpstreamError::Status { status: 400, .. })
    ));
}
