//! Follow-up offers of a place and their acceptance.

use serde::{Deserialize, Serialize};

use super::*;

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

/// The answer of #55 (accept a follow-up offer): `success` when it was accepted, `off` when the
/// offer is no longer open.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FollowUpAcceptance {
    pub status: FollowUpStatus,
}
