//! crm's writes (issue 5, `/work/issue5-contract.md`). Each changes crm's in-memory state under
//! one write lock, so the matching reads show it: user and account writes in [`profile`], place
//! writes in [`places`], read rights in [`representations`], feedback and fault reports in
//! [`feedback`], a B2B company's users and customerships in [`usermanagement`]. Like the reads, crm trusts the gateway for ownership and validation; it still
//! answers 404 for ids it does not know, 409 for state conflicts, and 400 for undecodable JSON
//! (the server's JSON config).

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse, Scope};
use serde::Serialize;

use super::state::CrmState;
use crate::dataset::PortalUser;
use crate::mocks::error_response;
use crate::mocks::params::{self, respond};

mod feedback;
mod places;
mod profile;
mod representations;
mod usermanagement;

/// The error body that refuses a write; boxed because a response is large and travels through
/// every `?` of the checks.
type MockError = Box<HttpResponse>;

/// A write's answer, or the error body that refuses it (so the checks can use `?`).
type Outcome = Result<HttpResponse, MockError>;

fn finish(outcome: Outcome) -> HttpResponse {
    outcome.unwrap_or_else(|refusal| *refusal)
}

fn ok<T: Serialize>(body: T) -> Outcome {
    Ok(HttpResponse::Ok().json(body))
}

fn no_content() -> Outcome {
    Ok(HttpResponse::NoContent().finish())
}

fn conflict(code: &str, message: &str) -> MockError {
    Box::new(error_response(StatusCode::CONFLICT, code, message))
}

fn not_found(what: &str) -> MockError {
    Box::new(respond::<()>(Err(params::not_found(what))))
}

/// The id of the user a path names: 400 when not a number, 404 when unknown.
fn user_id(state: &CrmState, raw: &str) -> Result<u64, MockError> {
    params::user(state, raw)
        .map(|user| user.priwatti_user_id)
        .map_err(|refusal| Box::new(respond::<()>(Err(refusal))))
}

/// The user a path names, to change.
fn user_mut<'s>(state: &'s mut CrmState, raw: &str) -> Result<&'s mut PortalUser, MockError> {
    let id = user_id(state, raw)?;
    state
        .users
        .iter_mut()
        .find(|u| u.priwatti_user_id == id)
        .ok_or_else(|| not_found("user"))
}

/// Adds the writes to `scope` (bearer-checked by the caller). A write may share its path with a
/// read (#142/#143, #191/#192): actix tells them apart by the method.
pub(super) fn write_routes(scope: Scope) -> Scope {
    let place = "/v2/servicelocation/user/{userId}";
    let scope = scope
        .route(
            &format!("{place}/followupoffer/accept/{{leadId}}"),
            web::put().to(places::accept_follow_up_offer),
        )
        .route(
            "/v3/user/strongauth/{uuid}",
            web::post().to(profile::strong_auth),
        )
        .route("/v3/user/register", web::post().to(profile::register))
        .route(
            "/v2/user/{userId}/setProperty",
            web::post().to(profile::set_property),
        )
        .route(
            "/v2/user/{userId}/setEmailSubscription",
            web::post().to(profile::set_email_subscription),
        )
        .route(
            "/v2/user/{userId}/changeEmailAddress",
            web::post().to(profile::change_email_address),
        )
        .route("/v2/user/{userId}", web::delete().to(profile::delete_user))
        .route(
            "/customerships/v1/user/{userId}",
            web::patch().to(profile::update_customerships),
        )
        .route(
            &format!("{place}/setContentOrder"),
            web::post().to(places::set_content_order),
        )
        .route(&format!("{place}/name"), web::post().to(places::name_place))
        .route(
            &format!("{place}/move"),
            web::post().to(places::move_request),
        )
        .route(
            "/v2/representative/user/{userId}/create",
            web::post().to(representations::create),
        )
        .route(
            "/v2/representative/user/{userId}/remove",
            web::post().to(representations::remove),
        )
        .route(
            "/v2/representative/activate",
            web::post().to(representations::activate),
        )
        .route(
            "/v2/feedback/servicerequest/{userId}",
            web::post().to(feedback::service_request),
        )
        .route(
            "/v2/feedback/reportfault/{userId}",
            web::post().to(feedback::report_fault),
        )
        .route(
            "/v2/feedback/errorfeedback",
            web::post().to(feedback::error_feedback),
        )
        .route(
            "/v2/feedback/appfeedback/{userId}",
            web::post().to(feedback::app_feedback),
        );
    usermanagement::routes(scope)
}
