//! Writes about the user's places: accepting a follow-up offer (#55), content order (#114), a
//! place's own name (#115) and the moving service (#238).

use actix_web::web;
use actix_web::HttpResponse;
use upstream_clients::crm::{
    FollowUpAcceptance, FollowUpStatus, LocationNameRequest, MoveRequest, MoveRequestReceipt,
    MoveRequestStatus, ServiceRequestStatus, SetContentOrderRequest,
};

use super::super::Data;
use super::{conflict, finish, no_content, not_found, ok, user_id};
use crate::dataset::service_requests::DemoServiceRequest;
use crate::dataset::PlaceOwner;

/// #55: accepts the offer `leadId` of one of the user's places. The place's follow-up is then
/// done (status off, no open offers in #56/#57); accepting an offer that is no longer open
/// answers `off`.
pub(super) async fn accept_follow_up_offer(
    crm: Data,
    path: web::Path<(String, String)>,
) -> HttpResponse {
    let (user, lead_id) = path.into_inner();
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let own: Vec<String> = state
            .places_of_user(id)
            .iter()
            .map(|p| p.location_identifier.clone())
            .collect();
        let follow_up = state
            .follow_ups
            .iter_mut()
            .find(|f| {
                own.contains(&f.location_identifier)
                    && f.offers.iter().any(|o| o.lead_id == lead_id)
            })
            .ok_or_else(|| not_found("offer"))?;
        let status = if follow_up.status == FollowUpStatus::Success {
            follow_up.status = FollowUpStatus::Off;
            FollowUpStatus::Success
        } else {
            FollowUpStatus::Off
        };
        ok(FollowUpAcceptance { status })
    })())
}

/// #114: the listed places first, in that order; every one must be in the user's content.
pub(super) async fn set_content_order(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<SetContentOrderRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let mut order: Vec<String> = Vec::new();
        for identifier in &body.order {
            if state.place_visible_to(id, identifier).is_none() {
                return Err(not_found("location"));
            }
            if !order.contains(identifier) {
                order.push(identifier.clone());
            }
        }
        state.content_order.insert(id, order);
        no_content()
    })())
}

/// #115: the name shows in user content (#116) and the location detail (#117). The owner names
/// a place (a B2B user: a place of their company); a represented place is read-only.
pub(super) async fn name_place(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<LocationNameRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let place = state
            .place_visible_to(id, &body.location_identifier)
            .ok_or_else(|| not_found("location"))?;
        if matches!(place.owner, PlaceOwner::User(owner) if owner != id) {
            return Err(conflict(
                "ReadOnlyLocation",
                "a place shared with the user cannot be renamed by them",
            ));
        }
        if let Some(place) = state
            .places
            .iter_mut()
            .find(|p| p.location_identifier == body.location_identifier)
        {
            place.name = Some(body.name.trim().to_owned());
        }
        no_content()
    })())
}

/// #238: a moving request for one of the user's own places; customer service sees it among the
/// service requests (#142, category MOVING).
pub(super) async fn move_request(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<MoveRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let owned = state
            .place(&body.location_id)
            .is_some_and(|p| p.owner == PlaceOwner::User(id));
        if !owned {
            return Err(not_found("location"));
        }
        let request_id = format!("MV-{}", state.next_serial());
        let to = &body.new_address;
        let message = format!(
            "Poismuutto {}. Muuttopäivä uuteen osoitteeseen: {}. Uusi sopimus: {}.",
            body.move_out_date,
            body.move_in_date.as_deref().unwrap_or("ei tiedossa"),
            if body.contract_wanted { "kyllä" } else { "ei" },
        );
        state.service_requests.insert(
            0,
            DemoServiceRequest {
                service_request_id: request_id.clone(),
                user_id: id,
                days_ago: 0,
                category: "MOVING".to_owned(),
                subject: format!("Muutto: {}, {} {}", to.street, to.postal_code, to.city),
                message,
                status: ServiceRequestStatus::Open,
                place_index: None,
                location_identifier: Some(body.location_id.clone()),
                reply: None,
            },
        );
        ok(MoveRequestReceipt {
            request_id,
            status: MoveRequestStatus::Received,
        })
    })())
}
