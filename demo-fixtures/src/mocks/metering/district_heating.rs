//! District heating rows: #130 summary (year, month, unit) and #131 a year of daily values.

use actix_web::web;
use chrono::{Duration, NaiveDate};
use upstream_clients::metering::{
    DistrictHeatingSummary, DistrictHeatingTimeseries, EnergyUnit, HeatPeriod, HeatPoint,
    TemperatureIndexLimits,
};
use upstream_clients::money::{Cents, UnitPrice};

use super::consumption::month_bill_of;
use super::period::{first_day, year_or_month};
use super::Params;
use super::{not_found, place_row, round, Answer, Data};
use crate::dataset::calendar::{measured_days, today};
use crate::dataset::{BuildingType, Product, UsePlace};
use crate::series::cost::month_parts;
use crate::series::cost::{Exact, Price};
use crate::series::district_heating::{
    heat_day, temperature_index_bands, temperature_index_grade, HeatDay,
};
use crate::series::{load, vat_per_mille};

/// A district-heated place and its energy price (€/MWh, VAT 0); 404 for other places.
pub(super) fn heating(place: &UsePlace) -> Answer<UnitPrice> {
    match place.product {
        Product::DistrictHeating {
            energy_eur_per_mwh, ..
        } => Ok(energy_eur_per_mwh),
        _ => Err(not_found()),
    }
}

/// The days `from..to` of a place's district heating.
pub(super) fn heat_days(
    place: &UsePlace,
    from: chrono::NaiveDate,
    to: chrono::NaiveDate,
) -> Vec<HeatDay> {
    let annual = load::annual_heat_mwh(place);
    let mut out = Vec::new();
    let mut day = from;
    while day < to {
        out.push(heat_day(&place.location_identifier, annual, day));
        day += Duration::days(1);
    }
    out
}

pub(super) fn limits(building_type: BuildingType) -> TemperatureIndexLimits {
    let bands = temperature_index_bands(building_type);
    TemperatureIndexLimits {
        building_type: building_type.as_str().to_owned(),
        excellent: bands.excellent,
        very_good: bands.very_good,
        good: bands.good,
        satisfying: bands.satisfying,
        passable: bands.passable,
        bad: bands.bad,
    }
}

/// The energy cost of a day, exact, with VAT (district heating is sold at the general rate)
/// or without.
pub(super) fn energy_cost(day: &HeatDay, eur_per_mwh: UnitPrice, vat: bool) -> Exact {
    let cost = Price::of_eur_per_mwh(eur_per_mwh).times(day.energy());
    if vat {
        cost + cost.vat(vat_per_mille(day.date, false))
    } else {
        cost
    }
}

/// The heat energy of the days `from..to` as billed: the energy lines with VAT of each month's
/// bill, so an invoiced month shows its invoice's figure to the cent.
fn billed_energy(state: &Data, place: &UsePlace, from: NaiveDate, to: NaiveDate) -> Cents {
    let today = today();
    month_parts(from, to)
        .into_iter()
        .filter_map(|(start, end)| month_bill_of(state, place, start, end, today))
        .map(|bill| bill.sum_of(&["DH_ENERGY"]).1)
        .sum()
}

fn mean(values: impl Iterator<Item = f64>) -> f64 {
    let (sum, count) = values.fold((0.0, 0u32), |(s, c), v| (s + v, c + 1));
    if count == 0 {
        0.0
    } else {
        round(sum / f64::from(count), 1)
    }
}

fn summary(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<DistrictHeatingSummary> {
    let place = state.place(&path.0, &path.1)?;
    heating(&place)?;
    let year = params.year()?;
    let month = params.month_opt()?;
    let unit = match params.text("unit").unwrap_or("MWH") {
        "MWH" => EnergyUnit::Mwh,
        "KWH" => EnergyUnit::Kwh,
        _ => return Err(super::bad_request("unit must be MWH or KWH")),
    };
    let scale = if unit == EnergyUnit::Kwh { 1000.0 } else { 1.0 };
    let (from, to) = year_or_month(year, month)?;
    let (from, to) = measured_days(from, to, today());
    let days = heat_days(&place, from, to);
    let label = |day: &HeatDay| {
        if month.is_some() {
            day.date.format("%Y-%m-%d").to_string()
        } else {
            day.date.format("%Y-%m").to_string()
        }
    };
    let mut groups: Vec<(String, Vec<&HeatDay>)> = Vec::new();
    for day in &days {
        let key = label(day);
        match groups.last_mut() {
            Some((last, members)) if *last == key => members.push(day),
            _ => groups.push((key, vec![day])),
        }
    }
    let periods = groups
        .into_iter()
        .map(|(period, members)| HeatPeriod {
            period,
            energy: round(members.iter().map(|d| d.energy_mwh).sum::<f64>() * scale, 3),
            average_return_temperature: mean(members.iter().map(|d| d.return_c)),
            average_cooling: mean(members.iter().map(|d| d.cooling_c())),
        })
        .collect();
    Ok(DistrictHeatingSummary {
        location_id: place.location_identifier.clone(),
        year,
        month,
        unit,
        total_energy: round(days.iter().map(|d| d.energy_mwh).sum::<f64>() * scale, 3),
        energy_cost: billed_energy(state, &place, from, to),
        average_return_temperature: mean(days.iter().map(|d| d.return_c)),
        average_cooling: mean(days.iter().map(|d| d.cooling_c())),
        periods,
    })
}

fn timeseries(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<DistrictHeatingTimeseries> {
    let place = state.place(&path.0, &path.1)?;
    heating(&place)?;
    let year = params.year()?;
    let (from, to) = measured_days(first_day(year, 1)?, first_day(year + 1, 1)?, today());
    let bands = temperature_index_bands(place.building_type);
    Ok(DistrictHeatingTimeseries {
        location_id: place.location_identifier.clone(),
        year,
        temperature_index_limits: limits(place.building_type),
        points: heat_days(&place, from, to)
            .iter()
            .map(|d| HeatPoint {
                date: d.date.format("%Y-%m-%d").to_string(),
                energy_mwh: d.energy_mwh,
                supply_temperature: d.supply_c,
                return_temperature: d.return_c,
                cooling: round(d.cooling_c(), 1),
                temperature_index: temperature_index_grade(&bands, d.cooling_c()).to_owned(),
                outdoor_temperature: d.outdoor_c,
            })
            .collect(),
    })
}

place_row!(get_summary, summary);
place_row!(get_timeseries, timeseries);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/consumption/districtheating/user/{user_id}/location/{location_id}";
    cfg.route(&format!("{base}/summary"), web::get().to(get_summary))
        .route(&format!("{base}/timeseries"), web::get().to(get_timeseries));
}
