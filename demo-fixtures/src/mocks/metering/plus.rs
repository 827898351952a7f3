//! The "plus" rows: #171 metering details of a place, #172 a month's measured use plus an
//! estimate of its remaining days, #173 the current month day by day.

use actix_web::web;
use chrono::{Datelike, Duration, NaiveDate};
use upstream_clients::metering::{ConsumptionEstimate, EstimateDay, EstimateDays, PlusDetails};

use super::period::{first_day, month_end};
use super::Params;
use super::{place_row, round, Answer, Data, Electricity};
use crate::dataset::calendar::{data_start, today};

fn details(state: &Data, path: &(String, String), _: &Params) -> Answer<PlusDetails> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    Ok(PlusDetails {
        location_id: place.location_identifier.clone(),
        metering_point_id: place.metering_point_id.clone(),
        building_type: place.building_type.as_str().to_owned(),
        annual_consumption_estimate_kwh: e.annual_kwh,
        resolution_minutes: 15,
        data_from: data_start(today()).format("%Y-%m-%d").to_string(),
    })
}

/// The days of the month starting `first`: measured ones as they are, later ones estimated from
/// the same weekday 52 weeks earlier, scaled by how this month's measured days compare with
/// theirs.
fn estimate_days(e: &Electricity<'_>, first: NaiveDate, today: NaiveDate) -> Vec<EstimateDay> {
    let end = month_end(first);
    let year_before = |day: NaiveDate| day - Duration::weeks(52);
    let one = |day: NaiveDate| e.kwh_of_days(day, day + Duration::days(1));
    let measured_end = today.clamp(first, end);
    let (now, then) = (
        e.kwh_of_days(first, measured_end),
        e.kwh_of_days(year_before(first), year_before(measured_end)),
    );
    let ratio = if now > 0.0 && then > 0.0 {
        now / then
    } else {
        1.0
    };
    let mut out = Vec::new();
    let mut day = first;
    while day < end {
        let estimated = day >= measured_end;
        let kwh = if estimated {
            one(year_before(day)) * ratio
        } else {
            one(day)
        };
        out.push(EstimateDay {
            date: day.format("%Y-%m-%d").to_string(),
            kwh: round(kwh, 3),
            estimated,
        });
        day += Duration::days(1);
    }
    out
}

fn estimate(state: &Data, path: &(String, String), params: &Params) -> Answer<ConsumptionEstimate> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let first = first_day(params.year()?, params.month()?)?;
    let days = estimate_days(&e, first, today());
    let measured: Vec<&EstimateDay> = days.iter().filter(|d| !d.estimated).collect();
    Ok(ConsumptionEstimate {
        year: first.year(),
        month: first.month(),
        measured_kwh: round(measured.iter().map(|d| d.kwh).sum(), 3),
        estimated_kwh: round(days.iter().map(|d| d.kwh).sum(), 3),
        measured_days: measured.len() as u32,
        estimated_days: (days.len() - measured.len()) as u32,
    })
}

fn current_days(state: &Data, path: &(String, String), _: &Params) -> Answer<EstimateDays> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let today = today();
    Ok(EstimateDays {
        days: estimate_days(&e, first_day(today.year(), today.month())?, today),
    })
}

place_row!(get_details, details);
place_row!(get_estimate, estimate);
place_row!(get_days, current_days);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v1/plus/user/{user_id}/location/{location_id}";
    cfg.route(&format!("{base}/details"), web::get().to(get_details))
        .route(
            &format!("{base}/consumption/estimate"),
            web::get().to(get_estimate),
        )
        .route(&format!("{base}/estimate/days"), web::get().to(get_days));
}
