//! The demo dataset's time window and the metering facts the demo fixes (budgets, the green
//! power package): constants of the data, which the metering mock serves but does not decide.

use chrono::{DateTime, Datelike, NaiveDate, Utc};

use crate::series::{local_date, local_midnight, TIME_ZONE};

/// Places with a consumption budget in the demo, and its size in euros (spec §9: 300 €), until
/// #129 sets another.
pub const DEMO_BUDGETS: [(&str, f64); 2] = [("KP100101", 300.0), ("KP100001", 300.0)];

/// The default green power package (spec §9), kWh a year.
pub const DEFAULT_GREEN_POWER_PACKAGE_KWH: f64 = 3000.0;

/// Today in Helsinki.
pub fn today() -> NaiveDate {
    local_date(Utc::now())
}

/// The first day with measured data: 1 January two years back.
pub fn data_start(today: NaiveDate) -> NaiveDate {
    NaiveDate::from_ymd_opt(today.year() - 2, 1, 1).unwrap_or(today)
}

/// The Helsinki days `from..to` clipped to the measured window (data start up to yesterday).
pub fn measured_days(from: NaiveDate, to: NaiveDate, today: NaiveDate) -> (NaiveDate, NaiveDate) {
    let from = from.max(data_start(today));
    let to = to.min(today);
    (from, to.max(from))
}

/// The first instant not yet measured: today's midnight.
pub fn measured_until(today: NaiveDate) -> DateTime<Utc> {
    local_midnight(today)
}

/// The end (exclusive) of the published day-ahead prices at `now`: tomorrow's prices are
/// published around 13:00 Finnish time, and the portal shows them from 14:00.
pub fn prices_published_until(now: DateTime<Utc>) -> DateTime<Utc> {
    let local = now.with_timezone(&TIME_ZONE);
    let today = local.date_naive();
    let days_ahead = if chrono::Timelike::hour(&local) >= 14 {
        2
    } else {
        1
    };
    local_midnight(today + chrono::Duration::days(days_ahead))
}
