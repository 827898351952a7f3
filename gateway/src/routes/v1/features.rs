//! The `features` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::FeatureList;
use upstream_clients::System;

use crate::endpoint::{json, AccessRule, Caching, Extras, Ownership, Policy, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 186, method: Method::GET, operation_id: "getUserFeatures", tag: "features",
            path: "/api/features/v1/user/{userId}",
            summary: "User-level features",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF_CS), upstream: System::Content, cache: Caching::PerUser },
            answer: json::<FeatureList>(), extras: Extras::NONE },
        Row { number: 187, method: Method::GET, operation_id: "getLocationFeatures", tag: "features",
            path: "/api/features/v1/user/{userId}/location/{locationId}",
            summary: "Features of a place",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Content, cache: Caching::PerUser },
            answer: json::<FeatureList>(), extras: Extras::NONE },
    ]
}
