//! Message boxes (#69–#71), their seen flags (#65–#68) and the ownership read the gateway makes
//! before #66.

use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::messaging::{Message, MessageBox, MessagePage, MessageRecipient};

use super::super::clock::{instant_from, today};
use super::super::params::{self, not_found, respond, Answer, Contract, InvalidParameter, Query};
use super::{Data, Messaging};
use crate::dataset::messages::DemoMessage;
use crate::dataset::Dataset;

/// Page size when `count` is not given (spec §9 page size).
pub(crate) const DEFAULT_PAGE_SIZE: u32 = 20;
/// Largest page a caller may ask for.
pub(crate) const MAX_PAGE_SIZE: u32 = 100;

fn wire_message(message: &DemoMessage, today: NaiveDate) -> Message {
    Message {
        message_id: message.message_id.clone(),
        message_box: message.message_box,
        kind: message.kind.clone(),
        title: message.title.clone(),
        body: message.body.clone(),
        sent: instant_from(
            today,
            -i64::from(message.days_ago),
            message.sent_at.0,
            message.sent_at.1,
        ),
        seen: message.seen,
        location_identifier: message.location_identifier.clone(),
    }
}

/// One page of a user's box, newest first; `type` filters by message type.
pub(crate) fn message_page(
    data: &Dataset,
    user_id: u64,
    message_box: MessageBox,
    query: &Query,
    today: NaiveDate,
) -> Answer<MessagePage> {
    let offset = query.number("offset", 0, u32::MAX)?.unwrap_or(0);
    let count = query
        .number("count", 1, MAX_PAGE_SIZE)?
        .unwrap_or(DEFAULT_PAGE_SIZE);
    let kind = query.text("type");
    let mut in_box: Vec<&DemoMessage> = data
        .messages
        .iter()
        .filter(|m| m.user_id == user_id && m.message_box == message_box)
        .collect();
    in_box.sort_by_key(|m| (m.days_ago, std::cmp::Reverse(m.sent_at)));
    let unread_count = in_box.iter().filter(|m| !m.seen).count() as u32;
    let matching: Vec<&DemoMessage> = in_box
        .into_iter()
        .filter(|m| kind.is_none_or(|k| m.kind == k))
        .collect();
    Ok(MessagePage {
        message_box,
        offset,
        count,
        total: matching.len() as u32,
        unread_count,
        messages: matching
            .into_iter()
            .skip(offset as usize)
            .take(count as usize)
            .map(|m| wire_message(m, today))
            .collect(),
    })
}

pub(super) fn messages_handler(
    message_box: MessageBox,
) -> impl Fn(Data, web::Path<String>, Query) -> std::future::Ready<HttpResponse> + Clone {
    move |state: Data, user_id: web::Path<String>, query: Query| {
        let data = state.data();
        std::future::ready(respond(params::user(&data, &user_id).and_then(|user| {
            message_page(&data, user.priwatti_user_id, message_box, &query, today())
        })))
    }
}

/// 204, or the refusal's error body.
fn no_content(answer: Answer<()>) -> HttpResponse {
    match answer {
        Ok(()) => HttpResponse::NoContent().finish(),
        Err(refusal) => respond::<()>(Err(refusal)),
    }
}

/// Marks every message of the user in `message_box` (every box when `None`) seen; returns how
/// many changed.
pub(crate) fn mark_all_seen(
    data: &mut Dataset,
    user_id: u64,
    message_box: Option<MessageBox>,
) -> usize {
    let mut changed = 0;
    for message in data.messages.iter_mut().filter(|m| {
        m.user_id == user_id && message_box.is_none_or(|b| m.message_box == b) && !m.seen
    }) {
        message.seen = true;
        changed += 1;
    }
    sync_unread_count(data, user_id);
    changed
}

/// Keeps the user's `unread_messages` equal to the unseen messages of their general box, as the
/// dataset promises (user content's unreadMessages agrees with the box).
pub(super) fn sync_unread_count(data: &mut Dataset, user_id: u64) {
    let unread = data
        .messages
        .iter()
        .filter(|m| m.user_id == user_id && m.message_box == MessageBox::General && !m.seen)
        .count() as u32;
    if let Some(user) = data
        .users
        .iter_mut()
        .find(|u| u.priwatti_user_id == user_id)
    {
        user.unread_messages = unread;
    }
}

/// Tells crm the user's new unread count (the shared counts).
pub(super) fn publish_unread(state: &Messaging, data: &Dataset, user_id: u64) {
    if let Some(user) = data.user(user_id) {
        state.unread.set(user_id, user.unread_messages);
    }
}

/// #65 (`None`: every box), #67 info, #68 alert: PUT …/markAllAsRead, no body (A11), 204.
pub(super) fn mark_all_as_read(
    message_box: Option<MessageBox>,
) -> impl Fn(Data, web::Path<String>) -> std::future::Ready<HttpResponse> + Clone {
    move |state: Data, user_id: web::Path<String>| {
        let mut data = state.data_mut();
        let answer = params::user(&data, &user_id)
            .map(|user| user.priwatti_user_id)
            .map(|user| {
                mark_all_seen(&mut data, user, message_box);
                publish_unread(&state, &data, user);
            });
        std::future::ready(no_content(answer))
    }
}

/// #66: PUT /v2/messages/seen/{messageId}?seen=true|false (A29), no body, 204.
pub(super) async fn set_seen(
    state: Data,
    message_id: web::Path<String>,
    query: Query,
) -> HttpResponse {
    let seen = match query
        .flag("seen")
        .and_then(|seen| seen.ok_or_else(|| InvalidParameter::invalid("seen", "true or false")))
    {
        Ok(seen) => seen,
        Err(refusal) => return no_content(Err(refusal)),
    };
    let mut data = state.data_mut();
    let Some(message) = data
        .messages
        .iter_mut()
        .find(|m| m.message_id == *message_id)
    else {
        return no_content(Err(not_found("message")));
    };
    message.seen = seen;
    let user_id = message.user_id;
    sync_unread_count(&mut data, user_id);
    publish_unread(&state, &data, user_id);
    no_content(Ok(()))
}

/// For the gateway's #66 check (messageId addressed to self): whose box the message is in.
pub(super) async fn recipient(state: Data, message_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    respond(
        data.messages
            .iter()
            .find(|m| m.message_id == *message_id)
            .map(|m| MessageRecipient {
                priwatti_user_id: m.user_id,
            })
            .ok_or_else(|| not_found("message")),
    )
}

#[cfg(test)]
mod tests {
    use std::collections::HashMap;

    use super::*;
    use crate::dataset::user_ids;

    fn query(pairs: &[(&str, &str)]) -> Query {
        Query::new(
            pairs
                .iter()
                .map(|(k, v)| ((*k).to_owned(), (*v).to_owned()))
                .collect::<HashMap<_, _>>(),
        )
    }

    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 3, 15).unwrap()
    }

    #[test]
    fn the_general_box_unseen_count_is_the_users_unread_messages() {
        let data = Dataset::demo();
        for user in data.users.iter().filter(|u| !u.staff) {
            let page = message_page(
                data,
                user.priwatti_user_id,
                MessageBox::General,
                &query(&[]),
                day(),
            )
            .unwrap();
            assert_eq!(page.unread_count, user.unread_messages, "{}", user.name);
        }
    }

    #[test]
    fn pages_are_newest_first_and_cover_the_box_once() {
        let data = Dataset::demo();
        let all = message_page(
            data,
            user_ids::KULUTTAJA,
            MessageBox::General,
            &query(&[]),
            day(),
        )
        .unwrap();
        let first = message_page(
            data,
            user_ids::KULUTTAJA,
            MessageBox::General,
            &query(&[("count", "4")]),
            day(),
        )
        .unwrap();
        let second = message_page(
            data,
            user_ids::KULUTTAJA,
            MessageBox::General,
            &query(&[("offset", "4"), ("count", "4")]),
            day(),
        )
        .unwrap();
        let paged: Vec<Message> = first.messages.into_iter().chain(second.messages).collect();
        assert_eq!(paged, all.messages);
        let sent: Vec<&str> = all.messages.iter().map(|m| m.sent.as_str()).collect();
        let mut sorted = sent.clone();
        sorted.sort_by(|a, b| b.cmp(a));
        assert_eq!(sent, sorted);
    }

    #[test]
    fn a_count_of_zero_or_a_word_is_a_bad_parameter() {
        let data = Dataset::demo();
        for bad in [
            ("count", "0"),
            ("count", "x"),
            ("offset", "-1"),
            ("count", "101"),
        ] {
            assert!(message_page(
                data,
                user_ids::KULUTTAJA,
                MessageBox::Info,
                &query(&[bad]),
                day()
            )
            .is_err());
        }
    }

    #[test]
    fn marking_one_box_leaves_the_others_and_keeps_the_unread_count_in_step() {
        let mut data = Dataset::build();
        let user = user_ids::KULUTTAJA;
        let unseen = |data: &Dataset, b: MessageBox| {
            data.messages
                .iter()
                .filter(|m| m.user_id == user && m.message_box == b && !m.seen)
                .count()
        };
        let general_before = unseen(&data, MessageBox::General);
        assert!(general_before > 0);

        mark_all_seen(&mut data, user, Some(MessageBox::Info));
        assert_eq!(unseen(&data, MessageBox::Info), 0);
        assert_eq!(unseen(&data, MessageBox::General), general_before);

        mark_all_seen(&mut data, user, None);
        assert_eq!(unseen(&data, MessageBox::General), 0);
        assert_eq!(data.user(user).unwrap().unread_messages, 0);
    }
}
