//! The one handler of every declared write (POST, PUT, PATCH, DELETE).
//!
//! A write is sent upstream once and never retried; it is reported as saved only when the
//! upstream answered 2xx. Its evictions run only then, so a failed write leaves the cache (and,
//! through the upstream, the state) as it was.

use actix_web::http::{header, StatusCode};
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use upstream_clients::crm::{AccountMode, CreateCompanyUserRequest};
use upstream_clients::identity::{
    codes as identity_codes, paths as identity_paths, InvitationRequest,
};
use upstream_clients::{Method, UpstreamError};

use super::access::{self, bearer_place, Named};
use super::body::Checked;
use super::dispatch::ApiRouter;
use super::evict::{evict_company_places, evict_rows, rows_eviction};
use super::params::{validate_query, MatchedParams, PathParams};
use super::read::{app_state, upstream_path};
use super::{After, Answer, Row};
use crate::authz::Capability;
use crate::cache::Eviction;
use crate::error::{ApiError, ApiResult, FieldCode};
use crate::session::SignedIn;
use crate::shared::Broadcast;
use crate::state::AppState;

/// A write row's answer: `matched` are the path values the dispatcher found in `router`.
pub(super) async fn serve(
    row: &'static Row,
    router: &ApiRouter,
    req: HttpRequest,
    matched: MatchedParams,
    bytes: web::Bytes,
) -> ApiResult<HttpResponse> {
    let state = app_state(&req)?;
    let demo = &state.settings.demo;
    let caller = if row.is_external() {
        SignedIn::from_bearer(&req, &state.throttle, state.client_address(&req)).await?
    } else {
        match SignedIn::extract(&req).await {
            // Demo mode's visitor, who has no session, writes nothing (A9).
            Err(ApiError::SessionExpired)
                if demo.public_reads && matched.names_user(demo.user_id) =>
            {
                return Err(ApiError::DemoReadOnly)
            }
            other => other?,
        }
    };
    let params = PathParams::admit(matched)?;
    let params = if row.is_external() {
        bearer_place(&caller, params, &state, Capability::Write).await?
    } else {
        params
    };
    // A67: the public demo account is read-only everywhere, even for someone who signs in to
    // it with its published password, and no write may name it.
    if caller.user_id() == Some(demo.user_id) || params.user_id().ok() == Some(demo.user_id) {
        return Err(ApiError::DemoReadOnly);
    }
    let query = validate_query(row.extras.query, req.query_string())?;
    let body = read_body(row, &req, &bytes, &state)?;
    let named = Named {
        params: &params,
        query: &query,
        body: body.as_ref().map(|b| b.ids.as_slice()).unwrap_or_default(),
    };
    access::authorize(row, router, &caller, named, row.capability(), &state).await?;
    if let (Answer::CsvExport, Some(options)) = (row.answer, &body) {
        return super::export::serve(row, &caller, &params, &options.json, &state).await;
    }

    let client = state.writes.of(row.policy.upstream);
    let upstream = super::places::upstream_params(row, Some(&caller), &params, &state).await?;
    let path = upstream_path(row, &upstream.params, Some(&caller))?;
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let query_refs: Vec<(&str, &str)> = query
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect();
    let json = body.as_ref().map(|checked| &checked.json);
    // actix and reqwest use different versions of the `http` crate's Method.
    let method = Method::from_bytes(row.method.as_str().as_bytes()).map_err(ApiError::internal)?;
    let (segments, query_refs) = (&segments, &query_refs);
    let answered = caller
        .write(|token| async move {
            client
                .send(&token, method, segments, query_refs, json)
                .await
        })
        .await
        .map_err(|error| outcome(error, row.extras.refused_as))?;

    // Confirmed by the upstream: from here on the change is real, whatever else fails.
    let call = Call {
        row,
        router,
        caller: &caller,
        params: &params,
        body: body.as_ref(),
        answer: answered.as_ref(),
        state: &state,
    };
    call.after_write().await?;
    let encode = |answer: super::JsonAnswer| {
        let value = answered.ok_or_else(|| decode_error(row))?;
        (answer.reencode)(value).map_err(|source| {
            ApiError::Upstream(UpstreamError::Decode {
                system: row.policy.upstream,
                source,
            })
        })
    };
    match row.answer {
        Answer::NoContent => Ok(HttpResponse::NoContent().finish()),
        Answer::Json(answer) => Ok(super::json_response(encode(answer)?)),
        Answer::Created(answer) => Ok(HttpResponse::Created()
            .content_type("application/json")
            .body(encode(answer)?)),
        Answer::Accepted(answer) => Ok(HttpResponse::Accepted()
            .content_type("application/json")
            .body(encode(answer)?)),
        Answer::File => Err(ApiError::internal("a write row cannot answer a file")),
        Answer::CsvExport => Err(ApiError::internal("an export row without its options")),
    }
}

/// A write row whose upstream confirmed with an empty answer where the contract promises JSON.
fn decode_error(row: &Row) -> ApiError {
    ApiError::Upstream(UpstreamError::Decode {
        system: row.policy.upstream,
        source: serde::de::Error::custom("empty answer"),
    })
}

/// Whether `bytes`, the body of `req`, is empty (whitespace only); a body that is not is JSON by
/// its content type, else 415.
pub fn json_or_empty(req: &HttpRequest, bytes: &[u8]) -> ApiResult<bool> {
    let empty = bytes.iter().all(u8::is_ascii_whitespace);
    let json = || {
        req.headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.split(';').next())
            .is_some_and(|value| value.trim().eq_ignore_ascii_case("application/json"))
    };
    if empty || json() {
        Ok(empty)
    } else {
        Err(ApiError::UnsupportedMediaType)
    }
}

/// The body: the row's type, validated; for the writes of A11 nothing, or an empty JSON object,
/// which is ignored.
fn read_body(
    row: &Row,
    req: &HttpRequest,
    bytes: &[u8],
    state: &AppState,
) -> ApiResult<Option<Checked>> {
    if bytes.len() > state.settings.server.json_limit_bytes {
        return Err(ApiError::PayloadTooLarge);
    }
    let empty = json_or_empty(req, bytes)?;
    match (row.extras.body, empty) {
        (Some(body), true) if body.optional => body.parse(b"{}").map(Some),
        (Some(_), true) => Err(ApiError::validation(
            "body",
            FieldCode::Required,
            "required",
        )),
        (Some(body), false) => body.parse(bytes).map(Some),
        (None, true) => Ok(None),
        (None, false) => {
            serde_json::from_slice::<serde_json::Map<String, serde_json::Value>>(bytes)
                .map(|_| None)
                .map_err(|_| {
                    ApiError::validation(
                        "body",
                        FieldCode::InvalidType,
                        "must be empty or a JSON object",
                    )
                })
        }
    }
}

/// One write the upstream confirmed: its row, who called, the admitted path values and body,
/// and the gateway's state; what follows a confirmed write are its methods.
struct Call<'a> {
    row: &'a Row,
    router: &'a ApiRouter,
    caller: &'a SignedIn,
    params: &'a PathParams,
    body: Option<&'a Checked>,
    /// What the upstream answered, if anything.
    answer: Option<&'a serde_json::Value>,
    state: &'a web::Data<AppState>,
}

impl Call<'_> {
    /// The row's follow-ups, in order, after the upstream confirmed the write.
    async fn after_write(&self) -> ApiResult<()> {
        let (row, caller, params, state) = (self.row, self.caller, self.params, self.state);
        let user = caller.user_id();
        for after in row.extras.after {
            match after {
                After::Evict(rows) => {
                    let mut bound: Vec<(&'static str, String)> = Vec::new();
                    if let Some(user) = user {
                        bound.push(("userId", user.to_string()));
                    }
                    if let Some(panel) = params.get("panelId") {
                        bound.push(("panelId", panel.to_owned()));
                    }
                    // An External API write evicts its place's reads in every token's scope.
                    if let Some(place) = params.get("locationRef") {
                        bound.push(("locationRef", place.to_owned()));
                    }
                    evict_rows(&state.cache, self.router, rows, bound).await?;
                }
                After::EvictForEveryone(rows) => {
                    evict_rows(&state.cache, self.router, rows, Vec::new()).await?
                }
                After::EvictWhileProcessRuns(rows) => {
                    let process = self.answer.and_then(|answer| answer["processId"].as_str());
                    let Some(process) = process else {
                        return Err(decode_error(row));
                    };
                    let eviction = rows_eviction(self.router, rows, Vec::new());
                    let token = caller.auth().access_token.to_string();
                    super::follow::follow(state.clone(), token, process.to_owned(), eviction);
                }
                After::EvictCompany(rows) => {
                    let company = params.company_ref().to_owned();
                    evict_rows(
                        &state.cache,
                        self.router,
                        rows,
                        vec![("companyRef", company)],
                    )
                    .await?;
                }
                After::EvictCompanyPlaces => {
                    let company = params.company_ref();
                    evict_company_places(&state.cache, company).await?;
                }
                After::IdentityInvite => self.identity_invite().await?,
                After::EvictUser => {
                    if let Some(user) = user {
                        state.cache.evict(Eviction::User { user_id: user }).await?;
                    }
                }
                After::EvictPathUser => {
                    let user_id = params.user_id()?;
                    state.cache.evict(Eviction::User { user_id }).await?;
                }
                After::ForgetScopes => {
                    state.authz.forget_all();
                    state
                        .broadcast(Broadcast::ScopesForgotten { company: None })
                        .await?;
                }
                After::ForgetStaffGroups => {
                    state.sessions.staff_groups.forget_all();
                    state.broadcast(Broadcast::StaffGroupsForgotten).await?;
                }
                After::RefreshNotices => {
                    let content = state.reads.of(upstream_clients::System::Content);
                    state.notices.refresh(content).await;
                    // Every replica's gate sees the change on its next request, not within
                    // the snapshot's refresh interval.
                    state.broadcast(Broadcast::NoticesChanged).await?;
                }
                After::ForgetCompanyScopes => {
                    let company = params.company_ref();
                    state.authz.forget_company(company).await;
                    let company = Some(company.to_owned());
                    state
                        .broadcast(Broadcast::ScopesForgotten { company })
                        .await?;
                }
                After::LearnPortalUser => caller.learn_portal_user().await?,
                After::EndSession => caller.end_account().await?,
                After::IdentityEmail | After::IdentityDelete => self.identity_half(*after).await?,
            }
        }
        Ok(())
    }

    /// The identity half of #224: in CREATE_ACCOUNT_MODE identity creates the account crm has
    /// just made a portal user for and e-mails it a temporary password. An address identity
    /// knows already is reported as ACCOUNT_EXISTS, though crm's part is saved.
    async fn identity_invite(&self) -> ApiResult<()> {
        let Some(body) = self.body else {
            return Err(ApiError::internal("#224 without a body"));
        };
        let request: CreateCompanyUserRequest =
            serde_json::from_value(body.json.clone()).map_err(ApiError::internal)?;
        if request.account_mode != AccountMode::CreateAccountMode {
            return Ok(());
        }
        let invitation = InvitationRequest {
            email: request.email,
            name: request.name.unwrap_or_default(),
        };
        match self.state.identity.invite(&invitation).await {
            // The address has an account: crm has told its owner of the invitation, and the
            // company must not learn that it exists (the answer is the same for any address).
            Err(UpstreamError::Status {
                code: Some(code), ..
            }) if code == identity_codes::USERNAME_EXISTS => Ok(()),
            other => Ok(other?),
        }
    }

    /// The identity half of #106 and #113 (A10: crm owns the data and answers first; identity's
    /// account follows). A failure here is reported: the portal's copy changed, the sign-in did not.
    async fn identity_half(&self, after: After) -> ApiResult<()> {
        let (caller, body, state) = (self.caller, self.body, self.state);
        let subject = caller.auth().subject;
        let client = state.writes.of(upstream_clients::System::Identity);
        let (method, segments, body) = match after {
            // The address crm has just confirmed saving.
            After::IdentityEmail => {
                let email = body
                    .and_then(|b| b.json.get("email"))
                    .cloned()
                    .ok_or_else(|| ApiError::internal("#106 without an e-mail in its body"))?;
                (
                    Method::POST,
                    identity_paths::user_email(&subject).to_vec(),
                    Some(serde_json::json!({ "email": email })),
                )
            }
            _ => (
                Method::DELETE,
                identity_paths::user(&subject).to_vec(),
                None,
            ),
        };
        let (segments, body) = (&segments, body.as_ref());
        caller
            .write(|token| {
                let method = method.clone();
                async move { client.send(&token, method, segments, &[], body).await }
            })
            .await?;
        if let (After::IdentityEmail, Some(email)) = (after, body.and_then(|b| b["email"].as_str()))
        {
            caller.username_changed(email).await?;
        }
        Ok(())
    }
}

/// Maps a refused write. A missing id answers like a foreign one (A6); a business outcome the
/// upstream names with a code (the §8 representation errors, a conflict, a refusal such as crm's
/// `RIGHTS_OF_OTHERS` when a sub-user's change would alter another user's rights) passes through with its
/// status, under its own code or, for a row that says so, under `refused_as` with the
/// upstream's as `errorCode`; anything else is the upstream's failure.
fn outcome(error: ApiError, refused_as: Option<&'static str>) -> ApiError {
    match error {
        ApiError::Upstream(UpstreamError::NotFound { .. }) => ApiError::Forbidden,
        ApiError::Upstream(UpstreamError::Status {
            status: status @ (400 | 403 | 409 | 422),
            code: Some(code),
            ..
        }) if is_code(&code) => {
            let status = StatusCode::from_u16(status).unwrap_or(StatusCode::CONFLICT);
            match refused_as {
                Some(row_code) => ApiError::Outcome {
                    status,
                    code: row_code.to_owned(),
                    error_code: Some(code),
                },
                None if code == "ACCOUNT_EXISTS" => ApiError::AccountExists,
                None => ApiError::Outcome {
                    status,
                    code,
                    error_code: None,
                },
            }
        }
        other => other,
    }
}

/// An upstream code is passed on only when it looks like one: letters, digits and `_`.
fn is_code(code: &str) -> bool {
    (1..=64).contains(&code.len()) && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
}
