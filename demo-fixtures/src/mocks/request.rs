//! Request checks of the invoicing and solar mocks: query parameters in the formats of
//! api-surface A4, refused with the contract's error body instead of actix's plain text.

use std::collections::HashMap;

use actix_web::{HttpRequest, HttpResponse};
use chrono::NaiveDate;
use serde::de::DeserializeOwned;

pub(crate) use super::error::MockError;

/// A 400 `BadRequest` naming the parameter.
pub(crate) fn bad_parameter(name: &str, expected: &str) -> MockError {
    MockError::bad_request(
        "BadRequest",
        format!("parameter {name}: expected {expected}"),
    )
}

/// A 409 with `code`: the write conflicts with the state (linking a linked pair, a due date
/// that may not change).
pub(crate) fn conflict(code: &'static str, message: &str) -> MockError {
    MockError::conflict(code, message)
}

/// A 404 `NotFound`.
pub(crate) fn not_found() -> MockError {
    MockError::not_found("resource")
}

/// A request's query parameters.
pub(crate) struct Params(HashMap<String, String>);

impl Params {
    pub(crate) fn of(request: &HttpRequest) -> Result<Params, MockError> {
        actix_web::web::Query::<HashMap<String, String>>::from_query(request.query_string())
            .map(|q| Params(q.into_inner()))
            .map_err(|_| bad_parameter("query", "a valid query string"))
    }

    fn parse<T>(
        &self,
        name: &str,
        expected: &str,
        f: impl Fn(&str) -> Option<T>,
    ) -> Result<Option<T>, MockError> {
        match self.0.get(name) {
            None => Ok(None),
            Some(value) => f(value)
                .map(Some)
                .ok_or_else(|| bad_parameter(name, expected)),
        }
    }

    /// A 4-digit year (2000–2100).
    pub(crate) fn year(&self, name: &str) -> Result<Option<i32>, MockError> {
        self.parse(name, "a 4-digit year", |v| {
            v.parse()
                .ok()
                .filter(|y| v.len() == 4 && (2000..=2100).contains(y))
        })
    }

    /// A month 1–12.
    pub(crate) fn month(&self, name: &str) -> Result<Option<u32>, MockError> {
        self.parse(name, "a month 1-12", |v| {
            v.parse().ok().filter(|m| (1..=12).contains(m))
        })
    }

    /// 'true' or 'false'.
    pub(crate) fn bool(&self, name: &str) -> Result<Option<bool>, MockError> {
        self.parse(name, "true or false", |v| match v {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        })
    }

    /// YYYY-MM-DD.
    pub(crate) fn date(&self, name: &str) -> Result<Option<NaiveDate>, MockError> {
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
    ) -> Result<Option<T>, MockError> {
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
