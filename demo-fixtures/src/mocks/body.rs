//! JSON request bodies of the write routes. The mocks trust a body's content (the gateway has
//! validated it), but a body that does not decode is still refused with the contracts' error
//! shape, 400 `InvalidBody`, instead of actix's plain-text answer.

use actix_web::error::InternalError;
use actix_web::http::StatusCode;
use actix_web::web;

use super::error_response;

/// For a mock's app data: `web::Json<T>` extractors then refuse undecodable bodies (and a
/// missing or non-JSON content type) with `{"code":"InvalidBody"}`.
pub(crate) fn json_config() -> web::JsonConfig {
    web::JsonConfig::default().error_handler(|error, _| {
        let response = error_response(StatusCode::BAD_REQUEST, "InvalidBody", &error.to_string());
        InternalError::from_response(error, response).into()
    })
}
