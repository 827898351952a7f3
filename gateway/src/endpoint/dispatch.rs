//! Finds the declared row of a request in one lookup: a prefix tree (matchit) per method over
//! every row's path, instead of actix trying ~140 patterns one after another. The cost of
//! routing then depends on the path's length, not on how many rows the contract has.
//!
//! The dispatcher is the one middleware of the `/api` scope: it applies the CSRF rule (not to the
//! External API's bearer calls), serves a request that is a row, and passes anything else on to
//! actix's routes (the hand-written handlers of auth, `me`, #116, #117, #166); every answer it
//! hands back is `no-store`.

use std::sync::LazyLock;

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, HeaderValue};
use actix_web::http::Method;
use actix_web::middleware::Next;
use actix_web::{web, FromRequest, HttpMessage, ResponseError};

use super::{read, write, Row};
use crate::middleware::csrf::require_web_version;

/// The rows by method, each a prefix tree of their paths (without `/api`). A handful of
/// methods: a scan finds one sooner than hashing the method would.
pub struct RowRouter {
    by_method: Vec<(Method, matchit::Router<&'static Row>)>,
}

/// The raw values of a request's path parameters, by the row's names, as actix's quoter
/// decoded them (every `%XX` except `%`, `/` and `+`). Validated later by the row's handler.
#[derive(Debug, Clone)]
pub struct MatchedParams(pub Vec<(&'static str, String)>);

impl MatchedParams {
    pub fn get(&self, name: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, v)| v.as_str())
    }
}

impl RowRouter {
    /// Builds the trees; two rows with one method and path is a contract error, found by the
    /// tests at once rather than by a request.
    pub fn new(rows: &'static [Row]) -> Result<Self, matchit::InsertError> {
        let mut by_method: Vec<(Method, matchit::Router<&'static Row>)> = Vec::new();
        for row in rows {
            let path = row.path.strip_prefix("/api").unwrap_or(row.path);
            let index = match by_method
                .iter()
                .position(|(method, _)| *method == row.method)
            {
                Some(index) => index,
                None => {
                    by_method.push((row.method.clone(), matchit::Router::new()));
                    by_method.len() - 1
                }
            };
            by_method[index].1.insert(path, row)?;
        }
        Ok(Self { by_method })
    }

    /// The row for `method` and `path` (the part after `/api`), with its parameters. A
    /// trailing slash is ignored (A8); a literal segment wins over a parameter (matchit's rule
    /// and A8's).
    pub fn find(
        &'static self,
        method: &Method,
        path: &str,
    ) -> Option<(&'static Row, MatchedParams)> {
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
        Some((matched.value, MatchedParams(values)))
    }
}

/// The router over every declared row, built once.
pub fn router() -> &'static RowRouter {
    static ROUTER: LazyLock<RowRouter> = LazyLock::new(|| {
        RowRouter::new(super::all()).expect("the declared rows have distinct method and path")
    });
    &ROUTER
}

/// The `/api` scope's dispatcher: serves a declared row, or passes the request on; no answer
/// of the API may be kept by a browser or proxy.
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
    let external = found.as_ref().is_some_and(|(row, _)| row.is_external());
    if !external {
        if let Err(error) = require_web_version(&req) {
            let (http_req, _) = req.into_parts();
            return Ok(ServiceResponse::new(http_req, error.error_response()).map_into_right_body());
        }
    }
    let Some((row, params)) = found else {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body);
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_row_is_found_by_its_own_path_and_literal_segments_win() {
        let router = router();
        for row in super::super::all() {
            let concrete: String = row
                .path
                .strip_prefix("/api")
                .unwrap_or(row.path)
                .split('/')
                .map(|segment| {
                    if segment.starts_with('{') {
                        "X1"
                    } else {
                        segment
                    }
                })
                .collect::<Vec<_>>()
                .join("/");
            let (found, params) = router
                .find(&row.method, &concrete)
                .unwrap_or_else(|| panic!("row #{} not found at {concrete}", row.number));
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
    fn a_trailing_slash_is_ignored_and_an_unknown_path_is_no_row() {
        let router = router();
        let with = router.find(&Method::GET, "/v2/user/1000001/ui/");
        let without = router.find(&Method::GET, "/v2/user/1000001/ui");
        assert_eq!(
            with.map(|(row, _)| row.number),
            without.map(|(row, _)| row.number)
        );
        assert!(router.find(&Method::GET, "/v2/nothing/here").is_none());
        assert!(router.find(&Method::PATCH, "/v2/user/1000001/ui").is_none());
    }
}
