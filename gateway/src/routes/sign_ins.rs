//! A user's own sign-ins (A78, #246/#247) and staff ending all of a user's (#245): the live
//! sign-ins are the gateway's own (`session::registry`), so no upstream serves these rows.
//!
//! A sign-in is named by its handle, never by the id the cookie's state holds.

use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{DateTime, SecondsFormat};
use serde::Serialize;
use utoipa::ToSchema;

use crate::authz::Capability;
use crate::endpoint::access;
use crate::endpoint::dispatch::Handler;
use crate::endpoint::JsonReply;
use crate::endpoint::PathParams;
use crate::error::{ApiError, ApiResult, CsrfHeaderMissing, Problem, SessionExpired};
use crate::session::registry::{Account, LiveSession};
use crate::session::{self, SignedIn};
use crate::state::AppState;

use super::admin::users::{end_every_sign_in, USER_ADMINS};
use super::auth::signed_out;

/// The rows' handlers, each served where its OpenAPI annotation says.
pub fn handlers() -> Vec<Handler> {
    vec![
        Handler::documented(__path_list_sign_ins, list_sign_ins).serving_row(246),
        Handler::documented(__path_end_sign_in, end_sign_in).serving_row(247),
        Handler::documented(__path_end_user_sign_ins, end_user_sign_ins).serving_row(245),
    ]
}

/// `{sessionId}` of #247 that ends every sign-in of the caller's but this one.
const ALL_OTHERS: &str = "all";

/// One live sign-in of the caller's account.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInInfo {
    /// The sign-in's handle: the `{sessionId}` that #247 ends.
    pub session_id: String,
    /// This is the sign-in of the request.
    pub current: bool,
    /// When it signed in (RFC 3339, UTC).
    pub created_at: String,
    /// Its latest request (RFC 3339, UTC).
    pub last_seen_at: String,
    /// The browser's `User-Agent` at sign-in; empty when it sent none.
    pub user_agent: String,
    /// The address it signed in from, when known.
    pub address: Option<String>,
}

/// What #245 ended.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EndedSignIns {
    /// How many sign-ins of the user ended.
    pub ended: usize,
}

fn timestamp(epoch_seconds: u64) -> String {
    i64::try_from(epoch_seconds)
        .ok()
        .and_then(|seconds| DateTime::from_timestamp(seconds, 0))
        .unwrap_or_default()
        .to_rfc3339_opts(SecondsFormat::Secs, true)
}

impl SignInInfo {
    fn of(live: &LiveSession, current: &LiveSession) -> Self {
        SignInInfo {
            session_id: live.handle.clone(),
            current: live.id == current.id,
            created_at: timestamp(live.signed_in_at),
            last_seen_at: timestamp(live.last_seen()),
            user_agent: live.device.user_agent.clone(),
            address: live.device.address.map(|address| address.to_string()),
        }
    }
}

/// The cookie session's own sign-in, else 401.
async fn own_sign_in(
    session: &Session,
    state: &AppState,
) -> ApiResult<std::sync::Arc<LiveSession>> {
    let (_, live) = session::current(session, &state.sessions)
        .await?
        .ok_or(ApiError::SessionExpired)?;
    Ok(live)
}

/// #246 The caller's live sign-ins, oldest first, this one marked.
#[utoipa::path(
    get,
    path = "/api/auth/v1/sessions",
    tag = "auth",
    operation_id = "listSessions",
    responses(
        (status = 200, body = Vec<SignInInfo>),
        SessionExpired,
    )
)]
async fn list_sign_ins(
    state: web::Data<AppState>,
    session: Session,
) -> ApiResult<JsonReply<Vec<SignInInfo>>> {
    let current = own_sign_in(&session, &state).await?;
    let sign_ins = state
        .sessions
        .live
        .of_account(Account::Subject(&current.subject))
        .await?;
    Ok(JsonReply(
        sign_ins
            .iter()
            .map(|live| SignInInfo::of(live, &current))
            .collect(),
    ))
}

/// #247 Ends one of the caller's sign-ins (this one signs this browser out), or with `all`
/// every other one. Another account's sign-in is not found, alike an unknown one.
#[utoipa::path(
    delete,
    path = "/api/auth/v1/sessions/{sessionId}",
    tag = "auth",
    operation_id = "endSession",
    params(("sessionId" = String, Path, description = "A sign-in's `sessionId` from #246, or `all` for every other one")),
    responses(
        (status = 204, description = "Ended; its next request answers 401"),
        (status = 400, description = "VALIDATION_FAILED: not a sign-in's id", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        CsrfHeaderMissing,
        (status = 404, description = "NOT_FOUND: no such sign-in of the caller's", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn end_sign_in(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    params: PathParams,
) -> ApiResult<HttpResponse> {
    let current = own_sign_in(&session, &state).await?;
    let account = Account::Subject(&current.subject);
    let handle = params.get("sessionId").unwrap_or_default();
    if handle == ALL_OTHERS {
        session::end_account(&state.sessions, account, Some(&current.id)).await?;
        return Ok(HttpResponse::NoContent().finish());
    }
    let target = state
        .sessions
        .live
        .of_account(account)
        .await?
        .into_iter()
        .find(|live| live.handle == handle)
        .ok_or(ApiError::NotFound)?;
    if target.id == current.id {
        return Ok(signed_out(&req, &state, &session).await);
    }
    session::end(&state.sessions, &target).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// #245 Ends every sign-in of a portal user at once (A66, A78): their next request answers 401.
#[utoipa::path(
    delete,
    path = "/api/admin/users/v1/{userId}/sessions",
    tag = "admin",
    operation_id = "endUserSessions",
    params(("userId" = u64, Path, description = "The portal user id (priwattiUserId)")),
    responses(
        (status = 200, body = EndedSignIns),
        (status = 400, description = "VALIDATION_FAILED: userId is not a number", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a user administrator; CSRF_HEADER_MISSING", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn end_user_sign_ins(
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<EndedSignIns>> {
    let user_id = params.user_id()?;
    access::check_path(USER_ADMINS, &caller, &params, Capability::Write, &state).await?;
    let ended = end_every_sign_in(&state, Account::User(user_id)).await?;
    Ok(JsonReply(EndedSignIns { ended }))
}
