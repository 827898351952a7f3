//! The `notification` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::NotificationList;

use crate::endpoint::{json, Extras, Op, Row};
use crate::routes::groups::PLACE_AT_MESSAGING;

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        PLACE_AT_MESSAGING.row(Op { number: 177, method: Method::GET, operation_id: "getTimedNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/timed",
            summary: "Timed notifications of a place",
            answer: json::<NotificationList>(), extras: Extras::NONE }),
        PLACE_AT_MESSAGING.row(Op { number: 178, method: Method::GET, operation_id: "getRepresentativeNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/representative",
            summary: "Read-right notifications of a place",
            answer: json::<NotificationList>(), extras: Extras::NONE }),
        PLACE_AT_MESSAGING.row(Op { number: 179, method: Method::GET, operation_id: "getDisruptionNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/disruption",
            summary: "Disruption notifications of a place",
            answer: json::<NotificationList>(), extras: Extras::NONE }),
    ]
}
