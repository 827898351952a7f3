//! Background processes (#53, #54, A25, A76): the mass messages messaging sends while the
//! sender goes on, with their progress.

use actix_web::http::Method;
use upstream_clients::messaging::{BackgroundProcessPage, BackgroundProcesses};

use super::messages::MESSAGING_POLICY;
use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{json, Extras, Row};

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 53, method: Method::GET, operation_id: "getMassMessageProcesses", tag: "admin",
            path: "/api/admin/background-process/v1/mass-message",
            summary: "The latest mass-message processes, newest first (A76)",
            policy: MESSAGING_POLICY,
            answer: json::<BackgroundProcesses>(), extras: Extras { query: const { &[optional("amount", Kind::Count, "How many, 1–100 (default 10)")] }, ..Extras::NONE } },
        Row { number: 54, method: Method::GET, operation_id: "listBackgroundProcesses", tag: "admin",
            path: "/api/admin/background-process/v1/list",
            summary: "Every background process, a page at a time, newest first (A25)",
            policy: MESSAGING_POLICY,
            answer: json::<BackgroundProcessPage>(), extras: Extras { query: const { &[optional("page", Kind::Offset, "0-based page"), optional("limit", Kind::Count, "Page size, 1–100 (default 20)")] }, ..Extras::NONE } },
    ]
}
