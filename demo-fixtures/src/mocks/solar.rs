//! The solar mock. Contract: `openapi/upstreams/solar.yaml`; types and client:
//! `upstream_clients::solar`. Its paths mirror the gateway rows it serves, without `/api`.
//! Production comes from the sun-position model in [`crate::series::solar`].
//!
//! A panel's production is shown at the places it is linked to (#58 link, #59 unlink): at the
//! start each panel is linked to the place it is installed at. The links are the mock's only
//! state; the dataset copy is read-only.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{Datelike, Duration, NaiveDate, SecondsFormat};
use upstream_clients::solar::{
    DailyProduction, FindLinkRequest, Inverter, LiveSolar, MonthlyProduction, PanelDetails,
    PanelGroup, PanelLink, PowerPoint, Quantity, SolarSavings,
};

use super::auth::require_access_token;
use super::body::json_config;
use super::error::MockError;
use super::params::{BadRequest, Contract, Params};
use super::tokens::Tokens;
use crate::billing::cost::days_of_month;
use crate::dataset::{Dataset, PlaceOwner, SolarPanel, UsePlace};
use crate::series::solar::{day_kwh, power_kw, quarter_kwh, slot_of};
use crate::series::{QUARTER, TIME_ZONE};

/// Panel id → the places (location identifiers) its production is shown at.
type Links = BTreeMap<String, BTreeSet<String>>;

/// Each panel shown at the place it is installed at.
fn dataset_links(dataset: &Dataset) -> Links {
    dataset
        .places
        .iter()
        .filter_map(|place| {
            let panel = place.solar_panel.as_ref()?;
            Some((
                panel.panel_id.clone(),
                BTreeSet::from([place.location_identifier.clone()]),
            ))
        })
        .collect()
}

/// The solar mock's state: a copy of the dataset and the panels' links.
pub(crate) struct Solar {
    data: RwLock<Dataset>,
    links: RwLock<Links>,
    tokens: Arc<Tokens>,
}

impl Solar {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Solar {
            data: RwLock::new(dataset.clone()),
            links: RwLock::new(dataset_links(dataset)),
            tokens,
        }
    }

    /// Back to the dataset and its panels' own links.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data.write().unwrap_or_else(|e| e.into_inner()) = dataset.clone();
        *self.links_mut() = dataset_links(dataset);
    }

    // A panic while a lock is held cannot leave a half-made change: each write is one insert
    // or remove.
    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }

    fn links(&self) -> RwLockReadGuard<'_, Links> {
        self.links.read().unwrap_or_else(|e| e.into_inner())
    }

    fn links_mut(&self) -> RwLockWriteGuard<'_, Links> {
        self.links.write().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Solar>;
type Answer = Result<HttpResponse, MockError>;

fn round(value: f64, decimals: i32) -> f64 {
    let scale = 10_f64.powi(decimals);
    (value * scale).round() / scale
}

fn kwh(value: f64) -> Quantity {
    Quantity {
        value: round(value, 2),
        unit: "kWh".to_owned(),
    }
}

/// The user's own place `location_id` (404 otherwise).
fn own_place<'a>(
    data: &'a Dataset,
    user: u64,
    location_id: &str,
) -> Result<&'a UsePlace, MockError> {
    data.place(location_id)
        .filter(|p| p.owner == PlaceOwner::User(user))
        .ok_or_else(MockError::no_such_resource)
}

/// The user's panel `panel_id`: one installed at a place the user owns (404 otherwise).
fn own_panel<'a>(
    data: &'a Dataset,
    user: u64,
    panel_id: &str,
) -> Result<&'a SolarPanel, MockError> {
    data.places
        .iter()
        .filter(|p| p.owner == PlaceOwner::User(user))
        .filter_map(|p| p.solar_panel.as_ref())
        .find(|p| p.panel_id == panel_id)
        .ok_or_else(MockError::no_such_resource)
}

/// The user's panel and place named by a path or a findLink body, checked to be the user's.
fn panel_and_place<'a>(
    data: &'a Dataset,
    user: u64,
    panel_id: &str,
    location_id: &str,
) -> Result<(&'a SolarPanel, &'a UsePlace), MockError> {
    Ok((
        own_panel(data, user, panel_id)?,
        own_place(data, user, location_id)?,
    ))
}

fn is_linked(links: &Links, panel_id: &str, location_id: &str) -> bool {
    links
        .get(panel_id)
        .is_some_and(|places| places.contains(location_id))
}

/// The user's place `location_id` and the panel linked to it (the first by id if several are;
/// 404 when none is).
fn place_with_panel<'a>(
    data: &'a Dataset,
    links: &Links,
    user: &str,
    location_id: &str,
) -> Result<(&'a UsePlace, &'a SolarPanel), MockError> {
    let user = BadRequest::user_id(user)?;
    let place = own_place(data, user, location_id)?;
    let panel = links
        .iter()
        .filter(|(_, places)| places.contains(location_id))
        .find_map(|(panel_id, _)| own_panel(data, user, panel_id).ok())
        .ok_or_else(MockError::no_such_resource)?;
    Ok((place, panel))
}

/// Production by day of a month, the days up to today (Helsinki).
pub fn monthly_production(
    panel: &SolarPanel,
    location_id: &str,
    year: i32,
    month: u32,
    today: NaiveDate,
) -> MonthlyProduction {
    let days: Vec<DailyProduction> = days_of_month(year, month)
        .into_iter()
        .filter(|d| *d <= today)
        .map(|date| DailyProduction {
            date: date.to_string(),
            energy: round(day_kwh(panel, date), 3),
        })
        .collect();
    MonthlyProduction {
        panel_id: panel.panel_id.clone(),
        location_id: location_id.to_owned(),
        year,
        month,
        unit: "kWh".to_owned(),
        total: round(days.iter().map(|d| d.energy).sum(), 3),
        days,
    }
}

/// #61: production by day (year and month default to the current Helsinki month), at a place
/// the panel is linked to.
async fn production(
    state: Data,
    path: web::Path<(String, String, String)>,
    request: HttpRequest,
) -> Answer {
    let params = Params::<BadRequest>::of(&request)?;
    let today = crate::dataset::calendar::today();
    let year = params.year_opt()?.unwrap_or(today.year());
    let month = params.month_opt()?.unwrap_or(today.month());
    let data = state.data();
    let (panel, place) = panel_and_place(&data, BadRequest::user_id(&path.0)?, &path.1, &path.2)?;
    if !is_linked(&state.links(), &panel.panel_id, &place.location_identifier) {
        return Err(MockError::no_such_resource());
    }
    Ok(HttpResponse::Ok().json(monthly_production(
        panel,
        &place.location_identifier,
        year,
        month,
        today,
    )))
}

/// What a year's kWh equal in everyday use.
pub fn savings(year_kwh: f64) -> SolarSavings {
    SolarSavings {
        tv_hours: round(year_kwh / 0.1, 0),
        sauna_heatings: round(year_kwh / 8.0, 0),
        washing_machine_runs: round(year_kwh / 0.9, 0),
        electric_car_km: round(year_kwh / 0.18, 0),
    }
}

/// #62: the plant's details.
async fn panel_details(state: Data, panel_id: web::Path<String>) -> Answer {
    let data = state.data();
    let panel = data
        .places
        .iter()
        .filter_map(|p| p.solar_panel.as_ref())
        .find(|p| p.panel_id == *panel_id)
        .ok_or_else(MockError::no_such_resource)?;
    let today = crate::dataset::calendar::today();
    let year: f64 = (1..=365)
        .map(|back| day_kwh(panel, today - Duration::days(back)))
        .sum();
    Ok(HttpResponse::Ok().json(PanelDetails {
        panel_id: panel.panel_id.clone(),
        plant_name: panel.name.clone(),
        latitude: panel.latitude,
        longitude: panel.longitude,
        energy_last12_months: kwh(year),
        savings: savings(year),
        panels: vec![PanelGroup {
            count: panel.panel_count,
            power: panel.panel_power_w,
            tilt: panel.tilt_deg,
            azimuth: panel.azimuth_deg,
        }],
        inverters: vec![Inverter {
            nominal_power: panel.inverter_nominal_power_kw,
            commission_date: panel.inverter_commission_date.clone(),
            model: panel.inverter_model.clone(),
            serial_number: panel.inverter_serial.clone(),
        }],
        linked_location_ids: state
            .links()
            .get(&panel.panel_id)
            .map(|places| places.iter().cloned().collect())
            .unwrap_or_default(),
    }))
}

/// #58 PUT …/panel/{panelId}/link/{locationId} (no body, A11): 204; 409 `AlreadyLinked` when
/// the pair is linked already.
async fn link(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let (panel, place) = panel_and_place(&data, BadRequest::user_id(&path.0)?, &path.1, &path.2)?;
    let mut links = state.links_mut();
    let places = links.entry(panel.panel_id.clone()).or_default();
    if !places.insert(place.location_identifier.clone()) {
        return Err(MockError::conflict(
            "AlreadyLinked",
            "the panel is already linked to the place",
        ));
    }
    Ok(HttpResponse::NoContent().finish())
}

/// #59 PUT …/panel/{panelId}/unlink/{locationId} (no body): 204; 409 `NotLinked` when the pair
/// is not linked.
async fn unlink(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let (panel, place) = panel_and_place(&data, BadRequest::user_id(&path.0)?, &path.1, &path.2)?;
    let mut links = state.links_mut();
    let removed = links
        .get_mut(&panel.panel_id)
        .is_some_and(|places| places.remove(&place.location_identifier));
    if !removed {
        return Err(MockError::conflict(
            "NotLinked",
            "the panel is not linked to the place",
        ));
    }
    Ok(HttpResponse::NoContent().finish())
}

/// #60 POST findLink (A27): whether the user's panel is linked to the user's place.
async fn find_link(state: Data, body: web::Json<FindLinkRequest>) -> Answer {
    let data = state.data();
    let (panel, place) = panel_and_place(&data, body.user_id, &body.panel_id, &body.location_id)?;
    Ok(HttpResponse::Ok().json(PanelLink {
        linked: is_linked(&state.links(), &panel.panel_id, &place.location_identifier),
    }))
}

/// #170: live info of the panel linked to the place.
async fn live(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (_, panel) = place_with_panel(&data, &state.links(), &path.0, &path.1)?;
    let now = crate::dataset::calendar::now();
    let current = slot_of(now);
    let slots: Vec<_> = (0..96).rev().map(|back| current - QUARTER * back).collect();
    let power_points = slots
        .iter()
        .map(|slot| PowerPoint {
            time: slot
                .with_timezone(&TIME_ZONE)
                .to_rfc3339_opts(SecondsFormat::Secs, false),
            power: round(quarter_kwh(panel, *slot) * 4.0, 3),
        })
        .collect();
    let energy: f64 = slots.iter().map(|slot| quarter_kwh(panel, *slot)).sum();
    Ok(HttpResponse::Ok().json(LiveSolar {
        panel_id: panel.panel_id.clone(),
        energy_last24_hours: kwh(energy),
        power_now: Quantity {
            value: round(power_kw(panel, now), 3),
            unit: "kW".to_owned(),
        },
        power_points,
    }))
}

/// Solar's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        let panel = "/v2/production/solar/user/{userId}/panel/{panelId}";
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .app_data(json_config())
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .route(
                        &format!("{panel}/location/{{locationId}}"),
                        web::get().to(production),
                    )
                    .route(&format!("{panel}/link/{{locationId}}"), web::put().to(link))
                    .route(
                        &format!("{panel}/unlink/{{locationId}}"),
                        web::put().to(unlink),
                    )
                    .route("/v2/production/solar/findLink", web::post().to(find_link))
                    .route(
                        "/v2/production/solar/panel/{panelId}",
                        web::get().to(panel_details),
                    )
                    .route(
                        "/v1/solar/user/{userId}/location/{locationId}/energy",
                        web::get().to(live),
                    ),
            );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_month_lists_days_up_to_today_and_sums_them() {
        let data = Dataset::demo();
        let panel = data.place("KP100103").unwrap().solar_panel.clone().unwrap();
        let today = NaiveDate::from_ymd_opt(2026, 6, 10).unwrap();
        let june = monthly_production(&panel, "KP100103", 2026, 6, today);
        assert_eq!(june.days.len(), 10);
        let sum: f64 = june.days.iter().map(|d| d.energy).sum();
        assert!((june.total - sum).abs() < 0.01);
        let may = monthly_production(&panel, "KP100103", 2026, 5, today);
        assert_eq!(may.days.len(), 31);
        assert!(monthly_production(&panel, "KP100103", 2026, 7, today)
            .days
            .is_empty());
    }
}
