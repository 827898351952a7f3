//! The OpenAPI document, generated from the handlers' annotations (utoipa) and checked in as
//! `openapi/gateway.json`; a test fails when the file is stale.

use std::collections::HashSet;

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
    // Every row is gated (`Row::MAINTENANCE`); a handler says whether it is.
    let rows = router.rows().iter();
    let gated_handlers = router
        .handlers()
        .iter()
        .filter(|handler| handler.maintenance == crate::maintenance::Maintenance::Gated);
    let gated: HashSet<&str> = rows
        .clone()
        .map(|row| row.operation_id)
        .chain(gated_handlers.map(|handler| handler.operation_id.as_str()))
        .collect();
    // A write row refuses the demo account, and reads its body (limit and media type first)
    // even when it takes none (A11).
    let write_rows: HashSet<&str> = rows
        .filter(|row| row.is_write())
        .map(|row| row.operation_id)
        .collect();
    declare_gateway_problems(&mut document, &gated, &write_rows);
    document
}

/// The code of the 503 a caller gets while the store replicas share does not answer.
const STORE_UNAVAILABLE: &str = "STORE_UNAVAILABLE";

/// Declares on each operation the problems the gateway's own layers answer, whatever its row or
/// handler says (A6), so that the document names every code a client can meet:
/// - `503 STORE_UNAVAILABLE` on every operation that looks up a sign-in or counts a throttle
///   (one that can answer 401 or 429): with `session.store = "redis"` either asks Redis, and
///   without an answer from it within `redis.timeout_ms` the caller gets this problem with
///   `Retry-After: 1`;
/// - `503 MAINTENANCE` on every operation the maintenance gate covers (`gated`, by operation
///   id), and `503 OVERLOADED` on all (more requests in flight than the process takes on);
/// - `403 DEMO_READ_ONLY` on every write row (A9, A67);
/// - `413 PAYLOAD_TOO_LARGE` and `415 UNSUPPORTED_MEDIA_TYPE` on every operation that reads a
///   body;
/// - `INTERNAL_ERROR` (500) and `REQUEST_REFUSED` (the HTTP layer's other refusals) on all, as
///   the `default` answer.
///
/// A status an operation declares already gets the code added to its description.
fn declare_gateway_problems(
    document: &mut utoipa::openapi::OpenApi,
    gated: &HashSet<&str>,
    write_rows: &HashSet<&str>,
) {
    for item in document.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            let id = operation.operation_id.as_deref().unwrap_or_default();
            let body = operation.request_body.is_some() || write_rows.contains(id);
            let responses = &mut operation.responses.responses;
            if responses.contains_key("401") || responses.contains_key("429") {
                declare(responses, "503", STORE_UNAVAILABLE);
            }
            if gated.contains(id) {
                declare(responses, "503", "MAINTENANCE");
            }
            declare(responses, "503", "OVERLOADED");
            if write_rows.contains(id) {
                declare(
                    responses,
                    "403",
                    "DEMO_READ_ONLY: the public demo account, which writes nothing",
                );
            }
            if body {
                declare(responses, "413", "PAYLOAD_TOO_LARGE");
                declare(
                    responses,
                    "415",
                    "UNSUPPORTED_MEDIA_TYPE: a body sent as anything but application/json",
                );
            }
            declare(
                responses,
                "default",
                "INTERNAL_ERROR (500), or REQUEST_REFUSED: another refusal of the request \
                 itself, under its own status (such as 405, 408 or 416)",
            );
        }
    }
}

/// `text` (a code, and what it means) declared under `status`: added to the problem answer
/// there, or that answer.
fn declare(responses: &mut crate::error::Responses, status: &str, text: &str) {
    use utoipa::openapi::RefOr;
    let code = text.split([':', ' ']).next().unwrap_or(text);
    match responses.get_mut(status) {
        Some(RefOr::T(response)) if !response.description.contains(code) => {
            response.description = format!("{} or {text}", response.description);
        }
        Some(_) => {}
        None => {
            let response = crate::error::problem_response(text);
            responses.insert(status.to_owned(), response.into());
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
