//! The operator's listener (api-surface A80): `server.admin_host:admin_port`, loopback unless an
//! operator opens it, never the public port. It serves `GET /health/live` and, while the mocks
//! are embedded, the integration testers' controls under `/__mocks` (A82), whose reset also
//! empties this gateway's caches, sign-ins and throttles.

use std::net::TcpListener;
use std::sync::Arc;

use actix_web::dev::ServerHandle;
use actix_web::{web, App, HttpResponse};
use demo_fixtures::mocks::{self, operator as controls, RunningMocks};

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

/// Empties what the gateway keeps between requests, so that after a reset no answer, sign-in
/// or throttle count from before it is seen.
fn reset_hook(state: web::Data<AppState>) -> controls::ResetHook {
    Arc::new(move || {
        let state = state.clone();
        Box::pin(async move {
            state.cache.clear();
            state.authz.forget_all();
            state.throttle.clear();
            state.sessions.live.clear();
            state.sessions.demo.clear().await;
            state.notices.clear();
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
    let controls = mocks.map(|mocks| controls::routes(mocks.clone(), Some(reset_hook(state))));
    let handle = mocks::spawn_small(listener, move || {
        let app = App::new().route("/health/live", web::get().to(live));
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
