//! The one error type of every mock: a refused request, answered with the contract's error body
//! (`{"code": ..., "message": ...}`) and its status. Handlers return `Answer<T>` (or
//! `Result<HttpResponse, MockError>`) and use `?` on every check.

use std::borrow::Cow;

use actix_web::http::StatusCode;
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;

use super::error_response;

#[derive(Debug, Clone, PartialEq)]
pub(crate) struct MockError {
    status: StatusCode,
    code: &'static str,
    message: Cow<'static, str>,
}

/// A handler's outcome: the answer, or why it is refused.
pub(crate) type Answer<T> = Result<T, MockError>;

impl MockError {
    pub(crate) const fn new(status: StatusCode, code: &'static str, message: &'static str) -> Self {
        Self {
            status,
            code,
            message: Cow::Borrowed(message),
        }
    }

    pub(crate) fn with_message(
        status: StatusCode,
        code: &'static str,
        message: impl Into<String>,
    ) -> Self {
        Self {
            status,
            code,
            message: Cow::Owned(message.into()),
        }
    }

    /// A 404 `NotFound` naming what is missing.
    pub(crate) fn not_found(what: &str) -> Self {
        Self::with_message(StatusCode::NOT_FOUND, "NotFound", format!("no such {what}"))
    }

    /// A 404 `NotFound` that does not say what is missing.
    pub(crate) fn no_such_resource() -> Self {
        Self::not_found("resource")
    }

    /// A 400 with `code` (`BadRequest`, `InvalidParameter`, …).
    pub(crate) fn bad_request(code: &'static str, message: impl Into<String>) -> Self {
        Self::with_message(StatusCode::BAD_REQUEST, code, message)
    }

    /// A 409 with `code`: the write conflicts with the state.
    pub(crate) fn conflict(code: &'static str, message: impl Into<String>) -> Self {
        Self::with_message(StatusCode::CONFLICT, code, message)
    }

    /// The error's response (the contract's body).
    pub(crate) fn response(&self) -> HttpResponse {
        error_response(self.status, self.code, &self.message)
    }
}

impl std::fmt::Display for MockError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl ResponseError for MockError {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        self.response()
    }
}

/// 200 with the answer as JSON, or the error's body.
pub(crate) fn respond<T: Serialize>(answer: Answer<T>) -> HttpResponse {
    match answer {
        Ok(body) => HttpResponse::Ok().json(body),
        Err(error) => error.response(),
    }
}
