//! Users and profiles: UI mode, profile, strong authentication, registration, properties, e-mail.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use super::*;

/// UI mode (§3): what the frontend loads; decided by the customer type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum UiMode {
    B2C,
    B2B,
}

/// The answer of #107.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserUi {
    pub priwatti_user_id: u64,
    pub ui_mode: UiMode,
}

/// A user's profile by identity subject (#111).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserProfile {
    pub uuid: String,
    pub priwatti_user_id: u64,
    pub customer_type: CustomerType,
    pub name: String,
    pub email: String,
    pub phone: Option<String>,
    pub customer_codes: Vec<CustomerCode>,
    pub user_verified: bool,
    /// True when the call asked crm to rebuild the customer mappings (refreshMappings or
    /// forceRefreshMappings).
    pub mappings_refreshed: bool,
}

/// How the user proved who they are (#102).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum StrongAuthMethod {
    Bank,
    Mobile,
}

/// #102 `POST /v3/user/strongauth/{uuid}`: marks the user verified; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StrongAuthRequest {
    pub method: StrongAuthMethod,
}

/// #103 `POST /v3/user/register`: creates the portal user of the bearer's identity subject.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RegisterRequest {
    #[validate(length(min = 1, max = 100), custom(function = "not_blank"))]
    pub name: String,
    #[serde(default)]
    #[validate(custom(function = "phone_number"))]
    pub phone: Option<String>,
    pub company: Company,
}

/// The answer of #103.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RegisteredUser {
    pub priwatti_user_id: u64,
}

/// The user properties #104 sets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum UserProperty {
    /// Shown as `user.graphMode` in user content (#116), e.g. AUTOSCALE.
    GraphMode,
    /// Shown as `uiMode` by #107: B2C or B2B.
    UiMode,
}

/// #104 `POST /v2/user/{userId}/setProperty`; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "property_value"))]
pub struct SetPropertyRequest {
    pub property: UserProperty,
    #[validate(length(min = 1, max = 40), custom(function = "not_blank"))]
    pub value: String,
}

/// uiMode only takes the UI modes #107 can answer.
fn property_value(request: &SetPropertyRequest) -> Result<(), ValidationError> {
    match request.property {
        UserProperty::UiMode if !matches!(request.value.as_str(), "B2C" | "B2B") => {
            Err(ValidationError::new("ui_mode").with_message("uiMode must be B2C or B2B".into()))
        }
        _ => Ok(()),
    }
}

/// #105 `POST /v2/user/{userId}/setEmailSubscription` (tips and tricks e-mails); 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EmailSubscriptionRequest {
    pub subscribed: bool,
}

/// #106 `POST /v2/user/{userId}/changeEmailAddress` (crm) and identity's
/// `POST /v1/users/{subject}/email`; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangeEmailAddressRequest {
    #[validate(email, length(max = 254))]
    pub email: String,
}
