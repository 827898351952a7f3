//! #156, the use-place chart: consumption bars at a resolution around an anchor day, with the
//! temperature, market price, comparison and reactive power overlays. An electricity place is
//! charted in kWh from its quarters; a district-heating place in MWh from its days (the series
//! #130 and #131 read), so only resolutions of whole days, with temperature and comparison.

use actix_web::web;
use chrono::{DateTime, NaiveDate, Utc};
use upstream_clients::metering::{
    ConsumptionGraph, EnergyUnit, GraphPoint, Overlay, OverlayKind, OverlayPoint, Resolution,
    RESOLUTION_TOO_FINE,
};

use super::district_heating::{heat_days, heating};
use super::prices::{chart_eur_per_kwh, mean_price};
use super::Params;
use super::{local_midnight, place_row, rfc3339, round, Answer, Data, Electricity, MockError};
use crate::dataset::calendar::{
    data_start, measured_days, measured_until, prices_published_until, today,
};
use crate::dataset::UsePlace;
use crate::mocks::params::{BadRequest, Contract};
use crate::series::district_heating::HeatDay;
use crate::series::period::{buckets, period, year_earlier, Bucket};
use crate::series::reactive_power::reactive_kvarh;
use crate::series::{local_date, outdoor_temperature_c};

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

/// The mean of `value` over the items (quarters or days), None for none.
fn mean<T>(items: impl Iterator<Item = T>, value: impl Fn(T) -> f64) -> Option<f64> {
    let (sum, count) = items.fold((0.0, 0u32), |(sum, count), q| (sum + value(q), count + 1));
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

/// What a chart request names: the resolution, whether overlays are wanted and the bars of the
/// period around the anchor day.
struct Chart {
    resolution: Resolution,
    spline: bool,
    today: NaiveDate,
    anchor: NaiveDate,
    first_year: i32,
    last_year: i32,
    bars: Vec<Bucket>,
}

impl Chart {
    fn of(params: &Params) -> Answer<Chart> {
        let resolution = params
            .parsed("resolution", "a resolution", Resolution::parse)?
            .ok_or_else(|| BadRequest::invalid("resolution", "given"))?;
        let spline = params.flag("splineData")?.unwrap_or(false);
        let today = today();
        let anchor: NaiveDate = params.date("date")?.unwrap_or(today);
        let first_year = chrono::Datelike::year(&data_start(today));
        let last_year = chrono::Datelike::year(&today);
        Ok(Chart {
            resolution,
            spline,
            today,
            anchor,
            first_year,
            last_year,
            bars: buckets(resolution, anchor, first_year, last_year),
        })
    }

    /// The comparison overlay: `values_of` the same period a year earlier, point by point (a
    /// DST day may have fewer points then). None for YEARS, which already shows every year.
    fn comparison(
        &self,
        unit: EnergyUnit,
        values_of: impl FnOnce(&[Bucket]) -> Vec<Option<f64>>,
    ) -> Option<Overlay> {
        if self.resolution == Resolution::Years {
            return None;
        }
        let earlier = buckets(
            self.resolution,
            year_earlier(self.anchor),
            self.first_year,
            self.last_year,
        );
        let mut values: Vec<(Option<f64>, Option<f64>)> = values_of(&earlier)
            .into_iter()
            .map(|value| (value, None))
            .collect();
        values.resize(self.bars.len(), (None, None));
        Some(overlay(OverlayKind::Comparison, unit, &self.bars, values))
    }

    /// The answer: one bar per bucket with `values` in `unit`.
    fn answer(
        &self,
        place: &UsePlace,
        unit: EnergyUnit,
        values: Vec<Option<f64>>,
        overlays: Vec<Overlay>,
    ) -> ConsumptionGraph {
        let (start, end) = period(
            self.resolution,
            self.anchor,
            self.first_year,
            self.last_year,
        );
        ConsumptionGraph {
            location_id: place.location_identifier.clone(),
            resolution: self.resolution,
            date: self.anchor.format("%Y-%m-%d").to_string(),
            start: start.format("%Y-%m-%d").to_string(),
            end: end.format("%Y-%m-%d").to_string(),
            unit,
            points: self
                .bars
                .iter()
                .zip(values)
                .map(|(b, kwh)| GraphPoint {
                    time: rfc3339(b.start),
                    kwh,
                })
                .collect(),
            overlays,
        }
    }
}

pub(super) fn graph(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<ConsumptionGraph> {
    let place = state.place(&path.0, &path.1)?;
    // A district-heating place has no electricity contract, and so no quarters: its chart is
    // drawn from its daily heat. Any other place without electricity stays 404.
    if heating(&place).is_ok() {
        return heat_graph(&place, params);
    }
    let e = Electricity::of(&place)?;
    let chart = Chart::of(params)?;
    let bars = &chart.bars;
    let measured_from = local_midnight(data_start(chart.today));
    let measured_to = measured_until(chart.today);
    let kwh = consumption(&e, bars, measured_from, measured_to);

    let mut overlays = Vec::new();
    if chart.spline {
        let now = crate::dataset::calendar::now();
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
            bars,
            temperatures,
        ));

        let published = prices_published_until(now);
        let prices = bars
            .iter()
            .map(|b| {
                let quarters = || quarters_within(b, measured_from, published);
                (
                    chart_eur_per_kwh(mean_price(quarters(), true)),
                    chart_eur_per_kwh(mean_price(quarters(), false)),
                )
            })
            .collect();
        overlays.push(overlay(
            OverlayKind::MarketPrice,
            EnergyUnit::EurKwh,
            bars,
            prices,
        ));

        overlays.extend(chart.comparison(EnergyUnit::Kwh, |earlier| {
            consumption(&e, earlier, measured_from, measured_to)
        }));

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
                bars,
                reactive,
            ));
        }
    }

    Ok(chart.answer(&place, EnergyUnit::Kwh, kwh, overlays))
}
/// The measured days of each bucket (none before the data start or from today on).
fn heat_days_by_bucket(place: &UsePlace, bars: &[Bucket], today: NaiveDate) -> Vec<Vec<HeatDay>> {
    let (Some(first), Some(last)) = (bars.first(), bars.last()) else {
        return Vec::new();
    };
    let (from, to) = measured_days(local_date(first.start), local_date(last.end), today);
    let days = heat_days(place, from, to);
    bars.iter()
        .map(|b| {
            let (start, end) = (local_date(b.start), local_date(b.end));
            days.iter()
                .filter(|d| d.date >= start && d.date < end)
                .copied()
                .collect()
        })
        .collect()
}

/// Each bucket's heat energy, MWh; None where no day is measured yet. A day's bar is the day
/// of the daily series (#131) as it is; a month's or a year's is rounded as #130 rounds its
/// periods, so each bar reads the same as the district-heating row that covers it.
fn heat_energy(days: &[Vec<HeatDay>], resolution: Resolution) -> Vec<Option<f64>> {
    let decimals = match resolution {
        Resolution::Year | Resolution::Years => 3,
        _ => 4,
    };
    days.iter()
        .map(|days| {
            (!days.is_empty()).then(|| round(days.iter().map(|d| d.energy_mwh).sum(), decimals))
        })
        .collect()
}

/// A district-heating place's chart: its daily heat in MWh, with the outdoor temperature the
/// heat was computed from and the comparison a year earlier. No market price (heat is not
/// bought at the exchange) and no reactive power (no electricity meter).
fn heat_graph(place: &UsePlace, params: &Params) -> Answer<ConsumptionGraph> {
    let chart = Chart::of(params)?;
    if !chart.resolution.of_whole_days() {
        return Err(MockError::bad_request(
            RESOLUTION_TOO_FINE,
            "resolution must be WEEK, MONTH, YEAR or YEARS for a district-heating place: \
             its meter is read per day",
        ));
    }
    let days = heat_days_by_bucket(place, &chart.bars, chart.today);
    let mut overlays = Vec::new();
    if chart.spline {
        let temperatures = days
            .iter()
            .map(|days| {
                (
                    mean(days.iter(), |d| d.outdoor_c).map(|t| round(t, 1)),
                    None,
                )
            })
            .collect();
        overlays.push(overlay(
            OverlayKind::Temperature,
            EnergyUnit::Celsius,
            &chart.bars,
            temperatures,
        ));
        overlays.extend(chart.comparison(EnergyUnit::Mwh, |earlier| {
            heat_energy(
                &heat_days_by_bucket(place, earlier, chart.today),
                chart.resolution,
            )
        }));
    }
    Ok(chart.answer(
        place,
        EnergyUnit::Mwh,
        heat_energy(&days, chart.resolution),
        overlays,
    ))
}

place_row!(get_graph, graph);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/v2/monthlyinsights/user/{user_id}/location/{location_id}/graph",
        web::get().to(get_graph),
    );
}

/// A value of `unit` in Wh, the unit a composite's figures are added up in.
fn watt_hours(value: f64, unit: EnergyUnit) -> i64 {
    let per_unit = if unit == EnergyUnit::Mwh {
        1_000_000.0
    } else {
        1_000.0
    };
    (value * per_unit).round() as i64
}

/// Slot by slot, the places' values (each in its unit) added up in `unit`: a slot is a gap
/// where any place has none, since a sum of fewer places would read as a fall in use.
fn slot_sums(series: &[(EnergyUnit, Vec<Option<f64>>)], unit: EnergyUnit) -> Vec<Option<f64>> {
    let slots = series.iter().map(|(_, values)| values.len()).max();
    (0..slots.unwrap_or(0))
        .map(|slot| {
            let mut wh = 0i64;
            for (their_unit, values) in series {
                wh += watt_hours(values.get(slot).copied().flatten()?, *their_unit);
            }
            Some(wh as f64 / watt_hours(1.0, unit) as f64)
        })
        .collect()
}

/// A composite's chart (#201): its places' charts (those that have one: electricity and
/// district heating) added up slot by slot, exactly (in Wh). Electricity and heat are both
/// energy: a composite holding both is drawn in kWh. The comparison adds up the same way, the
/// reactive power over the places metered for it; temperature and market price are the same
/// for every place and drawn once.
pub(super) fn composite_graph(
    state: &Data,
    user: &str,
    places: &[UsePlace],
    params: &Params,
) -> Answer<ConsumptionGraph> {
    let graphs = places
        .iter()
        .filter(|place| heating(place).is_ok() || Electricity::of(place).is_ok())
        .map(|place| {
            graph(
                state,
                &(user.to_owned(), place.location_identifier.clone()),
                params,
            )
        })
        .collect::<Answer<Vec<ConsumptionGraph>>>()?;
    let Some(first) = graphs.first() else {
        return Err(MockError::no_such_resource());
    };
    let unit = if graphs.iter().all(|g| g.unit == EnergyUnit::Mwh) {
        EnergyUnit::Mwh
    } else {
        EnergyUnit::Kwh
    };
    let bars: Vec<(EnergyUnit, Vec<Option<f64>>)> = graphs
        .iter()
        .map(|g| (g.unit, g.points.iter().map(|p| p.kwh).collect()))
        .collect();
    let overlays_of = |kind: OverlayKind| -> Vec<(EnergyUnit, Vec<Option<f64>>)> {
        graphs
            .iter()
            .flat_map(|g| g.overlays.iter().filter(|o| o.kind == kind))
            .map(|o| (o.unit, o.points.iter().map(|p| p.value).collect()))
            .collect()
    };
    let summed_overlay = |kind: OverlayKind, unit: EnergyUnit| -> Option<Overlay> {
        let lines = overlays_of(kind);
        (!lines.is_empty()).then(|| Overlay {
            kind,
            unit,
            points: first
                .points
                .iter()
                .zip(slot_sums(&lines, unit))
                .map(|(p, value)| OverlayPoint {
                    time: p.time.clone(),
                    value,
                    value_vat0: None,
                })
                .collect(),
        })
    };
    let once = |kind: OverlayKind| {
        graphs
            .iter()
            .flat_map(|g| g.overlays.iter())
            .find(|o| o.kind == kind)
            .cloned()
    };
    let overlays = [
        once(OverlayKind::Temperature),
        once(OverlayKind::MarketPrice),
        summed_overlay(OverlayKind::Comparison, unit),
        summed_overlay(OverlayKind::ReactivePower, EnergyUnit::Kvarh),
    ]
    .into_iter()
    .flatten()
    .collect();
    Ok(ConsumptionGraph {
        unit,
        points: first
            .points
            .iter()
            .zip(slot_sums(&bars, unit))
            .map(|(p, kwh)| GraphPoint {
                time: p.time.clone(),
                kwh,
            })
            .collect(),
        overlays,
        ..first.clone()
    })
}
