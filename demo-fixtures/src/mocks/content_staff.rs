//! What staff set at content and customers then see (A70–A73, A31): maintenance toggles and
//! windows, the top-bar message, feature flags and overrides, the advertisement tile, and the
//! campaign writes. Held for the life of the process, back to the dataset on reset.

use actix_web::{web, HttpMessage as _, HttpRequest, HttpResponse};
use chrono::{DateTime, Duration, NaiveDate, Utc};
use upstream_clients::content::{
    parse_instant, ActiveAdvertisementTile, ActiveTopBarMessage, AdvertisementTile, Campaign,
    CampaignList, CampaignRequest, CampaignState, CampaignStatus, FeatureFlag, FeatureFlagList,
    FeatureOverride, FeatureOverrideList, MaintenanceOverview, MaintenanceSchedule,
    MaintenanceState, MaintenanceToggle, NewFeatureOverride, NewMaintenanceSchedule, PortalNotices,
    StaffAdvertisementTile, TopBarMessage,
};
use upstream_clients::crm::{Company, Feature};
use upstream_clients::identity::AccessClaims;

use super::clock::{instant_from, today};
use super::content::{wire_campaign, Content};
use super::params::{not_found, respond, Answer, MockError};
use crate::dataset::campaigns::DemoCampaign;
use crate::dataset::{Dataset, PortalUser, UsePlace, DEMO_USER_ID};

/// The tile id staff's tile is answered under.
const STAFF_TILE_ID: &str = "TILE-STAFF";

/// Content's staff-set state.
pub(crate) struct StaffContent {
    top_bar: Option<TopBarMessage>,
    toggles: Vec<MaintenanceState>,
    windows: Vec<MaintenanceSchedule>,
    flags: Vec<FeatureFlag>,
    overrides: Vec<FeatureOverride>,
    tile: Option<StaffAdvertisementTile>,
    /// The number of the next id made here (schedules, overrides, campaigns).
    next_id: u32,
}

impl StaffContent {
    /// As the dataset has it: no message, no tile, no flag, every toggle off.
    pub(crate) fn new(data: &Dataset) -> Self {
        let today = today();
        StaffContent {
            top_bar: None,
            toggles: Company::ALL
                .iter()
                .map(|&origin| MaintenanceState {
                    origin,
                    enabled: false,
                    message: None,
                    until: None,
                })
                .collect(),
            windows: data
                .maintenance_windows
                .iter()
                .map(|w| {
                    let start = instant_from(today, w.start_offset_days, w.start_hour, 0);
                    let end = parse_instant(&start)
                        .map(|s| (s + Duration::hours(w.hours)).to_rfc3339())
                        .unwrap_or_else(|| start.clone());
                    MaintenanceSchedule {
                        schedule_id: w.schedule_id.clone(),
                        origin: w.origin,
                        start,
                        end,
                        message: w.message.clone(),
                    }
                })
                .collect(),
            flags: Vec::new(),
            overrides: data.feature_overrides.clone(),
            tile: None,
            // Above every id of the dataset's (CMP-101, MS-1, FO-1).
            next_id: 1000,
        }
    }

    fn next(&mut self, prefix: &str) -> String {
        self.next_id += 1;
        format!("{prefix}-{}", self.next_id)
    }

    fn overview(&self) -> MaintenanceOverview {
        MaintenanceOverview {
            origins: self.toggles.clone(),
            schedules: self.windows.clone(),
        }
    }

    /// The tile customers of `origins` see now: staff's, while it is valid and for one of them.
    pub(crate) fn tile_for(
        &self,
        origins: &[Company],
        now: DateTime<Utc>,
    ) -> Option<AdvertisementTile> {
        let tile = self.tile.as_ref()?;
        let valid = tile
            .valid_until
            .as_deref()
            .and_then(parse_instant)
            .is_none_or(|until| until > now);
        let for_them = tile
            .origins
            .as_ref()
            .is_none_or(|list| list.iter().any(|o| origins.contains(o)));
        (valid && for_them).then(|| AdvertisementTile {
            tile_id: STAFF_TILE_ID.into(),
            title: tile.title.clone(),
            text: tile.text.clone(),
            link_text: tile.link_text.clone(),
            link_url: tile.link_url.clone(),
            image_alt: tile.image_alt.clone().unwrap_or_default(),
            image_url: tile.image_url.clone(),
        })
    }

    /// The user-level features (#186): the dataset's, then the flags of user-level features
    /// whose qualifiers hold for the user, then the user's overrides of them (A72).
    pub(crate) fn user_features(&self, data: &Dataset, user: &PortalUser) -> Vec<Feature> {
        let mut list = data.general_features.clone();
        let user_level = |name: &str| data.general_features.iter().any(|f| f.feature == name);
        let origins = origins_of(user);
        for flag in self.flags.iter().filter(|f| user_level(&f.feature)) {
            let holds = flag.qualifiers.iter().all(|q| {
                origins
                    .iter()
                    .any(|&origin| q.holds(origin, None, user.customer_type))
            });
            if holds {
                set(&mut list, flag.as_feature());
            }
        }
        self.apply_overrides(
            &mut list,
            |o| o.user_id == Some(user.priwatti_user_id),
            Some(&user_level),
        );
        list
    }

    /// A place's features (#187): its own, then the flags of place-level features whose
    /// qualifiers hold for the place, its overrides, and its user's overrides, which beat the
    /// place's (§6: user level beats location level).
    pub(crate) fn place_features(
        &self,
        data: &Dataset,
        user: &PortalUser,
        place: &UsePlace,
    ) -> Vec<Feature> {
        let mut list = place.features.clone();
        let user_level = |name: &str| data.general_features.iter().any(|f| f.feature == name);
        for flag in self.flags.iter().filter(|f| !user_level(&f.feature)) {
            let holds = flag
                .qualifiers
                .iter()
                .all(|q| q.holds(place.company, Some(place.utility_type), user.customer_type));
            if holds {
                set(&mut list, flag.as_feature());
            }
        }
        let at_place =
            |o: &FeatureOverride| o.location_id.as_deref() == Some(&place.location_identifier);
        self.apply_overrides(&mut list, at_place, None);
        let place_level = |name: &str| !user_level(name);
        self.apply_overrides(
            &mut list,
            |o| o.user_id == Some(user.priwatti_user_id),
            Some(&place_level),
        );
        list
    }

    fn apply_overrides(
        &self,
        list: &mut Vec<Feature>,
        target: impl Fn(&FeatureOverride) -> bool,
        level: Option<&dyn Fn(&str) -> bool>,
    ) {
        let of_level = |name: &str| level.is_none_or(|level| level(name));
        for o in self
            .overrides
            .iter()
            .filter(|o| target(o) && of_level(&o.feature))
        {
            set(
                list,
                Feature {
                    feature: o.feature.clone(),
                    enabled: o.enabled,
                    read_only: o.read_only,
                    qualifiers: Vec::new(),
                },
            );
        }
    }
}

/// `feature` in `list`, in place of the entry of the same name.
fn set(list: &mut Vec<Feature>, feature: Feature) {
    match list.iter_mut().find(|f| f.feature == feature.feature) {
        Some(entry) => *entry = feature,
        None => list.push(feature),
    }
}

/// The origins a user is a customer of.
pub(crate) fn origins_of(user: &PortalUser) -> Vec<Company> {
    user.customer_codes
        .iter()
        .map(|code| code.company)
        .collect()
}

/// The origins of the signed-in caller (none for staff and an account without a portal user).
fn caller_origins(req: &HttpRequest, data: &Dataset) -> Vec<Company> {
    let subject = req
        .extensions()
        .get::<AccessClaims>()
        .map(|c| c.sub.clone());
    subject
        .and_then(|sub| data.account_by_subject(&sub)?.priwatti_user_id)
        .and_then(|id| data.user(id))
        .map(origins_of)
        .unwrap_or_default()
}

type Data = web::Data<Content>;

fn origin(raw: &str) -> Answer<Company> {
    serde_json::from_value(serde_json::Value::String(raw.to_owned()))
        .map_err(|_| MockError::bad_request("InvalidParameter", "origin must be VARE, SV or KUO"))
}

/// #11: sets what the body gives; without `enabled` the toggle flips (A15).
async fn toggle(
    state: Data,
    raw: web::Path<String>,
    body: web::Json<MaintenanceToggle>,
) -> HttpResponse {
    let answer = origin(&raw).map(|origin| {
        let mut staff = state.staff_mut();
        let entry = staff
            .toggles
            .iter_mut()
            .find(|t| t.origin == origin)
            .expect("every origin has a toggle");
        let body = body.into_inner();
        entry.enabled = body.enabled.unwrap_or(!entry.enabled);
        if body.message.is_some() {
            entry.message = body.message;
        }
        // A toggle turned off forgets its end; one turned on keeps the end it is given.
        entry.until = if entry.enabled { body.until } else { None };
        entry.clone()
    });
    respond(answer)
}

async fn schedules(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(state.staff().overview())
}

async fn add_schedule(state: Data, body: web::Json<NewMaintenanceSchedule>) -> HttpResponse {
    let body = body.into_inner();
    let mut staff = state.staff_mut();
    let schedule = MaintenanceSchedule {
        schedule_id: staff.next("MS"),
        origin: body.origin,
        start: body.start,
        end: body.end,
        message: body.message,
    };
    staff.windows.push(schedule.clone());
    HttpResponse::Created().json(schedule)
}

async fn remove_schedule(state: Data, id: web::Path<String>) -> HttpResponse {
    let mut staff = state.staff_mut();
    removed(
        &mut staff.windows,
        |w| w.schedule_id == *id,
        "maintenance schedule",
    )
}

/// 204 when an item `matches` was removed from `list`, else 404 naming `what`.
fn removed<T>(list: &mut Vec<T>, matches: impl Fn(&T) -> bool, what: &str) -> HttpResponse {
    let before = list.len();
    list.retain(|item| !matches(item));
    if list.len() < before {
        HttpResponse::NoContent().finish()
    } else {
        not_found(what).response()
    }
}

/// Public: maintenance and the top-bar message, for the gateway's snapshot.
async fn notices(state: Data) -> HttpResponse {
    let staff = state.staff();
    HttpResponse::Ok().json(PortalNotices {
        maintenance: staff.overview(),
        top_bar: staff.top_bar.clone(),
    })
}

/// #26: the active top-bar message, or `null`.
async fn top_bar(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(ActiveTopBarMessage(state.staff().top_bar.clone()))
}

async fn set_top_bar(state: Data, body: web::Json<TopBarMessage>) -> HttpResponse {
    let message = body.into_inner();
    state.staff_mut().top_bar = Some(message.clone());
    HttpResponse::Ok().json(message)
}

/// #28 and #36 remove the one active item (A21); with none, there is nothing to do.
async fn remove_top_bar(state: Data) -> HttpResponse {
    state.staff_mut().top_bar = None;
    HttpResponse::NoContent().finish()
}

async fn flags(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(FeatureFlagList {
        flags: state.staff().flags.clone(),
    })
}

/// #30: the flag replaces the one of the same feature and qualifiers.
async fn set_flag(state: Data, body: web::Json<FeatureFlag>) -> HttpResponse {
    let flag = body.into_inner();
    let mut staff = state.staff_mut();
    match staff
        .flags
        .iter_mut()
        .find(|f| f.feature == flag.feature && f.qualifiers == flag.qualifiers)
    {
        Some(entry) => *entry = flag.clone(),
        None => staff.flags.push(flag.clone()),
    }
    HttpResponse::Ok().json(flag)
}

async fn overrides(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(FeatureOverrideList {
        overrides: state.staff().overrides.clone(),
    })
}

/// #32: an override of a user or place that exists.
async fn add_override(state: Data, body: web::Json<NewFeatureOverride>) -> HttpResponse {
    let body = body.into_inner();
    let exists = {
        let data = state.data();
        match (body.user_id, &body.location_id) {
            (Some(user), _) => data.user(user).is_some_and(|u| !u.staff),
            (None, Some(place)) => data.place(place).is_some(),
            (None, None) => false,
        }
    };
    if !exists {
        return MockError::bad_request("UnknownTarget", "no such user or place").response();
    }
    let mut staff = state.staff_mut();
    let saved = FeatureOverride {
        override_id: staff.next("FO"),
        feature: body.feature,
        user_id: body.user_id,
        location_id: body.location_id,
        enabled: body.enabled,
        read_only: body.read_only,
    };
    staff.overrides.push(saved.clone());
    HttpResponse::Created().json(saved)
}

async fn remove_override(state: Data, id: web::Path<String>) -> HttpResponse {
    let mut staff = state.staff_mut();
    removed(
        &mut staff.overrides,
        |o| o.override_id == *id,
        "feature override",
    )
}

async fn tile(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(ActiveAdvertisementTile(state.staff().tile.clone()))
}

async fn set_tile(state: Data, body: web::Json<StaffAdvertisementTile>) -> HttpResponse {
    let tile = body.into_inner();
    state.staff_mut().tile = Some(tile.clone());
    HttpResponse::Ok().json(tile)
}

async fn remove_tile(state: Data) -> HttpResponse {
    state.staff_mut().tile = None;
    HttpResponse::NoContent().finish()
}

/// Staff's tile for the market-price app's caller (#159), when it is for the caller's origin.
pub(crate) fn staff_tile_for_caller(
    state: &Content,
    req: &HttpRequest,
) -> Option<AdvertisementTile> {
    let origins = caller_origins(req, &state.data());
    state.staff().tile_for(&origins, super::clock::now())
}

/// Staff's tile for demo mode (#174): the demo user's origin's.
pub(crate) fn staff_tile_for_demo(state: &Content) -> Option<AdvertisementTile> {
    let origins = state
        .data()
        .user(DEMO_USER_ID)
        .map(origins_of)
        .unwrap_or_default();
    state.staff().tile_for(&origins, super::clock::now())
}

fn campaigns_in(state: &Content, status: CampaignStatus) -> CampaignList {
    let today = today();
    CampaignList {
        campaigns: state
            .data()
            .campaigns
            .iter()
            .map(|c| wire_campaign(c, today))
            .filter(|c| c.status == status)
            .collect(),
    }
}

/// #79: campaigns whose last day has passed.
async fn expired(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(campaigns_in(&state, CampaignStatus::Expired))
}

/// #80: drafts.
async fn drafts(state: Data) -> HttpResponse {
    HttpResponse::Ok().json(campaigns_in(&state, CampaignStatus::Draft))
}

/// A campaign from staff's request, its days stored relative to today like the dataset's.
fn stored(id: String, request: CampaignRequest, today: NaiveDate) -> Answer<DemoCampaign> {
    let day = |text: &str| {
        NaiveDate::parse_from_str(text, "%Y-%m-%d")
            .map(|d| (d - today).num_days())
            .map_err(|_| MockError::bad_request("InvalidBody", "dates are YYYY-MM-DD"))
    };
    Ok(DemoCampaign {
        campaign_id: id,
        status: match request.status {
            CampaignState::Draft => CampaignStatus::Draft,
            CampaignState::Published => CampaignStatus::Published,
        },
        start_offset_days: day(&request.start_date)?,
        end_offset_days: day(&request.end_date)?,
        title: request.title,
        description: request.description,
        benefit: request.benefit,
        partner: request.partner,
        link_url: request.link_url,
        company: request.company,
    })
}

/// #82: a new campaign, 201.
async fn create_campaign(state: Data, body: web::Json<CampaignRequest>) -> HttpResponse {
    let today = today();
    let id = state.staff_mut().next("CMP");
    match stored(id, body.into_inner(), today) {
        Ok(campaign) => {
            let answer = wire_campaign(&campaign, today);
            state.data_mut().campaigns.push(campaign);
            HttpResponse::Created().json(answer)
        }
        Err(error) => error.response(),
    }
}

/// #83: the campaign replaced, under its id.
async fn update_campaign(
    state: Data,
    id: web::Path<String>,
    body: web::Json<CampaignRequest>,
) -> HttpResponse {
    let today = today();
    let answer = stored(id.clone(), body.into_inner(), today).and_then(|campaign| {
        let mut data = state.data_mut();
        let entry = data
            .campaigns
            .iter_mut()
            .find(|c| c.campaign_id == *id)
            .ok_or_else(|| not_found("campaign"))?;
        *entry = campaign;
        Ok(wire_campaign(entry, today))
    });
    respond::<Campaign>(answer)
}

/// #84: the campaign deleted.
async fn delete_campaign(state: Data, id: web::Path<String>) -> HttpResponse {
    let mut data = state.data_mut();
    removed(&mut data.campaigns, |c| c.campaign_id == *id, "campaign")
}

/// The staff rows' routes (bearer-checked) for content's scope. A literal path that a
/// parameter's path also matches is a resource of its own, so another method on it is a 405
/// rather than a call of the parameter's route (`PUT …/schedules` is no origin).
pub(crate) fn staff_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/admin/maintenance/v1/schedules")
            .route(web::get().to(schedules))
            .route(web::post().to(add_schedule)),
    )
    .service(web::resource("/v2/campaign/expired").route(web::get().to(expired)))
    .service(web::resource("/v2/campaign/drafts").route(web::get().to(drafts)))
    .route(
        "/admin/maintenance/v1/schedules/{scheduleId}",
        web::delete().to(remove_schedule),
    )
    .route("/admin/maintenance/v1/{origin}", web::put().to(toggle))
    .route("/admin/notifications/top-bar/v1", web::get().to(top_bar))
    .route(
        "/admin/notifications/top-bar/v1",
        web::post().to(set_top_bar),
    )
    .route(
        "/admin/notifications/top-bar/v1",
        web::delete().to(remove_top_bar),
    )
    .route("/admin/feature-flags/v1", web::get().to(flags))
    .route("/admin/feature-flags/v1", web::post().to(set_flag))
    .route("/admin/feature-flags/v1/override", web::get().to(overrides))
    .route(
        "/admin/feature-flags/v1/override",
        web::post().to(add_override),
    )
    .route(
        "/admin/feature-flags/v1/override/{overrideId}",
        web::delete().to(remove_override),
    )
    .route("/admin/advertisement-tile/v1", web::get().to(tile))
    .route("/admin/advertisement-tile/v1", web::post().to(set_tile))
    .route(
        "/admin/advertisement-tile/v1",
        web::delete().to(remove_tile),
    )
    .route("/v2/campaign", web::post().to(create_campaign))
    .route(
        "/v2/campaign/deleteCampaign/{campaignId}",
        web::put().to(delete_campaign),
    )
    .route("/v2/campaign/{campaignId}", web::put().to(update_campaign));
}

/// The public route of staff's notices, registered outside the bearer-checked scope.
pub(crate) fn public_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/v1/notices", web::get().to(notices));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{features, user_ids};
    use upstream_clients::content::{FlagQualifier, FlagQualifierKind};

    fn flag(feature: &str, enabled: bool, qualifiers: Vec<FlagQualifier>) -> FeatureFlag {
        FeatureFlag {
            feature: feature.into(),
            enabled,
            read_only: false,
            qualifiers,
        }
    }

    fn enabled(list: &[Feature], name: &str) -> Option<bool> {
        list.iter().find(|f| f.feature == name).map(|f| f.enabled)
    }

    #[test]
    fn a_flag_holds_where_its_qualifiers_do_and_an_override_beats_it() {
        let data = Dataset::demo();
        let kuluttaja = data.user(user_ids::KULUTTAJA).unwrap();
        let place = data.place("KP100101").unwrap();
        let mut staff = StaffContent::new(data);
        assert_eq!(
            enabled(
                &staff.place_features(data, kuluttaja, place),
                features::ALERTS
            ),
            Some(true)
        );

        let sv_only = FlagQualifier {
            kind: FlagQualifierKind::Origin,
            value: "SV".into(),
        };
        staff
            .flags
            .push(flag(features::ALERTS, false, vec![sv_only]));
        assert_eq!(
            enabled(
                &staff.place_features(data, kuluttaja, place),
                features::ALERTS
            ),
            Some(true)
        );

        staff.flags.push(flag(features::ALERTS, false, Vec::new()));
        staff.flags.push(flag(features::CHAT, false, Vec::new()));
        assert_eq!(
            enabled(
                &staff.place_features(data, kuluttaja, place),
                features::ALERTS
            ),
            Some(false)
        );
        assert_eq!(
            enabled(&staff.user_features(data, kuluttaja), features::CHAT),
            Some(false)
        );
        // A user-level feature's flag stays out of the place's list.
        assert_eq!(
            enabled(
                &staff.place_features(data, kuluttaja, place),
                features::CHAT
            ),
            None
        );

        // The place's override beats the flag; the user's beats the place's.
        let over = |user_id, location_id: Option<&str>, on| FeatureOverride {
            override_id: "x".into(),
            feature: features::ALERTS.into(),
            user_id,
            location_id: location_id.map(str::to_owned),
            enabled: on,
            read_only: false,
        };
        staff.overrides.push(over(None, Some("KP100101"), true));
        assert_eq!(
            enabled(
                &staff.place_features(data, kuluttaja, place),
                features::ALERTS
            ),
            Some(true)
        );
        staff
            .overrides
            .push(over(Some(user_ids::KULUTTAJA), None, false));
        assert_eq!(
            enabled(
                &staff.place_features(data, kuluttaja, place),
                features::ALERTS
            ),
            Some(false)
        );
    }

    #[test]
    fn staffs_tile_shows_for_its_origins_until_it_ends() {
        let data = Dataset::demo();
        let mut staff = StaffContent::new(data);
        let now = Utc::now();
        assert!(staff.tile_for(&[Company::Vare], now).is_none());
        staff.tile = Some(StaffAdvertisementTile {
            title: "Syystarjous".into(),
            text: "Tarkista sopimuksesi.".into(),
            link_text: "Lue lisää".into(),
            link_url: "https://example.com/".into(),
            image_url: None,
            image_alt: None,
            valid_until: Some((now + Duration::hours(1)).to_rfc3339()),
            origins: Some(vec![Company::Sv]),
        });
        assert!(staff.tile_for(&[Company::Vare], now).is_none());
        assert_eq!(
            staff.tile_for(&[Company::Sv], now).unwrap().tile_id,
            STAFF_TILE_ID
        );
        assert!(staff
            .tile_for(&[Company::Sv], now + Duration::hours(2))
            .is_none());
    }
}
