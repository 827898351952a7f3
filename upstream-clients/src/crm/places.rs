//! A place's detail and the place writes (content order, names).

use serde::{Deserialize, Serialize};
use validator::Validate;

use super::*;
use crate::money::UnitPrice;

/// The crm part of location details (§3 "detail"), with the place's customer-service numbers:
/// `GET /v1/locations/{locationId}/detail`, for the gateway's location-details fan-out (#117).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationDetail {
    pub location_identifier: String,
    /// The owner's own name for the place (#115), if they gave one.
    #[serde(default)]
    pub name: Option<String>,
    pub utility_type: UtilityType,
    pub contract_name: String,
    pub additional_contract_name: Option<String>,
    /// e.g. DetachedHouse, SummerHouse
    pub location_building_type: String,
    /// The energy price as the `vat` flag says (with VAT when true).
    pub price: UnitPrice,
    pub price_vat: UnitPrice,
    pub price_vat0: UnitPrice,
    pub price_unit: String,
    pub green_power_name: Option<String>,
    pub green_power_on: bool,
    pub can_have_green_power: bool,
    pub can_have_home_insurance: bool,
    pub home_insurance_on: bool,
    /// CO₂ a year the place would save with green power (0 when it has it or cannot have it).
    /// The spelling is spec §3's.
    pub potentical_carbon_emission_savings: f64,
    pub potentical_carbon_emission_savings_unit: String,
    /// The margin over the exchange price (spot products; 0 otherwise).
    pub energy_margin: UnitPrice,
    pub energy_margin_vat: UnitPrice,
    pub energy_margin_vat0: UnitPrice,
    pub energy_margin_unit: String,
    /// Show prices with VAT (B2C default true).
    pub vat: bool,
    pub customer_service_numbers: Vec<CustomerServiceNumber>,
}

/// #114 `POST /v2/servicelocation/user/{userId}/setContentOrder`: the user's content in this
/// order (places left out keep their relative order after these); 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SetContentOrderRequest {
    #[validate(length(min = 1, max = 200))]
    pub order: Vec<String>,
}

/// #115 `POST /v2/servicelocation/user/{userId}/name`: the user's own name for a place; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationNameRequest {
    #[validate(length(min = 1, max = 40))]
    pub location_identifier: String,
    #[validate(length(min = 1, max = 60), custom(function = "not_blank"))]
    pub name: String,
}
