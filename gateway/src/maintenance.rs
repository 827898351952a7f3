//! The maintenance gate (A70): before dispatch, a customer of an origin in maintenance is told
//! so. It reads the gateway's snapshot of content's notices (`crate::notices`), so on the normal
//! path, with no origin in maintenance, it looks at no session and calls no upstream.

use actix_web::body::{EitherBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, FromRequest, HttpResponse};
use chrono::{DateTime, Utc};
use serde::Serialize;
use upstream_clients::crm::Company;
use upstream_clients::System;

use crate::error::{Problem, REQUEST_ID};
use crate::notices::Window;
use crate::session::SignedIn;
use crate::state::AppState;

/// `Retry-After` when the maintenance has no end (A70).
const DEFAULT_RETRY_SECONDS: i64 = 300;

/// The paths that pass whatever the maintenance: signing in and out, and the signed-in user
/// (A70), so the browser can tell its customer what is going on.
fn always_passes(path: &str) -> bool {
    path.starts_with("/api/auth/") || path.trim_end_matches('/') == "/api/v2/me"
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
    crate::metrics::maintenance_refused();
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
            state.notices.refresh(state.reads.of(System::Content)).await;
            state.notices.refreshed();
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
    use upstream_clients::content::parse_instant;

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
