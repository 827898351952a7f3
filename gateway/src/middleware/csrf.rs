use actix_web::dev::ServiceRequest;
use actix_web::http::header::HeaderName;
use actix_web::http::Method;

use crate::error::ApiError;

pub static WEB_VERSION_HEADER: HeaderName = HeaderName::from_static("x-web-version");

/// api-surface A5: a state-changing request must carry `X-Web-Version`. A custom header cannot be
/// sent cross-site without a CORS preflight, which this same-origin gateway never grants.
///
/// Checked by the `/api` dispatcher before anything else, rather than as a middleware layer of
/// its own: each layer boxes and moves the request's future, and perf put those moves at 7 % of
/// a session check.
pub fn require_web_version(req: &ServiceRequest) -> Result<(), ApiError> {
    let state_changing = matches!(
        *req.method(),
        Method::POST | Method::PUT | Method::PATCH | Method::DELETE
    );
    // A read never looks: a header's look-up is a hash of its name, on every request.
    if !state_changing {
        return Ok(());
    }
    let has_header = req
        .headers()
        .get(&WEB_VERSION_HEADER)
        .is_some_and(|value| !value.is_empty());
    if !has_header {
        return Err(ApiError::CsrfHeaderMissing);
    }
    Ok(())
}
