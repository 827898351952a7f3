//! The `/api/v2/chat` rows (and `/api/v3/chat`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::ChatMessage;
use upstream_clients::messaging::ChatMessageRequest;
use upstream_clients::messaging::ChatMessages;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{body, json, Examples, Extras, Policy, Row};

/// #240's message.
const CHAT_MESSAGE: Examples = Examples::new(r#"{"text": "Hei, kysyisin laskusta."}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 239, method: Method::GET, operation_id: "getChatMessages", tag: "alerts",
            path: "/api/v2/chat/user/{userId}/messages",
            summary: "Chat with customer service: the messages after a given one",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<ChatMessages>(), extras: Extras { query: const { &[optional( "after", Kind::Text, "The last message id the client has", )] }, ..Extras::NONE } },
        Row { number: 240, method: Method::POST, operation_id: "sendChatMessage", tag: "messages",
            path: "/api/v2/chat/user/{userId}/messages",
            summary: "Send a chat message to customer service",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<ChatMessage>(), extras: Extras { body: Some(body::<ChatMessageRequest>(&[], CHAT_MESSAGE)), ..Extras::NONE } },
    ]
}
