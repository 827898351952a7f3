//! The `notification` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::NotificationList;
use upstream_clients::System;

use crate::endpoint::{json, Access, Caching, Extras, Ownership, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 177, method: Method::GET, operation_id: "getTimedNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/timed",
            summary: "Timed notifications of a place",
            access: Access::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Messaging, cache: Caching::Never,
            answer: json::<NotificationList>(), extras: Extras::NONE },
        Row { number: 178, method: Method::GET, operation_id: "getRepresentativeNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/representative",
            summary: "Read-right notifications of a place",
            access: Access::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Messaging, cache: Caching::Never,
            answer: json::<NotificationList>(), extras: Extras::NONE },
        Row { number: 179, method: Method::GET, operation_id: "getDisruptionNotifications", tag: "alerts",
            path: "/api/notification/v1/user/{userId}/location/{locationId}/disruption",
            summary: "Disruption notifications of a place",
            access: Access::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Messaging, cache: Caching::Never,
            answer: json::<NotificationList>(), extras: Extras::NONE },
    ]
}
