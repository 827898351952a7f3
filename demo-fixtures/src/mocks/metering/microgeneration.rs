//! Microgeneration rows: #63 summary (year, month, includeMeasured) and #64 a year of 15-minute
//! production fed to the grid: the solar model's production less what the place uses itself.

use actix_web::web;
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use upstream_clients::metering::{
    MicrogenerationSummary, MicrogenerationTimeseries, ProductionPeriod, ProductionPoint,
};
use upstream_clients::money::UnitPrice;

use super::period::{first_day, year_or_month};
use super::Params;
use super::{not_found, place_row, rfc3339, round, Answer, Data};
use crate::dataset::calendar::{measured_days, today};
use crate::dataset::{Product, SolarPanel, UsePlace};
use crate::series::cost::{Energy, Exact, Price};
use crate::series::period::days;
use crate::series::solar::quarter_kwh;
use crate::series::{electricity_kwh, load, spot_price};

/// A place that feeds solar power to the grid.
pub(super) struct Production<'a> {
    place: &'a UsePlace,
    panel: &'a SolarPanel,
    annual_kwh: f64,
    /// The purchase margin, c/kWh, taken off the spot price.
    margin_c_per_kwh: UnitPrice,
}

impl<'a> Production<'a> {
    /// 404 for a place without a solar plant.
    pub(super) fn of(place: &'a UsePlace) -> Answer<Production<'a>> {
        let panel = place.solar_panel.as_ref().ok_or_else(not_found)?;
        let margin_c_per_kwh = match place.product {
            Product::Purchase {
                margin_c_per_kwh, ..
            } => margin_c_per_kwh,
            _ => UnitPrice(0),
        };
        Ok(Production {
            place,
            panel,
            annual_kwh: load::annual_kwh(place),
            margin_c_per_kwh,
        })
    }

    /// kWh fed to the grid in a slot: production beyond the place's own use.
    pub(super) fn fed_kwh(&self, slot: DateTime<Utc>) -> f64 {
        let produced = quarter_kwh(self.panel, slot);
        if produced == 0.0 {
            return 0.0;
        }
        let used = electricity_kwh(&self.place.location_identifier, self.annual_kwh, slot);
        round((produced - used).max(0.0), 4)
    }

    /// What the purchase contract pays for `fed` in the slot, exactly, VAT 0: the spot price
    /// less the purchase margin.
    fn revenue(&self, slot: DateTime<Utc>, fed: Energy) -> Exact {
        let price = spot_price(slot).0 - Price::of_c_per_kwh(self.margin_c_per_kwh).0;
        Price(price).times(fed)
    }

    /// kWh fed in the Helsinki days `from..to`.
    pub(super) fn fed_of_days(&self, from: NaiveDate, to: NaiveDate) -> f64 {
        days(from, to).quarters().map(|q| self.fed_kwh(q)).sum()
    }
}

fn summary(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<MicrogenerationSummary> {
    let place = state.place(&path.0, &path.1)?;
    let production = Production::of(&place)?;
    let year = params.year()?;
    let month = params.month_opt()?;
    let include_measured = params.flag("includeMeasured")?.unwrap_or(true);
    let today = today();
    let (from, to) = year_or_month(year, month)?;
    let (from, mut to) = measured_days(from, to, today);
    let current_month = first_day(today.year(), today.month())?;
    if !include_measured {
        to = to.min(current_month).max(from);
    }
    // Each period's energy and revenue add up exactly over its slots and are rounded once
    // (to the Wh and the cent); the totals are the sums of the rounded periods, so they add up.
    let mut periods: Vec<(String, Energy, Exact, bool)> = Vec::new();
    let mut day = from;
    while day < to {
        let (mut kwh, mut revenue) = (Energy::default(), Exact::ZERO);
        for slot in days(day, day + Duration::days(1)).quarters() {
            let fed = Energy::from_kwh(production.fed_kwh(slot));
            kwh += fed;
            revenue += production.revenue(slot, fed);
        }
        let label = if month.is_some() {
            day.format("%Y-%m-%d").to_string()
        } else {
            day.format("%Y-%m").to_string()
        };
        match periods.last_mut() {
            Some(last) if last.0 == label => {
                last.1 += kwh;
                last.2 += revenue;
            }
            _ => periods.push((label, kwh, revenue, day >= current_month)),
        }
        day += Duration::days(1);
    }
    let periods: Vec<ProductionPeriod> = periods
        .into_iter()
        .map(|(period, kwh, revenue, measured)| ProductionPeriod {
            period,
            kwh: kwh.to_wh(),
            revenue: revenue.to_cents(),
            measured,
        })
        .collect();
    let total_kwh = periods.iter().map(|p| p.kwh).sum();
    let total_revenue = periods.iter().map(|p| p.revenue).sum();
    Ok(MicrogenerationSummary {
        location_id: place.location_identifier.clone(),
        year,
        month,
        total_kwh,
        total_revenue,
        periods,
    })
}

fn timeseries(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<MicrogenerationTimeseries> {
    let place = state.place(&path.0, &path.1)?;
    let production = Production::of(&place)?;
    let year = params.year()?;
    let (from, to) = measured_days(first_day(year, 1)?, first_day(year + 1, 1)?, today());
    Ok(MicrogenerationTimeseries {
        location_id: place.location_identifier.clone(),
        year,
        resolution_minutes: 15,
        points: days(from, to)
            .quarters()
            .map(|slot| ProductionPoint {
                time: rfc3339(slot),
                kwh: production.fed_kwh(slot),
                price_eur_mwh: spot_price(slot).eur_per_mwh_unit(),
            })
            .collect(),
    })
}

place_row!(get_summary, summary);
place_row!(get_timeseries, timeseries);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/production/microgeneration/user/{user_id}/location/{location_id}";
    cfg.route(base, web::get().to(get_summary))
        .route(&format!("{base}/timeseries"), web::get().to(get_timeseries));
}
