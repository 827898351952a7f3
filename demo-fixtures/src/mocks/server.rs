//! One actix-web server per mock: loopback listener, the fault layer, the control routes, JSON
//! error bodies for bad requests and unknown paths, and a handle to stop it.

use std::net::{IpAddr, TcpListener};

use actix_web::body::MessageBody;
use actix_web::dev::{ServerHandle, ServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::error::InternalError;
use actix_web::http::StatusCode;
use actix_web::middleware::from_fn;
use actix_web::{web, App, HttpResponse, HttpServer};

use super::control::{self, FaultControl};
use super::error_response;
use crate::dataset::calendar::Clock;

/// A started mock server.
#[derive(Debug, Clone)]
pub struct RunningMock {
    /// e.g. `http://127.0.0.1:41234` (no trailing slash).
    pub base_url: String,
    pub faults: FaultControl,
    handle: ServerHandle,
}

impl RunningMock {
    /// Stops the server and closes its listener: later connections are refused.
    pub async fn stop(&self) {
        self.handle.stop(false).await;
    }

    /// The port it listens on.
    pub fn port(&self) -> u16 {
        self.base_url
            .rsplit(':')
            .next()
            .and_then(|p| p.parse().ok())
            .unwrap_or(0)
    }
}

/// Liveness for the gateway's background-service health (#166); faults apply to it as well.
async fn health() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({ "status": "UP" }))
}

async fn unknown_route() -> HttpResponse {
    error_response(StatusCode::NOT_FOUND, "NotFound", "no such route")
}

fn json_config() -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(64 * 1024)
        .error_handler(|error, _req| {
            let response = error_response(
                StatusCode::BAD_REQUEST,
                "InvalidParameter",
                &format!("invalid request body: {error}"),
            );
            InternalError::from_response(error, response).into()
        })
}

/// Binds `host:port`, which must be loopback (port 0 picks a free one); `what` names the
/// server in the refusal.
pub fn bind_loopback(what: &str, host: IpAddr, port: u16) -> std::io::Result<TcpListener> {
    if !host.is_loopback() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            format!("{what} must bind a loopback address, not {host}"),
        ));
    }
    TcpListener::bind((host, port))
}

/// Serves `app` on `listener` as the mocks' small servers run: one worker, no signal handling
/// of its own (its owner stops it), a one-second shutdown; spawned on the current tokio runtime.
pub fn spawn_small<T, B>(
    listener: TcpListener,
    app: impl Fn() -> App<T> + Send + Clone + 'static,
) -> std::io::Result<ServerHandle>
where
    T: ServiceFactory<
            ServiceRequest,
            Config = (),
            Response = ServiceResponse<B>,
            Error = actix_web::Error,
            InitError = (),
        > + 'static,
    B: MessageBody + 'static,
{
    let server = HttpServer::new(app)
        .workers(1)
        // Idle connections stay open longer than the gateway's pool keeps them (60 s), as a
        // production upstream's would (nginx: 75 s). With actix's 5 s the mock closed pooled
        // connections the gateway was about to reuse, and under load a read failed twice with
        // "connection closed before message completed".
        .keep_alive(std::time::Duration::from_secs(75))
        .disable_signals()
        .shutdown_timeout(1)
        .listen(listener)?
        .run();
    let handle = server.handle();
    tokio::spawn(server);
    Ok(handle)
}

/// Binds `host:port` (loopback only; port 0 picks a free one) and spawns the server on the
/// current tokio runtime (a plain tokio runtime or actix's). `routes` adds the mock's own routes;
/// its handlers read today from `clock`.
pub(crate) fn serve<F>(
    name: &'static str,
    host: IpAddr,
    port: u16,
    clock: Clock,
    routes: F,
) -> std::io::Result<RunningMock>
where
    F: Fn(&mut web::ServiceConfig) + Clone + Send + 'static,
{
    let listener = bind_loopback(&format!("mock {name}"), host, port)?;
    let address = listener.local_addr()?;
    let faults = FaultControl::default();
    let faults_data = web::Data::new(faults.clone());
    let handle = spawn_small(listener, move || {
        // The factory runs on each worker thread, where the handlers run too.
        clock.install();
        App::new()
            .app_data(faults_data.clone())
            .app_data(json_config())
            .configure(control::routes)
            .route("/health", web::get().to(health))
            .configure(routes.clone())
            .default_service(web::to(unknown_route))
            .wrap(from_fn(control::fault_layer))
    })?;
    tracing::info!(mock = name, %address, "mock upstream listening");
    Ok(RunningMock {
        base_url: format!("http://{address}"),
        faults,
        handle,
    })
}
