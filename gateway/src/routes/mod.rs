//! Routes by area, mirroring the URL: `routes::auth` is `/api/auth/v1`, `routes::consumer` is
//! `/api/v2` and `/api/v3`, `routes::v1` the v1 APIs, and `b2b`, `usermanagement`, `admin` and
//! `external` the areas the next issues fill. A contract row is found from its path.

pub mod admin;
pub mod auth;
pub mod b2b;
mod body_ids;
pub mod consumer;
pub mod external;
pub mod policies;
pub mod usermanagement;
pub mod v1;

use std::sync::LazyLock;

use actix_web::middleware::from_fn;
use actix_web::{web, HttpRequest};

use crate::endpoint::dispatch::Handler;
use crate::endpoint::Row;
#[cfg(feature = "bench-extra-rows")]
use crate::endpoint::{AccessRule, Answer, Caching, Extras, Ownership, Policy};
use crate::error::ApiError;
#[cfg(feature = "bench-extra-rows")]
use upstream_clients::System;

/// Every hand-written `/api` handler (the rows are data: [`all_rows`]). Neither is an actix
/// route: `endpoint::dispatch` finds both in one tree.
pub fn all_handlers() -> &'static [Handler] {
    static HANDLERS: LazyLock<Vec<Handler>> = LazyLock::new(|| {
        [auth::handlers(), consumer::handlers(), b2b::handlers()]
            .into_iter()
            .flatten()
            .collect()
    });
    &HANDLERS
}

/// The `/api` scope: the dispatcher (which also applies the CSRF rule and forbids caching by
/// browsers and proxies), and a 404 problem body for unknown paths.
pub fn api_scope() -> actix_web::Scope<
    impl actix_web::dev::ServiceFactory<
        actix_web::dev::ServiceRequest,
        Config = (),
        Response = actix_web::dev::ServiceResponse<impl actix_web::body::MessageBody>,
        Error = actix_web::Error,
        InitError = (),
    >,
> {
    web::scope("/api")
        .wrap(from_fn(crate::endpoint::dispatch::dispatch))
        .default_service(web::to(api_not_found))
}

/// Unknown `/api` paths answer a 404 problem body, never the SPA.
pub async fn api_not_found(_req: HttpRequest) -> Result<web::Json<()>, ApiError> {
    Err(ApiError::NotFound)
}

/// Every row, literal paths before parameterised ones so that a literal segment wins (A8).
pub fn all_rows() -> &'static [Row] {
    static ROWS: LazyLock<Vec<Row>> = LazyLock::new(|| {
        let mut rows: Vec<Row> = [
            consumer::rows(),
            v1::rows(),
            b2b::rows(),
            usermanagement::rows(),
            admin::rows(),
            external::rows(),
        ]
        .into_iter()
        .flatten()
        .collect();
        #[cfg(feature = "bench-extra-rows")]
        rows.extend(bench_extra_rows());
        rows.sort_by_key(|row| (row.path_params().count(), row.number));
        rows
    });
    &ROWS
}

/// Bench only: 100 rows beside the real ones, under the same prefixes, so a bench can compare
/// routing at 142 and at 242 rows.
#[cfg(feature = "bench-extra-rows")]
fn bench_extra_rows() -> Vec<Row> {
    (0..100)
        .map(|n| {
            let prefix = [
                "servicelocation",
                "consumption/electricity",
                "invoice",
                "alerts/bench",
            ][n % 4];
            let path: &'static str = Box::leak(
                format!("/api/v2/{prefix}/user/{{userId}}/location/{{locationId}}/bench{n}")
                    .into_boxed_str(),
            );
            Row {
                number: 10_000 + n as u16,
                method: actix_web::http::Method::GET,
                path,
                operation_id: "benchExtraRow",
                tag: "bench",
                summary: "Bench-only row",
                policy: Policy {
                    access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS),
                    upstream: System::Crm,
                    cache: Caching::Never,
                },
                answer: Answer::NoContent,
                extras: Extras::NONE,
            }
        })
        .collect()
}
