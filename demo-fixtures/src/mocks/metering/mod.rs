//! The metering mock. Contract: `openapi/upstreams/metering.yaml`; types and client:
//! `upstream_clients::metering`. Its paths mirror the gateway rows it serves, without `/api`.
//!
//! Every number is computed on request from the seeded series in [`crate::series`]: measured
//! consumption runs from 1 January two years back up to yesterday, prices up to today (tomorrow
//! once published at 14:00 Helsinki time).

mod age;
mod b2b;
mod comparisons;
mod consumption;
mod district_heating;
mod export;
mod external;
mod graph;
mod insights;
mod microgeneration;
mod overview;
mod period;
mod plus;
mod prices;
mod pricing;
mod reports;
mod settings;

use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use actix_web::middleware::from_fn;
use actix_web::web;
use chrono::{DateTime, NaiveDate, Utc};

use super::auth::require_access_token;
use super::body::json_config;
use super::messaging::Messaging;
use super::tokens::Tokens;
use crate::dataset::{Dataset, PlaceOwner, UsePlace};
use crate::series::cost::Tariff;
use crate::series::{electricity_kwh, load, local_midnight, TIME_ZONE};

/// The metering mock's state: a copy of the dataset, and what the user has set at places
/// (budgets, add-on products) over it.
pub(crate) struct Metering {
    data: RwLock<Dataset>,
    settings: RwLock<settings::PlaceSettings>,
    tokens: Arc<Tokens>,
    /// Where budget alerts go (issue 25): the household's message box at messaging.
    messaging: web::Data<Messaging>,
}

impl Metering {
    pub(crate) fn new(
        dataset: &Dataset,
        tokens: Arc<Tokens>,
        messaging: web::Data<Messaging>,
    ) -> Self {
        Metering {
            data: RwLock::new(dataset.clone()),
            settings: RwLock::default(),
            tokens,
            messaging,
        }
    }

    /// Back to the dataset, with no place settings of the user's.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data.write().unwrap_or_else(|e| e.into_inner()) = dataset.clone();
        *self.settings_mut() = settings::PlaceSettings::default();
    }

    // Each settings write is one map insert, so a panic elsewhere leaves nothing half-made.
    fn settings(&self) -> RwLockReadGuard<'_, settings::PlaceSettings> {
        self.settings
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn settings_mut(&self) -> RwLockWriteGuard<'_, settings::PlaceSettings> {
        self.settings
            .write()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data
            .read()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// The place `location_id` of `user_id`: the user's own place, or a place of a B2B company
    /// the user belongs to. 404 otherwise.
    fn place(&self, user_id: &str, location_id: &str) -> Answer<UsePlace> {
        let data = self.data();
        let user: Option<u64> = user_id.parse().ok();
        let place = data.place(location_id).filter(|place| match &place.owner {
            PlaceOwner::User(owner) => Some(*owner) == user,
            PlaceOwner::Company(reference) => user.is_some_and(|user| {
                data.companies_of_user(user)
                    .iter()
                    .any(|c| &c.company_reference_id == reference)
            }),
        });
        place.cloned().ok_or_else(MockError::no_such_resource)
    }

    /// Whether the owner of a private place has the market price alert on.
    fn price_alert_on(&self, place: &UsePlace) -> bool {
        match place.owner {
            PlaceOwner::User(owner) => self
                .data()
                .user(owner)
                .and_then(|u| u.energy_price_alert.as_ref())
                .is_some_and(|alert| alert.active),
            PlaceOwner::Company(_) => false,
        }
    }
}

type Data = web::Data<Metering>;
/// `{user_id}` and `{location_id}` of a place row.
type PlacePath = web::Path<(String, String)>;
/// The query of a metering row.
type Params = super::params::Params<super::params::BadRequest>;

/// A place row's handler: `$compute(&state, &(user_id, location_id), &params)` as JSON.
macro_rules! place_row {
    ($name:ident, $compute:ident) => {
        async fn $name(
            state: super::Data,
            path: super::PlacePath,
            params: super::Params,
        ) -> actix_web::HttpResponse {
            super::respond($compute(&state, &path, &params))
        }
    };
}
use place_row;

use super::error::{respond, Answer, MockError};

fn not_found() -> MockError {
    MockError::no_such_resource()
}

fn bad_request(message: &str) -> MockError {
    MockError::bad_request("BadRequest", message)
}

fn conflict(code: &'static str, message: &str) -> MockError {
    MockError::conflict(code, message)
}

/// An instant as RFC 3339 with the Helsinki offset.
fn rfc3339(at: DateTime<Utc>) -> String {
    at.with_timezone(&TIME_ZONE).to_rfc3339()
}

/// Rounds to `decimals` places for the wire.
fn round(value: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (value * scale).round() / scale
}

/// Change of `current` against `previous` in percent; 0 when either is missing or zero (spec §5).
fn delta_percent(current: f64, previous: f64) -> f64 {
    if current == 0.0 || previous == 0.0 {
        0.0
    } else {
        round((current - previous) / previous * 100.0, 1)
    }
}

/// An electricity place's consumption and prices.
struct Electricity<'a> {
    place: &'a UsePlace,
    annual_kwh: f64,
    tariff: Tariff,
}

impl<'a> Electricity<'a> {
    /// The place's electricity, or 404 for a place with no electricity sales contract (district
    /// heating, production purchase).
    fn of(place: &'a UsePlace) -> Answer<Electricity<'a>> {
        Ok(Electricity {
            place,
            annual_kwh: load::annual_kwh(place),
            tariff: Tariff::of(&place.product).ok_or_else(MockError::no_such_resource)?,
        })
    }

    fn kwh(&self, slot: DateTime<Utc>) -> f64 {
        electricity_kwh(&self.place.location_identifier, self.annual_kwh, slot)
    }

    /// The slot's reading, exactly.
    fn energy(&self, slot: DateTime<Utc>) -> crate::series::cost::Energy {
        crate::series::cost::Energy::from_kwh(self.kwh(slot))
    }

    /// Whether the place pays the exchange price (and so has a price per slot to show).
    fn is_spot(&self) -> bool {
        matches!(
            self.tariff.energy,
            crate::series::cost::EnergyPrice::Spot { .. }
        )
    }

    /// Consumption of the Helsinki days `from..to`.
    fn kwh_of_days(&self, from: NaiveDate, to: NaiveDate) -> f64 {
        crate::series::period::days(from, to)
            .quarters()
            .map(|q| self.kwh(q))
            .sum()
    }
}

/// Metering's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .app_data(json_config())
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .configure(age::routes)
                    .configure(b2b::routes)
                    .configure(comparisons::routes)
                    .configure(consumption::routes)
                    .configure(district_heating::routes)
                    .configure(export::routes)
                    .configure(external::routes)
                    .configure(graph::routes)
                    .configure(microgeneration::routes)
                    .configure(overview::routes)
                    .configure(prices::routes)
                    .configure(pricing::routes)
                    .configure(insights::routes)
                    .configure(reports::routes)
                    .configure(settings::routes)
                    .configure(plus::routes),
            );
    }
}
