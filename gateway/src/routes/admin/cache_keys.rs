//! The live response cache, for developers (A75, A24, #50–#52): its canonical keys (A60) with
//! what each costs and how old it is, one entry with its body, and emptying it. The gateway
//! answers these itself; only developers and superusers see keys, which hold user ids.
//!
//! A key is `scope METHOD /path?query` as the cache stores it: the scope is `user:{id}`,
//! `token:{tokenId}` (an External API token's public id, the one its company revokes it by,
//! never the secret) or `shared`. No cookie, session id or token secret is ever part of a key,
//! so keys are shown as stored.

use std::collections::HashMap;

use actix_web::{web, HttpMessage as _, HttpRequest, HttpResponse};
use percent_encoding::percent_decode_str;
use serde::Serialize;
use utoipa::ToSchema;

use super::DEVELOPERS;
use crate::authz::Capability;
use crate::cache::{CachedBody, ResponseCache};
use crate::endpoint::access;
use crate::endpoint::JsonReply;
use crate::endpoint::{MatchedParams, PathParams};
use crate::error::{ApiError, ApiResult, CsrfHeaderMissing, FieldCode, Problem, SessionExpired};
use crate::session::SignedIn;
use crate::state::AppState;

/// Keys listed when `limit` is not given, and the most a caller may ask for.
const DEFAULT_LIMIT: usize = 100;
const MAX_LIMIT: usize = 1000;

/// One entry's metadata.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CacheKey {
    /// The canonical key (A60), as stored.
    pub key: String,
    /// What the entry costs the cache's byte budget: key, body, its gzip and bookkeeping.
    pub bytes: u32,
    pub age_seconds: u64,
    /// Seconds until it expires.
    pub ttl_seconds: u64,
}

/// #50's answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CacheKeys {
    /// Entries matching the prefix (all of them, not only those listed).
    pub total: usize,
    /// Their bytes together.
    pub total_bytes: u64,
    /// The first `limit` of them, by key.
    pub keys: Vec<CacheKey>,
}

/// #52's answer: the entry and the JSON it answers.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CacheEntry {
    #[serde(flatten)]
    pub meta: CacheKey,
    #[schema(value_type = Object)]
    pub body: serde_json::Value,
}

/// #51's answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CacheCleared {
    /// How many entries there were.
    pub removed: usize,
}

fn meta(cache: &ResponseCache, key: String, bytes: u32, body: &CachedBody) -> CacheKey {
    let age = body.age();
    CacheKey {
        key,
        bytes,
        age_seconds: age.as_secs(),
        ttl_seconds: cache
            .ttl()
            .map_or(0, |ttl| ttl.saturating_sub(age).as_secs()),
    }
}

async fn developer(caller: &SignedIn, state: &AppState, capability: Capability) -> ApiResult<()> {
    let params = PathParams::admit(MatchedParams(Vec::new()))?;
    access::check_path(DEVELOPERS, caller, &params, capability, state).await?;
    Ok(())
}

/// `prefix` and `limit` of #50: `limit` 1–1000, anything else undeclared is refused.
fn list_query(req: &HttpRequest) -> ApiResult<(String, usize)> {
    let pairs: Vec<(String, String)> = serde_urlencoded::from_str(req.query_string())
        .map_err(|_| ApiError::validation("query", FieldCode::InvalidFormat, "not a query"))?;
    let mut seen: HashMap<&str, &str> = HashMap::new();
    for (name, value) in &pairs {
        if !matches!(name.as_str(), "prefix" | "limit") {
            continue;
        }
        if seen.insert(name, value).is_some() {
            return Err(ApiError::validation(
                name,
                FieldCode::Duplicate,
                "given more than once",
            ));
        }
    }
    let limit = match seen.get("limit") {
        None => DEFAULT_LIMIT,
        Some(value) => value
            .parse::<usize>()
            .ok()
            .filter(|n| (1..=MAX_LIMIT).contains(n))
            .ok_or_else(|| {
                ApiError::validation("limit", FieldCode::OutOfRange, "a number from 1 to 1000")
            })?,
    };
    Ok((seen.get("prefix").unwrap_or(&"").to_string(), limit))
}

/// #50 The live cache's keys, by key.
#[utoipa::path(
    get,
    path = "/api/admin/cache-keys/v1",
    tag = "admin",
    operation_id = "listCacheKeys",
    summary = "#50 The response cache's keys with their sizes and ages (A75)",
    description = "Staff session in one of the groups ADMIN_GROUP_DEVELOPER_USERS, ADMIN_GROUP_SUPERUSERS (A14). Answered by the gateway. Never cached.",
    params(
        ("prefix" = Option<String>, Query, description = "Only keys starting with this"),
        ("limit" = Option<u32>, Query, description = "How many to list, 1–1000 (default 100)"),
    ),
    responses(
        (status = 200, body = CacheKeys),
        (status = 400, description = "VALIDATION_FAILED: limit out of range", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a developer", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn list_cache_keys(
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
) -> ApiResult<JsonReply<CacheKeys>> {
    developer(&caller, &state, Capability::Read).await?;
    let (prefix, limit) = list_query(&req)?;
    let cache = &state.cache;
    let matching: Vec<_> = cache
        .entries()
        .into_iter()
        .filter(|(key, _, _)| key.starts_with(&prefix))
        .collect();
    Ok(JsonReply(CacheKeys {
        total: matching.len(),
        total_bytes: matching.iter().map(|(_, bytes, _)| u64::from(*bytes)).sum(),
        keys: matching
            .into_iter()
            .take(limit)
            .map(|(key, bytes, body)| meta(cache, key, bytes, &body))
            .collect(),
    }))
}

/// #52 One entry: its metadata and the JSON it answers.
#[utoipa::path(
    get,
    path = "/api/admin/cache-keys/v1/{key}",
    tag = "admin",
    operation_id = "getCacheKey",
    summary = "#52 One cache entry with its body (A75)",
    description = "Staff session in one of the groups ADMIN_GROUP_DEVELOPER_USERS, ADMIN_GROUP_SUPERUSERS (A14). Answered by the gateway. Never cached.",
    params(("key" = String, Path, description = "A key from #50, URL-encoded as one path segment (A24)")),
    responses(
        (status = 200, body = CacheEntry),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a developer", body = Problem, content_type = "application/problem+json"),
        (status = 404, description = "NOT_FOUND: no such entry (it may have expired)", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn get_cache_key(
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
) -> ApiResult<JsonReply<CacheEntry>> {
    developer(&caller, &state, Capability::Read).await?;
    // The key is any text: actix has decoded all but `%`, `/` and `+`, which are decoded here,
    // once, so a key holding `%2F` (sent as `%252F`) stays itself.
    let raw = req
        .extensions_mut()
        .remove::<MatchedParams>()
        .and_then(|matched| matched.get("key").map(str::to_owned))
        .unwrap_or_default();
    let key = percent_decode_str(&raw)
        .decode_utf8()
        .map_err(|_| ApiError::NotFound)?
        .into_owned();
    let cache = &state.cache;
    let body = cache.get(&key).await.ok_or(ApiError::NotFound)?;
    let bytes = ResponseCache::cost(&key, &body);
    let json = serde_json::from_slice(&body.body).map_err(ApiError::internal)?;
    Ok(JsonReply(CacheEntry {
        meta: meta(cache, key, bytes, &body),
        body: json,
    }))
}

/// #51 Empties the cache (A24: it takes no key).
#[utoipa::path(
    delete,
    path = "/api/admin/cache-keys/v1",
    tag = "admin",
    operation_id = "clearCache",
    summary = "#51 Empty the response cache (A24)",
    description = "Staff session in one of the groups ADMIN_GROUP_DEVELOPER_USERS, ADMIN_GROUP_SUPERUSERS (A14). Answered by the gateway: every entry, everyone's, is dropped; the next reads go upstream.",
    responses(
        (status = 200, body = CacheCleared),
        SessionExpired,
        CsrfHeaderMissing,
        (status = 403, description = "FORBIDDEN: not a developer", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn clear_cache(caller: SignedIn, state: web::Data<AppState>) -> ApiResult<HttpResponse> {
    developer(&caller, &state, Capability::Write).await?;
    let removed = state.cache.entries().len();
    // Every cached path starts with "/": through `evict`, so other replicas empty theirs too.
    let everything = crate::cache::Eviction::PathPrefix {
        prefix: "/".to_owned(),
    };
    state.cache.evict(everything).await?;
    state.cache.sync().await;
    Ok(HttpResponse::Ok().json(CacheCleared { removed }))
}
