//! Popups (#176) and use-place notifications (#177 timed, #178 representative, #179
//! disruption).

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::crm::UtilityType;
use upstream_clients::messaging::{Notification, NotificationKind, NotificationList, PopupList};

use super::super::clock::{instant_from, today};
use super::super::params::{self, respond, Query};
use super::Data;
use crate::dataset::notifications::NoticeKind;
use crate::dataset::{Dataset, PlaceOwner, PortalUser, RepresentationStatus, UsePlace};

/// `utilityType`: ALL (or absent) for every popup, else ELECTRICITY, DISTRICT_HEATING or
/// MICROGENERATION.
async fn popups(state: Data, query: Query) -> HttpResponse {
    let data = state.data();
    let utility = query.one_of(
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

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let location = "/user/{userId}/location/{locationId}";
    cfg.route("/popup/v1", web::get().to(popups))
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
        );
}
