//! The `plus` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::ConsumptionEstimate;
use upstream_clients::metering::EstimateDays;
use upstream_clients::metering::PlusDetails;

use crate::endpoint::params::{required, Kind};
use crate::endpoint::{json, Extras, Policy, Row};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 171, method: Method::GET, operation_id: "getPlusDetails", tag: "consumption",
            path: "/api/v1/plus/user/{userId}/location/{locationId}/details",
            summary: "Plus service details of a place",
            policy: Policy::VISIBLE_PLACE_AT_METERING,
            answer: json::<PlusDetails>(), extras: Extras::NONE },
        Row { number: 172, method: Method::GET, operation_id: "getConsumptionEstimate", tag: "consumption",
            path: "/api/v1/plus/user/{userId}/location/{locationId}/consumption/estimate",
            summary: "Consumption estimate of a month",
            policy: Policy::VISIBLE_PLACE_AT_METERING,
            answer: json::<ConsumptionEstimate>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 173, method: Method::GET, operation_id: "getEstimateDays", tag: "consumption",
            path: "/api/v1/plus/user/{userId}/location/{locationId}/estimate/days",
            summary: "Daily estimates",
            policy: Policy::VISIBLE_PLACE_AT_METERING,
            answer: json::<EstimateDays>(), extras: Extras::NONE },
    ]
}
