//! The maintenance gate (A70): once the dispatcher knows the row or handler, a customer of an
//! origin in maintenance is told so. It reads the gateway's snapshot of content's notices
//! (`crate::notices`), so on the normal path, with no origin in maintenance, it looks at no
//! session and calls no upstream.
//!
//! Which targets pass is a fact of each ([`Maintenance`]): the sign-in handlers and
//! `/me` do, so the browser can tell its customer what is going on; every row is gated. Staff
//! pass whatever they call. Gated alike: a signed-in household or company, demo mode's public
//! reads (the demo user's origins), and External API tokens (their company's origins).

use actix_web::dev::ServiceRequest;
use actix_web::{web, FromRequest, HttpMessage};
use chrono::{DateTime, Utc};
use upstream_clients::System;

use crate::error::{ApiError, ApiResult};
use crate::notices::Window;
use crate::session::{HandedOn, SignedIn};
use crate::state::AppState;

/// Whether a row or handler answers while the caller's origin is in maintenance (A70): a fact
/// of each (`Row::MAINTENANCE`, `Handler::maintenance`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Maintenance {
    /// A customer of an origin in maintenance gets `503 MAINTENANCE` (staff pass).
    Gated,
    /// Answers whatever the maintenance: signing in and out, and the signed-in user.
    Passes,
}

/// `Retry-After` when the maintenance has no end (A70).
const DEFAULT_RETRY_SECONDS: i64 = 300;

fn refusal(window: &Window, now: DateTime<Utc>) -> ApiError {
    let retry = window
        .end
        .map(|end| (end - now).num_seconds().max(1))
        .unwrap_or(DEFAULT_RETRY_SECONDS);
    ApiError::Maintenance {
        origin: window.origin,
        message: window.message.clone(),
        until: window.end,
        retry_after_seconds: u64::try_from(retry).unwrap_or(1),
    }
}

/// Whether any origin is in maintenance at `now` (the request's start, so the clock is read
/// once a request) and the notices' snapshot refreshed when due: the normal path's whole cost.
pub fn in_force(req: &ServiceRequest, now: std::time::Instant) -> bool {
    let Some(state) = req.app_data::<web::Data<AppState>>() else {
        return false;
    };
    let now_ms = state.notices.ms_at(now);
    if state.notices.claim_refresh(now_ms) {
        let state = state.clone();
        actix_web::rt::spawn(async move {
            state.notices.refresh(state.reads.of(System::Content)).await;
            state.notices.refreshed();
        });
    }
    !state.notices.quiet(now_ms) && state.notices.active().is_some()
}

/// The gate, before a row or handler is served: `503 MAINTENANCE` for a customer of an origin
/// in maintenance, unless the target passes (`maintenance`); `external` when the target is an
/// External API row (its caller is its bearer token).
pub async fn gate(req: &ServiceRequest, maintenance: Maintenance, external: bool) -> ApiResult<()> {
    let Some(state) = req.app_data::<web::Data<AppState>>() else {
        return Ok(());
    };
    let Some((snapshot, now)) = state.notices.active() else {
        return Ok(());
    };
    if maintenance == Maintenance::Passes {
        return Ok(());
    }
    let http = req.request();
    let caller = if external {
        // Its refusal (401, 429) is the row's own: answered here rather than counted twice.
        SignedIn::from_bearer(http, &state.throttle, state.client_address(http)).await?
    } else {
        match SignedIn::extract(http).await {
            Ok(caller) => caller,
            // No session: the row itself answers (401, or a public read).
            Err(_) => return Ok(()),
        }
    };
    // Staff carry identity groups; customers none (spec §6).
    let origins = if caller.auth().groups.is_empty() {
        state.authz.origins(&caller).await.unwrap_or_default()
    } else {
        Vec::new()
    };
    http.extensions_mut().insert(HandedOn(caller));
    let covering = snapshot
        .windows
        .iter()
        .filter(|w| w.covers(now) && origins.contains(&w.origin))
        // The window that ends last says how long to wait.
        .max_by_key(|w| w.end.unwrap_or(DateTime::<Utc>::MAX_UTC));
    match covering {
        Some(window) => {
            crate::metrics::maintenance_refused();
            Err(refusal(window, now))
        }
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::http::header;
    use actix_web::ResponseError as _;
    use upstream_clients::content::parse_instant;
    use upstream_clients::crm::Company;

    fn at(text: &str) -> DateTime<Utc> {
        parse_instant(text).unwrap().with_timezone(&Utc)
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
        let response = refusal(&window, now).error_response();
        assert_eq!(response.status(), 503);
        assert_eq!(response.headers().get(header::RETRY_AFTER).unwrap(), "5400");
        let open = Window {
            end: None,
            ..window
        };
        assert_eq!(
            refusal(&open, now)
                .error_response()
                .headers()
                .get(header::RETRY_AFTER)
                .unwrap(),
            "300"
        );
    }
}
