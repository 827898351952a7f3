//! The `plus` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::ConsumptionEstimate;
use upstream_clients::metering::EstimateDays;
use upstream_clients::metering::PlusDetails;
use upstream_clients::System;

use crate::endpoint::params::{required, Kind};
use crate::endpoint::{json, Access, Caching, Extras, Ownership, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 171, method: Method::GET, operation_id: "getPlusDetails", tag: "consumption",
            path: "/api/v1/plus/user/{userId}/location/{locationId}/details",
            summary: "Plus service details of a place",
            access: Access::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser,
            answer: json::<PlusDetails>(), extras: Extras::NONE },
        Row { number: 172, method: Method::GET, operation_id: "getConsumptionEstimate", tag: "consumption",
            path: "/api/v1/plus/user/{userId}/location/{locationId}/consumption/estimate",
            summary: "Consumption estimate of a month",
            access: Access::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser,
            answer: json::<ConsumptionEstimate>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 173, method: Method::GET, operation_id: "getEstimateDays", tag: "consumption",
            path: "/api/v1/plus/user/{userId}/location/{locationId}/estimate/days",
            summary: "Daily estimates",
            access: Access::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser,
            answer: json::<EstimateDays>(), extras: Extras::NONE },
    ]
}
