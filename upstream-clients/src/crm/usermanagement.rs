//! A B2B company's users as its user-management panels show them (spec §2: main user
//! management, manage user, add location; A57): the main user (#228), the caller's basic info
//! (#227), the company's users (#229), one user with their places (#226) and the places a user
//! could still be given (#230).

use serde::{Deserialize, Serialize};

use super::*;

/// `status` of #226: which of the user's places to list, by their right (default ALL).
pub const USER_PLACE_STATUSES: [&str; 3] = ["ALL", "READ_ONLY", "FULL_ACCESS"];

/// One user of a company.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyUser {
    pub user_reference_id: String,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    /// Whether this is the company's one main user (spec §6).
    pub main_user: bool,
    /// How many places (a composite counts once) the user is given: every place of the
    /// company for the main user.
    pub locations_total: u32,
}

/// #227: the caller as a user of the company.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserBasicInfo {
    pub company_reference_id: String,
    pub company_name: String,
    pub company: Company,
    pub user: CompanyUser,
}

/// #229: the company's users, the main user first, then the others by name.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyUserList {
    pub users: Vec<CompanyUser>,
}

/// A place or composite of the company as user management shows it, by the id it is
/// addressed by.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ManagedLocation {
    /// A composite's id, or a place's own id when it is in no composite.
    pub composite_location_identifier: String,
    /// The composite's name, or the place's name when it has one.
    pub name: Option<String>,
    /// "Street, postal code City" of the place, or of a composite's first place.
    pub address: String,
    /// The places it stands for (one, or a composite's members).
    pub location_identifiers: Vec<String>,
    /// The user's right on it; `None` in #230's list of places not yet given.
    pub right: Option<UserRight>,
}

/// #226: one user of the company with the places they are given, by address.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyUserDetail {
    pub user: CompanyUser,
    pub locations: Vec<ManagedLocation>,
}

/// #230: the company's places the user is not given yet, by address.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EligibleLocationList {
    pub results: Vec<ManagedLocation>,
}
