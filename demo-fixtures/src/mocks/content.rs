//! The content mock. Contract: `openapi/upstreams/content.yaml`; types and client:
//! `upstream_clients::content`. Its paths mirror the gateway rows it serves, without `/api`.
//! `/v1/demo/advertisement-tile` is public (row #174: demo mode runs without sign-in); every
//! other route needs the bearer token. What staff set for customers (maintenance, the top-bar
//! message, flags, the tile, campaign writes) is in [`super::content_staff`].

use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::content::{
    AdvertisementTile, Campaign, CampaignList, CampaignStatus, FeatureList,
};

use super::auth::require_access_token;
use super::clock::{date_from, now, today};
use super::content_staff::{self, StaffContent};
use super::params::{self, not_found, respond, Answer};
use super::tokens::Tokens;
use crate::dataset::campaigns::{AddOn, DemoCampaign, DemoTile, TileSlot};
use crate::dataset::{Dataset, PortalUser, UsePlace};

/// The content mock's state: a copy of the dataset, so writes stay in memory.
pub(crate) struct Content {
    data: RwLock<Dataset>,
    /// What staff set (A70–A73): none of it until they do.
    staff: RwLock<StaffContent>,
    tokens: Arc<Tokens>,
}

impl Content {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Content {
            data: RwLock::new(dataset.clone()),
            staff: RwLock::new(StaffContent::new(dataset)),
            tokens,
        }
    }

    /// Back to the dataset, with nothing staff set.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data_mut() = dataset.clone();
        *self.staff_mut() = StaffContent::new(dataset);
    }

    pub(crate) fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn data_mut(&self) -> RwLockWriteGuard<'_, Dataset> {
        self.data.write().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn staff(&self) -> RwLockReadGuard<'_, StaffContent> {
        self.staff.read().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn staff_mut(&self) -> RwLockWriteGuard<'_, StaffContent> {
        self.staff.write().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Content>;

/// The campaign as content answers it: a published one whose last day has passed is expired
/// (A31).
pub(crate) fn wire_campaign(campaign: &DemoCampaign, today: NaiveDate) -> Campaign {
    let status = match campaign.status {
        CampaignStatus::Published if campaign.end_offset_days < 0 => CampaignStatus::Expired,
        status => status,
    };
    Campaign {
        campaign_id: campaign.campaign_id.clone(),
        status,
        title: campaign.title.clone(),
        description: campaign.description.clone(),
        benefit: campaign.benefit.clone(),
        partner: campaign.partner.clone(),
        link_url: campaign.link_url.clone(),
        company: campaign.company,
        start_date: date_from(today, campaign.start_offset_days),
        end_date: date_from(today, campaign.end_offset_days),
    }
}

/// Published campaigns that have not ended.
fn published(data: &Dataset) -> impl Iterator<Item = &DemoCampaign> {
    data.campaigns
        .iter()
        .filter(|c| c.status == CampaignStatus::Published && c.end_offset_days >= 0)
}

/// A published campaign; drafts and expired ones are 404 like unknown ids (A31).
async fn campaign(state: Data, campaign_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    let answer = published(&data)
        .find(|c| c.campaign_id == *campaign_id)
        .map(|c| wire_campaign(c, today()))
        .ok_or_else(|| not_found("campaign"));
    respond(answer)
}

async fn published_campaigns(state: Data) -> HttpResponse {
    let data = state.data();
    let today = today();
    HttpResponse::Ok().json(CampaignList {
        campaigns: published(&data).map(|c| wire_campaign(c, today)).collect(),
    })
}

/// Published campaigns running today for one of the user's companies (or for every company).
pub(crate) fn current_campaigns(
    data: &Dataset,
    user: &PortalUser,
    today: NaiveDate,
) -> CampaignList {
    CampaignList {
        campaigns: published(data)
            .filter(|c| c.start_offset_days <= 0 && c.end_offset_days >= 0)
            .filter(|c| {
                c.company.is_none_or(|company| {
                    user.customer_codes
                        .iter()
                        .any(|code| code.company == company)
                })
            })
            .map(|c| wire_campaign(c, today))
            .collect(),
    }
}

async fn current(state: Data, user_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(|user| current_campaigns(&data, user, today())))
}

fn wire_tile(tile: &DemoTile) -> AdvertisementTile {
    AdvertisementTile {
        tile_id: tile.tile_id.clone(),
        title: tile.title.clone(),
        text: tile.text.clone(),
        link_text: tile.link_text.clone(),
        link_url: tile.link_url.clone(),
        image_alt: tile.image_alt.clone(),
        image_url: None,
    }
}

fn tile_for(data: &Dataset, slot: TileSlot) -> Answer<AdvertisementTile> {
    data.advertisement_tiles
        .iter()
        .find(|t| t.slot == slot)
        .map(wire_tile)
        .ok_or_else(|| not_found("advertisement tile"))
}

/// The first tile for the place's kind that advertises nothing the place already has.
pub(crate) fn place_tile(data: &Dataset, place: &UsePlace) -> Answer<AdvertisementTile> {
    data.advertisement_tiles
        .iter()
        .filter(|t| t.slot == TileSlot::Place(place.kind))
        .find(|t| match t.advertises {
            Some(AddOn::GreenPower) => !place.green_power,
            Some(AddOn::HomeInsurance) => !place.home_insurance,
            None => true,
        })
        .map(wire_tile)
        .ok_or_else(|| not_found("advertisement tile for this location"))
}

/// #120: staff's tile when it is for the place's origin (A73), else the dataset's.
async fn location_tile(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(
        params::user_place(&data, &path.0, &path.1).and_then(|(_, place)| {
            match state.staff().tile_for(&[place.company], now()) {
                Some(tile) => Ok(tile),
                None => place_tile(&data, place),
            }
        }),
    )
}

async fn market_price_app_tile(state: Data, req: HttpRequest) -> HttpResponse {
    match content_staff::staff_tile_for_caller(&state, &req) {
        Some(tile) => HttpResponse::Ok().json(tile),
        None => respond(tile_for(&state.data(), TileSlot::MarketPriceApp)),
    }
}

async fn demo_tile(state: Data) -> HttpResponse {
    match content_staff::staff_tile_for_demo(&state) {
        Some(tile) => HttpResponse::Ok().json(tile),
        None => respond(tile_for(&state.data(), TileSlot::Demo)),
    }
}

/// #186: the user's features with staff's flags and overrides merged in (A72).
async fn user_features(state: Data, user_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(|user| FeatureList {
        features: state.staff().user_features(&data, user),
    }))
}

/// #187: the place's features with staff's flags and overrides merged in (A72).
async fn location_features(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(
        params::user_place(&data, &path.0, &path.1).map(|(user, place)| FeatureList {
            features: state.staff().place_features(&data, user, place),
        }),
    )
}

/// Content's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            // Public, so registered before the bearer-checked scope that takes every other path.
            .route("/v1/demo/advertisement-tile", web::get().to(demo_tile))
            .configure(content_staff::public_routes)
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .service(
                        web::resource("/v2/campaign/published")
                            .route(web::get().to(published_campaigns)),
                    )
                    .configure(content_staff::staff_routes)
                    .route("/v2/campaign/current/{userId}", web::get().to(current))
                    .route("/v2/campaign/{campaignId}", web::get().to(campaign))
                    .route(
                        "/v2/servicelocation/user/{userId}/location/{locationId}/advertisementtile",
                        web::get().to(location_tile),
                    )
                    .route(
                        "/v2/marketpriceapp/advertisementtile",
                        web::get().to(market_price_app_tile),
                    )
                    .route("/features/v1/user/{userId}", web::get().to(user_features))
                    .route(
                        "/features/v1/user/{userId}/location/{locationId}",
                        web::get().to(location_features),
                    ),
            );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::user_ids;

    fn day() -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 5, 4).unwrap()
    }

    #[test]
    fn current_campaigns_are_running_and_for_the_users_company() {
        let data = Dataset::demo();
        let kuluttaja = data.user(user_ids::KULUTTAJA).unwrap();
        let list = current_campaigns(data, kuluttaja, day());
        let ids: Vec<&str> = list
            .campaigns
            .iter()
            .map(|c| c.campaign_id.as_str())
            .collect();
        assert_eq!(ids, ["CMP-101", "CMP-102"]);
        for c in &list.campaigns {
            assert!(c.start_date.as_str() <= "2026-05-04" && c.end_date.as_str() >= "2026-05-04");
        }
    }

    #[test]
    fn a_place_with_green_power_is_shown_the_next_tile() {
        let data = Dataset::demo();
        let with = data.place("KP100101").unwrap();
        let without = data.place("KP100001").unwrap();
        assert!(with.green_power && !without.green_power);
        assert_eq!(place_tile(data, without).unwrap().tile_id, "TILE-E");
        assert_eq!(place_tile(data, with).unwrap().tile_id, "TILE-E2");
    }
}
