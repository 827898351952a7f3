//! #244 The audit log (A77), newest first, for superusers only. The gateway holds it
//! (`crate::endpoint::audit`); the dispatcher records every admin write and every staff read of
//! a customer's data, so nothing here writes to it.

use actix_web::{web, HttpRequest};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::audit::{AuditEntry, Filter};
use crate::authz::Capability;
use crate::endpoint::access;
use crate::endpoint::dispatch::Handler;
use crate::endpoint::params::{optional, validate_query, Param};
use crate::endpoint::JsonReply;
use crate::endpoint::{AccessRule, Kind, PathParams};
use crate::error::{ApiError, ApiResult, FieldCode, FieldError, Problem, SessionExpired};
use crate::session::SignedIn;
use crate::state::AppState;

pub fn handlers() -> Vec<Handler> {
    vec![Handler::documented(__path_read_audit, read_audit).serving_row(244)]
}

/// Only superusers read who did what (A77).
const SUPERUSERS: AccessRule = AccessRule::Staff {
    allowed: &["ADMIN_GROUP_SUPERUSERS"],
    denied: &[],
};

const QUERY: &[Param] = &[
    optional(
        "from",
        Kind::DateTime,
        "Entries at or after (ISO date-time)",
    ),
    optional("to", Kind::DateTime, "Entries at or before (ISO date-time)"),
    optional("actor", Kind::Text, "The staff member's e-mail"),
    optional("row", Kind::Text, "The row number"),
    optional("limit", Kind::Text, "1–500, default 100"),
    optional("cursor", Kind::Text, "`nextCursor` of the previous page"),
    optional("operation", Kind::Text, "The operation id"),
    optional("status", Kind::Text, "The answer's HTTP status"),
    optional(
        "target",
        Kind::Text,
        "An e-mail, user id, place or origin the entry is about",
    ),
];

/// The screen's filters beyond the row's: applied to the `limit` entries read, so a page holds
/// the matches among them and `nextCursor` goes on below the last entry read.
struct Narrowing<'a> {
    operation: Option<&'a str>,
    status: Option<u16>,
    target: Option<&'a str>,
}

impl Narrowing<'_> {
    fn keeps(&self, entry: &AuditEntry) -> bool {
        let about = |value: &str| {
            let target = &entry.target;
            target
                .email
                .as_deref()
                .is_some_and(|e| e.eq_ignore_ascii_case(value))
                || target.user_id.is_some_and(|id| id.to_string() == value)
                || target.location_id.as_deref() == Some(value)
                || target.origin.as_deref() == Some(value)
        };
        self.operation.is_none_or(|op| entry.operation_id == op)
            && self.status.is_none_or(|status| entry.status == status)
            && self.target.is_none_or(about)
    }
}

/// A page of the log.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AuditPage {
    pub entries: Vec<AuditEntry>,
    /// The `cursor` of the next (older) page; none after the last.
    pub next_cursor: Option<String>,
}

/// A whole number in `range`, else a 400 naming `name`.
fn number<T: std::str::FromStr + PartialOrd>(
    name: &str,
    value: &str,
    range: std::ops::RangeInclusive<T>,
) -> ApiResult<T> {
    value
        .parse::<T>()
        .ok()
        .filter(|n| range.contains(n))
        .ok_or_else(|| {
            ApiError::Validation(vec![FieldError::new(
                name,
                FieldCode::OutOfRange,
                "is not a whole number in range",
            )])
        })
}

fn instant(value: &str) -> ApiResult<DateTime<Utc>> {
    DateTime::parse_from_rfc3339(value)
        .map(|at| at.with_timezone(&Utc))
        .map_err(ApiError::internal)
}

/// #244 The audit log, newest first: admin writes and staff reads of customers' data, with
/// actor, groups, row, target, status and request id (A77). Besides the row's filters it takes
/// `operation`, `status` and `target`, which narrow each page read.
#[utoipa::path(
    get,
    path = "/api/admin/audit/v1",
    tag = "admin",
    operation_id = "getAuditLog",
    params(
        ("from" = Option<String>, Query, description = "Entries at or after (ISO date-time)"),
        ("to" = Option<String>, Query, description = "Entries at or before (ISO date-time)"),
        ("actor" = Option<String>, Query, description = "The staff member's e-mail"),
        ("row" = Option<u16>, Query, description = "The row number"),
        ("limit" = Option<u16>, Query, description = "1–500, default 100"),
        ("cursor" = Option<String>, Query, description = "`nextCursor` of the previous page"),
        ("operation" = Option<String>, Query, description = "The operation id (a hand-written handler's names it where `row` is none)"),
        ("status" = Option<u16>, Query, description = "The answer's HTTP status"),
        ("target" = Option<String>, Query, description = "An e-mail, user id, place or origin the entry is about"),
    ),
    responses(
        (status = 200, body = AuditPage),
        (status = 400, description = "VALIDATION_FAILED: a filter is malformed", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a superuser", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn read_audit(
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<AuditPage>> {
    access::check_path(SUPERUSERS, &caller, &params, Capability::Read, &state).await?;
    let query = validate_query(QUERY, req.query_string())?;
    let get = |name: &str| {
        query
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    };
    let limit = match get("limit") {
        Some(limit) => number("limit", limit, 1..=500)?,
        None => 100,
    };
    let filter = Filter {
        from: get("from").map(instant).transpose()?,
        to: get("to").map(instant).transpose()?,
        actor: get("actor"),
        row: get("row")
            .map(|row| number("row", row, 1..=999))
            .transpose()?,
        cursor: get("cursor")
            .map(|cursor| number("cursor", cursor, 1..=u64::MAX))
            .transpose()?,
        limit,
    };
    let narrowing = Narrowing {
        operation: get("operation"),
        status: get("status")
            .map(|status| number("status", status, 100..=599))
            .transpose()?,
        target: get("target").map(str::trim),
    };
    let mut entries = state.audit.read(&filter).await?;
    let next_cursor = (entries.len() == limit)
        .then(|| entries.last().map(|entry| entry.entry_id.to_string()))
        .flatten();
    entries.retain(|entry| narrowing.keeps(entry));
    Ok(JsonReply(AuditPage {
        entries,
        next_cursor,
    }))
}
