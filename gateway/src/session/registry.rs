//! Every live sign-in and its tokens, in one place per gateway (A66), or, with replicas
//! (`session.store = "redis"`), in Redis with each replica's recent ones kept in front.
//!
//! The cookie's session state names a sign-in by a random id; the tokens live here, not in
//! the cookie session. So:
//! - ending a sign-in here ends it for every request at once, whatever cookie or cached answer
//!   a client still holds: sign-out, a password reset, an account deletion;
//! - a request that was refreshing while a sign-out ran cannot bring the session back, since a
//!   state saved under a new cookie names a sign-in that no longer exists;
//! - refresh is single-flight per sign-in: parallel requests with an expired access token wait
//!   for one refresh and share its tokens, so a rotating identity provider never sees a used
//!   refresh token again (it would take that for theft and revoke the family).

use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use moka::future::Cache;
use rand::distributions::{Alphanumeric, DistString};

use super::{now_epoch_seconds, AuthSession};
use crate::error::ApiResult;

mod shared;
pub use shared::Lease;

/// What identity handed out for one sign-in, as of its latest refresh.
#[derive(Clone)]
pub struct Tokens {
    // Shared rather than owned: every request copies its sign-in's tokens (a JWT is long).
    pub access_token: Arc<str>,
    pub refresh_token: Option<Arc<str>>,
    /// Access token expiry, epoch seconds.
    pub expires_at: u64,
    /// Identity groups from the latest access token.
    pub groups: Arc<[String]>,
}

/// Where a sign-in was made from, as its owner sees it in their list of sign-ins (#246).
#[derive(Debug, Clone, Default, serde::Serialize, serde::Deserialize)]
pub struct Device {
    /// The browser's `User-Agent`, bounded and without control characters.
    pub user_agent: String,
    /// The client's address (behind the trusted proxies), when known.
    pub address: Option<IpAddr>,
}

/// The longest user agent kept: enough for any real browser's, and a bound for a made-up one.
const USER_AGENT_MAX_CHARS: usize = 256;

impl Device {
    pub fn new(user_agent: &str, address: Option<IpAddr>) -> Self {
        Device {
            user_agent: user_agent
                .chars()
                .filter(|c| !c.is_control())
                .take(USER_AGENT_MAX_CHARS)
                .collect(),
            address,
        }
    }
}

/// One sign-in. The cookie session holds only its id, so a request reads the sign-in with one
/// lookup here instead of decoding a copy of it from the session state.
pub struct LiveSession {
    pub id: String,
    /// The name its owner's list of sign-ins gives it (#246/#247). The id itself stays on the
    /// server: it is what the cookie's state names.
    pub handle: String,
    pub subject: String,
    /// For the absolute timeout, epoch seconds.
    pub signed_in_at: u64,
    pub device: Device,
    /// The latest request of this sign-in, epoch seconds.
    last_seen: AtomicU64,
    /// When the shared store last heard of that request (its idle timeout renewed), epoch
    /// seconds; unused with the memory store.
    touched: AtomicU64,
    username: Mutex<String>,
    user_id: Mutex<Option<u64>>,
    tokens: Mutex<Tokens>,
    /// Held while refreshing, and by whoever ends the sign-in, so neither overtakes the other.
    pub(super) flight: tokio::sync::Mutex<()>,
    ended: AtomicBool,
}

impl LiveSession {
    /// A sign-in as of now: what it is and its state, not yet kept anywhere.
    #[allow(clippy::too_many_arguments)]
    fn new(
        id: String,
        handle: String,
        subject: String,
        signed_in_at: u64,
        device: Device,
        last_seen: u64,
        username: String,
        user_id: Option<u64>,
        tokens: Tokens,
    ) -> Self {
        LiveSession {
            id,
            handle,
            subject,
            signed_in_at,
            device,
            last_seen: AtomicU64::new(last_seen),
            touched: AtomicU64::new(last_seen),
            username: Mutex::new(username),
            user_id: Mutex::new(user_id),
            tokens: Mutex::new(tokens),
            flight: tokio::sync::Mutex::new(()),
            ended: AtomicBool::new(false),
        }
    }

    pub fn tokens(&self) -> Tokens {
        self.tokens
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub(super) fn set_tokens(&self, tokens: Tokens) {
        *self.tokens.lock().unwrap_or_else(|e| e.into_inner()) = tokens;
    }

    pub fn is_ended(&self) -> bool {
        self.ended.load(Ordering::Acquire)
    }

    pub fn last_seen(&self) -> u64 {
        self.last_seen.load(Ordering::Relaxed)
    }

    fn username_is(&self, username: &str) -> bool {
        self.username
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .eq_ignore_ascii_case(username.trim())
    }

    pub(super) fn set_username(&self, username: &str) {
        *self.username.lock().unwrap_or_else(|e| e.into_inner()) = username.to_owned();
    }

    pub fn username(&self) -> String {
        self.username
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    pub fn user_id(&self) -> Option<u64> {
        *self.user_id.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn set_user_id(&self, user_id: u64) {
        *self.user_id.lock().unwrap_or_else(|e| e.into_inner()) = Some(user_id);
    }
}

/// Which sign-ins of an account to end.
#[derive(Debug, Clone, Copy)]
pub enum Account<'a> {
    Subject(&'a str),
    Username(&'a str),
    /// The portal user (#245).
    User(u64),
}

impl Account<'_> {
    fn holds(self, live: &LiveSession) -> bool {
        match self {
            Account::Subject(subject) => live.subject == subject,
            Account::Username(username) => live.username_is(username),
            Account::User(user_id) => live.user_id() == Some(user_id),
        }
    }
}

pub struct SessionRegistry {
    /// The memory store's sign-ins; with the shared store, this replica's recent ones in front
    /// of it.
    live: Cache<String, Arc<LiveSession>, crate::lookup_hasher::LookupHasher>,
    shared: Option<shared::SharedSessions>,
    /// Counts what other replicas said (ended or changed sign-ins), so that a copy read from
    /// the shared store while such a message was applied is read again instead of kept.
    forgets: AtomicU64,
}

/// How often a lookup reads a sign-in again when broadcasts keep arriving meanwhile; past it,
/// the copy is used for this request but not kept.
const READ_AGAIN: usize = 5;

/// How long a replica keeps a shared sign-in without reading it again: a bound on staleness
/// should a broadcast ever be missed without the channel dropping.
const NEAR_TTL: Duration = Duration::from_secs(30);

impl SessionRegistry {
    /// A sign-in is forgotten after `idle` without a request (each lookup renews it) and after
    /// the absolute session lifetime at the latest.
    pub fn new(max_sessions: u64, idle: Duration, lifetime: Duration) -> Self {
        Self {
            live: Cache::builder()
                .max_capacity(max_sessions)
                .time_to_idle(idle)
                .time_to_live(lifetime)
                .build_with_hasher(Default::default()),
            shared: None,
            forgets: AtomicU64::new(0),
        }
    }

    /// Sign-ins kept in `store`, shared by every replica; each replica keeps the ones it saw
    /// lately in front of it (`max_near` at most).
    pub fn shared(
        store: Arc<crate::shared::SharedStore>,
        max_near: u64,
        idle: Duration,
        lifetime: Duration,
    ) -> Self {
        Self {
            live: Cache::builder()
                .max_capacity(max_near)
                .time_to_idle(idle)
                .time_to_live(lifetime.min(NEAR_TTL))
                .build_with_hasher(Default::default()),
            shared: Some(shared::SharedSessions::new(store, idle, lifetime)),
            forgets: AtomicU64::new(0),
        }
    }

    /// Sign-ins currently held (tests see a sign-out end one on the server); with the shared
    /// store, those this replica keeps in front of it.
    pub fn len(&self) -> u64 {
        self.live.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The live sign-ins of the whole portal, for the `portal_live_sessions` gauge: this
    /// process's with the memory store; with the shared store, those Redis holds (each expires
    /// there by its idle and absolute lifetimes), counted at scrape time, never per request.
    pub async fn live_count(&self) -> ApiResult<u64> {
        match &self.shared {
            None => {
                self.sync().await;
                Ok(self.len())
            }
            Some(shared) => shared.count().await,
        }
    }

    /// Runs pending evictions so `len` is exact.
    pub async fn sync(&self) {
        self.live.run_pending_tasks().await;
    }

    /// A sign-in of `auth`'s account from `device`, from now.
    pub async fn start(&self, auth: &AuthSession, device: Device) -> ApiResult<Arc<LiveSession>> {
        let mut rng = rand::thread_rng();
        let id = Alphanumeric.sample_string(&mut rng, 32);
        let now = now_epoch_seconds();
        let live = Arc::new(LiveSession::new(
            id.clone(),
            Alphanumeric.sample_string(&mut rng, 16),
            auth.subject.clone(),
            now,
            device,
            now,
            auth.username.clone(),
            auth.user_id,
            auth.tokens(),
        ));
        if let Some(shared) = &self.shared {
            shared.put(&live).await?;
        }
        self.live.insert(id, live.clone()).await;
        Ok(live)
    }

    /// The sign-in, while it lasts; a lookup counts as its latest request.
    pub async fn get(&self, id: &str) -> ApiResult<Option<Arc<LiveSession>>> {
        let Some(live) = self.lookup(id).await? else {
            return Ok(None);
        };
        let now = now_epoch_seconds();
        live.last_seen.store(now, Ordering::Relaxed);
        if let Some(shared) = &self.shared {
            shared.touch(&live, now);
        }
        Ok(Some(live))
    }

    /// The sign-in, without counting a request: this replica's copy, else the shared store's.
    async fn lookup(&self, id: &str) -> ApiResult<Option<Arc<LiveSession>>> {
        if let Some(live) = self.live.get(id).await {
            return Ok((!live.is_ended()).then_some(live));
        }
        let Some(shared) = &self.shared else {
            return Ok(None);
        };
        // A broadcast applied between reading the store and keeping the copy would be lost
        // on it (a sign-out kept alive here for the near-cache's lifetime): whoever forgets
        // counts first and drops the copy second, so a count unchanged after keeping it means
        // the copy is at least as new as every message applied.
        for _ in 0..READ_AGAIN {
            let before = self.forgets.load(Ordering::SeqCst);
            let Some(live) = shared.load(id).await? else {
                return Ok(None);
            };
            let live = Arc::new(live);
            self.live.insert(id.to_owned(), live.clone()).await;
            if self.forgets.load(Ordering::SeqCst) == before {
                return Ok(Some(live));
            }
            self.live.invalidate(id).await;
        }
        Ok(shared.load(id).await?.map(Arc::new))
    }

    /// Every live sign-in of an account, oldest first.
    pub async fn of_account(&self, account: Account<'_>) -> ApiResult<Vec<Arc<LiveSession>>> {
        let mut sign_ins: Vec<Arc<LiveSession>> = match &self.shared {
            None => self.live.iter().map(|(_, live)| live).collect(),
            Some(shared) => {
                let mut found = Vec::new();
                for id in shared.ids_of(account).await? {
                    found.extend(self.lookup(&id).await?);
                }
                found
            }
        };
        sign_ins.retain(|live| !live.is_ended() && account.holds(live));
        sign_ins.sort_by(|a, b| (a.signed_in_at, &a.handle).cmp(&(b.signed_in_at, &b.handle)));
        Ok(sign_ins)
    }

    /// Keeps a change of the sign-in's tokens, username or portal user where every replica
    /// reads it. A sign-in ended meanwhile stays ended: answers false then.
    pub async fn save(&self, live: &LiveSession) -> ApiResult<bool> {
        match &self.shared {
            Some(shared) => shared.save(live).await,
            None => Ok(!live.is_ended()),
        }
    }

    /// With the shared store: waits for the sign-in's refresh lease, so that one replica at a
    /// time refreshes a token family, and then reads the sign-in's latest tokens (another
    /// replica may have refreshed them meanwhile). `None` with the memory store, where the
    /// sign-in's own lock is enough.
    pub async fn lease(&self, live: &LiveSession) -> ApiResult<Option<Lease>> {
        let Some(shared) = &self.shared else {
            return Ok(None);
        };
        let lease = shared.lease(&live.id).await?;
        match shared.reload(live).await {
            Ok(true) => Ok(Some(lease)),
            Ok(false) => {
                shared.release(lease).await;
                live.ended.store(true, Ordering::Release);
                self.live.invalidate(&live.id).await;
                Ok(None)
            }
            Err(error) => {
                shared.release(lease).await;
                Err(error)
            }
        }
    }

    pub async fn release(&self, lease: Option<Lease>) {
        if let (Some(shared), Some(lease)) = (&self.shared, lease) {
            shared.release(lease).await;
        }
    }

    /// What another replica said (see [`crate::shared::Broadcast`]): the sign-in ended
    /// (`ended`) or changed; this replica drops its copy either way.
    pub async fn forget(&self, id: &str, ended: bool) {
        self.forgets.fetch_add(1, Ordering::SeqCst);
        if let Some(live) = self.live.get(id).await {
            if ended {
                live.ended.store(true, Ordering::Release);
            }
            self.live.invalidate(id).await;
        }
    }

    /// Drops every copy this replica keeps (`ended`: every sign-in ended).
    pub fn forget_all(&self, ended: bool) {
        self.forgets.fetch_add(1, Ordering::SeqCst);
        if ended {
            for (_, live) in self.live.iter() {
                live.ended.store(true, Ordering::Release);
            }
        }
        self.live.invalidate_all();
    }

    /// Ends every sign-in at once (a reset of the mocks for integration tests): each cookie then
    /// answers as an expired session.
    pub async fn clear(&self) -> ApiResult<()> {
        if let Some(shared) = &self.shared {
            shared.clear().await?;
        }
        self.forget_all(true);
        Ok(())
    }

    /// Ends one sign-in after any refresh in flight; answers the refresh token to revoke.
    /// With the shared store it answers once every replica is told.
    pub async fn end(&self, live: &LiveSession) -> ApiResult<Option<String>> {
        let _flight = live.flight.lock().await;
        // The shared store's tokens are the latest: another replica may have refreshed them.
        let refresh_token = match &self.shared {
            Some(shared) => shared.end(live).await?,
            None => None,
        };
        live.ended.store(true, Ordering::Release);
        self.live.invalidate(&live.id).await;
        Ok(refresh_token.or(live.tokens().refresh_token.map(|token| token.to_string())))
    }

    /// Ends every sign-in of an account but `except` (the caller's own, where it stays);
    /// answers the refresh tokens to revoke.
    pub async fn end_account(
        &self,
        account: Account<'_>,
        except: Option<&str>,
    ) -> ApiResult<Vec<String>> {
        let matching = self.of_account(account).await?;
        let mut revoked = Vec::new();
        for live in matching
            .into_iter()
            .filter(|live| Some(live.id.as_str()) != except)
        {
            revoked.extend(self.end(&live).await?);
        }
        Ok(revoked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn auth(subject: &str, username: &str, n: u8) -> AuthSession {
        AuthSession {
            subject: subject.to_owned(),
            username: username.to_owned(),
            groups: Arc::from([]),
            user_id: None,
            access_token: format!("a{n}").into(),
            refresh_token: Some(format!("r{n}").into()),
            expires_at: 0,
        }
    }

    #[tokio::test]
    async fn ending_an_account_ends_its_other_sign_ins_and_only_those() {
        let registry = SessionRegistry::new(100, Duration::from_secs(60), Duration::from_secs(60));
        let (own, other, stranger) = (
            auth("s1", "Kuluttaja@demo.example", 1),
            auth("s1", "kuluttaja@demo.example", 2),
            auth("s2", "edustaja@demo.example", 3),
        );
        let own = registry.start(&own, Device::default()).await.unwrap();
        let other = registry.start(&other, Device::default()).await.unwrap();
        let stranger = registry.start(&stranger, Device::default()).await.unwrap();

        let revoked = registry
            .end_account(Account::Subject("s1"), Some(&own.id))
            .await
            .unwrap();

        assert_eq!(revoked, vec!["r2".to_owned()]);
        assert!(registry.get(&own.id).await.unwrap().is_some());
        assert!(registry.get(&other.id).await.unwrap().is_none());
        assert!(other.is_ended());
        assert!(registry.get(&stranger.id).await.unwrap().is_some());

        let revoked = registry
            .end_account(Account::Username("KULUTTAJA@demo.example "), None)
            .await
            .unwrap();
        assert_eq!(revoked, vec!["r1".to_owned()]);
        assert!(registry.get(&own.id).await.unwrap().is_none());
    }

    #[tokio::test]
    async fn an_account_lists_its_own_live_sign_ins_by_portal_user_too() {
        let registry = SessionRegistry::new(100, Duration::from_secs(60), Duration::from_secs(60));
        let mut household = auth("s1", "kuluttaja@demo.example", 1);
        household.user_id = Some(1_000_001);
        let first = registry
            .start(&household, Device::new("a\u{0}b", None))
            .await
            .unwrap();
        let second = registry.start(&household, Device::default()).await.unwrap();
        registry
            .start(&auth("s2", "edustaja@demo.example", 3), Device::default())
            .await
            .unwrap();

        let listed = registry.of_account(Account::User(1_000_001)).await.unwrap();

        assert_eq!(listed.len(), 2);
        assert_ne!(first.handle, second.handle);
        assert_ne!(first.handle, first.id);
        assert_eq!(first.device.user_agent, "ab");
        registry.end(&second).await.unwrap();
        let listed = registry.of_account(Account::Subject("s1")).await.unwrap();
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].id, first.id);
    }
}

// Tokens never reach a log line through `{:?}`.
upstream_clients::debug_redacted!(Tokens { expires_at, groups } secret { access_token, refresh_token });
