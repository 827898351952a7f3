//! Electricity consumption rows: #126 summary, #127 timeseries, #128 profile, #132 weighted
//! consumption. Costs come from [`crate::series::cost`], slot by slot.

use actix_web::web;
use chrono::{Datelike, Duration, NaiveDate, Timelike};
use upstream_clients::metering::{
    ConsumptionPeriod, ConsumptionProfile, CostLines, ElectricitySummary, ElectricityTimeseries,
    EnergyPoint, ProfileHour, WeightedConsumption,
};

use super::period::{first_day, month_end, year_or_month};
use super::Params;
use super::{place_row, rfc3339, round, Answer, Data, Electricity};
use crate::dataset::calendar::{measured_days, today};
use crate::series::cost::{fixed_fees, slot_cost, CostBreakdown};
use crate::series::{
    electricity_kwh_at_temperature, outdoor_temperature_c, quarters_of_day, spot_price_eur_mwh,
    TIME_ZONE,
};

/// A cost as invoice lines rounded to cents.
pub(super) fn cost_lines(cost: &CostBreakdown) -> CostLines {
    CostLines {
        energy: round(cost.energy_eur, 2),
        margin: round(cost.margin_eur, 2),
        basic_fee: round(cost.basic_fee_eur, 2),
        transfer: round(cost.transfer_eur, 2),
        electricity_tax: round(cost.electricity_tax_eur, 2),
        vat: round(cost.vat_eur, 2),
        total_vat0: round(cost.total_vat0(), 2),
        total: round(cost.total(), 2),
    }
}

/// Consumption and full cost (slots and the day's share of the fixed fees) of one day.
pub(super) fn day_totals(e: &Electricity<'_>, day: NaiveDate) -> (f64, CostBreakdown) {
    let mut cost = fixed_fees(&e.tariff, day, day + Duration::days(1));
    let mut kwh = 0.0;
    for slot in quarters_of_day(day) {
        let used = e.kwh(slot);
        kwh += used;
        cost += slot_cost(&e.tariff, slot, used);
    }
    (kwh, cost)
}

/// The shown cost: with or without VAT.
pub(super) fn shown(cost: &CostBreakdown, vat: bool) -> f64 {
    if vat {
        cost.total()
    } else {
        cost.total_vat0()
    }
}

fn summary(state: &Data, path: &(String, String), params: &Params) -> Answer<ElectricitySummary> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let year = params.year()?;
    let month = params.month_opt()?;
    // includeMeasured=false leaves out the current month's measured values that no invoice
    // covers yet.
    let include_measured = params.flag("includeMeasured")?.unwrap_or(true);
    let vat = params.flag("vat")?.unwrap_or(place.vat);
    let today = today();
    let (from, to) = year_or_month(year, month)?;
    let (from, mut to) = measured_days(from, to, today);
    let current_month = first_day(today.year(), today.month())?;
    if !include_measured {
        to = to.min(current_month).max(from);
    }
    let mut periods: Vec<ConsumptionPeriod> = Vec::new();
    let mut total = CostBreakdown::default();
    let mut total_kwh = 0.0;
    let mut day = from;
    while day < to {
        let (kwh, cost) = day_totals(&e, day);
        total += cost;
        total_kwh += kwh;
        let label = if month.is_some() {
            day.format("%Y-%m-%d").to_string()
        } else {
            day.format("%Y-%m").to_string()
        };
        let measured = day >= current_month;
        match periods.last_mut() {
            Some(last) if last.period == label => {
                last.kwh += kwh;
                last.cost += shown(&cost, vat);
            }
            _ => periods.push(ConsumptionPeriod {
                period: label,
                kwh,
                cost: shown(&cost, vat),
                measured,
            }),
        }
        day += Duration::days(1);
    }
    for period in &mut periods {
        period.kwh = round(period.kwh, 3);
        period.cost = round(period.cost, 2);
    }
    Ok(ElectricitySummary {
        location_id: place.location_identifier.clone(),
        year,
        month,
        vat_included: vat,
        total_kwh: round(total_kwh, 3),
        total_cost: round(shown(&total, vat), 2),
        cost_lines: cost_lines(&total),
        periods,
    })
}

fn timeseries(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<ElectricityTimeseries> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let year = params.year()?;
    let (from, to) = measured_days(first_day(year, 1)?, first_day(year + 1, 1)?, today());
    let spot = e.is_spot();
    let points = crate::series::period::days(from, to)
        .quarters()
        .map(|slot| {
            let temperature = outdoor_temperature_c(slot);
            EnergyPoint {
                time: rfc3339(slot),
                kwh: electricity_kwh_at_temperature(
                    &place.location_identifier,
                    e.annual_kwh,
                    slot,
                    temperature,
                ),
                price_eur_mwh: spot.then(|| spot_price_eur_mwh(slot)),
                temperature_c: round(temperature, 1),
            }
        })
        .collect();
    Ok(ElectricityTimeseries {
        location_id: place.location_identifier.clone(),
        year,
        resolution_minutes: 15,
        points,
    })
}

pub(super) fn profile(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<ConsumptionProfile> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let year = params.year()?;
    let month = params.month()?;
    let first = first_day(year, month)?;
    let (from, to) = measured_days(first, month_end(first), today());
    // (sum, days) per local hour, weekdays and weekends apart.
    let mut sums = [[(0.0, 0u32); 24]; 2];
    let mut day = from;
    while day < to {
        let weekend = usize::from(day.weekday().number_from_monday() >= 6);
        let mut hours = [0.0; 24];
        for slot in quarters_of_day(day) {
            hours[slot.with_timezone(&TIME_ZONE).hour() as usize] += e.kwh(slot);
        }
        for (hour, kwh) in hours.iter().enumerate() {
            sums[weekend][hour].0 += kwh;
            sums[weekend][hour].1 += 1;
        }
        day += Duration::days(1);
    }
    let mean = |(sum, days): (f64, u32)| {
        if days == 0 {
            0.0
        } else {
            round(sum / f64::from(days), 3)
        }
    };
    Ok(ConsumptionProfile {
        location_id: place.location_identifier.clone(),
        year,
        month,
        hours: (0..24)
            .map(|hour| ProfileHour {
                hour: hour as u32,
                weekday_kwh: mean(sums[0][hour]),
                weekend_kwh: mean(sums[1][hour]),
            })
            .collect(),
    })
}

fn weighted(state: &Data, path: &(String, String), params: &Params) -> Answer<WeightedConsumption> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let year = params.year()?;
    let month = params.month()?;
    let vat = params.flag("vat")?.unwrap_or(place.vat);
    let first = first_day(year, month)?;
    let (from, to) = measured_days(first, month_end(first), today());
    let (mut kwh, mut weighted, mut plain, mut slots) = (0.0, 0.0, 0.0, 0.0);
    for slot in crate::series::period::days(from, to).quarters() {
        let vat_factor = if vat {
            1.0 + crate::series::vat_percent(crate::series::local_date(slot), true) / 100.0
        } else {
            1.0
        };
        let price = spot_price_eur_mwh(slot) / 10.0 * vat_factor;
        let used = e.kwh(slot);
        kwh += used;
        weighted += used * price;
        plain += price;
        slots += 1.0;
    }
    let weighted_price = if kwh > 0.0 { weighted / kwh } else { 0.0 };
    let average_price = if slots > 0.0 { plain / slots } else { 0.0 };
    Ok(WeightedConsumption {
        location_id: place.location_identifier.clone(),
        year,
        month,
        vat_included: vat,
        kwh: round(kwh, 3),
        weighted_price: round(weighted_price, 3),
        average_price: round(average_price, 3),
        difference: round(weighted_price - average_price, 3),
    })
}

place_row!(get_summary, summary);
place_row!(get_timeseries, timeseries);
place_row!(get_profile, profile);
place_row!(get_weighted, weighted);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/consumption/electricity/user/{user_id}/location/{location_id}";
    cfg.route(&format!("{base}/summary"), web::get().to(get_summary))
        .route(&format!("{base}/timeseries"), web::get().to(get_timeseries))
        .route(&format!("{base}/profile/data"), web::get().to(get_profile))
        .route(
            "/v2/consumption/weightedConsumption/user/{user_id}/location/{location_id}",
            web::get().to(get_weighted),
        );
}
