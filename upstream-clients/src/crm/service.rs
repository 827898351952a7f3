//! Service requests, customer-service numbers, fault reports, feedback and moving.

use serde::{Deserialize, Serialize};
use validator::Validate;

use super::*;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ServiceRequestStatus {
    Open,
    InProgress,
    Closed,
}

/// A service request the user has sent (#142).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ServiceRequest {
    pub service_request_id: String,
    /// YYYY-MM-DD
    pub created: String,
    /// e.g. INVOICE, CONTRACT, MOVING, METER
    pub category: String,
    pub subject: String,
    pub message: String,
    pub status: ServiceRequestStatus,
    pub location_identifier: Option<String>,
    /// Customer service's answer, once given.
    pub reply: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ServiceRequestList {
    pub service_requests: Vec<ServiceRequest>,
}

/// Every company's customer-service and hotline numbers (#163).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerServiceNumberList {
    pub customer_service_numbers: Vec<CustomerServiceNumber>,
}

/// One company's customer-service contact information (#164).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerServiceInfo {
    pub company: Company,
    pub company_name: String,
    /// Y-tunnus
    pub business_id: String,
    pub email: String,
    /// Opening hours of customer service, e.g. "ma–pe klo 8–20, la klo 10–16".
    pub hours: String,
    pub customer_service_numbers: Vec<CustomerServiceNumber>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerServiceInfoList {
    pub companies: Vec<CustomerServiceInfo>,
}

/// #143 `POST /v2/feedback/servicerequest/{userId}`: answers the created [`ServiceRequest`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ServiceRequestRequest {
    #[serde(default)]
    #[validate(length(min = 1, max = 40))]
    pub location_identifier: Option<String>,
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub subject: String,
    #[validate(length(min = 1, max = 2000), custom(function = "not_blank"))]
    pub message: String,
    #[serde(default)]
    #[validate(custom(function = "phone_number"))]
    pub contact_phone: Option<String>,
}

/// What a fault report is about (#144).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum FaultType {
    NoPower,
    PartialPower,
    StreetLight,
    Other,
}

/// #144 `POST /v2/feedback/reportfault/{userId}`: answers a [`FaultReportReceipt`]; the report
/// is also listed by #142 (category FAULT).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FaultReportRequest {
    #[validate(length(min = 1, max = 40))]
    pub location_identifier: String,
    pub fault_type: FaultType,
    #[validate(length(min = 1, max = 2000), custom(function = "not_blank"))]
    pub description: String,
    #[serde(default)]
    #[validate(custom(function = "phone_number"))]
    pub contact_phone: Option<String>,
}

/// The answer of #144.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FaultReportReceipt {
    /// Also the report's serviceRequestId in #142.
    pub ticket_id: String,
    /// RFC 3339
    pub created_at: String,
}

/// #145 `POST /v2/feedback/errorfeedback`: a user's report of an error on a page; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ErrorFeedbackRequest {
    #[validate(length(min = 1, max = 2000), custom(function = "not_blank"))]
    pub message: String,
    #[serde(default)]
    #[validate(length(max = 200))]
    pub page: Option<String>,
}

/// #146 `POST /v2/feedback/appfeedback/{userId}`: a rating of the portal; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AppFeedbackRequest {
    #[validate(range(min = 1, max = 5))]
    pub rating: u8,
    #[serde(default)]
    #[validate(length(max = 2000))]
    pub comment: Option<String>,
}

/// #238 `POST /v2/servicelocation/user/{userId}/move`: the moving service; answers a
/// [`MoveRequestReceipt`]; the request is also listed by #142 (category MOVING).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MoveRequest {
    #[validate(length(min = 1, max = 40))]
    pub location_id: String,
    /// YYYY-MM-DD
    #[validate(custom(function = "iso_date"))]
    pub move_out_date: String,
    #[validate(nested)]
    pub new_address: Address,
    /// YYYY-MM-DD
    #[serde(default)]
    #[validate(custom(function = "iso_date"))]
    pub move_in_date: Option<String>,
    /// Whether a contract is wanted at the new address.
    pub contract_wanted: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum MoveRequestStatus {
    Received,
}

/// The answer of #238.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MoveRequestReceipt {
    /// Also the request's serviceRequestId in #142.
    pub request_id: String,
    pub status: MoveRequestStatus,
}
