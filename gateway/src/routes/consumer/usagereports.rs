//! The `/api/v2/usagereports` rows (and `/api/v3/usagereports`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::Reports;
use upstream_clients::metering::UsageReport;

use crate::endpoint::{json, Extras, Policy, Row, SubResource};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 157, method: Method::GET, operation_id: "getUsageReports", tag: "insights",
            path: "/api/v2/usagereports/user/{userId}/location/{locationId}",
            summary: "Monthly usage reports of the past year",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<Reports>(), extras: Extras::NONE },
        Row { number: 158, method: Method::GET, operation_id: "getUsageReport", tag: "insights",
            path: "/api/v2/usagereports/user/{userId}/location/{locationId}/report/{reportId}",
            summary: "One usage report",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<UsageReport>(), extras: Extras { sub_resource: Some(SubResource { param: "reportId", listed_by: "getUsageReports", at: &["items", "*", "reportId"], in_any_own_place: false }), ..Extras::NONE } },
    ]
}
