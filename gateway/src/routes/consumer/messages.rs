//! The `/api/v2/messages` rows (and `/api/v3/messages`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::MessagePage;
use upstream_clients::System;

use crate::endpoint::params::{optional, required, Kind};
use crate::endpoint::{json, AccessRule, After, Answer, Caching, Extras, Policy, Row};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 65, method: Method::PUT, operation_id: "markAllMessagesRead", tag: "messages",
            path: "/api/v2/messages/user/{userId}/markAllAsRead",
            summary: "Mark every message read",
            policy: Policy::OWN_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&["getUserContent"])] }, ..Extras::NONE } },
        Row { number: 66, method: Method::PUT, operation_id: "markMessageSeen", tag: "messages",
            path: "/api/v2/messages/seen/{messageId}",
            summary: "Mark one message seen or unseen",
            policy: Policy { access: AccessRule::MessageOfSelf, upstream: System::Messaging, cache: Caching::Never },
            answer: Answer::NoContent, extras: Extras { query: const { &[required( "seen", Kind::Bool, "true to mark seen, false unseen", )] }, after: const { &[After::Evict(&["getUserContent"])] }, ..Extras::NONE } },
        Row { number: 67, method: Method::PUT, operation_id: "markAllInfoMessagesRead", tag: "messages",
            path: "/api/v2/messages/info/user/{userId}/markAllAsRead",
            summary: "Mark every info message read",
            policy: Policy::OWN_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&["getUserContent"])] }, ..Extras::NONE } },
        Row { number: 68, method: Method::PUT, operation_id: "markAllAlertMessagesRead", tag: "messages",
            path: "/api/v2/messages/alert/user/{userId}/markAllAsRead",
            summary: "Mark every alert message read",
            policy: Policy::OWN_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&["getUserContent"])] }, ..Extras::NONE } },
        Row { number: 69, method: Method::GET, operation_id: "getMessages", tag: "messages",
            path: "/api/v2/messages/user/{userId}",
            summary: "The general message box",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<MessagePage>(), extras: Extras { query: const { &[optional("offset", Kind::Offset, "0-based index of the first message"), optional("count", Kind::Count, "Page size (default 20)"), optional("type", Kind::Text, "Message type, passed through")] }, ..Extras::NONE } },
        Row { number: 70, method: Method::GET, operation_id: "getInfoMessages", tag: "messages",
            path: "/api/v2/messages/info/user/{userId}",
            summary: "The info message box",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<MessagePage>(), extras: Extras { query: const { &[optional("offset", Kind::Offset, "0-based index of the first message"), optional("count", Kind::Count, "Page size (default 20)"), optional("type", Kind::Text, "Message type, passed through")] }, ..Extras::NONE } },
        Row { number: 71, method: Method::GET, operation_id: "getAlertMessages", tag: "messages",
            path: "/api/v2/messages/alert/user/{userId}",
            summary: "The alert message box",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<MessagePage>(), extras: Extras { query: const { &[optional("offset", Kind::Offset, "0-based index of the first message"), optional("count", Kind::Count, "Page size (default 20)"), optional("type", Kind::Text, "Message type, passed through")] }, ..Extras::NONE } },
    ]
}
