use actix_web::{get, web};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiResult, SessionExpired};
use crate::session::SignedIn;

/// The logged-in user (spec §3).
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoggedInUser {
    pub username: String,
    /// The portal user id (priwattiUserId); null for an account with no portal user yet.
    pub priwatti_id: Option<u64>,
    /// Identity groups; they decide every admin permission (spec §6).
    pub groups: Vec<String>,
}

/// #112 The signed-in user: username and groups from the verified identity token, priwattiId
/// from crm's mapping made at sign-in (A37).
#[utoipa::path(
    tag = "user",
    operation_id = "getMe",
    responses(
        (status = 200, body = LoggedInUser),
        SessionExpired,
    )
)]
#[get("/me")]
pub async fn me(signed_in: SignedIn) -> ApiResult<web::Json<LoggedInUser>> {
    let auth = signed_in.auth();
    Ok(web::Json(LoggedInUser {
        username: auth.username,
        priwatti_id: auth.user_id,
        groups: auth.groups,
    }))
}
