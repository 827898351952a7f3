//! The in-memory server-side session store (one gateway instance). The cookie carries only the
//! random session key; the state, tokens included, stays here.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use actix_session::storage::{LoadError, SaveError, SessionKey, SessionStore, UpdateError};
use moka::future::Cache;
use moka::ops::compute::{CompResult, Op};
use moka::Expiry;
use rand::distributions::{Alphanumeric, DistString};

type State = HashMap<String, String>;

#[derive(Clone)]
struct Entry {
    state: Arc<State>,
    ttl: Duration,
    /// When the entry was written last (its idle timeout counts from then).
    written: Instant,
}

/// An idle timeout of minutes does not need renewing on every request: renewing is a write
/// to the map, and it was the most expensive step of a session check under load (perf). An
/// entry is renewed when this much (or a quarter of its timeout) has passed since its last write.
const RENEW_AFTER: Duration = Duration::from_secs(30);

/// Each entry lives for the TTL actix-session gives it; loading it renews it (idle timeout).
struct EntryTtl;

impl Expiry<String, Entry> for EntryTtl {
    fn expire_after_create(&self, _key: &String, value: &Entry, _at: Instant) -> Option<Duration> {
        Some(value.ttl)
    }

    fn expire_after_update(
        &self,
        _key: &String,
        value: &Entry,
        _at: Instant,
        _left: Option<Duration>,
    ) -> Option<Duration> {
        Some(value.ttl)
    }
}

#[derive(Clone)]
pub struct MemorySessionStore {
    entries: Cache<String, Entry>,
}

impl MemorySessionStore {
    pub fn new(max_sessions: u64) -> Self {
        Self {
            entries: Cache::builder()
                .max_capacity(max_sessions)
                .expire_after(EntryTtl)
                .build(),
        }
    }

    /// Sessions currently held (tests use it to see a sign-out destroy one server-side).
    pub fn len(&self) -> u64 {
        self.entries.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Runs pending evictions so `len` is exact.
    pub async fn sync(&self) {
        self.entries.run_pending_tasks().await;
    }
}

impl MemorySessionStore {
    /// Rewrites an entry only if it still exists, in one atomic step: a sign-out that deletes the
    /// entry concurrently wins, and the session stays gone.
    async fn replace_if_present(
        &self,
        key: &SessionKey,
        state: impl FnOnce(&Entry) -> Option<Arc<State>>,
        ttl: Duration,
    ) -> bool {
        let result = self
            .entries
            .entry_by_ref(key.as_ref())
            .and_compute_with(|current| {
                let op = match current.as_ref().and_then(|entry| state(entry.value())) {
                    Some(state) => Op::Put(Entry {
                        state,
                        ttl,
                        written: Instant::now(),
                    }),
                    None => Op::Nop,
                };
                std::future::ready(op)
            })
            .await;
        matches!(result, CompResult::ReplacedWith(_))
    }
}

fn to_std(ttl: &actix_web::cookie::time::Duration) -> Duration {
    Duration::from_secs(ttl.whole_seconds().max(1) as u64)
}

fn new_key() -> SessionKey {
    // 32 alphanumeric characters from the OS-seeded CSPRNG: about 190 bits, not guessable. Every
    // request decodes, decrypts and looks up this key, so it is no longer than it needs to be.
    Alphanumeric
        .sample_string(&mut rand::thread_rng(), 32)
        .try_into()
        .expect("64 characters is a valid session key length")
}

impl SessionStore for MemorySessionStore {
    /// Loading a session is what renews its idle timeout: the middleware is told to extend
    /// state only on changes, so a request costs one lookup here instead of a second one in
    /// `update_ttl` after the handler.
    async fn load(&self, session_key: &SessionKey) -> Result<Option<State>, LoadError> {
        let Some(entry) = self.entries.get(session_key.as_ref()).await else {
            return Ok(None);
        };
        if entry.written.elapsed() >= RENEW_AFTER.min(entry.ttl / 4) {
            let ttl = entry.ttl;
            self.replace_if_present(session_key, |current| Some(current.state.clone()), ttl)
                .await;
        }
        Ok(Some((*entry.state).clone()))
    }

    async fn save(
        &self,
        session_state: State,
        ttl: &actix_web::cookie::time::Duration,
    ) -> Result<SessionKey, SaveError> {
        let key = new_key();
        self.entries
            .insert(
                key.as_ref().to_owned(),
                Entry {
                    state: Arc::new(session_state),
                    ttl: to_std(ttl),
                    written: Instant::now(),
                },
            )
            .await;
        Ok(key)
    }

    async fn update(
        &self,
        session_key: SessionKey,
        session_state: State,
        ttl: &actix_web::cookie::time::Duration,
    ) -> Result<SessionKey, UpdateError> {
        let state = Arc::new(session_state);
        let ttl = to_std(ttl);
        if self
            .replace_if_present(&session_key, |_| Some(state.clone()), ttl)
            .await
        {
            return Ok(session_key);
        }
        // The session ended meanwhile (sign-out, expiry): it must not come back under the
        // client's old key, so the state gets a fresh key.
        self.save(
            (*state).clone(),
            &actix_web::cookie::time::Duration::seconds(ttl.as_secs() as i64),
        )
        .await
        .map_err(|error| UpdateError::Other(error.into()))
    }

    async fn update_ttl(
        &self,
        session_key: &SessionKey,
        ttl: &actix_web::cookie::time::Duration,
    ) -> Result<(), anyhow::Error> {
        let ttl = to_std(ttl);
        let fresh = self
            .entries
            .get(session_key.as_ref())
            .await
            .is_some_and(|entry| {
                entry.ttl == ttl && entry.written.elapsed() < RENEW_AFTER.min(ttl / 4)
            });
        if !fresh {
            self.replace_if_present(session_key, |entry| Some(entry.state.clone()), ttl)
                .await;
        }
        Ok(())
    }

    async fn delete(&self, session_key: &SessionKey) -> Result<(), anyhow::Error> {
        self.entries.invalidate(session_key.as_ref()).await;
        Ok(())
    }
}
