//! Service health (#48) and data age (#49), the developers' tools (A14). #48 is the gateway's
//! own answer: every upstream asked its health at once with a short wait, each with its
//! latency and its circuit's state (`upstream_clients::guard`). #49 is metering's.

use std::time::{Duration, Instant};

use actix_web::http::Method;
use actix_web::web;
use chrono::{SecondsFormat, Utc};
use serde::Serialize;
use upstream_clients::metering::DataAge;
use upstream_clients::System;
use utoipa::ToSchema;

use super::DEVELOPERS;
use crate::authz::Capability;
use crate::endpoint::access;
use crate::endpoint::JsonReply;
use crate::endpoint::{json, Caching, Extras, PathParams, Policy, Row};
use crate::error::{ApiResult, Problem, SessionExpired};
use crate::session::SignedIn;
use crate::state::AppState;

/// #48's answer.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ServiceHealth {
    /// When the gateway asked (RFC 3339, UTC).
    pub checked_at: String,
    /// How long each upstream was given, in milliseconds.
    pub timeout_ms: u64,
    /// `UP` when every upstream answered, else `DOWN`.
    pub status: HealthState,
    /// One per upstream system, by name.
    pub upstreams: Vec<UpstreamHealth>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "UPPERCASE")]
pub enum HealthState {
    Up,
    Down,
}

/// One upstream's answer to its health check.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UpstreamHealth {
    pub system: String,
    pub state: HealthState,
    /// Milliseconds until it answered, or until the gateway stopped waiting.
    pub latency_ms: u64,
    /// The circuit breaker's state after the check: `closed`, `open` or `half_open`.
    pub circuit: String,
    /// Why it is down, in the gateway's words (never the upstream's body).
    pub reason: Option<String>,
}

/// #48 Every upstream's health, latency and circuit.
#[utoipa::path(
    get,
    path = "/api/admin/service-health/v1/integration-router",
    tag = "admin",
    operation_id = "getServiceHealth",
    summary = "#48 Every upstream's health, latency and circuit state",
    description = "Staff session in one of the groups ADMIN_GROUP_DEVELOPER_USERS, ADMIN_GROUP_SUPERUSERS (A14). Answered by the gateway: each upstream's `GET /health` at once, within `server.ready_timeout_ms`. Never cached.",
    responses(
        (status = 200, body = ServiceHealth),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a developer", body = Problem, content_type = "application/problem+json"),
    )
)]
pub async fn service_health(
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<ServiceHealth>> {
    access::check_path(DEVELOPERS, &caller, &params, Capability::Read, &state).await?;
    let wait = Duration::from_millis(state.settings.server.ready_timeout_ms);
    let checks = state.upstreams.iter().map(|upstream| async move {
        let started = Instant::now();
        let result = tokio::time::timeout(wait, upstream.health()).await;
        let latency_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
        let reason = match result {
            Ok(Ok(())) => None,
            Ok(Err(error)) => Some(error.to_string()),
            Err(_) => Some(format!("no answer within {} ms", wait.as_millis())),
        };
        UpstreamHealth {
            system: upstream.system().name().to_owned(),
            state: if reason.is_none() {
                HealthState::Up
            } else {
                HealthState::Down
            },
            latency_ms,
            circuit: upstream.circuit().name().to_owned(),
            reason,
        }
    });
    let mut upstreams = futures_util::future::join_all(checks).await;
    upstreams.sort_by(|a, b| a.system.cmp(&b.system));
    let up = upstreams.iter().all(|u| u.state == HealthState::Up);
    Ok(JsonReply(ServiceHealth {
        checked_at: Utc::now().to_rfc3339_opts(SecondsFormat::Secs, true),
        timeout_ms: state.settings.server.ready_timeout_ms,
        status: if up {
            HealthState::Up
        } else {
            HealthState::Down
        },
        upstreams,
    }))
}

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 49, method: Method::GET, operation_id: "getDataAge", tag: "admin",
            path: "/api/admin/consumption-data-analytics/v1/age",
            summary: "How old the newest measured data is, per system and origin",
            policy: Policy { access: DEVELOPERS, upstream: System::Metering, cache: Caching::Never },
            answer: json::<DataAge>(), extras: Extras::NONE },
    ]
}
