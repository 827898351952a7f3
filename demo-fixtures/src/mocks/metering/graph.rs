//! #156, the use-place chart: consumption bars at a resolution around an anchor day, with the
//! temperature, market price, comparison and reactive power overlays.

use actix_web::web;
use chrono::{DateTime, NaiveDate, Utc};
use upstream_clients::metering::{
    ConsumptionGraph, EnergyUnit, GraphPoint, Overlay, OverlayKind, OverlayPoint, Resolution,
};

use super::Params;
use super::{local_midnight, place_row, rfc3339, round, Answer, Data, Electricity};
use crate::dataset::calendar::{data_start, measured_until, prices_published_until, today};
use crate::mocks::params::{BadRequest, Contract};
use crate::series::period::{buckets, period, year_earlier, Bucket};
use crate::series::reactive_power::reactive_kvarh;
use crate::series::{local_date, outdoor_temperature_c, spot_price_eur_mwh, vat_percent};

/// The one place with a reactive power meter: KP300001, the first of the B2B company's
/// places (a business site with motors), stands in for the places metered for reactive power.
pub(super) const REACTIVE_POWER_PLACE: &str = "KP300001";

/// The quarters of a bucket that lie in `from..to`.
fn quarters_within(
    bucket: &Bucket,
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> impl Iterator<Item = DateTime<Utc>> {
    bucket.quarters().filter(move |q| *q >= from && *q < to)
}

/// The mean of `value` over the quarters, None for none.
fn mean(
    quarters: impl Iterator<Item = DateTime<Utc>>,
    value: impl Fn(DateTime<Utc>) -> f64,
) -> Option<f64> {
    let (sum, count) = quarters.fold((0.0, 0u32), |(sum, count), q| (sum + value(q), count + 1));
    (count > 0).then(|| sum / f64::from(count))
}

/// Measured consumption of each bucket; None where nothing is measured yet.
fn consumption(
    e: &Electricity<'_>,
    buckets: &[Bucket],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Vec<Option<f64>> {
    buckets
        .iter()
        .map(|b| {
            let mut quarters = quarters_within(b, from, to).peekable();
            quarters.peek()?;
            Some(round(quarters.map(|q| e.kwh(q)).sum(), 3))
        })
        .collect()
}

fn overlay(
    kind: OverlayKind,
    unit: EnergyUnit,
    buckets: &[Bucket],
    values: Vec<(Option<f64>, Option<f64>)>,
) -> Overlay {
    Overlay {
        kind,
        unit,
        points: buckets
            .iter()
            .zip(values)
            .map(|(b, (value, value_vat0))| OverlayPoint {
                time: rfc3339(b.start),
                value,
                value_vat0,
            })
            .collect(),
    }
}

pub(super) fn graph(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<ConsumptionGraph> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let resolution = params
        .parsed("resolution", "a resolution", Resolution::parse)?
        .ok_or_else(|| BadRequest::invalid("resolution", "given"))?;
    let spline = params.flag("splineData")?.unwrap_or(false);
    let today = today();
    let anchor: NaiveDate = params.date("date")?.unwrap_or(today);
    let first_year = chrono::Datelike::year(&data_start(today));
    let last_year = chrono::Datelike::year(&today);
    let bars = buckets(resolution, anchor, first_year, last_year);
    let (start, end) = period(resolution, anchor, first_year, last_year);
    let measured_from = local_midnight(data_start(today));
    let measured_to = measured_until(today);
    let kwh = consumption(&e, &bars, measured_from, measured_to);

    let mut overlays = Vec::new();
    if spline {
        let now = Utc::now();
        let temperatures = bars
            .iter()
            .map(|b| {
                (
                    mean(
                        quarters_within(b, measured_from, now),
                        outdoor_temperature_c,
                    )
                    .map(|t| round(t, 1)),
                    None,
                )
            })
            .collect();
        overlays.push(overlay(
            OverlayKind::Temperature,
            EnergyUnit::Celsius,
            &bars,
            temperatures,
        ));

        let published = prices_published_until(now);
        let prices = bars
            .iter()
            .map(|b| {
                let quarters = || quarters_within(b, measured_from, published);
                let vat0 = mean(quarters(), |q| spot_price_eur_mwh(q) / 1000.0);
                let vat = mean(quarters(), |q| {
                    spot_price_eur_mwh(q) / 1000.0
                        * (1.0 + vat_percent(local_date(q), true) / 100.0)
                });
                (vat.map(|v| round(v, 5)), vat0.map(|v| round(v, 5)))
            })
            .collect();
        overlays.push(overlay(
            OverlayKind::MarketPrice,
            EnergyUnit::EurKwh,
            &bars,
            prices,
        ));

        // The same period a year earlier, point by point (a DST day may have fewer points then).
        if resolution != Resolution::Years {
            let earlier = buckets(resolution, year_earlier(anchor), first_year, last_year);
            let mut values: Vec<(Option<f64>, Option<f64>)> =
                consumption(&e, &earlier, measured_from, measured_to)
                    .into_iter()
                    .map(|kwh| (kwh, None))
                    .collect();
            values.resize(bars.len(), (None, None));
            overlays.push(overlay(
                OverlayKind::Comparison,
                EnergyUnit::Kwh,
                &bars,
                values,
            ));
        }

        if place.location_identifier == REACTIVE_POWER_PLACE {
            let reactive = bars
                .iter()
                .map(|b| {
                    let mut quarters = quarters_within(b, measured_from, measured_to).peekable();
                    let value = quarters.peek().is_some().then(|| {
                        round(
                            quarters
                                .map(|q| reactive_kvarh(&place.location_identifier, e.kwh(q), q))
                                .sum(),
                            3,
                        )
                    });
                    (value, None)
                })
                .collect();
            overlays.push(overlay(
                OverlayKind::ReactivePower,
                EnergyUnit::Kvarh,
                &bars,
                reactive,
            ));
        }
    }

    Ok(ConsumptionGraph {
        location_id: place.location_identifier.clone(),
        resolution,
        date: anchor.format("%Y-%m-%d").to_string(),
        start: start.format("%Y-%m-%d").to_string(),
        end: end.format("%Y-%m-%d").to_string(),
        unit: EnergyUnit::Kwh,
        points: bars
            .iter()
            .zip(kwh)
            .map(|(b, kwh)| GraphPoint {
                time: rfc3339(b.start),
                kwh,
            })
            .collect(),
        overlays,
    })
}

place_row!(get_graph, graph);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/v2/monthlyinsights/user/{user_id}/location/{location_id}/graph",
        web::get().to(get_graph),
    );
}
