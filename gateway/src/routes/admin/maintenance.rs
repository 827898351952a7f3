//! Maintenance (`/api/admin/maintenance/v1`, A70): each origin's toggle and the planned
//! windows, held by content. What they decide is enforced by the gateway's gate
//! (`crate::maintenance`), whose snapshot each write here refreshes.

use actix_web::http::Method;
use upstream_clients::content::{
    MaintenanceOverview, MaintenanceSchedule, MaintenanceState, MaintenanceToggle,
    NewMaintenanceSchedule,
};
use upstream_clients::System;

use super::DEVELOPERS;
use crate::endpoint::{body, created, json, After, Answer, Caching, Examples, Extras, Policy, Row};

/// Maintenance is the developers' tool (A14); never cached, so a change shows at once.
const MAINTENANCE: Policy = Policy {
    access: DEVELOPERS,
    upstream: System::Content,
    cache: Caching::Never,
};

/// #11's body: a message and an end for the toggle; an empty body flips it (A15).
const TOGGLE: Examples = Examples::new(
    r#"{"enabled": false, "message": "Huoltokatko: palvelu avautuu pian."}"#,
    r#"{"enabled": true, "message": "", "until": "tomorrow"}"#,
);

/// #13's body: a window in the future, so the walk puts no customer in maintenance.
const WINDOW: Examples = Examples::new(
    r#"{"origin": "SV", "start": "2099-03-01T22:00:00+02:00", "end": "2099-03-02T02:00:00+02:00", "message": "Järjestelmäpäivitys."}"#,
    r#"{"origin": "SV", "start": "2099-03-02T02:00:00+02:00", "end": "2099-03-01T22:00:00+02:00", "message": " "}"#,
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 11, method: Method::PUT, operation_id: "toggleMaintenance", tag: "admin",
            path: "/api/admin/maintenance/v1/{origin}",
            summary: "Set or flip an origin's maintenance (A15, A70); answers its new state",
            policy: MAINTENANCE,
            answer: json::<MaintenanceState>(), extras: Extras { body: Some(body::<MaintenanceToggle>(&[], TOGGLE).or_empty()), after: &[After::RefreshNotices], ..Extras::NONE } },
        Row { number: 12, method: Method::GET, operation_id: "getMaintenance", tag: "admin",
            path: "/api/admin/maintenance/v1/schedules",
            summary: "Every origin's maintenance toggle and every planned window",
            policy: MAINTENANCE,
            answer: json::<MaintenanceOverview>(), extras: Extras::NONE },
        Row { number: 13, method: Method::POST, operation_id: "addMaintenanceSchedule", tag: "admin",
            path: "/api/admin/maintenance/v1/schedules",
            summary: "Plan a maintenance window of an origin",
            policy: MAINTENANCE,
            answer: created::<MaintenanceSchedule>(), extras: Extras { body: Some(body::<NewMaintenanceSchedule>(&[], WINDOW)), after: &[After::RefreshNotices], ..Extras::NONE } },
        Row { number: 14, method: Method::DELETE, operation_id: "removeMaintenanceSchedule", tag: "admin",
            path: "/api/admin/maintenance/v1/schedules/{scheduleId}",
            summary: "Remove a maintenance window",
            policy: MAINTENANCE,
            answer: Answer::NoContent, extras: Extras { after: &[After::RefreshNotices], ..Extras::NONE } },
    ]
}
