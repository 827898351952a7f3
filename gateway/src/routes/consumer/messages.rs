//! The `/api/v2/messages` rows (and `/api/v3/messages`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::MessagePage;
use upstream_clients::System;

use crate::endpoint::params::{optional, required, Kind};
use crate::endpoint::{json, Access, After, Answer, Caching, Extras, Op, Row};
use crate::routes::groups::OWN_AT_MESSAGING;

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        OWN_AT_MESSAGING.row(Op { number: 65, method: Method::PUT, operation_id: "markAllMessagesRead", tag: "messages",
            path: "/api/v2/messages/user/{userId}/markAllAsRead",
            summary: "Mark every message read",
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&[116])] }, ..Extras::NONE } }),
        Row { number: 66, method: Method::PUT, operation_id: "markMessageSeen", tag: "messages",
            path: "/api/v2/messages/seen/{messageId}",
            summary: "Mark one message seen or unseen",
            access: Access::MessageOfSelf, upstream: System::Messaging, cache: Caching::Never,
            answer: Answer::NoContent, extras: Extras { query: const { &[required( "seen", Kind::Bool, "true to mark seen, false unseen", )] }, after: const { &[After::Evict(&[116])] }, ..Extras::NONE } },
        OWN_AT_MESSAGING.row(Op { number: 67, method: Method::PUT, operation_id: "markAllInfoMessagesRead", tag: "messages",
            path: "/api/v2/messages/info/user/{userId}/markAllAsRead",
            summary: "Mark every info message read",
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&[116])] }, ..Extras::NONE } }),
        OWN_AT_MESSAGING.row(Op { number: 68, method: Method::PUT, operation_id: "markAllAlertMessagesRead", tag: "messages",
            path: "/api/v2/messages/alert/user/{userId}/markAllAsRead",
            summary: "Mark every alert message read",
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&[116])] }, ..Extras::NONE } }),
        OWN_AT_MESSAGING.row(Op { number: 69, method: Method::GET, operation_id: "getMessages", tag: "messages",
            path: "/api/v2/messages/user/{userId}",
            summary: "The general message box",
            answer: json::<MessagePage>(), extras: Extras { query: const { &[optional("offset", Kind::Offset, "0-based index of the first message"), optional("count", Kind::Count, "Page size (default 20)"), optional("type", Kind::Text, "Message type, passed through")] }, ..Extras::NONE } }),
        OWN_AT_MESSAGING.row(Op { number: 70, method: Method::GET, operation_id: "getInfoMessages", tag: "messages",
            path: "/api/v2/messages/info/user/{userId}",
            summary: "The info message box",
            answer: json::<MessagePage>(), extras: Extras { query: const { &[optional("offset", Kind::Offset, "0-based index of the first message"), optional("count", Kind::Count, "Page size (default 20)"), optional("type", Kind::Text, "Message type, passed through")] }, ..Extras::NONE } }),
        OWN_AT_MESSAGING.row(Op { number: 71, method: Method::GET, operation_id: "getAlertMessages", tag: "messages",
            path: "/api/v2/messages/alert/user/{userId}",
            summary: "The alert message box",
            answer: json::<MessagePage>(), extras: Extras { query: const { &[optional("offset", Kind::Offset, "0-based index of the first message"), optional("count", Kind::Count, "Page size (default 20)"), optional("type", Kind::Text, "Message type, passed through")] }, ..Extras::NONE } }),
    ]
}
