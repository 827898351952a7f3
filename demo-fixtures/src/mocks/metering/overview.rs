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

fn energy_consumption(e: &Electricity<'_>, today: NaiveDate) -> EnergyConsumption {
    let yesterday = today - Duration::days(1);
    let (yesterday_kwh, yesterday_cost) = day_totals(e, yesterday);
    let day_before = e.kwh_of_days(yesterday - Duration::days(1), yesterday);
    let week = previous_week_start(today);
    let week_kwh = e.kwh_of_days(week, week + Duration::days(7));
    let week_before = e.kwh_of_days(week - Duration::days(7), week);
    let month = previous_month_start(today);
    let month_kwh = e.kwh_of_days(month, month_end(month));
    let month_before_start = previous_month_start(month);
    let month_before = e.kwh_of_days(month_before_start, month);
    EnergyConsumption {
        measurement_date: yesterday.format("%Y-%m-%d").to_string(),
        yesterday_consumption: round(yesterday_kwh, 3),
        previous_day_delta: delta_percent(yesterday_kwh, day_before),
        previous_week_label: format!("vk {}", week.iso_week().week()),
        previous_month_label: month_label(month),
        previous_week_consumption: period_delta("WEEK", week_kwh, week_before),
        previous_month_consumption: period_delta("MONTH", month_kwh, month_before),
        yesterday_cost: if e.place.vat {
            yesterday_cost.total()
        } else {
            yesterday_cost.total_vat0()
        }
        .to_cents(),
    }
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
pub(super) fn month_cost_so_far(
    e: &Electricity<'_>,
    today: NaiveDate,
) -> Answer<upstream_clients::money::Cents> {
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

async fn get_overview(state: Data, location_id: web::Path<String>) -> HttpResponse {
    respond(overview(&state, &location_id))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/v1/locations/{location_id}/overview",
        web::get().to(get_overview),
    );
}
