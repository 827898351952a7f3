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

/// A staff write at content as the gateway sends it: the JSON answer and status.
async fn staff_call(
    app: &App,
    method: reqwest::Method,
    path: &str,
    body: Option<serde_json::Value>,
) -> (u16, serde_json::Value) {
    let url = format!("{}{path}", app.mocks.mocks.content.base_url);
    crate::helpers::send_json(method, &url, &app.token, body.as_ref()).await
}

#[tokio::test]
async fn a_maintenance_toggle_flips_without_a_body_and_shows_in_the_public_notices() {
    let app = signed_in(emails::ADMIN).await;
    let put = reqwest::Method::PUT;
    let (status, on) = staff_call(
        &app,
        put.clone(),
        "/admin/maintenance/v1/SV",
        Some(serde_json::json!({})),
    )
    .await;
    assert_eq!((status, on["enabled"].as_bool()), (200, Some(true)));
    let (_, off) = staff_call(
        &app,
        put.clone(),
        "/admin/maintenance/v1/SV",
        Some(serde_json::json!({})),
    )
    .await;
    assert_eq!(off["enabled"], false);
    let body = serde_json::json!({"enabled": true, "message": "Huolto", "until": "2099-01-01T00:00:00+02:00"});
    staff_call(&app, put.clone(), "/admin/maintenance/v1/KUO", Some(body)).await;
    let (status, _) = staff_call(
        &app,
        put,
        "/admin/maintenance/v1/TURKU",
        Some(serde_json::json!({})),
    )
    .await;
    assert_eq!(status, 400);

    // Public: no token needed.
    let notices: serde_json::Value =
        reqwest::get(format!("{}/v1/notices", app.mocks.mocks.content.base_url))
            .await
            .unwrap()
            .json()
            .await
            .unwrap();
    let kuo = notices["maintenance"]["origins"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["origin"] == "KUO")
        .unwrap();
    assert_eq!(
        (kuo["enabled"].as_bool(), kuo["message"].as_str()),
        (Some(true), Some("Huolto"))
    );
    assert!(!notices["maintenance"]["schedules"]
        .as_array()
        .unwrap()
        .is_empty());

    // A reset puts the dataset back.
    app.mocks.mocks.reset();
    let (_, overview) = staff_call(
        &app,
        reqwest::Method::GET,
        "/admin/maintenance/v1/schedules",
        None,
    )
    .await;
    assert!(overview["origins"]
        .as_array()
        .unwrap()
        .iter()
        .all(|o| o["enabled"] == false));
}

/// A removal that takes: 204, then 404 for the same item.
async fn removed_once(app: &App, method: reqwest::Method, path: &str) {
    assert_eq!(
        staff_call(app, method.clone(), path, None).await.0,
        204,
        "{path}"
    );
    assert_eq!(staff_call(app, method, path, None).await.0, 404, "{path}");
}

/// kuluttaja's ALERTS at KP100101 as content answers it (read with the app's token: content
/// trusts the gateway for ownership).
async fn kuluttajas_alerts(app: &App) -> upstream_clients::crm::Feature {
    let place: FeatureList = app
        .get(&["features", "v1", "user", "1000001", "location", "KP100101"])
        .await
        .unwrap();
    place
        .features
        .into_iter()
        .find(|f| f.feature == features::ALERTS)
        .unwrap()
}

#[tokio::test]
async fn flags_and_overrides_change_the_features_rows_and_an_override_goes_away() {
    let app = signed_in(emails::ADMIN).await;
    let post = reqwest::Method::POST;
    let flag = serde_json::json!({"feature": features::ALERTS, "enabled": false, "readOnly": true,
        "qualifiers": [{"type": "ORIGIN", "value": "VARE"}]});
    let (status, _) = staff_call(&app, post.clone(), "/admin/feature-flags/v1", Some(flag)).await;
    assert_eq!(status, 200);
    let alerts = kuluttajas_alerts(&app).await;
    assert!(!alerts.enabled && alerts.read_only);

    let over = serde_json::json!({"feature": features::ALERTS, "locationId": "KP100101",
        "enabled": true, "readOnly": false});
    let path = "/admin/feature-flags/v1/override";
    let (status, made) = staff_call(&app, post, path, Some(over)).await;
    assert_eq!(status, 201);
    assert!(kuluttajas_alerts(&app).await.enabled);
    let id = made["overrideId"].as_str().unwrap();
    let path = format!("/admin/feature-flags/v1/override/{id}");
    removed_once(&app, reqwest::Method::DELETE, &path).await;
    assert!(!kuluttajas_alerts(&app).await.enabled);
}

#[tokio::test]
async fn campaigns_move_between_drafts_published_and_expired() {
    let app = signed_in(emails::EDUT).await;
    let today = chrono::NaiveDate::parse_from_str(&today(), "%Y-%m-%d").unwrap();
    let day = |days: i64| {
        (today + chrono::Duration::days(days))
            .format("%Y-%m-%d")
            .to_string()
    };
    let request = |status: &str, start: i64, end: i64| {
        serde_json::json!({
        "status": status, "title": "Talviedut", "description": "Kuvaus", "benefit": "-10 %",
        "partner": "Kumppani Oy", "linkUrl": "https://edut.demo.example/talvi", "company": null,
        "startDate": day(start), "endDate": day(end)})
    };
    let (status, draft) = staff_call(
        &app,
        reqwest::Method::POST,
        "/v2/campaign",
        Some(request("DRAFT", 0, 10)),
    )
    .await;
    assert_eq!((status, draft["status"].as_str()), (201, Some("DRAFT")));
    let id = draft["campaignId"].as_str().unwrap().to_owned();
    let drafts: CampaignList = app.get(&["v2", "campaign", "drafts"]).await.unwrap();
    assert!(drafts.campaigns.iter().any(|c| c.campaign_id == id));
    assert!(app.get::<Campaign>(&["v2", "campaign", &id]).await.is_err());

    let path = format!("/v2/campaign/{id}");
    let (_, published) = staff_call(
        &app,
        reqwest::Method::PUT,
        &path,
        Some(request("PUBLISHED", 0, 10)),
    )
    .await;
    assert_eq!(published["status"], "PUBLISHED");
    assert_eq!(
        app.get::<Campaign>(&["v2", "campaign", &id])
            .await
            .unwrap()
            .campaign_id,
        id
    );

    // Its last day passed: expired, and no longer published.
    staff_call(
        &app,
        reqwest::Method::PUT,
        &path,
        Some(request("PUBLISHED", -10, -1)),
    )
    .await;
    let expired: CampaignList = app.get(&["v2", "campaign", "expired"]).await.unwrap();
    assert!(expired
        .campaigns
        .iter()
        .any(|c| c.campaign_id == id && c.status == CampaignStatus::Expired));
    let published: CampaignList = app.get(&["v2", "campaign", "published"]).await.unwrap();
    assert!(published.campaigns.iter().all(|c| c.campaign_id != id));

    let delete = format!("/v2/campaign/deleteCampaign/{id}");
    removed_once(&app, reqwest::Method::PUT, &delete).await;
}

/// The tile content answers for a place of a user.
async fn place_tile(app: &App, user: &str, place: &str) -> AdvertisementTile {
    let path = [
        "v2",
        "servicelocation",
        "user",
        user,
        "location",
        place,
        "advertisementtile",
    ];
    app.get(&path).await.unwrap()
}

#[tokio::test]
async fn staffs_tile_replaces_the_places_tile_for_its_origins() {
    let app = signed_in(emails::ADMIN).await;
    let tile = serde_json::json!({"title": "Aurinkoa", "text": "Kartoitus", "linkText": "Lue",
        "linkUrl": "https://aurinko.demo.example/", "origins": ["VARE"]});
    let path = "/admin/advertisement-tile/v1";
    assert_eq!(
        staff_call(&app, reqwest::Method::POST, path, Some(tile))
            .await
            .0,
        200
    );
    assert_eq!(
        place_tile(&app, "1000001", "KP100101").await.title,
        "Aurinkoa"
    );
    // A household's place of another origin keeps the dataset's tile.
    let other = Dataset::demo()
        .places
        .iter()
        .find(|p| {
            p.company != Company::Vare
                && matches!(p.owner, demo_fixtures::dataset::PlaceOwner::User(_))
        })
        .unwrap();
    let demo_fixtures::dataset::PlaceOwner::User(owner) = other.owner else {
        unreachable!()
    };
    let sv = place_tile(&app, &owner.to_string(), &other.location_identifier).await;
    assert_ne!(sv.title, "Aurinkoa");
    assert_eq!(
        staff_call(&app, reqwest::Method::DELETE, path, None)
            .await
            .0,
        204
    );
    assert_ne!(
        place_tile(&app, "1000001", "KP100101").await.title,
        "Aurinkoa"
    );
}
