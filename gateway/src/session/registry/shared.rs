//! Sign-ins in the store replicas share: one hash per sign-in (its state as JSON, and when it
//! was last seen) that expires after the idle timeout or at the absolute lifetime, whichever
//! comes first; a set of sign-in ids per account (subject, username, portal user) so that
//! ending or listing an account's sign-ins reads only those; and a short lease per sign-in
//! for refreshing its tokens.
//!
//! A sign-in is only ever changed where it still exists (a script checks), so a refresh that
//! finishes after a sign-out on another replica cannot bring it back.

use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::Duration;

use rand::distributions::{Alphanumeric, DistString};
use redis::{AsyncCommands, Script};
use serde::{Deserialize, Serialize};

use super::{Account, Device, LiveSession, Tokens};
use crate::error::{ApiError, ApiResult};
use crate::shared::{Broadcast, SharedStore};

/// How long a refresh may hold a sign-in's lease: longer than identity's timeout, short enough
/// that a replica killed mid-refresh does not hold the sign-in up for long.
const LEASE_MS: u64 = 10_000;
/// How long a request waits for another replica's refresh before giving up with 503.
const LEASE_WAIT: Duration = Duration::from_millis(LEASE_MS + 1_000);
const LEASE_POLL: Duration = Duration::from_millis(20);
/// A replica tells the store a sign-in was used at most this often (its idle timeout renewed).
const TOUCH_EVERY_SECONDS: u64 = 60;

/// What the store keeps of a sign-in besides when it was last seen.
#[derive(Serialize, Deserialize)]
struct Record {
    handle: String,
    subject: String,
    signed_in_at: u64,
    device: Device,
    username: String,
    user_id: Option<u64>,
    access_token: String,
    refresh_token: Option<String>,
    expires_at: u64,
    groups: Vec<String>,
}

impl Record {
    fn of(live: &LiveSession) -> Self {
        let tokens = live.tokens();
        Record {
            handle: live.handle.clone(),
            subject: live.subject.clone(),
            signed_in_at: live.signed_in_at,
            device: live.device.clone(),
            username: live.username(),
            user_id: live.user_id(),
            access_token: tokens.access_token.to_string(),
            refresh_token: tokens.refresh_token.as_deref().map(str::to_owned),
            expires_at: tokens.expires_at,
            groups: tokens.groups.to_vec(),
        }
    }

    fn tokens(&self) -> Tokens {
        Tokens {
            access_token: self.access_token.as_str().into(),
            refresh_token: self.refresh_token.as_deref().map(Into::into),
            expires_at: self.expires_at,
            groups: self.groups.as_slice().into(),
        }
    }
}

/// A sign-in's refresh lease, held until released (or [`LEASE_MS`] at most).
pub struct Lease {
    key: String,
    token: String,
}

pub(super) struct SharedSessions {
    store: Arc<SharedStore>,
    idle: Duration,
    lifetime: Duration,
    touch_every: u64,
    /// Sets a field only on a sign-in that still exists, renewing its expiry.
    update: Script,
    /// Deletes a lease only if it is still the holder's.
    release: Script,
}

impl SharedSessions {
    pub(super) fn new(store: Arc<SharedStore>, idle: Duration, lifetime: Duration) -> Self {
        Self {
            store,
            idle,
            lifetime,
            touch_every: (idle.as_secs() / 4).clamp(1, TOUCH_EVERY_SECONDS),
            update: Script::new(
                "if redis.call('EXISTS', KEYS[1]) == 1 then \
                   redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) \
                   redis.call('PEXPIRE', KEYS[1], ARGV[3]) \
                   return 1 \
                 end \
                 return 0",
            ),
            release: Script::new(
                "if redis.call('GET', KEYS[1]) == ARGV[1] then \
                   return redis.call('DEL', KEYS[1]) \
                 end \
                 return 0",
            ),
        }
    }

    fn session_key(&self, id: &str) -> String {
        self.store.key(&format!("session:{id}"))
    }

    fn account_key(&self, account: Account<'_>) -> String {
        self.store.key(&match account {
            Account::Subject(subject) => format!("account:subject:{subject}"),
            Account::Username(username) => {
                format!("account:name:{}", username.trim().to_lowercase())
            }
            Account::User(user_id) => format!("account:user:{user_id}"),
        })
    }

    /// The indexes a sign-in is listed in.
    fn account_keys(&self, record: &Record) -> Vec<String> {
        let mut keys = vec![
            self.account_key(Account::Subject(&record.subject)),
            self.account_key(Account::Username(&record.username)),
        ];
        if let Some(user_id) = record.user_id {
            keys.push(self.account_key(Account::User(user_id)));
        }
        keys
    }

    /// Milliseconds until the sign-in expires if unused from `now`: the idle timeout, cut at
    /// the absolute lifetime.
    fn ttl_ms(&self, signed_in_at: u64, now: u64) -> u64 {
        let left = (signed_in_at + self.lifetime.as_secs()).saturating_sub(now);
        let ttl = self.idle.min(Duration::from_secs(left));
        u64::try_from(ttl.as_millis()).unwrap_or(u64::MAX).max(1)
    }

    fn record_json(live: &LiveSession) -> ApiResult<String> {
        serde_json::to_string(&Record::of(live)).map_err(ApiError::internal)
    }

    pub(super) async fn put(&self, live: &LiveSession) -> ApiResult<()> {
        let record = Record::of(live);
        let json = serde_json::to_string(&record).map_err(ApiError::internal)?;
        let key = self.session_key(&live.id);
        let ttl = self.ttl_ms(live.signed_in_at, live.signed_in_at);
        let mut pipe = redis::pipe();
        pipe.atomic()
            .hset_multiple(
                &key,
                &[("data", json), ("seen", live.signed_in_at.to_string())],
            )
            .ignore()
            .pexpire(&key, ttl as i64)
            .ignore();
        self.index(&mut pipe, &record, &live.id);
        self.store.pipeline(pipe).await
    }

    /// Adds the sign-in to its account indexes; they outlive none of their sign-ins.
    fn index(&self, pipe: &mut redis::Pipeline, record: &Record, id: &str) {
        let lifetime = i64::try_from(self.lifetime.as_millis()).unwrap_or(i64::MAX);
        for account in self.account_keys(record) {
            pipe.sadd(&account, id)
                .ignore()
                .pexpire(&account, lifetime)
                .ignore();
        }
    }

    /// The sign-in as the store has it, if it still lasts.
    pub(super) async fn load(&self, id: &str) -> ApiResult<Option<LiveSession>> {
        let key = self.session_key(id);
        let (data, seen): (Option<String>, Option<u64>) = self
            .store
            .run(|mut connection| async move {
                redis::cmd("HMGET")
                    .arg(&key)
                    .arg("data")
                    .arg("seen")
                    .query_async(&mut connection)
                    .await
            })
            .await?;
        let Some(record) = data.and_then(|json| serde_json::from_str::<Record>(&json).ok()) else {
            return Ok(None);
        };
        let tokens = record.tokens();
        let live = LiveSession::new(
            id.to_owned(),
            record.handle,
            record.subject,
            record.signed_in_at,
            record.device,
            seen.unwrap_or(record.signed_in_at),
            record.username,
            record.user_id,
            tokens,
        );
        Ok(Some(live))
    }

    /// Tells the store the sign-in was used `now`, at most every `touch_every` seconds, without
    /// the request waiting for it: the idle timeout is minutes, a lost touch costs nothing.
    pub(super) fn touch(&self, live: &LiveSession, now: u64) {
        let touched = live.touched.load(Ordering::Relaxed);
        if now < touched + self.touch_every
            || live
                .touched
                .compare_exchange(touched, now, Ordering::Relaxed, Ordering::Relaxed)
                .is_err()
        {
            return;
        }
        let key = self.session_key(&live.id);
        let ttl = self.ttl_ms(live.signed_in_at, now);
        let store = Arc::clone(&self.store);
        let update = self.update.clone();
        tokio::spawn(async move {
            let mut invocation = update.key(key);
            invocation.arg("seen").arg(now).arg(ttl);
            let touched = store
                .run(|mut connection| async move {
                    invocation.invoke_async::<i64>(&mut connection).await
                })
                .await;
            if let Err(error) = touched {
                tracing::warn!(%error, "a sign-in's idle timeout was not renewed");
            }
        });
    }

    /// The ids listed for an account (some may have expired since: the caller reads each).
    pub(super) async fn ids_of(&self, account: Account<'_>) -> ApiResult<Vec<String>> {
        let key = self.account_key(account);
        self.store
            .run(|mut connection| async move { connection.smembers(&key).await })
            .await
    }

    /// Keeps the sign-in's current state, if it still exists; tells the other replicas.
    pub(super) async fn save(&self, live: &LiveSession) -> ApiResult<bool> {
        let record = Record::of(live);
        let json = Self::record_json(live)?;
        let ttl = self.ttl_ms(live.signed_in_at, crate::session::now_epoch_seconds());
        let mut invocation = self.update.key(self.session_key(&live.id));
        invocation.arg("data").arg(json).arg(ttl);
        let kept: i64 = self
            .store
            .run(|mut connection| async move { invocation.invoke_async(&mut connection).await })
            .await?;
        if kept == 0 {
            return Ok(false);
        }
        let mut pipe = redis::pipe();
        self.index(&mut pipe, &record, &live.id);
        self.store.pipeline(pipe).await?;
        self.store
            .publish(Broadcast::SessionChanged {
                id: live.id.clone(),
            })
            .await?;
        Ok(true)
    }

    /// Reads the sign-in's latest state into `live`; false when it no longer exists.
    pub(super) async fn reload(&self, live: &LiveSession) -> ApiResult<bool> {
        let Some(latest) = self.load(&live.id).await? else {
            return Ok(false);
        };
        live.set_tokens(latest.tokens());
        live.set_username(&latest.username());
        if let Some(user_id) = latest.user_id() {
            live.set_user_id(user_id);
        }
        Ok(true)
    }

    /// Deletes the sign-in and tells every replica; answers its latest refresh token.
    pub(super) async fn end(&self, live: &LiveSession) -> ApiResult<Option<String>> {
        let key = self.session_key(&live.id);
        let (data, _deleted): (Option<String>, i64) = self
            .store
            .run(|mut connection| async move {
                redis::pipe()
                    .atomic()
                    .hget(&key, "data")
                    .del(&key)
                    .query_async(&mut connection)
                    .await
            })
            .await?;
        let record = data
            .and_then(|json| serde_json::from_str::<Record>(&json).ok())
            .unwrap_or_else(|| Record::of(live));
        let mut pipe = redis::pipe();
        for account in self.account_keys(&record) {
            pipe.srem(account, &live.id).ignore();
        }
        self.store.pipeline(pipe).await?;
        self.store
            .publish(Broadcast::SessionEnded {
                id: live.id.clone(),
            })
            .await?;
        Ok(record.refresh_token)
    }

    /// How many sign-ins the store holds.
    pub(super) async fn count(&self) -> ApiResult<u64> {
        self.store.count_matching("session:*").await
    }

    /// Ends every sign-in (and forgets every lease and index) of this portal.
    pub(super) async fn clear(&self) -> ApiResult<()> {
        for pattern in ["session:*", "account:*", "lease:*"] {
            self.store.delete_matching(pattern).await?;
        }
        self.store.publish(Broadcast::AllSessionsEnded).await
    }

    /// Takes the sign-in's refresh lease, waiting while another replica holds it.
    pub(super) async fn lease(&self, id: &str) -> ApiResult<Lease> {
        let key = self.store.key(&format!("lease:{id}"));
        let token = Alphanumeric.sample_string(&mut rand::thread_rng(), 16);
        let deadline = tokio::time::Instant::now() + LEASE_WAIT;
        loop {
            let (key_now, token_now) = (key.clone(), token.clone());
            let taken: Option<String> = self
                .store
                .run(|mut connection| async move {
                    redis::cmd("SET")
                        .arg(key_now)
                        .arg(token_now)
                        .arg("NX")
                        .arg("PX")
                        .arg(LEASE_MS)
                        .query_async(&mut connection)
                        .await
                })
                .await?;
            if taken.is_some() {
                return Ok(Lease { key, token });
            }
            if tokio::time::Instant::now() >= deadline {
                return Err(ApiError::StoreUnavailable(
                    "a sign-in's refresh lease stayed taken".to_owned(),
                ));
            }
            tokio::time::sleep(LEASE_POLL).await;
        }
    }

    pub(super) async fn release(&self, lease: Lease) {
        let mut invocation = self.release.key(lease.key);
        invocation.arg(lease.token);
        let released =
            self.store
                .run(|mut connection| async move {
                    invocation.invoke_async::<i64>(&mut connection).await
                })
                .await;
        if let Err(error) = released {
            // It expires by itself within LEASE_MS.
            tracing::warn!(%error, "a refresh lease was not released");
        }
    }
}
