//! Finds what serves an `/api` request in one lookup: a prefix tree (matchit) per method over
//! every declared row's path and every hand-written handler's (auth, `me`, #116, #117, #166,
//! #196), instead of actix trying patterns one after another. The cost of routing then depends
//! on the path's length, not on how many rows the contract has, and a literal segment wins over
//! a parameter (A8) whichever kind declared it.
//!
//! The dispatcher is the `/api` scope: it applies the CSRF rule (not to the External API's
//! bearer calls), serves a row through the engine or calls a handler with its extractors, and
//! answers 404 for anything else; every answer it hands back is `no-store`.

use std::sync::LazyLock;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{Payload, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{
    web, FromRequest, HttpMessage, HttpRequest, HttpResponse, Responder, ResponseError,
};
use futures_util::future::LocalBoxFuture;
use utoipa_actix_web::OpenApiFactory;

use super::params::MatchedParams;
use super::{read, write, Row};
use crate::middleware::csrf::require_web_version;

/// The rows and handlers by method, each a prefix tree of their paths (without `/api`). A
/// handful of methods: a scan finds one sooner than hashing the method would.
pub struct ApiRouter {
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
        Self {
            method,
            path: P::path(),
            serve: Box::new(move |req, payload| call(handler.clone(), req, payload)),
            document: Box::new(doc),
        }
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
            let index = match by_method.iter().position(|(m, _)| m == method) {
                Some(index) => index,
                None => {
                    by_method.push((method.clone(), matchit::Router::new()));
                    by_method.len() - 1
                }
            };
            by_method[index].1.insert(path, target)?;
        }
        Ok(Self { by_method })
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

/// The router over every declared row and handler, built once.
pub fn router() -> &'static ApiRouter {
    static ROUTER: LazyLock<ApiRouter> = LazyLock::new(|| {
        ApiRouter::new(super::all(), crate::routes::all_handlers())
            .expect("the declared rows and handlers have distinct methods and paths")
    });
    &ROUTER
}

/// The `/api` scope's dispatcher: serves a declared row or handler, or passes the request on
/// to the 404; no answer of the API may be kept by a browser or proxy.
pub async fn dispatch(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let mut response = route(req, next).await?;
    let headers = response.headers_mut();
    if !headers.contains_key(header::CACHE_CONTROL) {
        headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    Ok(response)
}

async fn route(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    // `match_info().unprocessed()` is the path after the `/api` scope, already decoded by
    // actix's quoter, so `%4BP1` and `KP1` are one path here.
    let found = router().find(req.method(), req.match_info().unprocessed());
    // The External API carries its bearer token in a header a cross-site page cannot set and
    // sends no cookie, so it needs no CSRF header (A5); every other request does.
    let external = matches!(found, Some((Target::Row(row), _)) if row.is_external());
    if !external {
        if let Err(error) = require_web_version(&req) {
            let (http_req, _) = req.into_parts();
            return Ok(ServiceResponse::new(http_req, error.error_response()).map_into_right_body());
        }
    }
    let (row, params) = match found {
        Some((Target::Row(row), params)) => (row, params),
        Some((Target::Handler(handler), params)) => {
            return Ok(serve_handler(req, handler, params)
                .await
                .map_into_right_body())
        }
        None => {
            return next
                .call(req)
                .await
                .map(ServiceResponse::map_into_left_body)
        }
    };
    req.extensions_mut().insert(params);
    let (http_req, mut payload) = req.into_parts();
    let answered = if row.is_write() {
        match web::Bytes::from_request(&http_req, &mut payload).await {
            Ok(bytes) => Box::pin(write::serve(row, http_req.clone(), bytes)).await,
            Err(error) => {
                return Ok(
                    ServiceResponse::new(http_req, error.error_response()).map_into_right_body()
                )
            }
        }
    } else {
        // Boxed: inline, a row's future would make this middleware's future (moved on every
        // request, rows or not) as large as the largest handler's.
        Box::pin(read::serve(row, http_req.clone())).await
    };
    let response = answered.unwrap_or_else(|error| error.error_response());
    Ok(ServiceResponse::new(http_req, response).map_into_right_body())
}

/// A hand-written handler's answer. Its `web::Path` extractors read actix's match info, so the
/// tree's parameters are put there, in the path's order, as actix's router would.
async fn serve_handler(
    mut req: ServiceRequest,
    handler: &Handler,
    params: MatchedParams,
) -> ServiceResponse {
    for (name, value) in &params.0 {
        req.match_info_mut().add_static(*name, value.clone());
    }
    req.extensions_mut().insert(params);
    let (http_req, payload) = req.into_parts();
    // Boxed already: a handler's future is as large as its extractors and upstream calls.
    let response = (handler.serve)(http_req.clone(), payload).await;
    ServiceResponse::new(http_req, response)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `path` without `/api`, each parameter given the value `X1`.
    fn concrete(path: &str) -> String {
        path.strip_prefix("/api")
            .unwrap_or(path)
            .split('/')
            .map(|segment| {
                if segment.starts_with('{') {
                    "X1"
                } else {
                    segment
                }
            })
            .collect::<Vec<_>>()
            .join("/")
    }

    fn row_number(found: Option<(Target, MatchedParams)>) -> Option<u16> {
        match found {
            Some((Target::Row(row), _)) => Some(row.number),
            _ => None,
        }
    }

    #[test]
    fn every_row_is_found_by_its_own_path_and_literal_segments_win() {
        let router = router();
        for row in super::super::all() {
            let concrete = concrete(row.path);
            let (found, params) = router
                .find(&row.method, &concrete)
                .unwrap_or_else(|| panic!("row #{} not found at {concrete}", row.number));
            let Target::Row(found) = found else {
                panic!("row #{} shadowed by a handler at {concrete}", row.number);
            };
            // Another row may be more literal for this concrete path only if its own path
            // has a literal where this one has a parameter.
            if found.number != row.number {
                assert!(
                    found.path_params().count() < row.path_params().count(),
                    "#{} shadowed by #{}",
                    row.number,
                    found.number
                );
            } else {
                assert_eq!(params.0.len(), row.path_params().count());
            }
        }
    }

    #[test]
    fn every_handler_is_found_by_its_own_path_with_its_parameters_in_order() {
        let router = router();
        for handler in crate::routes::all_handlers() {
            let concrete = concrete(&handler.path);
            let found = router.find(&handler.method, &concrete);
            let Some((Target::Handler(found), params)) = found else {
                panic!(
                    "{} {} is not served by its handler",
                    handler.method, handler.path
                );
            };
            assert!(std::ptr::eq(found, handler), "{}", handler.path);
            let names: Vec<&str> = params.0.iter().map(|(name, _)| *name).collect();
            let declared: Vec<&str> = handler
                .path
                .split('/')
                .filter_map(|s| s.strip_prefix('{')?.strip_suffix('}'))
                .collect();
            assert_eq!(names, declared, "{}", handler.path);
        }
    }

    #[test]
    fn a_trailing_slash_is_ignored_and_an_unknown_path_is_no_row() {
        let router = router();
        let with = router.find(&Method::GET, "/v2/user/1000001/ui/");
        let without = router.find(&Method::GET, "/v2/user/1000001/ui");
        assert!(row_number(with.clone()).is_some());
        assert_eq!(row_number(with), row_number(without));
        assert!(router.find(&Method::GET, "/v2/nothing/here").is_none());
        assert!(router.find(&Method::PATCH, "/v2/user/1000001/ui").is_none());
    }
}
