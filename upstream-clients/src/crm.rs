//! The crm system: users and profiles, customerships, use places (content), companies and
//! representations. Contract: `openapi/upstreams/crm.yaml`. Every call carries the user's access
//! token as a bearer; crm trusts the gateway for ownership and answers what it is asked.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::error::UpstreamError;
use crate::http::{Credentials, Upstream};

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

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub customer_codes: Vec<CustomerCode>,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub priwatti_user_id: u64,
    pub unread_messages: u32,
    pub user_verified: bool,
    /// e.g. AUTOSCALE
    pub graph_mode: String,
    pub subscribed_to_tips_and_tricks: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EnergyPriceAlert {
    pub id: String,
    pub active: bool,
    /// c/kWh
    pub threshold_value: Option<f64>,
    /// c/kWh
    pub bottom_threshold_value: Option<f64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum PriceUnit {
    Kwh,
    Mwh,
}

/// VAT_0 = without VAT, VAT_24 = with the VAT in force (DOMAIN.md).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub enum VatMode {
    #[serde(rename = "VAT_0")]
    Vat0,
    #[serde(rename = "VAT_24")]
    Vat24,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EnergyPriceReport {
    pub id: String,
    pub active: bool,
    pub email_notifications: bool,
    pub push_notifications: bool,
    pub unit: PriceUnit,
    pub vat: VatMode,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ElectricityConsumptionAlert {
    /// kWh per day
    pub bottom_threshold_value: Option<f64>,
    /// kWh per day
    pub top_threshold_value: Option<f64>,
}

/// One channel (phone or e-mail) of the electricity disruption alert, with its push window.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DisruptionChannel {
    pub id: String,
    pub active: bool,
    pub address: String,
    pub push_start_hour: u8,
    pub push_start_min: u8,
    pub push_end_hour: u8,
    pub push_end_min: u8,
    pub triggered_recently: bool,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ElectricityDisruptionAlert {
    pub phone_settings: Vec<DisruptionChannel>,
    pub email_settings: Vec<DisruptionChannel>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingDisruptionAlert {
    pub email: bool,
    pub sms: bool,
    pub email_address: Option<String>,
    pub mobile_number: Option<String>,
    pub push_start_hour: u8,
    pub push_start_min: u8,
    pub push_end_hour: u8,
    pub push_end_min: u8,
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

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContentLocation {
    pub identifier: String,
    /// The user's own name for the place, else the address.
    pub display_name: String,
    /// The user's own name for the place, if they gave one.
    pub name: Option<String>,
    pub address: Address,
    /// The place's reference in invoicing and documents (`{locationRef}` of #188, #189).
    #[serde(default)]
    pub location_reference_id: Option<String>,
}

/// One use place in a user's content (§3 "content list").
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ContentItem {
    pub utility_type: UtilityType,
    /// The place's owner: the user, or a grantor whose read right the user holds (then read-only).
    pub content_owner_id: u64,
    pub content_type: ContentType,
    pub contract_type: ContractType,
    pub electricity_consumption_alert: Option<ElectricityConsumptionAlert>,
    pub electricity_disruption_alert: Option<ElectricityDisruptionAlert>,
    pub district_heating_disruption_alert: Option<DistrictHeatingDisruptionAlert>,
    pub customer_service_numbers: Vec<CustomerServiceNumber>,
    pub location: ContentLocation,
    pub order: u32,
}

/// A user's content (§3 "User content"): the answer of #116.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserContent {
    pub user: User,
    pub default_customer_service_number: Option<CustomerServiceNumber>,
    pub energy_price_alert: Option<EnergyPriceAlert>,
    pub energy_price_report: Option<EnergyPriceReport>,
    pub general_features: Vec<Feature>,
    pub content: Vec<ContentItem>,
}

/// A use place the user owns, with the company whose customer they are there (rule CS).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct OwnedLocation {
    pub location_identifier: String,
    /// The place's locationReferenceId (invoicing and documents rows name places by it).
    pub location_reference_id: String,
    pub company: Company,
    /// The solar panel linked to the place, if any: panels(user).
    pub panel_id: Option<String>,
}

/// An active read right (representation) someone granted to this user.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ReadRight {
    pub grantor_user_id: u64,
    /// The grantor's places the right covers (own(grantor)).
    pub location_identifiers: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum UserRight {
    ReadOnly,
    FullAccess,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AssignedLocation {
    pub composite_location_identifier: String,
    pub right: UserRight,
}

/// A B2B company the user belongs to, with the locations assigned to them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompanyMembership {
    pub company_reference_id: String,
    pub company: Company,
    pub main_user: bool,
    /// assigned(self): for the main user, every location of the company.
    pub locations: Vec<AssignedLocation>,
}

/// Everything the gateway's ownership checks need to know about one user (ARCHITECTURE "ownership").
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AccessScope {
    pub priwatti_user_id: u64,
    pub customer_type: CustomerType,
    /// own(user)
    pub own_locations: Vec<OwnedLocation>,
    /// Active read rights held by this user; own(grantor) ⊆ visible(user).
    pub read_rights: Vec<ReadRight>,
    /// companies(user) with assigned(user).
    pub companies: Vec<CompanyMembership>,
}

#[derive(Debug, Clone)]
pub struct CrmClient {
    upstream: Upstream,
}

impl CrmClient {
    pub fn new(upstream: Upstream) -> Self {
        Self { upstream }
    }

    /// The portal user behind an identity subject.
    pub async fn user_mapping(
        &self,
        token: &str,
        subject: &str,
    ) -> Result<UserMapping, UpstreamError> {
        self.upstream
            .get_json(
                &["v1", "user-mappings", subject],
                Credentials::Bearer(token),
            )
            .await
    }

    /// User content: the user, their use places and the places shared with them.
    pub async fn user_content(
        &self,
        token: &str,
        user_id: u64,
    ) -> Result<UserContent, UpstreamError> {
        let id = user_id.to_string();
        self.upstream
            .get_json(&["v1", "users", &id, "content"], Credentials::Bearer(token))
            .await
    }

    /// What the user may reach: own places, read rights held, company memberships.
    pub async fn access_scope(
        &self,
        token: &str,
        user_id: u64,
    ) -> Result<AccessScope, UpstreamError> {
        let id = user_id.to_string();
        self.upstream
            .get_json(
                &["v1", "users", &id, "access-scope"],
                Credentials::Bearer(token),
            )
            .await
    }
}

// ---------------------------------------------------------------------------------------------
// Row reads (read through `crate::read::ReadClient`): the upstream path is the gateway row's path
// without `/api`. The mock serves the same types.
// ---------------------------------------------------------------------------------------------

/// UI mode (§3): what the frontend loads; decided by the customer type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum UiMode {
    B2C,
    B2B,
}

/// The answer of #107.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserUi {
    pub priwatti_user_id: u64,
    pub ui_mode: UiMode,
}

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
    pub price: f64,
    pub price_vat: f64,
    pub price_vat0: f64,
    /// c/kWh or €/MWh.
    pub price_unit: String,
    pub basic_fee: f64,
    pub basic_fee_vat: f64,
    pub basic_fee_vat0: f64,
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

/// A user's profile by identity subject (#111).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserProfile {
    pub uuid: String,
    pub priwatti_user_id: u64,
    pub customer_type: CustomerType,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub customer_codes: Vec<CustomerCode>,
    pub user_verified: bool,
    /// True when the call asked crm to rebuild the customer mappings (refreshMappings or
    /// forceRefreshMappings).
    pub mappings_refreshed: bool,
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

/// Whether the user may grant read rights (#136), and over which places.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RepresentativeEligibility {
    pub eligible: bool,
    /// Finnish reason when not eligible.
    pub reason: Option<String>,
    pub location_identifiers: Vec<String>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RepresentationState {
    Pending,
    Active,
    Revoked,
}

/// A representation (read right) as the grantor or the representative sees it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Representation {
    pub id: String,
    pub status: RepresentationState,
    pub grantor_user_id: u64,
    pub grantor_name: String,
    pub representative_email: String,
    pub representative_user_id: Option<u64>,
    pub representative_name: Option<String>,
    pub location_identifiers: Vec<String>,
    /// YYYY-MM-DD
    pub created: String,
}

/// The user's representations (#137): granted by the user and received by the user.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Representations {
    pub granted: Vec<Representation>,
    pub received: Vec<Representation>,
}

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

/// §4 follow-up offer status of a place: `success` (offers were made, see #57), `fail` (no offer
/// could be made), `abort` (the customer declined), `off` (no follow-up for the place).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum FollowUpStatus {
    Success,
    Fail,
    Abort,
    Off,
}

/// The answer of #56.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FollowUpOfferStatus {
    pub location_identifier: String,
    pub status: FollowUpStatus,
}

/// A follow-up offer (accepted with #55 by its leadId).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FollowUpOffer {
    pub lead_id: String,
    pub title: String,
    pub description: String,
    pub product_name: String,
    pub contract_type: ContractType,
    /// Last day to accept (YYYY-MM-DD).
    pub valid_until: String,
    pub pricing: ContractPricing,
}

/// The answer of #57.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FollowUpOfferList {
    pub location_identifier: String,
    pub offers: Vec<FollowUpOffer>,
}

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
    pub price: f64,
    pub price_vat: f64,
    pub price_vat0: f64,
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
    pub energy_margin: f64,
    pub energy_margin_vat: f64,
    pub energy_margin_vat0: f64,
    pub energy_margin_unit: String,
    /// Show prices with VAT (B2C default true).
    pub vat: bool,
    pub customer_service_numbers: Vec<CustomerServiceNumber>,
}

// ---------------------------------------------------------------------------------------------
// Writes (issue 5, `/work/issue5-contract.md`): the upstream path is the gateway row's path
// without `/api`, same method and body. The gateway validates every body with these derives
// (400 VALIDATION_FAILED); the mock trusts a decodable body.
// ---------------------------------------------------------------------------------------------

/// Finnish postal code: exactly five digits.
fn postal_code(value: &str) -> Result<(), ValidationError> {
    if value.len() == 5 && value.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(ValidationError::new("postal_code").with_message("must be five digits".into()))
    }
}

/// A text that is not only white space (names are stored trimmed).
fn not_blank(value: &str) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Err(ValidationError::new("blank").with_message("must not be blank".into()))
    } else {
        Ok(())
    }
}

/// E.164-ish phone number: an optional leading '+', then digits with optional spaces or dashes,
/// 5..20 characters with at least five digits (the contract's "E.164-ish, 5..20").
fn phone_number(value: &str) -> Result<(), ValidationError> {
    let rest = value.strip_prefix('+').unwrap_or(value);
    let digits = rest.bytes().filter(u8::is_ascii_digit).count();
    let ok = (5..=20).contains(&value.len())
        && digits >= 5
        && rest.starts_with(|c: char| c.is_ascii_digit())
        && rest
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b' ' || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(ValidationError::new("phone")
            .with_message("must be a phone number like +358401234567".into()))
    }
}

/// A calendar date YYYY-MM-DD (checked by hand: this crate has no date library).
fn iso_date(value: &str) -> Result<(), ValidationError> {
    let parts: Vec<&str> = value.split('-').collect();
    let valid = match parts.as_slice() {
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2 => {
            match (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) {
                (Ok(y), Ok(m), Ok(d)) => {
                    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
                    let days = match m {
                        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
                        4 | 6 | 9 | 11 => 30,
                        2 if leap => 29,
                        2 => 28,
                        _ => 0,
                    };
                    (1..=days).contains(&d)
                }
                _ => false,
            }
        }
        _ => false,
    };
    if valid {
        Ok(())
    } else {
        Err(ValidationError::new("date").with_message("must be a date YYYY-MM-DD".into()))
    }
}

/// The answer of #55 (accept a follow-up offer): `success` when it was accepted, `off` when the
/// offer is no longer open.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FollowUpAcceptance {
    pub status: FollowUpStatus,
}

/// How the user proved who they are (#102).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum StrongAuthMethod {
    Bank,
    Mobile,
}

/// #102 `POST /v3/user/strongauth/{uuid}`: marks the user verified; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StrongAuthRequest {
    pub method: StrongAuthMethod,
}

/// #103 `POST /v3/user/register`: creates the portal user of the bearer's identity subject.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RegisterRequest {
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub name: String,
    #[serde(default)]
    #[validate(custom(function = "phone_number"))]
    pub phone: Option<String>,
    pub company: Company,
}

/// The answer of #103.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RegisteredUser {
    pub priwatti_user_id: u64,
}

/// The user properties #104 sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum UserProperty {
    /// Shown as `user.graphMode` in user content (#116), e.g. AUTOSCALE.
    GraphMode,
    /// Shown as `uiMode` by #107: B2C or B2B.
    UiMode,
}

/// #104 `POST /v2/user/{userId}/setProperty`; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "property_value"))]
pub struct SetPropertyRequest {
    pub property: UserProperty,
    #[validate(length(min = 1, max = 40), custom(function = "not_blank"))]
    pub value: String,
}

/// uiMode only takes the UI modes #107 can answer.
fn property_value(request: &SetPropertyRequest) -> Result<(), ValidationError> {
    match request.property {
        UserProperty::UiMode if !matches!(request.value.as_str(), "B2C" | "B2B") => {
            Err(ValidationError::new("ui_mode").with_message("uiMode must be B2C or B2B".into()))
        }
        _ => Ok(()),
    }
}

/// #105 `POST /v2/user/{userId}/setEmailSubscription` (tips and tricks e-mails); 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EmailSubscriptionRequest {
    pub subscribed: bool,
}

/// #106 `POST /v2/user/{userId}/changeEmailAddress` (crm) and identity's
/// `POST /v1/users/{subject}/email`; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangeEmailAddressRequest {
    #[validate(email, length(max = 254))]
    pub email: String,
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

/// The right a private customer grants (#133): read only.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum RepresentationRight {
    ReadOnly,
}

/// #133 `POST /v2/representative/user/{userId}/create`: invites `email` to read the user's
/// places; answers the pending [`Representation`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CreateRepresentationRequest {
    #[validate(email, length(max = 254))]
    pub email: String,
    pub rights: RepresentationRight,
}

/// #134 `POST /v2/representative/user/{userId}/remove`: the grantor ends a representation; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RemoveRepresentationRequest {
    #[validate(length(min = 1, max = 64))]
    pub representation_id: String,
}

/// #135 `POST /v2/representative/activate`: the invited person (the bearer) accepts with the
/// e-mailed code; answers the now active [`Representation`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ActivateRepresentationRequest {
    #[validate(length(min = 1, max = 64))]
    pub activation_code: String,
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

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// A place's contract detail for #117's fan-out.
    pub fn location_detail(location: &str) -> [&str; 4] {
        ["v1", "locations", location, "detail"]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn address(postal_code: &str) -> Address {
        Address {
            street: "Kauppakatu 1".into(),
            postal_code: postal_code.into(),
            city: "Kuopio".into(),
        }
    }

    #[test]
    fn write_bodies_are_camel_case() {
        let request: MoveRequest = serde_json::from_str(
            r#"{"locationId":"KP100101","moveOutDate":"2026-03-31","newAddress":{"street":"Kauppakatu 1","postalCode":"70100","city":"Kuopio"},"contractWanted":true}"#,
        )
        .unwrap();
        assert!(request.validate().is_ok());
        assert_eq!(request.move_in_date, None);
        let property: SetPropertyRequest =
            serde_json::from_str(r#"{"property":"graphMode","value":"AUTOSCALE"}"#).unwrap();
        assert_eq!(property.property, UserProperty::GraphMode);
    }

    #[test]
    fn field_rules_name_the_bad_fields() {
        let bad = MoveRequest {
            location_id: "KP100101".into(),
            move_out_date: "2026-02-30".into(),
            new_address: address("7010"),
            move_in_date: Some("2026-04-01".into()),
            contract_wanted: false,
        };
        let errors = bad.validate().unwrap_err();
        let fields = errors.errors();
        assert!(fields.contains_key("move_out_date"));
        assert!(fields.contains_key("new_address"));
        assert!(!fields.contains_key("move_in_date"));
    }

    #[test]
    fn phone_postal_code_and_ui_mode_rules() {
        assert!(phone_number("+358 40 123 4567").is_ok());
        assert!(phone_number("040-1234567").is_ok());
        assert!(phone_number("+35").is_err());
        assert!(phone_number("puhelin").is_err());
        assert!(address("00100").validate().is_ok());
        assert!(address("0010A").validate().is_err());
        let ui = |value: &str| SetPropertyRequest {
            property: UserProperty::UiMode,
            value: value.into(),
        };
        assert!(ui("B2B").validate().is_ok());
        assert!(ui("DARK").validate().is_err());
        assert!(AppFeedbackRequest {
            rating: 6,
            comment: None
        }
        .validate()
        .is_err());
        assert!(ChangeEmailAddressRequest {
            email: "ei-osoite".into()
        }
        .validate()
        .is_err());
    }
}
