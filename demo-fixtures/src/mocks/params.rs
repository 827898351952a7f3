<<<<<<< HEAD
//! Path and query parameters of the row mocks (api-surface A4 formats): a bad value is a 400
//! `InvalidParameter`, an unknown id a 404 `NotFound`, never a panic.
=======
//! Query parameters in the formats of api-surface A4, read so that a bad value answers 400 with
//! the contract's error body instead of actix's plain-text rejection.
>>>>>>> feature/invoicing

use std::collections::HashMap;

use actix_web::http::StatusCode;
<<<<<<< HEAD
use actix_web::{web, HttpResponse};
use serde::Serialize;

use super::error_response;

/// The query string as names and values.
pub(crate) type Query = web::Query<HashMap<String, String>>;

/// A handler's outcome: the answer, or the error response to send instead.
pub(crate) type Answer<T> = Result<T, HttpResponse>;

/// 200 with the answer as JSON, or the error response.
pub(crate) fn respond<T: Serialize>(answer: Answer<T>) -> HttpResponse {
    match answer {
        Ok(body) => HttpResponse::Ok().json(body),
        Err(error) => error,
    }
}

pub(crate) fn not_found(what: &str) -> HttpResponse {
    error_response(
        StatusCode::NOT_FOUND,
        "NotFound",
        &format!("no such {what}"),
    )
}

pub(crate) fn invalid(name: &str, expected: &str) -> HttpResponse {
    error_response(
        StatusCode::BAD_REQUEST,
        "InvalidParameter",
        &format!("{name} must be {expected}"),
    )
}

/// A portal user id from the path.
pub(crate) fn user_id(raw: &str) -> Answer<u64> {
    raw.parse()
        .map_err(|_| invalid("userId", "a portal user id (digits)"))
}

/// An optional `true`/`false` query parameter.
pub(crate) fn flag(query: &Query, name: &str) -> Answer<Option<bool>> {
    match query.get(name).map(String::as_str) {
        None => Ok(None),
        Some("true") => Ok(Some(true)),
        Some("false") => Ok(Some(false)),
        Some(_) => Err(invalid(name, "true or false")),
    }
}

/// An optional whole-number query parameter within `min..=max`.
pub(crate) fn number(query: &Query, name: &str, min: u32, max: u32) -> Answer<Option<u32>> {
    match query.get(name) {
        None => Ok(None),
        Some(raw) => match raw.parse::<u32>() {
            Ok(value) if (min..=max).contains(&value) => Ok(Some(value)),
            _ => Err(invalid(
                name,
                &format!("a whole number from {min} to {max}"),
            )),
        },
    }
}

/// A required query parameter.
pub(crate) fn required<'q>(query: &'q Query, name: &str) -> Answer<&'q str> {
    query
        .get(name)
        .map(String::as_str)
        .ok_or_else(|| invalid(name, "given"))
}

/// An optional query parameter that must be one of `values` (by their wire names).
pub(crate) fn one_of<T: Copy>(
    query: &Query,
    name: &str,
    values: &[(&str, T)],
) -> Answer<Option<T>> {
    match query.get(name) {
        None => Ok(None),
        Some(raw) => values
            .iter()
            .find(|(wire, _)| wire == raw)
            .map(|(_, value)| Some(*value))
            .ok_or_else(|| {
                let names: Vec<&str> = values.iter().map(|(wire, _)| *wire).collect();
                invalid(name, &format!("one of {}", names.join(", ")))
            }),
    }
}
=======
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
>>>>>>> feature/invoicing
