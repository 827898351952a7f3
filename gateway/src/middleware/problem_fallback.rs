use actix_web::http::StatusCode;
use actix_web::middleware::ErrorHandlers;
use actix_web::ResponseError;

use crate::error::ApiError;

/// Any error response that is not already a problem body (actix's own 404/405/413, a payload
/// error) is replaced by the problem body for its status, so clients always get one shape.
pub fn problem_fallback<B: 'static>() -> ErrorHandlers<B> {
    demo_fixtures::mocks::operator::problem_fallback_with(|status| {
        error_for_status(status).error_response()
    })
}

fn error_for_status(status: StatusCode) -> ApiError {
    match status {
        StatusCode::BAD_REQUEST => ApiError::Validation(Vec::new()),
        StatusCode::UNAUTHORIZED => ApiError::SessionExpired,
        StatusCode::FORBIDDEN => ApiError::Forbidden,
        StatusCode::NOT_FOUND => ApiError::NotFound,
        StatusCode::PAYLOAD_TOO_LARGE => ApiError::PayloadTooLarge,
        StatusCode::UNSUPPORTED_MEDIA_TYPE => ApiError::UnsupportedMediaType,
        status if status.is_client_error() => ApiError::Refused(status),
        _ => ApiError::Internal(format!("bare {status} response")),
    }
}
