//! Content: campaigns, advertisement tiles, feature flags.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::crm::validate::{iso_date, not_blank};
use crate::crm::{Company, CustomerType, Feature, UtilityType};

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
    /// The picture of a tile staff set (A73); the dataset's tiles use the portal's own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub image_url: Option<String>,
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

/// The message staff put above every screen of the portal (A71); #27's body and answer.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TopBarMessage {
    /// 1–300 characters.
    #[validate(length(min = 1, max = 300), custom(function = "not_blank"))]
    pub message: String,
    pub level: TopBarLevel,
    /// When it stops showing (ISO 8601 with an offset); none: until it is removed.
    #[validate(custom(function = "instant"))]
    pub valid_until: Option<String>,
}

/// #26: the active top-bar message, or `null` when there is none (A71).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(transparent)]
pub struct ActiveTopBarMessage(pub Option<TopBarMessage>);

/// An instant in RFC 3339 (`2026-03-01T22:00:00+02:00`): the offset is required, so a time is
/// never read in the wrong zone.
pub fn parse_instant(value: &str) -> Option<chrono::DateTime<chrono::FixedOffset>> {
    chrono::DateTime::parse_from_rfc3339(value).ok()
}

fn instant(value: &str) -> Result<(), ValidationError> {
    parse_instant(value).map(|_| ()).ok_or_else(|| {
        ValidationError::new("instant").with_message(
            "must be an ISO 8601 time with an offset, e.g. 2026-03-01T22:00:00+02:00".into(),
        )
    })
}

/// An absolute `https://` address (links and pictures customers open).
fn https_url(value: &str) -> Result<(), ValidationError> {
    match url::Url::parse(value) {
        Ok(url) if url.scheme() == "https" && url.host().is_some() => Ok(()),
        _ => Err(ValidationError::new("url").with_message("must be an https:// address".into())),
    }
}

/// An origin's maintenance state (A70): the toggle of #11, and what customers are told.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MaintenanceState {
    pub origin: Company,
    /// The toggle: on until staff turn it off (or `until` passes).
    pub enabled: bool,
    /// What the origin's customers are shown; none: the portal's general text.
    pub message: Option<String>,
    /// When the toggle's maintenance ends (RFC 3339); none: until it is turned off.
    pub until: Option<String>,
}

/// #11's optional body (A15): each field given sets it; `enabled` missing (an empty body)
/// flips the toggle.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MaintenanceToggle {
    pub enabled: Option<bool>,
    #[validate(length(min = 1, max = 300), custom(function = "not_blank"))]
    pub message: Option<String>,
    #[validate(custom(function = "instant"))]
    pub until: Option<String>,
}

/// #13's body: a planned maintenance window of one origin.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "start_before_end"))]
pub struct NewMaintenanceSchedule {
    pub origin: Company,
    /// RFC 3339.
    #[validate(custom(function = "instant"))]
    pub start: String,
    /// RFC 3339, after `start`.
    #[validate(custom(function = "instant"))]
    pub end: String,
    #[validate(length(min = 1, max = 300), custom(function = "not_blank"))]
    pub message: String,
}

fn start_before_end(schedule: &NewMaintenanceSchedule) -> Result<(), ValidationError> {
    match (parse_instant(&schedule.start), parse_instant(&schedule.end)) {
        (Some(start), Some(end)) if start >= end => {
            Err(ValidationError::new("end").with_message("must be after start".into()))
        }
        _ => Ok(()),
    }
}

/// A maintenance window (#12, #13's answer).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MaintenanceSchedule {
    pub schedule_id: String,
    pub origin: Company,
    pub start: String,
    pub end: String,
    pub message: String,
}

/// #12: every origin's toggle and every window, so the admin screen (and the gateway's gate)
/// read the whole of maintenance at once.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MaintenanceOverview {
    pub origins: Vec<MaintenanceState>,
    pub schedules: Vec<MaintenanceSchedule>,
}

/// What a feature flag's qualifier narrows it by (A72).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum FlagQualifierKind {
    Origin,
    UtilityType,
    CustomerType,
}

/// One qualifier: the flag holds only where the kind has this value (`VARE`, `ELECTRICITY`,
/// `B2C`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "qualifier_value"))]
pub struct FlagQualifier {
    #[serde(rename = "type")]
    pub kind: FlagQualifierKind,
    pub value: String,
}

impl FlagQualifier {
    /// Whether `value` is a value of this qualifier's kind, by its wire name.
    fn value_is<T: serde::de::DeserializeOwned>(&self) -> bool {
        serde_json::from_value::<T>(serde_json::Value::String(self.value.clone())).is_ok()
    }

    /// Whether the qualifier holds for something of this origin, utility and customer type.
    pub fn holds(
        &self,
        origin: Company,
        utility: Option<UtilityType>,
        customer: CustomerType,
    ) -> bool {
        let wire = |value: serde_json::Result<serde_json::Value>| {
            value.ok().and_then(|v| v.as_str().map(str::to_owned))
        };
        let actual = match self.kind {
            FlagQualifierKind::Origin => wire(serde_json::to_value(origin)),
            // A user-level read names no utility: a utility qualifier holds for places only.
            FlagQualifierKind::UtilityType => utility.and_then(|u| wire(serde_json::to_value(u))),
            FlagQualifierKind::CustomerType => wire(serde_json::to_value(customer)),
        };
        actual.as_deref() == Some(self.value.as_str())
    }
}

fn qualifier_value(qualifier: &FlagQualifier) -> Result<(), ValidationError> {
    let known = match qualifier.kind {
        FlagQualifierKind::Origin => qualifier.value_is::<Company>(),
        FlagQualifierKind::UtilityType => qualifier.value_is::<UtilityType>(),
        FlagQualifierKind::CustomerType => qualifier.value_is::<CustomerType>(),
    };
    if known {
        Ok(())
    } else {
        Err(ValidationError::new("value")
            .with_message("is not a value of the qualifier's type".into()))
    }
}

/// A feature flag (§3 Feature, A72; #29's items, #30's body and answer): sets the feature for
/// everyone its qualifiers hold for (all of them must), replacing the flag of the same feature
/// and qualifiers.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureFlag {
    #[validate(length(min = 1, max = 64), custom(function = "feature_name"))]
    pub feature: String,
    pub enabled: bool,
    pub read_only: bool,
    #[validate(length(max = 3), nested)]
    #[serde(default)]
    pub qualifiers: Vec<FlagQualifier>,
}

/// A feature's name: upper case letters, digits and `_` (`CONSUMPTION_BUDGET`).
fn feature_name(value: &str) -> Result<(), ValidationError> {
    if value
        .bytes()
        .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_')
    {
        Ok(())
    } else {
        Err(ValidationError::new("feature").with_message("must be like CONSUMPTION_BUDGET".into()))
    }
}

impl FeatureFlag {
    /// The flag as the §3 Feature the feature rows answer.
    pub fn as_feature(&self) -> Feature {
        Feature {
            feature: self.feature.clone(),
            enabled: self.enabled,
            read_only: self.read_only,
            qualifiers: Vec::new(),
        }
    }
}

/// #29: every flag.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureFlagList {
    pub flags: Vec<FeatureFlag>,
}

/// #32's body: a feature set for one user or one place, beating every flag (A72).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "one_target"))]
pub struct NewFeatureOverride {
    #[validate(length(min = 1, max = 64), custom(function = "feature_name"))]
    pub feature: String,
    /// The portal user it holds for; or
    pub user_id: Option<u64>,
    /// the place it holds for (`KP` and six digits).
    #[validate(length(equal = 8))]
    pub location_id: Option<String>,
    pub enabled: bool,
    pub read_only: bool,
}

fn one_target(request: &NewFeatureOverride) -> Result<(), ValidationError> {
    if request.user_id.is_some() == request.location_id.is_some() {
        Err(ValidationError::new("userId")
            .with_message("name either userId or locationId, not both".into()))
    } else {
        Ok(())
    }
}

/// An override (#31's items, #32's answer).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureOverride {
    pub override_id: String,
    pub feature: String,
    pub user_id: Option<u64>,
    pub location_id: Option<String>,
    pub enabled: bool,
    pub read_only: bool,
}

/// #31: every override.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FeatureOverrideList {
    pub overrides: Vec<FeatureOverride>,
}

/// The advertisement tile staff set (A73): #35's body and answer, #34's item. It replaces the
/// dataset's tiles in #120, #159 and #174 for customers of its origins until `validUntil`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StaffAdvertisementTile {
    #[validate(length(min = 1, max = 80), custom(function = "not_blank"))]
    pub title: String,
    #[validate(length(min = 1, max = 300), custom(function = "not_blank"))]
    pub text: String,
    #[validate(length(min = 1, max = 40), custom(function = "not_blank"))]
    pub link_text: String,
    #[validate(length(max = 500), custom(function = "https_url"))]
    pub link_url: String,
    #[validate(length(max = 500), custom(function = "https_url"))]
    pub image_url: Option<String>,
    #[validate(length(max = 200))]
    pub image_alt: Option<String>,
    #[validate(custom(function = "instant"))]
    pub valid_until: Option<String>,
    /// The origins whose customers see it; none: every origin's.
    #[validate(length(min = 1, max = 3))]
    pub origins: Option<Vec<Company>>,
}

/// #34: the tile staff set, or `null`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(transparent)]
pub struct ActiveAdvertisementTile(pub Option<StaffAdvertisementTile>);

/// What staff may set a campaign to (A31): a draft customers do not see, or published.
/// Expiry is not set: a published campaign expires when its last day has passed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CampaignState {
    Draft,
    Published,
}

/// #82's and #83's body: a campaign as staff write it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "first_day_first"))]
pub struct CampaignRequest {
    pub status: CampaignState,
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub title: String,
    #[validate(length(min = 1, max = 1000), custom(function = "not_blank"))]
    pub description: String,
    #[validate(length(min = 1, max = 40), custom(function = "not_blank"))]
    pub benefit: String,
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub partner: String,
    #[validate(length(max = 500), custom(function = "https_url"))]
    pub link_url: String,
    /// The energy company whose customers get it; none: every company's.
    pub company: Option<Company>,
    /// First day (YYYY-MM-DD).
    #[validate(custom(function = "iso_date"))]
    pub start_date: String,
    /// Last day (YYYY-MM-DD), not before the first.
    #[validate(custom(function = "iso_date"))]
    pub end_date: String,
}

fn first_day_first(request: &CampaignRequest) -> Result<(), ValidationError> {
    // Both are YYYY-MM-DD (checked by their own rules), so text order is date order.
    if request.end_date < request.start_date {
        Err(ValidationError::new("endDate").with_message("must not be before startDate".into()))
    } else {
        Ok(())
    }
}

/// What every customer of the portal is told: each origin's maintenance and the top-bar
/// message. Public at content (a customer without a session sees maintenance too), and what
/// the gateway keeps a snapshot of for its maintenance gate and `/api/v2/me`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PortalNotices {
    pub maintenance: MaintenanceOverview,
    pub top_bar: Option<TopBarMessage>,
}

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// A place's merged features for #117's fan-out.
    pub fn place_features<'a>(user: &'a str, location: &'a str) -> [&'a str; 6] {
        ["features", "v1", "user", user, "location", location]
    }

    /// [`super::PortalNotices`]: public, for the gateway's snapshot.
    pub const NOTICES: [&str; 2] = ["v1", "notices"];
}
