//! Messages from staff (A76, #72–#76) into the recipients' general boxes, and the background
//! processes that send a mass message (#74) while the caller goes on, whose progress #53 and
//! #54 show. A process is a task on the mock's runtime: it sends in batches and records after
//! each how many it has reached, so a reader sees it run.

use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use chrono::{SecondsFormat, Timelike};
use upstream_clients::crm::{Company, CustomerType, UtilityType};
use upstream_clients::messaging::{
    BackgroundProcess, BackgroundProcessPage, BackgroundProcesses, DirectMessage, MassMessage,
    MessageBox, MessageSent, ProcessStarted, ProcessState, TargetedMessage,
};
use validator::Validate;

use super::boxes::{publish_unread, sync_unread_count};
use super::{Data, Messaging};
use crate::dataset::calendar::now;
use crate::dataset::messages::DemoMessage;
use crate::dataset::{Dataset, PortalUser};
use crate::mocks::params::{respond, Answer, MockError, Query};
use crate::series::TIME_ZONE;

/// The message type of a message from staff.
const STAFF_MESSAGE: &str = "STAFF_MESSAGE";
/// Recipients a background process reaches in one step, and its pause between steps: small
/// enough that a screen can follow its progress, large enough that a few thousand are
/// reached in seconds.
const BATCH: usize = 20;
const PAUSE: Duration = Duration::from_millis(40);

/// The processes so far, newest last, and what numbers the messages and processes.
#[derive(Debug, Default)]
pub(super) struct Processes {
    list: Vec<BackgroundProcess>,
    serial: u64,
    /// Bumped by a reset: a running process of an earlier generation stops.
    generation: u64,
}

impl Processes {
    fn next(&mut self) -> u64 {
        self.serial += 1;
        self.serial
    }

    /// Forgets every process; a running one stops at its next step.
    pub(super) fn reset(&mut self) {
        let generation = self.generation + 1;
        *self = Processes {
            generation,
            ..Processes::default()
        };
    }

    fn get_mut(&mut self, id: &str, generation: u64) -> Option<&mut BackgroundProcess> {
        if generation != self.generation {
            return None;
        }
        self.list.iter_mut().find(|p| p.process_id == id)
    }
}

fn timestamp() -> String {
    now().to_rfc3339_opts(SecondsFormat::Secs, true)
}

fn checked<T: Validate>(body: &T) -> Answer<()> {
    body.validate()
        .map_err(|errors| MockError::bad_request("InvalidParameter", errors.to_string()))
}

/// Whether `user` is a customer of one of `origins` (a customership there) with, when asked,
/// a place of one of `utilities` there (their own, or their company's) and of `customer_type`.
fn targeted(
    data: &Dataset,
    user: &PortalUser,
    origins: &[Company],
    utilities: Option<&[UtilityType]>,
    customer_type: Option<CustomerType>,
) -> bool {
    if user.staff || customer_type.is_some_and(|t| t != user.customer_type) {
        return false;
    }
    let id = user.priwatti_user_id;
    match utilities {
        None => user
            .customer_codes
            .iter()
            .any(|code| origins.contains(&code.company)),
        Some(utilities) => data
            .places_of_user(id)
            .into_iter()
            .chain(
                data.companies_of_user(id)
                    .iter()
                    .flat_map(|c| data.places_of_company(&c.company_reference_id)),
            )
            .any(|p| origins.contains(&p.company) && utilities.contains(&p.utility_type)),
    }
}

fn customers_of(
    data: &Dataset,
    origins: &[Company],
    utilities: Option<&[UtilityType]>,
    customer_type: Option<CustomerType>,
) -> Vec<u64> {
    data.users
        .iter()
        .filter(|user| targeted(data, user, origins, utilities, customer_type))
        .map(|user| user.priwatti_user_id)
        .collect()
}

/// Every id must be a known user: 422 `UNKNOWN_RECIPIENT` naming the first that is not (a
/// refusal of the message, not a missing resource of the path).
fn known(data: &Dataset, ids: &[u64]) -> Answer<Vec<u64>> {
    let mut users = Vec::with_capacity(ids.len());
    for id in ids {
        data.user(*id).ok_or_else(|| {
            MockError::with_message(
                StatusCode::UNPROCESSABLE_ENTITY,
                "UNKNOWN_RECIPIENT",
                format!("no user {id}"),
            )
        })?;
        if !users.contains(id) {
            users.push(*id);
        }
    }
    Ok(users)
}

impl Messaging {
    /// Puts the message in each user's general box, unseen; answers how many.
    fn deliver(&self, users: &[u64], serial: u64, title: &str, body: &str) -> u32 {
        let sent = now().with_timezone(&TIME_ZONE);
        let mut data = self.data_mut();
        for user in users {
            data.messages.push(DemoMessage {
                message_id: format!("STAFF-{serial}-{user}"),
                user_id: *user,
                message_box: MessageBox::General,
                kind: STAFF_MESSAGE.to_owned(),
                title: title.to_owned(),
                body: body.to_owned(),
                days_ago: 0,
                sent_at: (sent.hour(), sent.minute()),
                seen: false,
                location_identifier: None,
            });
            sync_unread_count(&mut data, *user);
            publish_unread(self, &data, *user);
        }
        users.len() as u32
    }

    /// Sends at once: one serial for the message, answered with how many it reached.
    fn send_now(&self, users: &[u64], title: &str, body: &str) -> MessageSent {
        let serial = self.processes().next();
        MessageSent {
            sent: self.deliver(users, serial, title, body),
        }
    }
}

/// #72
async fn direct(state: Data, body: web::Json<DirectMessage>) -> HttpResponse {
    let answer = checked(&*body).and_then(|()| known(&state.data(), &[body.user_id]));
    respond(answer.map(|users| state.send_now(&users, &body.title, &body.body)))
}

/// #73
async fn mass(state: Data, body: web::Json<MassMessage>) -> HttpResponse {
    let answer = checked(&*body).map(|()| customers_of(&state.data(), &body.origins, None, None));
    respond(answer.map(|users| state.send_now(&users, &body.title, &body.body)))
}

/// #75, #76
async fn targeted_message(state: Data, body: web::Json<TargetedMessage>) -> HttpResponse {
    let answer = checked(&*body).and_then(|()| {
        let data = state.data();
        match (&body.user_ids, &body.origins) {
            (Some(ids), _) => known(&data, ids),
            (None, Some(origins)) => Ok(customers_of(
                &data,
                origins,
                body.utility_types.as_deref(),
                body.customer_type,
            )),
            (None, None) => Err(MockError::bad_request(
                "InvalidParameter",
                "userIds or origins",
            )),
        }
    });
    respond(answer.map(|users| state.send_now(&users, &body.title, &body.body)))
}

/// #74: the process is recorded as queued and answered at once; a task on this runtime sends.
async fn mass_async(state: Data, body: web::Json<MassMessage>) -> HttpResponse {
    if let Err(refusal) = checked(&*body) {
        return refusal.response();
    }
    let users = customers_of(&state.data(), &body.origins, None, None);
    let MassMessage { title, body, .. } = body.into_inner();
    let (process_id, serial, generation) = {
        let mut processes = state.processes();
        let serial = processes.next();
        let process_id = format!("BP-{serial}");
        processes.list.push(BackgroundProcess {
            process_id: process_id.clone(),
            kind: "MASS_MESSAGE".to_owned(),
            state: ProcessState::Queued,
            total: users.len() as u32,
            sent: 0,
            title: title.clone(),
            started_at: timestamp(),
            finished_at: None,
        });
        (process_id, serial, processes.generation)
    };
    let id = process_id.clone();
    let worker = state.clone();
    actix_web::rt::spawn(async move {
        for batch in users.chunks(BATCH) {
            match worker.processes().get_mut(&id, generation) {
                Some(process) => process.state = ProcessState::Running,
                None => return,
            }
            let sent = worker.deliver(batch, serial, &title, &body);
            if let Some(process) = worker.processes().get_mut(&id, generation) {
                process.sent += sent;
            }
            actix_web::rt::time::sleep(PAUSE).await;
        }
        if let Some(process) = worker.processes().get_mut(&id, generation) {
            process.state = ProcessState::Done;
            process.finished_at = Some(timestamp());
        }
    });
    HttpResponse::Accepted().json(ProcessStarted { process_id })
}

/// Every process, newest first.
fn newest_first(state: &Messaging) -> Vec<BackgroundProcess> {
    state.processes().list.iter().rev().cloned().collect()
}

/// #53: the `amount` (1–100, default 10) latest mass-message processes.
async fn mass_processes(state: Data, query: Query) -> HttpResponse {
    let answer = query.number("amount", 1, 100).map(|amount| {
        let amount = amount.unwrap_or(10) as usize;
        BackgroundProcesses {
            processes: newest_first(&state)
                .into_iter()
                .filter(|p| p.kind == "MASS_MESSAGE")
                .take(amount)
                .collect(),
        }
    });
    respond(answer)
}

/// #54: page `page` (0-based) of `limit` (1–100, default 20) of every process.
async fn process_page(state: Data, query: Query) -> HttpResponse {
    let answer = (|| {
        let page = query.number("page", 0, 100_000)?.unwrap_or(0);
        let limit = query.number("limit", 1, 100)?.unwrap_or(20);
        let all = newest_first(&state);
        Ok(BackgroundProcessPage {
            page,
            limit,
            total: all.len() as u32,
            processes: all
                .into_iter()
                .skip(page as usize * limit as usize)
                .take(limit as usize)
                .collect(),
        })
    })();
    respond(answer)
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/v2/messages/message", web::post().to(direct))
        .route("/v2/messages/massmessage", web::post().to(mass))
        .route("/v2/messages/massmessage/async", web::post().to(mass_async))
        .route(
            "/v2/messages/massmessage/targeted",
            web::post().to(targeted_message),
        )
        .route(
            "/v1/messages/massmessage/targeted",
            web::post().to(targeted_message),
        )
        .route(
            "/admin/background-process/v1/mass-message",
            web::get().to(mass_processes),
        )
        .route(
            "/admin/background-process/v1/list",
            web::get().to(process_page),
        );
}
