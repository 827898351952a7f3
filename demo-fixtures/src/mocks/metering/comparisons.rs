//! `GET /v1/locations/comparisons?locationIdentifiers=KP1,KP2`: each place's consumption of the
//! last full month against the same month a year before, for the gateway to complete a B2B
//! company's location list (#194). Places metering has nothing to compare for (production
//! places, unknown ids) are left out; the gateway shows them without figures.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::metering::{LocationComparison, LocationComparisons};

use super::district_heating::heat_days;
use super::overview::previous_month_start;
use super::period::{add_months, month_end};
use super::{delta_percent, respond, round, Data, Electricity, Params};
use crate::dataset::calendar::today;
use crate::dataset::UsePlace;
use upstream_clients::crm::UtilityType;

/// At most this many places in one request (a list page has at most 100).
const MAX_PLACES: usize = 100;

/// The place's consumption in the month starting `first`, with its unit.
fn month_consumption(place: &UsePlace, first: NaiveDate) -> Option<(f64, &'static str)> {
    let end = month_end(first);
    match place.utility_type {
        UtilityType::Electricity => {
            let electricity = Electricity::of(place).ok()?;
            Some((electricity.kwh_of_days(first, end), "kWh"))
        }
        UtilityType::DistrictHeating => {
            let mwh = heat_days(place, first, end)
                .iter()
                .map(|d| d.energy_mwh)
                .sum();
            Some((mwh, "MWh"))
        }
        UtilityType::Microgeneration | UtilityType::Solar => None,
    }
}

fn comparison(place: &UsePlace, today: NaiveDate) -> Option<LocationComparison> {
    let month = previous_month_start(today);
    let (consumption, unit) = month_consumption(place, month)?;
    let (previous, _) = month_consumption(place, add_months(month, -12))?;
    Some(LocationComparison {
        location_identifier: place.location_identifier.clone(),
        month: month.format("%Y-%m").to_string(),
        unit: unit.to_owned(),
        consumption: round(consumption, 3),
        previous_year_consumption: round(previous, 3),
        delta: delta_percent(consumption, previous),
    })
}

async fn comparisons(state: Data, params: Params) -> HttpResponse {
    let answer = (|| {
        let ids: Vec<String> = params
            .required("locationIdentifiers")?
            .split(',')
            .filter(|id| !id.is_empty())
            .map(str::to_owned)
            .collect();
        if ids.len() > MAX_PLACES {
            return Err(super::bad_request("at most 100 locationIdentifiers"));
        }
        let data = state.data();
        let today = today();
        Ok(LocationComparisons {
            comparisons: ids
                .iter()
                .filter_map(|id| data.place(id))
                .filter_map(|place| comparison(place, today))
                .collect(),
        })
    })();
    respond(answer)
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/v1/locations/comparisons", web::get().to(comparisons));
}
