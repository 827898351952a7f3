//! The throttle's counts in Redis, shared by every replica: the same GCRA governor runs in
//! this process, as one script per attempt so that two replicas never both take the last one.
//! Keys hold no e-mail address or token: accounts and tokens are counted by their SHA-256.

use std::net::IpAddr;
use std::sync::Arc;

use redis::Script;

use super::Key;
use crate::error::{ApiError, ApiResult};
use crate::shared::SharedStore;

pub struct SharedCounters {
    store: Arc<SharedStore>,
    gcra: Script,
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
        let key = self.blocked_key(address);
        let blocked = self
            .store
            .run(|mut connection| async move {
                redis::cmd("SET")
                    .arg(key)
                    .arg(1)
                    .arg("EX")
                    .arg(seconds)
                    .query_async::<()>(&mut connection)
                    .await
            })
            .await;
        if let Err(error) = blocked {
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

    fn blocked_key(&self, address: IpAddr) -> String {
        self.store.key(&format!("throttle:blocked:{address}"))
    }

    pub(super) async fn clear(&self) -> ApiResult<()> {
        self.store.delete_matching("throttle:*").await
    }
}

fn digest(bytes: &[u8]) -> ring::digest::Digest {
    ring::digest::digest(&ring::digest::SHA256, bytes)
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}
