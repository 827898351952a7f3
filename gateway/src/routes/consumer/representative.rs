//! The `/api/v2/representative` rows (and `/api/v3/representative`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::ActivateRepresentationRequest;
use upstream_clients::crm::CreateRepresentationRequest;
use upstream_clients::crm::RemoveRepresentationRequest;
use upstream_clients::crm::Representation;
use upstream_clients::crm::Representations;
use upstream_clients::crm::RepresentativeEligibility;

use crate::endpoint::{body, json, After, Answer, Extras, Op, Row};
use crate::routes::groups::{OWN_AT_CRM, SESSION_AT_CRM};

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        OWN_AT_CRM.row(Op { number: 133, method: Method::POST, operation_id: "createRepresentation", tag: "user",
            path: "/api/v2/representative/user/{userId}/create",
            summary: "Grant a read right (an invitation by e-mail)",
            answer: json::<Representation>(), extras: Extras { body: Some(body::<CreateRepresentationRequest>()), after: const { &[After::ForgetScopes] }, ..Extras::NONE } }),
        OWN_AT_CRM.row(Op { number: 134, method: Method::POST, operation_id: "removeRepresentation", tag: "user",
            path: "/api/v2/representative/user/{userId}/remove",
            summary: "End a read right",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<RemoveRepresentationRequest>()), after: const { &[After::ForgetScopes, After::EvictForEveryone(&[110, 116])] }, ..Extras::NONE } }),
        SESSION_AT_CRM.row(Op { number: 135, method: Method::POST, operation_id: "activateRepresentation", tag: "user",
            path: "/api/v2/representative/activate",
            summary: "Accept a read right with the code of the invitation",
            answer: json::<Representation>(), extras: Extras { body: Some(body::<ActivateRepresentationRequest>()), after: const { &[After::ForgetScopes, After::EvictForEveryone(&[110, 116])] }, ..Extras::NONE } }),
        OWN_AT_CRM.row(Op { number: 136, method: Method::GET, operation_id: "getEligibleRepresentatives", tag: "user",
            path: "/api/v2/representative/user/{userId}/eligible",
            summary: "Whether the user may grant read rights",
            answer: json::<RepresentativeEligibility>(), extras: Extras::NONE }),
        OWN_AT_CRM.row(Op { number: 137, method: Method::GET, operation_id: "getCurrentRepresentations", tag: "user",
            path: "/api/v2/representative/user/{userId}/current",
            summary: "Read rights granted and received",
            answer: json::<Representations>(), extras: Extras::NONE }),
    ]
}
