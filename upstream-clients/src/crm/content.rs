//! A user's content (#116): the user, their use places and the alert settings shown with them.

use serde::{Deserialize, Serialize};

use super::*;
use crate::money::UnitPrice;

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
    /// c/kWh, exact: the spot price rising above it sends the alert.
    pub threshold_value: Option<UnitPrice>,
    /// c/kWh, exact: the spot price falling below it sends the alert.
    pub bottom_threshold_value: Option<UnitPrice>,
}

/// Which of an [`EnergyPriceAlert`]'s thresholds a spot price is past.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PriceCrossing {
    /// Above the top threshold (`thresholdValue`).
    Above,
    /// Below the bottom threshold (`bottomThresholdValue`).
    Below,
}

impl EnergyPriceAlert {
    /// Which threshold the spot price `quote` (c/kWh, as the alert's thresholds) is past, if the
    /// alert is on. Strictly past: a price equal to a threshold has not crossed it. The compare is
    /// of whole ten-thousandths, so 12.5 is never a hair below 12.5.
    pub fn crossing(&self, quote: UnitPrice) -> Option<PriceCrossing> {
        if !self.active {
            return None;
        }
        if self.threshold_value.is_some_and(|top| quote > top) {
            Some(PriceCrossing::Above)
        } else if self
            .bottom_threshold_value
            .is_some_and(|bottom| quote < bottom)
        {
            Some(PriceCrossing::Below)
        } else {
            None
        }
    }
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
