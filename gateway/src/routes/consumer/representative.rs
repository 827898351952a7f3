//! The `/api/v2/representative` rows (and `/api/v3/representative`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::ActivateRepresentationRequest;
use upstream_clients::crm::CreateRepresentationRequest;
use upstream_clients::crm::RemoveRepresentationRequest;
use upstream_clients::crm::Representation;
use upstream_clients::crm::Representations;
use upstream_clients::crm::RepresentativeEligibility;

use crate::endpoint::{body, json, After, Answer, Examples, Extras, Policy, Row};

/// #133's read right for another address.
const NEW_READ_RIGHT: Examples = Examples::new(
    r#"{"email": "naapuri@demo.example", "rights": "READ_ONLY"}"#,
    "{}",
);

/// #134 ends kuluttaja's read right for edustaja.
const END_READ_RIGHT: Examples = Examples::new(r#"{"representationId": "REP-1"}"#, "{}");

/// #135's code (from the invitation's link).
const ACCEPT_READ_RIGHT: Examples = Examples::new(r#"{"activationCode": "unknown-code"}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 133, method: Method::POST, operation_id: "createRepresentation", tag: "user",
            path: "/api/v2/representative/user/{userId}/create",
            summary: "Grant a read right (an invitation by e-mail)",
            policy: Policy::OWN_AT_CRM,
            answer: json::<Representation>(), extras: Extras { body: Some(body::<CreateRepresentationRequest>(&[], NEW_READ_RIGHT)), after: const { &[After::ForgetScopes] }, ..Extras::NONE } },
        Row { number: 134, method: Method::POST, operation_id: "removeRepresentation", tag: "user",
            path: "/api/v2/representative/user/{userId}/remove",
            summary: "End a read right",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<RemoveRepresentationRequest>(&[], END_READ_RIGHT)), after: const { &[After::ForgetScopes, After::EvictForEveryone(&["getUserContracts", "getUserContent"])] }, ..Extras::NONE } },
        Row { number: 135, method: Method::POST, operation_id: "activateRepresentation", tag: "user",
            path: "/api/v2/representative/activate",
            summary: "Accept a read right with the code of the invitation",
            policy: Policy::SESSION_AT_CRM,
            answer: json::<Representation>(), extras: Extras { body: Some(body::<ActivateRepresentationRequest>(&[], ACCEPT_READ_RIGHT)), after: const { &[After::ForgetScopes, After::EvictForEveryone(&["getUserContracts", "getUserContent"])] }, ..Extras::NONE } },
        Row { number: 136, method: Method::GET, operation_id: "getEligibleRepresentatives", tag: "user",
            path: "/api/v2/representative/user/{userId}/eligible",
            summary: "Whether the user may grant read rights",
            policy: Policy::OWN_AT_CRM,
            answer: json::<RepresentativeEligibility>(), extras: Extras::NONE },
        Row { number: 137, method: Method::GET, operation_id: "getCurrentRepresentations", tag: "user",
            path: "/api/v2/representative/user/{userId}/current",
            summary: "Read rights granted and received",
            policy: Policy::OWN_AT_CRM,
            answer: json::<Representations>(), extras: Extras::NONE },
    ]
}
