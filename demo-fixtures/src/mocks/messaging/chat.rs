//! Customer-service chat (#239 read, #240 send). Every message the user sends is stored with
//! the agent's answer; the answer is picked from the message's words, so a demo and a test get
//! the same reply for the same text.

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use chrono::{SecondsFormat, Utc};
use upstream_clients::messaging::{ChatMessage, ChatMessageRequest, ChatMessages, ChatSender};

use super::super::params::{self, not_found, respond, Answer, Query};
use super::Data;
use crate::mocks::outbox::OutboxKind;
use crate::series::TIME_ZONE;

/// Each user's conversation, oldest first.
#[derive(Debug, Default)]
pub(super) struct Chats {
    by_user: HashMap<u64, Vec<ChatMessage>>,
}

impl Chats {
    /// The user's messages after `after` (all when `None`); 404 for an id not in the chat.
    fn after(&self, user_id: u64, after: Option<&str>) -> Answer<Vec<ChatMessage>> {
        let messages = self.by_user.get(&user_id).map_or(&[][..], Vec::as_slice);
        let start = match after {
            None => 0,
            Some(id) => {
                messages
                    .iter()
                    .position(|m| m.message_id == id)
                    .ok_or_else(|| not_found("chat message"))?
                    + 1
            }
        };
        Ok(messages[start..].to_vec())
    }

    /// Stores the user's message and the agent's reply; returns the user's message.
    fn send(&mut self, user_id: u64, text: &str, sent_at: String) -> ChatMessage {
        let messages = self.by_user.entry(user_id).or_default();
        let mut next = |from: ChatSender, text: String| {
            let message = ChatMessage {
                message_id: format!("CHAT-{user_id}-{}", messages.len() + 1),
                from,
                text,
                sent_at: sent_at.clone(),
            };
            messages.push(message.clone());
            message
        };
        let sent = next(ChatSender::User, text.to_owned());
        next(ChatSender::Agent, agent_reply(text).to_owned());
        sent
    }
}

/// (words any of which selects the reply, the reply), tried in order.
const REPLIES: [(&[&str], &str); 5] = [
    (
        &["lasku", "eräpäivä", "maksu"],
        "Kiitos viestistäsi! Laskusi ja niiden eräpäivät näet Laskut-sivulta. Eräpäivän voit \
         vaihtaa käyttöpaikan laskutiedoista, jos vaihto on sallittu.",
    ),
    (
        &["sähkökatko", "katko", "vika", "häiriö"],
        "Pahoittelemme häiriötä! Voimassa olevat katkot näet käyttöpaikan tiedoista. Jos \
         sähköt ovat poikki vain sinulla, tee vikailmoitus Palvelupyynnöt-sivulla.",
    ),
    (
        &["sopimus", "muutto", "irtisano"],
        "Kiitos viestistäsi! Sopimusasiat hoidat Sopimukset-sivulla; muuttoilmoituksen voit \
         tehdä käyttöpaikan sivulta.",
    ),
    (
        &["hinta", "pörssi", "spot"],
        "Pörssisähkön tuntihinnat näet Kulutus-sivulla. Huomisen hinnat julkaistaan noin \
         kello 14.",
    ),
    (&["kiitos"], "Ole hyvä! Autamme mielellämme myös jatkossa."),
];

/// What the agent answers when no word matches.
const DEFAULT_REPLY: &str = "Kiitos viestistäsi! Asiakaspalvelijamme vastaa sinulle \
                             mahdollisimman pian, arkisin kello 8–16.";

/// The agent's reply to `text`: the first reply one of whose words the text contains.
fn agent_reply(text: &str) -> &'static str {
    let text = text.to_lowercase();
    REPLIES
        .iter()
        .find(|(words, _)| words.iter().any(|w| text.contains(w)))
        .map_or(DEFAULT_REPLY, |(_, reply)| reply)
}

/// #239: GET /v2/chat/user/{userId}/messages?after=<messageId>.
async fn messages(state: Data, user_id: web::Path<String>, query: Query) -> HttpResponse {
    let user = match params::user(&state.data(), &user_id) {
        Ok(user) => user.priwatti_user_id,
        Err(refusal) => return respond::<()>(Err(refusal)),
    };
    let after = query.text("after");
    respond(
        state
            .chats()
            .after(user, after)
            .map(|messages| ChatMessages { messages }),
    )
}

/// #240: POST the same path `{text}`; answers the stored user message.
async fn send(
    state: Data,
    user_id: web::Path<String>,
    body: web::Json<ChatMessageRequest>,
) -> HttpResponse {
    let (user, email) = match params::user(&state.data(), &user_id) {
        Ok(user) => (user.priwatti_user_id, user.email.clone()),
        Err(refusal) => return respond::<()>(Err(refusal)),
    };
    let now = Utc::now()
        .with_timezone(&TIME_ZONE)
        .to_rfc3339_opts(SecondsFormat::Secs, false);
    let sent = state.chats().send(user, body.text.trim(), now);
    // The agent's answer is also e-mailed, as the real customer service's are.
    state.outbox.send(&email, OutboxKind::StaffMessage, "");
    respond(Ok(sent))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/v2/chat/user/{userId}/messages")
            .route(web::get().to(messages))
            .route(web::post().to(send)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_reply_follows_the_words_and_after_skips_what_the_caller_has() {
        let mut chats = Chats::default();
        let first = chats.send(7, "Milloin laskuni eräpäivä on?", "t".into());
        assert_eq!(first.message_id, "CHAT-7-1");
        let all = chats.after(7, None).unwrap();
        assert_eq!(all.len(), 2);
        assert_eq!(all[1].from, ChatSender::Agent);
        assert!(all[1].text.contains("Laskut-sivulta"));

        chats.send(7, "Hei", "t".into());
        let newer = chats.after(7, Some("CHAT-7-2")).unwrap();
        assert_eq!(newer.len(), 2);
        assert_eq!(newer[1].text, DEFAULT_REPLY);
        assert!(chats.after(7, Some("CHAT-9-1")).is_err());
        assert!(chats.after(8, None).unwrap().is_empty());
    }
}
