//! Messages from staff (A76, #72–#76) and the background processes that send the large ones
//! (#53, #54). Each message lands in its recipients' general message box (#69).

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use super::not_blank;
use crate::crm::{Company, CustomerType, UtilityType};

/// The most users one targeted message may name.
pub const MAX_TARGETED_USERS: usize = 10_000;

/// #72's body: a message to one user.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct DirectMessage {
    /// The recipient's priwattiUserId.
    pub user_id: u64,
    /// 1–120 characters.
    #[validate(length(min = 1, max = 120), custom(function = "not_blank"))]
    pub title: String,
    /// 1–4000 characters.
    #[validate(length(min = 1, max = 4000), custom(function = "not_blank"))]
    pub body: String,
}

/// #73's and #74's body: a message to every customer of the origins.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MassMessage {
    /// 1–3 energy companies, each once.
    #[validate(length(min = 1, max = 3), custom(function = "distinct_origins"))]
    pub origins: Vec<Company>,
    #[validate(length(min = 1, max = 120), custom(function = "not_blank"))]
    pub title: String,
    #[validate(length(min = 1, max = 4000), custom(function = "not_blank"))]
    pub body: String,
}

/// #75's and #76's body: either `userIds`, or `origins` narrowed by `utilityTypes` (a place of
/// one of them at one of the origins) and `customerType`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
#[validate(schema(function = "one_target"))]
pub struct TargetedMessage {
    /// 1–10,000 users.
    #[validate(length(min = 1, max = 10000))]
    pub user_ids: Option<Vec<u64>>,
    #[validate(length(min = 1, max = 3), custom(function = "distinct_origins"))]
    pub origins: Option<Vec<Company>>,
    #[validate(length(min = 1, max = 4))]
    pub utility_types: Option<Vec<UtilityType>>,
    pub customer_type: Option<CustomerType>,
    #[validate(length(min = 1, max = 120), custom(function = "not_blank"))]
    pub title: String,
    #[validate(length(min = 1, max = 4000), custom(function = "not_blank"))]
    pub body: String,
}

fn distinct_origins(origins: &[Company]) -> Result<(), ValidationError> {
    let mut seen = Vec::new();
    for origin in origins {
        if seen.contains(origin) {
            return Err(ValidationError::new("duplicate").with_message("an origin twice".into()));
        }
        seen.push(*origin);
    }
    Ok(())
}

fn one_target(message: &TargetedMessage) -> Result<(), ValidationError> {
    let by_users = message.user_ids.is_some();
    let by_criteria = message.origins.is_some();
    let narrowed = message.utility_types.is_some() || message.customer_type.is_some();
    if by_users == by_criteria || (by_users && narrowed) {
        return Err(ValidationError::new("target")
            .with_message("either userIds, or origins with utilityTypes and customerType".into()));
    }
    Ok(())
}

/// What a sent message reached (#72, #73, #75, #76).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MessageSent {
    /// How many message boxes it was put in.
    pub sent: u32,
}

/// #74's answer (202): the background process sending it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProcessStarted {
    pub process_id: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum ProcessState {
    Queued,
    Running,
    Done,
    Failed,
}

/// A background process (#53, #54).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BackgroundProcess {
    pub process_id: String,
    /// What it does: `MASS_MESSAGE`.
    pub kind: String,
    pub state: ProcessState,
    /// Recipients in all.
    pub total: u32,
    /// Recipients reached so far.
    pub sent: u32,
    /// The message's title (its body is not repeated here).
    pub title: String,
    /// RFC 3339.
    pub started_at: String,
    pub finished_at: Option<String>,
}

/// #53's answer: the latest mass-message processes, newest first.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BackgroundProcesses {
    pub processes: Vec<BackgroundProcess>,
}

/// #54's answer: one page of every process, newest first.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BackgroundProcessPage {
    /// 0-based.
    pub page: u32,
    pub limit: u32,
    pub total: u32,
    pub processes: Vec<BackgroundProcess>,
}
