//! Identifiers and small types every crm resource shares.

use serde::{Deserialize, Serialize};
use validator::Validate;

use super::*;

/// Energy companies served (§3 Companies).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum Company {
    Vare,
    Sv,
    Kuo,
}

impl Company {
    pub const ALL: [Company; 3] = [Company::Vare, Company::Sv, Company::Kuo];

    pub fn code(self) -> &'static str {
        match self {
            Company::Vare => "VARE",
            Company::Sv => "SV",
            Company::Kuo => "KUO",
        }
    }

    /// The staff group that administers this company's customers (spec §6).
    pub fn admin_group(self) -> &'static str {
        match self {
            Company::Vare => "ADMIN_GROUP_VARE",
            Company::Sv => "ADMIN_GROUP_SV",
            Company::Kuo => "ADMIN_GROUP_KUO",
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum CustomerType {
    B2C,
    B2B,
}

/// crm's mapping from an identity subject to the portal user.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserMapping {
    pub subject: String,
    pub priwatti_user_id: u64,
    pub customer_type: CustomerType,
}

/// Utility types in user content (§3; SOLAR appears only in user content).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum UtilityType {
    Electricity,
    DistrictHeating,
    Microgeneration,
    Solar,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ContractType {
    Network,
    Electricity,
    ElectricityAndNetwork,
    DistrictHeating,
    Microgeneration,
    Procurement,
    ProcurementAndMicrogeneration,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ContentType {
    Contracts,
    CreateContract,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerCode {
    pub company_name: String,
    pub company: Company,
    pub customer_code: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum ServiceNumberType {
    CustomerService,
    Hotline,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerServiceNumber {
    pub company: Company,
    pub company_name: String,
    #[serde(rename = "type")]
    pub kind: ServiceNumberType,
    pub number: String,
    pub hours: String,
}

/// A feature flag as it reaches the UI (§3 Feature).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Feature {
    pub feature: String,
    pub enabled: bool,
    pub read_only: bool,
    #[serde(default)]
    pub qualifiers: Vec<FeatureQualifier>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureQualifier {
    #[serde(rename = "type")]
    pub kind: String,
    pub description: String,
}

/// A postal address. Also a write body part (#192 invoicing address, #238 new address), hence
/// the field rules: a Finnish postal code is five digits.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Address {
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub street: String,
    #[validate(custom(function = "postal_code"))]
    pub postal_code: String,
    #[validate(length(min = 1, max = 60), custom(function = "not_blank"))]
    pub city: String,
}
