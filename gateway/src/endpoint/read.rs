//! The one handler of every declared row.

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::{web, FromRequest, HttpMessage, HttpRequest, HttpResponse};
use std::sync::Arc;

use futures_util::{stream, StreamExt as _, TryStreamExt as _};
use serde::Deserialize;
use upstream_clients::crm::Company;
use upstream_clients::{metering, ReadClient, System, UpstreamError};

use super::dispatch::MatchedParams;
use super::params::{
    check_path_param, user_id_param, validate_query, CUSTOMERSHIP_COMPANY, CUSTOMER_CODE,
    USER_REFERENCE,
};
use super::{
    Access, Answer, BodyId, Caching, Complete, JsonAnswer, Ownership, PlaceRule, Row, SecondRead,
};
use crate::authz::{Capability, Managed, OwnerCheck, Place, Principal, Target};
use crate::cache::{CacheScope, CachedBody, ResponseCache};
use crate::error::{ApiError, ApiResult, FieldCode, FieldError};
use crate::session::SignedIn;
use crate::state::AppState;

/// The validated path parameters of a request, by name.
#[derive(Debug, Clone)]
pub(super) struct PathParams(pub(super) Vec<(&'static str, String)>);

impl PathParams {
    pub(super) fn read(req: &HttpRequest) -> ApiResult<Self> {
        let mut values = Vec::new();
        let mut errors: Vec<FieldError> = Vec::new();
        let matched = req.extensions().get::<MatchedParams>().cloned();
        let matched =
            matched.ok_or_else(|| ApiError::internal("a row served without its match"))?;
        for (name, value) in matched.0 {
            match check_path_param(name, &value) {
                Some(error) => errors.push(error),
                None => values.push((name, value)),
            }
        }
        if errors.is_empty() {
            Ok(PathParams(values))
        } else {
            Err(ApiError::Validation(errors))
        }
    }

    pub(super) fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The row's path with these (validated, canonical) values: the cache key's path, so every
    /// spelling of one request is one entry (A60).
    pub(super) fn canonical_path(&self, row: &Row) -> String {
        self.fill(row.path)
    }

    /// `template` with each `{name}` replaced by its value.
    /// One pass over the template (this runs for every request, cache hits included).
    fn fill(&self, template: &str) -> String {
        let mut path = String::with_capacity(template.len() + 32);
        let mut rest = template;
        while let Some(open) = rest.find('{') {
            path.push_str(&rest[..open]);
            let Some(close) = rest[open..].find('}') else {
                break;
            };
            let name = &rest[open + 1..open + close];
            match self.get(name) {
                Some(value) => path.push_str(value),
                None => path.push_str(&rest[open..=open + close]),
            }
            rest = &rest[open + close + 1..];
        }
        path.push_str(rest);
        path
    }

    /// The same values with `name` set to `value`.
    pub(super) fn with(&self, name: &'static str, value: String) -> Self {
        let mut values: Vec<(&'static str, String)> =
            self.0.iter().filter(|(n, _)| *n != name).cloned().collect();
        values.push((name, value));
        PathParams(values)
    }

    /// `{companyRef}`, or empty for a row without one (no company matches it).
    pub(super) fn company_ref(&self) -> &str {
        self.get("companyRef").unwrap_or_default()
    }

    /// `{userId}` as a number, with the same admission as every other user id.
    pub(super) fn user_id(&self) -> ApiResult<u64> {
        user_id_param(self.get("userId").unwrap_or_default())
    }
}

pub(super) fn app_state(req: &HttpRequest) -> ApiResult<web::Data<AppState>> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::internal("application state missing"))
}

pub async fn serve(row: &'static Row, req: HttpRequest) -> ApiResult<HttpResponse> {
    let state = app_state(&req)?;
    let caller = match row.policy.access {
        Access::Public => None,
        Access::ExternalBearer => {
            Some(SignedIn::from_bearer(&req, &state.throttle, state.client_address(&req)).await?)
        }
        _ => Some(SignedIn::extract(&req).await?),
    };
    let params = PathParams::read(&req)?;
    let query = validate_query(row.extras.query, req.query_string())?;
    let params = match &caller {
        Some(caller) if row.is_external() => {
            bearer_place(caller, params, &state, Capability::Read).await?
        }
        _ => params,
    };
    if let Some(caller) = &caller {
        authorize(row, caller, &params, &query, &state).await?;
    }
    if let Some(caller) = &caller {
        super::sub_resource::check(row, caller, &params, &state).await?;
    }
    match row.answer {
        Answer::File => {
            let client = reads_of(row, &state);
            let upstream =
                super::places::upstream_params(row, caller.as_ref(), &params, &state).await?;
            let path = upstream_path(row, &upstream, caller.as_ref())?;
            let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
            let query_refs = pairs(&query);
            let (segments, query_refs) = (&segments, &query_refs);
            let file =
                match &caller {
                    Some(caller) => caller
                        .read(
                            |token| async move { client.file(&token, segments, query_refs).await },
                        )
                        .await,
                    None => Err(ApiError::Forbidden),
                };
            let file = file.map_err(|error| match error {
                ApiError::Upstream(UpstreamError::NotFound { .. }) => ApiError::PdfNotFound,
                other => other,
            })?;
            Ok(file_response(row, &params, file))
        }
        Answer::NoContent | Answer::Created(_) => {
            Err(ApiError::internal("a read row answers nothing, or creates"))
        }
        Answer::CsvExport => Err(ApiError::internal("an export row is a PUT or POST")),
        Answer::Json(answer) => {
            let body = json_body(row, answer, caller.as_ref(), &params, &query, &state).await?;
            Ok(super::answer_response(&req, &body))
        }
    }
}

fn reads_of<'s>(row: &Row, state: &'s AppState) -> &'s ReadClient {
    state.reads.of(row.policy.upstream)
}

fn pairs(query: &[(String, String)]) -> Vec<(&str, &str)> {
    query
        .iter()
        .map(|(name, value)| (name.as_str(), value.as_str()))
        .collect()
}

/// A JSON row's answer for already admitted values: from the cache under the row's policy, or
/// from the upstream (and then kept).
pub(super) async fn json_body(
    row: &Row,
    answer: JsonAnswer,
    caller: Option<&SignedIn>,
    params: &PathParams,
    query: &[(String, String)],
    state: &AppState,
) -> ApiResult<Arc<CachedBody>> {
    let client = reads_of(row, state);
    // Made only on a miss: a cache hit needs the key alone.
    let fetch = move || async move {
        let upstream = super::places::upstream_params(row, caller, params, state).await?;
        let path = upstream_path(row, &upstream, caller)?;
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let complete = row
            .extras
            .complete
            .map(|complete| (complete, state.reads.of(complete.upstream)));
        fetch_json(caller, client, answer, &segments, &pairs(query), complete).await
    };
    let scope = match (row.policy.cache, caller.and_then(SignedIn::cache_scope)) {
        (Caching::Shared, _) => Some(CacheScope::Shared),
        (Caching::PerUser, Some(scope)) => Some(scope),
        // No portal id or token to key by, or never cached: always ask the upstream.
        _ => None,
    };
    Ok(match scope {
        Some(scope) => {
            let key = ResponseCache::key(scope, "GET", &params.canonical_path(row), query);
            let fetch = || async move { fetch().await.map(CachedBody::kept) };
            state.cache.get_or_fetch(key, fetch).await?
        }
        // Boxed so this handler's future stays small for the cached rows too.
        None => Arc::new(CachedBody::passing(Box::pin(fetch()).await?)),
    })
}

/// One upstream read of a JSON row (completed by a second system's read when the row says
/// so), re-encoded through the row's type.
async fn fetch_json(
    caller: Option<&SignedIn>,
    client: &ReadClient,
    answer: JsonAnswer,
    segments: &[&str],
    query: &[(&str, &str)],
    complete: Option<(Complete, &ReadClient)>,
) -> ApiResult<bytes::Bytes> {
    let bytes = read_json(caller, client, segments, query).await?;
    let Some((complete, second)) = complete else {
        let body =
            (answer.reencode_bytes)(&bytes).map_err(|source| decode_error(client, source))?;
        return Ok(body.into());
    };
    let mut value: serde_json::Value =
        serde_json::from_slice(&bytes).map_err(|source| decode_error(client, source))?;
    let reads = complete
        .requests(&value)
        .map_err(|source| decode_error(client, source))?;
    if !reads.is_empty() {
        // In order (`buffered`), so the merge adds the parts up the same way every time;
        // the first failure ends the collection and drops the reads still in flight.
        let parts: Vec<serde_json::Value> = stream::iter(&reads)
            .map(|read| second_read(caller, second, read))
            .buffered(super::SECOND_READS_AT_ONCE)
            .try_collect()
            .await?;
        value = complete
            .merge(value, parts)
            .map_err(|source| decode_error(second, source))?;
    }
    let body = (answer.reencode)(value).map_err(|source| decode_error(client, source))?;
    Ok(body.into())
}

/// One read of a completion's second system.
async fn second_read(
    caller: Option<&SignedIn>,
    client: &ReadClient,
    read: &SecondRead,
) -> ApiResult<serde_json::Value> {
    let path: Vec<&str> = read.path.iter().map(String::as_str).collect();
    let bytes = read_json(caller, client, &path, &pairs(&read.query)).await?;
    serde_json::from_slice(&bytes).map_err(|source| decode_error(client, source))
}

/// One upstream JSON read as the caller (or without a session for a public row), undecoded:
/// the caller decodes it as it needs. A missing resource is a 404.
async fn read_json(
    caller: Option<&SignedIn>,
    client: &ReadClient,
    segments: &[&str],
    query: &[(&str, &str)],
) -> ApiResult<bytes::Bytes> {
    match caller {
        Some(caller) => {
            caller
                .read(|token| async move { client.json_bytes(&token, segments, query).await })
                .await
        }
        None => Ok(client.public_json_bytes(segments, query).await?),
    }
    .map_err(|error| match error {
        ApiError::Upstream(UpstreamError::NotFound { .. }) => ApiError::NotFound,
        // Only metering knows a place's meter: a chart finer than it reads is the caller's
        // invalid `resolution`, not a failing upstream.
        ApiError::Upstream(UpstreamError::Status {
            system: System::Metering,
            status: 400,
            code: Some(code),
        }) if code == metering::RESOLUTION_TOO_FINE => ApiError::validation(
            "resolution",
            FieldCode::Invalid,
            "finer than the place's meter reads: a district-heating place is charted by WEEK, \
             MONTH, YEAR or YEARS",
        ),
        other => other,
    })
}

fn decode_error(client: &ReadClient, source: serde_json::Error) -> ApiError {
    ApiError::Upstream(UpstreamError::Decode {
        system: client.system(),
        source,
    })
}

/// The row's ownership cell, checked against the session (§0.4).
async fn authorize(
    row: &Row,
    caller: &SignedIn,
    params: &PathParams,
    query: &[(String, String)],
    state: &AppState,
) -> ApiResult<()> {
    let authz = &state.authz;
    match row.policy.access {
        Access::Public | Access::Session => Ok(()),
        Access::MessageOfSelf | Access::NoPortalUser | Access::InvoicingCodesOfSelf => Err(
            ApiError::internal("a read row with a write-only access rule"),
        ),
        Access::Owner(ownership) => {
            let check = owner_check(ownership, params);
            authz
                .owner(caller, params.user_id()?, check, Capability::Read)
                .await
                .map(drop)
        }
        Access::Company | Access::CompanyPersonal => {
            company(caller, params, &[], state, Capability::Read).await
        }
        Access::ApiTokens => {
            let company = params.company_ref();
            authz
                .api_tokens(caller, company, &[], Capability::Read)
                .await
        }
        // `bearer_place` has checked the token's place and bound the row to it.
        Access::ExternalBearer => Ok(()),
        Access::UserManagement { main_user } => {
            user_management(
                caller,
                params,
                query,
                &[],
                state,
                main_user,
                Capability::Read,
            )
            .await
        }
        Access::PanelOfVisible => {
            let panel = params.get("panelId").unwrap_or_default();
            authz.visible_panel(caller, panel).await.map(drop)
        }
        Access::InvoiceOfVisible => {
            let place = invoice_place(caller, params, state).await?;
            authz.visible_place(caller, &place).await.map(drop)
        }
        Access::SessionSubject => {
            let subject = caller.auth().subject;
            let uuid = params.get("uuid").unwrap_or_default();
            (uuid == subject).then_some(()).ok_or(ApiError::Forbidden)
        }
        Access::QueryOwner => {
            let value = |name: &str| {
                query
                    .iter()
                    .find(|(n, _)| n == name)
                    .map(|(_, v)| v.as_str())
            };
            let user = value("priwattiUserId").and_then(|v| v.parse::<u64>().ok());
            if user.is_none() || user != caller.user_id() {
                return Err(ApiError::Forbidden);
            }
            match value("locationIdentifier") {
                Some(location) => authz.visible_place(caller, location).await.map(drop),
                None => Ok(()),
            }
        }
    }
}

/// A user-management row (A57): the company, the main user when `main_user`, and what the
/// request names: the path's `{userRef}`, the query's user reference and customership, the
/// body's places and users.
pub(super) async fn user_management(
    caller: &SignedIn,
    params: &PathParams,
    query: &[(String, String)],
    body: &[BodyId],
    state: &AppState,
    main_user: bool,
    capability: Capability,
) -> ApiResult<()> {
    let value = |name: &str| {
        query
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let mut named = Managed {
        users: params.get("userRef").into_iter().collect(),
        ..Managed::default()
    };
    named.users.extend(value(USER_REFERENCE));
    if let Some(code) = value(CUSTOMER_CODE) {
        let origin = value(CUSTOMERSHIP_COMPANY)
            .and_then(|origin| Company::ALL.into_iter().find(|c| c.code() == origin))
            .ok_or(ApiError::Forbidden)?;
        named.customership = Some((origin, code));
    }
    for id in body {
        match id {
            BodyId::CompanyPlace(place) => named.places.push(place),
            BodyId::CompanyUser(user) => named.users.push(user),
            _ => {
                return Err(ApiError::internal(
                    "a user-management body names another id",
                ))
            }
        }
    }
    state
        .authz
        .user_management(caller, params.company_ref(), main_user, &named, capability)
        .await
}

/// A B2B row's user, company, (when the path names one) place and the places a body names,
/// for `capability`.
pub(super) async fn company(
    caller: &SignedIn,
    params: &PathParams,
    places: &[&str],
    state: &AppState,
    capability: Capability,
) -> ApiResult<()> {
    let place = params.get("compositeLocationId");
    state
        .authz
        .company(
            caller,
            params.user_id()?,
            params.company_ref(),
            place,
            places,
            capability,
        )
        .await
}

/// An External API row's path values bound to the token's place (A58): a `{locationRef}` in the
/// path must be the token's (403 otherwise), and `locationRef` and `locationId` become the
/// token's place for the upstream path, which rows without a place in their path answer for;
/// `companyRef` its company, whose lists a write makes stale.
pub(super) async fn bearer_place(
    caller: &SignedIn,
    params: PathParams,
    state: &AppState,
    capability: Capability,
) -> ApiResult<PathParams> {
    let bearer = caller.bearer().ok_or(ApiError::InvalidToken)?;
    let location_id = state
        .authz
        .bearer_place(
            caller,
            &bearer.company_ref,
            &bearer.location_ref,
            capability,
        )
        .await?;
    let principal = Principal::Bearer {
        user_id: caller.user_id().ok_or(ApiError::Forbidden)?,
        location_id: &location_id,
        location_ref: &bearer.location_ref,
    };
    let named = params.get("locationRef").unwrap_or(&bearer.location_ref);
    if !principal.may(capability, Target::PlaceRef(named)) {
        return Err(ApiError::Forbidden);
    }
    let location_ref = bearer.location_ref.clone();
    Ok(params
        .with("locationRef", location_ref)
        .with("locationId", location_id)
        .with("companyRef", bearer.company_ref.clone()))
}

pub(super) fn owner_check<'a>(ownership: Ownership, params: &'a PathParams) -> OwnerCheck<'a> {
    let mut check = if ownership.grantor {
        OwnerCheck::self_or_grantor()
    } else {
        OwnerCheck::self_only()
    };
    if ownership.place != PlaceRule::None {
        if let Some(id) = params.get("locationId") {
            check = check.place(Place::Id(id));
        } else if let Some(reference) = params.get("locationRef") {
            check = check.place(Place::Ref(reference));
        }
    }
    if ownership.place == PlaceRule::Visible {
        check = check.visible();
    }
    if ownership.panel {
        if let Some(panel) = params.get("panelId") {
            check = check.panel(panel);
        }
    }
    if ownership.customer_service {
        check = check.customer_service();
    }
    check
}

/// The place an invoice belongs to, asked from invoicing (the contract's `place` read).
async fn invoice_place(
    caller: &SignedIn,
    params: &PathParams,
    state: &AppState,
) -> ApiResult<String> {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct InvoicePlace {
        location_identifier: String,
    }
    let origin = params.get("origin").unwrap_or_default();
    let number = params.get("invoiceNumber").unwrap_or_default();
    let segments = upstream_clients::invoicing::paths::invoice_place(origin, number);
    let client = &state.reads.invoicing;
    let place: ApiResult<InvoicePlace> = caller
        .read(|token| async move { client.json(&token, &segments, &[]).await })
        .await;
    match place {
        Ok(place) => Ok(place.location_identifier),
        // A missing invoice answers like another customer's (A6).
        Err(ApiError::Upstream(UpstreamError::NotFound { .. })) => Err(ApiError::Forbidden),
        Err(error) => Err(error),
    }
}

/// The upstream path: the row's own without `/api`, or its `upstream_path`, with the path
/// parameters (already validated) and `{self}` filled in.
pub(super) fn upstream_path(
    row: &Row,
    params: &PathParams,
    caller: Option<&SignedIn>,
) -> ApiResult<String> {
    let template = row
        .extras
        .upstream_path
        .unwrap_or_else(|| row.path.strip_prefix("/api").unwrap_or(row.path));
    let mut path = params.fill(template);
    if path.contains("{self}") {
        let id = caller
            .and_then(SignedIn::user_id)
            .ok_or(ApiError::Forbidden)?;
        path = path.replace("{self}", &id.to_string());
    }
    Ok(path)
}

/// Content types a file row may pass on; anything else goes out as a download of bytes.
const FILE_TYPES: &[&str] = &[
    "application/pdf",
    "text/csv",
    "application/json",
    "image/png",
    "image/jpeg",
];

fn file_response(row: &Row, params: &PathParams, file: upstream_clients::FileBody) -> HttpResponse {
    let content_type = file
        .content_type
        .split(';')
        .next()
        .map(str::trim)
        .filter(|t| FILE_TYPES.contains(t))
        .map(|t| {
            if t == "text/csv" {
                "text/csv; charset=utf-8".to_owned()
            } else {
                t.to_owned()
            }
        })
        .unwrap_or_else(|| "application/octet-stream".to_owned());
    let name = file
        .file_name
        .as_deref()
        .map(safe_file_name)
        .filter(|name| !name.is_empty())
        .unwrap_or_else(|| {
            let last = params.0.last().map(|(_, v)| v.as_str()).unwrap_or("file");
            safe_file_name(&format!("{}-{last}", row.operation_id))
        });
    HttpResponse::Ok()
        .content_type(content_type)
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(name)],
        })
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .body(file.bytes)
}

/// Letters, digits, `.`, `-` and `_` only, at most 100 characters, no leading dot: safe in
/// a header and on any file system.
pub(super) fn safe_file_name(name: &str) -> String {
    let cleaned: String = name
        .chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_') {
                c
            } else {
                '_'
            }
        })
        .take(100)
        .collect();
    cleaned.trim_start_matches('.').to_owned()
}

#[cfg(test)]
mod tests {
    use super::safe_file_name;

    #[test]
    fn file_names_are_made_safe() {
        assert_eq!(
            safe_file_name("lasku 2026\"; x=y.pdf"),
            "lasku_2026___x_y.pdf"
        );
        assert_eq!(safe_file_name("../../etc/passwd"), "_.._etc_passwd");
    }
}
