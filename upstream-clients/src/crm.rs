//! The crm system: users and profiles, customerships, use places (content), companies and
//! representations. Contract: `openapi/upstreams/crm.yaml`. Every call carries the user's access
//! token as a bearer; crm trusts the gateway for ownership and answers what it is asked.

use serde::{Deserialize, Serialize};

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

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Address {
    pub street: String,
    pub postal_code: String,
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
