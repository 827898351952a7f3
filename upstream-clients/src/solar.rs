//! Solar: panels, production by month, live power.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types. Request bodies of
//! the write rows derive [`validator::Validate`]; the gateway validates them before the call.

use serde::{Deserialize, Serialize};
use validator::Validate;

/// A value with its unit ("kWh", "kW").
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Quantity {
    pub value: f64,
    pub unit: String,
}

/// Production of one day (Helsinki date).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DailyProduction {
    /// YYYY-MM-DD
    pub date: String,
    /// kWh
    pub energy: f64,
}

/// A panel's production in a month by day (#61): days up to today, the month's total.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MonthlyProduction {
    pub panel_id: String,
    pub location_id: String,
    pub year: i32,
    pub month: u32,
    /// "kWh"
    pub unit: String,
    /// Sum of `days`.
    pub total: f64,
    pub days: Vec<DailyProduction>,
}

/// What a year's production equals in everyday use (spec §3 panel savings).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SolarSavings {
    /// Hours of television (0.1 kWh an hour).
    pub tv_hours: f64,
    /// Sauna heatings (8 kWh each).
    pub sauna_heatings: f64,
    /// Washing machine runs (0.9 kWh each).
    pub washing_machine_runs: f64,
    /// Kilometres by electric car (0.18 kWh/km).
    pub electric_car_km: f64,
}

/// A group of identical panels.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PanelGroup {
    pub count: u32,
    /// Watts peak per panel.
    pub power: u32,
    /// Degrees from horizontal.
    pub tilt: u32,
    /// Degrees from north (180 = south).
    pub azimuth: u32,
}

/// An inverter of the plant.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Inverter {
    /// kW
    pub nominal_power: f64,
    /// YYYY-MM-DD
    pub commission_date: String,
    pub model: String,
    pub serial_number: String,
}

/// A solar plant (#62, §3 panel details).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PanelDetails {
    pub panel_id: String,
    pub plant_name: String,
    pub latitude: f64,
    pub longitude: f64,
    /// Production of the 365 days before today.
    pub energy_last12_months: Quantity,
    pub savings: SolarSavings,
    pub panels: Vec<PanelGroup>,
    pub inverters: Vec<Inverter>,
    /// The owner's places the panel's production is shown at (#58 link, #59 unlink), in
    /// identifier order.
    #[serde(default)]
    pub linked_location_ids: Vec<String>,
}

/// #60 findLink (A27): whether a panel is linked to a place. The ids are in the body, so the
/// gateway checks them as it would path ids.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FindLinkRequest {
    #[validate(range(min = 1))]
    pub user_id: u64,
    #[validate(length(min = 1, max = 40))]
    pub panel_id: String,
    #[validate(length(min = 1, max = 40))]
    pub location_id: String,
}

/// The answer of #60.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PanelLink {
    pub linked: bool,
}

/// Power at one instant of the live chart.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PowerPoint {
    /// Start of the 15-minute slot, RFC 3339 with the Helsinki offset.
    pub time: String,
    /// Mean power in the slot, kW.
    pub power: f64,
}

/// Live panel info of a place (#170): the energy mode's last-24-hours figure, the power mode's
/// current power and the last 24 hours of 15-minute power for its chart.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LiveSolar {
    pub panel_id: String,
    pub energy_last24_hours: Quantity,
    pub power_now: Quantity,
    /// Oldest first, 96 slots ending with the current one.
    pub power_points: Vec<PowerPoint>,
}

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// A panel's details (#117's `solarEnergy`).
    pub fn panel(panel: &str) -> [&str; 5] {
        ["v2", "production", "solar", "panel", panel]
    }
}
