//! Which ids each write body names, for the access check (`crate::endpoint::BodyId`): every id a
//! body carries is checked against the session like a path id. A body type that names none says
//! so with an empty impl.

use crate::endpoint::{BodyId, BodyIds};
use upstream_clients::crm::{
    ActivateRepresentationRequest, AppFeedbackRequest, ChangeEmailAddressRequest,
    CreateRepresentationRequest, CustomershipUpdateRequest, ElectricityConsumptionAlert,
    EmailSubscriptionRequest, EnergyPriceAlert, EnergyPriceReport, ErrorFeedbackRequest,
    FaultReportRequest, LabelsRequest, LocationNameRequest, MoveRequest, RegisterRequest,
    RemoveRepresentationRequest, ServiceRequestRequest, SetContentOrderRequest, SetPropertyRequest,
    StrongAuthRequest,
};
use upstream_clients::invoicing::{EInvoiceProposalRequest, InvoiceDueDateRequest};
use upstream_clients::messaging::{
    ChatMessageRequest, DisruptionElectricityAlert, DistrictHeatingAlert,
    DistrictHeatingBulkAlertRequest, PushTokenRemovalRequest, PushTokenRequest,
    WeightedConsumptionAlert,
};
use upstream_clients::metering::{
    ConsumptionBudgetRequest, CsvExportRequest, MassCsvExportRequest, ProductConfigurationRequest,
};
use upstream_clients::solar::FindLinkRequest;

impl BodyIds for SetContentOrderRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.order.iter().cloned().map(BodyId::Location).collect()
    }
}

impl BodyIds for LocationNameRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::Location(self.location_identifier.clone())]
    }
}

impl BodyIds for ServiceRequestRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.location_identifier
            .iter()
            .cloned()
            .map(BodyId::Location)
            .collect()
    }
}

impl BodyIds for FaultReportRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::Location(self.location_identifier.clone())]
    }
}

impl BodyIds for MoveRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::Location(self.location_id.clone())]
    }
}

impl BodyIds for StrongAuthRequest {}

impl BodyIds for LabelsRequest {}

impl BodyIds for CsvExportRequest {}

impl BodyIds for MassCsvExportRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.location_identifiers
            .iter()
            .cloned()
            .map(BodyId::Location)
            .collect()
    }
}

impl BodyIds for RegisterRequest {}

impl BodyIds for SetPropertyRequest {}

impl BodyIds for EmailSubscriptionRequest {}

impl BodyIds for ChangeEmailAddressRequest {}

impl BodyIds for CreateRepresentationRequest {}

impl BodyIds for RemoveRepresentationRequest {}

impl BodyIds for ActivateRepresentationRequest {}

impl BodyIds for ErrorFeedbackRequest {}

impl BodyIds for AppFeedbackRequest {}

impl BodyIds for CustomershipUpdateRequest {}

impl BodyIds for EInvoiceProposalRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![
            BodyId::InvoicingCustomer(self.invoicing_customer_code.clone()),
            BodyId::InvoicingContract(self.invoicing_contract_code.clone()),
        ]
    }
}

impl BodyIds for InvoiceDueDateRequest {}

impl BodyIds for DistrictHeatingBulkAlertRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.location_identifiers
            .iter()
            .cloned()
            .map(BodyId::Location)
            .collect()
    }
}

impl BodyIds for ElectricityConsumptionAlert {}

impl BodyIds for EnergyPriceReport {}

impl BodyIds for EnergyPriceAlert {}

impl BodyIds for PushTokenRequest {}

impl BodyIds for PushTokenRemovalRequest {}

impl BodyIds for ChatMessageRequest {}

impl BodyIds for ProductConfigurationRequest {}

impl BodyIds for ConsumptionBudgetRequest {}

impl BodyIds for FindLinkRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![
            BodyId::User(self.user_id),
            BodyId::Panel(self.panel_id.clone()),
            BodyId::Location(self.location_id.clone()),
        ]
    }
}

/// The place an alert's body names must be visible to the caller, like the path's.
macro_rules! alert_of_place {
    ($($alert:ty),*) => {$(
        impl BodyIds for $alert {
            fn body_ids(&self) -> Vec<BodyId> {
                vec![BodyId::Location(self.location_identifier.clone())]
            }
        }
    )*};
}

alert_of_place!(
    WeightedConsumptionAlert,
    DisruptionElectricityAlert,
    DistrictHeatingAlert
);
