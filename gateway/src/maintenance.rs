//! The maintenance gate (A70) and the other notices staff give every customer (the top-bar
//! message of `/api/v2/me`, A71).
//!
//! Content holds what staff set; the gateway keeps a snapshot of it, so neither the gate nor
//! `/me` calls content per request. The snapshot is fetched again after a staff write that
//! changes it (#11, #13, #14, #27, #28, [`crate::endpoint::After::RefreshNotices`]) and, at
//! most every [`REFRESH_EVERY`], in the background when a request finds it older (a change
//! made at content directly, or a window that starts, shows within that time). On the normal
//! path, with no origin in maintenance, the gate reads one atomic and one unlocked snapshot
//! and looks at no session.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, FromRequest, HttpResponse};
use chrono::{DateTime, Utc};
use demo_fixtures::dataset::calendar::Clock;
use serde::Serialize;
use upstream_clients::content::{parse_instant, paths, PortalNotices, TopBarMessage};
use upstream_clients::crm::Company;
use upstream_clients::System;

use crate::error::{Problem, REQUEST_ID};
use crate::session::SignedIn;
use crate::state::AppState;

/// How old the snapshot may grow before a request has it fetched again.
pub const REFRESH_EVERY: Duration = Duration::from_secs(5);

/// `Retry-After` when the maintenance has no end (A70).
const DEFAULT_RETRY_SECONDS: i64 = 300;

/// The paths that pass whatever the maintenance: signing in and out, and the signed-in user
/// (A70), so the browser can tell its customer what is going on.
fn always_passes(path: &str) -> bool {
    path.starts_with("/api/auth/") || path.trim_end_matches('/') == "/api/v2/me"
}

/// One origin's maintenance: from `start` (none: already) until `end` (none: until lifted).
#[derive(Debug, Clone)]
struct Window {
    origin: Company,
    start: Option<DateTime<Utc>>,
    end: Option<DateTime<Utc>>,
    message: Option<String>,
}

impl Window {
    fn covers(&self, now: DateTime<Utc>) -> bool {
        self.start.is_none_or(|start| start <= now) && self.end.is_none_or(|end| now < end)
    }
}

#[derive(Default)]
struct Snapshot {
    windows: Vec<Window>,
    top_bar: Option<TopBarMessage>,
}

impl Snapshot {
    fn of(notices: PortalNotices) -> Self {
        let at = |text: &str| parse_instant(text).map(|t| t.with_timezone(&Utc));
        let toggles = notices
            .maintenance
            .origins
            .into_iter()
            .filter(|state| state.enabled)
            .map(|state| Window {
                origin: state.origin,
                start: None,
                end: state.until.as_deref().and_then(at),
                message: state.message,
            });
        let schedules = notices.maintenance.schedules.into_iter().map(|s| Window {
            origin: s.origin,
            start: at(&s.start),
            end: at(&s.end),
            message: Some(s.message),
        });
        Snapshot {
            windows: toggles.chain(schedules).collect(),
            top_bar: notices.top_bar,
        }
    }
}

/// The gateway's copy of content's notices.
pub struct Notices {
    current: RwLock<Arc<Snapshot>>,
    /// When the snapshot was fetched, in milliseconds since `epoch`; 0: never.
    fetched_ms: AtomicU64,
    epoch: Instant,
    refreshing: AtomicBool,
    clock: Clock,
}

impl Notices {
    /// Empty until the first fetch; "now" is the dataset's clock (a fixed `mocks.today` is
    /// 15:00 of that day).
    pub fn new(today: Option<chrono::NaiveDate>) -> Self {
        Notices {
            current: RwLock::new(Arc::new(Snapshot::default())),
            fetched_ms: AtomicU64::new(0),
            epoch: Instant::now(),
            refreshing: AtomicBool::new(false),
            clock: Clock::fixed(today),
        }
    }

    fn snapshot(&self) -> Arc<Snapshot> {
        self.current
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The top-bar message customers see now (A71).
    pub fn top_bar(&self) -> Option<TopBarMessage> {
        let now = self.clock.now();
        self.snapshot().top_bar.clone().filter(|message| {
            message
                .valid_until
                .as_deref()
                .and_then(parse_instant)
                .is_none_or(|until| until > now)
        })
    }

    /// Fetches content's notices now; a failure keeps the snapshot there is.
    pub async fn refresh(&self, state: &AppState) {
        let fetched = state
            .reads
            .of(System::Content)
            .public_json_bytes(&paths::NOTICES, &[])
            .await
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                serde_json::from_slice::<PortalNotices>(&bytes).map_err(|e| e.to_string())
            });
        match fetched {
            Ok(notices) => {
                *self.current.write().unwrap_or_else(|e| e.into_inner()) =
                    Arc::new(Snapshot::of(notices));
                self.fetched_ms
                    .store(self.elapsed_ms().max(1), Ordering::Release);
            }
            Err(error) => tracing::warn!(%error, "content's notices not refreshed"),
        }
    }

    /// Forgets the snapshot (a mocks reset): the next request fetches it.
    pub fn clear(&self) {
        *self.current.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(Snapshot::default());
        self.fetched_ms.store(0, Ordering::Release);
    }

    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Whether the snapshot is due, claiming its refresh when it is (one at a time).
    fn claim_refresh(&self) -> bool {
        let fetched = self.fetched_ms.load(Ordering::Acquire);
        let due = fetched == 0
            || self.elapsed_ms().saturating_sub(fetched) >= REFRESH_EVERY.as_millis() as u64;
        due && !self.refreshing.swap(true, Ordering::AcqRel)
    }

    /// The windows covering now, if any origin is in maintenance.
    fn active(&self) -> Option<(Arc<Snapshot>, DateTime<Utc>)> {
        let snapshot = self.snapshot();
        if snapshot.windows.is_empty() {
            return None;
        }
        let now = self.clock.now();
        snapshot
            .windows
            .iter()
            .any(|w| w.covers(now))
            .then_some((snapshot, now))
    }
}

/// The gate's refusal: the problem body with the message and the end, which the browser's
/// maintenance page shows.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MaintenanceProblem {
    #[serde(flatten)]
    problem: Problem,
    origin: Company,
    /// When it ends (RFC 3339); none: not known.
    until: Option<String>,
}

fn refusal(window: &Window, now: DateTime<Utc>) -> HttpResponse {
    let retry = window
        .end
        .map(|end| (end - now).num_seconds().max(1))
        .unwrap_or(DEFAULT_RETRY_SECONDS);
    let body = MaintenanceProblem {
        problem: Problem {
            kind: "/problems/maintenance".into(),
            title: "Maintenance".into(),
            status: 503,
            detail: window.message.clone().unwrap_or_else(|| {
                "Palvelussa on huoltokatko. Yritä hetken kuluttua uudelleen.".into()
            }),
            code: "MAINTENANCE".into(),
            request_id: REQUEST_ID
                .try_with(|id| id.hyphenated().to_string())
                .unwrap_or_default(),
            error_code: None,
            errors: Vec::new(),
        },
        origin: window.origin,
        until: window.end.map(|end| end.to_rfc3339()),
    };
    HttpResponse::build(StatusCode::SERVICE_UNAVAILABLE)
        .insert_header((header::CONTENT_TYPE, "application/problem+json"))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .insert_header((header::RETRY_AFTER, retry.to_string()))
        .body(serde_json::to_string(&body).unwrap_or_default())
}

/// The gate, before dispatch: a customer of an origin in maintenance gets `503 MAINTENANCE`
/// with `Retry-After` and the message; staff, the auth rows and `/me` pass.
pub async fn gate(
    mut req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<EitherBody<impl MessageBody>>, actix_web::Error> {
    let Some(state) = req.app_data::<web::Data<AppState>>().cloned() else {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body);
    };
    if state.notices.claim_refresh() {
        let state = state.clone();
        actix_web::rt::spawn(async move {
            state.notices.refresh(&state).await;
            state.notices.refreshing.store(false, Ordering::Release);
        });
    }
    let Some((snapshot, now)) = state.notices.active() else {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body);
    };
    if always_passes(req.path()) {
        return next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body);
    }
    let origins = {
        let (http, payload) = req.parts_mut();
        match SignedIn::from_request(http, payload).await {
            // Staff carry identity groups; customers none (spec §6).
            Ok(caller) if !caller.auth().groups.is_empty() => Vec::new(),
            Ok(caller) => state.authz.origins(&caller).await.unwrap_or_default(),
            // No session: the row itself answers (401, or a public read).
            Err(_) => Vec::new(),
        }
    };
    let covering = snapshot
        .windows
        .iter()
        .filter(|w| w.covers(now) && origins.contains(&w.origin))
        // The window that ends last says how long to wait.
        .max_by_key(|w| w.end.unwrap_or(DateTime::<Utc>::MAX_UTC));
    match covering {
        Some(window) => {
            let (http, _) = req.into_parts();
            Ok(ServiceResponse::new(http, refusal(window, now)).map_into_right_body())
        }
        None => next
            .call(req)
            .await
            .map(ServiceResponse::map_into_left_body),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        parse_instant(text).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn a_window_covers_from_its_start_until_its_end() {
        let window = Window {
            origin: Company::Vare,
            start: Some(at("2026-03-01T22:00:00+02:00")),
            end: Some(at("2026-03-02T02:00:00+02:00")),
            message: None,
        };
        assert!(!window.covers(at("2026-03-01T21:59:59+02:00")));
        assert!(window.covers(at("2026-03-01T22:00:00+02:00")));
        assert!(!window.covers(at("2026-03-02T02:00:00+02:00")));
        let toggle = Window {
            start: None,
            end: None,
            ..window
        };
        assert!(toggle.covers(at("2030-01-01T00:00:00Z")));
    }

    #[test]
    fn the_refusal_says_how_long_to_wait_and_what_is_going_on() {
        let now = at("2026-03-01T23:00:00+02:00");
        let window = Window {
            origin: Company::Sv,
            start: None,
            end: Some(at("2026-03-02T00:30:00+02:00")),
            message: Some("Huoltokatko".into()),
        };
        let response = refusal(&window, now);
        assert_eq!(response.status(), 503);
        assert_eq!(response.headers().get(header::RETRY_AFTER).unwrap(), "5400");
        let open = Window {
            end: None,
            ..window
        };
        assert_eq!(
            refusal(&open, now)
                .headers()
                .get(header::RETRY_AFTER)
                .unwrap(),
            "300"
        );
    }

    #[test]
    fn sign_in_and_the_signed_in_user_always_pass() {
        assert!(always_passes("/api/auth/v1/login"));
        assert!(always_passes("/api/v2/me"));
        assert!(!always_passes("/api/v2/messages/user/1000001"));
    }
}
