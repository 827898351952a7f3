//! `GET /v1/locations/comparisons?locationIdentifiers=KP1,KP2`: each place's consumption of the
//! last full month against the same month a year before, for the gateway to complete a B2B
//! company's location list (#194). Places metering has nothing to compare for (production
//! places, unknown ids) are left out; the gateway shows them without figures.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::metering::paths::MAX_COMPARED_LOCATIONS;
use upstream_clients::metering::{LocationComparison, LocationComparisons};

use super::district_heating::heat_days;
use super::overview::previous_month_start;
use super::period::{add_months, month_end};
use super::{delta_percent, respond, round, Data, Electricity, Params};
use crate::dataset::calendar::today;
use crate::dataset::UsePlace;
use crate::series::period::days;
use crate::series::LoadShape;
use upstream_clients::crm::UtilityType;

/// A month whose consumption is asked of many places: its electricity load shape is worked
/// out once for all of them (a request names up to 100 places, a company's summary 5,000).
struct Month {
    first: NaiveDate,
    end: NaiveDate,
    shape: LoadShape,
}

impl Month {
    fn starting(first: NaiveDate) -> Self {
        let end = month_end(first);
        Month {
            first,
            end,
            shape: LoadShape::of(&days(first, end)),
        }
    }
}

/// The place's consumption in `month`, with its unit.
fn month_consumption(place: &UsePlace, month: &Month) -> Option<(f64, &'static str)> {
    let (first, end) = (month.first, month.end);
    match place.utility_type {
        UtilityType::Electricity => {
            let electricity = Electricity::of(place).ok()?;
            let kwh = month
                .shape
                .kwh(&place.location_identifier, electricity.annual_kwh);
            Some((kwh, "kWh"))
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

fn comparison(
    place: &UsePlace,
    (month, year_before): &(Month, Month),
) -> Option<LocationComparison> {
    let (consumption, unit) = month_consumption(place, month)?;
    let (previous, _) = month_consumption(place, year_before)?;
    Some(LocationComparison {
        location_identifier: place.location_identifier.clone(),
        month: month.first.format("%Y-%m").to_string(),
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
        if ids.len() > MAX_COMPARED_LOCATIONS {
            return Err(super::bad_request("at most 100 locationIdentifiers"));
        }
        let data = state.data();
        let month = previous_month_start(today());
        let months = (
            Month::starting(month),
            Month::starting(add_months(month, -12)),
        );
        Ok(LocationComparisons {
            comparisons: ids
                .iter()
                .filter_map(|id| data.place(id))
                .filter_map(|place| comparison(place, &months))
                .collect(),
        })
    })();
    respond(answer)
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/v1/locations/comparisons", web::get().to(comparisons));
}
