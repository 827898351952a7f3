//! The audit log (A77): every admin write and every staff read of a customer's data under rule
//! CS or C1, with who, which row, whose data, the answer's status and the request id. The
//! dispatcher records it from facts of the row (`crate::endpoint::audit`), so no handler can
//! forget to; #244 reads it newest first, for superusers.
//!
//! An entry names its target only by the path's values (origin, user, place, e-mail): never a
//! query (#22's `ssn` lives there), a body (a password, a message) or a token.

use std::collections::VecDeque;
use std::sync::Mutex;

use chrono::{DateTime, SecondsFormat, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// How many entries are kept (A77: at least the latest 100,000); the oldest go first.
pub const CAPACITY: usize = 100_000;

/// Whose data an entry is about, as far as the request's path names it.
#[derive(Debug, Clone, Default, Serialize, ToSchema, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AuditTarget {
    pub origin: Option<String>,
    pub user_id: Option<u64>,
    pub location_id: Option<String>,
    pub email: Option<String>,
}

/// One audited request.
#[derive(Debug, Clone, Serialize, ToSchema)]
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
    pub request_id: String,
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

/// The gateway's bounded log, newest at the front.
pub struct AuditLog {
    entries: Mutex<(u64, VecDeque<AuditEntry>)>,
    capacity: usize,
}

impl Default for AuditLog {
    fn default() -> Self {
        Self::with_capacity(CAPACITY)
    }
}

impl AuditLog {
    pub fn with_capacity(capacity: usize) -> Self {
        Self {
            entries: Mutex::new((0, VecDeque::new())),
            capacity,
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, (u64, VecDeque<AuditEntry>)> {
        // An entry is pushed whole: a panic elsewhere cannot leave one half-written.
        self.entries.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn record(&self, pending: Pending, status: u16) {
        let at_time = Utc::now();
        let mut guard = self.lock();
        let (next, entries) = &mut *guard;
        *next += 1;
        entries.push_front(AuditEntry {
            entry_id: *next,
            at: at_time.to_rfc3339_opts(SecondsFormat::Millis, true),
            actor: pending.actor,
            actor_groups: pending.actor_groups,
            row: pending.row,
            operation_id: pending.operation_id.to_owned(),
            target: pending.target,
            status,
            request_id: pending.request_id,
            at_time,
        });
        entries.truncate(self.capacity);
    }

    /// Newest first, at most `filter.limit`.
    pub fn read(&self, filter: &Filter<'_>) -> Vec<AuditEntry> {
        self.lock()
            .1
            .iter()
            .filter(|entry| filter.keeps(entry))
            .take(filter.limit)
            .cloned()
            .collect()
    }

    /// Forgets everything (a reset of the mocks and the gateway's state).
    pub fn clear(&self) {
        self.lock().1.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pending(actor: &str, row: u16) -> Pending {
        Pending {
            actor: actor.to_owned(),
            actor_groups: vec!["ADMIN_GROUP_SUPERUSERS".to_owned()],
            row: Some(row),
            operation_id: "op",
            target: AuditTarget::default(),
            request_id: "r".to_owned(),
        }
    }

    #[test]
    fn newest_first_bounded_and_paged_by_cursor() {
        let log = AuditLog::with_capacity(3);
        for row in 1..=5 {
            log.record(pending("a@demo.example", row), 200);
        }
        let all = log.read(&Filter {
            limit: 10,
            ..Filter::default()
        });
        let rows: Vec<Option<u16>> = all.iter().map(|e| e.row).collect();
        assert_eq!(rows, [Some(5), Some(4), Some(3)]);
        let page = log.read(&Filter {
            limit: 10,
            cursor: Some(all[0].entry_id),
            ..Filter::default()
        });
        assert_eq!(page.len(), 2);
        let by_row = log.read(&Filter {
            limit: 10,
            row: Some(4),
            actor: Some("A@demo.example"),
            ..Filter::default()
        });
        assert_eq!(by_row.len(), 1);
    }
}
