//! The OpenAPI document, generated from the handlers' annotations (utoipa) and checked in as
//! `openapi/gateway.json`; a test fails when the file is stale.

use utoipa::OpenApi;

use crate::error::{FieldError, Problem};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Energy customer portal gateway",
        version = "0.1.0",
        description = "The backend-for-frontend of the VARE, SV and KUO customer portal. Every \
call sends the session cookie and `X-Web-Version: 0.1.0`; errors are RFC 9457 problem bodies \
with a stable `code` (api-surface A6)."
    ),
    tags(
        (name = "auth", description = "Sign-in, session and account codes (#1–#10)"),
        (name = "user", description = "The signed-in user"),
        (name = "servicelocation", description = "Use places"),
        (name = "info", description = "Customer service, companies and background health"),
    ),
    components(schemas(Problem, FieldError))
)]
struct ApiDoc;

/// The whole document, from the same handlers and rows the dispatcher serves.
pub fn document() -> utoipa::openapi::OpenApi {
    let mut document = ApiDoc::openapi();
    let router = crate::routes::router();
    for handler in router.handlers() {
        handler.document_into(&mut document);
    }
    crate::endpoint::document(&mut document, router.rows());
    declare_store_unavailable(&mut document);
    document
}

/// The code of the 503 a caller gets while the store replicas share does not answer.
const STORE_UNAVAILABLE: &str = "STORE_UNAVAILABLE";

/// Adds `503 STORE_UNAVAILABLE` to every operation that looks up a sign-in or counts a
/// throttle (one that can answer 401 or 429): with `session.store = "redis"` either asks Redis,
/// and without an answer from it within `redis.timeout_ms` the caller gets this problem with
/// `Retry-After: 1`. An operation that can answer 503 already names both codes there.
fn declare_store_unavailable(document: &mut utoipa::openapi::OpenApi) {
    use utoipa::openapi::RefOr;
    for item in document.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            let responses = &mut operation.responses.responses;
            if !responses.contains_key("401") && !responses.contains_key("429") {
                continue;
            }
            match responses.get_mut("503") {
                Some(RefOr::T(response)) if !response.description.contains(STORE_UNAVAILABLE) => {
                    response.description =
                        format!("{} or {STORE_UNAVAILABLE}", response.description);
                }
                Some(_) => {}
                None => {
                    let response = crate::error::problem_response(STORE_UNAVAILABLE);
                    responses.insert("503".to_owned(), response.into());
                }
            }
        }
    }
}

pub fn document_json() -> String {
    let mut json = document()
        .to_pretty_json()
        .unwrap_or_else(|error| format!("{{\"error\": \"{error}\"}}"));
    json.push('\n');
    json
}
