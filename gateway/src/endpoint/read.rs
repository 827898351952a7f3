//! The one handler of every declared row.

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::{web, FromRequest, HttpRequest, HttpResponse};
use std::sync::Arc;

use futures_util::{stream, StreamExt as _, TryStreamExt as _};
use upstream_clients::{invoicing, metering, ReadClient, System, UpstreamError};

use super::access::{self, bearer_place, Named};
use super::dispatch::ApiRouter;
use super::params::{validate_query, MatchedParams, PathParams};
use super::{AccessRule, Answer, Audit, Caching, Complete, JsonAnswer, Row, SecondRead};
use crate::audit::Pending;
use crate::authz::Capability;
use crate::cache::{CacheScope, CachedBody, ResponseCache};
use crate::error::{ApiError, ApiResult, FieldCode};
use crate::session::SignedIn;
use crate::state::AppState;

pub(super) fn app_state(req: &HttpRequest) -> ApiResult<web::Data<AppState>> {
    req.app_data::<web::Data<AppState>>()
        .cloned()
        .ok_or_else(|| ApiError::internal("application state missing"))
}

/// A read row's answer: `matched` are the path values the dispatcher found in `router`.
/// A read of a customer's data by staff (rule CS) leaves what to record in `audit`, found
/// before anything is checked, so refusals are recorded too.
pub(super) async fn serve(
    row: &'static Row,
    router: &ApiRouter,
    req: HttpRequest,
    matched: MatchedParams,
    audit: &mut Option<Pending>,
) -> ApiResult<HttpResponse> {
    let state = app_state(&req)?;
    let caller = match row.policy.access {
        AccessRule::Public => None,
        AccessRule::ExternalBearer => {
            Some(SignedIn::from_bearer(&req, &state.throttle, state.client_address(&req)).await?)
        }
        _ => Some(SignedIn::extract(&req).await?),
    };
    if let Some(caller) = caller.as_ref().filter(|caller| caller.claims_staff()) {
        if row.audit() == Audit::CustomerRead {
            let target = super::audit::target_of(&matched);
            // Boxed: staff only; inline, its look-ups would sit in every read's future.
            let pending =
                super::audit::pending_of(&req, caller, Some(row.number), row.operation_id, target);
            *audit = Some(Box::pin(pending).await);
        }
    }
    let params = PathParams::admit(matched)?;
    let query = validate_query(row.extras.query, req.query_string())?;
    let params = match &caller {
        Some(caller) if row.is_external() => {
            bearer_place(caller, params, &state, Capability::Read).await?
        }
        _ => params,
    };
    if let Some(caller) = &caller {
        let named = Named {
            params: &params,
            query: &query,
            body: &[],
        };
        access::authorize(row, router, caller, named, row.capability(), &state).await?;
    }
    match row.answer {
        Answer::File => {
            let client = reads_of(row, &state);
            let upstream =
                super::places::upstream_params(row, caller.as_ref(), &params, &state).await?;
            let path = upstream_path(row, &upstream.params, caller.as_ref())?;
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
        Answer::NoContent | Answer::Created(_) | Answer::Accepted(_) => {
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
        let path = upstream_path(row, &upstream.params, caller)?;
        let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
        let complete = row
            .extras
            .complete
            .map(|complete| (complete, state.reads.of(complete.upstream)));
        let mut query = pairs(query);
        if let Some((name, places)) = &upstream.query {
            query.push((name, places));
        }
        fetch_json(caller, client, answer, &segments, &query, complete).await
    };
    let scope = match (row.policy.cache, caller.and_then(SignedIn::cache_scope)) {
        (Caching::Shared, _) => Some(CacheScope::Shared),
        (Caching::PerUser, Some(scope)) => Some(scope),
        // No portal id or token to key by, or never cached: always ask the upstream.
        _ => None,
    };
    Ok(match scope {
        Some(scope) => {
            let key = ResponseCache::key_by(
                scope,
                "GET",
                |key| params.canonical_path_into(row.path, key),
                query,
            );
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
        // Only crm's data tells which months are measured in full.
        ApiError::Upstream(UpstreamError::Status {
            system: System::Crm,
            status: 400,
            code: Some(code),
        }) if code == upstream_clients::crm::MONTH_NOT_MEASURED => ApiError::validation(
            "month",
            FieldCode::Invalid,
            "year and month name a full month of measured data (from two years back to last \
             month), both or neither",
        ),
        // Only invoicing knows an invoice's delivery days.
        ApiError::Upstream(UpstreamError::Status {
            system: System::Invoicing,
            status: 400,
            code: Some(code),
        }) if code == invoicing::DAY_NOT_IN_INVOICE => ApiError::validation(
            "date",
            FieldCode::Invalid,
            "not a delivery day of the invoice",
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
            let last = params.last().unwrap_or("file");
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

/// `client`'s JSON answer at `path` with `query`, read with the caller's token (refreshed once
/// if the upstream refuses it): the reads a fan-out, an access check or a hand-written handler
/// makes of its own.
pub async fn read_as<T: serde::de::DeserializeOwned>(
    caller: &SignedIn,
    client: &ReadClient,
    path: &[&str],
    query: &[(&str, &str)],
) -> ApiResult<T> {
    caller
        .read(|token| async move { client.json(&token, path, query).await })
        .await
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
