//! Contracts, customerships, product offers and the new-contract information.

use serde::{Deserialize, Serialize};
use validator::Validate;

use super::*;
use crate::money::UnitPrice;

/// How a contract is priced.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum PriceType {
    /// Exchange price plus the margin `price`.
    SpotMargin,
    /// A fixed energy price.
    Fixed,
    /// District heating energy price.
    DistrictHeating,
    /// Purchase of surplus production: exchange price minus the margin `price`.
    PurchaseMargin,
}

/// A contract's prices. `price` and `basicFee` are shown as asked (with or without VAT); the
/// `…Vat` and `…Vat0` fields give both, by the VAT rate in force today.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContractPricing {
    pub price_type: PriceType,
    pub price: UnitPrice,
    pub price_vat: UnitPrice,
    pub price_vat0: UnitPrice,
    /// c/kWh or €/MWh.
    pub price_unit: String,
    pub basic_fee: UnitPrice,
    pub basic_fee_vat: UnitPrice,
    pub basic_fee_vat0: UnitPrice,
    /// €/kk or €/v.
    pub basic_fee_unit: String,
    /// Whether `price` and `basicFee` include VAT.
    pub vat_included: bool,
    /// The VAT rate in force today, e.g. 25.5.
    pub vat_percent: f64,
}

/// A contract at a use place.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Contract {
    pub contract_code: String,
    pub product_name: String,
    pub contract_type: ContractType,
    pub utility_type: UtilityType,
    pub location_identifier: String,
    /// The place's owner (the user, or the grantor of a read right).
    pub content_owner_id: u64,
    pub company: Company,
    pub customer_code: String,
    pub invoicing_contract_code: String,
    /// YYYY-MM-DD
    pub start_date: String,
    /// End of the current fixed term (YYYY-MM-DD); none for open-ended contracts.
    pub end_date: Option<String>,
    pub pricing: ContractPricing,
}

/// Contracts (#110 of a user, #118 and #190 of a use place).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContractList {
    /// Whether each `pricing.price` includes VAT.
    pub vat_included: bool,
    pub contracts: Vec<Contract>,
}

/// A customership: the user as a customer of one energy company (#109, #191).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Customership {
    pub company: Company,
    pub company_name: String,
    pub customer_code: String,
    pub customer_type: CustomerType,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    /// Where the customership's invoices go (#192 changes it); by default the address of its
    /// first place.
    #[serde(default)]
    pub invoicing_address: Option<Address>,
    /// The invoicing customer codes of the customership's places.
    pub invoicing_customer_codes: Vec<String>,
    /// The customership's use places.
    pub location_identifiers: Vec<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomershipList {
    pub customerships: Vec<Customership>,
}

/// A product a customer can make a new contract on.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProductOffer {
    pub product_name: String,
    pub contract_type: ContractType,
    pub pricing: ContractPricing,
}

/// Where and what a user can contract anew (#108): per company the user is a customer of.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NewContractCompany {
    pub company: Company,
    pub company_name: String,
    pub customer_code: String,
    pub products: Vec<ProductOffer>,
    pub customer_service_number: CustomerServiceNumber,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NewContractInfo {
    pub companies: Vec<NewContractCompany>,
}

/// Whether a use place's contract may be switched to another product now (#119).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SwitchGuard {
    pub location_identifier: String,
    /// True while a fixed term runs: switching before its end is refused.
    pub switch_guard_on: bool,
    pub can_switch: bool,
    /// End of the fixed term (YYYY-MM-DD), if any.
    pub fixed_term_ends: Option<String>,
    /// Finnish explanation for the screen.
    pub description: String,
}

/// Whether a place has an electricity contract, which electricity alerts need (#101).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ElectricityContractCheck {
    pub priwatti_user_id: u64,
    pub location_identifier: String,
    pub has_electricity_contract: bool,
    /// The contract types at the place.
    pub contract_types: Vec<ContractType>,
}

/// §3 company selection.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanySelection {
    pub company: Company,
    pub company_name: String,
}

/// The energy companies (#165).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanySelectionList {
    pub companies: Vec<CompanySelection>,
}

/// #192 `PATCH /customerships/v1/user/{userId}`: a partial update of the contact details of
/// every customership of the user (absent fields stay); answers the [`CustomershipList`].
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomershipUpdateRequest {
    #[serde(default)]
    #[validate(email, length(max = 254))]
    pub email: Option<String>,
    #[serde(default)]
    #[validate(custom(function = "phone_number"))]
    pub phone: Option<String>,
    #[serde(default)]
    #[validate(nested)]
    pub invoicing_address: Option<Address>,
}
