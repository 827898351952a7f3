//! The `/api/v2/feedback` rows (and `/api/v3/feedback`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::AppFeedbackRequest;
use upstream_clients::crm::ErrorFeedbackRequest;
use upstream_clients::crm::FaultReportReceipt;
use upstream_clients::crm::FaultReportRequest;
use upstream_clients::crm::ServiceRequest;
use upstream_clients::crm::ServiceRequestList;
use upstream_clients::crm::ServiceRequestRequest;

use crate::endpoint::{body, id, json, Answer, Examples, Extras, IdAt, IdKind, Policy, Row};

/// The place a request or report is about (optional in #143).
const REQUEST_PLACE: &[IdAt] = &[id(IdKind::Location, &["locationIdentifier"])];

/// #143's request about a place.
const SERVICE_REQUEST: Examples = Examples::new(
    r#"{"locationIdentifier": "KP100101", "subject": "Mittarin lukema",
        "message": "Lukema näyttää väärältä."}"#,
    "{}",
);

/// #144's fault report.
const FAULT_REPORT: Examples = Examples::new(
    r#"{"locationIdentifier": "KP100101", "faultType": "NO_POWER",
        "description": "Sähköt poikki koko talosta."}"#,
    "{}",
);

/// #145's error report.
const ERROR_FEEDBACK: Examples = Examples::new(
    r#"{"message": "Kuvaaja ei latautunut", "page": "/kayttopaikka/kulutus"}"#,
    "{}",
);

/// #146's rating.
const APP_FEEDBACK: Examples = Examples::new(r#"{"rating": 5, "comment": "Selkeä"}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 142, method: Method::GET, operation_id: "getServiceRequests", tag: "user",
            path: "/api/v2/feedback/servicerequest/{userId}",
            summary: "The user's service requests",
            policy: Policy::OWN_AT_CRM,
            answer: json::<ServiceRequestList>(), extras: Extras::NONE },
        Row { number: 143, method: Method::POST, operation_id: "createServiceRequest", tag: "user",
            path: "/api/v2/feedback/servicerequest/{userId}",
            summary: "Send a service request",
            policy: Policy::PLACE_SAVE_AT_CRM,
            answer: json::<ServiceRequest>(), extras: Extras { body: Some(body::<ServiceRequestRequest>(REQUEST_PLACE, SERVICE_REQUEST)), ..Extras::NONE } },
        Row { number: 144, method: Method::POST, operation_id: "reportFault", tag: "user",
            path: "/api/v2/feedback/reportfault/{userId}",
            summary: "Report a fault at a use place",
            policy: Policy::PLACE_SAVE_AT_CRM,
            answer: json::<FaultReportReceipt>(), extras: Extras { body: Some(body::<FaultReportRequest>(REQUEST_PLACE, FAULT_REPORT)), ..Extras::NONE } },
        Row { number: 145, method: Method::POST, operation_id: "sendErrorFeedback", tag: "user",
            path: "/api/v2/feedback/errorfeedback",
            summary: "Report an error the app met",
            policy: Policy::SESSION_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<ErrorFeedbackRequest>(&[], ERROR_FEEDBACK)), ..Extras::NONE } },
        Row { number: 146, method: Method::POST, operation_id: "sendAppFeedback", tag: "user",
            path: "/api/v2/feedback/appfeedback/{userId}",
            summary: "Rate the app",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<AppFeedbackRequest>(&[], APP_FEEDBACK)), ..Extras::NONE } },
    ]
}
