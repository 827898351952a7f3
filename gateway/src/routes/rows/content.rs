//! The read rows served by content: campaigns, advertisement tiles and feature flags.

use upstream_clients::content::{AdvertisementTile, Campaign, CampaignList, FeatureList};
use upstream_clients::System;

use crate::endpoint::{json, Access, Answer, Caching, Ownership, Row};

fn row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    let tag = if path.contains("/features/") {
        "features"
    } else {
        "content"
    };
    Row::get(System::Content, tag, number, id, path, summary, answer)
}

pub fn rows() -> Vec<Row> {
    vec![
        // Published campaigns only: content answers 404 for drafts and expired ones (A31).
        row(
            77,
            "getCampaign",
            "/api/v2/campaign/{campaignId}",
            "A published campaign",
            json::<Campaign>(),
        )
        .cached(Caching::Shared),
        row(
            78,
            "getPublishedCampaigns",
            "/api/v2/campaign/published",
            "Published campaigns",
            json::<CampaignList>(),
        )
        .cached(Caching::Shared),
        row(
            81,
            "getCurrentCampaigns",
            "/api/v2/campaign/current/{userId}",
            "Campaigns current for the user",
            json::<CampaignList>(),
        )
        .owner(Ownership::SELF)
        .cached(Caching::PerUser),
        row(
            120,
            "getLocationAdvertisementTile",
            "/api/v2/servicelocation/user/{userId}/location/{locationId}/advertisementtile",
            "The advertisement tile of a place",
            json::<AdvertisementTile>(),
        )
        .owner(Ownership::OWNER_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            159,
            "getMarketPriceAdvertisementTile",
            "/api/v2/marketpriceapp/advertisementtile",
            "The market price app's advertisement tile",
            json::<AdvertisementTile>(),
        )
        .cached(Caching::Shared),
        row(
            174,
            "getDemoAdvertisementTile",
            "/api/v1/demo/advertisement-tile",
            "The demo advertisement tile (public, A49)",
            json::<AdvertisementTile>(),
        )
        .access(Access::Public)
        .cached(Caching::Shared),
        row(
            186,
            "getUserFeatures",
            "/api/features/v1/user/{userId}",
            "User-level features",
            json::<FeatureList>(),
        )
        .owner(Ownership::SELF_CS)
        .cached(Caching::PerUser),
        row(
            187,
            "getLocationFeatures",
            "/api/features/v1/user/{userId}/location/{locationId}",
            "Features of a place",
            json::<FeatureList>(),
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
    ]
}
