//! Messages from staff (A76, #72–#76): to one user, to every customer of some origins (at once,
//! or as a background process, #74), or targeted by user ids or by origin, utility and
//! customer type. messaging puts each in its recipients' general box (#69). The call carries
//! the caller's own access token, as every upstream call does (A30); an Authorization header
//! the browser sends is not read.

use actix_web::http::Method;
use upstream_clients::messaging::{
    DirectMessage, MassMessage, MessageSent, ProcessStarted, TargetedMessage,
};
use upstream_clients::System;

use crate::endpoint::{
    accepted, body, json, AccessRule, After, Caching, Examples, Extras, Policy, Row,
};

/// The groups that send messages (§6 "messaging or developer for messages", A30).
pub const MESSAGING: AccessRule = AccessRule::Staff {
    allowed: &[
        "ADMIN_GROUP_MESSAGING",
        "ADMIN_GROUP_DEVELOPER_USERS",
        "ADMIN_GROUP_SUPERUSERS",
    ],
    denied: &[],
};

pub(super) const MESSAGING_POLICY: Policy = Policy {
    access: MESSAGING,
    upstream: System::Messaging,
    cache: Caching::Never,
};

/// A new message changes its recipients' unread count in user content (#116), which is
/// cached per user: dropped for everyone, since a mass message reaches many.
const NEW_MESSAGES: &[After] = &[After::EvictForEveryone(&["getUserContent"])];

/// #74's message reaches its recipients after the write has answered, batch by batch: user
/// content is dropped again as the process goes on.
const NEW_MESSAGES_IN_THE_BACKGROUND: &[After] = &[
    After::EvictForEveryone(&["getUserContent"]),
    After::EvictWhileProcessRuns(&["getUserContent"]),
];

/// #72's body: to kuluttaja.
const DIRECT: Examples = Examples::new(
    r#"{"userId": 1000001, "title": "Tervetuloa", "body": "Kiitos, että käytät asiakasportaalia."}"#,
    r#"{"userId": "kuluttaja", "title": "", "body": "x"}"#,
);

/// #73's and #74's body: to KUO's customers, the fewest in the dataset.
const MASS: Examples = Examples::new(
    r#"{"origins": ["KUO"], "title": "Huoltokatko", "body": "Palvelu on poissa käytöstä sunnuntaina klo 2–4."}"#,
    r#"{"origins": [], "title": "Huoltokatko", "body": "x"}"#,
);

/// #75's and #76's body: KUO's district-heating households.
const TARGETED: Examples = Examples::new(
    r#"{"origins": ["KUO"], "utilityTypes": ["DISTRICT_HEATING"], "customerType": "B2C", "title": "Kaukolämmön hinnat", "body": "Kaukolämmön hinnat muuttuvat 1.1."}"#,
    r#"{"userIds": [1000001], "origins": ["KUO"], "title": "x", "body": "x"}"#,
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 72, method: Method::POST, operation_id: "sendMessage", tag: "admin",
            path: "/api/v2/messages/message",
            summary: "Send a message to one user's message box (A76)",
            policy: MESSAGING_POLICY,
            answer: json::<MessageSent>(), extras: Extras { body: Some(body::<DirectMessage>(&[], DIRECT)), after: NEW_MESSAGES, ..Extras::NONE } },
        Row { number: 73, method: Method::POST, operation_id: "sendMassMessage", tag: "admin",
            path: "/api/v2/messages/massmessage",
            summary: "Send a message to every customer of the origins (A76)",
            policy: MESSAGING_POLICY,
            answer: json::<MessageSent>(), extras: Extras { body: Some(body::<MassMessage>(&[], MASS)), after: NEW_MESSAGES, ..Extras::NONE } },
        Row { number: 74, method: Method::POST, operation_id: "sendMassMessageAsync", tag: "admin",
            path: "/api/v2/messages/massmessage/async",
            summary: "Send a mass message as a background process; #53/#54 follow it (A76)",
            policy: MESSAGING_POLICY,
            answer: accepted::<ProcessStarted>(), extras: Extras { body: Some(body::<MassMessage>(&[], MASS)), after: NEW_MESSAGES_IN_THE_BACKGROUND, ..Extras::NONE } },
        Row { number: 75, method: Method::POST, operation_id: "sendTargetedMessage", tag: "admin",
            path: "/api/v2/messages/massmessage/targeted/",
            summary: "Send a message to the users named, or to the customers the criteria pick (A76)",
            policy: MESSAGING_POLICY,
            answer: json::<MessageSent>(), extras: Extras { body: Some(body::<TargetedMessage>(&[], TARGETED)), after: NEW_MESSAGES, upstream_path: Some("/v2/messages/massmessage/targeted"), ..Extras::NONE } },
        Row { number: 76, method: Method::POST, operation_id: "sendTargetedMessageV1", tag: "admin",
            path: "/api/v1/messages/massmessage/targeted/",
            summary: "#75 on its v1 path (A30)",
            policy: MESSAGING_POLICY,
            answer: json::<MessageSent>(), extras: Extras { body: Some(body::<TargetedMessage>(&[], TARGETED)), after: NEW_MESSAGES, upstream_path: Some("/v1/messages/massmessage/targeted"), ..Extras::NONE } },
    ]
}
