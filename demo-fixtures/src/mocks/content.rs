//! The content mock. Contract: `openapi/upstreams/content.yaml`; types and client:
//! `upstream_clients::content`. Its paths mirror the gateway rows it serves, without `/api`.
//! `/v1/demo/advertisement-tile` is public (row #174: demo mode runs without sign-in); every
//! other route needs the bearer token. It also holds what staff set for customers: the top-bar
//! message (A71, #26).

use std::sync::{Arc, RwLock, RwLockReadGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::content::{
    ActiveTopBarMessage, AdvertisementTile, Campaign, CampaignList, CampaignStatus, FeatureList,
    TopBarMessage,
};

use super::auth::require_access_token;
use super::clock::{date_from, today};
use super::params::{self, not_found, respond, Answer};
use super::tokens::Tokens;
use crate::dataset::campaigns::{AddOn, DemoCampaign, DemoTile, TileSlot};
use crate::dataset::{Dataset, PortalUser, UsePlace};

/// The content mock's state: a copy of the dataset, so writes stay in memory.
pub(crate) struct Content {
    data: RwLock<Dataset>,
    /// The active top-bar message (A71): none until staff set one.
    top_bar: RwLock<Option<TopBarMessage>>,
    tokens: Arc<Tokens>,
}

impl Content {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Content {
            data: RwLock::new(dataset.clone()),
            top_bar: RwLock::new(None),
            tokens,
        }
    }

    /// Back to the dataset, with no top-bar message.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data.write().unwrap_or_else(|e| e.into_inner()) = dataset.clone();
        *self.top_bar.write().unwrap_or_else(|e| e.into_inner()) = None;
    }

    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Content>;

fn wire_campaign(campaign: &DemoCampaign, today: NaiveDate) -> Campaign {
    Campaign {
        campaign_id: campaign.campaign_id.clone(),
        status: campaign.status,
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

fn published(data: &Dataset) -> impl Iterator<Item = &DemoCampaign> {
    data.campaigns
        .iter()
        .filter(|c| c.status == CampaignStatus::Published)
}

/// A published campaign; drafts and expired ones are not served yet (404 like unknown ids).
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

async fn location_tile(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(
        params::user_place(&data, &path.0, &path.1).and_then(|(_, place)| place_tile(&data, place)),
    )
}

async fn market_price_app_tile(state: Data) -> HttpResponse {
    respond(tile_for(&state.data(), TileSlot::MarketPriceApp))
}

async fn demo_tile(state: Data) -> HttpResponse {
    respond(tile_for(&state.data(), TileSlot::Demo))
}

async fn user_features(state: Data, user_id: web::Path<String>) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(|_| FeatureList {
        features: data.general_features.clone(),
    }))
}

async fn location_features(state: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let data = state.data();
    respond(
        params::user_place(&data, &path.0, &path.1).map(|(_, place)| FeatureList {
            features: place.features.clone(),
        }),
    )
}

/// #26: the active top-bar message, or `null`.
async fn top_bar(state: Data) -> HttpResponse {
    let active = state
        .top_bar
        .read()
        .unwrap_or_else(|e| e.into_inner())
        .clone();
    HttpResponse::Ok().json(ActiveTopBarMessage(active))
}

/// Content's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            // Public, so registered before the bearer-checked scope that takes every other path.
            .route("/v1/demo/advertisement-tile", web::get().to(demo_tile))
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .route("/v2/campaign/published", web::get().to(published_campaigns))
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
                    .route("/admin/notifications/top-bar/v1", web::get().to(top_bar))
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
