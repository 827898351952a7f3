//! Path and query parameters of the row mocks (api-surface A4 formats): a bad value is a 400
//! `InvalidParameter`, an unknown id a 404 `NotFound`, never a panic.

use std::collections::HashMap;

use actix_web::web;

use crate::dataset::{Dataset, PortalUser, UsePlace};

/// The query string as names and values.
pub(crate) type Query = web::Query<HashMap<String, String>>;

pub(crate) use super::error::{respond, Answer, MockError};

pub(crate) fn not_found(what: &str) -> MockError {
    MockError::not_found(what)
}

pub(crate) fn invalid(name: &str, expected: &str) -> MockError {
    MockError::bad_request("InvalidParameter", format!("{name} must be {expected}"))
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

/// The portal user a path names: 400 when the id is not a number, 404 when unknown.
pub(crate) fn user<'d>(data: &'d Dataset, raw: &str) -> Answer<&'d PortalUser> {
    let id = user_id(raw)?;
    data.user(id).ok_or_else(|| not_found("user"))
}

/// The user a path names and a place visible to them (own, by an active read right, or of their
/// company); 404 for a place that is unknown or not theirs to see.
pub(crate) fn user_place<'d>(
    data: &'d Dataset,
    user_raw: &str,
    location: &str,
) -> Answer<(&'d PortalUser, &'d UsePlace)> {
    let user = user(data, user_raw)?;
    let place = data
        .place_visible_to(user.priwatti_user_id, location)
        .ok_or_else(|| not_found("location"))?;
    Ok((user, place))
}
