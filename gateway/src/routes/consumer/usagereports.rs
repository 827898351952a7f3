//! The `/api/v2/usagereports` rows (and `/api/v3/usagereports`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::Reports;
use upstream_clients::metering::UsageReport;
use upstream_clients::System;

use crate::endpoint::{json, Access, Caching, Extras, Ownership, Row, SubResource};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 157, method: Method::GET, operation_id: "getUsageReports", tag: "insights",
            path: "/api/v2/usagereports/user/{userId}/location/{locationId}",
            summary: "Monthly usage reports of the past year",
            access: Access::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser,
            answer: json::<Reports>(), extras: Extras::NONE },
        Row { number: 158, method: Method::GET, operation_id: "getUsageReport", tag: "insights",
            path: "/api/v2/usagereports/user/{userId}/location/{locationId}/report/{reportId}",
            summary: "One usage report",
            access: Access::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser,
            answer: json::<UsageReport>(), extras: Extras { sub_resource: Some(SubResource { param: "reportId", listed_by: 157, at: &["items", "*", "reportId"], in_any_own_place: false }), ..Extras::NONE } },
    ]
}
