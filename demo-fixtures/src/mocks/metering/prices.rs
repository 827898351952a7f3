//! Exchange prices, the same for everyone: #168 a month's day-ahead prices (hourly before
//! 1 Oct 2025, 15-minute after), #167 monthly averages and forecasts, #169 the cheapest hours.

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use upstream_clients::metering::{
    EnergyPrices, FutureEnergyPrice, MonthValue, Resolution, SpotPrice,
    WeightedConsumptionSuggestion,
};

use super::period::{add_months, first_day, month_end};
use super::Params;
use super::{respond, rfc3339, round, Answer};
use crate::dataset::calendar::{data_start, prices_published_until, today};
use crate::series::period::{buckets, days};
use crate::series::{
    local_date, local_midnight, quarter_hour_prices_from, spot_price_eur_mwh, vat_percent,
};

/// The price of a slot in c/kWh, with the sale-of-electricity VAT in force on its date or without.
pub(super) fn c_per_kwh(slot: DateTime<Utc>, vat: bool) -> f64 {
    let vat0 = spot_price_eur_mwh(slot) / 10.0;
    if vat {
        vat0 * (1.0 + vat_percent(local_date(slot), true) / 100.0)
    } else {
        vat0
    }
}

/// The delivery slots of a day: hours before 1 Oct 2025, quarters from then on.
fn delivery_slots(day: NaiveDate) -> Vec<crate::series::period::Bucket> {
    let resolution = if local_midnight(day) >= quarter_hour_prices_from() {
        Resolution::DayQuarterly
    } else {
        Resolution::Day
    };
    buckets(resolution, day, 0, 0)
}

fn energy_prices(params: &Params) -> Answer<EnergyPrices> {
    let year = params.year()?;
    let month = params.month()?;
    let vat = params.flag("vat")?.unwrap_or(true);
    let first = first_day(year, month)?;
    let now = crate::dataset::calendar::now();
    let published = prices_published_until(now);
    // The current month also shows tomorrow's prices once they are out, even past its end.
    let current = first_day(today().year(), today().month())? == first;
    let end = if current {
        local_date(published - Duration::minutes(1)) + Duration::days(1)
    } else {
        month_end(first)
    };
    let mut prices = Vec::new();
    let mut day = first;
    while day < end {
        for slot in delivery_slots(day) {
            if slot.start >= published {
                break;
            }
            let date = local_date(slot.start);
            let percent = vat_percent(date, true);
            let price_vat0 = c_per_kwh(slot.start, false);
            let price_vat = c_per_kwh(slot.start, true);
            prices.push(SpotPrice {
                time: rfc3339(slot.start),
                duration_minutes: (slot.end - slot.start).num_minutes() as u32,
                eur_mwh: spot_price_eur_mwh(slot.start),
                price_vat0: round(price_vat0, 3),
                price_vat: round(price_vat, 3),
                vat_percent: percent,
                value: round(if vat { price_vat } else { price_vat0 }, 3),
            });
        }
        day += Duration::days(1);
    }
    Ok(EnergyPrices {
        year,
        month,
        vat_included: vat,
        unit: "c/kWh".to_owned(),
        published_until: rfc3339(published),
        prices,
    })
}

/// The mean price (c/kWh) of a month's quarters that are published before `until`.
pub(super) fn month_average(first: NaiveDate, vat: bool, until: DateTime<Utc>) -> Option<f64> {
    let (sum, count) = days(first, month_end(first))
        .quarters()
        .take_while(|q| *q < until)
        .fold((0.0, 0u32), |(sum, count), q| {
            (sum + c_per_kwh(q, vat), count + 1)
        });
    (count > 0).then(|| sum / f64::from(count))
}

fn future_prices(params: &Params) -> Answer<FutureEnergyPrice> {
    let year = params.year_opt()?;
    let month = params.month_opt()?;
    let vat = params.flag("vat")?.unwrap_or(true);
    let today = today();
    let this_month = first_day(today.year(), today.month())?;
    let whole_months_until = local_midnight(this_month);
    // Historic: every whole month since the data start, or those of `year` (and `month`).
    let mut historic_data = Vec::new();
    let mut first = data_start(today);
    while first < this_month {
        let wanted =
            year.is_none_or(|y| y == first.year()) && month.is_none_or(|m| m == first.month());
        if wanted {
            if let Some(value) = month_average(first, vat, whole_months_until) {
                historic_data.push(MonthValue {
                    year: first.year(),
                    month: first.month(),
                    value: round(value, 2),
                });
            }
        }
        first = add_months(first, 1);
    }
    // Forecast: the current month and the eleven after it, each the mean of the same month in
    // the two years before, with VAT as in force today.
    let future_data = (0..12)
        .map(|ahead| {
            let month = add_months(this_month, ahead);
            let past: Vec<f64> = [12, 24]
                .iter()
                .filter_map(|back| {
                    month_average(add_months(month, -back), false, whole_months_until)
                })
                .collect();
            let vat0 = past.iter().sum::<f64>() / past.len().max(1) as f64;
            let value = if vat {
                vat0 * (1.0 + vat_percent(today, true) / 100.0)
            } else {
                vat0
            };
            MonthValue {
                year: month.year(),
                month: month.month(),
                value: round(value, 2),
            }
        })
        .collect();
    Ok(FutureEnergyPrice {
        vat_included: vat,
        unit: "c/kWh".to_owned(),
        updated: rfc3339(whole_months_until),
        historic_data,
        future_data,
    })
}

fn suggestion() -> Answer<WeightedConsumptionSuggestion> {
    let now = crate::dataset::calendar::now();
    let published = prices_published_until(now);
    // The latest published day: tomorrow after 14:00, else today.
    let day = local_date(published - Duration::minutes(1));
    let hours = buckets(Resolution::Day, day, 0, 0);
    let hourly: Vec<f64> = hours
        .iter()
        .map(|h| {
            let quarters: Vec<f64> = h.quarters().map(|q| c_per_kwh(q, true)).collect();
            quarters.iter().sum::<f64>() / quarters.len().max(1) as f64
        })
        .collect();
    let (best, price) = hourly
        .windows(3)
        .enumerate()
        .map(|(i, w)| (i, w.iter().sum::<f64>() / 3.0))
        .min_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or((0, 0.0));
    Ok(WeightedConsumptionSuggestion {
        date: day.format("%Y-%m-%d").to_string(),
        cheapest_start: rfc3339(hours.get(best).map(|h| h.start).unwrap_or(published)),
        cheapest_price: round(price, 3),
        day_average_price: round(hourly.iter().sum::<f64>() / hourly.len().max(1) as f64, 3),
    })
}

async fn get_energy_prices(params: Params) -> HttpResponse {
    respond(energy_prices(&params))
}

async fn get_future_prices(params: Params) -> HttpResponse {
    respond(future_prices(&params))
}

async fn get_suggestion() -> HttpResponse {
    respond(suggestion())
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/v2/energyprice", web::get().to(get_energy_prices))
        .route(
            "/v2/energyprice/weightedConsumptionSuggestion",
            web::get().to(get_suggestion),
        )
        .route("/v2/energypricefuture", web::get().to(get_future_prices));
}
