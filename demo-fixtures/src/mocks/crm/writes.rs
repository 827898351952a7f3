//! crm's writes. Each changes the in-memory dataset, so the matching reads show it.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse, Scope};
use serde::Deserialize;

use super::Data;
use crate::dataset::RepresentationStatus;
use crate::mocks::error_response;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(super) struct RemoveRepresentation {
    representation_id: String,
}

/// The upstream of row #134: the grantor ends a read right they gave. A right already ended
/// answers the §8 code `RepresentativeAlreadyRevokedException`.
async fn remove_representation(
    crm: Data,
    user_id: web::Path<String>,
    body: web::Json<RemoveRepresentation>,
) -> HttpResponse {
    let Ok(grantor) = user_id.parse::<u64>() else {
        return error_response(
            StatusCode::BAD_REQUEST,
            "BadRequest",
            "userId is not a number",
        );
    };
    let mut data = crm.data.write().unwrap_or_else(|e| e.into_inner());
    let representation = data
        .representations
        .iter_mut()
        .find(|r| r.id == body.representation_id && r.grantor_user_id == grantor);
    match representation {
        None => error_response(StatusCode::NOT_FOUND, "NotFound", "no such representation"),
        Some(r) if r.status == RepresentationStatus::Revoked => error_response(
            StatusCode::CONFLICT,
            "RepresentativeAlreadyRevokedException",
            "the read right has already ended",
        ),
        Some(r) => {
            r.status = RepresentationStatus::Revoked;
            HttpResponse::NoContent().finish()
        }
    }
}

/// Adds the writes to `scope` (bearer-checked by the caller).
pub(super) fn write_routes(scope: Scope) -> Scope {
    scope.route(
        "/v2/representative/user/{userId}/remove",
        web::post().to(remove_representation),
    )
}
