//! The `notification` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::NotificationList;

use crate::endpoint::{json, Extras, Policy, Row};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 177, method: Method::GET, operation_id: "getTimedNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/timed",
            summary: "Timed notifications of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<NotificationList>(), extras: Extras::NONE },
        Row { number: 178, method: Method::GET, operation_id: "getRepresentativeNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/representative",
            summary: "Read-right notifications of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<NotificationList>(), extras: Extras::NONE },
        Row { number: 179, method: Method::GET, operation_id: "getDisruptionNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/disruption",
            summary: "Disruption notifications of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<NotificationList>(), extras: Extras::NONE },
    ]
}
