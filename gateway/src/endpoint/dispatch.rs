//! Finds what serves an `/api` request in one lookup: a prefix tree (matchit) per method over
//! every declared row's path and every hand-written handler's (auth, `me`, #116, #117, #166,
//! #196), instead of actix trying patterns one after another. The cost of routing then depends
//! on the path's length, not on how many rows the contract has, and a literal segment wins over
//! a parameter (A8) whichever kind declared it.
//!
//! The dispatcher is the `/api` scope: it applies the CSRF rule (not to the External API's
//! bearer calls), serves a row through the engine or calls a handler with its extractors, and
//! answers 404 for anything else; every answer it hands back is `no-store`.
//!
//! The engine knows no table of its own: start-up builds the router from the declared rows
//! and handlers (`crate::routes`) and hands it to [`api_scope`], and the engine finds the rows
//! an eviction or a sub-resource names in it.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderName, HeaderValue};
use actix_web::http::{Method, StatusCode};
use actix_web::middleware::{from_fn, Next};
use actix_web::{
    web, FromRequest, HttpMessage, HttpRequest, HttpResponse, Responder, ResponseError,
};
use futures_util::future::LocalBoxFuture;
use utoipa_actix_web::OpenApiFactory;

use super::audit::Audit;
use super::params::MatchedParams;
use super::{audit, read, write, Maintenance, Row};
use crate::error::ApiError;
use crate::middleware::body_deadline;
use crate::middleware::csrf::require_web_version;
use crate::session::DemoRead;
use crate::settings::DemoSettings;
use crate::state::AppState;

/// The header demo mode in the browser sends on its gateway reads.
pub static DEMO_HEADER: HeaderName = HeaderName::from_static("x-portal-demo");

/// The declared rows and hand-written handlers, and both by method, each a prefix tree of
/// their paths (without `/api`). A handful of methods: a scan finds one sooner than hashing the
/// method would.
pub struct ApiRouter {
    rows: &'static [Row],
    handlers: &'static [Handler],
    by_method: Vec<(Method, matchit::Router<Target>)>,
}

/// What serves a path.
#[derive(Clone, Copy)]
pub enum Target {
    /// A declared row, served by the engine.
    Row(&'static Row),
    /// A hand-written handler: an answer the gateway composes itself, or a sign-in step.
    Handler(&'static Handler),
}

/// A hand-written `/api` handler: its method and path (with `/api`), how to call it, and its
/// OpenAPI operation.
pub struct Handler {
    pub method: Method,
    pub path: String,
    pub operation_id: String,
    /// Gated by default; the sign-in handlers and `/me` pass ([`Handler::passing_maintenance`]).
    pub maintenance: Maintenance,
    /// What the audit log records of its requests (A77); by default an admin write when its
    /// OpenAPI tag is `admin` and it is no GET ([`Audit::of_handler`]).
    pub audit: Audit,
    /// The contract row it serves (api-surface's table), recorded in its audit entries so the
    /// log's `row=` filter finds them; `None` (the default) for a handler that serves no row.
    /// Declared with [`Handler::serving_row`].
    pub row: Option<u16>,
    serve: Box<Serve>,
    document: Box<dyn OpenApiFactory + Send + Sync>,
}

/// Runs a handler with its own extractors, as actix would ([`call`]).
type Serve = dyn Fn(HttpRequest, Payload) -> LocalBoxFuture<'static, HttpResponse> + Send + Sync;

impl Handler {
    /// `handler`, served at the method and path its OpenAPI annotation declares (`doc`, the
    /// `__path_<handler>` value `#[utoipa::path]` makes), so the two cannot differ.
    pub fn documented<P, F, Args>(doc: P, handler: F) -> Self
    where
        P: utoipa::Path + OpenApiFactory + Send + Sync + 'static,
        F: actix_web::Handler<Args> + Send + Sync,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        use utoipa::openapi::path::HttpMethod;
        let method = match P::methods().first() {
            Some(HttpMethod::Get) => Method::GET,
            Some(HttpMethod::Post) => Method::POST,
            Some(HttpMethod::Put) => Method::PUT,
            Some(HttpMethod::Delete) => Method::DELETE,
            Some(HttpMethod::Patch) => Method::PATCH,
            // A declaration error, found by the tests when the table is first built.
            _ => panic!(
                "{}: a handler is GET, POST, PUT, DELETE or PATCH",
                P::path()
            ),
        };
        let operation = P::operation();
        // The annotation's tag reaches its operation in the document's paths only.
        let admin_tag = doc.paths().paths.values().any(|item| {
            [&item.get, &item.put, &item.post, &item.delete, &item.patch]
                .into_iter()
                .flatten()
                .filter_map(|operation| operation.tags.as_ref())
                .any(|tags| tags.iter().any(|tag| tag == "admin"))
        });
        Self {
            audit: Audit::of_handler(admin_tag, method != Method::GET),
            row: None,
            method,
            path: P::path(),
            operation_id: operation.operation_id.unwrap_or_default(),
            maintenance: Maintenance::Gated,
            serve: Box::new(move |req, payload| call(handler.clone(), req, payload)),
            document: Box::new(doc),
        }
    }

    /// The handler answers whatever the maintenance (A70).
    pub fn passing_maintenance(mut self) -> Self {
        self.maintenance = Maintenance::Passes;
        self
    }

    /// What the audit log records of the handler's requests, where its default does not fit.
    pub fn audited(mut self, audit: Audit) -> Self {
        self.audit = audit;
        self
    }

    /// The handler serves contract row `number`.
    pub fn serving_row(mut self, number: u16) -> Self {
        self.row = Some(number);
        self
    }

    /// Adds the handler's operation and the schemas it names to `document`.
    pub fn document_into(&self, document: &mut utoipa::openapi::OpenApi) {
        let mut schemas = Vec::new();
        self.document.schemas(&mut schemas);
        document.paths.merge(self.document.paths());
        document
            .components
            .get_or_insert_with(utoipa::openapi::Components::new)
            .schemas
            .extend(schemas);
    }
}

/// Calls `handler` with the arguments its extractors take from the request, and renders its
/// answer or an extractor's refusal.
fn call<F, Args>(
    handler: F,
    req: HttpRequest,
    mut payload: Payload,
) -> LocalBoxFuture<'static, HttpResponse>
where
    F: actix_web::Handler<Args>,
    Args: FromRequest + 'static,
    F::Output: Responder + 'static,
{
    Box::pin(async move {
        match Args::from_request(&req, &mut payload).await {
            Ok(args) => handler
                .call(args)
                .await
                .respond_to(&req)
                .map_into_boxed_body(),
            Err(error) => HttpResponse::from_error(error.into()),
        }
    })
}

impl ApiRouter {
    /// Builds the trees; two rows or handlers with one method and path is a contract error,
    /// found by the tests at once rather than by a request.
    pub fn new(
        rows: &'static [Row],
        handlers: &'static [Handler],
    ) -> Result<Self, matchit::InsertError> {
        let targets = rows
            .iter()
            .map(|row| (&row.method, row.path, Target::Row(row)))
            .chain(handlers.iter().map(|handler| {
                (
                    &handler.method,
                    handler.path.as_str(),
                    Target::Handler(handler),
                )
            }));
        let mut by_method: Vec<(Method, matchit::Router<Target>)> = Vec::new();
        for (method, path, target) in targets {
            let path = path.strip_prefix("/api").unwrap_or(path);
            // A path the contract writes with a trailing slash (#75, #76) is found like any
            // other: `find` ignores the slash of the request (A8, A30).
            let path = path.strip_suffix('/').unwrap_or(path);
            let index = match by_method.iter().position(|(m, _)| m == method) {
                Some(index) => index,
                None => {
                    by_method.push((method.clone(), matchit::Router::new()));
                    by_method.len() - 1
                }
            };
            by_method[index].1.insert(path, target)?;
        }
        Ok(Self {
            rows,
            handlers,
            by_method,
        })
    }

    /// Every declared row.
    pub fn rows(&self) -> &'static [Row] {
        self.rows
    }

    /// Every hand-written handler.
    pub fn handlers(&self) -> &'static [Handler] {
        self.handlers
    }

    /// The read row of `operation_id`.
    pub fn read_row(&self, operation_id: &str) -> Option<&'static Row> {
        self.rows
            .iter()
            .find(|row| row.operation_id == operation_id && !row.is_write())
    }

    /// The path of the read `operation_id`, a row's or a hand-written handler's (an eviction
    /// names either).
    pub fn read_path(&self, operation_id: &str) -> Option<&'static str> {
        let handler = || {
            self.handlers
                .iter()
                .find(|h| h.operation_id == operation_id && h.method == Method::GET)
                .map(|h| h.path.as_str())
        };
        self.read_row(operation_id)
            .map(|row| row.path)
            .or_else(handler)
    }

    /// What serves `method` and `path` (the part after `/api`), with its parameters. A
    /// trailing slash is ignored (A8); a literal segment wins over a parameter (matchit's rule
    /// and A8's).
    pub fn find(&'static self, method: &Method, path: &str) -> Option<(Target, MatchedParams)> {
        let path = match path.strip_suffix('/') {
            Some(trimmed) if !trimmed.is_empty() => trimmed,
            _ => path,
        };
        let (_, tree) = self.by_method.iter().find(|(m, _)| m == method)?;
        let matched = tree.at(path).ok()?;
        // The names are the row's own (`{userId}` is `userId`), kept by the router for good.
        let values = matched
            .params
            .iter()
            .map(|(name, value)| (name, value.to_owned()))
            .collect();
        Some((*matched.value, MatchedParams(values)))
    }
}

/// The `/api` scope over `router`'s rows and handlers: the dispatcher (which also applies the
/// CSRF rule and forbids caching by browsers and proxies), and a 404 problem body for unknown
/// paths. `demo` says whose reads demo mode answers without a session (A9).
pub fn api_scope(
    router: &'static ApiRouter,
    demo: &DemoSettings,
) -> actix_web::Scope<
    impl actix_web::dev::ServiceFactory<
        ServiceRequest,
        Config = (),
        Response = ServiceResponse<impl MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    let demo_reader = demo.public_reads.then_some(demo.user_id);
    web::scope("/api")
        .wrap(from_fn(move |req, next| {
            dispatch(router, demo_reader, req, next)
        }))
        .default_service(web::to(api_not_found))
}

/// Unknown `/api` paths answer a 404 problem body, never the SPA.
async fn api_not_found(_req: HttpRequest) -> Result<web::Json<()>, ApiError> {
    Err(ApiError::NotFound)
}

/// Serves a declared row or handler, or passes the request on to the 404; no answer of the API
/// may be kept by a browser or proxy.
async fn dispatch(
    router: &'static ApiRouter,
    demo_reader: Option<u64>,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let started = std::time::Instant::now();
    let mut operation = "unknown";
    let mut response = route(router, demo_reader, req, next, &mut operation, started).await?;
    crate::metrics::request(operation, response.status().as_u16(), started.elapsed());
    let headers = response.headers_mut();
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    Ok(response)
}

async fn route(
    router: &'static ApiRouter,
    demo_reader: Option<u64>,
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
    operation: &mut &'static str,
    started: std::time::Instant,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    // `match_info().unprocessed()` is the path after the `/api` scope, already decoded by
    // actix's quoter, so `%4BP1` and `KP1` are one path here.
    let found = router.find(req.method(), req.match_info().unprocessed());
    // The table lives as long as the process: its operation ids are `'static`.
    *operation = match &found {
        Some((Target::Row(row), _)) => row.operation_id,
        Some((Target::Handler(handler), _)) => handler.operation_id.as_str(),
        None => "unknown",
    };
    crate::telemetry::record_operation(operation);
    if let Err(error) = super::params::bounded_query(req.query_string()) {
        return Ok(refused(req, &error));
    }
    // The External API carries its bearer token in a header a cross-site page cannot set and
    // sends no cookie, so it needs no CSRF header (A5); every other request does.
    let external = matches!(found, Some((Target::Row(row), _)) if row.is_external());
    if !external {
        if let Err(error) = require_web_version(&req) {
            return Ok(refused(req, &error));
        }
    }
    // Admission of demo mode's public reads (A9): a GET naming the demo user is served as the
    // demo reader when it comes without a session. So is a GET from demo mode in the browser
    // (its header) whose path names no user, such as the spot prices, the customer-service
    // info or a query naming the user itself: they answer what the demo user would see, and a
    // row naming another user keeps its checks.
    if let (Some(user), Some((_, params))) = (demo_reader, &found) {
        let from_demo_mode =
            || params.get("userId").is_none() && req.headers().contains_key(&DEMO_HEADER);
        if req.method() == Method::GET && (params.names_user(user) || from_demo_mode()) {
            req.extensions_mut().insert(DemoRead);
        }
    }
    // The maintenance gate (A70), once the target is known: nothing more than a look at the
    // notices' snapshot unless an origin is in maintenance.
    if crate::maintenance::in_force(&req, started) {
        let maintenance = match &found {
            Some((Target::Row(_), _)) => Row::MAINTENANCE,
            Some((Target::Handler(handler), _)) => handler.maintenance,
            None => Maintenance::Passes,
        };
        // Boxed: the rare path's future stays out of this one's size.
        if let Err(error) = Box::pin(crate::maintenance::gate(&req, maintenance, external)).await {
            return Ok(refused(req, &error));
        }
    }
    let (row, params) = match found {
        Some((Target::Row(row), params)) => (row, params),
        Some((Target::Handler(handler), params)) => {
            let target = || audit::target_of(&params);
            let audit = audited(req.request(), handler.audit, handler.row, operation, target).await;
            let response = serve_handler(req, handler, params).await;
            record(response.request(), audit, response.status()).await;
            return Ok(response.map_into_right_body());
        }
        None => {
            return next
                .call(req)
                .await
                .map(ServiceResponse::map_into_left_body)
        }
    };
    let (http_req, payload) = req.into_parts();
    let target = || audit::target_of(&params);
    let mut audit = match row.audit() {
        // Recorded only when staff make it, which the read's own look-up of its caller tells:
        // deciding it here would look the session up a second time for every customer read.
        Audit::CustomerRead if !row.is_write() => None,
        declared => {
            audited(
                &http_req,
                declared,
                Some(row.number),
                row.operation_id,
                target,
            )
            .await
        }
    };
    let answered = if row.is_write() {
        let mut payload = body_deadline::for_request(&http_req, payload);
        match web::Bytes::from_request(&http_req, &mut payload).await {
            Ok(bytes) => Box::pin(write::serve(row, router, http_req.clone(), params, bytes)).await,
            Err(error) => {
                let too_slow = error
                    .as_error::<actix_web::error::PayloadError>()
                    .is_some_and(body_deadline::is_too_slow);
                let response = if too_slow {
                    body_deadline::refusal().error_response()
                } else {
                    error.error_response()
                };
                return Ok(ServiceResponse::new(http_req, response).map_into_right_body());
            }
        }
    } else {
        // Boxed: inline, a row's future would make this middleware's future (moved on every
        // request, rows or not) as large as the largest handler's.
        Box::pin(read::serve(
            row,
            router,
            http_req.clone(),
            params,
            &mut audit,
        ))
        .await
    };
    let response = answered.unwrap_or_else(|error| error.error_response());
    record(&http_req, audit, response.status()).await;
    Ok(ServiceResponse::new(http_req, response).map_into_right_body())
}

/// `req` answered with the refusal `error`, before any row or handler saw it.
fn refused<B>(req: ServiceRequest, error: &ApiError) -> ServiceResponse<EitherBody<B>> {
    let (http_req, _) = req.into_parts();
    ServiceResponse::new(http_req, error.error_response()).map_into_right_body()
}

/// Adds `audit` to the audit log with the answer's status.
/// [`audit::pending`], boxed when there is something to audit: inline, its session and
/// staff-group look-ups made the dispatcher's future about 12 KB, copied on every request
/// (callgrind: memcpy); a request its row does not audit skips the box.
async fn audited(
    req: &HttpRequest,
    audit: audit::Audit,
    row: Option<u16>,
    operation_id: &'static str,
    target: impl FnOnce() -> crate::audit::AuditTarget,
) -> Option<crate::audit::Pending> {
    if audit == audit::Audit::Not {
        return None;
    }
    Box::pin(audit::pending(req, audit, row, operation_id, target)).await
}

async fn record(req: &HttpRequest, audit: Option<crate::audit::Pending>, status: StatusCode) {
    if let (Some(pending), Some(state)) = (audit, req.app_data::<web::Data<AppState>>()) {
        // Boxed: the shared store's write would otherwise sit in every request's future.
        Box::pin(state.audit.record(pending, status.as_u16())).await;
    }
}

/// A hand-written handler's answer. Its path values are admitted by its `PathParams`
/// extractor, which finds them where the dispatcher puts them.
async fn serve_handler(
    req: ServiceRequest,
    handler: &Handler,
    params: MatchedParams,
) -> ServiceResponse {
    req.extensions_mut().insert(params);
    let (http_req, payload) = req.into_parts();
    let payload = body_deadline::for_request(&http_req, payload);
    // Boxed already: a handler's future is as large as its extractors and upstream calls.
    let response = (handler.serve)(http_req.clone(), payload).await;
    ServiceResponse::new(http_req, response)
}
