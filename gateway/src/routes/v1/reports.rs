//! The `reports` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::System;

use crate::endpoint::params::{required, Kind};
use crate::endpoint::{AccessRule, Answer, Caching, Extras, Ownership, Policy, Row};

pub fn rows() -> Vec<Row> {
    vec![Row {
        number: 175,
        method: Method::GET,
        path: "/api/reports/v1/user/{userId}/location/{locationId}",
        operation_id: "getReportFile",
        tag: "insights",
        summary: "The month's consumption as a CSV or JSON file",
        policy: Policy {
            access: AccessRule::Owner(Ownership::OWNER_PLACE_CS),
            upstream: System::Metering,
            cache: Caching::Never,
        },
        answer: Answer::File,
        extras: Extras {
            query: const {
                &[
                    required("year", Kind::Year, "Year, 4 digits"),
                    required("month", Kind::Month, "Month 1-12"),
                    required("format", Kind::OneOf(&["csv", "json"]), "File format"),
                ]
            },
            ..Extras::NONE
        },
    }]
}
