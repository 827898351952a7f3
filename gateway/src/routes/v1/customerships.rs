//! The `customerships` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::CustomershipList;
use upstream_clients::crm::CustomershipUpdateRequest;
use upstream_clients::System;

use crate::endpoint::{body, json, Access, After, Caching, Extras, Ownership, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 191, method: Method::GET, operation_id: "getCustomerships", tag: "user",
            path: "/api/customerships/v1/user/{userId}",
            summary: "The user's customerships",
            access: Access::Owner(Ownership::SELF), upstream: System::Crm, cache: Caching::PerUser,
            answer: json::<CustomershipList>(), extras: Extras::NONE },
        Row { number: 192, method: Method::PATCH, operation_id: "updateCustomership", tag: "user",
            path: "/api/customerships/v1/user/{userId}",
            summary: "Update contact and invoicing details",
            access: Access::Owner(Ownership::SELF), upstream: System::Crm, cache: Caching::Never,
            answer: json::<CustomershipList>(), extras: Extras { body: Some(body::<CustomershipUpdateRequest>()), after: const { &[After::Evict(&[191, 109])] }, ..Extras::NONE } },
    ]
}
