//! #49: how old the newest measured data is, per measured system and origin.

use serde::{Deserialize, Serialize};

use crate::crm::{Company, UtilityType};

/// #49's answer.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DataAge {
    /// When metering looked (RFC 3339).
    pub checked_at: String,
    /// One entry per measured system and origin that has places, by system then origin.
    pub sources: Vec<DataAgeSource>,
}

/// The newest reading of one system's places of one origin.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DataAgeSource {
    pub utility_type: UtilityType,
    pub origin: Company,
    /// How many places the readings are of.
    pub places: u32,
    /// The start of the newest measured slot (RFC 3339).
    pub newest_reading: String,
    /// Seconds from the end of that slot to `checkedAt`.
    pub age_seconds: i64,
}
