//! The audit log (A77): every admin write and every staff read of a customer's data under rule
//! CS or C1, with who, which row, whose data, the answer's status and the request id. The
//! dispatcher records it from facts of the row (`crate::endpoint::audit`), so no handler can
//! forget to; #244 reads it newest first, for superusers.
//!
//! An entry names its target by the path's values (origin, user, place, e-mail): never a query
//! (#22's `ssn` lives there) or a token. A body is read for it only where a handler names its
//! target there and nowhere else (#15–#17: the account's e-mail, once the body is checked), by
//! the field it means ([`BodyTarget`]), never whole (a password, a message).

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, OnceLock};

use chrono::{DateTime, SecondsFormat, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::error::ApiResult;
use crate::shared::SharedStore;

/// How many entries are kept (A77: at least the latest 100,000); the oldest go first.
pub const CAPACITY: usize = 100_000;

/// Whose data an entry is about, as far as the request's path names it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AuditTarget {
    pub origin: Option<String>,
    pub user_id: Option<u64>,
    pub location_id: Option<String>,
    pub email: Option<String>,
}

impl AuditTarget {
    /// This target, its empty fields filled from `more`.
    fn or(self, more: Option<&AuditTarget>) -> AuditTarget {
        let Some(more) = more else { return self };
        AuditTarget {
            origin: self.origin.or_else(|| more.origin.clone()),
            user_id: self.user_id.or(more.user_id),
            location_id: self.location_id.or_else(|| more.location_id.clone()),
            email: self.email.or_else(|| more.email.clone()),
        }
    }
}

/// The target a handler names in its body, known only once it has checked the body: shared by
/// the pending entry and the request (`crate::endpoint::audit::name_from_body`), empty when the
/// body was refused before it was read.
#[derive(Debug, Clone, Default)]
pub struct BodyTarget(Arc<OnceLock<AuditTarget>>);

impl BodyTarget {
    /// Names `target`; the first naming stands.
    pub fn name(&self, target: AuditTarget) {
        let _first = self.0.set(target);
    }
}

/// One audited request.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// Increasing; #244's `cursor` continues below one.
    pub entry_id: u64,
    /// RFC 3339, UTC.
    pub at: String,
    /// The staff member's username (e-mail).
    pub actor: String,
    /// Their groups as identity held them for this request.
    pub actor_groups: Vec<String>,
    /// The row number; none for a hand-written admin handler (its operation id names it).
    pub row: Option<u16>,
    pub operation_id: String,
    pub target: AuditTarget,
    /// The answer's HTTP status: refusals are recorded too.
    pub status: u16,
    pub request_id: String,
    #[serde(skip)]
    at_time: DateTime<Utc>,
}

/// What the dispatcher records once the answer is known.
pub struct Pending {
    pub actor: String,
    pub actor_groups: Vec<String>,
    pub row: Option<u16>,
    pub operation_id: &'static str,
    pub target: AuditTarget,
    /// What the handler adds to `target` from its body.
    pub body_target: BodyTarget,
    pub request_id: String,
}

impl Pending {
    /// The entry, answered `status` now, numbered `entry_id`.
    fn entry(self, entry_id: u64, status: u16) -> AuditEntry {
        let at_time = Utc::now();
        AuditEntry {
            entry_id,
            at: at_time.to_rfc3339_opts(SecondsFormat::Millis, true),
            actor: self.actor,
            actor_groups: self.actor_groups,
            row: self.row,
            operation_id: self.operation_id.to_owned(),
            target: self.target.or(self.body_target.0.get()),
            status,
            request_id: self.request_id,
            at_time,
        }
    }
}

/// #244's filters.
#[derive(Debug, Default)]
pub struct Filter<'a> {
    pub from: Option<DateTime<Utc>>,
    pub to: Option<DateTime<Utc>>,
    pub actor: Option<&'a str>,
    pub row: Option<u16>,
    /// Only entries older than this one.
    pub cursor: Option<u64>,
    pub limit: usize,
}

impl Filter<'_> {
    fn keeps(&self, entry: &AuditEntry) -> bool {
        self.cursor.is_none_or(|cursor| entry.entry_id < cursor)
            && self.from.is_none_or(|from| entry.at_time >= from)
            && self.to.is_none_or(|to| entry.at_time <= to)
            && self
                .actor
                .is_none_or(|actor| entry.actor.eq_ignore_ascii_case(actor))
            && self.row.is_none_or(|row| entry.row == Some(row))
    }
}

/// The gateway's bounded log, newest first: in this process's memory, or (with replicas) in
/// the Redis they share, so #244 on any replica reads what every replica recorded.
pub struct AuditLog {
    kept: Kept,
    capacity: usize,
}

enum Kept {
    /// The last entry's id, and the entries, newest at the front.
    Local(Mutex<(u64, VecDeque<AuditEntry>)>),
    Shared(SharedLog),
}

impl Default for AuditLog {
    fn default() -> Self {
        Self::with_capacity(CAPACITY)
    }
}

impl AuditLog {
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            kept: Kept::Local(Mutex::new((0, VecDeque::new()))),
            capacity,
        }
    }

    /// The log in `store`, shared by every replica.
    pub fn shared(store: Arc<SharedStore>) -> Self {
        Self::shared_with_capacity(store, CAPACITY)
    }

    pub fn shared_with_capacity(store: Arc<SharedStore>, capacity: usize) -> Self {
        Self {
            kept: Kept::Shared(SharedLog::new(store)),
            capacity,
        }
    }

    fn lock(
        entries: &Mutex<(u64, VecDeque<AuditEntry>)>,
    ) -> std::sync::MutexGuard<'_, (u64, VecDeque<AuditEntry>)> {
        // An entry is pushed whole: a panic elsewhere cannot leave one half-written.
        entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Records `pending` as answered `status`. The request it records has been served: a store
    /// that fails here is logged and counted (`portal_audit_unrecorded_total`), never the
    /// request's failure.
    pub async fn record(&self, pending: Pending, status: u16) {
        match &self.kept {
            Kept::Local(entries) => {
                let mut guard = Self::lock(entries);
                let (last, entries) = &mut *guard;
                *last += 1;
                entries.push_front(pending.entry(*last, status));
                entries.truncate(self.capacity);
            }
            Kept::Shared(log) => {
                let operation_id = pending.operation_id;
                if let Err(error) = log.push(pending, status, self.capacity).await {
                    // The error is Redis's (a connection, a timeout): it holds no entry.
                    tracing::warn!(%error, operation_id, "an audit entry was not recorded");
                    metrics::counter!("portal_audit_unrecorded_total").increment(1);
                }
            }
        }
    }

    /// Newest first, at most `filter.limit`.
    pub async fn read(&self, filter: &Filter<'_>) -> ApiResult<Vec<AuditEntry>> {
        match &self.kept {
            Kept::Local(entries) => Ok(Self::lock(entries)
                .1
                .iter()
                .filter(|entry| filter.keeps(entry))
                .take(filter.limit)
                .cloned()
                .collect()),
            Kept::Shared(log) => log.read(filter).await,
        }
    }

    /// Forgets everything (a reset of the mocks and the gateway's state).
    pub async fn clear(&self) -> ApiResult<()> {
        match &self.kept {
            Kept::Local(entries) => {
                Self::lock(entries).1.clear();
                Ok(())
            }
            Kept::Shared(log) => log.clear().await,
        }
    }
}

/// The log in Redis: a list of entries, newest at the head, each `"<id> <json>"`, capped at
/// the log's capacity; ids from one counter. One script numbers, pushes and trims, so the
/// list is in the order of its ids whichever replica recorded.
struct SharedLog {
    store: Arc<SharedStore>,
    push: redis::Script,
}

/// How many entries #244 reads from Redis at a time while it looks for a page's worth.
const READ_CHUNK: isize = 1_000;

impl SharedLog {
    fn new(store: Arc<SharedStore>) -> Self {
        Self {
            store,
            push: redis::Script::new(
                "local id = redis.call('INCR', KEYS[1]) \
                 redis.call('LPUSH', KEYS[2], id .. ' ' .. ARGV[1]) \
                 redis.call('LTRIM', KEYS[2], 0, tonumber(ARGV[2]) - 1) \
                 return id",
            ),
        }
    }

    fn keys(&self) -> (String, String) {
        (self.store.key("audit:next"), self.store.key("audit:log"))
    }

    async fn push(&self, pending: Pending, status: u16, capacity: usize) -> ApiResult<()> {
        // Numbered by the script: the id written here is replaced by the one before the JSON.
        let json = serde_json::to_string(&pending.entry(0, status))
            .map_err(crate::error::ApiError::internal)?;
        let (next, log) = self.keys();
        let mut invocation = self.push.key(next);
        invocation.key(log).arg(json).arg(capacity);
        self.store
            .run(|mut connection| async move {
                invocation.invoke_async::<u64>(&mut connection).await
            })
            .await
            .map(|_| ())
    }

    async fn read(&self, filter: &Filter<'_>) -> ApiResult<Vec<AuditEntry>> {
        let (_, log) = self.keys();
        let mut found = Vec::new();
        let mut start: isize = 0;
        while found.len() < filter.limit {
            let (key, stop) = (log.clone(), start + READ_CHUNK - 1);
            let chunk: Vec<String> = self
                .store
                .run(|mut connection| async move {
                    redis::cmd("LRANGE")
                        .arg(key)
                        .arg(start)
                        .arg(stop)
                        .query_async(&mut connection)
                        .await
                })
                .await?;
            let last_chunk = chunk.len() < READ_CHUNK as usize;
            found.extend(
                chunk
                    .iter()
                    .filter_map(|stored| parse(stored))
                    .filter(|entry| filter.keeps(entry))
                    .take(filter.limit - found.len()),
            );
            if last_chunk {
                break;
            }
            start += READ_CHUNK;
        }
        Ok(found)
    }

    async fn clear(&self) -> ApiResult<()> {
        let (next, log) = self.keys();
        self.store
            .run(|mut connection| async move {
                redis::cmd("DEL")
                    .arg(next)
                    .arg(log)
                    .query_async::<()>(&mut connection)
                    .await
            })
            .await
    }
}

/// An entry as the shared log keeps it; `None` for anything else (skipped, not fatal).
fn parse(stored: &str) -> Option<AuditEntry> {
    let (id, json) = stored.split_once(' ')?;
    let mut entry: AuditEntry = serde_json::from_str(json).ok()?;
    entry.entry_id = id.parse().ok()?;
    entry.at_time = DateTime::parse_from_rfc3339(&entry.at)
        .ok()?
        .with_timezone(&Utc);
    Some(entry)
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::SubsecRound as _;

    fn pending(actor: &str, row: u16) -> Pending {
        Pending {
            actor: actor.to_owned(),
            actor_groups: vec!["ADMIN_GROUP_SUPERUSERS".to_owned()],
            row: Some(row),
            operation_id: "op",
            target: AuditTarget::default(),
            body_target: BodyTarget::default(),
            request_id: "r".to_owned(),
        }
    }

    #[tokio::test]
    async fn newest_first_bounded_and_paged_by_cursor() {
        let log = AuditLog::with_capacity(3);
        for row in 1..=5 {
            log.record(pending("a@demo.example", row), 200).await;
        }
        let all = log
            .read(&Filter {
                limit: 10,
                ..Filter::default()
            })
            .await
            .unwrap();
        let rows: Vec<Option<u16>> = all.iter().map(|e| e.row).collect();
        assert_eq!(rows, [Some(5), Some(4), Some(3)]);
        let page = log
            .read(&Filter {
                limit: 10,
                cursor: Some(all[0].entry_id),
                ..Filter::default()
            })
            .await
            .unwrap();
        assert_eq!(page.len(), 2);
        let by_row = log
            .read(&Filter {
                limit: 10,
                row: Some(4),
                actor: Some("A@demo.example"),
                ..Filter::default()
            })
            .await
            .unwrap();
        assert_eq!(by_row.len(), 1);
    }

    #[tokio::test]
    async fn a_store_that_does_not_answer_fails_no_request_and_is_counted() {
        let metrics = crate::metrics::handle();
        let settings = crate::settings::RedisSettings {
            // Nothing listens on port 1.
            url: secrecy::SecretString::from("redis://127.0.0.1:1".to_owned()),
            timeout_ms: 200,
            ..Default::default()
        };
        let log = AuditLog::shared(SharedStore::new(&settings).unwrap());
        let started = std::time::Instant::now();
        log.record(pending("a@demo.example", 11), 200).await;
        assert!(started.elapsed() < std::time::Duration::from_secs(2));
        assert!(metrics.render().contains("portal_audit_unrecorded_total"));
        let filter = Filter {
            limit: 1,
            ..Filter::default()
        };
        assert!(matches!(
            log.read(&filter).await,
            Err(crate::error::ApiError::StoreUnavailable(_))
        ));
    }

    #[test]
    fn a_body_target_fills_what_the_path_left_empty_once_named() {
        let mut named = pending("a@demo.example", 15);
        named.target.origin = Some("SV".to_owned());
        let unnamed = named.entry(0, 400);
        assert_eq!(unnamed.target.email, None);
        let mut named = pending("a@demo.example", 15);
        named.target.origin = Some("SV".to_owned());
        named.body_target.name(AuditTarget {
            origin: Some("KUO".to_owned()),
            email: Some("b@demo.example".to_owned()),
            ..AuditTarget::default()
        });
        let entry = named.entry(0, 200);
        assert_eq!(entry.target.email.as_deref(), Some("b@demo.example"));
        assert_eq!(entry.target.origin.as_deref(), Some("SV"));
    }

    #[test]
    fn a_shared_entry_reads_back_with_its_id_and_time() {
        let entry = pending("a@demo.example", 37).entry(0, 403);
        let stored = format!("42 {}", serde_json::to_string(&entry).unwrap());
        let read = parse(&stored).unwrap();
        assert_eq!((read.entry_id, read.status, read.row), (42, 403, Some(37)));
        assert_eq!(read.at_time, entry.at_time.trunc_subsecs(3));
        assert!(parse("x {}").is_none());
    }
}
