//! The `/api/v2/chat` rows (and `/api/v3/chat`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::ChatMessage;
use upstream_clients::messaging::ChatMessageRequest;
use upstream_clients::messaging::ChatMessages;
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{body, json, Access, Caching, Extras, Ownership, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 239, method: Method::GET, operation_id: "getChatMessages", tag: "alerts",
            path: "/api/v2/chat/user/{userId}/messages",
            summary: "Chat with customer service: the messages after a given one",
            access: Access::Owner(Ownership::SELF), upstream: System::Messaging, cache: Caching::Never,
            answer: json::<ChatMessages>(), extras: Extras { query: const { &[optional( "after", Kind::Text, "The last message id the client has", )] }, ..Extras::NONE } },
        Row { number: 240, method: Method::POST, operation_id: "sendChatMessage", tag: "messages",
            path: "/api/v2/chat/user/{userId}/messages",
            summary: "Send a chat message to customer service",
            access: Access::Owner(Ownership::SELF), upstream: System::Messaging, cache: Caching::Never,
            answer: json::<ChatMessage>(), extras: Extras { body: Some(body::<ChatMessageRequest>()), ..Extras::NONE } },
    ]
}
