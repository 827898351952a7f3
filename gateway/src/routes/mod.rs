//! Routes by resource, mirroring the URL: `routes::auth` is `/api/auth/v1`, `routes::consumer`
//! is `/api/v2`.

pub mod admin;
pub mod auth;
pub mod b2b;
pub mod consumer;
pub mod external;
pub mod rows;
pub mod usermanagement;

use actix_web::http::header;
use actix_web::middleware::{from_fn, DefaultHeaders};
use actix_web::{web, HttpRequest};
use utoipa_actix_web::{scope, service_config::ServiceConfig};

use crate::error::ApiError;
use crate::middleware::csrf::require_web_version;

/// Every `/api` route, registered through utoipa so none can be missing from the document.
pub fn configure_api(cfg: &mut ServiceConfig) {
    // The declared rows are not actix routes: `endpoint::dispatch` serves them before routing.
    cfg.service(scope::scope("/auth/v1").configure(auth::configure))
        .service(scope::scope("/v2").configure(consumer::configure));
}

/// The `/api` scope as served and as documented: the CSRF rule, no caching by browsers or
/// proxies, and a 404 problem body for unknown paths.
pub fn api_scope() -> scope::Scope<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    scope::scope("/api")
        // Innermost, so the CSRF rule and the headers below apply to rows too.
        .wrap(from_fn(crate::endpoint::dispatch::dispatch))
        .wrap(from_fn(require_web_version))
        .wrap(DefaultHeaders::new().add((header::CACHE_CONTROL, "no-store")))
        .configure(configure_api)
        .default_service(web::to(api_not_found))
}

/// Unknown `/api` paths answer a 404 problem body, never the SPA.
pub async fn api_not_found(_req: HttpRequest) -> Result<web::Json<()>, ApiError> {
    Err(ApiError::NotFound)
}
