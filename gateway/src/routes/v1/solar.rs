//! The `solar` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::solar::LiveSolar;
use upstream_clients::System;

use crate::endpoint::{json, AccessRule, Caching, Extras, Ownership, Policy, Row};

pub fn rows() -> Vec<Row> {
    vec![Row {
        number: 170,
        method: Method::GET,
        path: "/api/v1/solar/user/{userId}/location/{locationId}/energy",
        operation_id: "getSolarEnergy",
        tag: "solar",
        summary: "Live solar power and the last 24 hours",
        policy: Policy {
            access: AccessRule::Owner(Ownership::OWNER_PLACE_CS),
            upstream: System::Solar,
            cache: Caching::Never,
        },
        answer: json::<LiveSolar>(),
        extras: Extras::NONE,
    }]
}
