//! The developers' debug views of crm (#42–#47): a portal user's mappings as crm holds them, and
//! a customer and its contracts both as crm stores them (raw) and as the portal reads them.

use serde::{Deserialize, Serialize};

use super::*;

/// #43: what crm maps a portal user to, and when its mappings were last rebuilt.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserMappingInfo {
    pub priwatti_user_id: u64,
    pub name: String,
    pub email: String,
    pub customer_type: CustomerType,
    /// A staff member's portal user, which has no places.
    pub staff: bool,
    pub customer_codes: Vec<CustomerCode>,
    /// The user's own use places.
    pub location_identifiers: Vec<String>,
    /// The B2B companies the user belongs to, by companyReferenceId.
    pub company_reference_ids: Vec<String>,
    /// When #42 last rebuilt the mappings (RFC 3339); never, for `None`.
    pub mappings_refreshed_at: Option<String>,
}

/// #44, #45: a record as crm stores it, with crm's own field names; the portal does not type
/// it, so a developer sees what crm holds even where the portal's model differs.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct RawRecord {
    /// The system the record is from.
    pub system: String,
    /// The kind of record ("customer", "contracts").
    pub kind: String,
    #[cfg_attr(feature = "openapi", schema(value_type = Object))]
    pub record: serde_json::Value,
}
