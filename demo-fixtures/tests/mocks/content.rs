//! The content mock's row reads through `upstream_clients::ReadClient`.

use crate::helpers::{spawn_mocks, upstream, TestMocks, CLIENT_TIMEOUT};
use demo_fixtures::dataset::{emails, features, Dataset};
use upstream_clients::content::{
    ActiveTopBarMessage, AdvertisementTile, Campaign, CampaignList, CampaignStatus, FeatureList,
};
use upstream_clients::crm::Company;
use upstream_clients::{ReadClient, System, UpstreamError};

struct App {
    mocks: TestMocks,
    content: ReadClient,
    token: String,
}

async fn signed_in(email: &str) -> App {
    let mocks = spawn_mocks().await;
    let token = mocks.sign_in(email).await.access_token;
    let content = ReadClient::new(upstream(
        &mocks.core,
        System::Content,
        &mocks.mocks.content,
        CLIENT_TIMEOUT,
    ));
    App {
        mocks,
        content,
        token,
    }
}

impl App {
    async fn get<T: serde::de::DeserializeOwned>(&self, path: &[&str]) -> Result<T, UpstreamError> {
        self.content.json(&self.token, path, &[]).await
    }
}

fn today() -> String {
    chrono::Utc::now()
        .with_timezone(&chrono_tz::Europe::Helsinki)
        .format("%Y-%m-%d")
        .to_string()
}

#[tokio::test]
async fn published_campaigns_are_served_one_by_one_and_drafts_are_404() {
    let app = signed_in(emails::KULUTTAJA).await;

    let published: CampaignList = app.get(&["v2", "campaign", "published"]).await.unwrap();
    let first: Campaign = app
        .get(&["v2", "campaign", &published.campaigns[0].campaign_id])
        .await
        .unwrap();
    let draft = app.get::<Campaign>(&["v2", "campaign", "CMP-201"]).await;
    let expired = app.get::<Campaign>(&["v2", "campaign", "CMP-301"]).await;
    let unknown = app.get::<Campaign>(&["v2", "campaign", "CMP-999"]).await;

    assert!(published.campaigns.len() >= 3);
    assert!(published
        .campaigns
        .iter()
        .all(|c| c.status == CampaignStatus::Published && c.start_date <= c.end_date));
    assert_eq!(first, published.campaigns[0]);
    for result in [&draft, &expired, &unknown] {
        assert!(
            matches!(result, Err(UpstreamError::NotFound { .. })),
            "{result:?}"
        );
    }
}

#[tokio::test]
async fn current_campaigns_run_today_and_belong_to_the_users_company() {
    let app = signed_in(emails::EDUSTAJA).await;
    let today = today();

    let sv_customer: CampaignList = app
        .get(&["v2", "campaign", "current", "1000002"])
        .await
        .unwrap();
    let vare_customer: CampaignList = app
        .get(&["v2", "campaign", "current", "1000001"])
        .await
        .unwrap();

    for (list, company) in [(&sv_customer, Company::Sv), (&vare_customer, Company::Vare)] {
        assert!(!list.campaigns.is_empty());
        for campaign in &list.campaigns {
            assert!(campaign.start_date <= today && today <= campaign.end_date);
            assert!(
                campaign.company.is_none_or(|c| c == company),
                "{campaign:?}"
            );
        }
    }
    assert_ne!(sv_customer, vare_customer);
}

#[tokio::test]
async fn the_place_tile_depends_on_the_kind_of_place() {
    let app = signed_in(emails::KULUTTAJA).await;
    let tile = |location: &'static str| {
        let path = [
            "v2",
            "servicelocation",
            "user",
            "1000001",
            "location",
            location,
            "advertisementtile",
        ];
        let app = &app;
        async move { app.get::<AdvertisementTile>(&path).await }
    };

    let home = tile("KP100101").await.unwrap();
    let heat = tile("KP100102").await.unwrap();
    let foreign = tile("KP100201").await;

    assert_ne!(home.tile_id, heat.tile_id);
    assert!(!home.title.is_empty() && home.link_url.starts_with("https://"));
    assert!(
        matches!(foreign, Err(UpstreamError::NotFound { .. })),
        "{foreign:?}"
    );
}

#[tokio::test]
async fn the_market_price_tile_needs_a_token_and_the_demo_tile_does_not() {
    let app = signed_in(emails::KULUTTAJA).await;

    let market: AdvertisementTile = app
        .get(&["v2", "marketpriceapp", "advertisementtile"])
        .await
        .unwrap();
    let without_token = app
        .content
        .json::<AdvertisementTile>("", &["v2", "marketpriceapp", "advertisementtile"], &[])
        .await;
    let demo = reqwest::get(format!(
        "{}/v1/demo/advertisement-tile",
        app.mocks.mocks.content.base_url
    ))
    .await
    .unwrap();

    assert!(!market.title.is_empty());
    assert!(
        matches!(without_token, Err(UpstreamError::Unauthorized { .. })),
        "{without_token:?}"
    );
    assert_eq!(demo.status(), 200);
    let demo: AdvertisementTile = demo.json().await.unwrap();
    assert_ne!(demo.tile_id, market.tile_id);
}

#[tokio::test]
async fn features_are_the_users_general_features_and_each_places_set() {
    let app = signed_in(emails::KULUTTAJA).await;
    let data = Dataset::demo();

    let general: FeatureList = app
        .get(&["features", "v1", "user", "1000001"])
        .await
        .unwrap();
    let home: FeatureList = app
        .get(&["features", "v1", "user", "1000001", "location", "KP100101"])
        .await
        .unwrap();
    let heat: FeatureList = app
        .get(&["features", "v1", "user", "1000001", "location", "KP100102"])
        .await
        .unwrap();
    let foreign = app
        .get::<FeatureList>(&["features", "v1", "user", "1000001", "location", "KP100201"])
        .await;

    assert_eq!(general.features, data.general_features);
    assert_eq!(home.features, data.place("KP100101").unwrap().features);
    let enabled = |list: &FeatureList, name: &str| {
        list.features.iter().any(|f| f.feature == name && f.enabled)
    };
    assert!(enabled(&home, features::MARKET_PRICE));
    assert!(!enabled(&heat, features::MARKET_PRICE));
    assert!(enabled(&heat, features::DISTRICT_HEATING_CONSUMPTION));
    assert!(
        matches!(foreign, Err(UpstreamError::NotFound { .. })),
        "{foreign:?}"
    );
}

#[tokio::test]
async fn the_top_bar_message_is_null_until_staff_set_one() {
    let app = signed_in(emails::YLAPALKKI).await;
    let active: ActiveTopBarMessage = app
        .get(&["admin", "notifications", "top-bar", "v1"])
        .await
        .unwrap();
    assert_eq!(active, ActiveTopBarMessage(None));
    let without_token = app
        .content
        .json::<ActiveTopBarMessage>("", &["admin", "notifications", "top-bar", "v1"], &[])
        .await;
    assert!(matches!(
        without_token,
        Err(UpstreamError::Unauthorized { .. })
    ));
}
