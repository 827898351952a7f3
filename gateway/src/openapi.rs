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
    document
}

pub fn document_json() -> String {
    let mut json = document()
        .to_pretty_json()
        .unwrap_or_else(|error| format!("{{\"error\": \"{error}\"}}"));
    json.push('\n');
    json
}
