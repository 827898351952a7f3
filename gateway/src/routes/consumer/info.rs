use actix_web::{get, web};
use futures_util::future::join_all;
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{ApiResult, Problem};
use crate::session::SignedIn;
use crate::state::AppState;

/// §3 background service health.
#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ServiceHealth {
    Healthy,
    Unhealthy,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct BackgroundServiceHealth {
    /// HEALTHY when every background system answers its health check.
    pub status: ServiceHealth,
}

/// #166 Whether the background systems answer, so the app can warn before calls fail. The
/// gateway asks every upstream's health check at once; never cached (live data, A7). Which
/// system failed goes to the log, not to the browser.
#[utoipa::path(
    tag = "info",
    operation_id = "getBackgroundServiceHealth",
    responses(
        (status = 200, body = BackgroundServiceHealth),
        (status = 401, description = "SESSION_EXPIRED", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/info/backgroundServiceHealth")]
pub async fn background_service_health(
    _signed_in: SignedIn,
    state: web::Data<AppState>,
) -> ApiResult<web::Json<BackgroundServiceHealth>> {
    let checks = state
        .upstreams
        .iter()
        .map(|upstream| async move { (upstream.system(), upstream.health().await) });
    let mut status = ServiceHealth::Healthy;
    for (system, result) in join_all(checks).await {
        if let Err(error) = result {
            tracing::warn!(upstream = %system, %error, "background service unhealthy");
            status = ServiceHealth::Unhealthy;
        }
    }
    Ok(web::Json(BackgroundServiceHealth { status }))
}
