//! The `/api/v2/chat` rows (and `/api/v3/chat`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::ChatMessage;
use upstream_clients::messaging::ChatMessageRequest;
use upstream_clients::messaging::ChatMessages;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{body, json, Extras, Op, Row};
use crate::routes::groups::OWN_AT_MESSAGING;

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        OWN_AT_MESSAGING.row(Op { number: 239, method: Method::GET, operation_id: "getChatMessages", tag: "alerts",
            path: "/api/v2/chat/user/{userId}/messages",
            summary: "Chat with customer service: the messages after a given one",
            answer: json::<ChatMessages>(), extras: Extras { query: const { &[optional( "after", Kind::Text, "The last message id the client has", )] }, ..Extras::NONE } }),
        OWN_AT_MESSAGING.row(Op { number: 240, method: Method::POST, operation_id: "sendChatMessage", tag: "messages",
            path: "/api/v2/chat/user/{userId}/messages",
            summary: "Send a chat message to customer service",
            answer: json::<ChatMessage>(), extras: Extras { body: Some(body::<ChatMessageRequest>()), ..Extras::NONE } }),
    ]
}
