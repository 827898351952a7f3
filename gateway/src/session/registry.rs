//! Every live sign-in and its tokens, in one place per gateway (A66).
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

/// What identity handed out for one sign-in, as of its latest refresh.
#[derive(Clone)]
pub struct Tokens {
    pub access_token: String,
    pub refresh_token: Option<String>,
    /// Access token expiry, epoch seconds.
    pub expires_at: u64,
    /// Identity groups from the latest access token.
    pub groups: Vec<String>,
}

/// Where a sign-in was made from, as its owner sees it in their list of sign-ins (#246).
#[derive(Debug, Clone, Default)]
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
    username: Mutex<String>,
    user_id: Mutex<Option<u64>>,
    tokens: Mutex<Tokens>,
    /// Held while refreshing, and by whoever ends the sign-in, so neither overtakes the other.
    pub(super) flight: tokio::sync::Mutex<()>,
    ended: AtomicBool,
}

impl LiveSession {
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
    live: Cache<String, Arc<LiveSession>>,
}

impl SessionRegistry {
    /// A sign-in is forgotten after `idle` without a request (each lookup renews it) and after
    /// the absolute session lifetime at the latest.
    pub fn new(max_sessions: u64, idle: Duration, lifetime: Duration) -> Self {
        Self {
            live: Cache::builder()
                .max_capacity(max_sessions)
                .time_to_idle(idle)
                .time_to_live(lifetime)
                .build(),
        }
    }

    /// Sign-ins currently held (tests see a sign-out end one on the server).
    pub fn len(&self) -> u64 {
        self.live.entry_count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Runs pending evictions so `len` is exact.
    pub async fn sync(&self) {
        self.live.run_pending_tasks().await;
    }

    /// A sign-in of `auth`'s account from `device`, from now.
    pub async fn start(&self, auth: &AuthSession, device: Device) -> Arc<LiveSession> {
        let mut rng = rand::thread_rng();
        let id = Alphanumeric.sample_string(&mut rng, 32);
        let now = now_epoch_seconds();
        let live = Arc::new(LiveSession {
            id: id.clone(),
            handle: Alphanumeric.sample_string(&mut rng, 16),
            subject: auth.subject.clone(),
            signed_in_at: now,
            device,
            last_seen: AtomicU64::new(now),
            username: Mutex::new(auth.username.clone()),
            user_id: Mutex::new(auth.user_id),
            tokens: Mutex::new(auth.tokens()),
            flight: tokio::sync::Mutex::new(()),
            ended: AtomicBool::new(false),
        });
        self.live.insert(id, live.clone()).await;
        live
    }

    /// The sign-in, while it lasts; a lookup counts as its latest request.
    pub async fn get(&self, id: &str) -> Option<Arc<LiveSession>> {
        let live = self.live.get(id).await.filter(|live| !live.is_ended())?;
        live.last_seen.store(now_epoch_seconds(), Ordering::Relaxed);
        Some(live)
    }

    /// Every live sign-in of an account, oldest first.
    pub fn of_account(&self, account: Account<'_>) -> Vec<Arc<LiveSession>> {
        let mut sign_ins: Vec<Arc<LiveSession>> = self
            .live
            .iter()
            .map(|(_, live)| live)
            .filter(|live| !live.is_ended() && account.holds(live))
            .collect();
        sign_ins.sort_by(|a, b| (a.signed_in_at, &a.handle).cmp(&(b.signed_in_at, &b.handle)));
        sign_ins
    }

    /// Ends every sign-in at once (a reset of the mocks for integration tests): each cookie then
    /// answers as an expired session.
    pub fn clear(&self) {
        for (_, live) in self.live.iter() {
            live.ended.store(true, Ordering::Release);
        }
        self.live.invalidate_all();
    }

    /// Ends one sign-in after any refresh in flight; answers the refresh token to revoke.
    pub async fn end(&self, live: &LiveSession) -> Option<String> {
        let _flight = live.flight.lock().await;
        live.ended.store(true, Ordering::Release);
        self.live.invalidate(&live.id).await;
        live.tokens().refresh_token
    }

    /// Ends every sign-in of an account but `except` (the caller's own, where it stays);
    /// answers the refresh tokens to revoke.
    pub async fn end_account(&self, account: Account<'_>, except: Option<&str>) -> Vec<String> {
        let matching = self.of_account(account);
        let mut revoked = Vec::new();
        for live in matching
            .into_iter()
            .filter(|live| Some(live.id.as_str()) != except)
        {
            revoked.extend(self.end(&live).await);
        }
        revoked
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn auth(subject: &str, username: &str, n: u8) -> AuthSession {
        AuthSession {
            subject: subject.to_owned(),
            username: username.to_owned(),
            groups: Vec::new(),
            user_id: None,
            access_token: format!("a{n}"),
            refresh_token: Some(format!("r{n}")),
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
        let own = registry.start(&own, Device::default()).await;
        let other = registry.start(&other, Device::default()).await;
        let stranger = registry.start(&stranger, Device::default()).await;

        let revoked = registry
            .end_account(Account::Subject("s1"), Some(&own.id))
            .await;

        assert_eq!(revoked, vec!["r2".to_owned()]);
        assert!(registry.get(&own.id).await.is_some());
        assert!(registry.get(&other.id).await.is_none());
        assert!(other.is_ended());
        assert!(registry.get(&stranger.id).await.is_some());

        let revoked = registry
            .end_account(Account::Username("KULUTTAJA@demo.example "), None)
            .await;
        assert_eq!(revoked, vec!["r1".to_owned()]);
        assert!(registry.get(&own.id).await.is_none());
    }

    #[tokio::test]
    async fn an_account_lists_its_own_live_sign_ins_by_portal_user_too() {
        let registry = SessionRegistry::new(100, Duration::from_secs(60), Duration::from_secs(60));
        let mut household = auth("s1", "kuluttaja@demo.example", 1);
        household.user_id = Some(1_000_001);
        let first = registry
            .start(&household, Device::new("a\u{0}b", None))
            .await;
        let second = registry.start(&household, Device::default()).await;
        registry
            .start(&auth("s2", "edustaja@demo.example", 3), Device::default())
            .await;

        let listed = registry.of_account(Account::User(1_000_001));

        assert_eq!(listed.len(), 2);
        assert_ne!(first.handle, second.handle);
        assert_ne!(first.handle, first.id);
        assert_eq!(first.device.user_agent, "ab");
        registry.end(&second).await;
        let listed = registry.of_account(Account::Subject("s1"));
        assert_eq!(listed.len(), 1);
        assert_eq!(listed[0].id, first.id);
    }
}

// Tokens never reach a log line through `{:?}`.
upstream_clients::debug_redacted!(Tokens { expires_at, groups } secret { access_token, refresh_token });
