//! Monthly insights: #147 top hours, #148 tip of the month, #149 package summary, #150 local
//! power, #151 green power, #152 budget, #153 summary, #154 pages, all from the month's series.

use actix_web::web;
use chrono::{Datelike, Duration, NaiveDate};
use upstream_clients::metering::{
    ConsumptionBudgetSummary, GreenPowerSummary, InsightPage, InsightPages, InsightsNewUser,
    LocalPowerSummary, MonthlySummary, TipOfTheMonth, TopHour, TopHours,
};

use super::consumption::day_totals;
use super::period::{add_months, first_day, month_end};
use super::Params;
use super::{delta_percent, place_row, rfc3339, round, Answer, Data, Electricity};
use crate::dataset::calendar::{data_start, measured_days, today};
use crate::series::cost::{slot_cost, CostBreakdown};
use crate::series::cost::{Energy, MeanPrice};
use crate::series::district_heating::daily_mean_temperature_c;
use crate::series::period::{buckets, days};
use crate::series::solar::quarter_kwh;
use crate::series::spot_price;
use std::cmp::Ordering;
use upstream_clients::metering::Resolution;
use upstream_clients::money::UnitPrice;

/// Finland's grid electricity emits about 80 g CO₂/kWh (a recent yearly average); green power
/// counts as zero.
const GRID_EMISSIONS_KG_PER_KWH: f64 = 0.08;

/// Use and cost (with fees) of the measured days of the month starting `first`.
pub(super) fn month_totals(e: &Electricity<'_>, first: NaiveDate) -> CostBreakdown {
    let (from, to) = measured_days(first, month_end(first), today());
    let mut day = from;
    let mut cost = CostBreakdown::default();
    while day < to {
        cost += day_totals(e, day).1;
        day += Duration::days(1);
    }
    cost
}

/// The month named by `year` and `month`, required.
fn month_of(params: &Params) -> Answer<NaiveDate> {
    first_day(params.year()?, params.month()?)
}

/// The month named by optional `year` and `month`: default the last whole month.
fn month_or_last(params: &Params) -> Answer<NaiveDate> {
    match (params.year_opt()?, params.month_opt()?) {
        (Some(year), Some(month)) => first_day(year, month),
        (None, None) => {
            let today = today();
            Ok(add_months(first_day(today.year(), today.month())?, -1))
        }
        _ => Err(super::bad_request("give both year and month, or neither")),
    }
}

fn top_hours(state: &Data, path: &(String, String), params: &Params) -> Answer<TopHours> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let first = month_of(params)?;
    let (from, to) = measured_days(first, month_end(first), today());
    let mut hours: Vec<TopHour> = Vec::new();
    let mut day = from;
    while day < to {
        for hour in buckets(Resolution::Day, day, 0, 0) {
            let cost: CostBreakdown = hour
                .quarters()
                .map(|q| slot_cost(&e.tariff, q, e.energy(q)))
                .sum();
            let (kwh, cost) = (cost.energy_used.kwh(), cost.total().to_cents());
            hours.push(TopHour {
                time: rfc3339(hour.start),
                kwh: round(kwh, 3),
                cost,
            });
        }
        day += Duration::days(1);
    }
    hours.sort_by(|a, b| b.kwh.total_cmp(&a.kwh));
    hours.truncate(10);
    Ok(TopHours {
        year: first.year(),
        month: first.month(),
        hours,
    })
}

fn tip(state: &Data, path: &(String, String), params: &Params) -> Answer<TipOfTheMonth> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let first = month_of(params)?;
    let (from, to) = measured_days(first, month_end(first), today());
    // The month's night share shows standby use; a consumption-weighted price above the plain
    // average shows use at expensive hours.
    let (mut kwh, mut night) = (0.0, 0.0);
    let (mut weighted, mut plain) = (MeanPrice::default(), MeanPrice::default());
    for q in days(from, to).quarters() {
        let used = e.kwh(q);
        let price = spot_price(q);
        kwh += used;
        weighted.add_weighted(price, 0, Energy::from_kwh(used).0);
        plain.add(price, 0);
        if crate::series::local_time(q).hour < 5 {
            night += used;
        }
    }
    let temperature = if from < to {
        (0..(to - from).num_days())
            .map(|d| daily_mean_temperature_c(from + Duration::days(d)))
            .sum::<f64>()
            / (to - from).num_days() as f64
    } else {
        0.0
    };
    let expensive = !weighted.is_empty()
        && !plain.is_empty()
        && weighted.compare(&plain.scaled(103, 100)) == Ordering::Greater;
    let (category, title, text) = if expensive && e.is_spot() {
        ("SHIFT_TO_CHEAP_HOURS", "Siirrä kulutusta halvemmille tunneille", "Kulutuksesi painottui kalliimmille tunneille. Ajasta pyykinpesu, astianpesu ja lämminvesivaraaja yö- ja päivätunneille, jolloin pörssihinta on edullisempi.")
    } else if temperature < 0.0 {
        ("HEATING", "Lämmitys on talven suurin kuluerä", "Pakkaskuukausina lämmitys vie suurimman osan sähköstä. Yhden asteen lasku sisälämpötilassa säästää noin 5 % lämmitysenergiasta.")
    } else if kwh > 0.0 && night / kwh > 0.2 {
        ("STANDBY", "Yökulutus on suurta", "Yöllä kuluu yli viidennes sähköstäsi. Tarkista valmiustilassa olevat laitteet ja ylimääräiset jääkaapit.")
    } else {
        (
            "WELL_DONE",
            "Hyvin menee!",
            "Kulutuksesi ajoittui hyvin edullisille tunneille. Jatka samaan malliin.",
        )
    };
    Ok(TipOfTheMonth {
        year: first.year(),
        month: first.month(),
        category: category.to_owned(),
        title: title.to_owned(),
        text: text.to_owned(),
    })
}

/// A month's summary against the month before and the same month a year before.
pub(super) fn monthly_summary(e: &Electricity<'_>, first: NaiveDate) -> MonthlySummary {
    let cost = month_totals(e, first);
    let kwh = cost.energy_used.to_wh();
    let previous = month_totals(e, add_months(first, -1)).energy_used.to_wh();
    let previous_year = month_totals(e, add_months(first, -12)).energy_used.to_wh();
    let (from, to) = measured_days(first, month_end(first), today());
    let measured = (to - from).num_days();
    let average_temperature = if measured > 0 {
        (0..measured)
            .map(|d| daily_mean_temperature_c(from + Duration::days(d)))
            .sum::<f64>()
            / measured as f64
    } else {
        0.0
    };
    MonthlySummary {
        year: first.year(),
        month: first.month(),
        kwh,
        cost: cost.total().to_cents(),
        // Pico-euros over milliwatt-hours are µ€/kWh, a c/kWh price's own unit: one division.
        average_price: if cost.energy_used.0 != 0 {
            UnitPrice::round_scaled(cost.total().0, i128::from(cost.energy_used.0), 3)
        } else {
            UnitPrice(0)
        },
        average_temperature: round(average_temperature, 1),
        previous_month_kwh: previous,
        previous_month_delta: delta_percent(kwh.kwh_f64(), previous.kwh_f64()),
        previous_year_kwh: previous_year,
        previous_year_delta: delta_percent(kwh.kwh_f64(), previous_year.kwh_f64()),
    }
}

fn package_summary(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<MonthlySummary> {
    let place = state.place(&path.0, &path.1)?;
    Ok(monthly_summary(
        &Electricity::of(&place)?,
        month_of(params)?,
    ))
}

fn summary(state: &Data, path: &(String, String), params: &Params) -> Answer<MonthlySummary> {
    let place = state.place(&path.0, &path.1)?;
    Ok(monthly_summary(
        &Electricity::of(&place)?,
        month_or_last(params)?,
    ))
}

fn local_power(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<LocalPowerSummary> {
    let place = state.place(&path.0, &path.1)?;
    let first = month_of(params)?;
    let (from, to) = measured_days(first, month_end(first), today());
    let (mut produced, mut self_consumed, mut fed, mut used_total) = (0.0, 0.0, 0.0, 0.0);
    if let Some(panel) = &place.solar_panel {
        let annual = crate::series::load::annual_kwh(&place);
        for q in days(from, to).quarters() {
            let produced_now = quarter_kwh(panel, q);
            let used = crate::series::electricity_kwh(&place.location_identifier, annual, q);
            produced += produced_now;
            used_total += used;
            self_consumed += produced_now.min(used);
            fed += (produced_now - used).max(0.0);
        }
    }
    Ok(LocalPowerSummary {
        year: first.year(),
        month: first.month(),
        has_local_power: place.solar_panel.is_some(),
        produced_kwh: round(produced, 3),
        self_consumed_kwh: round(self_consumed, 3),
        fed_to_grid_kwh: round(fed, 3),
        self_sufficiency_percent: if used_total > 0.0 {
            round(self_consumed / used_total * 100.0, 1)
        } else {
            0.0
        },
    })
}

fn green_power(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<GreenPowerSummary> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let first = month_of(params)?;
    let kwh = month_totals(&e, first).energy_used.to_wh().kwh_f64();
    Ok(GreenPowerSummary {
        year: first.year(),
        month: first.month(),
        // As set now (#122, #123): the summary tells what green power would have saved.
        green_power_on: state.settings().add_ons_of(&place).green_power,
        kwh: round(kwh, 3),
        potential_carbon_emission_savings: round(kwh * GRID_EMISSIONS_KG_PER_KWH, 1),
        potential_carbon_emission_savings_unit: "kg".to_owned(),
    })
}

fn budget_summary(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<ConsumptionBudgetSummary> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let first = month_of(params)?;
    let (active, budget) = state.settings().budget_of(&place);
    Ok(ConsumptionBudgetSummary {
        active,
        budget,
        total_consumption: month_totals(&e, first).total().to_cents(),
    })
}

fn pages(state: &Data, path: &(String, String), params: &Params) -> Answer<InsightPages> {
    let place = state.place(&path.0, &path.1)?;
    Electricity::of(&place)?;
    let year = params.year_opt()?;
    let month = params.month_opt()?;
    let today = today();
    let mut first = add_months(first_day(today.year(), today.month())?, -1);
    let start = data_start(today);
    let mut pages = Vec::new();
    while first >= start {
        if year.is_none_or(|y| y == first.year()) && month.is_none_or(|m| m == first.month()) {
            pages.push(InsightPage {
                year: first.year(),
                month: first.month(),
            });
        }
        first = add_months(first, -1);
    }
    Ok(InsightPages { pages })
}

/// #155: new when the contract began less than three months before today (any place kind).
fn new_user(state: &Data, path: &(String, String), params: &Params) -> Answer<InsightsNewUser> {
    let place = state.place(&path.0, &path.1)?;
    // Accepted for the contract's sake; the answer is about the place, not a month.
    params.year_opt()?;
    params.month_opt()?;
    let start = NaiveDate::parse_from_str(&place.contract_start, "%Y-%m-%d").ok();
    let new_user = start.is_some_and(|start| add_months(start, 3) > today());
    Ok(InsightsNewUser {
        new_user,
        contract_start: place.contract_start.clone(),
    })
}

place_row!(get_top_hours, top_hours);
place_row!(get_tip, tip);
place_row!(get_package_summary, package_summary);
place_row!(get_local_power, local_power);
place_row!(get_green_power, green_power);
place_row!(get_budget_summary, budget_summary);
place_row!(get_summary, summary);
place_row!(get_pages, pages);
place_row!(get_new_user, new_user);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/monthlyinsights/user/{user_id}/location/{location_id}";
    for (tail, handler) in [
        ("topHours", web::get().to(get_top_hours)),
        ("tipOfTheMonth", web::get().to(get_tip)),
        ("monthlyPackageSummary", web::get().to(get_package_summary)),
        ("localPowerSummary", web::get().to(get_local_power)),
        ("greenPowerSummary", web::get().to(get_green_power)),
        (
            "consumptionBudgetSummary",
            web::get().to(get_budget_summary),
        ),
        ("summary", web::get().to(get_summary)),
        ("pages", web::get().to(get_pages)),
        ("newUser", web::get().to(get_new_user)),
    ] {
        cfg.route(&format!("{base}/{tail}"), handler);
    }
}
