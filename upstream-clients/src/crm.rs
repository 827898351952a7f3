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
