//! Messaging: message boxes, alert and report subscriptions, popups, timed/representative/disruption notifications.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types. The alert
//! subscriptions reuse the §3 user-content shapes of [`crate::crm`] (`ElectricityConsumptionAlert`,
//! `DistrictHeatingDisruptionAlert`, `EnergyPriceAlert`, `EnergyPriceReport`), so a value read here
//! and the same value inside user content compare equal.

use serde::{Deserialize, Serialize};

use crate::crm::{DisruptionChannel, DistrictHeatingDisruptionAlert, UtilityType};

/// The three message boxes: general (#69), info (#70) and alert (#71).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum MessageBox {
    General,
    Info,
    Alert,
}

/// One message in a message box (§3 Messages: paged, with a seen flag).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub message_id: String,
    /// The box the message is in.
    #[serde(rename = "box")]
    pub message_box: MessageBox,
    /// What the message is about, e.g. INVOICE, CONTRACT, TIP, PRICE_ALERT, CONSUMPTION_ALERT,
    /// DISRUPTION; the `type` query filters by it.
    #[serde(rename = "type")]
    pub kind: String,
    /// Finnish title.
    pub title: String,
    /// Finnish body text.
    pub body: String,
    /// When it was sent: RFC 3339 with the Helsinki offset.
    pub sent: String,
    /// Whether the user has opened it.
    pub seen: bool,
    /// The use place the message concerns, if any.
    pub location_identifier: Option<String>,
}

/// One page of a message box, newest first (the answer of #69, #70 and #71).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MessagePage {
    #[serde(rename = "box")]
    pub message_box: MessageBox,
    /// 0-based index of the first message of the page.
    pub offset: u32,
    /// The page size asked for (default 20).
    pub count: u32,
    /// Messages in the box that match the `type` filter (all pages).
    pub total: u32,
    /// Unseen messages in the box (all pages, whatever the filter).
    pub unread_count: u32,
    pub messages: Vec<Message>,
}

/// A weighted-consumption alert (#85 plus, #87 plain): notifies when the month's
/// consumption-weighted electricity price passes the threshold. The plus kind compares the price
/// with the contract's margin included, the plain kind the bare spot price.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WeightedConsumptionAlert {
    pub location_identifier: String,
    pub active: bool,
    /// c/kWh, with VAT when `vat` is true.
    pub threshold_value: Option<f64>,
    /// Whether the threshold includes VAT.
    pub vat: bool,
    /// True for the plus kind: the weighted price includes the contract's margin.
    pub includes_margin: bool,
    pub email_notifications: bool,
    pub push_notifications: bool,
}

/// The electricity disruption alert of a place (#91): §3 electricityDisruptionAlert with its
/// phone and e-mail channels, plus whether any is active and the push window new channels get.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DisruptionElectricityAlert {
    pub location_identifier: String,
    /// True when at least one channel is active.
    pub active: bool,
    pub phone_settings: Vec<DisruptionChannel>,
    pub email_settings: Vec<DisruptionChannel>,
    /// Push window for new channels (07:00–23:00).
    pub default_push_start_hour: u8,
    pub default_push_start_min: u8,
    pub default_push_end_hour: u8,
    pub default_push_end_min: u8,
}

/// The district-heating return-temperature alert of a place (#93).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingAlert {
    pub location_identifier: String,
    /// True when the e-mail or the SMS channel is on.
    pub active: bool,
    pub settings: DistrictHeatingDisruptionAlert,
}

/// The district-heating alert settings across the owner's district-heating places (#95): the
/// place in the path first, then the others in content order.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingBulkAlert {
    pub items: Vec<DistrictHeatingAlert>,
}

/// A popup shown on the use-place view (§3 popups).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Popup {
    /// e.g. greenPower, homeInsurance, returnTemperature, solarLink.
    #[serde(rename = "type")]
    pub kind: String,
    pub utility_type: UtilityType,
    pub title: String,
    pub description: String,
    /// Label of the accept button.
    pub accept: String,
    /// Label of the close button.
    pub close: String,
    /// Text of the "do not show again" choice.
    pub dismiss_description: String,
    /// The user property (#104 setProperty) that stores the dismissal.
    pub dismiss_property: String,
}

/// Popups for a utility type (#176).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PopupList {
    pub popups: Vec<Popup>,
}

/// Which notification list a notification belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum NotificationKind {
    Timed,
    Representative,
    Disruption,
}

/// A notification on a use place (#177 timed, #178 representative, #179 disruption).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Notification {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: NotificationKind,
    pub location_identifier: String,
    pub title: String,
    pub body: String,
    /// Shown from (RFC 3339, Helsinki offset); for a disruption, when it starts.
    pub start_time: Option<String>,
    /// Shown until (RFC 3339, Helsinki offset); for a disruption, when it is expected to end.
    pub end_time: Option<String>,
}

/// A list of notifications of one kind for one use place.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NotificationList {
    pub notifications: Vec<Notification>,
}
