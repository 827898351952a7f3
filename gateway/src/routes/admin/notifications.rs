//! The top-bar message's rows (`/api/admin/notifications/top-bar/v1`, A71): what staff put
//! above every screen of the portal, held by content.

use actix_web::http::Method;
use upstream_clients::content::{ActiveTopBarMessage, TopBarMessage};
use upstream_clients::System;

use crate::endpoint::{
    body, json, AccessRule, After, Answer, Caching, Examples, Extras, Policy, Row,
};

/// The groups that manage the top-bar message (#26–#28).
const TOP_BAR: AccessRule = AccessRule::Staff {
    allowed: &[
        "ADMIN_GROUP_TOPBAR_MESSAGE",
        "ADMIN_GROUP_DEVELOPER_USERS",
        "ADMIN_GROUP_SUPERUSERS",
    ],
    denied: &[],
};

const TOP_BAR_POLICY: Policy = Policy {
    access: TOP_BAR,
    upstream: System::Content,
    cache: Caching::Never,
};

/// #27's body.
const MESSAGE: Examples = Examples::new(
    r#"{"message": "Asiakaspalvelun puhelinpalvelu on suljettu 6.12.", "level": "INFO", "validUntil": "2099-12-07T00:00:00+02:00"}"#,
    r#"{"message": "", "level": "URGENT"}"#,
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 26, method: Method::GET, operation_id: "getTopBarMessage", tag: "admin",
            path: "/api/admin/notifications/top-bar/v1",
            summary: "The active top-bar message, or null (A71)",
            policy: TOP_BAR_POLICY,
            answer: json::<ActiveTopBarMessage>(), extras: Extras::NONE },
        Row { number: 27, method: Method::POST, operation_id: "setTopBarMessage", tag: "admin",
            path: "/api/admin/notifications/top-bar/v1",
            summary: "Replace the active top-bar message (A71)",
            policy: TOP_BAR_POLICY,
            answer: json::<TopBarMessage>(), extras: Extras { body: Some(body::<TopBarMessage>(&[], MESSAGE)), after: &[After::RefreshNotices], ..Extras::NONE } },
        Row { number: 28, method: Method::DELETE, operation_id: "removeTopBarMessage", tag: "admin",
            path: "/api/admin/notifications/top-bar/v1",
            summary: "Remove the active top-bar message (A21)",
            policy: TOP_BAR_POLICY,
            answer: Answer::NoContent, extras: Extras { after: &[After::RefreshNotices], ..Extras::NONE } },
    ]
}
