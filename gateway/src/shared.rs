//! The store replicas share (`session.store = "redis"`): one Redis that every gateway reaches
//! through redis-rs's reconnecting connection manager, and one pub/sub channel on which each
//! replica tells the others what it evicted or ended.
//!
//! Publishing is not enough for "the next request to any replica sees it": a message is only
//! on its way when PUBLISH returns. So each replica acknowledges every message once applied
//! (a counter per message), and the publisher answers when as many replicas as PUBLISH
//! reached have acknowledged, or after [`ACK_WAIT`] at most (a replica that hangs must not hold
//! every write up; its near-caches expire soon anyway).
//!
//! Every command is bounded by `redis.timeout_ms`: with Redis gone a user gets a 503 problem at
//! once, never a hang. The replicas' in-memory caches stay in front of it; the channel keeps
//! them honest, and a replica that lost the channel forgets what it kept (it may have missed
//! a message).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use futures_util::StreamExt;
use redis::aio::{ConnectionManager, ConnectionManagerConfig};
use redis::AsyncCommands;
use secrecy::ExposeSecret;
use serde::{Deserialize, Serialize};

use crate::error::{ApiError, ApiResult};
use crate::settings::RedisSettings;

/// Which kept answers a write makes stale, as data rather than a closure, so that it can be
/// told to the other replicas and applied there alike.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Eviction {
    /// Every entry whose path starts with `prefix`, in anyone's scope.
    PathPrefix { prefix: String },
    /// Every entry whose path has the shape of one of `templates` (`/api/v2/user/{userId}/..`)
    /// with the `bound` parameters equal; a template without a bound name matches any value.
    Templates {
        templates: Vec<String>,
        bound: Vec<(String, String)>,
    },
    /// Every entry whose path names the portal user (`/user/{userId}`), in anyone's scope.
    User { user_id: u64 },
}

/// What one replica tells the others. Each replica applies its own changes before publishing,
/// so it skips its own messages.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Broadcast {
    /// Cached answers a write made stale.
    Evict { eviction: Eviction },
    /// A sign-in ended (sign-out, reset, #245, deletion): no replica may serve it again.
    SessionEnded { id: String },
    /// A sign-in's tokens, username or user changed: replicas drop their copy and read it anew.
    SessionChanged { id: String },
    /// Every sign-in ended (a reset of the mocks in tests).
    AllSessionsEnded,
    /// Access scopes changed (staff tools): forget the company's, or all with `None`.
    ScopesForgotten { company: Option<String> },
    /// A staff account's groups changed (A74): every replica asks identity again.
    StaffGroupsForgotten,
    /// Content's notices changed (maintenance, the top-bar message): every replica fetches
    /// its snapshot again, so its maintenance gate holds from the next request (A70).
    NoticesChanged,
    /// Not sent: what a replica tells itself after (re)subscribing, since it may have missed
    /// messages while the channel was down.
    #[serde(skip)]
    Resync,
}

/// How long a publisher waits for the other replicas to apply its message.
const ACK_WAIT: Duration = Duration::from_millis(1_000);
const ACK_POLL: Duration = Duration::from_millis(1);
const RESUBSCRIBE_FIRST: Duration = Duration::from_millis(100);
const RESUBSCRIBE_MAX: Duration = Duration::from_secs(5);
/// An acknowledgement counter outlives any wait for it.
const ACK_KEEP_MS: u64 = 10_000;

#[derive(Serialize, Deserialize)]
struct Envelope {
    from: u64,
    /// This message among the publisher's, for its acknowledgements (not `id`: messages
    /// have fields of their own, flattened beside it).
    ack: u64,
    #[serde(flatten)]
    message: Broadcast,
}

pub struct SharedStore {
    client: redis::Client,
    connection: ConnectionManager,
    prefix: String,
    timeout: Duration,
    /// This process among the replicas, to skip its own messages.
    origin: u64,
}

impl SharedStore {
    /// Connects lazily: a replica starts while Redis is down and says so in `/health/ready`.
    pub fn new(settings: &RedisSettings) -> Result<Arc<Self>, redis::RedisError> {
        let client = redis::Client::open(settings.url.expose_secret())?;
        let timeout = Duration::from_millis(settings.timeout_ms.max(1));
        let config = ConnectionManagerConfig::new()
            .set_connection_timeout(Some(timeout))
            .set_response_timeout(Some(timeout))
            .set_number_of_retries(1)
            .set_max_delay(Duration::from_millis(500));
        let connection = ConnectionManager::new_lazy_with_config(client.clone(), config)?;
        Ok(Arc::new(Self {
            client,
            connection,
            prefix: settings.key_prefix.clone(),
            timeout,
            origin: rand::random(),
        }))
    }

    /// `prefix` + `name`: every key the portal keeps.
    pub fn key(&self, name: &str) -> String {
        format!("{}{name}", self.prefix)
    }

    fn channel(&self) -> String {
        self.key("broadcast")
    }

    /// Runs one command or pipeline on the shared connection, bounded, with Redis's error
    /// turned into a 503 for the user (the cause goes to the log only).
    pub async fn run<T, F, Fut>(&self, command: F) -> ApiResult<T>
    where
        F: FnOnce(ConnectionManager) -> Fut,
        Fut: Future<Output = redis::RedisResult<T>>,
    {
        match tokio::time::timeout(self.timeout, command(self.connection.clone())).await {
            Ok(Ok(value)) => Ok(value),
            Ok(Err(error)) => Err(ApiError::StoreUnavailable(error.to_string())),
            Err(_) => Err(ApiError::StoreUnavailable(format!(
                "no answer within {} ms",
                self.timeout.as_millis()
            ))),
        }
    }

    /// Runs a pipeline whose answers are all ignored.
    pub async fn pipeline(&self, pipe: redis::Pipeline) -> ApiResult<()> {
        self.run(|mut connection| async move { pipe.query_async::<()>(&mut connection).await })
            .await
    }

    /// Tells the other replicas; answers once each of them has applied the message.
    pub async fn publish(&self, message: Broadcast) -> ApiResult<()> {
        let id: u64 = rand::random();
        let payload = serde_json::to_string(&Envelope {
            from: self.origin,
            ack: id,
            message,
        })
        .map_err(ApiError::internal)?;
        let channel = self.channel();
        // This replica's own subscription is among those reached; it acknowledges too.
        let receivers: i64 = self
            .run(|mut connection| async move {
                redis::cmd("PUBLISH")
                    .arg(channel)
                    .arg(payload)
                    .query_async(&mut connection)
                    .await
            })
            .await?;
        let deadline = tokio::time::Instant::now() + ACK_WAIT;
        let ack = self.ack_key(id);
        loop {
            let key = ack.clone();
            let acknowledged: Option<i64> = self
                .run(|mut connection| async move {
                    redis::cmd("GET")
                        .arg(key)
                        .query_async(&mut connection)
                        .await
                })
                .await?;
            if acknowledged.unwrap_or(0) >= receivers {
                return Ok(());
            }
            if tokio::time::Instant::now() >= deadline {
                tracing::warn!(
                    receivers,
                    acknowledged = acknowledged.unwrap_or(0),
                    "not every replica acknowledged a broadcast in time"
                );
                return Ok(());
            }
            tokio::time::sleep(ACK_POLL).await;
        }
    }

    fn ack_key(&self, id: u64) -> String {
        self.key(&format!("ack:{id:x}"))
    }

    async fn acknowledge(&self, id: u64) {
        let key = self.ack_key(id);
        let counted = self
            .run(|mut connection| async move {
                redis::pipe()
                    .incr(&key, 1)
                    .ignore()
                    .pexpire(&key, ACK_KEEP_MS as i64)
                    .ignore()
                    .query_async::<()>(&mut connection)
                    .await
            })
            .await;
        if let Err(error) = counted {
            tracing::warn!(%error, "a broadcast was applied but not acknowledged");
        }
    }

    /// Every key of this portal matching `pattern` (after the prefix).
    async fn keys_matching(&self, pattern: &str) -> ApiResult<Vec<String>> {
        let pattern = self.key(pattern);
        self.run(|mut connection| async move {
            let mut keys = Vec::new();
            let mut found = connection.scan_match::<_, String>(pattern).await?;
            while let Some(key) = found.next().await {
                keys.push(key?);
            }
            Ok(keys)
        })
        .await
    }

    /// Deletes every key of this portal matching `pattern` (after the prefix).
    pub async fn delete_matching(&self, pattern: &str) -> ApiResult<()> {
        let keys = self.keys_matching(pattern).await?;
        for chunk in keys.chunks(500) {
            let chunk = chunk.to_vec();
            self.run(|mut connection| async move { connection.del::<_, ()>(chunk).await })
                .await?;
        }
        Ok(())
    }

    /// How many keys of this portal match `pattern` (after the prefix): a scan of the whole
    /// key space, for a scrape, never a request.
    pub async fn count_matching(&self, pattern: &str) -> ApiResult<u64> {
        Ok(self.keys_matching(pattern).await?.len() as u64)
    }

    /// For `/health/ready`: `None` while Redis answers, else why not.
    pub async fn check(&self) -> Option<String> {
        self.run(|mut connection| async move {
            redis::cmd("PING")
                .query_async::<String>(&mut connection)
                .await
        })
        .await
        .err()
        .map(|error| match error {
            ApiError::StoreUnavailable(reason) => reason,
            other => other.to_string(),
        })
    }

    /// Applies the other replicas' messages with `apply` for as long as the process runs,
    /// subscribing again after a lost connection (and then applying [`Broadcast::Resync`]).
    pub fn listen<F, Fut>(self: &Arc<Self>, apply: F)
    where
        F: Fn(Broadcast) -> Fut + Send + Sync + 'static,
        Fut: Future<Output = ()> + Send,
    {
        let store = Arc::clone(self);
        tokio::spawn(async move {
            let mut subscribed_before = false;
            // Retries come quickly at first, then every few seconds while Redis stays away
            // (each failure is logged).
            let mut pause = RESUBSCRIBE_FIRST;
            loop {
                match store.subscribe().await {
                    Ok(mut pubsub) => {
                        pause = RESUBSCRIBE_FIRST;
                        if subscribed_before {
                            apply(Broadcast::Resync).await;
                        }
                        subscribed_before = true;
                        let mut messages = pubsub.on_message();
                        while let Some(message) = messages.next().await {
                            let Ok(payload) = message.get_payload::<String>() else {
                                continue;
                            };
                            match serde_json::from_str::<Envelope>(&payload) {
                                Ok(envelope) => {
                                    // Its own were applied before they were published.
                                    if envelope.from != store.origin {
                                        apply(envelope.message).await;
                                    }
                                    store.acknowledge(envelope.ack).await;
                                }
                                Err(error) => {
                                    tracing::warn!(%error, "unreadable broadcast ignored")
                                }
                            }
                        }
                        tracing::warn!("broadcast channel lost; subscribing again");
                        // Whatever came meanwhile is lost: forget what may have gone stale.
                        apply(Broadcast::Resync).await;
                    }
                    Err(error) => {
                        tracing::warn!(%error, "cannot subscribe to the broadcast channel")
                    }
                }
                tokio::time::sleep(pause).await;
                pause = (pause * 2).min(RESUBSCRIBE_MAX);
            }
        });
    }

    async fn subscribe(&self) -> redis::RedisResult<redis::aio::PubSub> {
        let mut pubsub = tokio::time::timeout(self.timeout, self.client.get_async_pubsub())
            .await
            .map_err(|_| timed_out())??;
        pubsub.subscribe(self.channel()).await?;
        Ok(pubsub)
    }
}

fn timed_out() -> redis::RedisError {
    redis::RedisError::from(std::io::Error::from(std::io::ErrorKind::TimedOut))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_reads_back_as_sent_beside_its_envelope() {
        let messages = [
            Broadcast::SessionEnded { id: "abc".into() },
            Broadcast::SessionChanged { id: "abc".into() },
            Broadcast::AllSessionsEnded,
            Broadcast::StaffGroupsForgotten,
            Broadcast::NoticesChanged,
            Broadcast::ScopesForgotten {
                company: Some("CR-100".into()),
            },
            Broadcast::Evict {
                eviction: Eviction::User { user_id: 7 },
            },
        ];
        for message in messages {
            let sent = serde_json::to_string(&Envelope {
                from: 1,
                ack: 2,
                message: message.clone(),
            })
            .unwrap();
            let read: Envelope = serde_json::from_str(&sent).expect(&sent);
            assert_eq!((read.from, read.ack), (1, 2));
            assert_eq!(format!("{:?}", read.message), format!("{message:?}"));
        }
    }
}
