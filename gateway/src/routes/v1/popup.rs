//! The `popup` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::PopupList;
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind, UTILITY_TYPES};
use crate::endpoint::{json, AccessRule, Caching, Extras, Policy, Row};

pub fn rows() -> Vec<Row> {
    vec![Row {
        number: 176,
        method: Method::GET,
        path: "/api/popup/v1",
        operation_id: "getPopups",
        tag: "alerts",
        summary: "Popups for a utility",
        policy: Policy {
            access: AccessRule::Session,
            upstream: System::Messaging,
            cache: Caching::Never,
        },
        answer: json::<PopupList>(),
        extras: Extras {
            query: const {
                &[optional(
                    "utilityType",
                    Kind::OneOf(UTILITY_TYPES),
                    "Only popups of this utility",
                )]
            },
            ..Extras::NONE
        },
    }]
}
