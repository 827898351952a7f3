//! Request checks of the invoicing and solar mocks: query parameters in the formats of
//! api-surface A4, refused with the contract's error body instead of actix's plain text.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{HttpRequest, HttpResponse, ResponseError};
use chrono::NaiveDate;
use serde::de::DeserializeOwned;

use super::error_response;

/// A refused request, answered with the contract's error body; handlers return
/// `Result<HttpResponse, Rejection>` and use `?` on every check.
#[derive(Debug)]
pub(crate) struct Rejection {
    status: StatusCode,
    code: &'static str,
    message: String,
}

impl std::fmt::Display for Rejection {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

impl ResponseError for Rejection {
    fn status_code(&self) -> StatusCode {
        self.status
    }

    fn error_response(&self) -> HttpResponse {
        error_response(self.status, self.code, &self.message)
    }
}

/// A 400 `BadRequest` naming the parameter.
pub(crate) fn bad_parameter(name: &str, expected: &str) -> Rejection {
    Rejection {
        status: StatusCode::BAD_REQUEST,
        code: "BadRequest",
        message: format!("parameter {name}: expected {expected}"),
    }
}

/// A 409 with `code`: the write conflicts with the state (linking a linked pair, a due date
/// that may not change).
pub(crate) fn conflict(code: &'static str, message: &str) -> Rejection {
    Rejection {
        status: StatusCode::CONFLICT,
        code,
        message: message.to_owned(),
    }
}

/// A 404 `NotFound`.
pub(crate) fn not_found() -> Rejection {
    Rejection {
        status: StatusCode::NOT_FOUND,
        code: "NotFound",
        message: "no such resource".to_owned(),
    }
}

/// A request's query parameters.
pub(crate) struct Params(HashMap<String, String>);

impl Params {
    pub(crate) fn of(request: &HttpRequest) -> Result<Params, Rejection> {
        actix_web::web::Query::<HashMap<String, String>>::from_query(request.query_string())
            .map(|q| Params(q.into_inner()))
            .map_err(|_| bad_parameter("query", "a valid query string"))
    }

    fn parse<T>(
        &self,
        name: &str,
        expected: &str,
        f: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, Rejection> {
        match self.0.get(name) {
            None => Ok(None),
            Some(value) => f(value)
                .map(Some)
                .ok_or_else(|| bad_parameter(name, expected)),
        }
    }

    /// A 4-digit year (2000–2100).
    pub(crate) fn year(&self, name: &str) -> Result<Option<i32>, Rejection> {
        self.parse(name, "a 4-digit year", |v| {
            v.parse()
                .ok()
                .filter(|y| v.len() == 4 && (2000..=2100).contains(y))
        })
    }

    /// A month 1–12.
    pub(crate) fn month(&self, name: &str) -> Result<Option<u32>, Rejection> {
        self.parse(name, "a month 1-12", |v| {
            v.parse().ok().filter(|m| (1..=12).contains(m))
        })
    }

    /// 'true' or 'false'.
    pub(crate) fn bool(&self, name: &str) -> Result<Option<bool>, Rejection> {
        self.parse(name, "true or false", |v| match v {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        })
    }

    /// YYYY-MM-DD.
    pub(crate) fn date(&self, name: &str) -> Result<Option<NaiveDate>, Rejection> {
        self.parse(name, "a date YYYY-MM-DD", |v| {
            NaiveDate::parse_from_str(v, "%Y-%m-%d")
                .ok()
                .filter(|_| v.len() == 10)
        })
    }

    /// A value of a serde enum (its wire name).
    pub(crate) fn enumeration<T: DeserializeOwned>(
        &self,
        name: &str,
        expected: &str,
    ) -> Result<Option<T>, Rejection> {
        self.parse(name, expected, |v| {
            serde_json::from_value(serde_json::Value::String(v.to_owned())).ok()
        })
    }
}

/// Answers a file: its content type and an attachment disposition with `file_name`, which must
/// be a plain ASCII name (the callers build it from digits and fixed words).
pub(crate) fn file_response(content_type: &str, file_name: &str, bytes: Vec<u8>) -> HttpResponse {
    let safe: String = file_name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    HttpResponse::Ok()
        .content_type(content_type.to_owned())
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{safe}\""),
        ))
        .body(bytes)
}
