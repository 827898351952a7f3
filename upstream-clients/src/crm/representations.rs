//! Representations (read rights): eligibility, state, and the grant, remove and activate writes.

use serde::{Deserialize, Serialize};
use validator::Validate;

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
