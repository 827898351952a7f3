//! The engine every declared row runs through (the rows themselves are in `crate::routes`).
//!
//! The rows of the contract that forward to one upstream (api-surface §1), declared as data:
//! method, path, query parameters and their formats (A4), access and ownership (§0.3, §0.4),
//! upstream, cache policy (§0.6), request body, answer type and, for writes, the cache
//! evictions of §0.7. One handler per kind runs every row the same way, so no row can skip a
//! check. Reads ([`serve`]):
//!
//! session → path and query validation (400) → ownership (403) → cache (scoped key) → upstream
//! → the answer re-encoded through the row's type (a malformed upstream answer is a 502).
//!
//! Writes ([`write`]; the CSRF header rule runs before them as middleware):
//!
//! session → path, query and body validation (400 with field errors) → ownership of the path
//! and body ids (403; a read right never allows a write) → one upstream call, never retried →
//! evictions and follow-ups after a confirmed write → the answer re-encoded through its type.
//!
//! The upstream contract of these rows mirrors the gateway: the row's path without `/api`,
//! the same query names (`openapi/upstreams/<system>.yaml`). Rows whose answer the gateway
//! builds itself (#116, #117, #166) have their own handlers.

pub mod access;
pub mod audit;
mod body;
pub mod dispatch;
pub(crate) mod evict;
mod export;
mod follow;
mod openapi;
pub mod params;
mod places;
mod read;
mod sub_resource;
mod write;

use actix_web::http::Method;
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use upstream_clients::System;
use utoipa::openapi::{RefOr, Schema};
use utoipa::ToSchema;

pub use audit::Audit;
pub use body::{body, id, values_at, Body, BodyId, Examples, IdAt, IdKind};
pub use evict::After;
pub use openapi::document;
pub use params::{Kind, MatchedParams, Param, PathParams};
pub use read::read_as;
pub use sub_resource::SubResource;
pub use write::json_or_empty;

/// Who may call a row, and what the ids in it must belong to: the rule [`access::authorize`]
/// checks every request of the row against.
#[derive(Debug, Clone, Copy)]
pub enum AccessRule {
    /// No session (#174, A49).
    Public,
    /// Any session; not user-specific (A43).
    Session,
    /// `{userId}` and the place and panel in the path, per the ownership cell.
    Owner(Ownership),
    /// `panelId ∈ panels(self) or panels(a grantor of self)` with no user in the path (A28).
    PanelOfVisible,
    /// `(origin, invoiceNumber)` belongs to a place in `visible(self)` (#181, #182, A51).
    InvoiceOfVisible,
    /// `{uuid}` is the session's identity subject (#111).
    SessionSubject,
    /// Query `priwattiUserId = self` and `locationIdentifier ∈ visible(self)` (#101).
    QueryOwner,
    /// `{messageId}` is addressed to the caller, as messaging says (#66).
    MessageOfSelf,
    /// A session whose identity has no portal user yet (#103, A36); one that has gets 409.
    NoPortalUser,
    /// The body's invoicing customer and contract codes belong to the caller (#185, A51).
    InvoicingCodesOfSelf,
    /// B2B (§0.4): `userId=self`, `companyRef ∈ companies(self)` and, when the path names one,
    /// `compositeLocationId ∈ assigned(self)`; a write needs FULL_ACCESS on it or the main user
    /// (A56). Lists are limited to assigned(self) by crm, which answers for the path's user.
    Company,
    /// A B2B user's own settings over the company's places (#210's order, A56): as `Company`,
    /// but a write needs the places only to be assigned to the caller, with any right.
    CompanyPersonal,
    /// B2B user management (A57): `companyRef ∈ companies(self)`, the company's main user when
    /// `main_user`, and a `{userRef}` in the path or a `userReferenceId` in the query
    /// `∈ users(companyRef)`: any of them for the main user, only their own for another member.
    UserManagement { main_user: bool },
    /// A company's External API tokens (A64): `companyRef ∈ companies(self)` with the caller its
    /// main user; a `locationRef` in the body must be one of the places assigned to the caller.
    ApiTokens,
    /// Staff (spec §6): the caller's identity groups include one of `allowed` and none of
    /// `denied`; `ADMIN_GROUP_SUPERUSERS` reaches everything. The groups come from the
    /// session, checked on every request.
    Staff {
        allowed: &'static [&'static str],
        denied: &'static [&'static str],
    },
    /// The External API (A58): an `Authorization: Bearer` token instead of a cookie session
    /// (no CSRF header either); a `{locationRef}` must be the token's place, and a row without
    /// one answers for that place. Cached per token.
    ExternalBearer,
}

/// The ownership cell of a `session+owner` row.
#[derive(Debug, Clone, Copy)]
pub struct Ownership {
    /// `userId=self-or-grantor` ({owner} rows) rather than `userId=self`.
    pub grantor: bool,
    pub place: PlaceRule,
    /// `panelId ∈ panels(userId)`.
    pub panel: bool,
    /// `+CS` (rule CS, A3).
    pub customer_service: bool,
}

/// What the row's `{locationId}` / `{locationRef}` must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlaceRule {
    None,
    /// `∈ own(userId)`.
    OwnOfUser,
    /// `∈ visible(self)`: own or granted by a read right.
    Visible,
}

impl Ownership {
    /// `userId=self-or-grantor; locationId∈own(userId); +CS`: the common {owner} read.
    pub const OWNER_PLACE_CS: Ownership = Ownership {
        grantor: true,
        place: PlaceRule::OwnOfUser,
        panel: false,
        customer_service: true,
    };
    /// `userId=self; locationId∈visible(self); +CS`: the common {id} read of a place.
    pub const SELF_VISIBLE_PLACE_CS: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::Visible,
        panel: false,
        customer_service: true,
    };
    /// `userId=self; locationId∈own(self); +CS`.
    pub const SELF_OWN_PLACE_CS: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::OwnOfUser,
        panel: false,
        customer_service: true,
    };
    /// `userId=self`.
    pub const SELF: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::None,
        panel: false,
        customer_service: false,
    };
    /// `userId=self; +CS`.
    pub const SELF_CS: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::None,
        panel: false,
        customer_service: true,
    };
    /// A write's `userId=self; locationId∈visible(self)` (and body location ids alike).
    pub const SELF_VISIBLE_PLACE: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::Visible,
        panel: false,
        customer_service: false,
    };
    /// A write's `userId=self; locationId∈own(self)`.
    pub const SELF_OWN_PLACE: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::OwnOfUser,
        panel: false,
        customer_service: false,
    };
    /// A write's `userId=self; panelId∈panels(self); locationId∈own(self)`.
    pub const SELF_OWN_PLACE_PANEL: Ownership = Ownership {
        grantor: false,
        place: PlaceRule::OwnOfUser,
        panel: true,
        customer_service: false,
    };
}

/// The cache policy of §0.6: whose answer a cached entry is, or never cached.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Caching {
    /// Depends on who asks: keyed by the session user.
    PerUser,
    /// The same for everyone (prices, info, published campaigns, banks, the demo tile).
    Shared,
    /// Live or per-action data, and files (A7).
    Never,
}

/// What a row answers.
#[derive(Clone, Copy)]
pub enum Answer {
    /// JSON of a type from `upstream_clients`.
    Json(JsonAnswer),
    /// A file (PDF, document, report) streamed with its content type; never cached.
    File,
    /// Nothing: a write the upstream confirmed answers 204.
    NoContent,
    /// A CSV export (#206, #211, A55): a PUT or POST whose body holds the options, allowed with
    /// a read right, answered by streaming the upstream's export as CSV; it changes nothing, so
    /// it evicts nothing, and is never cached.
    CsvExport,
    /// JSON of what a confirmed write created, answered 201.
    Created(JsonAnswer),
    /// JSON of work a confirmed write started and that goes on in the background (a process
    /// to follow), answered 202.
    Accepted(JsonAnswer),
}

impl Answer {
    /// The status of a successful answer: 201 for a write that made something, 204 for one
    /// that answers nothing, else 200.
    pub fn success_status(&self) -> u16 {
        match self {
            Answer::Created(_) => 201,
            Answer::Accepted(_) => 202,
            Answer::NoContent => 204,
            Answer::Json(_) | Answer::File | Answer::CsvExport => 200,
        }
    }
}

/// Named schemas collected for the document's components.
pub type Schemas = Vec<(String, RefOr<Schema>)>;

/// The row's answer type, kept as functions so the rows can be plain data.
#[derive(Clone, Copy)]
pub struct JsonAnswer {
    /// Decodes the upstream's JSON as the type and encodes it again: fields the contract does
    /// not name never reach the browser.
    reencode: fn(serde_json::Value) -> Result<Vec<u8>, serde_json::Error>,
    /// The same from the upstream's bytes, for an answer nothing merges into: decoding straight
    /// into the type skips building a `Value` (under callgrind, two fifths of an uncached read).
    reencode_bytes: fn(&[u8]) -> Result<Vec<u8>, serde_json::Error>,
    /// The type's OpenAPI schema (a reference) and every schema it needs.
    schema: fn(&mut Schemas) -> RefOr<Schema>,
}

/// The answer of a row whose upstream answers `T`.
pub fn json<T: ToSchema + Serialize + DeserializeOwned>() -> Answer {
    Answer::Json(json_answer::<T>())
}

/// The answer of a write that starts a `T` in the background (202).
pub fn accepted<T: ToSchema + Serialize + DeserializeOwned>() -> Answer {
    Answer::Accepted(json_answer::<T>())
}

/// The answer of a write that creates a `T` (201).
pub fn created<T: ToSchema + Serialize + DeserializeOwned>() -> Answer {
    Answer::Created(json_answer::<T>())
}

fn json_answer<T: ToSchema + Serialize + DeserializeOwned>() -> JsonAnswer {
    JsonAnswer {
        reencode: |value| serde_json::to_vec(&serde_json::from_value::<T>(value)?),
        reencode_bytes: |bytes| {
            let value = serde_json::from_slice::<T>(bytes)?;
            // About as long as the upstream's answer: one allocation rather than a doubling
            // series that copies what was written so far.
            let mut body = Vec::with_capacity(bytes.len());
            serde_json::to_writer(&mut body, &value)?;
            Ok(body)
        },
        schema: |schemas| {
            T::schemas(schemas);
            schemas.push((T::name().into_owned(), T::schema()));
            RefOr::Ref(utoipa::openapi::Ref::from_schema_name(T::name()))
        },
    }
}

/// A second system that completes a read row's answer (an `A+B` row, A10): the first
/// system's answer (A owns the data, its order and its errors) names what to ask the second,
/// whose part is merged in before the answer is re-encoded and cached. The second system may
/// take only so much in one read (metering compares at most 100 places), so the part may be
/// asked in several reads, [`SECOND_READS_AT_ONCE`] at a time. A failing read fails the request
/// and the others are dropped, so nothing half-filled is answered or kept.
pub trait Completion {
    /// The first system's answer (the row's answer type).
    type First: DeserializeOwned + Serialize;
    /// The second system's answer to one read.
    type Second: DeserializeOwned;
    const UPSTREAM: System;

    /// The second reads for `first`; none when there is nothing to ask (an empty list).
    fn requests(first: &Self::First) -> Vec<SecondRead>;

    /// `first` with the second system's part filled in: the answers of every read, in the
    /// order of [`Completion::requests`].
    fn merge(first: Self::First, second: Vec<Self::Second>) -> Self::First;
}

/// How many of a completion's reads are in flight at once: a company's 5,000 places are 50
/// reads, which should neither wait for each other one by one nor reach the second system all
/// at once.
pub const SECOND_READS_AT_ONCE: usize = 4;

/// A read a [`Completion`] asks of its second system.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecondRead {
    pub path: Vec<String>,
    pub query: Vec<(String, String)>,
}

impl SecondRead {
    /// The reads of `path` that together name every one of `values` in the comma-separated
    /// query parameter `name`, at most `most` in one read, in order; none for no values.
    pub fn listing(path: &[&str], name: &str, values: &[&str], most: usize) -> Vec<SecondRead> {
        values
            .chunks(most.max(1))
            .map(|chunk| SecondRead {
                path: path.iter().map(|segment| (*segment).to_owned()).collect(),
                query: vec![(name.to_owned(), chunk.join(","))],
            })
            .collect()
    }
}

/// A second upstream read and how to merge it, kept as functions so the rows stay plain data.
#[derive(Clone, Copy)]
pub struct Complete {
    pub upstream: System,
    requests: CompleteRequests,
    merge: CompleteMerge,
}

type CompleteRequests = fn(&serde_json::Value) -> Result<Vec<SecondRead>, serde_json::Error>;
type CompleteMerge =
    fn(serde_json::Value, Vec<serde_json::Value>) -> Result<serde_json::Value, serde_json::Error>;

impl Complete {
    pub(crate) fn requests(
        &self,
        first: &serde_json::Value,
    ) -> Result<Vec<SecondRead>, serde_json::Error> {
        (self.requests)(first)
    }

    pub(crate) fn merge(
        &self,
        first: serde_json::Value,
        second: Vec<serde_json::Value>,
    ) -> Result<serde_json::Value, serde_json::Error> {
        (self.merge)(first, second)
    }
}

/// The completion `C` of a row.
pub fn complete<C: Completion>() -> Complete {
    Complete {
        upstream: C::UPSTREAM,
        requests: |first| Ok(C::requests(&C::First::deserialize(first)?)),
        merge: |first, second| {
            let second = second
                .into_iter()
                .map(serde_json::from_value)
                .collect::<Result<Vec<C::Second>, _>>()?;
            serde_json::to_value(C::merge(serde_json::from_value(first)?, second))
        },
    }
}

/// One row of the contract, declared with named fields: what every row must say (its
/// [`Policy`], access and cache included: there is no default), and its [`Extras`].
pub struct Row {
    /// The row number in api-surface §1.
    pub number: u16,
    pub method: Method,
    /// The full path, `/api/...`, with the §0.2 parameter names.
    pub path: &'static str,
    pub operation_id: &'static str,
    pub tag: &'static str,
    pub summary: &'static str,
    pub policy: Policy,
    pub answer: Answer,
    pub extras: Extras,
}

pub use crate::maintenance::Maintenance;

/// Who may call a row, its upstream and its cache policy (§0.6). Rows that share one name it
/// once (`crate::routes::policies`); a row whose policy is its own alone spells it out.
#[derive(Debug, Clone, Copy)]
pub struct Policy {
    pub access: AccessRule,
    pub upstream: System,
    pub cache: Caching,
}

/// What a row may add to its required fields.
#[derive(Clone, Copy)]
pub struct Extras {
    /// The query parameters it takes (A4 formats); undeclared ones are dropped.
    pub query: &'static [Param],
    /// The upstream path when it is not the row's path without `/api`; `{self}` is the caller.
    pub upstream_path: Option<&'static str>,
    /// The JSON body a write takes, with the ids it names and a good and a bad example
    /// ([`body`]); `None` for reads and the writes of A11 (an empty JSON object is accepted and
    /// ignored).
    pub body: Option<Body>,
    /// What a confirmed write makes stale (§0.7) or changes for the session.
    pub after: &'static [After],
    /// A sub-resource id in the path that must belong to the row's place.
    pub sub_resource: Option<SubResource>,
    /// A second system that completes a read's answer (`A+B`).
    pub complete: Option<Complete>,
    /// The code a write's refusal is reported under when the upstream names its own, which
    /// goes along as `errorCode` (A6: the main-user transfer error's dialog shows it).
    pub refused_as: Option<&'static str>,
    /// What the audit log records of the row's requests (A77) where [`Row::audit`]'s default,
    /// from the row's access and method, does not fit.
    pub audit: Option<Audit>,
}

impl Extras {
    /// Nothing added.
    pub const NONE: Extras = Extras {
        query: &[],
        upstream_path: None,
        body: None,
        after: &[],
        sub_resource: None,
        complete: None,
        refused_as: None,
        audit: None,
    };
}

impl Row {
    /// Every row of the table serves customers' data, so every row is gated; staff pass by
    /// who they are, not by the row.
    pub const MAINTENANCE: Maintenance = Maintenance::Gated;

    /// Whether the row takes its request like a write (a method with a body, CSRF header).
    pub fn is_write(&self) -> bool {
        self.method != Method::GET
    }

    /// What the access check asks for: a write row writes, except an export, which reads
    /// (A55).
    pub fn capability(&self) -> crate::authz::Capability {
        match self.answer {
            Answer::CsvExport => crate::authz::Capability::Read,
            _ if self.is_write() => crate::authz::Capability::Write,
            _ => crate::authz::Capability::Read,
        }
    }

    /// Whether the row is the External API's, called with a bearer token (A58).
    pub fn is_external(&self) -> bool {
        matches!(self.policy.access, AccessRule::ExternalBearer)
    }

    /// The `{name}` parameters of the path, in order.
    pub fn path_params(&self) -> impl Iterator<Item = &'static str> {
        self.path
            .split('/')
            .filter_map(|segment| segment.strip_prefix('{')?.strip_suffix('}'))
    }

    /// What the audit log records of the row's requests (A77): as declared, else an admin write
    /// for a staff row's write, and a customer read (when staff make it) for a read that
    /// checks a customer's ids; an External API token is no staff member.
    pub fn audit(&self) -> Audit {
        self.extras.audit.unwrap_or_else(|| {
            let staff = matches!(self.policy.access, AccessRule::Staff { .. });
            let customers = self.is_owner_checked() && !self.is_external();
            Audit::of_row(staff, self.is_write(), customers)
        })
    }

    /// Whether the row checks a user, place, panel or invoice against the session.
    pub fn is_owner_checked(&self) -> bool {
        !matches!(
            self.policy.access,
            AccessRule::Public
                | AccessRule::Session
                | AccessRule::NoPortalUser
                | AccessRule::Staff { .. }
        )
    }
}

/// `Content-Type: application/json`, made once: a header value given as text is parsed and
/// checked byte by byte on every answer.
pub const APPLICATION_JSON: actix_web::http::header::HeaderValue =
    actix_web::http::header::HeaderValue::from_static("application/json");

/// A hand-written handler's JSON answer: actix's `web::Json` as a responder, with the pre-made
/// [`APPLICATION_JSON`] rather than a content type parsed on every answer.
pub struct JsonReply<T>(pub T);

impl<T: serde::Serialize> actix_web::Responder for JsonReply<T> {
    type Body = actix_web::body::BoxBody;

    fn respond_to(self, _req: &actix_web::HttpRequest) -> actix_web::HttpResponse {
        match serde_json::to_vec(&self.0) {
            Ok(body) => json_response(body),
            Err(error) => {
                actix_web::ResponseError::error_response(&crate::error::ApiError::internal(error))
            }
        }
    }
}

/// A 200 with a JSON body that is already encoded.
pub fn json_response(body: impl actix_web::body::MessageBody + 'static) -> actix_web::HttpResponse {
    actix_web::HttpResponse::Ok()
        .insert_header((actix_web::http::header::CONTENT_TYPE, APPLICATION_JSON))
        .body(body)
}

/// A 200 with `answer`: its kept gzip to a client that takes gzip, else its JSON.
pub fn answer_response(
    req: &actix_web::HttpRequest,
    answer: &crate::cache::CachedBody,
) -> actix_web::HttpResponse {
    use actix_web::http::header::{self, HeaderValue};
    match answer.gzip() {
        Some(gzip) if crate::compression::accepts_gzip(req.headers()) => {
            actix_web::HttpResponse::Ok()
                .insert_header((header::CONTENT_TYPE, APPLICATION_JSON))
                .insert_header((header::CONTENT_ENCODING, HeaderValue::from_static("gzip")))
                .insert_header((header::VARY, HeaderValue::from_static("Accept-Encoding")))
                .body(gzip.clone())
        }
        _ => json_response(answer.body.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::SecondRead;

    #[actix_web::test]
    async fn a_json_reply_is_its_value_as_json() {
        use actix_web::Responder as _;
        let req = actix_web::test::TestRequest::default().to_http_request();
        let response =
            super::JsonReply(serde_json::json!({"expiresAt": 7, "name": "Ä\""})).respond_to(&req);
        assert_eq!(response.status(), 200);
        assert_eq!(
            response.headers().get("content-type").unwrap(),
            "application/json"
        );
        let body = actix_web::body::to_bytes(response.into_body())
            .await
            .unwrap();
        let value: serde_json::Value = serde_json::from_slice(&body).unwrap();
        assert_eq!(value, serde_json::json!({"expiresAt": 7, "name": "Ä\""}));
    }

    #[test]
    fn a_long_list_is_asked_in_reads_of_at_most_the_most_in_order() {
        let ids: Vec<String> = (0..250).map(|i| format!("KP{i}")).collect();
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        let reads = SecondRead::listing(&["v1", "x"], "ids", &ids, 100);
        let sizes: Vec<usize> = reads
            .iter()
            .map(|read| read.query[0].1.split(',').count())
            .collect();
        assert_eq!(sizes, [100, 100, 50]);
        assert_eq!(reads[0].path, ["v1", "x"]);
        assert!(reads[0].query[0].1.starts_with("KP0,KP1,"));
        assert!(reads[2].query[0].1.ends_with(",KP249"));
        assert!(SecondRead::listing(&["v1"], "ids", &[], 100).is_empty());
        assert_eq!(
            SecondRead::listing(&["v1"], "ids", &["a", "b"], 100).len(),
            1
        );
    }
}
