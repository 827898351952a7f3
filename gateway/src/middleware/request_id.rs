use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::error::InternalError;
use actix_web::http::header::{HeaderName, HeaderValue};
use actix_web::middleware::Next;
use actix_web::HttpMessage;
use tracing_actix_web::RequestId;

use crate::error::REQUEST_ID;

pub static X_REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// Runs the rest of the chain inside a scope that knows the request id (set by
/// tracing-actix-web), so every problem body carries it, and echoes it in `X-Request-Id`.
///
/// An `Err` leaving this middleware would be rendered by actix later, outside the scope; so it
/// is rendered here and handed on as an error that carries its finished response.
pub async fn scope_request_id(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let id = req
        .extensions()
        .get::<RequestId>()
        .map(|id| id.to_string())
        .unwrap_or_default();
    let header_value = HeaderValue::from_str(&id).ok();
    REQUEST_ID
        .scope(id, async move {
            match next.call(req).await {
                Ok(mut response) => {
                    if let Some(value) = header_value {
                        response.headers_mut().insert(X_REQUEST_ID.clone(), value);
                    }
                    Ok(response)
                }
                Err(error) => {
                    let mut rendered = error.error_response();
                    if let Some(value) = header_value {
                        rendered.headers_mut().insert(X_REQUEST_ID.clone(), value);
                    }
                    Err(InternalError::from_response(error.to_string(), rendered).into())
                }
            }
        })
        .await
}
