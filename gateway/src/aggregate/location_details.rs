//! Location details: one use place's cards, composed from several systems at once (A10).
//! #117 (a household's place) reads crm (the place's contract detail, essential), metering
//! (consumption, market price, district heating, production, budget, insights month),
//! invoicing (the two newest invoices), content (features), messaging (popups and timed
//! notifications) and solar (the linked panel's name); #196 (a company's place or composite,
//! "same shape") reads crm, metering and invoicing only. When a non-essential part fails, the
//! answer still comes, with that part empty and named in `missing`; such an answer is not
//! cached, so the next read tries again. A failing crm fails the request.

use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use upstream_clients::content::FeatureList;
use upstream_clients::crm::{Feature, LocationDetail};
use upstream_clients::invoicing::{LatestInvoices, ListInvoice};
use upstream_clients::messaging::{Notification, NotificationList, Popup, PopupList};
use upstream_clients::metering::{
    Budget, ConsumptionPrice, DistrictHeatingConsumption, EnergyConsumption, MarketPrice,
    MeteringOverview, MicrogenerationProduction,
};
use upstream_clients::solar::PanelDetails;
use utoipa::{IntoParams, ToSchema};

use crate::authz::Capability;
use crate::cache::{CacheScope, CachedBody, ResponseCache};
use crate::endpoint::access;
use crate::endpoint::params::{Kind, UTILITY_TYPES};
use crate::endpoint::{answer_response, read_as, AccessRule, Ownership, PathParams};
use crate::error::{
    ApiError, ApiResult, Problem, SessionExpired, UpstreamProblems, ValidationFailed,
};
use crate::session::SignedIn;
use crate::state::{AppState, Reads};

/// §3 location details of one use place.
#[derive(Debug, Clone, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LocationDetails {
    /// The contract detail (crm); always present.
    pub detail: Option<LocationDetail>,
    pub features: Vec<Feature>,
    pub energy_consumption: Option<EnergyConsumption>,
    pub invoice: Option<ListInvoice>,
    pub second_invoice: Option<ListInvoice>,
    pub market_price: Option<MarketPrice>,
    pub district_heating_consumption: Option<DistrictHeatingConsumption>,
    pub microgeneration_production: Option<MicrogenerationProduction>,
    /// The month the monthly insights are about (YYYY-MM).
    pub monthly_insights_month: Option<String>,
    pub budget: Option<Budget>,
    pub consumption_price: Option<ConsumptionPrice>,
    pub notifications: Vec<Notification>,
    pub popups: Vec<Popup>,
    /// The solar panel whose production the place shows (#58 links it), if any.
    pub solar_energy: Option<SolarEnergy>,
    /// The parts that could not be read this time (`metering`, `invoicing`, `content`,
    /// `messaging`, `solar`): their cards show that the data is not available.
    pub missing: Vec<String>,
}

/// §3 location details' solarEnergy: the panel linked to the place.
#[derive(Debug, Clone, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SolarEnergy {
    pub panel_id: String,
    /// The plant's name, as solar's panel details give it.
    pub panel_name: String,
}

#[derive(Debug, Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
pub struct DetailsQuery {
    /// ALL, ELECTRICITY, DISTRICT_HEATING or MICROGENERATION: which popups to include.
    utility_type: Option<String>,
}

/// #117 The use place's cards (location details).
#[utoipa::path(
    get,
    path = "/api/v2/servicelocation/user/{userId}/location/{locationId}",
    tag = "servicelocation",
    operation_id = "getLocationDetails",
    params(
        ("userId" = u64, Path, description = "The place's owner: the caller, a grantor of an active read right, or (rule CS) a customer of the caller's company"),
        ("locationId" = String, Path, description = "The use place"),
        DetailsQuery,
    ),
    responses(
        (status = 200, body = LocationDetails),
        ValidationFailed,
        SessionExpired,
        (status = 403, description = "FORBIDDEN: another user's id or place, or no such id", body = Problem, content_type = "application/problem+json"),
        UpstreamProblems,
    )
)]
pub async fn location_details(
    signed_in: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
    query: web::Query<DetailsQuery>,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    let (user_id, location) = (
        params.user_id()?,
        params.get("locationId").unwrap_or_default(),
    );
    let utility = query
        .utility_type
        .clone()
        .unwrap_or_else(|| "ALL".to_owned());
    if let Some(error) = Kind::OneOf(UTILITY_TYPES).check("utilityType", &utility) {
        return Err(ApiError::Validation(vec![error]));
    }
    let rule = AccessRule::Owner(Ownership::OWNER_PLACE_CS);
    access::check_path(rule, &signed_in, &params, Capability::Read, &state).await?;

    let key = signed_in.user_id().map(|id| {
        let query = [("utilityType".to_owned(), utility.clone())];
        // The canonical path, not the request's spelling of it (A60).
        let path = format!("/api/v2/servicelocation/user/{user_id}/location/{location}");
        ResponseCache::key(CacheScope::User(id), "GET", &path, &query)
    });
    cached_or_composed(&req, &state, key, || async {
        let panel = state.authz.panel_of(&signed_in, user_id, location).await?;
        let household = Household {
            user: params.get("userId").unwrap_or_default(),
            utility: &utility,
            panel: panel.as_deref(),
        };
        compose(&signed_in, &state.reads, location, Some(household)).await
    })
    .await
}

/// #196 The cards of a company's place or composite: #117's shape from crm, metering and
/// invoicing (A10). A composite's cards are its first place's, as the pricing and invoice
/// mirrors answer it.
#[utoipa::path(
    get,
    path = "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/detail",
    tag = "b2b",
    operation_id = "getCompanyLocationDetails",
    params(
        ("companyRef" = String, Path, description = "One of the caller's companies"),
        ("userId" = u64, Path, description = "The caller"),
        ("compositeLocationId" = String, Path, description = "A place or composite of the company assigned to the caller"),
    ),
    responses(
        (status = 200, body = LocationDetails),
        ValidationFailed,
        SessionExpired,
        (status = 403, description = "FORBIDDEN: another user, another company, a place not assigned to the caller, or no such id", body = Problem, content_type = "application/problem+json"),
        UpstreamProblems,
    )
)]
pub async fn company_location_details(
    signed_in: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    access::check_path(
        AccessRule::Company,
        &signed_in,
        &params,
        Capability::Read,
        &state,
    )
    .await?;
    let (company, user_id) = (params.company_ref(), params.user_id()?);
    let addressed = params.get("compositeLocationId").unwrap_or_default();
    let authz = &state.authz;
    let key = signed_in.user_id().map(|id| {
        let path = format!(
            "/api/v2/b2b/company/{company}/servicelocation/user/{user_id}/{addressed}/detail"
        );
        ResponseCache::key(CacheScope::User(id), "GET", &path, &[])
    });
    cached_or_composed(&req, &state, key, || async {
        let places = authz
            .company_places(&signed_in, company, &[addressed])
            .await?;
        let place = places.first().ok_or(ApiError::Forbidden)?;
        compose(&signed_in, &state.reads, place, None).await
    })
    .await
}

/// The cached answer under `key`, or the one `compose` makes (kept only when complete).
async fn cached_or_composed<F, Fut>(
    req: &HttpRequest,
    state: &AppState,
    key: Option<String>,
    compose: F,
) -> ApiResult<HttpResponse>
where
    F: FnOnce() -> Fut,
    Fut: std::future::Future<Output = ApiResult<LocationDetails>>,
{
    if let Some(hit) = match &key {
        Some(key) => state.cache.get(key).await,
        None => None,
    } {
        return Ok(answer_response(req, &hit));
    }
    let details = compose().await?;
    let body: bytes::Bytes = serde_json::to_vec(&details)
        .map_err(ApiError::internal)?
        .into();
    let answer = match (key, details.missing.is_empty()) {
        (Some(key), true) => state.cache.insert(key, body).await,
        _ => std::sync::Arc::new(CachedBody::passing(body)),
    };
    Ok(answer_response(req, &answer))
}

/// What #117 shows of a household's place besides crm, metering and invoicing: features,
/// popups and notifications for `user`, and the linked panel's name.
struct Household<'a> {
    user: &'a str,
    utility: &'a str,
    panel: Option<&'a str>,
}

async fn compose(
    signed_in: &SignedIn,
    reads: &Reads,
    location: &str,
    household: Option<Household<'_>>,
) -> ApiResult<LocationDetails> {
    let detail_path = upstream_clients::crm::paths::location_detail(location);
    let overview_path = upstream_clients::metering::paths::location_overview(location);
    let invoices_path = upstream_clients::invoicing::paths::latest_invoices(location);
    let household = household.as_ref();
    let features = async {
        let user = household?.user;
        let path = upstream_clients::content::paths::place_features(user, location);
        Some(read_as::<FeatureList>(signed_in, &reads.content, &path, &[]).await)
    };
    let messages = async {
        let household = household?;
        let utility_query = [("utilityType", household.utility)];
        let notifications_path =
            upstream_clients::messaging::paths::timed_notifications(household.user, location);
        let (popups, notifications) = futures_util::join!(
            read_as::<PopupList>(
                signed_in,
                &reads.messaging,
                &upstream_clients::messaging::paths::POPUPS,
                &utility_query
            ),
            read_as::<NotificationList>(signed_in, &reads.messaging, &notifications_path, &[]),
        );
        Some((popups, notifications))
    };
    let panel_read = async {
        match household.and_then(|h| h.panel) {
            Some(panel) => {
                let path = upstream_clients::solar::paths::panel(panel);
                read_as::<PanelDetails>(signed_in, &reads.solar, &path, &[])
                    .await
                    .map(Some)
            }
            None => Ok(None),
        }
    };
    let (detail, overview, invoices, features, messages, solar) = futures_util::join!(
        read_as::<LocationDetail>(signed_in, &reads.crm, &detail_path, &[]),
        read_as::<MeteringOverview>(signed_in, &reads.metering, &overview_path, &[]),
        read_as::<LatestInvoices>(signed_in, &reads.invoicing, &invoices_path, &[]),
        features,
        messages,
        panel_read,
    );
    // The place's contract detail is what the page is about: without it there is no answer.
    let mut details = LocationDetails {
        detail: Some(detail?),
        ..LocationDetails::default()
    };
    let missing = |part: &str, error: &ApiError| {
        tracing::warn!(part, %error, "location details part missing");
        part.to_owned()
    };
    let mut gaps: Vec<String> = Vec::new();
    match overview {
        Ok(overview) => {
            details.energy_consumption = overview.energy_consumption;
            details.market_price = overview.market_price;
            details.district_heating_consumption = overview.district_heating_consumption;
            details.microgeneration_production = overview.microgeneration_production;
            details.monthly_insights_month = overview.monthly_insights_month;
            details.budget = overview.budget;
            details.consumption_price = overview.consumption_price;
        }
        Err(error) => gaps.push(missing("metering", &error)),
    }
    match invoices {
        Ok(latest) => {
            details.invoice = latest.invoice;
            details.second_invoice = latest.second_invoice;
        }
        Err(error) => gaps.push(missing("invoicing", &error)),
    }
    match features {
        Some(Ok(list)) => details.features = list.features,
        Some(Err(error)) => gaps.push(missing("content", &error)),
        None => {}
    }
    match messages {
        Some((Ok(popups), Ok(notifications))) => {
            details.popups = popups.popups;
            details.notifications = notifications.notifications;
        }
        Some((Err(error), _) | (_, Err(error))) => gaps.push(missing("messaging", &error)),
        None => {}
    }
    match solar {
        // crm names the place's panel; solar says whether its production is shown there now.
        Ok(Some(panel)) if panel.linked_location_ids.iter().any(|id| id == location) => {
            details.solar_energy = Some(SolarEnergy {
                panel_id: panel.panel_id,
                panel_name: panel.plant_name,
            });
        }
        Ok(_) => {}
        Err(error) => gaps.push(missing("solar", &error)),
    }
    details.missing = gaps;
    Ok(details)
}
