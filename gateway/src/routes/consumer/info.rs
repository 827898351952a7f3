use actix_web::web;
use futures_util::future::join_all;
use serde::Serialize;
use utoipa::ToSchema;

use crate::endpoint::JsonReply;
use crate::endpoint::{json, Extras, Policy, Row};
use crate::error::{ApiResult, SessionExpired};
use crate::session::SignedIn;
use crate::state::AppState;
use actix_web::http::Method;
use upstream_clients::crm::CompanySelectionList;
use upstream_clients::crm::CustomerServiceInfoList;
use upstream_clients::crm::CustomerServiceNumberList;

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
    get,
    path = "/api/v2/info/backgroundServiceHealth",
    tag = "info",
    operation_id = "getBackgroundServiceHealth",
    responses(
        (status = 200, body = BackgroundServiceHealth),
        SessionExpired,
    )
)]
pub async fn background_service_health(
    _signed_in: SignedIn,
    state: web::Data<AppState>,
) -> ApiResult<JsonReply<BackgroundServiceHealth>> {
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
    Ok(JsonReply(BackgroundServiceHealth { status }))
}

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 163, method: Method::GET, operation_id: "getCustomerServiceNumbers", tag: "info",
            path: "/api/v2/info/customerServiceNumbers",
            summary: "Customer service numbers of every company",
            policy: Policy::SHARED_AT_CRM,
            answer: json::<CustomerServiceNumberList>(), extras: Extras::NONE },
        Row { number: 164, method: Method::GET, operation_id: "getCustomerServiceInfo", tag: "info",
            path: "/api/v2/info/customerServiceInfo",
            summary: "Customer service contact information",
            policy: Policy::SHARED_AT_CRM,
            answer: json::<CustomerServiceInfoList>(), extras: Extras::NONE },
        Row { number: 165, method: Method::GET, operation_id: "getCompanies", tag: "info",
            path: "/api/v2/info/companies",
            summary: "The energy companies",
            policy: Policy::SHARED_AT_CRM,
            answer: json::<CompanySelectionList>(), extras: Extras::NONE },
    ]
}
