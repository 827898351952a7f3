//! Path and query parameters of every mock, in the formats of api-surface A4 (a year of 4
//! digits from 2000 to 2100, a month 1–12, `true`/`false`, dates `YYYY-MM-DD`): a bad value is
//! a 400 with the code the system's contract gives it, an unknown id a 404, never a panic.

use std::collections::HashMap;
use std::future::{ready, Ready};
use std::marker::PhantomData;

use actix_web::dev::Payload;
use actix_web::{FromRequest, HttpRequest};
use chrono::NaiveDate;
use upstream_clients::crm::ContractType;

use crate::dataset::{Dataset, PortalUser, UsePlace};

pub(crate) use super::error::{respond, Answer, MockError};

/// How a system's contract names a malformed parameter.
pub(crate) trait Contract {
    /// The `code` of the 400.
    const CODE: &'static str;

    /// A 400 naming the parameter and what it must be.
    fn invalid(name: &str, expected: &str) -> MockError {
        MockError::bad_request(Self::CODE, format!("{name} must be {expected}"))
    }

    /// A portal user id from the path.
    fn user_id(raw: &str) -> Answer<u64> {
        raw.parse()
            .map_err(|_| Self::invalid("userId", "a portal user id (digits)"))
    }
}

/// crm, content and messaging: `InvalidParameter`.
pub(crate) enum InvalidParameter {}

impl Contract for InvalidParameter {
    const CODE: &'static str = "InvalidParameter";
}

/// invoicing, metering and solar: `BadRequest`.
pub(crate) enum BadRequest {}

impl Contract for BadRequest {
    const CODE: &'static str = "BadRequest";
}

/// A request's query parameters, refused in the words of the contract `C`. As an extractor, a
/// query string that does not decode is refused the same way.
pub(crate) struct Params<C> {
    values: HashMap<String, String>,
    contract: PhantomData<C>,
}

/// The query of crm, content and messaging.
pub(crate) type Query = Params<InvalidParameter>;

impl<C: Contract> FromRequest for Params<C> {
    type Error = MockError;
    type Future = Ready<Answer<Self>>;

    fn from_request(request: &HttpRequest, _: &mut Payload) -> Self::Future {
        ready(Self::of(request))
    }
}

impl<C: Contract> Params<C> {
    pub(crate) fn new(values: HashMap<String, String>) -> Self {
        Self {
            values,
            contract: PhantomData,
        }
    }

    pub(crate) fn of(request: &HttpRequest) -> Answer<Self> {
        actix_web::web::Query::<HashMap<String, String>>::from_query(request.query_string())
            .map(|query| Self::new(query.into_inner()))
            .map_err(|_| C::invalid("the query", "a valid query string"))
    }

    /// An optional value as it was sent.
    pub(crate) fn text(&self, name: &str) -> Option<&str> {
        self.values.get(name).map(String::as_str)
    }

    /// A value that must be given.
    pub(crate) fn required(&self, name: &str) -> Answer<&str> {
        self.text(name).ok_or_else(|| C::invalid(name, "given"))
    }

    /// An optional value, read by `parse`; `expected` says what it must be.
    pub(crate) fn parsed<T>(
        &self,
        name: &str,
        expected: &str,
        parse: impl Fn(&str) -> Option<T>,
    ) -> Answer<Option<T>> {
        self.text(name)
            .map(|value| parse(value).ok_or_else(|| C::invalid(name, expected)))
            .transpose()
    }

    /// The optional `year`: 4 digits, 2000–2100.
    pub(crate) fn year_opt(&self) -> Answer<Option<i32>> {
        self.parsed("year", "a year of 4 digits", |value| {
            value
                .parse()
                .ok()
                .filter(|year| value.len() == 4 && (2000..=2100).contains(year))
        })
    }

    pub(crate) fn year(&self) -> Answer<i32> {
        self.year_opt()?.ok_or_else(|| C::invalid("year", "given"))
    }

    /// The optional `month`: 1–12.
    pub(crate) fn month_opt(&self) -> Answer<Option<u32>> {
        self.parsed("month", "a month 1-12", |value| {
            value.parse().ok().filter(|month| (1..=12).contains(month))
        })
    }

    pub(crate) fn month(&self) -> Answer<u32> {
        self.month_opt()?
            .ok_or_else(|| C::invalid("month", "given"))
    }

    /// An optional `true`/`false`.
    pub(crate) fn flag(&self, name: &str) -> Answer<Option<bool>> {
        self.parsed(name, "true or false", |value| match value {
            "true" => Some(true),
            "false" => Some(false),
            _ => None,
        })
    }

    /// An optional `YYYY-MM-DD` date.
    pub(crate) fn date(&self, name: &str) -> Answer<Option<NaiveDate>> {
        self.parsed(name, "a date YYYY-MM-DD", |value| {
            NaiveDate::parse_from_str(value, "%Y-%m-%d")
                .ok()
                .filter(|_| value.len() == 10)
        })
    }

    /// An optional whole number within `min..=max`.
    pub(crate) fn number(&self, name: &str, min: u32, max: u32) -> Answer<Option<u32>> {
        let expected = format!("a whole number from {min} to {max}");
        self.parsed(name, &expected, |value| {
            value.parse().ok().filter(|n| (min..=max).contains(n))
        })
    }

    /// An optional value that must be one of `values` (by their wire names).
    pub(crate) fn one_of<T: Copy>(&self, name: &str, values: &[(&str, T)]) -> Answer<Option<T>> {
        let names: Vec<&str> = values.iter().map(|(wire, _)| *wire).collect();
        let expected = format!("one of {}", names.join(", "));
        self.parsed(name, &expected, |value| {
            values
                .iter()
                .find(|(wire, _)| *wire == value)
                .map(|(_, value)| *value)
        })
    }
}

/// `contractType` filter: None (absent or ALL) keeps every contract.
pub(crate) const CONTRACT_TYPES: [(&str, Option<ContractType>); 8] = [
    ("ALL", None),
    ("NETWORK", Some(ContractType::Network)),
    ("ELECTRICITY", Some(ContractType::Electricity)),
    (
        "ELECTRICITY_AND_NETWORK",
        Some(ContractType::ElectricityAndNetwork),
    ),
    ("DISTRICT_HEATING", Some(ContractType::DistrictHeating)),
    ("MICROGENERATION", Some(ContractType::Microgeneration)),
    ("PROCUREMENT", Some(ContractType::Procurement)),
    (
        "PROCUREMENT_AND_MICROGENERATION",
        Some(ContractType::ProcurementAndMicrogeneration),
    ),
];

pub(crate) fn not_found(what: &str) -> MockError {
    MockError::not_found(what)
}

/// The portal user a path names: 400 when the id is not a number, 404 when unknown.
pub(crate) fn user<'d>(data: &'d Dataset, raw: &str) -> Answer<&'d PortalUser> {
    let id = InvalidParameter::user_id(raw)?;
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
