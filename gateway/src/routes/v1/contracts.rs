//! The `contracts` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::ContractList;
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{json, AccessRule, Caching, Extras, Ownership, Policy, Row};

pub fn rows() -> Vec<Row> {
    vec![Row {
        number: 190,
        method: Method::GET,
        path: "/api/contracts/v1/user/{userId}/location/{locationId}",
        operation_id: "getContracts",
        tag: "servicelocation",
        summary: "Contracts of a place with prices",
        policy: Policy {
            access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS),
            upstream: System::Crm,
            cache: Caching::PerUser,
        },
        answer: json::<ContractList>(),
        extras: Extras {
            query: const {
                &[optional(
                    "includeVAT",
                    Kind::Bool,
                    "Prices with VAT (default true)",
                )]
            },
            ..Extras::NONE
        },
    }]
}
