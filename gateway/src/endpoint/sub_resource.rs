//! Sub-resource ids (ARCHITECTURE "ownership"): an invoice number, document, report or lead in
//! a path must belong to the place the request names, and the gateway checks it itself rather
//! than trusting each upstream to refuse a foreign one. The proof is the place's own list row
//! (#160, #188, #157, #57), read through the same cache and access as any read of it.

use super::body::values_at;
use super::dispatch::ApiRouter;
use super::params::PathParams;
use super::read::json_body;
use super::{Answer, Row};
use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;
use crate::state::AppState;

/// Which list names a row's sub-resource.
#[derive(Debug, Clone, Copy)]
pub struct SubResource {
    /// The path parameter that names the sub-resource.
    pub param: &'static str,
    /// The operation id of the read row that lists every such id of the place, with the same
    /// path parameters.
    pub listed_by: &'static str,
    /// Where the ids are in the list's answer: field names, `*` for each item of an array.
    pub at: &'static [&'static str],
    /// The path names no place (#55's lead): the id must be in the list of one of the caller's
    /// own places.
    pub in_any_own_place: bool,
}

/// 403 unless the row's sub-resource id is listed for its place (`router` finds the list row).
pub(super) async fn check(
    row: &Row,
    router: &ApiRouter,
    caller: &SignedIn,
    params: &PathParams,
    state: &AppState,
) -> ApiResult<()> {
    let Some(sub) = row.extras.sub_resource else {
        return Ok(());
    };
    let wanted = params
        .get(sub.param)
        .ok_or_else(|| ApiError::internal("a sub-resource row without its parameter"))?;
    let list = router
        .read_row(sub.listed_by)
        .ok_or_else(|| ApiError::internal("a sub-resource listed by no read row"))?;
    let Answer::Json(answer) = list.answer else {
        return Err(ApiError::internal("a sub-resource list that is not JSON"));
    };
    let places = if sub.in_any_own_place {
        let user = params.user_id()?;
        state
            .authz
            .own_places(caller, user)
            .await?
            .into_iter()
            .map(|place| params.with("locationId", place))
            .collect()
    } else {
        vec![params.clone()]
    };
    for place in places {
        let body = match json_body(list, answer, Some(caller), &place, &[], state).await {
            Ok(body) => body,
            // A place with nothing to list (no offers, say) lists nothing.
            Err(ApiError::NotFound) => continue,
            Err(error) => return Err(error),
        };
        let value: serde_json::Value =
            serde_json::from_slice(&body.body).map_err(ApiError::internal)?;
        if values_at(&value, sub.at).any(|id| id.as_str() == Some(wanted)) {
            return Ok(());
        }
    }
    Err(ApiError::Forbidden)
}
