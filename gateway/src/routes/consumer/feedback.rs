//! The `/api/v2/feedback` rows (and `/api/v3/feedback`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::AppFeedbackRequest;
use upstream_clients::crm::ErrorFeedbackRequest;
use upstream_clients::crm::FaultReportReceipt;
use upstream_clients::crm::FaultReportRequest;
use upstream_clients::crm::ServiceRequest;
use upstream_clients::crm::ServiceRequestList;
use upstream_clients::crm::ServiceRequestRequest;

use crate::endpoint::{body, json, Answer, Extras, Policy, Row};

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
            answer: json::<ServiceRequest>(), extras: Extras { body: Some(body::<ServiceRequestRequest>()), ..Extras::NONE } },
        Row { number: 144, method: Method::POST, operation_id: "reportFault", tag: "user",
            path: "/api/v2/feedback/reportfault/{userId}",
            summary: "Report a fault at a use place",
            policy: Policy::PLACE_SAVE_AT_CRM,
            answer: json::<FaultReportReceipt>(), extras: Extras { body: Some(body::<FaultReportRequest>()), ..Extras::NONE } },
        Row { number: 145, method: Method::POST, operation_id: "sendErrorFeedback", tag: "user",
            path: "/api/v2/feedback/errorfeedback",
            summary: "Report an error the app met",
            policy: Policy::SESSION_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<ErrorFeedbackRequest>()), ..Extras::NONE } },
        Row { number: 146, method: Method::POST, operation_id: "sendAppFeedback", tag: "user",
            path: "/api/v2/feedback/appfeedback/{userId}",
            summary: "Rate the app",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<AppFeedbackRequest>()), ..Extras::NONE } },
    ]
}
