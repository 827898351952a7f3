//! Path and query parameter formats (api-surface A4). A bad value is a 400 VALIDATION_FAILED
//! naming the field, never a 500 and never forwarded.

use chrono::{DateTime, NaiveDate};

use crate::error::{ApiError, ApiResult, FieldCode, FieldError};

/// The format of a query parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// Four digits, 2000–2100.
    Year,
    /// 1–12, not 0-based.
    Month,
    /// `true` or `false`.
    Bool,
    /// `YYYY-MM-DD`.
    Date,
    /// ISO 8601 date-time with an offset.
    DateTime,
    /// One of the listed values (the §3 enumerations).
    OneOf(&'static [&'static str]),
    /// A page size, 1–100.
    Count,
    /// A 0-based offset.
    Offset,
    /// Free text passed through (message `type`, DH `unit`), at most 64 printable characters.
    Text,
    /// A portal user id that must be the caller's (#101 `priwattiUserId`).
    UserId,
    /// A location identifier (#101 `locationIdentifier`).
    Location,
    /// A B2B user reference (#230 `userReferenceId`), in the format of a path id.
    UserReference,
    /// A customer code (#231, #232 `customerCode`): `A` and seven digits.
    CustomerCode,
}

/// One query parameter of a row.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    pub name: &'static str,
    pub kind: Kind,
    pub required: bool,
    pub description: &'static str,
}

pub const fn required(name: &'static str, kind: Kind, description: &'static str) -> Param {
    Param {
        name,
        kind,
        required: true,
        description,
    }
}

pub const fn optional(name: &'static str, kind: Kind, description: &'static str) -> Param {
    Param {
        name,
        kind,
        required: false,
        description,
    }
}

/// §3 time ranges.
pub const RESOLUTIONS: &[&str] = &["DAY", "WEEK", "MONTH", "YEAR", "YEARS", "DAY_QUARTERLY"];
/// §3 utility types.
pub const UTILITY_TYPES: &[&str] = &["ALL", "ELECTRICITY", "DISTRICT_HEATING", "MICROGENERATION"];
/// §3 contract types.
pub const CONTRACT_TYPES: &[&str] = &[
    "ALL",
    "NETWORK",
    "ELECTRICITY",
    "ELECTRICITY_AND_NETWORK",
    "DISTRICT_HEATING",
    "MICROGENERATION",
    "PROCUREMENT",
    "PROCUREMENT_AND_MICROGENERATION",
];
/// The query parameter naming a user of a company (#230), checked like a path `{userRef}`.
pub const USER_REFERENCE: &str = "userReferenceId";
/// The query parameters that name a customership of the company (#231, #232).
pub const CUSTOMERSHIP_COMPANY: &str = "company";
pub const CUSTOMER_CODE: &str = "customerCode";
/// Companies (origins).
pub const COMPANIES: &[&str] = &["VARE", "SV", "KUO"];

impl Kind {
    /// `None` when `value` has this format, else the field error for `name`.
    pub fn check(self, name: &str, value: &str) -> Option<FieldError> {
        let ok = match self {
            Kind::Year => {
                value.len() == 4
                    && value
                        .parse::<u16>()
                        .is_ok_and(|y| (2000..=2100).contains(&y))
            }
            Kind::Month => {
                is_canonical_number(value)
                    && value.parse::<u8>().is_ok_and(|m| (1..=12).contains(&m))
            }
            Kind::Bool => value == "true" || value == "false",
            Kind::Date => NaiveDate::parse_from_str(value, "%Y-%m-%d").is_ok(),
            Kind::DateTime => DateTime::parse_from_rfc3339(value).is_ok(),
            Kind::OneOf(values) => values.contains(&value),
            Kind::Count => {
                is_canonical_number(value)
                    && value.parse::<u16>().is_ok_and(|c| (1..=100).contains(&c))
            }
            Kind::Offset => is_canonical_number(value) && value.parse::<u32>().is_ok(),
            Kind::Text => {
                !value.is_empty()
                    && value.chars().count() <= 64
                    && !value.chars().any(char::is_control)
            }
            Kind::UserId => is_user_id(value),
            Kind::Location | Kind::UserReference => is_id(value),
            Kind::CustomerCode => upstream_clients::crm::is_customer_code(value),
        };
        (!ok).then(|| self.error(name))
    }

    /// What a bad value of this kind is, coded (the field error's `code` and `params`).
    fn error(self, name: &str) -> FieldError {
        let message = self.expected();
        let range = |min: u32, max: u32| {
            FieldError::new(name, FieldCode::OutOfRange, message.clone())
                .param("min", min)
                .param("max", max)
        };
        match self {
            Kind::Year => FieldError::format(name, "year", message),
            Kind::Month => range(1, 12),
            Kind::Bool => FieldError::format(name, "boolean", message),
            Kind::Date => FieldError::format(name, "date", message),
            Kind::DateTime => FieldError::format(name, "date-time", message),
            Kind::OneOf(values) => {
                FieldError::new(name, FieldCode::NotAllowed, message).param("allowed", values)
            }
            Kind::Count => range(1, 100),
            Kind::Offset => FieldError::format(name, "offset", message),
            Kind::Text => FieldError::new(name, FieldCode::TooLong, message).param("max", 64),
            Kind::UserId | Kind::Location | Kind::UserReference => {
                FieldError::format(name, "identifier", message)
            }
            Kind::CustomerCode => FieldError::format(name, "customer-code", message),
        }
    }

    fn expected(self) -> String {
        match self {
            Kind::Year => "must be a year, 4 digits".to_owned(),
            Kind::Month => "must be a month, 1-12".to_owned(),
            Kind::Bool => "must be true or false".to_owned(),
            Kind::Date => "must be a date YYYY-MM-DD".to_owned(),
            Kind::DateTime => "must be an ISO 8601 date-time with an offset".to_owned(),
            Kind::OneOf(values) => format!("must be one of {}", values.join(", ")),
            Kind::Count => "must be a number 1-100".to_owned(),
            Kind::Offset => "must be a number from 0".to_owned(),
            Kind::Text => "must be 1-64 characters".to_owned(),
            Kind::UserId => "must be a user id".to_owned(),
            Kind::Location => "must be a location identifier".to_owned(),
            Kind::UserReference => "must be a user reference".to_owned(),
            Kind::CustomerCode => "must be a customer code, A and seven digits".to_owned(),
        }
    }
}

/// A portal user id: digits that fit a u64.
/// A portal user id in its one canonical form (A60): decimal digits, no sign, no leading zero,
/// so `+1000001`, `01000001` and `1000001` cannot be three requests (or three cache entries).
pub fn is_user_id(value: &str) -> bool {
    value.len() <= 19 && is_canonical_number(value) && value != "0" && value.parse::<u64>().is_ok()
}

/// Decimal digits with no sign and no leading zero (`0` itself is canonical).
pub fn is_canonical_number(value: &str) -> bool {
    match value.as_bytes() {
        [] => false,
        [b'0'] => true,
        [first, rest @ ..] => (b'1'..=b'9').contains(first) && rest.iter().all(u8::is_ascii_digit),
    }
}

/// An id of a place, panel, invoice, report, document or campaign: 1-64 letters, digits, `-`,
/// `_` or `.` (never `..`), so it cannot change an upstream path's shape.
pub fn is_id(value: &str) -> bool {
    !value.is_empty()
        && value.len() <= 64
        && value != "."
        && value != ".."
        && value
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.'))
}

/// Checks a path parameter by its §0.2 name.
pub fn check_path_param(name: &str, value: &str) -> Option<FieldError> {
    let ok = match name {
        "userId" => is_user_id(value),
        "origin" => COMPANIES.contains(&value),
        // An e-mail names a staff account or a user (#25, #37, #38, #40): nothing that could
        // change an upstream path's shape.
        "email" => {
            crate::validate::is_email(value)
                && !value.contains(['/', '?', '#', '%', '\\'])
                && !value.chars().any(char::is_control)
        }
        "uuid" => value.len() <= 64 && value.bytes().all(|b| b.is_ascii_hexdigit() || b == b'-'),
        "timeseriesType" => upstream_clients::metering::TIMESERIES_TYPES.contains(&value),
        _ => is_id(value),
    };
    (!ok).then(|| FieldError::format(name, "identifier", "is not a valid identifier"))
}

/// A `{userId}` in its canonical form (A60), else 400.
pub fn user_id_param(value: &str) -> ApiResult<u64> {
    match check_path_param("userId", value) {
        Some(error) => Err(ApiError::Validation(vec![error])),
        None => value.parse().map_err(ApiError::internal),
    }
}

/// The raw values of a request's path parameters, by the row's names, as actix's quoter
/// decoded them (every `%XX` except `%`, `/` and `+`): what the router found, before admission.
#[derive(Debug, Clone)]
pub struct MatchedParams(pub Vec<(&'static str, String)>);

impl MatchedParams {
    pub fn get(&self, name: &str) -> Option<&str> {
        find(&self.0, name)
    }

    /// Whether the path's `{userId}` is `user` (the demo reader's, A9 and A67): compared as the
    /// canonical number it must be, so no spelling of it is missed and nothing is allocated.
    pub fn names_user(&self, user: u64) -> bool {
        self.get("userId")
            .is_some_and(|value| is_user_id(value) && value.parse() == Ok(user))
    }
}

fn find<'a>(values: &'a [(&'static str, String)], name: &str) -> Option<&'a str> {
    values
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, v)| v.as_str())
}

/// The admitted path parameters of a request, by name: each in its canonical form (A60).
#[derive(Debug, Clone)]
pub struct PathParams(Vec<(&'static str, String)>);

/// A hand-written handler's admitted path values, as its extractor (a 400 names every bad one).
impl actix_web::FromRequest for PathParams {
    type Error = ApiError;
    type Future = std::future::Ready<ApiResult<Self>>;

    fn from_request(req: &actix_web::HttpRequest, _: &mut actix_web::dev::Payload) -> Self::Future {
        use actix_web::HttpMessage as _;
        // Taken, not copied: a handler admits its path values once.
        let matched = req.extensions_mut().remove::<MatchedParams>();
        std::future::ready(
            matched
                .ok_or_else(|| ApiError::internal("a handler served without its match"))
                .and_then(PathParams::admit),
        )
    }
}

impl PathParams {
    /// The matched values, each checked by its name's format; every bad one is named (400).
    pub fn admit(matched: MatchedParams) -> ApiResult<Self> {
        let errors: Vec<FieldError> = matched
            .0
            .iter()
            .filter_map(|(name, value)| check_path_param(name, value))
            .collect();
        if errors.is_empty() {
            Ok(PathParams(matched.0))
        } else {
            Err(ApiError::Validation(errors))
        }
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        find(&self.0, name)
    }

    /// The last value of the path (a file's name when the upstream gives none).
    pub fn last(&self) -> Option<&str> {
        self.0.last().map(|(_, value)| value.as_str())
    }

    /// The row's path with these (admitted, canonical) values, written into `key`: the cache
    /// key's path, so every spelling of one request is one entry (A60).
    pub fn canonical_path_into(&self, template: &str, key: &mut String) {
        self.fill_into(template, key)
    }

    /// `template` with each `{name}` replaced by its value.
    pub fn fill(&self, template: &str) -> String {
        let mut path = String::with_capacity(template.len() + 32);
        self.fill_into(template, &mut path);
        path
    }

    /// [`Self::fill`] into `path`, in one pass over the template (this runs for every request,
    /// cache hits included).
    fn fill_into(&self, template: &str, path: &mut String) {
        let mut rest = template;
        while let Some(open) = memchr::memchr(b'{', rest.as_bytes()) {
            let Some(close) = memchr::memchr(b'}', &rest.as_bytes()[open..]) else {
                break;
            };
            path.push_str(&rest[..open]);
            let name = &rest[open + 1..open + close];
            match self.get(name) {
                Some(value) => path.push_str(value),
                None => path.push_str(&rest[open..=open + close]),
            }
            rest = &rest[open + close + 1..];
        }
        path.push_str(rest);
    }

    /// The same values with `name` set to `value`.
    pub fn with(&self, name: &'static str, value: String) -> Self {
        let mut values: Vec<(&'static str, String)> =
            self.0.iter().filter(|(n, _)| *n != name).cloned().collect();
        values.push((name, value));
        PathParams(values)
    }

    /// `{companyRef}`, or empty for a row without one (no company matches it).
    pub fn company_ref(&self) -> &str {
        self.get("companyRef").unwrap_or_default()
    }

    /// `{userId}` as a number, with the same admission as every other user id.
    pub fn user_id(&self) -> ApiResult<u64> {
        user_id_param(self.get("userId").unwrap_or_default())
    }
}

/// The most query parameters a request may carry: no row takes more than a handful, and each
/// one is decoded and compared.
pub const MAX_QUERY_PARAMS: usize = 100;

/// A query string with more parameters than [`MAX_QUERY_PARAMS`] is refused before anything
/// decodes it (400 naming `query`, as the rest of the API refuses).
pub fn bounded_query(query_string: &str) -> ApiResult<()> {
    if query_string.is_empty()
        || query_string.bytes().filter(|b| *b == b'&').count() < MAX_QUERY_PARAMS
    {
        return Ok(());
    }
    Err(ApiError::Validation(vec![FieldError::new(
        "query",
        FieldCode::TooLong,
        format!("at most {MAX_QUERY_PARAMS} query parameters"),
    )
    .param("max", MAX_QUERY_PARAMS)]))
}

/// Every name and value of a query string, decoded, in order (a malformed one is 400, and so
/// is one with more than [`MAX_QUERY_PARAMS`], whoever parses it).
pub fn query_pairs(query_string: &str) -> ApiResult<Vec<(String, String)>> {
    bounded_query(query_string)?;
    serde_urlencoded::from_str(query_string).map_err(|_| {
        ApiError::validation(
            "query",
            FieldCode::InvalidFormat,
            "is not a valid query string",
        )
    })
}

/// The row's query, validated: declared parameters only (others are ignored and never
/// forwarded), each at most once, required ones present, every value in its format.
pub fn validate_query(params: &[Param], query_string: &str) -> ApiResult<Vec<(String, String)>> {
    let pairs = query_pairs(query_string)?;
    let mut errors = Vec::new();
    let mut accepted = Vec::new();
    for param in params {
        let mut values = pairs.iter().filter(|(name, _)| name == param.name);
        match (values.next(), values.next()) {
            (None, _) if param.required => {
                errors.push(FieldError::new(param.name, FieldCode::Required, "required"))
            }
            (None, _) => {}
            (Some(_), Some(_)) => errors.push(FieldError::new(
                param.name,
                FieldCode::Duplicate,
                "given more than once",
            )),
            (Some((_, value)), None) => match param.kind.check(param.name, value) {
                Some(error) => errors.push(error),
                None => accepted.push((param.name.to_owned(), value.clone())),
            },
        }
    }
    if errors.is_empty() {
        errors.extend(check_period(&accepted));
    }
    if errors.is_empty() {
        Ok(accepted)
    } else {
        Err(ApiError::Validation(errors))
    }
}

/// The longest `startTime`..`endTime` period, in days: a year, leap day included (#235's
/// 15-minute points of a year are some 35 000).
pub const MAX_PERIOD_DAYS: i64 = 366;

/// A period given as `startTime` and `endTime` (each already in its format) must end after it
/// starts and span at most [`MAX_PERIOD_DAYS`].
fn check_period(accepted: &[(String, String)]) -> Option<FieldError> {
    let instant = |name: &str| {
        accepted
            .iter()
            .find(|(n, _)| n == name)
            .and_then(|(_, value)| DateTime::parse_from_rfc3339(value).ok())
    };
    let (start, end) = (instant("startTime")?, instant("endTime")?);
    if end <= start {
        return Some(FieldError::new(
            "endTime",
            FieldCode::Invalid,
            "must be after startTime",
        ));
    }
    (end - start > chrono::Duration::days(MAX_PERIOD_DAYS)).then(|| {
        FieldError::new(
            "endTime",
            FieldCode::OutOfRange,
            "must be at most a year after startTime",
        )
        .param("max", MAX_PERIOD_DAYS)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const PARAMS: &[Param] = &[
        required("year", Kind::Year, ""),
        optional("month", Kind::Month, ""),
        optional("resolution", Kind::OneOf(RESOLUTIONS), ""),
    ];

    fn fields(error: ApiError) -> Vec<String> {
        match error {
            ApiError::Validation(errors) => errors.into_iter().map(|e| e.field).collect(),
            other => panic!("not a validation error: {other:?}"),
        }
    }

    #[test]
    fn good_values_pass_and_unknown_names_are_dropped() {
        let query = validate_query(PARAMS, "year=2026&month=11&foo=bar&resolution=DAY").unwrap();
        assert_eq!(
            query,
            vec![
                ("year".to_owned(), "2026".to_owned()),
                ("month".to_owned(), "11".to_owned()),
                ("resolution".to_owned(), "DAY".to_owned())
            ]
        );
    }

    #[test]
    fn every_bad_field_is_named() {
        let error = validate_query(PARAMS, "month=13&resolution=HOUR").unwrap_err();
        assert_eq!(fields(error), ["year", "month", "resolution"]);
        let error = validate_query(PARAMS, "year=2026&year=2025").unwrap_err();
        assert_eq!(fields(error), ["year"]);
        let error = validate_query(PARAMS, "year=26").unwrap_err();
        assert_eq!(fields(error), ["year"]);
    }

    #[test]
    fn a_period_ends_after_it_starts_and_spans_at_most_a_year() {
        const PERIOD: &[Param] = &[
            required("startTime", Kind::DateTime, ""),
            required("endTime", Kind::DateTime, ""),
        ];
        let query = |start: &str, end: &str| {
            let encode = |v: &str| v.replace('+', "%2B");
            validate_query(
                PERIOD,
                &format!("startTime={}&endTime={}", encode(start), encode(end)),
            )
        };
        assert!(query("2025-01-01T00:00:00+02:00", "2026-01-01T00:00:00+02:00").is_ok());
        for (start, end) in [
            ("2025-01-01T00:00:00+02:00", "2025-01-01T00:00:00+02:00"),
            ("2025-01-02T00:00:00+02:00", "2025-01-01T00:00:00+02:00"),
            ("2024-01-01T00:00:00+02:00", "2025-01-02T00:00:00+02:00"),
        ] {
            assert_eq!(
                fields(query(start, end).unwrap_err()),
                ["endTime"],
                "{start} {end}"
            );
        }
    }

    #[test]
    fn ids_cannot_change_a_path() {
        assert!(is_id("KP100101"));
        assert!(!is_id(".."));
        assert!(!is_id("a/b"));
        assert!(!is_id("a%2Fb"));
        assert!(check_path_param("userId", "12x").is_some());
        assert!(check_path_param("origin", "XYZ").is_some());
        assert!(check_path_param("origin", "SV").is_none());
    }
}
