//! Query parameters in the A4 formats: year 4 digits, month 1–12, booleans `true`/`false`,
//! dates `YYYY-MM-DD`. A malformed value is a 400, never a panic.

use std::collections::HashMap;

use chrono::{Datelike, NaiveDate};

use super::{bad_request, Answer, MockError};

/// A request's query string.
pub(super) struct Params(pub HashMap<String, String>);

impl Params {
    fn get(&self, name: &str) -> Option<&str> {
        self.0.get(name).map(String::as_str)
    }

    fn missing(name: &str) -> MockError {
        bad_request(&format!("{name} is required"))
    }

    /// An optional year: 4 digits.
    pub fn year_opt(&self) -> Answer<Option<i32>> {
        self.get("year")
            .map(|value| {
                (value.len() == 4)
                    .then(|| value.parse::<i32>().ok())
                    .flatten()
                    .filter(|year| *year >= 1000)
                    .ok_or_else(|| bad_request("year must have 4 digits"))
            })
            .transpose()
    }

    pub fn year(&self) -> Answer<i32> {
        self.year_opt()?.ok_or_else(|| Self::missing("year"))
    }

    /// An optional month: 1–12.
    pub fn month_opt(&self) -> Answer<Option<u32>> {
        self.get("month")
            .map(|value| {
                value
                    .parse::<u32>()
                    .ok()
                    .filter(|m| (1..=12).contains(m))
                    .ok_or_else(|| bad_request("month must be 1-12"))
            })
            .transpose()
    }

    pub fn month(&self) -> Answer<u32> {
        self.month_opt()?.ok_or_else(|| Self::missing("month"))
    }

    /// A boolean `true`/`false`, `default` when absent.
    pub fn flag(&self, name: &str, default: bool) -> Answer<bool> {
        match self.get(name) {
            None => Ok(default),
            Some("true") => Ok(true),
            Some("false") => Ok(false),
            Some(_) => Err(bad_request(&format!("{name} must be true or false"))),
        }
    }

    /// An optional `YYYY-MM-DD` date.
    pub fn date_opt(&self, name: &str) -> Answer<Option<NaiveDate>> {
        self.get(name)
            .map(|value| {
                NaiveDate::parse_from_str(value, "%Y-%m-%d")
                    .map_err(|_| bad_request(&format!("{name} must be YYYY-MM-DD")))
            })
            .transpose()
    }

    /// A required value of a closed set, parsed by `parse`.
    pub fn choice<T>(&self, name: &str, parse: impl Fn(&str) -> Option<T>) -> Answer<T> {
        let value = self.get(name).ok_or_else(|| Self::missing(name))?;
        parse(value).ok_or_else(|| bad_request(&format!("{name} has an unknown value")))
    }

    /// An optional string value.
    pub fn text(&self, name: &str) -> Option<&str> {
        self.get(name)
    }
}

/// The first day of a month, or 400 for an impossible one.
pub(super) fn first_day(year: i32, month: u32) -> Answer<NaiveDate> {
    NaiveDate::from_ymd_opt(year, month, 1).ok_or_else(|| bad_request("no such month"))
}

/// The day after the last of a month.
/// The first day of the month `months` after (before, when negative) the month of `first`,
/// which must be a month's first day.
pub(super) fn add_months(first: NaiveDate, months: i32) -> NaiveDate {
    let index = first.year() * 12 + first.month0() as i32 + months;
    NaiveDate::from_ymd_opt(index.div_euclid(12), index.rem_euclid(12) as u32 + 1, 1)
        .unwrap_or(first)
}

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
