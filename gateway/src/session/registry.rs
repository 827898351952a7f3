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

use std::sync::atomic::{AtomicBool, Ordering};
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

/// One sign-in. The cookie session holds only its id, so a request reads the sign-in with one
/// lookup here instead of decoding a copy of it from the session state.
pub struct LiveSession {
    pub id: String,
    pub subject: String,
    /// For the absolute timeout, epoch seconds.
    pub signed_in_at: u64,
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

    /// A sign-in of `auth`'s account, from now.
    pub async fn start(&self, auth: &AuthSession) -> Arc<LiveSession> {
        let id = Alphanumeric.sample_string(&mut rand::thread_rng(), 32);
        let live = Arc::new(LiveSession {
            id: id.clone(),
            subject: auth.subject.clone(),
            signed_in_at: now_epoch_seconds(),
            username: Mutex::new(auth.username.clone()),
            user_id: Mutex::new(auth.user_id),
            tokens: Mutex::new(auth.tokens()),
            flight: tokio::sync::Mutex::new(()),
            ended: AtomicBool::new(false),
        });
        self.live.insert(id, live.clone()).await;
        live
    }

    /// The sign-in, while it lasts.
    pub async fn get(&self, id: &str) -> Option<Arc<LiveSession>> {
        self.live.get(id).await.filter(|live| !live.is_ended())
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
        let matching: Vec<Arc<LiveSession>> = self
            .live
            .iter()
            .map(|(_, live)| live)
            .filter(|live| Some(live.id.as_str()) != except)
            .filter(|live| match account {
                Account::Subject(subject) => live.subject == subject,
                Account::Username(username) => live.username_is(username),
            })
            .collect();
        let mut revoked = Vec::new();
        for live in matching {
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
        let own = registry
            .start(&auth("s1", "Kuluttaja@demo.example", 1))
            .await;
        let other = registry
            .start(&auth("s1", "kuluttaja@demo.example", 2))
            .await;
        let stranger = registry
            .start(&auth("s2", "edustaja@demo.example", 3))
            .await;

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
}

// Tokens never reach a log line through `{:?}`.
upstream_clients::debug_redacted!(Tokens { expires_at, groups } secret { access_token, refresh_token });
