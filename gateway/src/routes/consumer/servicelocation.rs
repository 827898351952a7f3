use actix_web::{get, web, HttpResponse};
use upstream_clients::crm::UserContent;

use crate::authz::{Access, Capability, OwnerCheck};
use crate::cache::{CacheScope, CachedBody, ResponseCache};
use crate::endpoint::params::check_path_param;
use crate::error::{ApiError, ApiResult, Problem, UpstreamProblems};
use crate::session::SignedIn;
use crate::state::AppState;

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
    state: web::Data<AppState>,
    path: web::Path<String>,
) -> ApiResult<HttpResponse> {
    let user_id = user_id_param(&path)?;
    let access = state
        .authz
        .owner(
            &signed_in,
            user_id,
            OwnerCheck::self_only().customer_service(),
            Capability::Read,
        )
        .await?;
    // §0.6 caches #116 per caller: the key is the caller's scope and the canonical path, and
    // the access check above runs before every hit.
    let Some(caller_id) = signed_in.user_id() else {
        return Err(ApiError::Forbidden);
    };
    let key = ResponseCache::key(
        CacheScope::User(caller_id),
        "GET",
        &format!("/api/v2/servicelocation/user/{user_id}/content"),
        &[],
    );
    let fetch = async {
        let content = content_for(&signed_in, &state, user_id, access).await?;
        let body = serde_json::to_vec(&content).map_err(ApiError::internal)?;
        Ok(CachedBody { body: body.into() })
    };
    let cached = state.cache.get_or_fetch(key, fetch).await?;
    Ok(HttpResponse::Ok()
        .content_type("application/json")
        .body(cached.body.clone()))
}

/// The user's content as the caller may see it.
async fn content_for(
    signed_in: &SignedIn,
    state: &AppState,
    user_id: u64,
    access: Access,
) -> ApiResult<UserContent> {
    let mut content = signed_in
        .read(|token| async move { state.crm.user_content(&token, user_id).await })
        .await?;
    if access == Access::CustomerService {
        if let Some((companies, places)) = state
            .authz
            .customer_service_view(signed_in, user_id)
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
    Ok(content)
}

/// A `{userId}` in its canonical form (A60), else 400.
pub fn user_id_param(value: &str) -> ApiResult<u64> {
    match check_path_param("userId", value) {
        Some(error) => Err(ApiError::Validation(vec![error])),
        None => value.parse().map_err(ApiError::internal),
    }
}
