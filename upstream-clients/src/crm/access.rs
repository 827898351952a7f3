//! What the gateway's access check needs to know about a user: own places, read rights, B2B companies.

use serde::{Deserialize, Serialize};

use super::*;

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
    /// The places the id stands for (the place itself, or every member of the composite in the
    /// composite's order), by both their ids: a member is addressed only by its composite, but
    /// changing the composite (#209) names them, and External API tokens name a place by its
    /// locationReferenceId.
    #[serde(default)]
    pub places: Vec<PlaceIds>,
}

/// One use place by its two ids.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct PlaceIds {
    pub location_identifier: String,
    pub location_reference_id: String,
}

/// A B2B company the user belongs to, with the locations assigned to them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CompanyMembership {
    pub company_reference_id: String,
    /// The B2B customer's name (A62 `companyName`).
    pub company_name: String,
    pub company: Company,
    pub main_user: bool,
    /// The user's own userReferenceId in the company (A57).
    #[serde(default)]
    pub user_reference_id: String,
    /// users(companyRef): every user reference of the company, the main user's first.
    #[serde(default)]
    pub user_references: Vec<String>,
    /// assigned(self): for the main user, every location of the company.
    pub locations: Vec<AssignedLocation>,
    /// The company's customerships (#231, #232 name one); listed for the main user only.
    #[serde(default)]
    pub customerships: Vec<CompanyCustomership>,
    /// Whether the company's prices are shown with VAT (spec §6: yes unless it says otherwise).
    pub vat_included: bool,
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
