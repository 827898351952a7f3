use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::Method;
use actix_web::middleware::Next;

use crate::error::ApiError;

pub const WEB_VERSION_HEADER: &str = "x-web-version";

/// api-surface A5: a state-changing request must carry `X-Web-Version`. A custom header cannot be
/// sent cross-site without a CORS preflight, which this same-origin gateway never grants.
pub async fn require_web_version(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, actix_web::Error> {
    let state_changing = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    let has_header = req
        .headers()
        .get(WEB_VERSION_HEADER)
        .is_some_and(|value| !value.is_empty());
    if state_changing && !has_header {
        return Err(ApiError::CsrfHeaderMissing.into());
    }
    next.call(req).await
}
