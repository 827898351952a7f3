//! The messaging mock. Contract: `openapi/upstreams/messaging.yaml`; types and client:
//! `upstream_clients::messaging`. Its paths mirror the gateway rows it serves, without `/api`.
//! Like every upstream it checks the bearer token, not ownership: it answers for the user and
//! place in the path, 404 when the place is unknown or not visible to that user.

use std::sync::{Arc, RwLock, RwLockReadGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::crm::{
    DistrictHeatingDisruptionAlert, ElectricityConsumptionAlert, EnergyPriceAlert,
    EnergyPriceReport, PriceUnit, UtilityType, VatMode,
};
use upstream_clients::messaging::{
    DisruptionElectricityAlert, DistrictHeatingAlert, DistrictHeatingBulkAlert, Message,
    MessageBox, MessagePage, Notification, NotificationKind, NotificationList, PopupList,
    WeightedConsumptionAlert,
};

use super::auth::require_access_token;
use super::clock::{instant_from, today};
use super::params::{self, not_found, respond, Answer, Query};
use super::tokens::Tokens;
use crate::dataset::messages::DemoMessage;
use crate::dataset::notifications::NoticeKind;
use crate::dataset::{Dataset, PlaceOwner, PortalUser, RepresentationStatus, UsePlace};

/// The messaging mock's state: a copy of the dataset, so writes stay in memory.
pub(crate) struct Messaging {
    data: RwLock<Dataset>,
    tokens: Arc<Tokens>,
}

impl Messaging {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Messaging {
            data: RwLock::new(dataset.clone()),
            tokens,
        }
    }

    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Messaging>;

/// Page size when `count` is not given (spec §9 page size).
pub(crate) const DEFAULT_PAGE_SIZE: u32 = 20;
/// Largest page a caller may ask for.
pub(crate) const MAX_PAGE_SIZE: u32 = 100;

/// Push window of the electricity disruption alert's new channels (spec §9: 07:00–23:00).
pub(crate) const DEFAULT_PUSH_WINDOW: (u8, u8, u8, u8) = (7, 0, 23, 0);

fn electricity_place<'d>(data: &'d Dataset, path: &(String, String)) -> Answer<&'d UsePlace> {
    let (_, place) = params::user_place(data, &path.0, &path.1)?;
    if place.utility_type == UtilityType::Electricity {
        Ok(place)
    } else {
        Err(not_found("electricity alert for this location"))
    }
}

fn wire_message(message: &DemoMessage, today: NaiveDate) -> Message {
    Message {
        message_id: message.message_id.clone(),
        message_box: message.message_box,
        kind: message.kind.clone(),
        title: message.title.clone(),
        body: message.body.clone(),
        sent: instant_from(
            today,
            -i64::from(message.days_ago),
            message.sent_at.0,
            message.sent_at.1,
        ),
        seen: message.seen,
        location_identifier: message.location_identifier.clone(),
    }
}

/// One page of a user's box, newest first; `type` filters by message type.
pub(crate) fn message_page(
    data: &Dataset,
    user_id: u64,
    message_box: MessageBox,
    query: &Query,
    today: NaiveDate,
) -> Answer<MessagePage> {
    let offset = params::number(query, "offset", 0, u32::MAX)?.unwrap_or(0);
    let count = params::number(query, "count", 1, MAX_PAGE_SIZE)?.unwrap_or(DEFAULT_PAGE_SIZE);
    let kind = query.get("type");
    let mut in_box: Vec<&DemoMessage> = data
        .messages
        .iter()
        .filter(|m| m.user_id == user_id && m.message_box == message_box)
        .collect();
    in_box.sort_by_key(|m| (m.days_ago, std::cmp::Reverse(m.sent_at)));
    let unread_count = in_box.iter().filter(|m| !m.seen).count() as u32;
    let matching: Vec<&DemoMessage> = in_box
        .into_iter()
        .filter(|m| kind.is_none_or(|k| &m.kind == k))
        .collect();
    Ok(MessagePage {
        message_box,
        offset,
        count,
        total: matching.len() as u32,
        unread_count,
        messages: matching
            .into_iter()
            .skip(offset as usize)
            .take(count as usize)
            .map(|m| wire_message(m, today))
            .collect(),
    })
}

fn messages_handler(
    message_box: MessageBox,
) -> impl Fn(Data, web::Path<String>, Query) -> std::future::Ready<HttpResponse> + Clone {
    move |state: Data, user_id: web::Path<String>, query: Query| {
        let data = state.data();
        std::future::ready(respond(params::user(&data, &user_id).and_then(|user| {
            message_page(&data, user.priwatti_user_id, message_box, &query, today())
        })))
    }
}

fn weighted_alert(place: &UsePlace, plus: bool) -> WeightedConsumptionAlert {
    let stored = if plus {
        &place.weighted_consumption_plus_alert
    } else {
        &place.weighted_consumption_alert
    };
    stored.clone().unwrap_or_else(|| WeightedConsumptionAlert {
        location_identifier: place.location_identifier.clone(),
        active: false,
        threshold_value: None,
        vat: place.vat,
        includes_margin: plus,
        email_notifications: false,
        push_notifications: false,
    })
}

async fn weighted_consumption_plus(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(electricity_place(&data, &path).map(|place| weighted_alert(place, true)))
}

async fn weighted_consumption(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(electricity_place(&data, &path).map(|place| weighted_alert(place, false)))
}

async fn consumption_alert(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(electricity_place(&data, &path).map(|place| {
        place
            .consumption_alert
            .clone()
            .unwrap_or(ElectricityConsumptionAlert {
                bottom_threshold_value: None,
                top_threshold_value: None,
            })
    }))
}

pub(crate) fn disruption_alert(place: &UsePlace) -> DisruptionElectricityAlert {
    let (phone_settings, email_settings) = place
        .disruption_alert
        .clone()
        .map(|a| (a.phone_settings, a.email_settings))
        .unwrap_or_default();
    let (start_hour, start_min, end_hour, end_min) = DEFAULT_PUSH_WINDOW;
    DisruptionElectricityAlert {
        location_identifier: place.location_identifier.clone(),
        active: phone_settings
            .iter()
            .chain(&email_settings)
            .any(|c| c.active),
        phone_settings,
        email_settings,
        default_push_start_hour: start_hour,
        default_push_start_min: start_min,
        default_push_end_hour: end_hour,
        default_push_end_min: end_min,
    }
}

async fn disruption_electricity(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(electricity_place(&data, &path).map(disruption_alert))
}

fn district_heating_alert(place: &UsePlace) -> DistrictHeatingAlert {
    let (start_hour, start_min, end_hour, end_min) = DEFAULT_PUSH_WINDOW;
    let settings = place
        .district_heating_alert
        .clone()
        .unwrap_or(DistrictHeatingDisruptionAlert {
            email: false,
            sms: false,
            email_address: None,
            mobile_number: None,
            push_start_hour: start_hour,
            push_start_min: start_min,
            push_end_hour: end_hour,
            push_end_min: end_min,
        });
    DistrictHeatingAlert {
        location_identifier: place.location_identifier.clone(),
        active: settings.email || settings.sms,
        settings,
    }
}

fn district_heating_place<'d>(data: &'d Dataset, path: &(String, String)) -> Answer<&'d UsePlace> {
    let (_, place) = params::user_place(data, &path.0, &path.1)?;
    if place.utility_type == UtilityType::DistrictHeating {
        Ok(place)
    } else {
        Err(not_found("district heating alert for this location"))
    }
}

async fn district_heating(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(district_heating_place(&data, &path).map(district_heating_alert))
}

/// The place in the path first, then the same owner's other district-heating places.
async fn district_heating_bulk(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(district_heating_place(&data, &path).map(|place| {
        let others = data.places.iter().filter(|p| {
            p.owner == place.owner
                && p.utility_type == UtilityType::DistrictHeating
                && p.location_identifier != place.location_identifier
        });
        let mut owner_order: Vec<&UsePlace> = others.collect();
        owner_order.sort_by_key(|p| p.order);
        DistrictHeatingBulkAlert {
            items: std::iter::once(place)
                .chain(owner_order)
                .map(district_heating_alert)
                .collect(),
        }
    }))
}

async fn energy_price_report(state: Data, user_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(|user| {
        user.energy_price_report
            .clone()
            .unwrap_or_else(|| EnergyPriceReport {
                id: format!("EPR-{}", user.priwatti_user_id),
                active: false,
                email_notifications: false,
                push_notifications: false,
                unit: PriceUnit::Kwh,
                vat: VatMode::Vat24,
            })
    }))
}

async fn energy_price_alert(state: Data, user_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(|user| {
        user.energy_price_alert
            .clone()
            .unwrap_or_else(|| EnergyPriceAlert {
                id: format!("EPA-{}", user.priwatti_user_id),
                active: false,
                threshold_value: None,
                bottom_threshold_value: None,
            })
    }))
}

/// `utilityType`: ALL (or absent) for every popup, else ELECTRICITY, DISTRICT_HEATING or
/// MICROGENERATION.
async fn popups(state: Data, query: Query) -> HttpResponse {
    let data = state.data();
    let utility = params::one_of(
        &query,
        "utilityType",
        &[
            ("ALL", None),
            ("ELECTRICITY", Some(UtilityType::Electricity)),
            ("DISTRICT_HEATING", Some(UtilityType::DistrictHeating)),
            ("MICROGENERATION", Some(UtilityType::Microgeneration)),
        ],
    );
    respond(utility.map(|utility| {
        PopupList {
            popups: data
                .popups
                .iter()
                .filter(|p| utility.flatten().is_none_or(|u| p.utility_type == u))
                .cloned()
                .collect(),
        }
    }))
}

fn stored_notices(
    data: &Dataset,
    place: &UsePlace,
    kind: NoticeKind,
    today: NaiveDate,
) -> Vec<Notification> {
    data.notices
        .iter()
        .filter(|n| n.location_identifier == place.location_identifier && n.kind == kind)
        .map(|n| Notification {
            id: n.id.clone(),
            kind: match n.kind {
                NoticeKind::Timed => NotificationKind::Timed,
                NoticeKind::Disruption => NotificationKind::Disruption,
            },
            location_identifier: n.location_identifier.clone(),
            title: n.title.clone(),
            body: n.body.clone(),
            start_time: Some(instant_from(today, n.start.0, n.start.1, 0)),
            end_time: Some(instant_from(today, n.end.0, n.end.1, 0)),
        })
        .collect()
}

/// Read-right notices: the viewer sees a grantor's place, or the owner has shared the place.
fn representative_notices(
    data: &Dataset,
    viewer: &PortalUser,
    place: &UsePlace,
) -> Vec<Notification> {
    let name_of = |id: u64| {
        data.user(id)
            .map_or_else(|| id.to_string(), |u| u.name.clone())
    };
    let notice = |id: String, title: &str, body: String| Notification {
        id,
        kind: NotificationKind::Representative,
        location_identifier: place.location_identifier.clone(),
        title: title.to_owned(),
        body,
        start_time: None,
        end_time: None,
    };
    let PlaceOwner::User(owner) = place.owner else {
        return Vec::new();
    };
    data.active_read_rights_of(viewer.priwatti_user_id)
        .into_iter()
        .chain(data.representations.iter().filter(|r| {
            r.status == RepresentationStatus::Active && r.grantor_user_id == viewer.priwatti_user_id
        }))
        .filter(|r| {
            r.grantor_user_id == owner
                && r.location_identifiers.contains(&place.location_identifier)
        })
        .map(|r| {
            if owner == viewer.priwatti_user_id {
                let to = r
                    .representative_user_id
                    .map_or_else(|| r.representative_email.clone(), name_of);
                notice(
                    format!("NTF-R-{}-{}", r.id, place.location_identifier),
                    "Kohde on jaettu",
                    format!("Olet antanut lukuoikeuden tähän kohteeseen: {to}."),
                )
            } else {
                notice(
                    format!("NTF-R-{}-{}", r.id, place.location_identifier),
                    "Katselet toisen käyttäjän kohdetta",
                    format!(
                        "Katselet käyttäjän {} kohdetta lukuoikeudella. Tietoja ei voi muuttaa.",
                        name_of(owner)
                    ),
                )
            }
        })
        .collect()
}

fn notifications_of(
    kind: NotificationKind,
) -> impl Fn(Data, web::Path<(String, String)>) -> std::future::Ready<HttpResponse> + Clone {
    move |state: Data, path: web::Path<(String, String)>| {
        let data = state.data();
        let answer =
            params::user_place(&data, &path.0, &path.1).map(|(viewer, place)| NotificationList {
                notifications: match kind {
                    NotificationKind::Timed => {
                        stored_notices(&data, place, NoticeKind::Timed, today())
                    }
                    NotificationKind::Disruption => {
                        stored_notices(&data, place, NoticeKind::Disruption, today())
                    }
                    NotificationKind::Representative => {
                        representative_notices(&data, viewer, place)
                    }
                },
            });
        std::future::ready(respond(answer))
    }
}

/// Messaging's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        let location = "/user/{userId}/location/{locationId}";
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .route(
                        "/v2/messages/user/{userId}",
                        web::get().to(messages_handler(MessageBox::General)),
                    )
                    .route(
                        "/v2/messages/info/user/{userId}",
                        web::get().to(messages_handler(MessageBox::Info)),
                    )
                    .route(
                        "/v2/messages/alert/user/{userId}",
                        web::get().to(messages_handler(MessageBox::Alert)),
                    )
                    .route(
                        &format!("/v2/alerts/weightedConsumptionPlus{location}"),
                        web::get().to(weighted_consumption_plus),
                    )
                    .route(
                        &format!("/v2/alerts/weightedConsumption{location}"),
                        web::get().to(weighted_consumption),
                    )
                    .route(
                        &format!("/v2/alerts/consumption{location}"),
                        web::get().to(consumption_alert),
                    )
                    .route(
                        &format!("/v2/alerts/disruptionelectricity{location}"),
                        web::get().to(disruption_electricity),
                    )
                    .route(
                        &format!("/v2/alerts/districtheating{location}"),
                        web::get().to(district_heating),
                    )
                    .route(
                        &format!("/v2/alerts/districtheating{location}/bulk"),
                        web::get().to(district_heating_bulk),
                    )
                    .route(
                        "/v2/alerts/energypricereport/{userId}",
                        web::get().to(energy_price_report),
                    )
                    .route(
                        "/v2/alerts/energyprice/{userId}",
                        web::get().to(energy_price_alert),
                    )
                    .route("/popup/v1", web::get().to(popups))
                    .route(
                        &format!("/notification/v1{location}/timed"),
                        web::get().to(notifications_of(NotificationKind::Timed)),
                    )
                    .route(
                        &format!("/notification/v1{location}/representative"),
                        web::get().to(notifications_of(NotificationKind::Representative)),
                    )
                    .route(
                        &format!("/notification/v1{location}/disruption"),
                        web::get().to(notifications_of(NotificationKind::Disruption)),
                    ),
            );
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::dataset::user_ids;

    fn query(pairs: &[(&str, &str)]) -> Query {
        web::Query(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect::<HashMap<_, _>>(),
        )
    }

    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 15).unwrap()
    }

    #[test]
    fn the_general_box_unseen_count_is_the_users_unread_messages() {
        let data = Dataset::demo();
        for user in data.users.iter().filter(|u| !u.staff) {
            let page = message_page(
                data,
                user.priwatti_user_id,
                MessageBox::General,
                &query(&[]),
                day(),
            )
            .unwrap();
            assert_eq!(page.unread_count, user.unread_messages, "{}", user.name);
        }
    }

    #[test]
    fn pages_are_newest_first_and_cover_the_box_once() {
        let data = Dataset::demo();
        let all = message_page(
            data,
            user_ids::KULUTTAJA,
            MessageBox::General,
            &query(&[]),
            day(),
        )
        .unwrap();
        let first = message_page(
            data,
            user_ids::KULUTTAJA,
            MessageBox::General,
            &query(&[("count", "4")]),
            day(),
        )
        .unwrap();
        let second = message_page(
            data,
            user_ids::KULUTTAJA,
            MessageBox::General,
            &query(&[("offset", "4"), ("count", "4")]),
            day(),
        )
        .unwrap();
        let paged: Vec<Message> = first.messages.into_iter().chain(second.messages).collect();
        assert_eq!(paged, all.messages);
        let sent: Vec<&str> = all.messages.iter().map(|m| m.sent.as_str()).collect();
        let mut sorted = sent.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(sent, sorted);
    }

    #[test]
    fn a_count_of_zero_or_a_word_is_a_bad_parameter() {
        let data = Dataset::demo();
        for bad in [
            ("count", "0"),
            ("count", "x"),
            ("offset", "-1"),
            ("count", "101"),
        ] {
            assert!(message_page(
                data,
                user_ids::KULUTTAJA,
                MessageBox::Info,
                &query(&[bad]),
                day()
            )
            .is_err());
        }
    }

    #[test]
    fn a_place_without_a_disruption_alert_gets_the_inactive_default_window() {
        let place = Dataset::demo().place("KP100104").unwrap();
        let alert = disruption_alert(place);
        assert!(!alert.active);
        assert!(alert.phone_settings.is_empty() && alert.email_settings.is_empty());
        assert_eq!(
            (alert.default_push_start_hour, alert.default_push_end_hour),
            (7, 23)
        );
    }
}
