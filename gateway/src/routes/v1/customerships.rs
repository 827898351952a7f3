//! The `customerships` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::CustomershipList;
use upstream_clients::crm::CustomershipUpdateRequest;

use crate::endpoint::{body, json, After, Examples, Extras, Policy, Row};

/// #192's new phone; every field is optional in a partial update, so the bad one has bad values.
const CONTACT_DETAILS: Examples = Examples::new(
    r#"{"phone": "+358401239876"}"#,
    r#"{"phone": "not a phone", "invoicingAddress": {"street": "Katu 1", "postalCode": "1",
        "city": "Espoo"}}"#,
);

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 191, method: Method::GET, operation_id: "getCustomerships", tag: "user",
            path: "/api/customerships/v1/user/{userId}",
            summary: "The user's customerships",
            policy: Policy::OWN_CACHED_AT_CRM,
            answer: json::<CustomershipList>(), extras: Extras::NONE },
        Row { number: 192, method: Method::PATCH, operation_id: "updateCustomership", tag: "user",
            path: "/api/customerships/v1/user/{userId}",
            summary: "Update contact and invoicing details",
            policy: Policy::OWN_AT_CRM,
            answer: json::<CustomershipList>(), extras: Extras { body: Some(body::<CustomershipUpdateRequest>(&[], CONTACT_DETAILS)), after: const { &[After::Evict(&["getCustomerships", "getUserCustomerships"])] }, ..Extras::NONE } },
    ]
}
