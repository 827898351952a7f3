//! The gateway's response cache (api-surface §0.6, §0.7, A7): a moka future cache of upstream
//! reads, one hour by default (one second in the short mode).
//!
//! The key is the caller's scope, the method, the full path and the sorted query string, so one
//! user's answer can never be served to another. Callers authorize *before* asking the cache,
//! so a revoked right takes effect at once. Concurrent misses for one key wait on one upstream
//! call (moka's `try_get_with`); a failure is never cached.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use moka::future::Cache;
use moka::notification::RemovalCause;

use crate::error::{ApiError, ApiResult};
use crate::settings::CacheSettings;
pub use crate::shared::Eviction;
use crate::shared::{Broadcast, SharedStore};

/// Whose answer an entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CacheScope<'a> {
    /// Depends on who asks: the session user's id (or the account's subject hash for a user
    /// without a portal id, which no cached row serves today).
    User(u64),
    /// An External API token's answers, by the token's id: a token sees only its own place, so
    /// its entries are its own and end with it.
    Token(&'a str),
    /// The same for everyone: prices, info, published campaigns, banks, the demo tile.
    Shared,
}

/// One answer: the JSON bytes sent (files are never cached, A7), and for a kept answer the
/// gzip of them, made once (see `crate::compression`).
#[derive(Debug, Clone)]
pub struct CachedBody {
    pub body: bytes::Bytes,
    gzip: Option<bytes::Bytes>,
    /// When the answer was made: the admin cache view shows entries' ages (A75).
    made: std::time::Instant,
}

impl CachedBody {
    /// An answer to keep: compressed here, once, rather than on every request that takes it.
    pub fn kept(body: bytes::Bytes) -> Self {
        Self {
            gzip: crate::compression::gzip(&body),
            body,
            made: std::time::Instant::now(),
        }
    }

    /// An answer sent once and not kept: compressed, if at all, as it is sent.
    pub fn passing(body: bytes::Bytes) -> Self {
        Self {
            body,
            gzip: None,
            made: std::time::Instant::now(),
        }
    }

    /// The gzip made when the answer was kept, if it was worth making.
    pub fn gzip(&self) -> Option<&bytes::Bytes> {
        self.gzip.as_ref()
    }

    /// How long ago the answer was made.
    pub fn age(&self) -> std::time::Duration {
        self.made.elapsed()
    }
}

pub struct ResponseCache {
    entries: Cache<String, Arc<CachedBody>, crate::lookup_hasher::LookupHasher>,
    counts: Arc<Counts>,
    /// With replicas: where a write's evictions are told to the others' caches.
    shared: Option<Arc<SharedStore>>,
}

/// What the cache has done since start, for the metrics; plain atomics, so a hit costs one add.
#[derive(Debug, Default)]
struct Counts {
    hits: AtomicU64,
    misses: AtomicU64,
    /// Entries dropped for the byte budget or their age.
    evicted: AtomicU64,
    /// Entries dropped by a write's eviction or a reset.
    invalidated: AtomicU64,
}

/// A reading of [`ResponseCache`]'s counts.
#[derive(Debug, Clone, Copy)]
pub struct CacheCounts {
    pub hits: u64,
    pub misses: u64,
    pub evicted: u64,
    pub invalidated: u64,
}

impl ResponseCache {
    pub fn new(settings: &CacheSettings) -> Self {
        let counts = Arc::new(Counts::default());
        let removed = Arc::clone(&counts);
        Self {
            entries: Cache::builder()
                .weigher(|key: &String, value: &Arc<CachedBody>| weight(key, value))
                .max_capacity(settings.max_bytes)
                .time_to_live(settings.ttl())
                .support_invalidation_closures()
                .eviction_listener(move |_key, _value, cause| {
                    let count = match cause {
                        RemovalCause::Expired | RemovalCause::Size => &removed.evicted,
                        RemovalCause::Explicit => &removed.invalidated,
                        RemovalCause::Replaced => return,
                    };
                    count.fetch_add(1, Ordering::Relaxed);
                })
                .build_with_hasher(Default::default()),
            counts,
            shared: None,
        }
    }

    /// Tells this cache's evictions to the other replicas through `shared`.
    pub fn with_shared(mut self, shared: Option<Arc<SharedStore>>) -> Self {
        self.shared = shared;
        self
    }

    /// Evicts here and, with replicas, everywhere: answers once the other replicas are told,
    /// so the write that asked for it answers only when no replica will serve the old answer.
    pub async fn evict(&self, eviction: Eviction) -> ApiResult<()> {
        self.apply(&eviction);
        match &self.shared {
            Some(shared) => shared.publish(Broadcast::Evict { eviction }).await,
            None => Ok(()),
        }
    }

    /// Evicts what `eviction` names from this replica's entries.
    pub fn apply(&self, eviction: &Eviction) {
        match eviction.clone() {
            Eviction::PathPrefix { prefix } => {
                self.evict_where(move |key| key_path(key).starts_with(&prefix))
            }
            Eviction::Templates { templates, bound } => {
                self.evict_where(move |key| matches_any(&templates, &bound, key_path(key)))
            }
            Eviction::User { user_id } => {
                let segment = format!("/user/{user_id}/");
                let end = format!("/user/{user_id}");
                self.evict_where(move |key| {
                    let path = key_path(key);
                    path.contains(&segment) || path.ends_with(&end)
                })
            }
        }
    }

    /// Hits, misses and evictions since start.
    pub fn counts(&self) -> CacheCounts {
        let read = |count: &AtomicU64| count.load(Ordering::Relaxed);
        CacheCounts {
            hits: read(&self.counts.hits),
            misses: read(&self.counts.misses),
            evicted: read(&self.counts.evicted),
            invalidated: read(&self.counts.invalidated),
        }
    }

    /// Forgets every kept answer.
    pub fn clear(&self) {
        self.entries.invalidate_all();
    }

    /// `"user:1000001 GET /api/v2/energyprice?month=3&year=2026"`: the query's pairs sorted,
    /// so the order a client sends them in does not matter.
    pub fn key(scope: CacheScope, method: &str, path: &str, query: &[(String, String)]) -> String {
        Self::key_by(scope, method, |key| key.push_str(path), query)
    }

    /// [`Self::key`] with the path written into the key by `path`, so a row's path is filled
    /// in place rather than made and copied (every request makes its key, cache hits included).
    pub fn key_by(
        scope: CacheScope,
        method: &str,
        path: impl FnOnce(&mut String),
        query: &[(String, String)],
    ) -> String {
        let mut key = String::with_capacity(128);
        let mut digits = itoa::Buffer::new();
        match scope {
            CacheScope::User(id) => {
                key.push_str("user:");
                key.push_str(digits.format(id));
            }
            CacheScope::Token(id) => {
                key.push_str("token:");
                key.push_str(id);
            }
            CacheScope::Shared => key.push_str("shared"),
        }
        key.push(' ');
        key.push_str(method);
        key.push(' ');
        path(&mut key);
        if !query.is_empty() {
            let mut pairs: Vec<String> = query
                .iter()
                .map(|(name, value)| format!("{}={}", encode(name), encode(value)))
                .collect();
            pairs.sort();
            key.push('?');
            key.push_str(&pairs.join("&"));
        }
        key
    }

    /// The cached answer for `key`, or the result of `fetch()`, which then is cached. Concurrent
    /// callers of one missing key share one fetch; an error is handed to all of them and not
    /// kept.
    ///
    /// The fetch is a closure whose future is made, and boxed, only on a miss: an upstream
    /// call's future is kilobytes, and carried inline through moka's and the handlers' futures
    /// it was copied on every hit (perf: moving futures was a tenth of a cached read's CPU).
    pub async fn get_or_fetch<F, Fut>(
        &self,
        key: String,
        fetch: F,
    ) -> Result<Arc<CachedBody>, ApiError>
    where
        F: FnOnce() -> Fut,
        Fut: std::future::Future<Output = Result<CachedBody, ApiError>>,
    {
        if let Some(hit) = self.entries.get(&key).await {
            self.counts.hits.fetch_add(1, Ordering::Relaxed);
            return Ok(hit);
        }
        self.counts.misses.fetch_add(1, Ordering::Relaxed);
        // moka's loading future is kilobytes too: boxed, it stays out of this future, which a
        // hand-written handler's caller moves on every request.
        Box::pin(async move {
            let fetch = Box::pin(fetch());
            self.entries
                .try_get_with(key, async move { fetch.await.map(Arc::new) })
                .await
                .map_err(ApiError::Shared)
        })
        .await
    }

    /// Every key, sorted (for the admin cache view).
    pub fn keys(&self) -> Vec<String> {
        let mut keys: Vec<String> = self.entries.iter().map(|(key, _)| (*key).clone()).collect();
        keys.sort();
        keys
    }

    /// Every entry with what it costs the byte budget, sorted by key (the admin cache view).
    pub fn entries(&self) -> Vec<(String, u32, Arc<CachedBody>)> {
        let mut entries: Vec<(String, u32, Arc<CachedBody>)> = self
            .entries
            .iter()
            .map(|(key, body)| {
                let bytes = weight(&key, &body);
                ((*key).clone(), bytes, body)
            })
            .collect();
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        entries
    }

    /// How long an entry is kept.
    pub fn ttl(&self) -> Option<std::time::Duration> {
        self.entries.policy().time_to_live()
    }

    /// What `key`'s entry costs the byte budget.
    pub fn cost(key: &str, body: &CachedBody) -> u32 {
        weight(key, body)
    }

    pub async fn get(&self, key: &str) -> Option<Arc<CachedBody>> {
        self.entries.get(key).await
    }

    /// Keeps a JSON answer a caller composed itself (#117 caches only complete answers), and
    /// hands it back to be sent as kept.
    pub async fn insert(&self, key: String, body: bytes::Bytes) -> Arc<CachedBody> {
        let entry = Arc::new(CachedBody::kept(body));
        self.entries.insert(key, entry.clone()).await;
        entry
    }

    /// Evicts every entry whose key matches (the writes' evictions of §0.7).
    fn evict_where(&self, matches: impl Fn(&str) -> bool + Send + Sync + 'static) {
        // Only fails when invalidation closures are not enabled, which `new` always does.
        if let Err(error) = self
            .entries
            .invalidate_entries_if(move |key, _| matches(key))
        {
            tracing::error!(%error, "cache eviction failed");
        }
    }

    /// The bytes the kept entries cost (see [`weight`]); exact after [`Self::sync`].
    pub fn weighted_size(&self) -> u64 {
        self.entries.weighted_size()
    }

    pub fn evict_all(&self) {
        self.entries.invalidate_all();
    }

    /// Runs moka's pending maintenance (tests count entries after it).
    pub async fn sync(&self) {
        self.entries.run_pending_tasks().await;
    }
}

/// The path of a cache key (`scope METHOD /path?query`).
pub fn key_path(key: &str) -> &str {
    key.split(' ')
        .nth(2)
        .unwrap_or_default()
        .split('?')
        .next()
        .unwrap_or_default()
}

/// What an entry costs the byte budget: its key and body plus a fixed overhead for the
/// map's bookkeeping, so millions of tiny answers are bounded too.
fn weight(key: &str, value: &CachedBody) -> u32 {
    const OVERHEAD: usize = 128;
    let gzip = value.gzip().map_or(0, bytes::Bytes::len);
    u32::try_from(key.len() + value.body.len() + gzip + OVERHEAD).unwrap_or(u32::MAX)
}

/// Percent-encodes what would make a key ambiguous (`&`, `=`, `?`, space, `%`).
fn encode(value: &str) -> String {
    let mut encoded = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '&' | '=' | '?' | ' ' | '%' | '#' => encoded.push_str(&format!("%{:02X}", c as u32)),
            _ => encoded.push(c),
        }
    }
    encoded
}

/// Whether `path` has the shape of one of `templates` with the bound values that template
/// names (a template without the bound names matches for everyone who cached it).
pub fn matches_any(templates: &[String], bound: &[(String, String)], path: &str) -> bool {
    templates.iter().any(|template| {
        let relevant: Vec<(&str, &str)> = bound
            .iter()
            .filter(|(name, _)| template.contains(&format!("{{{name}}}")))
            .map(|(name, value)| (name.as_str(), value.as_str()))
            .collect();
        matches(template, path, &relevant)
    })
}

/// Whether `path` has the shape of `template` with the bound parameters equal.
fn matches(template: &str, path: &str, bound: &[(&str, &str)]) -> bool {
    let mut parts = path.split('/');
    for segment in template.split('/') {
        let Some(part) = parts.next() else {
            return false;
        };
        match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            Some(name) => {
                if let Some((_, value)) = bound.iter().find(|(n, _)| *n == name) {
                    if part != *value {
                        return false;
                    }
                }
            }
            None if segment != part => return false,
            None => {}
        }
    }
    parts.next().is_none()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::settings::CacheSettings;

    fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
        list.iter()
            .map(|(a, b)| (a.to_string(), b.to_string()))
            .collect()
    }

    #[test]
    fn the_key_sorts_the_query_and_carries_the_scope() {
        let a = ResponseCache::key(
            CacheScope::User(7),
            "GET",
            "/api/v2/x",
            &pairs(&[("year", "2026"), ("month", "3")]),
        );
        let b = ResponseCache::key(
            CacheScope::User(7),
            "GET",
            "/api/v2/x",
            &pairs(&[("month", "3"), ("year", "2026")]),
        );
        assert_eq!(a, b);
        assert_eq!(a, "user:7 GET /api/v2/x?month=3&year=2026");
        let other = ResponseCache::key(CacheScope::User(8), "GET", "/api/v2/x", &[]);
        assert_ne!(
            other,
            ResponseCache::key(CacheScope::Shared, "GET", "/api/v2/x", &[])
        );
    }

    #[tokio::test]
    async fn filled_with_large_distinct_answers_the_cache_stays_within_its_byte_budget() {
        let budget = 4 * 1024 * 1024;
        let cache = ResponseCache::new(&CacheSettings {
            ttl_seconds: 3600,
            short: false,
            max_bytes: budget,
        });
        let answer = bytes::Bytes::from(vec![b'x'; 512 * 1024]);
        for n in 0..40 {
            let key = ResponseCache::key(CacheScope::User(n), "GET", "/api/v2/big", &[]);
            cache.insert(key, answer.clone()).await;
            cache.sync().await;
            assert!(
                cache.weighted_size() <= budget,
                "{} bytes kept after {} answers",
                cache.weighted_size(),
                n + 1
            );
        }
        // It still keeps what fits: about eight half-megabyte answers.
        assert!(cache.weighted_size() > budget / 2);
    }

    #[test]
    fn a_value_cannot_forge_another_query() {
        let forged = ResponseCache::key(CacheScope::Shared, "GET", "/p", &pairs(&[("a", "1&b=2")]));
        let honest = ResponseCache::key(
            CacheScope::Shared,
            "GET",
            "/p",
            &pairs(&[("a", "1"), ("b", "2")]),
        );
        assert_ne!(forged, honest);
    }
}

#[cfg(test)]
mod template_tests {
    use super::*;

    #[test]
    fn a_path_matches_its_template_with_bound_values() {
        let template = "/api/v2/user/{userId}/location/{locationId}/x";
        assert!(matches(
            template,
            "/api/v2/user/7/location/KP1/x",
            &[("userId", "7")]
        ));
        assert!(!matches(
            template,
            "/api/v2/user/8/location/KP1/x",
            &[("userId", "7")]
        ));
        assert!(!matches(template, "/api/v2/user/7/location/KP1", &[]));
        assert!(!matches(template, "/api/v2/user/7/location/KP1/x/y", &[]));
        assert!(!matches(template, "/api/v2/user/7/place/KP1/x", &[]));
    }
}
