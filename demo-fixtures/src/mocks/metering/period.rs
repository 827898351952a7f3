//! Months and years of the metering rows: first days, month ends and the period a `year` and
//! an optional `month` name.

use chrono::{Datelike, NaiveDate};

use super::{bad_request, Answer};

/// The first day of a month, or 400 for an impossible one.
pub(super) fn first_day(year: i32, month: u32) -> Answer<NaiveDate> {
    NaiveDate::from_ymd_opt(year, month, 1).ok_or_else(|| bad_request("no such month"))
}

/// The first day of the month `months` after (before, when negative) the month of `first`,
/// which must be a month's first day.
pub(super) fn add_months(first: NaiveDate, months: i32) -> NaiveDate {
    let index = first.year() * 12 + first.month0() as i32 + months;
    NaiveDate::from_ymd_opt(index.div_euclid(12), index.rem_euclid(12) as u32 + 1, 1)
        .unwrap_or(first)
}

/// The day after the last of a month.
pub(super) fn month_end(first: NaiveDate) -> NaiveDate {
    first
        + chrono::Duration::days(i64::from(crate::series::cost::days_in_month(
            chrono::Datelike::year(&first),
            chrono::Datelike::month(&first),
        )))
}

/// The period a `year` and an optional `month` name: `(first day, day after the last)`.
pub(super) fn year_or_month(year: i32, month: Option<u32>) -> Answer<(NaiveDate, NaiveDate)> {
    match month {
        Some(month) => {
            let first = first_day(year, month)?;
            Ok((first, month_end(first)))
        }
        None => Ok((first_day(year, 1)?, first_day(year + 1, 1)?)),
    }
}
