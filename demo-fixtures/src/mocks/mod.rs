//! Mock upstream systems serving the demo dataset over HTTP with the contracts of
//! `openapi/upstreams/*.yaml`: in-memory state, request counting and fault injection.
//!
//! Each system is a module with its state and a `routes` function; [`server::serve`] gives it a
//! loopback server with the shared fault layer and control routes. Adding a system means adding a
//! module, a port in [`MockSettings`] and a field in [`RunningMocks`].

mod api_tokens;
mod auth;
mod body;
pub(crate) mod clock;
pub(crate) mod content;
pub(crate) mod content_staff;
pub mod control;
pub(crate) mod crm;
pub(crate) mod error;
pub(crate) mod identity;
pub(crate) mod invoicing;
pub(crate) mod messaging;
pub(crate) mod metering;
pub mod operator;
pub mod outbox;
pub(crate) mod params;
mod server;
pub(crate) mod solar;
pub(crate) mod tokens;
pub(crate) mod unread;

use std::net::{IpAddr, Ipv4Addr};
use std::sync::Arc;
use std::time::Duration;

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};

use crate::dataset::calendar::Clock;
use crate::dataset::Dataset;

pub use control::{FaultControl, FaultRule};
pub use crm::staff_search::ssn_of;
pub use identity::{password_meets_policy, CODE_TTL};
pub use outbox::{Outbox, OutboxKind, OutboxMessage};
pub use server::{bind_loopback, spawn_small, RunningMock};
pub use tokens::IdClaims;

/// Where and how the mocks run.
#[derive(Debug, Clone)]
pub struct MockSettings {
    /// Must be a loopback address.
    pub host: IpAddr,
    /// 0 picks a free port.
    pub identity_port: u16,
    pub crm_port: u16,
    pub invoicing_port: u16,
    pub metering_port: u16,
    pub solar_port: u16,
    pub messaging_port: u16,
    pub content_port: u16,
    pub access_token_ttl: Duration,
    /// `iss` of the tokens.
    pub issuer: String,
    /// The gateway's client id (`aud` of the tokens) and secret (HTTP Basic at identity).
    pub client_id: String,
    pub client_secret: String,
    /// Today for the dataset's answers (the real date unless fixed).
    pub clock: Clock,
    /// Customers crm's staff search knows besides the dataset's (a measurement's 100,000);
    /// nothing else of the dataset knows them.
    pub generated_customers: usize,
}

impl Default for MockSettings {
    /// 127.0.0.1, random ports, 15-minute access tokens, the demo client registration.
    fn default() -> Self {
        MockSettings {
            host: IpAddr::V4(Ipv4Addr::LOCALHOST),
            identity_port: 0,
            crm_port: 0,
            invoicing_port: 0,
            metering_port: 0,
            solar_port: 0,
            messaging_port: 0,
            content_port: 0,
            access_token_ttl: Duration::from_secs(900),
            issuer: "http://portal-identity.demo".to_owned(),
            client_id: "portal-gateway".to_owned(),
            client_secret: "demo-client-secret".to_owned(),
            clock: Clock::system(),
            generated_customers: 0,
        }
    }
}

/// The started mocks.
#[derive(Debug, Clone)]
pub struct RunningMocks {
    pub identity: RunningMock,
    pub crm: RunningMock,
    pub invoicing: RunningMock,
    pub metering: RunningMock,
    pub solar: RunningMock,
    pub messaging: RunningMock,
    pub content: RunningMock,
    /// What the mocks "e-mailed": identity's sign-up and reset codes, crm's representation
    /// invitations, customer service's chat answers.
    pub outbox: Outbox,
    /// The clock the mocks answer by.
    pub clock: Clock,
    states: States,
}

/// Every mock's state, for [`RunningMocks::reset`].
#[derive(Clone)]
struct States {
    identity: web::Data<identity::Identity>,
    crm: web::Data<crm::Crm>,
    invoicing: web::Data<invoicing::Invoicing>,
    metering: web::Data<metering::Metering>,
    solar: web::Data<solar::Solar>,
    messaging: web::Data<messaging::Messaging>,
    content: web::Data<content::Content>,
}

impl std::fmt::Debug for States {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("States")
    }
}

impl RunningMocks {
    /// Every mock, for loops over all of them (printing, stopping, clearing faults).
    pub fn all(&self) -> [(&'static str, &RunningMock); 7] {
        [
            ("identity", &self.identity),
            ("crm", &self.crm),
            ("invoicing", &self.invoicing),
            ("metering", &self.metering),
            ("solar", &self.solar),
            ("messaging", &self.messaging),
            ("content", &self.content),
        ]
    }

    /// Every mock back to the dataset: each write undone, the outbox emptied, fault rules and
    /// request counts cleared. Each state is swapped under its own lock, so a request in
    /// flight sees the old state or the new, never half of each.
    pub fn reset(&self) {
        let dataset = Dataset::demo();
        let states = &self.states;
        states.identity.reset(dataset);
        states.crm.reset(dataset);
        states.invoicing.reset(dataset);
        states.metering.reset(dataset);
        states.solar.reset(dataset);
        states.messaging.reset(dataset);
        states.content.reset(dataset);
        self.outbox.clear();
        for (_, mock) in self.all() {
            mock.faults.reset();
        }
    }

    /// The mock of `system` ("crm", "metering", ...).
    pub fn by_name(&self, system: &str) -> Option<&RunningMock> {
        self.all()
            .into_iter()
            .find(|(name, _)| *name == system)
            .map(|(_, mock)| mock)
    }

    pub async fn stop(&self) {
        for (_, mock) in self.all() {
            mock.stop().await;
        }
    }
}

/// Starts every mock on its port (spawned on the current tokio or actix runtime, not awaited).
pub async fn start(settings: MockSettings) -> std::io::Result<RunningMocks> {
    let dataset = Dataset::demo();
    let tokens = Arc::new(tokens::Tokens::generate(
        &settings.issuer,
        &settings.client_id,
        settings.access_token_ttl,
    )?);
    let outbox = Outbox::default();
    let unread = unread::UnreadCounts::default();
    // Metering tells messaging of budget alerts and crm of company invitations, so messaging's
    // state is made first.
    let messaging = web::Data::new(messaging::Messaging::new(
        dataset,
        tokens.clone(),
        unread.clone(),
        outbox.clone(),
    ));
    let states = States {
        identity: web::Data::new(identity::Identity::new(
            dataset,
            tokens.clone(),
            outbox.clone(),
            &settings.client_id,
            &settings.client_secret,
        )),
        crm: web::Data::new(crm::Crm::new(
            dataset,
            tokens.clone(),
            outbox.clone(),
            unread.clone(),
            messaging.clone(),
            settings.generated_customers,
        )),
        invoicing: web::Data::new(invoicing::Invoicing::new(dataset, tokens.clone())),
        solar: web::Data::new(solar::Solar::new(dataset, tokens.clone())),
        metering: web::Data::new(metering::Metering::new(
            dataset,
            tokens.clone(),
            messaging.clone(),
        )),
        messaging,
        content: web::Data::new(content::Content::new(dataset, tokens)),
    };

    let mut started = Started {
        host: settings.host,
        clock: settings.clock.clone(),
        running: Vec::new(),
        error: None,
    };
    let identity = started.serve(
        settings.identity_port,
        "identity",
        identity::routes(states.identity.clone()),
    );
    let crm = started.serve(settings.crm_port, "crm", crm::routes(states.crm.clone()));
    let invoicing = started.serve(
        settings.invoicing_port,
        "invoicing",
        invoicing::routes(states.invoicing.clone()),
    );
    let metering = started.serve(
        settings.metering_port,
        "metering",
        metering::routes(states.metering.clone()),
    );
    let solar = started.serve(
        settings.solar_port,
        "solar",
        solar::routes(states.solar.clone()),
    );
    let messaging = started.serve(
        settings.messaging_port,
        "messaging",
        messaging::routes(states.messaging.clone()),
    );
    let content = started.serve(
        settings.content_port,
        "content",
        content::routes(states.content.clone()),
    );
    match (
        identity, crm, invoicing, metering, solar, messaging, content,
    ) {
        (
            Some(identity),
            Some(crm),
            Some(invoicing),
            Some(metering),
            Some(solar),
            Some(messaging),
            Some(content),
        ) => Ok(RunningMocks {
            identity,
            crm,
            invoicing,
            metering,
            solar,
            messaging,
            content,
            outbox,
            clock: settings.clock,
            states,
        }),
        _ => {
            for mock in &started.running {
                mock.stop().await;
            }
            Err(started
                .error
                .unwrap_or_else(|| std::io::Error::other("a mock upstream did not start")))
        }
    }
}

/// Starts mocks one after another until one fails; then the rest are skipped and the caller
/// stops the ones already running.
struct Started {
    host: IpAddr,
    clock: Clock,
    running: Vec<RunningMock>,
    error: Option<std::io::Error>,
}

impl Started {
    fn serve<F>(&mut self, port: u16, name: &'static str, routes: F) -> Option<RunningMock>
    where
        F: Fn(&mut web::ServiceConfig) + Clone + Send + 'static,
    {
        if self.error.is_some() {
            return None;
        }
        match server::serve(name, self.host, port, self.clock.clone(), routes) {
            Ok(mock) => {
                self.running.push(mock.clone());
                Some(mock)
            }
            Err(error) => {
                self.error = Some(error);
                None
            }
        }
    }
}

/// The error body of every upstream contract: `{"code": ..., "message": ...}`.
pub(crate) fn error_response(status: StatusCode, code: &str, message: &str) -> HttpResponse {
    HttpResponse::build(status).json(serde_json::json!({ "code": code, "message": message }))
}

/// Compares secrets without an early exit on the first difference.
pub(crate) fn constant_time_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    let difference = a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y));
    std::hint::black_box(difference) == 0
}

/// Answers a file: its content type and an attachment disposition with `file_name`, which must
/// be a plain ASCII name (the callers build it from digits and fixed words).
pub(crate) fn file_response(content_type: &str, file_name: &str, bytes: Vec<u8>) -> HttpResponse {
    let safe: String = file_name
        .chars()
        .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
        .collect();
    HttpResponse::Ok()
        .content_type(content_type.to_owned())
        .insert_header((
            "Content-Disposition",
            format!("attachment; filename=\"{safe}\""),
        ))
        .body(bytes)
}
