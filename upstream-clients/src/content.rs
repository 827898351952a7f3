//! Content: campaigns, advertisement tiles, feature flags.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types.

use serde::{Deserialize, Serialize};

use crate::crm::{Company, Feature};

/// Where a campaign is in its life.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CampaignStatus {
    Draft,
    Published,
    Expired,
}

/// A customer-benefit campaign (spec §2 "customer benefits").
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Campaign {
    pub campaign_id: String,
    pub status: CampaignStatus,
    pub title: String,
    pub description: String,
    /// The benefit in a few words, e.g. "-20 %".
    pub benefit: String,
    /// The partner that gives the benefit.
    pub partner: String,
    /// Where the benefit is redeemed.
    pub link_url: String,
    /// The energy company whose customers get it; none = customers of every company.
    pub company: Option<Company>,
    /// First day (YYYY-MM-DD).
    pub start_date: String,
    /// Last day (YYYY-MM-DD).
    pub end_date: String,
}

/// A list of campaigns (#78 published, #81 current for a user).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CampaignList {
    pub campaigns: Vec<Campaign>,
}

/// An advertisement tile (#120 for a use place, #159 market-price app, #174 demo).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdvertisementTile {
    pub tile_id: String,
    pub title: String,
    pub text: String,
    pub link_text: String,
    pub link_url: String,
    /// Alternative text of the tile's picture.
    pub image_alt: String,
}

/// Feature flags (#186 user level = §3 generalFeatures, #187 one use place). Missing features are
/// disabled and read-only (spec §6); user-level ones win when the UI merges the two.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureList {
    pub features: Vec<Feature>,
}

/// How urgent a top-bar message is (A71).
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum TopBarLevel {
    Info,
    Warning,
    Alert,
}

/// The message staff put above every screen of the portal (A71).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TopBarMessage {
    /// 1–300 characters.
    pub message: String,
    pub level: TopBarLevel,
    /// When it stops showing (ISO 8601 with an offset); none: until it is removed.
    pub valid_until: Option<String>,
}

/// #26: the active top-bar message, or `null` when there is none (A71).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(transparent)]
pub struct ActiveTopBarMessage(pub Option<TopBarMessage>);

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// A place's merged features for #117's fan-out.
    pub fn place_features<'a>(user: &'a str, location: &'a str) -> [&'a str; 6] {
        ["features", "v1", "user", user, "location", location]
    }
}
