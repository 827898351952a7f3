//! The operator's listener (api-surface A80): `server.admin_host:admin_port`, loopback unless an
//! operator opens it, never the public port. It serves `GET /health/live`, `GET /health/ready`,
//! `GET /metrics` and, while the mocks are embedded, the integration testers' controls under
//! `/__mocks` (A82), whose reset also empties this gateway's caches, sign-ins and throttles.

use std::collections::BTreeMap;
use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use actix_web::dev::ServerHandle;
use actix_web::{web, App, HttpResponse};
use demo_fixtures::mocks::{self, operator as controls, RunningMocks};
use upstream_clients::CircuitState;

use crate::error::ApiError;
use crate::middleware::problem_fallback::problem_fallback;
use crate::state::AppState;

/// The running operator listener.
pub struct Operator {
    port: u16,
    handle: ServerHandle,
}

impl Operator {
    pub fn port(&self) -> u16 {
        self.port
    }

    pub async fn stop(&self) {
        self.handle.stop(true).await;
    }
}

/// 200 while the process serves: a liveness probe asks nothing of the upstreams.
async fn live() -> HttpResponse {
    HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .json(serde_json::json!({ "status": "UP" }))
}

/// One part of readiness: `UP`, or `DOWN` with why.
#[derive(serde::Serialize)]
struct Check {
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    circuit: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    reason: Option<String>,
}

/// 200 while the session store and every upstream answer, else 503 naming the parts that fail
/// (each upstream asked its health at once, within `server.ready_timeout_ms`; an open circuit
/// fails at once). The reasons are the gateway's own words for the operator, never an upstream's
/// body.
async fn ready(state: web::Data<AppState>) -> HttpResponse {
    let wait = Duration::from_millis(state.settings.server.ready_timeout_ms);
    let checks = state.upstreams.iter().map(|upstream| async move {
        let result = tokio::time::timeout(wait, upstream.health()).await;
        let reason = match result {
            Ok(Ok(())) => None,
            Ok(Err(error)) => Some(error.to_string()),
            Err(_) => Some(format!("no answer within {} ms", wait.as_millis())),
        };
        let check = Check {
            status: if reason.is_none() { "UP" } else { "DOWN" },
            circuit: Some(upstream.circuit().name()),
            reason,
        };
        (upstream.system().name(), check)
    });
    let mut parts: BTreeMap<&'static str, Check> = futures_util::future::join_all(checks)
        .await
        .into_iter()
        .collect();
    // The memory store is up while the process answers; Redis must answer a PING in time.
    let store = match &state.shared {
        Some(shared) => shared.check().await,
        None => None,
    };
    parts.insert(
        "sessionStore",
        Check {
            status: if store.is_none() { "UP" } else { "DOWN" },
            circuit: None,
            reason: store,
        },
    );
    let up = parts.values().all(|check| check.status == "UP");
    let mut response = if up {
        HttpResponse::Ok()
    } else {
        HttpResponse::ServiceUnavailable()
    };
    response
        .insert_header(("Cache-Control", "no-store"))
        .json(serde_json::json!({
            "status": if up { "UP" } else { "DOWN" },
            "checks": parts,
        }))
}

/// The metrics in Prometheus text format: what was counted, and the states read now.
async fn metrics(state: web::Data<AppState>) -> HttpResponse {
    // The cache's size is settled by its pending maintenance (the sign-ins' count by
    // `live_count`).
    state.cache.sync().await;
    for upstream in &state.upstreams {
        let value = match upstream.circuit() {
            CircuitState::Closed => 0.0,
            CircuitState::HalfOpen => 1.0,
            CircuitState::Open => 2.0,
        };
        metrics::gauge!("portal_circuit_state", "system" => upstream.system().name()).set(value);
    }
    match state.sessions.live.live_count().await {
        Ok(live) => metrics::gauge!("portal_live_sessions").set(live as f64),
        Err(error) => tracing::warn!(%error, "live sign-ins not counted"),
    }
    let cache = state.cache.counts();
    metrics::counter!("portal_cache_hits_total").absolute(cache.hits);
    metrics::counter!("portal_cache_misses_total").absolute(cache.misses);
    metrics::counter!("portal_cache_evictions_total", "cause" => "size_or_age")
        .absolute(cache.evicted);
    metrics::counter!("portal_cache_evictions_total", "cause" => "write")
        .absolute(cache.invalidated);
    metrics::gauge!("portal_cache_bytes").set(state.cache.weighted_size() as f64);
    HttpResponse::Ok()
        .insert_header(("Cache-Control", "no-store"))
        .content_type("text/plain; version=0.0.4; charset=utf-8")
        .body(crate::metrics::handle().render())
}

/// Empties what the gateway keeps between requests, so that after a reset no answer, sign-in
/// or throttle count from before it is seen.
fn reset_hook(state: web::Data<AppState>) -> controls::ResetHook {
    Arc::new(move || {
        let state = state.clone();
        Box::pin(async move {
            state.cache.clear();
            state.authz.forget_all();
            if let Err(error) = state.throttle.clear().await {
                tracing::warn!(%error, "throttle counts not cleared");
            }
            if let Err(error) = state.sessions.live.clear().await {
                tracing::warn!(%error, "sign-ins not cleared");
            }
            state.sessions.demo.clear().await;
            state.notices.clear();
            state.sessions.staff_groups.forget_all();
            if let Err(error) = state.audit.clear().await {
                tracing::warn!(%error, "audit log not cleared");
            }
        })
    })
}

/// Binds the operator address and spawns its server on the current runtime.
pub fn start(
    state: web::Data<AppState>,
    mocks: Option<&RunningMocks>,
) -> std::io::Result<Operator> {
    let server_settings = &state.settings.server;
    let listener = TcpListener::bind((server_settings.admin_host, server_settings.admin_port))?;
    let port = listener.local_addr()?.port();
    let controls =
        mocks.map(|mocks| controls::routes(mocks.clone(), Some(reset_hook(state.clone()))));
    let handle = mocks::spawn_small(listener, move || {
        let app = App::new()
            .app_data(state.clone())
            .route("/health/live", web::get().to(live))
            .route("/health/ready", web::get().to(ready))
            .route("/metrics", web::get().to(metrics));
        let app = match &controls {
            Some(controls) => app.configure(controls.clone()),
            None => app,
        };
        app.default_service(web::to(|| async {
            Err::<HttpResponse, _>(ApiError::NotFound)
        }))
        .wrap(problem_fallback())
    })?;
    Ok(Operator { port, handle })
}
