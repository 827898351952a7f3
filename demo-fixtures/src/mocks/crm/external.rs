//! The External API's place (#233, #234, A58): one use place by its locationReferenceId, for
//! the bearer's portal user, who must own it or have it assigned in their company; 404
//! otherwise. #234 renames it: the company's name for the place, the `name` its lists show.

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{ListLocation, PlaceNameRequest};
use upstream_clients::identity::AccessClaims;

use super::company::{list_location, member};
use super::state::CrmState;
use super::Data;
use crate::dataset::PlaceOwner;
use crate::mocks::params::{self, respond, Answer};

/// The index of the place `reference` among the state's places, if the bearer may see it.
fn place_of_bearer(state: &CrmState, claims: &AccessClaims, reference: &str) -> Answer<usize> {
    let user = state
        .account_by_subject(&claims.sub)
        .and_then(|account| account.priwatti_user_id)
        .ok_or_else(|| params::not_found("user"))?;
    let index = state
        .places
        .iter()
        .position(|place| place.location_reference_id == reference)
        .ok_or_else(|| params::not_found("location"))?;
    let place = &state.places[index];
    let visible = match &place.owner {
        PlaceOwner::User(owner) => *owner == user,
        PlaceOwner::Company(company) => member(state, company, &user.to_string())
            .is_ok_and(|member| member.right(place).is_some()),
    };
    visible
        .then_some(index)
        .ok_or_else(|| params::not_found("location"))
}

/// #233.
async fn read(
    crm: Data,
    claims: web::ReqData<AccessClaims>,
    reference: web::Path<String>,
) -> HttpResponse {
    let state = crm.data();
    respond(
        place_of_bearer(&state, &claims, &reference)
            .map(|index| list_location(&state.places[index])),
    )
}

/// #234.
async fn rename(
    crm: Data,
    claims: web::ReqData<AccessClaims>,
    reference: web::Path<String>,
    body: web::Json<PlaceNameRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    let renamed: Answer<ListLocation> = place_of_bearer(&state, &claims, &reference).map(|index| {
        let place = &mut state.places[index];
        place.name = Some(body.name.trim().to_owned());
        list_location(place)
    });
    respond(renamed)
}

/// Adds the External API's place routes to `scope` (bearer-checked by the caller).
pub(super) fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    scope
        .route(
            "/external/v1/servicelocations/{locationRef}",
            web::get().to(read),
        )
        .route(
            "/external/v1/servicelocations/{locationRef}",
            web::put().to(rename),
        )
}
