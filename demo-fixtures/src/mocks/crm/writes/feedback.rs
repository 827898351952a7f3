//! Feedback to customer service: service requests (#143) and fault reports (#144), both listed by
//! #142, and feedback with no read row (#145 errors, #146 ratings), kept in crm's state and
//! logged.

use actix_web::web;
use actix_web::HttpResponse;
use chrono::Utc;
use upstream_clients::crm::{
    AppFeedbackRequest, ErrorFeedbackRequest, FaultReportReceipt, FaultReportRequest, FaultType,
    ServiceRequestRequest, ServiceRequestStatus,
};
use upstream_clients::identity::AccessClaims;

use super::super::state::{CrmState, Feedback};
use super::super::{users, Data};
use super::{finish, no_content, not_found, ok, user_id, MockError};
use crate::dataset::service_requests::DemoServiceRequest;
use crate::mocks::clock::today;
use crate::series::TIME_ZONE;

/// Stores a new open request of `user` (newest first, as #142 lists them).
fn store(
    state: &mut CrmState,
    id: &str,
    user: u64,
    category: &str,
    subject: String,
    message: String,
    location: Option<String>,
) {
    state.service_requests.insert(
        0,
        DemoServiceRequest {
            service_request_id: id.to_owned(),
            user_id: user,
            days_ago: 0,
            category: category.to_owned(),
            subject,
            message,
            status: ServiceRequestStatus::Open,
            place_index: None,
            location_identifier: location,
            reply: None,
        },
    );
}

/// The place a request names must be visible to the user (404 otherwise).
fn visible(state: &CrmState, user: u64, location: &str) -> Result<String, MockError> {
    state
        .place_visible_to(user, location)
        .map(|p| p.location_identifier.clone())
        .ok_or_else(|| not_found("location"))
}

/// #143: answers the created request as #142 lists it.
pub(super) async fn service_request(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<ServiceRequestRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let location = match &body.location_identifier {
            Some(location) => Some(visible(&state, id, location)?),
            None => None,
        };
        let request_id = format!("SR-{id}-{}", state.next_serial());
        store(
            &mut state,
            &request_id,
            id,
            "GENERAL",
            body.subject.trim().to_owned(),
            body.message.trim().to_owned(),
            location,
        );
        let user = state.user(id).ok_or_else(|| not_found("user"))?;
        let created = users::service_requests(&state, user, today())
            .service_requests
            .into_iter()
            .find(|r| r.service_request_id == request_id)
            .ok_or_else(|| not_found("service request"))?;
        ok(created)
    })())
}

fn fault_subject(fault: FaultType) -> &'static str {
    match fault {
        FaultType::NoPower => "Sähkökatko",
        FaultType::PartialPower => "Osittainen sähkökatko",
        FaultType::StreetLight => "Katuvalovika",
        FaultType::Other => "Muu vika",
    }
}

/// #144: the ticket is listed by #142 with category FAULT.
pub(super) async fn report_fault(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<FaultReportRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let location = visible(&state, id, &body.location_identifier)?;
        let ticket_id = format!("VK-{}", state.next_serial());
        store(
            &mut state,
            &ticket_id,
            id,
            "FAULT",
            fault_subject(body.fault_type).to_owned(),
            body.description.trim().to_owned(),
            Some(location),
        );
        ok(FaultReportReceipt {
            ticket_id,
            created_at: Utc::now().with_timezone(&TIME_ZONE).to_rfc3339(),
        })
    })())
}

/// #145: from any signed-in user (no path user); the bearer's portal user, if any, is noted.
pub(super) async fn error_feedback(
    crm: Data,
    claims: web::ReqData<AccessClaims>,
    body: web::Json<ErrorFeedbackRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    let user_id = state
        .account_by_subject(&claims.sub)
        .and_then(|a| a.priwatti_user_id);
    let body = body.into_inner();
    tracing::info!(?user_id, page = ?body.page, "mock crm: error feedback received");
    state.feedback.push(Feedback::Error {
        user_id,
        message: body.message,
        page: body.page,
    });
    HttpResponse::NoContent().finish()
}

/// #146
pub(super) async fn app_feedback(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<AppFeedbackRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let body = body.into_inner();
        tracing::info!(
            user_id = id,
            rating = body.rating,
            "mock crm: app feedback received"
        );
        state.feedback.push(Feedback::App {
            user_id: id,
            rating: body.rating,
            comment: body.comment,
        });
        no_content()
    })())
}
