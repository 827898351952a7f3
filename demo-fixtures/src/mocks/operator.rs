//! The integration testers' control surface over all the mocks (api-surface A82), under
//! `/__mocks`: each system's fault rules and request counts, the mail the mocks sent, a reset
//! of everything to the dataset, and what is running. The gateway serves it on its operator
//! port while the mocks are embedded; `mock-upstreams` serves it on its control port. Loopback
//! clients only; every refusal is an RFC 9457 problem body.

use std::future::Future;
use std::net::IpAddr;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServerHandle, ServiceRequest, ServiceResponse};
use actix_web::http::{header, StatusCode};
use actix_web::middleware::{from_fn, ErrorHandlerResponse, ErrorHandlers, Next};
use actix_web::{web, App, HttpResponse};
use serde::{Deserialize, Serialize};
use utoipa::{IntoParams, OpenApi, ToSchema};

use super::control::FaultRule;
use super::outbox::{OutboxKind, OutboxMessage};
use super::RunningMocks;

/// Path prefix of the control surface.
pub const PREFIX: &str = "/__mocks";

/// What else a reset empties (the gateway's caches, sessions and throttles), run after the
/// mocks are back to the dataset.
pub type ResetHook = Arc<dyn Fn() -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;

const PROBLEM_JSON: &str = "application/problem+json";

/// Longest delay a rule may ask for: past it a test would hang rather than learn anything.
const MAX_DELAY: Duration = Duration::from_secs(60);

/// RFC 9457 problem details, as the gateway's (without its request id).
#[derive(Debug, Serialize, ToSchema)]
struct Problem {
    /// `/problems/<code>`.
    #[serde(rename = "type")]
    kind: String,
    title: String,
    status: u16,
    detail: String,
    /// VALIDATION_FAILED, NOT_FOUND, FORBIDDEN, METHOD_NOT_ALLOWED, PAYLOAD_TOO_LARGE.
    code: String,
}

/// An RFC 9457 problem answer with the portal's `code` extension.
fn problem(status: StatusCode, code: &str, detail: &str) -> HttpResponse {
    HttpResponse::build(status)
        .content_type(PROBLEM_JSON)
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .json(Problem {
            kind: format!("/problems/{}", code.to_ascii_lowercase().replace('_', "-")),
            title: status.canonical_reason().unwrap_or("Error").to_owned(),
            status: status.as_u16(),
            detail: detail.to_owned(),
            code: code.to_owned(),
        })
}

/// A refused control request, answered as a problem.
#[derive(Debug)]
struct Refusal {
    status: StatusCode,
    code: &'static str,
    detail: String,
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.detail)
    }
}

impl actix_web::ResponseError for Refusal {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        problem(self.status, self.code, &self.detail)
    }
}

fn invalid(detail: impl Into<String>) -> Refusal {
    Refusal {
        status: StatusCode::BAD_REQUEST,
        code: "VALIDATION_FAILED",
        detail: detail.into(),
    }
}

type Answer = Result<HttpResponse, Refusal>;

/// `GET /__mocks`: what is running.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct Overview {
    /// The dataset's today, YYYY-MM-DD.
    today: String,
    /// Whether today is fixed (`mocks.today`) rather than the real date.
    today_fixed: bool,
    systems: Vec<System>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
struct System {
    name: &'static str,
    base_url: String,
}

struct Surface {
    mocks: RunningMocks,
    on_reset: Option<ResetHook>,
}

type Data = web::Data<Surface>;

#[utoipa::path(
    get,
    path = "/__mocks",
    operation_id = "getMocks",
    responses((status = 200, description = "The systems, their base URLs and the dataset's today", body = Overview), Refusals)
)]
async fn overview(surface: Data) -> HttpResponse {
    let clock = &surface.mocks.clock;
    HttpResponse::Ok().json(Overview {
        today: clock.today().format("%Y-%m-%d").to_string(),
        today_fixed: clock.fixed_today().is_some(),
        systems: surface
            .mocks
            .all()
            .into_iter()
            .map(|(name, mock)| System {
                name,
                base_url: mock.base_url.clone(),
            })
            .collect(),
    })
}

/// The faults of `system`, or the 404 answer for an unknown one.
fn faults_of<'a>(surface: &'a Surface, system: &str) -> Result<&'a super::FaultControl, Refusal> {
    surface
        .mocks
        .by_name(system)
        .map(|mock| &mock.faults)
        .ok_or_else(|| {
            let names: Vec<_> = surface.mocks.all().iter().map(|(n, _)| *n).collect();
            Refusal {
                status: StatusCode::NOT_FOUND,
                code: "NOT_FOUND",
                detail: format!(
                    "no mock system {system:?}; the systems: {}",
                    names.join(", ")
                ),
            }
        })
}

/// A rule as a tester sends it, checked before it is set.
fn checked_rule(body: &[u8]) -> Result<FaultRule, Refusal> {
    let rule: FaultRule = serde_json::from_slice(body)
        .map_err(|error| invalid(format!("the body is not a fault rule: {error}")))?;
    if !(rule.path_prefix.is_empty() || rule.path_prefix.starts_with('/')) {
        return Err(invalid("pathPrefix must be empty or start with /"));
    }
    if let Some(status) = rule.status {
        if !(400..=599).contains(&status) {
            return Err(invalid("status must be an error status, 400 to 599"));
        }
    }
    if rule.delay.is_some_and(|delay| delay > MAX_DELAY) {
        return Err(invalid("delayMs must be at most 60000"));
    }
    if let Some(method) = &rule.method {
        if method.is_empty() || !method.chars().all(|c| c.is_ascii_alphabetic()) {
            return Err(invalid("method must be an HTTP method such as GET"));
        }
    }
    if rule.remaining == Some(0) {
        return Err(invalid(
            "remaining must be at least 1 (leave it out for always)",
        ));
    }
    Ok(rule)
}

#[utoipa::path(
    put,
    path = "/__mocks/{system}/faults",
    operation_id = "putFault",
    params(("system" = String, Path, description = "identity, crm, invoicing, metering, solar, messaging or content")),
    request_body = FaultRule,
    responses(
        (status = 200, description = "The rule is set (replacing one with the same method and path prefix); the system's rules", body = Vec<FaultRule>),
        (status = 400, description = "VALIDATION_FAILED: not a rule, a status outside 400–599, a pathPrefix not starting with /, delayMs over 60000, remaining 0", body = Problem, content_type = "application/problem+json"),
        Refusals,
    )
)]
async fn put_fault(surface: Data, system: web::Path<String>, body: web::Bytes) -> Answer {
    let faults = faults_of(&surface, &system)?;
    faults.set(checked_rule(&body)?);
    Ok(HttpResponse::Ok().json(faults.rules()))
}

#[utoipa::path(
    get,
    path = "/__mocks/{system}/faults",
    operation_id = "getFaults",
    params(("system" = String, Path, description = "identity, crm, invoicing, metering, solar, messaging or content")),
    responses((status = 200, description = "The system's rules, in the order they are tried", body = Vec<FaultRule>), Refusals)
)]
async fn get_faults(surface: Data, system: web::Path<String>) -> Answer {
    Ok(HttpResponse::Ok().json(faults_of(&surface, &system)?.rules()))
}

#[utoipa::path(
    delete,
    path = "/__mocks/{system}/faults",
    operation_id = "deleteFaults",
    params(("system" = String, Path, description = "identity, crm, invoicing, metering, solar, messaging or content")),
    responses((status = 204, description = "Every rule of the system removed (the counts stay)"), Refusals)
)]
async fn delete_faults(surface: Data, system: web::Path<String>) -> Answer {
    faults_of(&surface, &system)?.clear();
    Ok(HttpResponse::NoContent().finish())
}

#[utoipa::path(
    get,
    path = "/__mocks/{system}/requests",
    operation_id = "getRequests",
    params(("system" = String, Path, description = "identity, crm, invoicing, metering, solar, messaging or content")),
    responses((status = 200, description = "Requests the system has seen since the start or the last reset, by \"METHOD /path\" (query left out), faulted ones included", body = std::collections::BTreeMap<String, u64>), Refusals)
)]
async fn requests(surface: Data, system: web::Path<String>) -> Answer {
    Ok(HttpResponse::Ok().json(faults_of(&surface, &system)?.request_counts()))
}

#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
struct MailQuery {
    /// Only the mail to this address (case-insensitive); every mail when left out.
    to: Option<String>,
}

#[utoipa::path(
    get,
    path = "/__mocks/mail",
    operation_id = "getMail",
    params(MailQuery),
    responses(
        (status = 200, description = "The mail the mocks sent, newest first: sign-up and reset codes (signup, resetPassword), read-right invitations (representationInvite, with the activation link), company invitations (invitation, with the temporary password as code), customer service's answers (staffMessage) and the notice to an address that already has an account (accountExists)", body = Vec<OutboxMessage>),
        (status = 400, description = "VALIDATION_FAILED: `to` is not an e-mail address", body = Problem, content_type = "application/problem+json"),
        Refusals,
    )
)]
async fn mail(surface: Data, query: web::Query<MailQuery>) -> Answer {
    let to = query.to.as_deref().map(str::trim);
    if to.is_some_and(|to| to.is_empty() || to.len() > 254 || !to.contains('@')) {
        return Err(invalid(
            "to must be an e-mail address (leave it out for every mail)",
        ));
    }
    Ok(HttpResponse::Ok().json(surface.mocks.outbox.newest_first(to)))
}

#[utoipa::path(
    post,
    path = "/__mocks/reset",
    operation_id = "reset",
    responses((status = 204, description = "Every mock back to the dataset (every write undone, the mail emptied, fault rules and request counts cleared); the gateway's caches, sign-ins and throttles emptied: every session must sign in again"), Refusals)
)]
async fn reset(surface: Data) -> HttpResponse {
    surface.mocks.reset();
    if let Some(hook) = &surface.on_reset {
        hook().await;
    }
    tracing::info!("mock upstreams reset to the dataset");
    HttpResponse::NoContent().finish()
}

async fn not_found() -> HttpResponse {
    problem(StatusCode::NOT_FOUND, "NOT_FOUND", "no such control route")
}

/// Refuses every client that is not on loopback, before any handler runs.
async fn loopback_only(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    if req.peer_addr().is_some_and(|addr| addr.ip().is_loopback()) {
        return Ok(next.call(req).await?.map_into_boxed_body());
    }
    let answer = problem(
        StatusCode::FORBIDDEN,
        "FORBIDDEN",
        "the mock controls answer loopback clients only",
    );
    Ok(req.into_response(answer))
}

/// actix's own refusals (a wrong method, a bad query) get the problem body too.
fn problem_fallback<B: 'static>() -> ErrorHandlers<B> {
    problem_fallback_with(|status| {
        let (code, detail) = match status {
            StatusCode::METHOD_NOT_ALLOWED => {
                ("METHOD_NOT_ALLOWED", "this route has no such method")
            }
            StatusCode::PAYLOAD_TOO_LARGE => ("PAYLOAD_TOO_LARGE", "the body is too large"),
            status if status.is_client_error() => ("VALIDATION_FAILED", "the request is not valid"),
            _ => ("INTERNAL", "the control could not answer"),
        };
        problem(status, code, detail)
    })
}

/// Replaces every error response that its handler did not write as JSON (actix's own bare
/// 404/405, a payload error's plain text) by `answer(status)`, so that clients always get one
/// shape. A problem body, or a JSON answer a handler chose for an error status (a readiness
/// report), passes as it is. The gateway's listeners use it with the gateway's problem bodies.
pub fn problem_fallback_with<B: 'static>(
    answer: fn(StatusCode) -> HttpResponse,
) -> ErrorHandlers<B> {
    ErrorHandlers::new().default_handler(move |response: ServiceResponse<B>| {
        let is_json = response
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|value| {
                let value = value.as_bytes();
                value.starts_with(PROBLEM_JSON.as_bytes()) || value.starts_with(b"application/json")
            });
        if is_json {
            return Ok(ErrorHandlerResponse::Response(
                response.map_into_left_body(),
            ));
        }
        let status = response.status();
        let (request, _) = response.into_parts();
        Ok(ErrorHandlerResponse::Response(
            ServiceResponse::new(request, answer(status)).map_into_right_body(),
        ))
    })
}

/// The `/__mocks` routes over `mocks`; `on_reset` runs after each reset of the mocks.
pub fn routes(
    mocks: RunningMocks,
    on_reset: Option<ResetHook>,
) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    let surface = web::Data::new(Surface { mocks, on_reset });
    move |cfg: &mut web::ServiceConfig| {
        cfg.service(
            web::scope(PREFIX)
                .app_data(surface.clone())
                .app_data(web::PayloadConfig::new(16 * 1024))
                .app_data(
                    web::QueryConfig::default().error_handler(|error, _| {
                        invalid(format!("invalid query: {error}")).into()
                    }),
                )
                // Resources, so that a wrong method is 405, not 404.
                .service(web::resource("").get(overview))
                .service(web::resource("/mail").get(mail))
                .service(web::resource("/reset").post(reset))
                .service(
                    web::resource("/{system}/faults")
                        .put(put_fault)
                        .get(get_faults)
                        .delete(delete_faults),
                )
                .service(web::resource("/{system}/requests").get(requests))
                .default_service(web::to(not_found))
                .wrap(from_fn(loopback_only))
                .wrap(problem_fallback()),
        );
    }
}

/// A started control server (the standalone binary's control port).
#[derive(Debug, Clone)]
pub struct RunningControl {
    /// e.g. `http://127.0.0.1:9100`.
    pub base_url: String,
    handle: ServerHandle,
}

impl RunningControl {
    pub async fn stop(&self) {
        self.handle.stop(false).await;
    }
}

/// Serves the control surface over `mocks` alone on `host:port` (loopback only; 0 picks a
/// port), spawned on the current runtime.
pub fn serve(host: IpAddr, port: u16, mocks: RunningMocks) -> std::io::Result<RunningControl> {
    let listener = super::bind_loopback("the mock control port", host, port)?;
    let address = listener.local_addr()?;
    let routes = routes(mocks, None);
    let handle = super::spawn_small(listener, move || {
        App::new()
            .configure(routes.clone())
            .default_service(web::to(not_found))
    })?;
    Ok(RunningControl {
        base_url: format!("http://{address}"),
        handle,
    })
}

/// The refusals every control route can give.
#[derive(utoipa::IntoResponses)]
#[allow(dead_code)] // read by the OpenAPI document only
enum Refusals {
    /// FORBIDDEN: the client is not on loopback.
    #[response(status = 403, content_type = "application/problem+json")]
    Forbidden(Problem),
    /// NOT_FOUND: no such system or control route.
    #[response(status = 404, content_type = "application/problem+json")]
    NotFound(Problem),
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Mock upstreams: controls for integration testers",
        version = "0.1.0",
        description = "Served on the gateway's operator port (`server.admin_port`) while \
`mocks.embedded = true`, and by `mock-upstreams` on its control port (`MOCK_CONTROL_PORT`); \
loopback clients only. Errors are RFC 9457 problem bodies with a stable `code`. \
`mocks.today` (`PORTAL__MOCKS__TODAY`, `YYYY-MM-DD`) fixes the dataset's today."
    ),
    paths(overview, put_fault, get_faults, delete_faults, requests, mail, reset),
    components(schemas(Problem, FaultRule, OutboxMessage, OutboxKind, Overview, System))
)]
struct ControlDoc;

/// The control routes' OpenAPI document, checked in as `openapi/mocks-control.json`.
pub fn document_json() -> String {
    let mut json = ControlDoc::openapi()
        .to_pretty_json()
        .unwrap_or_else(|error| format!("{{\"error\": \"{error}\"}}"));
    json.push('\n');
    json
}
