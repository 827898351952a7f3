use actix_web::{get, web};
use upstream_clients::crm::UserContent;

use crate::authz::{Access, OwnerCheck};
use crate::error::{ApiResult, Problem, UpstreamProblems};
use crate::session::SignedIn;

/// #116 A user's content: the user, their use places and the places shared with them.
/// Ownership: `userId=self`, plus customer-service staff of the user's company (+CS, A3), who
/// see only the places at their own companies.
#[utoipa::path(
    tag = "servicelocation",
    operation_id = "getUserContent",
    params(("userId" = u64, Path, description = "The portal user id (priwattiUserId)")),
    responses(
        (status = 200, body = UserContent),
        (status = 400, description = "VALIDATION_FAILED: userId is not a number", body = Problem, content_type = "application/problem+json"),
        (status = 401, description = "SESSION_EXPIRED", body = Problem, content_type = "application/problem+json"),
        (status = 403, description = "FORBIDDEN: another user's id, or no such user", body = Problem, content_type = "application/problem+json"),
        UpstreamProblems,
    )
)]
#[get("/servicelocation/user/{userId}/content")]
pub async fn user_content(
    signed_in: SignedIn,
    path: web::Path<u64>,
) -> ApiResult<web::Json<UserContent>> {
    let user_id = path.into_inner();
    let state = signed_in.state();
    let access = state
        .authz
        .owner(
            &signed_in,
            user_id,
            OwnerCheck::self_only().customer_service(),
        )
        .await?;
    let mut content = signed_in
        .read(|token| async move { state.crm.user_content(&token, user_id).await })
        .await?;
    if access == Access::CustomerService {
        if let Some((companies, places)) = state
            .authz
            .customer_service_view(&signed_in, user_id)
            .await?
        {
            content
                .content
                .retain(|item| places.contains(&item.location.identifier));
            content
                .user
                .customer_codes
                .retain(|code| companies.contains(&code.company));
        }
    }
    Ok(web::Json(content))
}
