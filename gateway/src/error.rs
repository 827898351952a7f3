//! The gateway's one error type and its rendering as an RFC 9457 problem body (api-surface A6).
//!
//! Handlers return `Result<_, ApiError>`. The cause chain goes to the log; the body carries only
//! the stable `code`, a Finnish-neutral English title and the request id, never an upstream host,
//! URL or stack trace.

use std::fmt;

use actix_web::http::{header, StatusCode};
use actix_web::{HttpResponse, ResponseError};
use serde::Serialize;
use upstream_clients::UpstreamError;
use utoipa::openapi::{ContentBuilder, Ref, RefOr, Response, ResponseBuilder};
use utoipa::{IntoResponses, ToSchema};

pub const PROBLEM_JSON: &str = "application/problem+json";

/// The id of the request being served, so an error rendered anywhere can carry it (and every
/// upstream call sends it on as `X-Request-Id`).
pub use upstream_clients::http::REQUEST_ID;

/// What is wrong with a field, stable for clients to map to their own language; the English
/// `message` beside it is for people reading logs and the API.
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum FieldCode {
    Required,
    /// Not in the field's format (`params.format`: email, phone, date, identifier, …).
    InvalidFormat,
    /// Not the JSON type the field takes.
    InvalidType,
    /// `params.min` characters or items at least.
    TooShort,
    /// `params.max` characters or items at most.
    TooLong,
    /// A number outside `params.min`–`params.max`.
    OutOfRange,
    /// Not one of `params.allowed`.
    NotAllowed,
    /// Given more than once.
    Duplicate,
    /// A new password that does not meet the policy (10+ characters, upper and lower case, a digit).
    PasswordPolicy,
    /// A code that does not match the one sent.
    CodeMismatch,
    /// A code past its lifetime.
    CodeExpired,
    /// Refused by the system of record without a finer reason.
    NotAccepted,
    /// Breaks a rule of its own (the field's name says which).
    Invalid,
}

/// One field that failed validation.
#[derive(Debug, Clone, Serialize, ToSchema, PartialEq)]
pub struct FieldError {
    pub field: String,
    pub code: FieldCode,
    pub message: String,
    /// The rule's parameters (`min`, `max`, `allowed`, `format`), never the value sent.
    #[serde(skip_serializing_if = "serde_json::Map::is_empty")]
    #[schema(value_type = Object)]
    pub params: serde_json::Map<String, serde_json::Value>,
}

impl FieldError {
    pub fn new(field: impl Into<String>, code: FieldCode, message: impl Into<String>) -> Self {
        Self {
            field: field.into(),
            code,
            message: message.into(),
            params: serde_json::Map::new(),
        }
    }

    pub fn param(mut self, name: &str, value: impl Into<serde_json::Value>) -> Self {
        self.params.insert(name.to_owned(), value.into());
        self
    }

    /// `invalid_format` with the format's name.
    pub fn format(field: impl Into<String>, format: &str, message: impl Into<String>) -> Self {
        Self::new(field, FieldCode::InvalidFormat, message).param("format", format)
    }
}

/// RFC 9457 problem details with the portal's extensions.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Problem {
    #[serde(rename = "type")]
    pub kind: String,
    pub title: String,
    pub status: u16,
    pub detail: String,
    /// Stable code the frontend maps to its dialogs (A6).
    pub code: String,
    pub request_id: String,
    /// The upstream's own code of a refusal reported under a code of the gateway's: the main
    /// user transfer error's (A6, #223), which its dialog shows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error_code: Option<String>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub errors: Vec<FieldError>,
}

#[derive(Debug, thiserror::Error)]
pub enum ApiError {
    #[error("validation failed: {0:?}")]
    Validation(Vec<FieldError>),
    #[error("wrong username or password")]
    InvalidCredentials,
    #[error("no session, or the session has expired")]
    SessionExpired,
    /// An External API call without a live bearer token: missing, malformed, unknown, revoked
    /// or expired (A64).
    #[error("missing or invalid External API token")]
    InvalidToken,
    #[error("account not confirmed")]
    AccountNotConfirmed,
    #[error("forbidden")]
    Forbidden,
    /// A read that names places the caller cannot read (an export's selection): 403 naming
    /// each place refused in `errors` (`locationIdentifiers[i]`, its index in the body's list),
    /// never the caller's rights in general.
    #[error("places refused: {0:?}")]
    PlacesRefused(Vec<(usize, String)>),
    #[error("state-changing request without the X-Web-Version header")]
    CsrfHeaderMissing,
    /// A write for the demo user without a session: demo mode is read-only (A9).
    #[error("demo mode is read-only")]
    DemoReadOnly,
    #[error("not found")]
    NotFound,
    /// A PDF or document that does not exist, or not for this place (A6: answers alike).
    #[error("PDF not found")]
    PdfNotFound,
    /// Any other refusal of the request by the HTTP layer (e.g. 405, 412, 416), kept as is.
    #[error("request refused with {0}")]
    Refused(StatusCode),
    #[error("account already exists")]
    AccountExists,
    /// A business outcome an upstream refused a write with, passed on under its own code (the
    /// §8 representation errors, a conflict such as a due date that cannot change), or under
    /// the row's code with the upstream's as `errorCode` (#223, A6).
    #[error("upstream refused the write: {code}")]
    Outcome {
        status: StatusCode,
        code: String,
        error_code: Option<String>,
    },
    #[error("request body too large")]
    PayloadTooLarge,
    #[error("unsupported media type")]
    UnsupportedMediaType,
    #[error("rate limited for {retry_after_seconds} s")]
    RateLimited { retry_after_seconds: u64 },
    /// More requests in flight than the process takes on: shed before memory grows.
    #[error("too many requests in flight")]
    Overloaded,
    /// The caller's origin is in maintenance (A70): 503 with `Retry-After`, the message, the
    /// origin and the end, which the browser's maintenance page shows.
    #[error("{origin:?} is in maintenance")]
    Maintenance {
        origin: upstream_clients::crm::Company,
        message: Option<String>,
        until: Option<chrono::DateTime<chrono::Utc>>,
        retry_after_seconds: u64,
    },
    #[error("upstream call failed")]
    Upstream(#[from] UpstreamError),
    /// The store replicas share (Redis) did not answer in time: 503 with Retry-After at once.
    #[error("shared store unavailable: {0}")]
    StoreUnavailable(String),
    #[error("internal error: {0}")]
    Internal(String),
    /// One failure handed to every request that waited on the same cache miss.
    #[error(transparent)]
    Shared(std::sync::Arc<ApiError>),
}

impl ApiError {
    pub fn validation(field: &str, code: FieldCode, message: &str) -> Self {
        ApiError::Validation(vec![FieldError::new(field, code, message)])
    }

    pub fn internal(error: impl fmt::Display) -> Self {
        ApiError::Internal(error.to_string())
    }

    /// The error itself, seen through [`ApiError::Shared`].
    fn unshared(&self) -> &ApiError {
        match self {
            ApiError::Shared(inner) => inner.unshared(),
            other => other,
        }
    }

    /// The stable code of A6.
    pub fn code(&self) -> &str {
        match self.unshared() {
            ApiError::Validation(_) => "VALIDATION_FAILED",
            ApiError::InvalidCredentials => "INVALID_CREDENTIALS",
            ApiError::SessionExpired => "SESSION_EXPIRED",
            ApiError::InvalidToken => "INVALID_TOKEN",
            ApiError::AccountNotConfirmed => "ACCOUNT_NOT_CONFIRMED",
            ApiError::Forbidden => "FORBIDDEN",
            ApiError::PlacesRefused(_) => "PLACES_NOT_AVAILABLE",
            ApiError::CsrfHeaderMissing => "CSRF_HEADER_MISSING",
            ApiError::DemoReadOnly => "DEMO_READ_ONLY",
            ApiError::NotFound => "NOT_FOUND",
            ApiError::PdfNotFound => "PDF_NOT_FOUND",
            ApiError::Refused(_) => "REQUEST_REFUSED",
            ApiError::AccountExists => "ACCOUNT_EXISTS",
            ApiError::Outcome { code, .. } => code,
            ApiError::PayloadTooLarge => "PAYLOAD_TOO_LARGE",
            ApiError::UnsupportedMediaType => "UNSUPPORTED_MEDIA_TYPE",
            ApiError::RateLimited { .. } => "RATE_LIMITED",
            ApiError::Overloaded => "OVERLOADED",
            ApiError::Maintenance { .. } => "MAINTENANCE",
            ApiError::StoreUnavailable(_) => "STORE_UNAVAILABLE",
            ApiError::Upstream(error) => match error {
                UpstreamError::Timeout { .. } => "UPSTREAM_TIMEOUT",
                UpstreamError::Unavailable { .. }
                | UpstreamError::CircuitOpen { .. }
                | UpstreamError::Busy { .. } => "UPSTREAM_UNAVAILABLE",
                // An upstream that still refuses after one refresh: the session is no good.
                UpstreamError::Unauthorized { .. } => "SESSION_EXPIRED",
                _ => "UPSTREAM_FAILED",
            },
            ApiError::Internal(_) | ApiError::Shared(_) => "INTERNAL_ERROR",
        }
    }

    fn title_and_detail(&self) -> (&'static str, &'static str) {
        match self.unshared() {
            ApiError::Validation(_) => ("Validation failed", "Some fields are missing or invalid."),
            ApiError::InvalidCredentials => ("Sign-in failed", "Wrong username or password."),
            ApiError::SessionExpired | ApiError::Upstream(UpstreamError::Unauthorized { .. }) => {
                ("Session expired", "Sign in again.")
            }
            ApiError::InvalidToken => (
                "Invalid token",
                "Send a live External API token as Authorization: Bearer <token>.",
            ),
            ApiError::AccountNotConfirmed => (
                "Account not confirmed",
                "Confirm the account with the code sent by e-mail.",
            ),
            ApiError::Forbidden => ("Forbidden", "You have no access to this resource."),
            ApiError::PlacesRefused(_) => (
                "Places not available",
                "The places listed in errors are not among yours; nothing was read.",
            ),
            ApiError::CsrfHeaderMissing => (
                "Forbidden",
                "State-changing requests must carry the X-Web-Version header.",
            ),
            ApiError::DemoReadOnly => ("Forbidden", "Demo mode cannot save changes."),
            ApiError::NotFound => ("Not found", "No such resource."),
            ApiError::PdfNotFound => ("PDF not found", "No such file for this use place."),
            ApiError::Refused(_) => ("Request refused", "The request cannot be served as sent."),
            ApiError::AccountExists => (
                "Account exists",
                "An account with this e-mail already exists.",
            ),
            ApiError::Outcome { .. } => (
                "Not done",
                "The background system refused the change; see the code.",
            ),
            ApiError::PayloadTooLarge => ("Payload too large", "The request body is too large."),
            ApiError::UnsupportedMediaType => (
                "Unsupported media type",
                "Send the request body as application/json.",
            ),
            ApiError::RateLimited { .. } => ("Too many requests", "Wait a moment and try again."),
            ApiError::Maintenance { .. } => (
                "Maintenance",
                "Palvelussa on huoltokatko. Yritä hetken kuluttua uudelleen.",
            ),
            ApiError::Overloaded => (
                "Overloaded",
                "The portal is busier than it can serve right now; try again in a moment.",
            ),
            ApiError::StoreUnavailable(_) => (
                "Service unavailable",
                "The portal cannot reach its session store right now; try again in a moment.",
            ),
            ApiError::Upstream(error) => match error {
                UpstreamError::Timeout { .. } => (
                    "Upstream timeout",
                    "A background system did not answer in time.",
                ),
                UpstreamError::Unavailable { .. }
                | UpstreamError::CircuitOpen { .. }
                | UpstreamError::Busy { .. } => (
                    "Upstream unavailable",
                    "A background system is not available right now.",
                ),
                _ => (
                    "Upstream failed",
                    "A background system could not complete the request.",
                ),
            },
            ApiError::Internal(_) | ApiError::Shared(_) => {
                ("Internal error", "The request could not be completed.")
            }
        }
    }

    pub fn problem(&self) -> Problem {
        let status = self.status_code();
        let (title, detail) = self.title_and_detail();
        let code = self.code();
        Problem {
            kind: format!("/problems/{}", code.to_ascii_lowercase().replace('_', "-")),
            title: title.to_owned(),
            status: status.as_u16(),
            detail: detail.to_owned(),
            code: code.to_owned(),
            request_id: REQUEST_ID
                .try_with(|id| id.hyphenated().to_string())
                .unwrap_or_default(),
            error_code: match self.unshared() {
                ApiError::Outcome { error_code, .. } => error_code.clone(),
                _ => None,
            },
            errors: match self.unshared() {
                ApiError::Validation(errors) => errors.clone(),
                ApiError::PlacesRefused(places) => places
                    .iter()
                    .map(|(index, place)| {
                        FieldError::new(
                            format!("locationIdentifiers[{index}]"),
                            FieldCode::NotAllowed,
                            format!("{place} is not one of your places"),
                        )
                    })
                    .collect(),
                _ => Vec::new(),
            },
        }
    }
}

impl ResponseError for ApiError {
    fn status_code(&self) -> StatusCode {
        match self.unshared() {
            ApiError::Validation(_) => StatusCode::BAD_REQUEST,
            ApiError::InvalidCredentials | ApiError::SessionExpired | ApiError::InvalidToken => {
                StatusCode::UNAUTHORIZED
            }
            ApiError::AccountNotConfirmed
            | ApiError::Forbidden
            | ApiError::PlacesRefused(_)
            | ApiError::CsrfHeaderMissing
            | ApiError::DemoReadOnly => StatusCode::FORBIDDEN,
            ApiError::NotFound | ApiError::PdfNotFound => StatusCode::NOT_FOUND,
            ApiError::Refused(status) => *status,
            ApiError::AccountExists => StatusCode::CONFLICT,
            ApiError::Outcome { status, .. } => *status,
            ApiError::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            ApiError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            ApiError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            ApiError::Overloaded | ApiError::Maintenance { .. } | ApiError::StoreUnavailable(_) => {
                StatusCode::SERVICE_UNAVAILABLE
            }
            ApiError::Upstream(error) => match error {
                UpstreamError::Timeout { .. } => StatusCode::GATEWAY_TIMEOUT,
                UpstreamError::Unavailable { .. }
                | UpstreamError::CircuitOpen { .. }
                | UpstreamError::Busy { .. } => StatusCode::SERVICE_UNAVAILABLE,
                UpstreamError::Unauthorized { .. } => StatusCode::UNAUTHORIZED,
                _ => StatusCode::BAD_GATEWAY,
            },
            ApiError::Internal(_) | ApiError::Shared(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    fn error_response(&self) -> HttpResponse {
        // The whole cause chain goes to the log, never to the body.
        let status = self.status_code();
        if status.is_server_error() {
            tracing::error!(error = %ErrorChain(self), code = self.code(), "request failed");
        } else {
            tracing::info!(error = %ErrorChain(self), code = self.code(), "request refused");
        }
        let mut response = HttpResponse::build(status);
        response.insert_header((header::CONTENT_TYPE, PROBLEM_JSON));
        response.insert_header((header::CACHE_CONTROL, "no-store"));
        if let Some(seconds) = self.retry_after_seconds() {
            response.insert_header((header::RETRY_AFTER, seconds.to_string()));
        }
        if let ApiError::InvalidToken = self.unshared() {
            // RFC 6750: the scheme the External API expects.
            response.insert_header((header::WWW_AUTHENTICATE, "Bearer"));
        }
        let body = match self.unshared() {
            ApiError::Maintenance {
                origin,
                message,
                until,
                ..
            } => {
                let mut problem = self.problem();
                if let Some(message) = message {
                    problem.detail.clone_from(message);
                }
                serde_json::to_string(&MaintenanceProblem {
                    problem,
                    origin: *origin,
                    until: until.map(|end| end.to_rfc3339()),
                })
            }
            _ => serde_json::to_string(&self.problem()),
        };
        response.body(body.unwrap_or_default())
    }
}

/// The maintenance refusal's body: the problem with the origin and the end (RFC 3339; none
/// when not known).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MaintenanceProblem {
    #[serde(flatten)]
    problem: Problem,
    origin: upstream_clients::crm::Company,
    until: Option<String>,
}

impl ApiError {
    /// The `Retry-After` the refusal carries, in whole seconds.
    fn retry_after_seconds(&self) -> Option<u64> {
        match self.unshared() {
            ApiError::RateLimited {
                retry_after_seconds,
            } => Some(*retry_after_seconds),
            // A request in flight takes milliseconds: a second later there is room again.
            ApiError::Overloaded => Some(1),
            // The store is usually back within a second (a failover, a reconnect).
            ApiError::StoreUnavailable(_) => Some(1),
            ApiError::Maintenance {
                retry_after_seconds,
                ..
            } => Some(*retry_after_seconds),
            // Whole seconds, rounded up: a client that waits that long finds the probe due.
            ApiError::Upstream(error) => error
                .retry_after()
                .map(|wait| (wait.as_millis().div_ceil(1000).max(1)) as u64),
            _ => None,
        }
    }
}

/// Formats an error with its sources, for logs.
struct ErrorChain<'a>(&'a dyn std::error::Error);

impl fmt::Display for ErrorChain<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)?;
        let mut source = self.0.source();
        while let Some(cause) = source {
            write!(f, ": {cause}")?;
            source = cause.source();
        }
        Ok(())
    }
}

pub type ApiResult<T> = Result<T, ApiError>;

/// The document's responses of a handler, by status.
pub type Responses = std::collections::BTreeMap<String, RefOr<Response>>;

/// A problem answer in the OpenAPI document: `description` names the code (A6), the body is a
/// [`Problem`].
pub fn problem_response(description: &str) -> Response {
    ResponseBuilder::new()
        .description(description)
        .content(
            PROBLEM_JSON,
            ContentBuilder::new()
                .schema(Some(RefOr::Ref(Ref::from_schema_name("Problem"))))
                .build(),
        )
        .build()
}

/// Problem answers by status, for an [`IntoResponses`] set.
pub fn problems(list: &[(&str, &str)]) -> Responses {
    list.iter()
        .map(|(status, text)| ((*status).to_owned(), problem_response(text).into()))
        .collect()
}

/// The problem answers every upstream-backed row can give.
pub const UPSTREAM_PROBLEMS: [(&str, &str); 3] = [
    ("502", "UPSTREAM_FAILED"),
    ("503", "UPSTREAM_UNAVAILABLE"),
    ("504", "UPSTREAM_TIMEOUT"),
];

/// Declares sets of problem answers that several hand-written handlers share, each named once
/// for their `#[utoipa::path(responses(...))]`; an answer only one handler gives stays in its
/// annotation. A table, so that a set is one line and not a type with its impl each.
macro_rules! problem_sets {
    ($($(#[$doc:meta])* $name:ident = $list:expr;)*) => {$(
        $(#[$doc])*
        pub struct $name;

        impl IntoResponses for $name {
            fn responses() -> Responses {
                problems(&$list)
            }
        }
    )*};
}

problem_sets! {
    /// 502, 503, 504: the upstream failed, was unavailable or did not answer in time.
    UpstreamProblems = UPSTREAM_PROBLEMS;
    /// 400 `VALIDATION_FAILED`.
    ValidationFailed = [("400", "VALIDATION_FAILED")];
    /// 401 `SESSION_EXPIRED`.
    SessionExpired = [("401", "SESSION_EXPIRED")];
    /// 401 `INVALID_CREDENTIALS`: a sign-in refused.
    InvalidCredentials = [("401", "INVALID_CREDENTIALS")];
    /// 403 `CSRF_HEADER_MISSING`.
    CsrfHeaderMissing = [("403", "CSRF_HEADER_MISSING")];
    /// A throttled public auth row that calls identity: 429 `RATE_LIMITED` and the upstream
    /// problems.
    Throttled = [&[("429", "RATE_LIMITED")][..], &UPSTREAM_PROBLEMS].concat();
}
