//! #49: how old the newest measured data is, per measured system and origin. The series are
//! measured up to yesterday (`calendar::measured_until`): electricity and microgeneration in
//! 15-minute slots, district heating by the day, so the newest reading is yesterday's last slot
//! or yesterday itself.

use std::collections::BTreeMap;

use actix_web::{web, HttpResponse};
use chrono::{DateTime, Duration, SecondsFormat, Utc};
use upstream_clients::crm::{Company, UtilityType};
use upstream_clients::metering::{DataAge, DataAgeSource};

use super::Data;
use crate::dataset::calendar::{measured_until, now, today};
use crate::dataset::Dataset;
use crate::series::QUARTER;

/// The systems a place is measured by: its utility, and microgeneration where it has panels.
fn systems(place: &crate::dataset::UsePlace) -> Vec<UtilityType> {
    let mut systems = vec![place.utility_type];
    if place.solar_panel.is_some() && place.utility_type != UtilityType::Microgeneration {
        systems.push(UtilityType::Microgeneration);
    }
    systems
}

fn rank(utility: UtilityType) -> u8 {
    match utility {
        UtilityType::Electricity => 0,
        UtilityType::DistrictHeating => 1,
        UtilityType::Microgeneration => 2,
        UtilityType::Solar => 3,
    }
}

fn rank_origin(origin: Company) -> usize {
    Company::ALL.iter().position(|c| *c == origin).unwrap_or(0)
}

pub(crate) fn data_age(data: &Dataset, checked_at: DateTime<Utc>) -> DataAge {
    let until = measured_until(today());
    let mut counts: BTreeMap<(u8, usize), (UtilityType, Company, u32)> = BTreeMap::new();
    for place in &data.places {
        for system in systems(place) {
            let key = (rank(system), rank_origin(place.company));
            counts.entry(key).or_insert((system, place.company, 0)).2 += 1;
        }
    }
    let sources = counts
        .into_values()
        .map(|(utility_type, origin, places)| {
            let slot = match utility_type {
                UtilityType::DistrictHeating => Duration::days(1),
                _ => QUARTER,
            };
            let newest = until - slot;
            DataAgeSource {
                utility_type,
                origin,
                places,
                newest_reading: newest.to_rfc3339_opts(SecondsFormat::Secs, true),
                age_seconds: (checked_at - until).num_seconds(),
            }
        })
        .collect();
    DataAge {
        checked_at: checked_at.to_rfc3339_opts(SecondsFormat::Secs, true),
        sources,
    }
}

async fn get_age(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(data_age(&state.data(), now()))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(
        "/admin/consumption-data-analytics/v1/age",
        web::get().to(get_age),
    );
}
