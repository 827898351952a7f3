//! #235, the External API's series of a place (A58): consumption, market price or temperature
//! from `startTime` to `endTime`, a point per step of the resolution, computed from the same
//! seeded series as the portal's charts.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Datelike, Duration, DurationRound, NaiveDate, Utc};
use upstream_clients::metering::{EnergyUnit, ExternalTimeseries, Resolution, TimeseriesPoint};

use super::prices::{chart_eur_per_kwh, mean_price};
use super::{bad_request, local_midnight, rfc3339, round, Answer, Data, Electricity, Params};
use crate::dataset::calendar::{data_start, measured_until, prices_published_until, today};
use crate::mocks::params::{BadRequest, Contract};
use crate::series::period::Bucket;
use crate::series::{local_date, outdoor_temperature_c};

/// At most this many points in one answer: a year of quarters (the gateway asks for at most a
/// year) is some 35 000.
pub(super) const MAX_POINTS: usize = 40_000;

fn first_of_month(date: NaiveDate) -> NaiveDate {
    date.with_day(1).unwrap_or(date)
}

fn next_month(date: NaiveDate) -> NaiveDate {
    let first = first_of_month(date);
    first
        .checked_add_months(chrono::Months::new(1))
        .unwrap_or(first)
}

/// The start of the step that holds `at`.
fn step_start(resolution: Resolution, at: DateTime<Utc>) -> DateTime<Utc> {
    let day = local_date(at);
    match resolution {
        // Helsinki's offset is whole hours, so quarters and hours align in UTC too.
        Resolution::DayQuarterly => at.duration_trunc(Duration::minutes(15)).unwrap_or(at),
        Resolution::Day => at.duration_trunc(Duration::hours(1)).unwrap_or(at),
        Resolution::Week | Resolution::Month => local_midnight(day),
        Resolution::Year => local_midnight(first_of_month(day)),
        Resolution::Years => {
            local_midnight(NaiveDate::from_ymd_opt(day.year(), 1, 1).unwrap_or(day))
        }
    }
}

/// The start of the step after the one starting at `start`.
fn step_end(resolution: Resolution, start: DateTime<Utc>) -> DateTime<Utc> {
    let day = local_date(start);
    match resolution {
        Resolution::DayQuarterly => start + Duration::minutes(15),
        Resolution::Day => start + Duration::hours(1),
        Resolution::Week | Resolution::Month => local_midnight(day.succ_opt().unwrap_or(day)),
        Resolution::Year => local_midnight(next_month(day)),
        Resolution::Years => {
            local_midnight(NaiveDate::from_ymd_opt(day.year() + 1, 1, 1).unwrap_or(day))
        }
    }
}

/// The steps from the one holding `from` up to `to`; 400 past [`MAX_POINTS`].
fn steps(resolution: Resolution, from: DateTime<Utc>, to: DateTime<Utc>) -> Answer<Vec<Bucket>> {
    let mut steps = Vec::new();
    let mut start = step_start(resolution, from);
    while start < to {
        if steps.len() == MAX_POINTS {
            return Err(bad_request(&format!(
                "at most {MAX_POINTS} points: a shorter period or a coarser resolution"
            )));
        }
        let end = step_end(resolution, start);
        steps.push(Bucket { start, end });
        start = end;
    }
    Ok(steps)
}

/// The mean of `value` over the quarters of `step` before `until`.
fn mean_until(
    step: &Bucket,
    until: DateTime<Utc>,
    value: impl Fn(DateTime<Utc>) -> f64,
) -> Option<f64> {
    let (sum, count) = step
        .quarters()
        .filter(|q| *q < until)
        .fold((0.0, 0u32), |(sum, count), q| (sum + value(q), count + 1));
    (count > 0).then(|| sum / f64::from(count))
}

fn instant(params: &Params, name: &str) -> Answer<DateTime<Utc>> {
    params
        .parsed(name, "an ISO 8601 date-time with an offset", |value| {
            DateTime::parse_from_rfc3339(value).ok()
        })?
        .map(|at| at.with_timezone(&Utc))
        .ok_or_else(|| BadRequest::invalid(name, "given"))
}

fn series(
    state: &Data,
    path: &(String, String, String),
    params: &Params,
) -> Answer<ExternalTimeseries> {
    let (user, location, kind) = path;
    let place = state.place(user, location)?;
    let e = Electricity::of(&place)?;
    let resolution = params
        .parsed("resolution", "a resolution", Resolution::parse)?
        .ok_or_else(|| BadRequest::invalid("resolution", "given"))?;
    let (from, to) = (instant(params, "startTime")?, instant(params, "endTime")?);
    if to <= from {
        return Err(BadRequest::invalid("endTime", "after startTime"));
    }
    let steps = steps(resolution, from, to)?;
    let now = crate::dataset::calendar::now();
    let measured_from = local_midnight(data_start(today()));
    let value = |step: &Bucket| -> Option<f64> {
        match kind.as_str() {
            "consumption" => {
                let mut quarters = step
                    .quarters()
                    .filter(|q| *q >= measured_from && *q < measured_until(today()))
                    .peekable();
                quarters.peek()?;
                Some(round(quarters.map(|q| e.kwh(q)).sum(), 3))
            }
            "market-price" => {
                let until = prices_published_until(now);
                chart_eur_per_kwh(mean_price(step.quarters().filter(|q| *q < until), true))
            }
            _ => mean_until(step, now, outdoor_temperature_c).map(|t| round(t, 1)),
        }
    };
    let unit = match kind.as_str() {
        "consumption" => EnergyUnit::Kwh,
        "market-price" => EnergyUnit::EurKwh,
        "temperature" => EnergyUnit::Celsius,
        _ => return Err(super::not_found()),
    };
    Ok(ExternalTimeseries {
        timeseries_type: kind.clone(),
        unit,
        resolution,
        points: steps
            .iter()
            .map(|step| TimeseriesPoint {
                time: rfc3339(step.start),
                value: value(step),
            })
            .collect(),
    })
}

async fn get_series(
    state: Data,
    path: web::Path<(String, String, String)>,
    params: Params,
) -> HttpResponse {
    super::respond(series(&state, &path, &params))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/external/v1/user/{user_id}/location/{location_id}/timeseries/electricity/{kind}",
        web::get().to(get_series),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::series::TIME_ZONE;

    fn at(value: &str) -> DateTime<Utc> {
        DateTime::parse_from_rfc3339(value)
            .unwrap()
            .with_timezone(&Utc)
    }

    #[test]
    fn steps_follow_helsinki_days_months_and_the_dst_change() {
        // 30 March 2025: Helsinki moved to summer time, a day of 23 hours.
        let day = steps(
            Resolution::Day,
            at("2025-03-30T00:00:00+02:00"),
            at("2025-03-31T00:00:00+03:00"),
        )
        .unwrap();
        assert_eq!(day.len(), 23);
        let quarters = steps(
            Resolution::DayQuarterly,
            at("2025-03-30T00:07:00+02:00"),
            at("2025-03-30T01:00:00+02:00"),
        )
        .unwrap();
        assert_eq!(quarters.len(), 4);
        assert_eq!(quarters[0].start, at("2025-03-30T00:00:00+02:00"));
        let months = steps(
            Resolution::Year,
            at("2025-01-15T12:00:00+02:00"),
            at("2025-12-31T00:00:00+02:00"),
        )
        .unwrap();
        assert_eq!(months.len(), 12);
        assert_eq!(
            months[2].start.with_timezone(&TIME_ZONE).to_rfc3339(),
            "2025-03-01T00:00:00+02:00"
        );
        assert!(steps(
            Resolution::DayQuarterly,
            at("2024-01-01T00:00:00+02:00"),
            at("2025-01-01T00:00:00+02:00"),
        )
        .is_ok_and(|year| year.len() == 366 * 96));
        assert!(steps(
            Resolution::DayQuarterly,
            at("2024-01-01T00:00:00+02:00"),
            at("2025-03-01T00:00:00+02:00"),
        )
        .is_err());
    }
}
