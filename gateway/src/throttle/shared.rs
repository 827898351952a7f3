//! The throttle's counts in Redis, shared by every replica: the same GCRA governor runs in
//! this process, as one script per attempt so that two replicas never both take the last one.
//! Failed sign-ins are counted here too (an `INCR` whose expiry is the window, moved with each
//! failure), so the slow-down of guessing holds whichever replica a guess reaches.
//! Keys hold no e-mail address or token: accounts and tokens are counted by their SHA-256.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use redis::Script;

use super::{hex, Count, Key};
use crate::error::{ApiError, ApiResult};
use crate::shared::SharedStore;

pub struct SharedCounters {
    store: Arc<SharedStore>,
    gcra: Script,
    failure: Script,
    failures: Script,
}

impl SharedCounters {
    pub fn new(store: Arc<SharedStore>) -> Self {
        Self {
            store,
            // GCRA as governor runs it: one attempt every `interval` µs on average, `burst` at
            // once; the key holds the theoretical arrival time in µs, by Redis's clock (one
            // clock for every replica), and expires when it is past. Answers 0, or the
            // milliseconds to wait.
            gcra: Script::new(
                "local time = redis.call('TIME') \
                 local now = tonumber(time[1]) * 1000000 + tonumber(time[2]) \
                 local interval = tonumber(ARGV[1]) \
                 local burst = tonumber(ARGV[2]) \
                 local tat = tonumber(redis.call('GET', KEYS[1]) or now) \
                 if tat < now then tat = now end \
                 local next_tat = tat + interval \
                 local allowed_at = next_tat - interval * burst \
                 if allowed_at > now then return math.ceil((allowed_at - now) / 1000) end \
                 redis.call('SET', KEYS[1], string.format('%.0f', next_tat), 'PX', \
                   math.max(1, math.ceil((next_tat - now) / 1000))) \
                 return 0",
            ),
            // One more failure, the window starting afresh: answers the count before and the
            // milliseconds its window had left (negative when there was none).
            failure: Script::new(
                "local left = redis.call('PTTL', KEYS[1]) \
                 local count = redis.call('INCR', KEYS[1]) \
                 redis.call('PEXPIRE', KEYS[1], ARGV[1]) \
                 return {count - 1, left}",
            ),
            // The count and the milliseconds its window has left, read at one moment.
            failures: Script::new(
                "return {tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1])}",
            ),
        }
    }

    fn key(&self, bucket: &str, key: &Key<'_>) -> String {
        let name = match key {
            Key::Account(account) => hex(digest(account.as_bytes()).as_ref()),
            Key::Address(address) => address.to_string(),
            Key::Digest(digest) => hex(&digest[..]),
        };
        self.store.key(&format!("throttle:{bucket}:{name}"))
    }

    /// Takes one from the count of `key` in `bucket`, `per_minute` at most.
    pub(super) async fn take(&self, bucket: &str, key: &Key<'_>, per_minute: u32) -> ApiResult<()> {
        let mut invocation = self.gcra.key(self.key(bucket, key));
        invocation
            .arg(60_000_000 / u64::from(per_minute))
            .arg(per_minute);
        let wait_ms: u64 = self
            .store
            .run(|mut connection| async move { invocation.invoke_async(&mut connection).await })
            .await?;
        if wait_ms == 0 {
            return Ok(());
        }
        Err(ApiError::RateLimited {
            retry_after_seconds: wait_ms.div_ceil(1000),
        })
    }

    /// Refuses the address's External API calls for `seconds`, on every replica.
    pub(super) async fn block(&self, address: IpAddr, seconds: u64) {
        if let Err(error) = self.set_for(self.blocked_key(address), seconds).await {
            tracing::warn!(%error, "an address over the refusal limit was not blocked");
        }
    }

    /// 429 while the address is blocked.
    pub(super) async fn blocked(&self, address: IpAddr) -> ApiResult<()> {
        let key = self.blocked_key(address);
        let left_ms: i64 = self
            .store
            .run(|mut connection| async move {
                redis::cmd("PTTL")
                    .arg(key)
                    .query_async(&mut connection)
                    .await
            })
            .await?;
        match u64::try_from(left_ms) {
            Ok(left) if left > 0 => Err(ApiError::RateLimited {
                retry_after_seconds: left.div_ceil(1000),
            }),
            _ => Ok(()),
        }
    }

    /// Adds one failure to `key`, forgotten `window` after this one; answers the count as it
    /// was before.
    pub(super) async fn failures_incr(&self, key: &str, window: Duration) -> ApiResult<Count> {
        self.failures_by(&self.failure, key, window).await
    }

    /// `key`'s failures (zero once its window has passed).
    pub(super) async fn failures_get(&self, key: &str, window: Duration) -> ApiResult<Count> {
        self.failures_by(&self.failures, key, window).await
    }

    /// Runs one of the failure scripts on `key`: both answer a count and its time left.
    async fn failures_by(&self, script: &Script, key: &str, window: Duration) -> ApiResult<Count> {
        let mut invocation = script.key(self.failures_key(key));
        invocation.arg(window_ms(window));
        let answer: (u32, i64) = self
            .store
            .run(|mut connection| async move { invocation.invoke_async(&mut connection).await })
            .await?;
        Ok(count_of(answer, window))
    }

    pub(super) async fn failures_clear(&self, key: &str) -> ApiResult<()> {
        self.delete(self.failures_key(key)).await
    }

    /// Sets `key` (its value does not matter) to expire in `seconds`.
    async fn set_for(&self, key: String, seconds: u64) -> ApiResult<()> {
        self.store
            .run(|mut connection| async move {
                redis::cmd("SET")
                    .arg(key)
                    .arg(1)
                    .arg("EX")
                    .arg(seconds)
                    .query_async::<()>(&mut connection)
                    .await
            })
            .await
    }

    async fn delete(&self, key: String) -> ApiResult<()> {
        self.store
            .run(|mut connection| async move {
                redis::cmd("DEL")
                    .arg(key)
                    .query_async::<()>(&mut connection)
                    .await
            })
            .await
    }

    /// Keys of accounts, addresses and devices: the callers' tags hold no e-mail address.
    fn failures_key(&self, key: &str) -> String {
        self.store.key(&format!("throttle:failures:{key}"))
    }

    /// Identity confirmed the token: believed for `seconds` on every replica.
    pub(super) async fn token_accepted(&self, token: &[u8; 32], seconds: u64) {
        if let Err(error) = self.set_for(self.live_key(token), seconds).await {
            // The token then waits out its address's block, as any other.
            tracing::warn!(%error, "a confirmed token was not remembered");
        }
    }

    pub(super) async fn token_live(&self, token: &[u8; 32]) -> ApiResult<bool> {
        let key = self.live_key(token);
        self.store
            .run(|mut connection| async move {
                redis::cmd("EXISTS")
                    .arg(key)
                    .query_async(&mut connection)
                    .await
            })
            .await
    }

    pub(super) async fn token_refused(&self, token: &[u8; 32]) {
        if let Err(error) = self.delete(self.live_key(token)).await {
            tracing::warn!(%error, "a refused token was not forgotten");
        }
    }

    fn live_key(&self, token: &[u8; 32]) -> String {
        self.store
            .key(&format!("throttle:live:{}", hex(&token[..])))
    }

    fn blocked_key(&self, address: IpAddr) -> String {
        self.store.key(&format!("throttle:blocked:{address}"))
    }

    pub(super) async fn clear(&self) -> ApiResult<()> {
        self.store.delete_matching("throttle:*").await
    }
}

fn window_ms(window: Duration) -> u64 {
    u64::try_from(window.as_millis()).unwrap_or(u64::MAX).max(1)
}

/// A count as Redis answers it (the count, its window's milliseconds left) as of now: the last
/// move is as long ago as the window has run.
fn count_of((count, left_ms): (u32, i64), window: Duration) -> Count {
    let Ok(left) = u64::try_from(left_ms) else {
        return Count::default();
    };
    if count == 0 || left == 0 {
        return Count::default();
    }
    let since = window.saturating_sub(Duration::from_millis(left));
    Count {
        count,
        last: Instant::now().checked_sub(since),
    }
}

fn digest(bytes: &[u8]) -> ring::digest::Digest {
    ring::digest::digest(&ring::digest::SHA256, bytes)
}
