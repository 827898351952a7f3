//! The messaging mock. Contract: `openapi/upstreams/messaging.yaml`; types and client:
//! `upstream_clients::messaging`. Its paths mirror the gateway rows it serves, without `/api`.
//! Like every upstream it checks the bearer token, not ownership: it answers for the user and
//! place in the path, 404 when the place is unknown or not visible to that user.
//!
//! One module per part of the system: [`boxes`] (message boxes and their seen flags),
//! [`alerts`] (alert and report subscriptions), [`notices`] (popups and use-place
//! notifications), [`push`] (device push tokens) and [`chat`] (customer-service chat).

mod alerts;
mod boxes;
mod budget;
mod chat;
mod invitation;
mod notices;
mod push;
mod staff;

use std::borrow::Cow;
use std::sync::{Arc, Mutex, MutexGuard, RwLock, RwLockReadGuard, RwLockWriteGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpMessage as _, HttpRequest};
use upstream_clients::crm::UtilityType;
use upstream_clients::identity::AccessClaims;
use upstream_clients::messaging::MessageBox;

use super::auth::require_access_token;
use super::body::json_config;
use super::outbox::Outbox;
use super::params::{self, not_found, Answer};
use super::tokens::Tokens;
use super::unread::UnreadCounts;
use crate::dataset::{Dataset, PlaceOwner, UsePlace};
pub(crate) use budget::BudgetAlert;
pub(crate) use invitation::InvitationNotice;

/// The messaging mock's state: a copy of the dataset, so writes stay in memory, and the two
/// stores the dataset has no place for.
pub(crate) struct Messaging {
    data: RwLock<Dataset>,
    push_tokens: Mutex<push::PushTokens>,
    chats: Mutex<chat::Chats>,
    /// Messages from staff and the background processes sending them.
    processes: Mutex<staff::Processes>,
    tokens: Arc<Tokens>,
    /// Where the unread counts go for crm's user content (#116).
    unread: UnreadCounts,
    /// Where customer service's chat answers are "e-mailed"; shared with identity and crm.
    outbox: Outbox,
}

impl Messaging {
    pub(crate) fn new(
        dataset: &Dataset,
        tokens: Arc<Tokens>,
        unread: UnreadCounts,
        outbox: Outbox,
    ) -> Self {
        Messaging {
            data: RwLock::new(dataset.clone()),
            push_tokens: Mutex::default(),
            chats: Mutex::default(),
            processes: Mutex::default(),
            tokens,
            unread,
            outbox,
        }
    }

    /// Back to the dataset: no push tokens, no chats, the dataset's unread counts.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data_mut() = dataset.clone();
        *self.push_tokens() = push::PushTokens::default();
        *self.chats() = chat::Chats::default();
        self.processes().reset();
        self.unread.clear();
    }

    // A handler that panicked while holding a lock left no half-done write worth refusing
    // every later request for: each write changes its state in one step.
    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }

    fn data_mut(&self) -> RwLockWriteGuard<'_, Dataset> {
        self.data.write().unwrap_or_else(|e| e.into_inner())
    }

    fn push_tokens(&self) -> MutexGuard<'_, push::PushTokens> {
        self.push_tokens.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn chats(&self) -> MutexGuard<'_, chat::Chats> {
        self.chats.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn processes(&self) -> MutexGuard<'_, staff::Processes> {
        self.processes.lock().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Messaging>;
/// `{userId}` and `{locationId}` of a place row.
type PlacePath = web::Path<(String, String)>;

/// The identity subject of the caller's bearer token (the auth middleware has checked it).
fn caller_subject(request: &HttpRequest) -> Option<String> {
    request
        .extensions()
        .get::<AccessClaims>()
        .map(|claims| claims.sub.clone())
}

/// A59: the alert settings of a place are its viewer's own. The owner's live on the place; a
/// read-right holder's on a copy of the place kept for them, which starts with no alerts. So a
/// grantee never sees the owner's phone numbers and addresses, nor changes the owner's settings.
fn settings_view<'d>(data: &'d Dataset, user_id: u64, place: &'d UsePlace) -> Cow<'d, UsePlace> {
    if place.owner == PlaceOwner::User(user_id) {
        return Cow::Borrowed(place);
    }
    match data
        .personal_alert_settings
        .get(&(user_id, place.location_identifier.clone()))
    {
        Some(own) => Cow::Borrowed(own),
        None => Cow::Owned(UsePlace {
            consumption_alert: None,
            disruption_alert: None,
            district_heating_alert: None,
            weighted_consumption_alert: None,
            weighted_consumption_plus_alert: None,
            ..place.clone()
        }),
    }
}

/// The place whose alert fields hold `user_id`'s settings, for a write (see [`settings_view`]).
fn settings_mut<'d>(
    data: &'d mut Dataset,
    user_id: u64,
    location: &str,
) -> Answer<&'d mut UsePlace> {
    let place = data
        .places
        .iter()
        .position(|p| p.location_identifier == location)
        .ok_or_else(|| not_found("location"))?;
    if data.places[place].owner == PlaceOwner::User(user_id) {
        return Ok(&mut data.places[place]);
    }
    let view = settings_view(data, user_id, &data.places[place]).into_owned();
    Ok(data
        .personal_alert_settings
        .entry((user_id, location.to_owned()))
        .or_insert(view))
}

/// The path's place as its user sees its alerts, if it has the utility.
fn alert_place<'d>(
    data: &'d Dataset,
    path: &(String, String),
    utility: UtilityType,
    what: &'static str,
) -> Answer<(u64, Cow<'d, UsePlace>)> {
    let (user, place) = params::user_place(data, &path.0, &path.1)?;
    if place.utility_type == utility {
        let id = user.priwatti_user_id;
        Ok((id, settings_view(data, id, place)))
    } else {
        Err(not_found(what))
    }
}

fn electricity_place<'d>(
    data: &'d Dataset,
    path: &(String, String),
) -> Answer<(u64, Cow<'d, UsePlace>)> {
    alert_place(
        data,
        path,
        UtilityType::Electricity,
        "electricity alert for this location",
    )
}

fn district_heating_place<'d>(
    data: &'d Dataset,
    path: &(String, String),
) -> Answer<(u64, Cow<'d, UsePlace>)> {
    alert_place(
        data,
        path,
        UtilityType::DistrictHeating,
        "district heating alert for this location",
    )
}

/// Messaging's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        let location = "/user/{userId}/location/{locationId}";
        // (path, box it lists, boxes its markAllAsRead marks): #65 on the general box's path
        // marks every box (the spec's "messages/user/{id}/markAllAsRead" names no box).
        let boxes = [
            ("/v2/messages/user/{userId}", MessageBox::General, None),
            (
                "/v2/messages/info/user/{userId}",
                MessageBox::Info,
                Some(MessageBox::Info),
            ),
            (
                "/v2/messages/alert/user/{userId}",
                MessageBox::Alert,
                Some(MessageBox::Alert),
            ),
        ];
        let mut scope = web::scope("").wrap(from_fn(require_access_token));
        for (path, listed, marked) in boxes {
            scope = scope
                .route(path, web::get().to(boxes::messages_handler(listed)))
                .route(
                    &format!("{path}/markAllAsRead"),
                    web::put().to(boxes::mark_all_as_read(marked)),
                );
        }
        scope = scope
            .route(
                "/v2/messages/seen/{messageId}",
                web::put().to(boxes::set_seen),
            )
            .route(
                "/v1/messages/{messageId}/recipient",
                web::get().to(boxes::recipient),
            );
        let alert_path = |segment: &str| format!("/v2/alerts/{segment}{location}");
        scope = scope
            .service(
                web::resource(alert_path("weightedConsumptionPlus"))
                    .route(web::get().to(alerts::get_weighted(true)))
                    .route(web::put().to(alerts::put_weighted(true))),
            )
            .service(
                web::resource(alert_path("weightedConsumption"))
                    .route(web::get().to(alerts::get_weighted(false)))
                    .route(web::put().to(alerts::put_weighted(false))),
            )
            .service(
                web::resource(alert_path("consumption"))
                    .route(web::get().to(alerts::get_consumption))
                    .route(web::put().to(alerts::put_consumption)),
            )
            .service(
                web::resource(alert_path("disruptionelectricity"))
                    .route(web::get().to(alerts::get_disruption))
                    .route(web::put().to(alerts::put_disruption)),
            )
            .service(
                web::resource(alert_path("districtheating"))
                    .route(web::get().to(alerts::get_district_heating))
                    .route(web::put().to(alerts::put_district_heating)),
            )
            .service(
                web::resource(format!("{}/bulk", alert_path("districtheating")))
                    .route(web::get().to(alerts::district_heating_bulk))
                    .route(web::put().to(alerts::put_district_heating_bulk)),
            )
            .service(
                web::resource("/v2/alerts/energypricereport/{userId}")
                    .route(web::get().to(alerts::get_energy_price_report))
                    .route(web::put().to(alerts::put_energy_price_report)),
            )
            .service(
                web::resource("/v2/alerts/energyprice/{userId}")
                    .route(web::get().to(alerts::get_energy_price_alert))
                    .route(web::put().to(alerts::put_energy_price_alert)),
            )
            .configure(notices::routes)
            .configure(push::routes)
            .configure(chat::routes)
            .configure(staff::routes);
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .app_data(json_config())
            .service(scope);
    }
}
