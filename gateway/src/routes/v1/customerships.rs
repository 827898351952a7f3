//! The `customerships` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::CustomershipList;
use upstream_clients::crm::CustomershipUpdateRequest;

use crate::endpoint::{body, json, After, Extras, Op, Row};
use crate::routes::groups::{OWN_AT_CRM, OWN_CACHED_AT_CRM};

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        OWN_CACHED_AT_CRM.row(Op { number: 191, method: Method::GET, operation_id: "getCustomerships", tag: "user",
            path: "/api/customerships/v1/user/{userId}",
            summary: "The user's customerships",
            answer: json::<CustomershipList>(), extras: Extras::NONE }),
        OWN_AT_CRM.row(Op { number: 192, method: Method::PATCH, operation_id: "updateCustomership", tag: "user",
            path: "/api/customerships/v1/user/{userId}",
            summary: "Update contact and invoicing details",
            answer: json::<CustomershipList>(), extras: Extras { body: Some(body::<CustomershipUpdateRequest>()), after: const { &[After::Evict(&[191, 109])] }, ..Extras::NONE } }),
    ]
}
