//! What every answer gets on its way out: the request id (in a task-local scope for problem
//! bodies, and in `X-Request-Id`) and the security headers.
//!
//! One layer rather than actix's `DefaultHeaders` plus a `from_fn` middleware: each layer is
//! another future polled and moved on every request, and this runs for every request the
//! gateway serves, files included.

use std::future::{ready, Future, Ready};
use std::pin::Pin;
use std::rc::Rc;

use actix_web::dev::{forward_ready, Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::error::InternalError;
use actix_web::http::header::{HeaderMap, HeaderName, HeaderValue};
use actix_web::HttpMessage;
use tracing_actix_web::RequestId;
use uuid::Uuid;

use crate::error::REQUEST_ID;

pub static X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// No inline script or style anywhere: the frontend build emits files only.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; \
style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/// The headers every response carries unless the handler set them itself. HSTS only when the
/// portal is served over TLS (secure cookies).
fn security_headers(tls: bool) -> Vec<(HeaderName, HeaderValue)> {
    let mut headers = vec![
        ("content-security-policy", CONTENT_SECURITY_POLICY),
        ("x-content-type-options", "nosniff"),
        ("x-frame-options", "DENY"),
        ("referrer-policy", "strict-origin-when-cross-origin"),
        ("cross-origin-opener-policy", "same-origin"),
        (
            "permissions-policy",
            "camera=(), microphone=(), geolocation=()",
        ),
    ];
    if tls {
        headers.push((
            "strict-transport-security",
            "max-age=31536000; includeSubDomains",
        ));
    }
    headers
        .into_iter()
        .map(|(name, value)| {
            (
                HeaderName::from_static(name),
                HeaderValue::from_static(value),
            )
        })
        .collect()
}

/// The layer; `tls` as for [`security_headers`]. It sits inside tracing-actix-web's logger,
/// which gives each request its id.
pub struct Edge {
    headers: Rc<[(HeaderName, HeaderValue)]>,
}

impl Edge {
    pub fn new(tls: bool) -> Self {
        Self {
            headers: security_headers(tls).into(),
        }
    }
}

impl<S, B> Transform<S, ServiceRequest> for Edge
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error> + 'static,
    B: 'static,
{
    type Response = ServiceResponse<B>;
    type Error = actix_web::Error;
    type Transform = EdgeService<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, Self::InitError>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(EdgeService {
            service: Rc::new(service),
            headers: self.headers.clone(),
        }))
    }
}

pub struct EdgeService<S> {
    service: Rc<S>,
    headers: Rc<[(HeaderName, HeaderValue)]>,
}

type EdgeFuture<B> = Pin<Box<dyn Future<Output = Result<ServiceResponse<B>, actix_web::Error>>>>;

impl<S, B> Service<ServiceRequest> for EdgeService<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error> + 'static,
    B: 'static,
{
    type Response = ServiceResponse<B>;
    type Error = actix_web::Error;
    type Future = EdgeFuture<B>;

    forward_ready!(service);

    fn call(&self, req: ServiceRequest) -> Self::Future {
        let id: Uuid = req
            .extensions()
            .get::<RequestId>()
            .map(|id| **id)
            .unwrap_or_default();
        let service = self.service.clone();
        let headers = self.headers.clone();
        // An `Err` leaving this layer would be rendered by actix later, outside the scope; so
        // it is rendered here and handed on as an error that carries its finished response.
        Box::pin(REQUEST_ID.scope(id, async move {
            match service.call(req).await {
                Ok(mut response) => {
                    stamp(response.headers_mut(), &headers, id);
                    Ok(response)
                }
                Err(error) => {
                    let mut rendered = error.error_response();
                    stamp(rendered.headers_mut(), &headers, id);
                    Err(InternalError::from_response(error.to_string(), rendered).into())
                }
            }
        }))
    }
}

fn stamp(response: &mut HeaderMap, headers: &[(HeaderName, HeaderValue)], id: Uuid) {
    for (name, value) in headers {
        // One look-up where the handler set none (nearly always) rather than a look and an
        // insert; a value the handler did set is put back.
        let mut set_by_handler = response.insert(name.clone(), value.clone()).peekable();
        if set_by_handler.peek().is_some() {
            let kept: Vec<HeaderValue> = set_by_handler.collect();
            response.remove(name);
            for value in kept {
                response.append(name.clone(), value);
            }
        }
    }
    let mut buffer = Uuid::encode_buffer();
    let text = id.hyphenated().encode_lower(&mut buffer);
    if let Ok(value) = HeaderValue::from_str(text) {
        response.insert(X_REQUEST_ID.clone(), value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_security_headers_are_added_and_a_handlers_own_are_kept() {
        let headers = security_headers(false);
        let mut response = HeaderMap::new();
        response.insert(
            HeaderName::from_static("content-security-policy"),
            HeaderValue::from_static("default-src 'none'"),
        );
        response.append(
            HeaderName::from_static("referrer-policy"),
            HeaderValue::from_static("no-referrer"),
        );
        response.append(
            HeaderName::from_static("referrer-policy"),
            HeaderValue::from_static("same-origin"),
        );
        let id = Uuid::from_u128(7);
        stamp(&mut response, &headers, id);

        assert_eq!(
            response.get("content-security-policy").unwrap(),
            "default-src 'none'"
        );
        let referrer: Vec<_> = response.get_all("referrer-policy").collect();
        assert_eq!(referrer, ["no-referrer", "same-origin"]);
        assert_eq!(response.get("x-frame-options").unwrap(), "DENY");
        assert_eq!(response.get("x-content-type-options").unwrap(), "nosniff");
        assert!(response.get("strict-transport-security").is_none());
        assert_eq!(
            response.get("x-request-id").unwrap(),
            "00000000-0000-0000-0000-000000000007"
        );
        assert_eq!(response.len_keys(), headers.len() + 1);
    }
}
