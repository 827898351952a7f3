//! `GET /v1/locations/{locationId}/overview`: the parts of location details (#117) metering
//! owns, for the gateway's fan-out. Parts that do not apply to the place's utility are null.

use actix_web::{web, HttpResponse};
use chrono::{Datelike, Duration, NaiveDate};
use upstream_clients::metering::{
    Budget, ConsumptionPrice, DistrictHeatingConsumption, EnergyConsumption, MarketPrice,
    MeteringOverview, MicrogenerationProduction, PeriodDelta,
};

use super::consumption::day_totals;
use super::district_heating::{energy_cost, heat_days, heating, limits};
use super::microgeneration::Production;
use super::period::{first_day, month_end};
use super::prices::{c_per_kwh, mean_price, month_average};
use super::pricing::configuration_of;
use super::{delta_percent, not_found, respond, round, Answer, Data, Electricity};
use crate::dataset::calendar::{prices_published_until, today};
use crate::dataset::{PlaceKind, UsePlace};
use crate::series::cost::EnergyPrice;
use crate::series::district_heating::{temperature_index_bands, temperature_index_grade};
use crate::series::period::days;
use upstream_clients::money::Cents;

const MONTH_NAMES: [&str; 12] = [
    "tammikuu",
    "helmikuu",
    "maaliskuu",
    "huhtikuu",
    "toukokuu",
    "kesäkuu",
    "heinäkuu",
    "elokuu",
    "syyskuu",
    "lokakuu",
    "marraskuu",
    "joulukuu",
];

/// "lokakuu 2026".
pub(super) fn month_label(first: NaiveDate) -> String {
    format!("{} {}", MONTH_NAMES[first.month0() as usize], first.year())
}

/// The Monday of the week before `today`'s ISO week.
fn previous_week_start(today: NaiveDate) -> NaiveDate {
    today - Duration::days(i64::from(today.weekday().num_days_from_monday()) + 7)
}

pub(super) fn previous_month_start(today: NaiveDate) -> NaiveDate {
    let this = NaiveDate::from_ymd_opt(today.year(), today.month(), 1).unwrap_or(today);
    let last = this - Duration::days(1);
    NaiveDate::from_ymd_opt(last.year(), last.month(), 1).unwrap_or(last)
}

/// `current` and the change against `previous`.
fn period_delta(kind: &str, current: f64, previous: f64) -> PeriodDelta {
    PeriodDelta {
        kind: kind.to_owned(),
        consumption: round(current, 3),
        delta: delta_percent(current, previous),
    }
}

/// An electricity place's use in the periods #117 shows, each with the period before it (kWh,
/// unrounded), and yesterday's cost as the place shows it: what a composite adds up.
pub(super) struct Use {
    yesterday: [f64; 2],
    week: [f64; 2],
    month: [f64; 2],
    yesterday_cost: Cents,
}

impl Use {
    fn of(e: &Electricity<'_>, today: NaiveDate) -> Use {
        let yesterday = today - Duration::days(1);
        let (yesterday_kwh, yesterday_cost) = day_totals(e, yesterday);
        let week = previous_week_start(today);
        let month = previous_month_start(today);
        Use {
            yesterday: [
                yesterday_kwh,
                e.kwh_of_days(yesterday - Duration::days(1), yesterday),
            ],
            week: [
                e.kwh_of_days(week, week + Duration::days(7)),
                e.kwh_of_days(week - Duration::days(7), week),
            ],
            month: [
                e.kwh_of_days(month, month_end(month)),
                e.kwh_of_days(previous_month_start(month), month),
            ],
            yesterday_cost: if e.place.vat {
                yesterday_cost.total()
            } else {
                yesterday_cost.total_vat0()
            }
            .to_cents(),
        }
    }

    /// The places' use added up: each figure as the place shows it (to the Wh, to the cent),
    /// summed in integers, so the composite's figure is exactly the sum of its places' figures.
    fn sum(uses: &[Use]) -> Use {
        let kwh = |figure: fn(&Use) -> f64| {
            let wh: i64 = uses
                .iter()
                .map(|u| (figure(u) * 1000.0).round() as i64)
                .sum();
            wh as f64 / 1000.0
        };
        Use {
            yesterday: [kwh(|u| u.yesterday[0]), kwh(|u| u.yesterday[1])],
            week: [kwh(|u| u.week[0]), kwh(|u| u.week[1])],
            month: [kwh(|u| u.month[0]), kwh(|u| u.month[1])],
            yesterday_cost: Cents(uses.iter().map(|u| u.yesterday_cost.0).sum()),
        }
    }

    fn shown(&self, today: NaiveDate) -> EnergyConsumption {
        let yesterday = today - Duration::days(1);
        let week = previous_week_start(today);
        let month = previous_month_start(today);
        let [yesterday_kwh, day_before] = self.yesterday;
        EnergyConsumption {
            measurement_date: yesterday.format("%Y-%m-%d").to_string(),
            yesterday_consumption: round(yesterday_kwh, 3),
            previous_day_delta: delta_percent(yesterday_kwh, day_before),
            previous_week_label: format!("vk {}", week.iso_week().week()),
            previous_month_label: month_label(month),
            previous_week_consumption: period_delta("WEEK", self.week[0], self.week[1]),
            previous_month_consumption: period_delta("MONTH", self.month[0], self.month[1]),
            yesterday_cost: self.yesterday_cost,
        }
    }
}

fn energy_consumption(e: &Electricity<'_>, today: NaiveDate) -> EnergyConsumption {
    Use::of(e, today).shown(today)
}

fn market_price(state: &Data, place: &UsePlace, today: NaiveDate) -> MarketPrice {
    let now = crate::dataset::calendar::now();
    let week = days(today - Duration::days(7), today);
    let mean = |vat: bool| {
        mean_price(week.quarters(), vat)
            .rounded(3)
            .unwrap_or_default()
    };
    let (week_vat, week_vat0) = (mean(true), mean(false));
    let (slot_vat, slot_vat0) = (c_per_kwh(now, true), c_per_kwh(now, false));
    MarketPrice {
        week_avg_price: if place.vat { week_vat } else { week_vat0 },
        week_avg_price_vat: week_vat,
        week_avg_price_vat0: week_vat0,
        hourly_price: if place.vat { slot_vat } else { slot_vat0 },
        hourly_price_vat: slot_vat,
        hourly_price_vat0: slot_vat0,
        notification_on: state.price_alert_on(place),
    }
}

fn district_heating(place: &UsePlace, today: NaiveDate) -> Answer<DistrictHeatingConsumption> {
    let price = heating(place)?;
    let yesterday = today - Duration::days(1);
    let day = heat_days(place, yesterday, today)
        .pop()
        .ok_or_else(not_found)?;
    let bands = temperature_index_bands(place.building_type);
    let cooling = day.cooling_c();
    let cost = energy_cost(&day, price, place.vat).to_cents();
    Ok(DistrictHeatingConsumption {
        measurement_date: yesterday.format("%Y-%m-%d").to_string(),
        consumption: day.energy_mwh,
        price: cost,
        return_temperature: day.return_c,
        // Lower return water means the building takes the heat out of it well.
        return_temperature_description: if day.return_c <= 35.0 {
            "Paluulämpötila on hyvällä tasolla".to_owned()
        } else {
            "Paluulämpötila on korkea: tarkista lämmönjakokeskuksen säädöt".to_owned()
        },
        temperature_index: round(cooling, 1),
        temperature_index_description: temperature_index_grade(&bands, cooling).to_owned(),
        temperature_index_limits: limits(place.building_type),
    })
}

fn microgeneration(production: &Production<'_>, today: NaiveDate) -> MicrogenerationProduction {
    let yesterday = today - Duration::days(1);
    let fed = |from: NaiveDate, to: NaiveDate| production.fed_of_days(from, to);
    let yesterday_kwh = fed(yesterday, today);
    let day_before = fed(yesterday - Duration::days(1), yesterday);
    let week = previous_week_start(today);
    let week_kwh = fed(week, week + Duration::days(7));
    let week_before = fed(week - Duration::days(7), week);
    let month = previous_month_start(today);
    let month_kwh = fed(month, month_end(month));
    let month_before = fed(previous_month_start(month), month);
    MicrogenerationProduction {
        measurement_date: yesterday.format("%Y-%m-%d").to_string(),
        yesterday_production: round(yesterday_kwh, 3),
        previous_day_delta: delta_percent(yesterday_kwh, day_before),
        previous_week_production: round(week_kwh, 3),
        previous_week_delta: delta_percent(week_kwh, week_before),
        previous_month_production: round(month_kwh, 3),
        previous_month_delta: delta_percent(month_kwh, month_before),
    }
}

/// The current month's cost so far (its days before today), as the budget counts it.
pub(super) fn month_cost_so_far(e: &Electricity<'_>, today: NaiveDate) -> Answer<Cents> {
    let first = first_day(today.year(), today.month())?;
    let mut cost = crate::series::cost::Exact::ZERO;
    let mut day = first;
    while day < today {
        cost += day_totals(e, day).1.total();
        day += Duration::days(1);
    }
    Ok(cost.to_cents())
}

/// The place's budget `(active, euros)` with the current month's cost so far.
pub(super) fn budget(
    e: &Electricity<'_>,
    (active, euros): (bool, upstream_clients::money::Cents),
    today: NaiveDate,
) -> Answer<Budget> {
    let first = first_day(today.year(), today.month())?;
    Ok(Budget {
        active,
        budget: euros,
        consumption_for_month: month_cost_so_far(e, today)?,
        consumption_month: first.format("%Y-%m").to_string(),
    })
}

fn consumption_price(e: &Electricity<'_>, today: NaiveDate) -> Answer<ConsumptionPrice> {
    let first = first_day(today.year(), today.month())?;
    let vat = e.place.vat;
    let sale_vat = if vat {
        crate::series::vat_per_mille(today, true)
    } else {
        0
    };
    // The mean spot price and the margin on it, exact, rounded once.
    let value = match e.tariff.energy {
        EnergyPrice::Spot { margin } => month_average(
            first,
            vat,
            prices_published_until(crate::dataset::calendar::now()),
        )
        .plus(margin, sale_vat)
        .rounded(3)
        .ok_or_else(not_found)?,
        EnergyPrice::Fixed { price } => price.c_per_kwh_with_vat(sale_vat, 3),
    };
    Ok(ConsumptionPrice {
        year: first.year(),
        month: first.month(),
        value,
        price_unit: "c/kWh".to_owned(),
    })
}

pub(super) fn overview(state: &Data, location_id: &str) -> Answer<MeteringOverview> {
    let place = state
        .data()
        .place(location_id)
        .cloned()
        .ok_or_else(not_found)?;
    let today = today();
    let electricity = Electricity::of(&place).ok();
    let last_month = previous_month_start(today);
    let set_budget = state.settings().budget_of(&place);
    Ok(MeteringOverview {
        energy_consumption: electricity.as_ref().map(|e| energy_consumption(e, today)),
        market_price: (place.kind != PlaceKind::DistrictHeating)
            .then(|| market_price(state, &place, today)),
        district_heating_consumption: district_heating(&place, today).ok(),
        microgeneration_production: Production::of(&place)
            .ok()
            .map(|p| microgeneration(&p, today)),
        monthly_insights_month: electricity
            .as_ref()
            .map(|_| last_month.format("%Y-%m").to_string()),
        budget: electricity
            .as_ref()
            .map(|e| budget(e, set_budget, today))
            .transpose()?,
        consumption_price: electricity
            .as_ref()
            .map(|e| consumption_price(e, today))
            .transpose()?,
        product_configuration: electricity
            .as_ref()
            .map(|_| configuration_of(state, &place)),
    })
}

/// A composite's current figures (#202): its places' added up. Use, yesterday's cost, heat and
/// the month's cost so far are sums (each place's figure as shown, in Wh and cents); a budget
/// only when every electricity place has one on, then the budgets' sum. What is no sum is
/// taken once: the market price (the same for every place), the month's mean energy price when
/// every place pays the same (else none: the places' contracts tell theirs) and a heating
/// place's temperatures (its building's). Production and add-ons are per place: none here.
pub(super) fn composite_overview(state: &Data, places: &[UsePlace]) -> Answer<MeteringOverview> {
    let today = today();
    let electricity: Vec<Electricity<'_>> = places
        .iter()
        .filter_map(|place| Electricity::of(place).ok())
        .collect();
    let uses: Vec<Use> = electricity.iter().map(|e| Use::of(e, today)).collect();
    let settings = state.settings();
    let budgets = electricity
        .iter()
        .map(|e| budget(e, settings.budget_of(e.place), today))
        .collect::<Answer<Vec<Budget>>>()?;
    drop(settings);
    let prices = electricity
        .iter()
        .map(|e| consumption_price(e, today))
        .collect::<Answer<Vec<ConsumptionPrice>>>()?;
    let heat: Vec<DistrictHeatingConsumption> = places
        .iter()
        .filter_map(|place| district_heating(place, today).ok())
        .collect();
    Ok(MeteringOverview {
        energy_consumption: (!uses.is_empty()).then(|| Use::sum(&uses).shown(today)),
        market_price: places
            .iter()
            .find(|place| place.kind != PlaceKind::DistrictHeating)
            .map(|place| market_price(state, place, today)),
        district_heating_consumption: heat_sum(heat),
        microgeneration_production: None,
        monthly_insights_month: (!electricity.is_empty())
            .then(|| previous_month_start(today).format("%Y-%m").to_string()),
        budget: budget_sum(budgets),
        consumption_price: prices
            .first()
            .filter(|first| prices.iter().all(|p| p.value == first.value))
            .cloned(),
        product_configuration: None,
    })
}

/// The places' budgets as one: on only when every place's is, the budgets and the costs so far
/// added up.
fn budget_sum(budgets: Vec<Budget>) -> Option<Budget> {
    let mut budgets = budgets.into_iter();
    let first = budgets.next()?;
    Some(budgets.fold(first, |sum, b| Budget {
        active: sum.active && b.active,
        budget: Cents(sum.budget.0 + b.budget.0),
        consumption_for_month: Cents(sum.consumption_for_month.0 + b.consumption_for_month.0),
        consumption_month: sum.consumption_month,
    }))
}

/// The heating places' yesterday as one: energy (to the Wh) and cost added up, the first
/// place's temperatures.
fn heat_sum(days: Vec<DistrictHeatingConsumption>) -> Option<DistrictHeatingConsumption> {
    let wh: i64 = days
        .iter()
        .map(|d| (d.consumption * 1_000_000.0).round() as i64)
        .sum();
    let cost: i64 = days.iter().map(|d| d.price.0).sum();
    let mut first = days.into_iter().next()?;
    first.consumption = wh as f64 / 1_000_000.0;
    first.price = Cents(cost);
    Some(first)
}

async fn get_overview(state: Data, location_id: web::Path<String>) -> HttpResponse {
    respond(overview(&state, &location_id))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/v1/locations/{location_id}/overview",
        web::get().to(get_overview),
    );
}
