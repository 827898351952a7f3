//! Dates and instants relative to "today" for the mocks (the dataset stores times relative to
//! it). Today itself is [`crate::dataset::calendar::today`], the crate's one clock.

use chrono::{Duration, NaiveDate, NaiveTime, TimeZone};

pub(crate) use crate::dataset::calendar::{now, today};
use crate::series::TIME_ZONE;

/// YYYY-MM-DD of `days` from `today`.
pub(crate) fn date_from(today: NaiveDate, days: i64) -> String {
    (today + Duration::days(days))
        .format("%Y-%m-%d")
        .to_string()
}

/// RFC 3339 with the Helsinki offset of `days` from `today` at `hour:minute` wall-clock time.
/// A wall-clock time skipped by DST (none at the hours used) falls back to the hour after.
pub(crate) fn instant_from(today: NaiveDate, days: i64, hour: u32, minute: u32) -> String {
    let date = today + Duration::days(days);
    let time = NaiveTime::from_hms_opt(hour.min(23), minute.min(59), 0).unwrap_or(NaiveTime::MIN);
    let local = TIME_ZONE
        .from_local_datetime(&date.and_time(time))
        .earliest()
        .unwrap_or_else(|| {
            TIME_ZONE.from_utc_datetime(&(date.and_time(time) - Duration::hours(2)))
        });
    local.to_rfc3339()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn instants_carry_the_helsinki_offset_of_their_date() {
        let winter = NaiveDate::from_ymd_opt(2026, 1, 10).unwrap();
        assert_eq!(instant_from(winter, 0, 9, 30), "2026-01-10T09:30:00+02:00");
        let summer = NaiveDate::from_ymd_opt(2026, 7, 1).unwrap();
        assert_eq!(instant_from(summer, -1, 23, 5), "2026-06-30T23:05:00+03:00");
        assert_eq!(date_from(winter, -10), "2025-12-31");
    }
}
