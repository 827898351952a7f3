//! Chart periods: which time buckets a resolution draws around an anchor day, in Helsinki time,
//! so DST days get 23 or 25 hourly points and 92 or 100 quarters.

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use upstream_clients::metering::Resolution;

use super::{local_midnight, QUARTER};

/// One point of a chart: the instants `start..end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Bucket {
    pub start: DateTime<Utc>,
    pub end: DateTime<Utc>,
}

impl Bucket {
    /// The quarter starts inside the bucket.
    pub fn quarters(&self) -> impl Iterator<Item = DateTime<Utc>> {
        let start = self.start;
        let count = (self.end - self.start).num_minutes() / 15;
        (0..count).map(move |i| start + QUARTER * i as i32)
    }
}

fn first_of_month(year: i32, month: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(year, month, 1).unwrap_or_default()
}

fn next_month(date: NaiveDate) -> NaiveDate {
    if date.month() == 12 {
        first_of_month(date.year() + 1, 1)
    } else {
        first_of_month(date.year(), date.month() + 1)
    }
}

/// The Helsinki days `from..to` as one bucket.
pub fn days(from: NaiveDate, to: NaiveDate) -> Bucket {
    Bucket {
        start: local_midnight(from),
        end: local_midnight(to),
    }
}

/// The first day and the day after the last of the period `resolution` draws around `anchor`
/// (`YEARS`: the years `first_year..=last_year`).
pub fn period(
    resolution: Resolution,
    anchor: NaiveDate,
    first_year: i32,
    last_year: i32,
) -> (NaiveDate, NaiveDate) {
    match resolution {
        Resolution::DayQuarterly | Resolution::Day => (anchor, anchor + Duration::days(1)),
        Resolution::Week => {
            let monday =
                anchor - Duration::days(i64::from(anchor.weekday().num_days_from_monday()));
            (monday, monday + Duration::days(7))
        }
        Resolution::Month => {
            let first = first_of_month(anchor.year(), anchor.month());
            (first, next_month(first))
        }
        Resolution::Year => (
            first_of_month(anchor.year(), 1),
            first_of_month(anchor.year() + 1, 1),
        ),
        Resolution::Years => (
            first_of_month(first_year, 1),
            first_of_month(last_year + 1, 1),
        ),
    }
}

/// The buckets of the chart `resolution` draws around `anchor`: the quarters of a day
/// (`DAY_QUARTERLY`), its hours (`DAY`), the days of the ISO week (`WEEK`) or month (`MONTH`),
/// the months of the year (`YEAR`), or the years `first_year..=last_year` (`YEARS`).
pub fn buckets(
    resolution: Resolution,
    anchor: NaiveDate,
    first_year: i32,
    last_year: i32,
) -> Vec<Bucket> {
    let (from, to) = period(resolution, anchor, first_year, last_year);
    let whole = days(from, to);
    match resolution {
        Resolution::DayQuarterly => split(whole, QUARTER),
        // Helsinki's offset is whole hours, so UTC hours are local hours, DST days included.
        Resolution::Day => split(whole, Duration::hours(1)),
        Resolution::Week | Resolution::Month => {
            let mut out = Vec::new();
            let mut day = from;
            while day < to {
                out.push(days(day, day + Duration::days(1)));
                day += Duration::days(1);
            }
            out
        }
        Resolution::Year => {
            let mut out = Vec::new();
            let mut month = from;
            while month < to {
                out.push(days(month, next_month(month)));
                month = next_month(month);
            }
            out
        }
        Resolution::Years => (first_year..=last_year)
            .map(|year| days(first_of_month(year, 1), first_of_month(year + 1, 1)))
            .collect(),
    }
}

fn split(whole: Bucket, step: Duration) -> Vec<Bucket> {
    let count = (whole.end - whole.start).num_minutes() / step.num_minutes();
    (0..count)
        .map(|i| {
            let start = whole.start + step * i as i32;
            Bucket {
                start,
                end: start + step,
            }
        })
        .collect()
}

/// The same day a year earlier (28 Feb for 29 Feb): the comparison overlay's anchor.
pub fn year_earlier(date: NaiveDate) -> NaiveDate {
    NaiveDate::from_ymd_opt(date.year() - 1, date.month(), date.day())
        .or_else(|| NaiveDate::from_ymd_opt(date.year() - 1, date.month(), 28))
        .unwrap_or(date)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn dst_days_have_23_and_25_hours_and_their_quarters() {
        let spring = date(2026, 3, 29);
        let autumn = date(2026, 10, 25);
        assert_eq!(buckets(Resolution::Day, spring, 0, 0).len(), 23);
        assert_eq!(buckets(Resolution::Day, autumn, 0, 0).len(), 25);
        assert_eq!(buckets(Resolution::DayQuarterly, spring, 0, 0).len(), 92);
        assert_eq!(buckets(Resolution::DayQuarterly, autumn, 0, 0).len(), 100);
    }

    #[test]
    fn weeks_are_iso_weeks_and_years_have_twelve_months() {
        let week = buckets(Resolution::Week, date(2026, 11, 22), 0, 0);
        assert_eq!(week.len(), 7);
        assert_eq!(week[0].start, local_midnight(date(2026, 11, 16)));
        assert_eq!(
            buckets(Resolution::Month, date(2024, 2, 10), 0, 0).len(),
            29
        );
        assert_eq!(buckets(Resolution::Year, date(2024, 2, 10), 0, 0).len(), 12);
        assert_eq!(
            buckets(Resolution::Years, date(2026, 1, 1), 2024, 2026).len(),
            3
        );
    }

    #[test]
    fn a_bucket_lists_its_quarters() {
        let day = days(date(2026, 3, 29), date(2026, 3, 30));
        assert_eq!(day.quarters().count(), 92);
        assert_eq!(year_earlier(date(2024, 2, 29)), date(2023, 2, 28));
    }
}
