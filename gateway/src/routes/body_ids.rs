//! Which ids each write body names, for the access check (`crate::endpoint::BodyId`): every id a
//! body carries is checked against the session like a path id. A body type that names none says
//! so with an empty impl.

use crate::endpoint::{BodyId, BodyIds};
use upstream_clients::crm::CompanyLocationDetailsRequest;
use upstream_clients::crm::{
    ActivateRepresentationRequest, AppFeedbackRequest, ChangeEmailAddressRequest,
    CompositeLocationRequest, CompositeModificationRequest, CreateRepresentationRequest,
    CustomershipUpdateRequest, ElectricityConsumptionAlert, EmailSubscriptionRequest,
    EnergyPriceAlert, EnergyPriceReport, ErrorFeedbackRequest, FaultReportRequest, LabelsRequest,
    LocationNameRequest, MoveRequest, RegisterRequest, RemoveRepresentationRequest,
    ServiceRequestRequest, SetContentOrderRequest, SetPropertyRequest, StrongAuthRequest,
};
use upstream_clients::crm::{
    AddCustomershipRequest, CreateCompanyUserRequest, LocationRight, RemoveLocationRequest,
    TransferMainUserRequest, UpdateAccessRightsRequest,
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

/// Each of a body's place ids, checked like a path's `{locationId}`.
fn places(ids: &[String]) -> Vec<BodyId> {
    ids.iter().cloned().map(BodyId::Location).collect()
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
        places(&self.location_identifiers)
    }
}

impl BodyIds for CompanyLocationDetailsRequest {}

impl BodyIds for CompositeLocationRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        places(&self.location_identifiers)
    }
}

impl BodyIds for CompositeModificationRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        places(&self.location_identifiers)
    }
}

impl BodyIds for upstream_clients::crm::PlaceNameRequest {}

impl BodyIds for upstream_clients::identity::ApiTokenRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::CompanyPlaceRef(self.location_ref.clone())]
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
        places(&self.location_identifiers)
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

fn company_places(locations: &[LocationRight]) -> Vec<BodyId> {
    locations
        .iter()
        .map(|l| BodyId::CompanyPlace(l.composite_location_identifier.clone()))
        .collect()
}

impl BodyIds for UpdateAccessRightsRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        company_places(&self.locations)
    }
}

impl BodyIds for RemoveLocationRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::CompanyPlace(
            self.composite_location_identifier.clone(),
        )]
    }
}

impl BodyIds for TransferMainUserRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::CompanyUser(self.user_reference_id.clone())]
    }
}

impl BodyIds for CreateCompanyUserRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        company_places(&self.locations)
    }
}

/// A customership to add is not the company's yet: crm checks the code.
impl BodyIds for AddCustomershipRequest {}
