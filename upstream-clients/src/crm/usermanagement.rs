//! A B2B company's users as its user-management panels show them (spec §2: main user
//! management, manage user, add location; A57): the main user (#228), the caller's basic info
//! (#227), the company's users (#229), one user with their places (#226) and the places a user
//! could still be given (#230).

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

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
    /// How many places the user is given, each place of a composite counted, as the place
    /// list and its summary count them: every place of the company for the main user.
    pub locations_total: u32,
    /// An invitation the person has not accepted yet ("kutsu lähetetty"): `email` is the
    /// address the company typed, `name` is empty and `phone` absent, whoever has the address.
    #[serde(default)]
    pub invited: bool,
}

/// A company's invitation to join it, as the invited person sees it (#224 makes it; the person
/// accepts or declines it when they next sign in).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyInvitation {
    /// The invitation's id: the user reference the person gets in the company on accepting.
    pub invitation_reference_id: String,
    pub company_reference_id: String,
    pub company_name: String,
    /// How many places (a composite counts once) the company offers.
    pub locations_total: u32,
}

/// The caller's open invitations to companies.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyInvitationList {
    pub invitations: Vec<CompanyInvitation>,
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

/// One place (or composite, by the id it is addressed by) with the right to give on it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationRight {
    #[validate(length(min = 1, max = 64), custom(function = "not_blank"))]
    pub composite_location_identifier: String,
    pub right: UserRight,
}

/// #220 updateAccessRights: the places to give the user, or whose right to change; the user's
/// other places stay as they are. Answered with the user and their places (#226's shape).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UpdateAccessRightsRequest {
    #[validate(length(min = 1, max = 100), nested)]
    pub locations: Vec<LocationRight>,
}

/// #221 removeLocation: the place (or composite) to take from the user.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RemoveLocationRequest {
    #[validate(length(min = 1, max = 64), custom(function = "not_blank"))]
    pub composite_location_identifier: String,
}

/// #223 transferMainUserRights: the user of the company who becomes its main user.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TransferMainUserRequest {
    #[validate(length(min = 1, max = 64), custom(function = "not_blank"))]
    pub user_reference_id: String,
}

/// The codes crm refuses a main-user transfer with (the transfer error dialog shows them).
pub mod transfer_errors {
    /// The target is the main user already.
    pub const ALREADY_MAIN_USER: &str = "ALREADY_MAIN_USER";
    /// The target has never signed in (an invited account that has not set its password).
    pub const TARGET_NOT_ACTIVE: &str = "TARGET_NOT_ACTIVE";
}

/// §3 account modes of #224: a new account, or an existing portal account found by e-mail.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AccountMode {
    CreateAccountMode,
    IdentifyAccountMode,
}

/// #224 create: a sub-user of the company with the places given to them. In
/// CREATE_ACCOUNT_MODE the name is required and the address must have no account yet (409
/// ACCOUNT_EXISTS); identity then invites the address. In IDENTIFY_ACCOUNT_MODE the address
/// must be an existing portal account's (422 ACCOUNT_NOT_FOUND), and name and phone are
/// ignored.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "name_for_a_new_account"))]
pub struct CreateCompanyUserRequest {
    pub account_mode: AccountMode,
    #[validate(email, length(max = 254))]
    pub email: String,
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub name: Option<String>,
    #[validate(custom(function = "phone_number"))]
    pub phone: Option<String>,
    #[validate(length(max = 100), nested)]
    #[serde(default)]
    pub locations: Vec<LocationRight>,
}

fn name_for_a_new_account(request: &CreateCompanyUserRequest) -> Result<(), ValidationError> {
    if request.account_mode == AccountMode::CreateAccountMode && request.name.is_none() {
        Err(ValidationError::new("required")
            .with_message("name is required for CREATE_ACCOUNT_MODE".into()))
    } else {
        Ok(())
    }
}

/// A customer code: `A` and seven digits (spec §3 customerCode).
pub fn is_customer_code(value: &str) -> bool {
    value.len() == 8 && value.starts_with('A') && value[1..].bytes().all(|b| b.is_ascii_digit())
}

fn customer_code(value: &str) -> Result<(), ValidationError> {
    if is_customer_code(value) {
        Ok(())
    } else {
        Err(ValidationError::new("customer_code").with_message("must be A and seven digits".into()))
    }
}

/// #225 addCustomership: the company's customership at an energy company, by its customer
/// code (from an invoice or a contract), joins the portal company with its places.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AddCustomershipRequest {
    pub company: Company,
    #[validate(custom(function = "customer_code"))]
    pub customer_code: String,
}

/// One customership of a B2B company: an energy company and the company's customer code
/// there.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyCustomership {
    pub company: Company,
    pub customer_code: String,
}

/// #231 customershipDetails, and the answer of #225: a customership of the company with the
/// places it brings (by address; a composite once).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomershipDetails {
    pub company: Company,
    /// The energy company's name.
    pub company_name: String,
    pub customer_code: String,
    pub locations: Vec<ManagedLocation>,
}
