use actix_web::body::BoxBody;
use actix_web::dev::ServiceResponse;
use actix_web::http::{header, StatusCode};
use actix_web::middleware::{ErrorHandlerResponse, ErrorHandlers};
use actix_web::ResponseError;

use crate::error::{ApiError, PROBLEM_JSON};

/// Any error response that is not already a problem body (actix's own 404/405/413, a payload
/// error) is replaced by the problem body for its status, so clients always get one shape.
pub fn problem_fallback<B: 'static>() -> ErrorHandlers<B> {
    ErrorHandlers::new().default_handler(|response: ServiceResponse<B>| {
        let is_problem = response
            .headers()
            .get(header::CONTENT_TYPE)
            .is_some_and(|value| value.as_bytes().starts_with(PROBLEM_JSON.as_bytes()));
        if is_problem {
            return Ok(ErrorHandlerResponse::Response(
                response.map_into_left_body(),
            ));
        }
        let error = error_for_status(response.status());
        let (request, _) = response.into_parts();
        let problem: actix_web::HttpResponse<BoxBody> = error.error_response();
        Ok(ErrorHandlerResponse::Response(
            ServiceResponse::new(request, problem).map_into_right_body(),
        ))
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
