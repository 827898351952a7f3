use actix_web::web;
use serde::Serialize;
use upstream_clients::content::TopBarMessage;
use upstream_clients::crm::{Company, CompanyRole};
use utoipa::ToSchema;

use crate::endpoint::JsonReply;
use crate::error::{ApiResult, SessionExpired, UpstreamProblems};
use crate::session::SignedIn;
use crate::state::AppState;

/// The logged-in user (spec §3).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoggedInUser {
    pub username: String,
    /// The portal user id (priwattiUserId); null for an account with no portal user yet.
    pub priwatti_id: Option<u64>,
    /// Identity groups; they decide every admin permission (spec §6).
    pub groups: Vec<String>,
    /// The B2B companies the user belongs to (A62); empty for a household.
    pub companies: Vec<UserCompany>,
    /// The message staff put above every screen (A71), or null.
    pub top_bar_message: Option<TopBarMessage>,
}

/// A company the user belongs to, and as whom (A62): its `companyReferenceId` is the
/// `{companyRef}` of the B2B rows.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UserCompany {
    pub company_reference_id: String,
    pub company_name: String,
    /// The energy company whose customer the company is.
    pub company: Company,
    pub role: CompanyRole,
    /// Whether crm says the company's prices are shown with VAT (spec §6); added to A62.
    pub vat_included: bool,
}

/// #112 The signed-in user: username and groups from the verified identity token, priwattiId
/// from crm's mapping made at sign-in (A37), companies from crm's access scope (A62).
#[utoipa::path(
    get,
    path = "/api/v2/me",
    tag = "user",
    operation_id = "getMe",
    responses(
        (status = 200, body = LoggedInUser),
        SessionExpired,
        UpstreamProblems,
    )
)]
pub async fn me(
    signed_in: SignedIn,
    state: web::Data<AppState>,
) -> ApiResult<JsonReply<LoggedInUser>> {
    let companies = state
        .authz
        .companies(&signed_in)
        .await?
        .into_iter()
        .map(|member| UserCompany {
            company_reference_id: member.company_reference_id,
            company_name: member.company_name,
            company: member.company,
            role: if member.main_user {
                CompanyRole::MainUser
            } else {
                CompanyRole::SubUser
            },
            vat_included: member.vat_included,
        })
        .collect();
    let auth = signed_in.auth();
    Ok(JsonReply(LoggedInUser {
        username: auth.username,
        priwatti_id: auth.user_id,
        // The live groups, so the admin menu follows a change of access rights at once.
        groups: signed_in.groups().await?.to_vec(),
        companies,
        top_bar_message: state.notices.top_bar(),
    }))
}
