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
use super::{respond, rfc3339, Answer};
use crate::dataset::calendar::{data_start, prices_published_until, today};
use crate::series::cost::MeanPrice;
use crate::series::period::{buckets, days};
use crate::series::{
    local_date, local_midnight, quarter_hour_prices_from, spot_price, vat_per_mille, vat_percent,
};
use upstream_clients::money::UnitPrice;

/// The sale-of-electricity VAT (per mille) on a slot's date, or none.
pub(super) fn sale_vat(slot: DateTime<Utc>, vat: bool) -> i64 {
    if vat {
        vat_per_mille(local_date(slot), true)
    } else {
        0
    }
}

/// The price of a slot in c/kWh to three decimals, with the sale-of-electricity VAT in force on
/// its date (applied once to the exact quote) or without.
pub(super) fn c_per_kwh(slot: DateTime<Utc>, vat: bool) -> UnitPrice {
    spot_price(slot).c_per_kwh_with_vat(sale_vat(slot, vat), 3)
}

/// The exact mean of the slots' prices in c/kWh, each with its own VAT or without.
pub(super) fn mean_price(slots: impl Iterator<Item = DateTime<Utc>>, vat: bool) -> MeanPrice {
    let mut mean = MeanPrice::default();
    for slot in slots {
        mean.add(spot_price(slot), sale_vat(slot, vat));
    }
    mean
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
                eur_mwh: spot_price(slot.start).eur_per_mwh_unit(),
                price_vat0,
                price_vat,
                vat_percent: percent,
                value: if vat { price_vat } else { price_vat0 },
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

/// A mean price for a chart's line, in €/kWh: the exact mean rounded once to 0.001 c/kWh
/// (five decimals of a euro) and converted to a number at the edge.
pub(super) fn chart_eur_per_kwh(mean: MeanPrice) -> Option<f64> {
    mean.rounded(3).map(|price| price.0 as f64 / 1_000_000.0)
}

/// The exact mean price (c/kWh) of a month's quarters that are published before `until`.
pub(super) fn month_average(first: NaiveDate, vat: bool, until: DateTime<Utc>) -> MeanPrice {
    mean_price(
        days(first, month_end(first))
            .quarters()
            .take_while(|q| *q < until),
        vat,
    )
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
            if let Some(value) = month_average(first, vat, whole_months_until).rounded(2) {
                historic_data.push(MonthValue {
                    year: first.year(),
                    month: first.month(),
                    value,
                });
            }
        }
        first = add_months(first, 1);
    }
    // Forecast: the current month and the eleven after it, each the mean of the same month in
    // the two years before, with VAT as in force today.
    let vat_today = if vat { vat_per_mille(today, true) } else { 0 };
    let future_data = (0..12)
        .map(|ahead| {
            let month = add_months(this_month, ahead);
            let past: Vec<MeanPrice> = [12, 24]
                .iter()
                .map(|back| month_average(add_months(month, -back), false, whole_months_until))
                .collect();
            MonthValue {
                year: month.year(),
                month: month.month(),
                value: MeanPrice::mean_of(&past, vat_today, 2).unwrap_or_default(),
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
    // Three consecutive hours are the quarters in them (a DST day's hours are all whole), so
    // the window's mean is the exact mean of its quarters, compared and rounded once.
    let (best, price) = hours
        .windows(3)
        .enumerate()
        .map(|(i, w)| (i, mean_price(w.iter().flat_map(|h| h.quarters()), true)))
        .min_by(|a, b| a.1.compare(&b.1))
        .unwrap_or((0, MeanPrice::default()));
    Ok(WeightedConsumptionSuggestion {
        date: day.format("%Y-%m-%d").to_string(),
        cheapest_start: rfc3339(hours.get(best).map(|h| h.start).unwrap_or(published)),
        cheapest_price: price.rounded(3).unwrap_or_default(),
        day_average_price: mean_price(hours.iter().flat_map(|h| h.quarters()), true)
            .rounded(3)
            .unwrap_or_default(),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::series::quarters_of_day;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    /// The day's mean by hand: the quarters' integer prices summed, the rate applied to the
    /// sum, one division with the half rounded away from zero, to 0.001 c/kWh.
    fn by_hand(day: NaiveDate, per_mille: i64) -> (usize, i64) {
        let quarters = quarters_of_day(day);
        let sum: i64 = quarters.iter().map(|q| spot_price(*q).0).sum();
        let numerator = i128::from(sum) * i128::from(1000 + per_mille);
        let denominator = 1000 * 10 * quarters.len() as i128;
        let (q, r) = (numerator / denominator, numerator % denominator);
        let rounded = if 2 * r.abs() >= denominator {
            q + numerator.signum()
        } else {
            q
        };
        (quarters.len(), (rounded * 10) as i64)
    }

    #[test]
    fn a_days_mean_price_is_the_exact_mean_rounded_once() {
        // The autumn DST day (100 quarters), the first 15-minute day and an hourly day before
        // it, with and without VAT.
        for day in [date(2025, 10, 26), date(2025, 10, 1), date(2025, 9, 30)] {
            for vat in [false, true] {
                let per_mille = if vat { vat_per_mille(day, true) } else { 0 };
                let (count, expected) = by_hand(day, per_mille);
                let mean = mean_price(quarters_of_day(day).into_iter(), vat);
                assert_eq!(mean.rounded(3), Some(UnitPrice(expected)), "{day} {vat}");
                assert_eq!(count, if day == date(2025, 10, 26) { 100 } else { 96 });
            }
        }
    }

    #[test]
    fn a_slots_price_with_vat_is_rounded_once_from_the_quote() {
        let slot = local_midnight(date(2026, 1, 20)) + Duration::hours(18);
        let quote = spot_price(slot);
        assert_eq!(c_per_kwh(slot, false), UnitPrice(quote.0).rounded(3));
        assert_eq!(c_per_kwh(slot, true), UnitPrice(quote.0).with_vat(255, 3));
        assert_eq!(quote.eur_per_mwh_unit().0, quote.0 * 10);
    }
}
