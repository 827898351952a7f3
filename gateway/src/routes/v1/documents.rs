//! The `documents` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::invoicing::Documents;
use upstream_clients::System;

use crate::endpoint::{
    json, AccessRule, Answer, Caching, Extras, Ownership, Policy, Row, SubResource,
};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 188, method: Method::GET, operation_id: "getDocuments", tag: "documents",
            path: "/api/documents/v1/user/{userId}/location/{locationRef}",
            summary: "Documents of a place",
            policy: Policy::VISIBLE_PLACE_AT_INVOICING,
            answer: json::<Documents>(), extras: Extras::NONE },
        Row { number: 189, method: Method::GET, operation_id: "getDocument", tag: "documents",
            path: "/api/documents/v1/user/{userId}/location/{locationRef}/document/{documentId}",
            summary: "One document file",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Invoicing, cache: Caching::Never },
            answer: Answer::File, extras: Extras { sub_resource: Some(SubResource { param: "documentId", listed_by: "getDocuments", at: &["items", "*", "documentId"], in_any_own_place: false }), ..Extras::NONE } },
    ]
}
