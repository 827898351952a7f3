//! The top-bar message's rows (`/api/admin/notifications/top-bar/v1`, A71): what staff put
//! above every screen of the portal, held by content.

use actix_web::http::Method;
use upstream_clients::content::ActiveTopBarMessage;
use upstream_clients::System;

use crate::endpoint::{json, AccessRule, Caching, Extras, Policy, Row};

/// The groups that manage the top-bar message (#26–#28).
const TOP_BAR: AccessRule = AccessRule::Staff {
    allowed: &[
        "ADMIN_GROUP_TOPBAR_MESSAGE",
        "ADMIN_GROUP_DEVELOPER_USERS",
        "ADMIN_GROUP_SUPERUSERS",
    ],
    denied: &[],
};

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 26, method: Method::GET, operation_id: "getTopBarMessage", tag: "admin",
            path: "/api/admin/notifications/top-bar/v1",
            summary: "The active top-bar message, or null (A71)",
            policy: Policy { access: TOP_BAR, upstream: System::Content, cache: Caching::Never },
            answer: json::<ActiveTopBarMessage>(), extras: Extras::NONE },
    ]
}
