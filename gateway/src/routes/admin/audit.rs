//! #244 The audit log (A77), newest first, for superusers only. The gateway holds it
//! (`crate::endpoint::audit`); the dispatcher records every admin write and every staff read of
//! a customer's data, so nothing here writes to it.

use actix_web::{web, HttpRequest};
use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use crate::audit::{AuditEntry, Filter};
use crate::authz::Capability;
use crate::endpoint::access::{self, Named};
use crate::endpoint::dispatch::Handler;
use crate::endpoint::params::{optional, validate_query, Param};
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
];

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
/// actor, groups, row, target, status and request id (A77).
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
) -> ApiResult<web::Json<AuditPage>> {
    access::check(
        SUPERUSERS,
        &caller,
        Named::path(&params),
        Capability::Read,
        &state,
    )
    .await?;
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
    let entries = state.audit.read(&filter).await?;
    let next_cursor = (entries.len() == limit)
        .then(|| entries.last().map(|entry| entry.entry_id.to_string()))
        .flatten();
    Ok(web::Json(AuditPage {
        entries,
        next_cursor,
    }))
}
