//! The `demo` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::AdvertisementTile;
use upstream_clients::System;

use crate::endpoint::{json, AccessRule, Caching, Extras, Policy, Row};

pub fn rows() -> Vec<Row> {
    vec![Row {
        number: 174,
        method: Method::GET,
        path: "/api/v1/demo/advertisement-tile",
        operation_id: "getDemoAdvertisementTile",
        tag: "content",
        summary: "The demo advertisement tile (public, A49)",
        policy: Policy {
            access: AccessRule::Public,
            upstream: System::Content,
            cache: Caching::Shared,
        },
        answer: json::<AdvertisementTile>(),
        extras: Extras::NONE,
    }]
}
