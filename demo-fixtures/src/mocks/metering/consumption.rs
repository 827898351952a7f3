//! Electricity consumption rows: #126 summary, #127 timeseries, #128 profile, #132 weighted
//! consumption. Costs come from [`crate::series::cost`], slot by slot.

use actix_web::web;
use chrono::{Datelike, Duration, NaiveDate, Timelike};
use upstream_clients::metering::{
    ConsumptionPeriod, ConsumptionProfile, CostLines, ElectricitySummary, ElectricityTimeseries,
    EnergyPoint, ProfileHour, ProjectionBasis, WeightedConsumption,
};
use upstream_clients::money::Cents;

use super::super::messaging::BudgetAlert;
use super::period::{first_day, month_end, year_or_month};
use super::prices::sale_vat;
use super::Params;
use super::{place_row, rfc3339, round, Answer, Data, Electricity, MockError};
use crate::billing::cost::{days_bill, green_power_fee, month_bill, Bill};
use crate::billing::invoices::invoice_of_month;
use crate::billing::projection::project_month;
use crate::dataset::calendar::{measured_days, now, prices_published_until, today};
use crate::dataset::{PlaceOwner, UsePlace};
use crate::series::cost::{fixed_fees, month_parts, slot_cost, CostBreakdown, Energy, MeanPrice};
use crate::series::{
    electricity_kwh_at_temperature, outdoor_temperature_c, quarters_of_day, spot_price, TIME_ZONE,
};

/// A bill's lines in the summary's shape: the sales lines, the network's (transfer with its fee)
/// and the totals, each the sum of the bill's rounded lines.
pub(super) fn cost_lines(bill: &Bill) -> CostLines {
    let vat0 = |components: &[&str]| bill.sum_of(components).0;
    CostLines {
        energy: vat0(&["ENERGY"]),
        margin: vat0(&["MARGIN"]),
        basic_fee: vat0(&["BASIC_FEE"]),
        add_ons: vat0(&["GREEN_POWER"]),
        transfer: vat0(&["TRANSFER", "TRANSFER_BASIC_FEE"]),
        electricity_tax: vat0(&["ELECTRICITY_TAX"]),
        vat: bill.vat_total,
        total_vat0: bill.vat0_total,
        total: bill.total,
    }
}

/// Consumption and full cost (slots and the day's share of the fixed fees) of one day.
pub(super) fn day_totals(e: &Electricity<'_>, day: NaiveDate) -> (f64, CostBreakdown) {
    let mut cost = fixed_fees(&e.tariff, day, day + Duration::days(1));
    for slot in quarters_of_day(day) {
        cost += slot_cost(&e.tariff, slot, e.energy(slot));
    }
    (cost.energy_used.kwh(), cost)
}

/// The bill of the Helsinki days `from..to` of one month (end exclusive): a month that is over
/// is billed as its invoice is, with the contract's add-ons; the current month's days so far
/// with the add-ons that are on now (#122).
pub(super) fn month_bill_of(
    state: &Data,
    place: &UsePlace,
    from: NaiveDate,
    to: NaiveDate,
    today: NaiveDate,
) -> Option<Bill> {
    let first = from.with_day(1)?;
    if from == first && to == month_end(first) && to <= today {
        return month_bill(place, first.year(), first.month());
    }
    days_bill(place, from, to, add_on_fee_now(state, place))
}

/// The add-ons' fee a month that the place has on now (#122).
fn add_on_fee_now(state: &Data, place: &UsePlace) -> Cents {
    let add_ons = state.settings().add_ons_of(place);
    if add_ons.green_power {
        green_power_fee(add_ons.green_power_package_kwh)
    } else {
        Cents::ZERO
    }
}

/// Tells messaging when the month-end projection (with VAT, as the budget is) passes the place's
/// active budget (#129); messaging keeps it to one alert a month. Only a household's own place:
/// a company's places have no budget alert.
fn alert_over_budget(state: &Data, place: &UsePlace, today: NaiveDate, so_far: &Bill, bill: &Bill) {
    let (active, budget) = state.settings().budget_of(place);
    let PlaceOwner::User(user_id) = place.owner else {
        return;
    };
    if active && bill.total > budget {
        state.messaging.deliver_budget_alert(&BudgetAlert {
            user_id,
            place,
            month: today,
            so_far: so_far.total,
            projected: bill.total,
            budget,
            now: now(),
        });
    }
}

/// The current month so far and its month-end projection, for a summary that covers it.
fn projection_of(
    state: &Data,
    place: &UsePlace,
    today: NaiveDate,
    vat: bool,
) -> (Option<CostLines>, Option<Cents>, Option<ProjectionBasis>) {
    let Some(projection) = project_month(
        place,
        add_on_fee_now(state, place),
        today,
        prices_published_until(now()),
    ) else {
        return (None, None, None);
    };
    let basis = &projection.basis;
    let empty = || Bill::of_parts(today, today, Energy::default(), &[], Vec::new());
    let to_date = projection.to_date.unwrap_or_else(empty);
    let bill = &projection.projected;
    alert_over_budget(state, place, today, &to_date, bill);
    (
        Some(cost_lines(&to_date)),
        Some(if vat { bill.total } else { bill.vat0_total }),
        Some(ProjectionBasis {
            measured_days: basis.measured_days,
            projected_days: basis.projected_days,
            known_price_slots: basis.known_price_slots,
            average_price_slots: basis.average_price_slots,
            average_price: basis.average_price.c_per_kwh_unit(),
            profile_from: basis.profile_from.to_string(),
            profile_to: (basis.profile_to - Duration::days(1)).to_string(),
        }),
    )
}

fn summary(state: &Data, path: &(String, String), params: &Params) -> Answer<ElectricitySummary> {
    let place = state.place(&path.0, &path.1)?;
    Electricity::of(&place)?;
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
    // A bill per month of the period, each by the invoice's rule.
    let bills: Vec<Bill> = month_parts(from, to)
        .into_iter()
        .filter_map(|(start, end)| month_bill_of(state, &place, start, end, today))
        .collect();
    let shown = |bill: &Bill| if vat { bill.total } else { bill.vat0_total };
    let periods: Vec<ConsumptionPeriod> = if month.is_some() {
        bills
            .iter()
            .flat_map(|bill| {
                let costs = bill.day_amounts(vat);
                let energy = bill.day_energy();
                bill.days
                    .iter()
                    .zip(costs)
                    .zip(energy)
                    .map(|((day, cost), kwh)| ConsumptionPeriod {
                        period: day.date.format("%Y-%m-%d").to_string(),
                        kwh,
                        cost,
                        measured: day.date >= current_month,
                    })
                    .collect::<Vec<_>>()
            })
            .collect()
    } else {
        bills
            .iter()
            .map(|bill| ConsumptionPeriod {
                period: bill.period_start.format("%Y-%m").to_string(),
                kwh: bill.energy,
                cost: shown(bill),
                measured: bill.period_start >= current_month,
            })
            .collect()
    };
    let invoiced = month
        .filter(|_| bills.len() == 1 && to <= current_month)
        .and_then(|m| invoice_of_month(&place, year, m, today))
        .map(|invoice| invoice.invoice_number);
    // The projection, when the summary covers the current month and shows measured values.
    let (month_to_date, projected_total, projection_basis) = if include_measured
        && from <= current_month
        && current_month < year_or_month(year, month)?.1
    {
        projection_of(state, &place, today, vat)
    } else {
        (None, None, None)
    };
    let total = Bill::merge(&bills);
    let empty = || Bill::of_parts(from, from, Energy::default(), &[], Vec::new());
    let total = total.unwrap_or_else(empty);
    Ok(ElectricitySummary {
        location_id: place.location_identifier.clone(),
        year,
        month,
        vat_included: vat,
        total_kwh: total.energy,
        total_cost: shown(&total),
        cost_lines: cost_lines(&total),
        lines: total.wire_lines(),
        vat_breakdown: total.wire_vat(),
        invoice_number: invoiced,
        month_to_date,
        projected_total,
        projection_basis,
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
                price_eur_mwh: spot.then(|| spot_price(slot).eur_per_mwh_unit()),
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
    // Both means exact (readings in mWh, prices in µ€/kWh) and each figure rounded once.
    let (mut used, mut weighted, mut plain) = (
        Energy::default(),
        MeanPrice::default(),
        MeanPrice::default(),
    );
    for slot in crate::series::period::days(from, to).quarters() {
        let vat = sale_vat(slot, vat);
        let price = spot_price(slot);
        let reading = Energy::from_kwh(e.kwh(slot));
        used += reading;
        weighted.add_weighted(price, vat, reading.0);
        plain.add(price, vat);
    }
    Ok(WeightedConsumption {
        location_id: place.location_identifier.clone(),
        year,
        month,
        vat_included: vat,
        kwh: used.to_wh(),
        weighted_price: weighted.rounded(3).unwrap_or_default(),
        average_price: plain.rounded(3).unwrap_or_default(),
        difference: weighted.minus(&plain, 3),
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

/// A composite's average day (#203): its electricity places' average days added up hour by
/// hour, each place's figure as shown (to the Wh). Heat is measured by the day and has no hours.
pub(super) fn composite_profile(
    state: &Data,
    user: &str,
    places: &[UsePlace],
    params: &Params,
) -> Answer<ConsumptionProfile> {
    let profiles = places
        .iter()
        .filter(|place| Electricity::of(place).is_ok())
        .map(|place| {
            profile(
                state,
                &(user.to_owned(), place.location_identifier.clone()),
                params,
            )
        })
        .collect::<Answer<Vec<ConsumptionProfile>>>()?;
    let first = profiles.first().ok_or_else(MockError::no_such_resource)?;
    let sum = |hour: usize, figure: fn(&ProfileHour) -> f64| {
        let wh: i64 = profiles
            .iter()
            .filter_map(|p| p.hours.get(hour))
            .map(|h| (figure(h) * 1000.0).round() as i64)
            .sum();
        wh as f64 / 1000.0
    };
    Ok(ConsumptionProfile {
        hours: (0..first.hours.len())
            .map(|hour| ProfileHour {
                hour: hour as u32,
                weekday_kwh: sum(hour, |h| h.weekday_kwh),
                weekend_kwh: sum(hour, |h| h.weekend_kwh),
            })
            .collect(),
        ..first.clone()
    })
}
