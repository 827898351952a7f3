//! The crm mock's writes (issue 5): each success shows in the matching read (read through
//! `upstream_clients::ReadClient` like the gateway does), undecodable JSON is a 400, the
//! representation flow answers the §8 codes, and an injected fault leaves the state unchanged.

use crate::helpers::{claims_of, send_json, spawn_mocks, upstream, TestMocks, CLIENT_TIMEOUT};
use demo_fixtures::dataset::{emails, user_ids, Dataset, DEMO_PASSWORD};
use demo_fixtures::mocks::{FaultRule, OutboxKind};
use reqwest::Method;
use serde_json::{json, Value};
use upstream_clients::crm::{
    CustomershipList, FollowUpOfferList, FollowUpOfferStatus, FollowUpStatus, LocationDetail,
    RepresentationState, Representations, ServiceRequestList, UiMode, UserContent, UserProfile,
    UserUi,
};
use upstream_clients::identity::{ConfirmSignUpRequest, SignUpRequest};
use upstream_clients::{ReadClient, System, UpstreamError};

const KULUTTAJA: &str = "1000001";
const EDUSTAJA: &str = "1000002";

/// A crm mock signed in as one account (the B2B tests in `crm_company` use it too).
pub(super) struct App {
    mocks: TestMocks,
    pub(super) crm: ReadClient,
    pub(super) token: String,
}

pub(super) async fn signed_in(email: &str) -> App {
    let mocks = spawn_mocks().await;
    let token = mocks.sign_in(email).await.access_token;
    let crm = ReadClient::new(upstream(
        &mocks.core,
        System::Crm,
        &mocks.mocks.crm,
        CLIENT_TIMEOUT,
    ));
    App { mocks, crm, token }
}

impl App {
    async fn get<T: serde::de::DeserializeOwned>(&self, path: &[&str]) -> Result<T, UpstreamError> {
        self.crm.json(&self.token, path, &[]).await
    }

    async fn content(&self, user: &str) -> UserContent {
        self.get(&["v1", "users", user, "content"]).await.unwrap()
    }

    /// A write to crm with this app's token.
    pub(super) async fn write(
        &self,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        self.write_as(&self.token, method, path, body).await
    }

    async fn write_as(
        &self,
        token: &str,
        method: Method,
        path: &str,
        body: Option<Value>,
    ) -> (u16, Value) {
        let url = format!("{}{path}", self.mocks.mocks.crm.base_url);
        send_json(method, &url, token, body.as_ref()).await
    }

    async fn post(&self, path: &str, body: Value) -> (u16, Value) {
        self.write(Method::POST, path, Some(body)).await
    }
}

fn code(answer: &Value) -> &str {
    answer["code"].as_str().unwrap_or_default()
}

#[tokio::test]
async fn an_accepted_follow_up_offer_closes_the_follow_up() {
    let app = signed_in(emails::KULUTTAJA).await;
    let demo = Dataset::demo();
    let own: Vec<&str> = demo
        .places_of_user(user_ids::KULUTTAJA)
        .iter()
        .map(|p| p.location_identifier.as_str())
        .collect();
    let follow_up = demo
        .follow_ups
        .iter()
        .find(|f| {
            f.status == FollowUpStatus::Success && own.contains(&f.location_identifier.as_str())
        })
        .expect("kuluttaja's summer house has offers");
    let place = follow_up.location_identifier.as_str();
    let accept = format!(
        "/v2/servicelocation/user/{KULUTTAJA}/followupoffer/accept/{}",
        follow_up.offers[0].lead_id
    );
    let base = [
        "v2",
        "servicelocation",
        "user",
        KULUTTAJA,
        "followupoffer",
        "location",
        place,
    ];

    let first = app.write(Method::PUT, &accept, None).await;
    let again = app.write(Method::PUT, &accept, None).await;
    let unknown = app
        .write(
            Method::PUT,
            &format!("/v2/servicelocation/user/{KULUTTAJA}/followupoffer/accept/LEAD-X"),
            None,
        )
        .await;

    assert_eq!(first, (200, json!({ "status": "success" })));
    assert_eq!(again, (200, json!({ "status": "off" })));
    assert_eq!(unknown.0, 404);
    let status: FollowUpOfferStatus = app
        .get(&[&base[..], &["status"][..]].concat())
        .await
        .unwrap();
    let offers: FollowUpOfferList = app
        .get(&[&base[..], &["offers"][..]].concat())
        .await
        .unwrap();
    assert_eq!(status.status, FollowUpStatus::Off);
    assert!(offers.offers.is_empty());
}

#[tokio::test]
async fn a_new_account_registers_verifies_and_is_mapped() {
    let app = signed_in(emails::KULUTTAJA).await;
    let email = "rekisteroityja@demo.example";
    let password = "Kesamokki2026";
    let identity = &app.mocks.identity;
    identity
        .sign_up(&SignUpRequest {
            email: email.to_owned(),
            password: password.to_owned(),
            name: "Rekisteröityjä".to_owned(),
        })
        .await
        .unwrap();
    let signup_code = app
        .mocks
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Signup)
        .unwrap();
    identity
        .confirm_sign_up(&ConfirmSignUpRequest {
            email: email.to_owned(),
            code: signup_code,
        })
        .await
        .unwrap();
    let token = app.mocks.sign_in_with(email, password).await.access_token;
    let subject = claims_of(&token).sub;
    let body =
        json!({ "name": "Reija Rekisteröityjä", "phone": "+358401112223", "company": "KUO" });

    let registered = app
        .write_as(
            &token,
            Method::POST,
            "/v3/user/register",
            Some(body.clone()),
        )
        .await;
    let twice = app
        .write_as(&token, Method::POST, "/v3/user/register", Some(body))
        .await;
    let verified = app
        .write_as(
            &token,
            Method::POST,
            &format!("/v3/user/strongauth/{subject}"),
            Some(json!({ "method": "BANK" })),
        )
        .await;

    assert_eq!(registered.0, 200);
    let id = registered.1["priwattiUserId"].as_u64().expect("an id");
    assert_eq!((twice.0, code(&twice.1)), (409, "ACCOUNT_EXISTS"));
    assert_eq!(verified.0, 204);
    let mapping = app.mocks.crm.user_mapping(&token, &subject).await.unwrap();
    assert_eq!(mapping.priwatti_user_id, id);
    let profile: UserProfile = app.get(&["v2", "user", "profile", &subject]).await.unwrap();
    assert!(profile.user_verified);
    assert_eq!(profile.email, email);
    assert_eq!(profile.customer_codes[0].customer_code.len(), 8);
}

#[tokio::test]
async fn properties_and_the_subscription_show_in_content_and_ui() {
    let app = signed_in(emails::KULUTTAJA).await;
    let before = app
        .content(KULUTTAJA)
        .await
        .user
        .subscribed_to_tips_and_tricks;

    let graph = app
        .post(
            &format!("/v2/user/{KULUTTAJA}/setProperty"),
            json!({ "property": "graphMode", "value": "FIXED" }),
        )
        .await;
    let ui = app
        .post(
            &format!("/v2/user/{KULUTTAJA}/setProperty"),
            json!({ "property": "uiMode", "value": "B2B" }),
        )
        .await;
    let subscription = app
        .post(
            &format!("/v2/user/{KULUTTAJA}/setEmailSubscription"),
            json!({ "subscribed": !before }),
        )
        .await;

    assert_eq!((graph.0, ui.0, subscription.0), (204, 204, 204));
    let content = app.content(KULUTTAJA).await;
    assert_eq!(content.user.graph_mode, "FIXED");
    assert_eq!(content.user.subscribed_to_tips_and_tricks, !before);
    let mode: UserUi = app.get(&["v2", "user", KULUTTAJA, "ui"]).await.unwrap();
    assert_eq!(mode.ui_mode, UiMode::B2B);
}

#[tokio::test]
async fn a_changed_e_mail_shows_and_another_users_address_is_refused() {
    let app = signed_in(emails::KULUTTAJA).await;
    let path = format!("/v2/user/{KULUTTAJA}/changeEmailAddress");

    let changed = app
        .post(&path, json!({ "email": "uusi.osoite@demo.example" }))
        .await;
    let taken = app.post(&path, json!({ "email": emails::EDUSTAJA })).await;

    assert_eq!(changed.0, 204);
    assert_eq!((taken.0, code(&taken.1)), (409, "EmailAlreadyInUse"));
    assert_eq!(
        app.content(KULUTTAJA).await.user.email,
        "uusi.osoite@demo.example"
    );
    let customerships: CustomershipList = app
        .get(&["customerships", "v1", "user", KULUTTAJA])
        .await
        .unwrap();
    assert!(customerships
        .customerships
        .iter()
        .all(|c| c.email == "uusi.osoite@demo.example"));
}

#[tokio::test]
async fn a_deleted_user_is_gone_with_the_read_rights_they_gave() {
    let app = signed_in(emails::KULUTTAJA).await;
    let subject = claims_of(&app.token).sub;

    let deleted = app
        .write(Method::DELETE, &format!("/v2/user/{KULUTTAJA}"), None)
        .await;
    let company_user = app.write(Method::DELETE, "/v2/user/1000003", None).await;

    assert_eq!(deleted.0, 204);
    assert_eq!(
        (company_user.0, code(&company_user.1)),
        (409, "CompanyUserNotDeletable")
    );
    assert!(matches!(
        app.get::<UserContent>(&["v1", "users", KULUTTAJA, "content"])
            .await,
        Err(UpstreamError::NotFound { .. })
    ));
    assert!(matches!(
        app.mocks.crm.user_mapping(&app.token, &subject).await,
        Err(UpstreamError::NotFound { .. })
    ));
    // edustaja read kuluttaja's four places through a read right; now only their own is left.
    assert_eq!(app.content(EDUSTAJA).await.content.len(), 1);
}

#[tokio::test]
async fn content_order_and_a_place_name_show_in_content_and_detail() {
    let app = signed_in(emails::KULUTTAJA).await;
    let before = app.content(KULUTTAJA).await;
    let mut reversed: Vec<String> = before
        .content
        .iter()
        .map(|c| c.location.identifier.clone())
        .collect();
    reversed.reverse();
    let first = reversed[0].clone();

    let ordered = app
        .post(
            &format!("/v2/servicelocation/user/{KULUTTAJA}/setContentOrder"),
            json!({ "order": reversed }),
        )
        .await;
    let named = app
        .post(
            &format!("/v2/servicelocation/user/{KULUTTAJA}/name"),
            json!({ "locationIdentifier": first, "name": "  Saunamökki " }),
        )
        .await;
    let unknown = app
        .post(
            &format!("/v2/servicelocation/user/{KULUTTAJA}/setContentOrder"),
            json!({ "order": ["KP999999"] }),
        )
        .await;

    assert_eq!((ordered.0, named.0, unknown.0), (204, 204, 404));
    let after = app.content(KULUTTAJA).await;
    let order: Vec<&str> = after
        .content
        .iter()
        .map(|c| c.location.identifier.as_str())
        .collect();
    assert_eq!(order, reversed);
    assert_eq!(after.content[0].order, 0);
    assert_eq!(after.content[0].location.display_name, "Saunamökki");
    let detail: LocationDetail = app
        .get(&["v1", "locations", &first, "detail"])
        .await
        .unwrap();
    assert_eq!(detail.name.as_deref(), Some("Saunamökki"));
}

#[tokio::test]
async fn a_represented_place_cannot_be_renamed_by_the_representative() {
    let app = signed_in(emails::EDUSTAJA).await;
    let shared = app
        .content(EDUSTAJA)
        .await
        .content
        .into_iter()
        .find(|c| c.content_owner_id == user_ids::KULUTTAJA)
        .unwrap();

    let answer = app
        .post(
            &format!("/v2/servicelocation/user/{EDUSTAJA}/name"),
            json!({ "locationIdentifier": shared.location.identifier, "name": "Naapuri" }),
        )
        .await;

    assert_eq!((answer.0, code(&answer.1)), (409, "ReadOnlyLocation"));
}

/// The invitation link's `koodi`.
fn code_of(link: &str) -> &str {
    link.split("koodi=")
        .nth(1)
        .expect("the link carries the code")
}

#[tokio::test]
async fn a_representation_is_activated_through_the_e_mailed_link() {
    // edustaja (one own place) invites kuluttaja.
    let app = signed_in(emails::EDUSTAJA).await;
    let kuluttaja = app.mocks.sign_in(emails::KULUTTAJA).await.access_token;
    let create = format!("/v2/representative/user/{EDUSTAJA}/create");

    let created = app
        .post(
            &create,
            json!({ "email": emails::KULUTTAJA, "rights": "READ_ONLY" }),
        )
        .await;
    let to_self = app
        .post(
            &create,
            json!({ "email": emails::EDUSTAJA, "rights": "READ_ONLY" }),
        )
        .await;
    let link = app
        .mocks
        .mocks
        .outbox
        .latest_link(emails::KULUTTAJA, OutboxKind::RepresentationInvite)
        .expect("an invitation was sent");
    let activation = json!({ "activationCode": code_of(&link) });
    let mismatch = app
        .post("/v2/representative/activate", activation.clone())
        .await;
    let activated = app
        .write_as(
            &kuluttaja,
            Method::POST,
            "/v2/representative/activate",
            Some(activation.clone()),
        )
        .await;
    let again = app
        .write_as(
            &kuluttaja,
            Method::POST,
            "/v2/representative/activate",
            Some(activation),
        )
        .await;
    let unknown = app
        .write_as(
            &kuluttaja,
            Method::POST,
            "/v2/representative/activate",
            Some(json!({ "activationCode": "ei-koodi" })),
        )
        .await;

    assert_eq!(created.0, 200);
    assert_eq!(created.1["status"], "PENDING");
    assert_eq!(created.1["representativeEmail"], emails::KULUTTAJA);
    assert!(link.starts_with("/lukuoikeus/aktivoi?koodi="));
    assert_eq!(
        (to_self.0, code(&to_self.1)),
        (409, "RepresentativeGeneralException")
    );
    assert_eq!(
        (mismatch.0, code(&mismatch.1)),
        (409, "RepresentativeEmailMismatchException")
    );
    assert_eq!(activated.0, 200);
    assert_eq!(activated.1["status"], "ACTIVE");
    assert_eq!(activated.1["representativeUserId"], user_ids::KULUTTAJA);
    assert_eq!(
        (again.0, code(&again.1)),
        (409, "RepresentativeAlreadyActivatedException")
    );
    assert_eq!(
        (unknown.0, code(&unknown.1)),
        (400, "RepresentativeGeneralException")
    );
    let granted: Representations = app
        .get(&["v2", "representative", "user", EDUSTAJA, "current"])
        .await
        .unwrap();
    let id = created.1["id"].as_str().unwrap();
    let mine = granted.granted.iter().find(|r| r.id == id).unwrap();
    assert_eq!(mine.status, RepresentationState::Active);
    let shared = app.content(KULUTTAJA).await;
    assert!(shared
        .content
        .iter()
        .any(|c| c.content_owner_id == user_ids::EDUSTAJA));
}

#[tokio::test]
async fn a_removed_representation_cannot_be_activated() {
    let app = signed_in(emails::EDUSTAJA).await;
    let kuluttaja = app.mocks.sign_in(emails::KULUTTAJA).await.access_token;
    let created = app
        .post(
            &format!("/v2/representative/user/{EDUSTAJA}/create"),
            json!({ "email": emails::KULUTTAJA, "rights": "READ_ONLY" }),
        )
        .await;
    let remove = format!("/v2/representative/user/{EDUSTAJA}/remove");
    let body = json!({ "representationId": created.1["id"] });

    let removed = app.post(&remove, body.clone()).await;
    let twice = app.post(&remove, body).await;
    let link = app
        .mocks
        .mocks
        .outbox
        .latest_link(emails::KULUTTAJA, OutboxKind::RepresentationInvite)
        .unwrap();
    let activated = app
        .write_as(
            &kuluttaja,
            Method::POST,
            "/v2/representative/activate",
            Some(json!({ "activationCode": code_of(&link) })),
        )
        .await;

    assert_eq!(removed.0, 204);
    assert_eq!(
        (twice.0, code(&twice.1)),
        (409, "RepresentativeAlreadyRevokedException")
    );
    assert_eq!(
        (activated.0, code(&activated.1)),
        (409, "RepresentativeAlreadyRevokedException")
    );
}

#[tokio::test]
async fn service_requests_fault_reports_and_moves_are_listed_newest_first() {
    let app = signed_in(emails::KULUTTAJA).await;
    let place = app.content(KULUTTAJA).await.content[0]
        .location
        .identifier
        .clone();

    let request = app
        .post(
            &format!("/v2/feedback/servicerequest/{KULUTTAJA}"),
            json!({ "locationIdentifier": place, "subject": "Laskutusosoite", "message": "Vaihtuuko osoite?" }),
        )
        .await;
    let fault = app
        .post(
            &format!("/v2/feedback/reportfault/{KULUTTAJA}"),
            json!({ "locationIdentifier": place, "faultType": "NO_POWER", "description": "Koko talo pimeänä." }),
        )
        .await;
    let moving = app
        .post(
            &format!("/v2/servicelocation/user/{KULUTTAJA}/move"),
            json!({
                "locationId": place,
                "moveOutDate": "2026-05-31",
                "newAddress": { "street": "Kauppakatu 1", "postalCode": "70100", "city": "Kuopio" },
                "contractWanted": true
            }),
        )
        .await;
    let not_own = app
        .post(
            &format!("/v2/feedback/reportfault/{KULUTTAJA}"),
            json!({ "locationIdentifier": "KP999999", "faultType": "OTHER", "description": "?" }),
        )
        .await;

    assert_eq!(request.0, 200);
    assert_eq!(request.1["status"], "OPEN");
    assert_eq!(fault.0, 200);
    assert!(fault.1["createdAt"]
        .as_str()
        .is_some_and(|t| t.contains('T')));
    assert_eq!(moving.0, 200);
    assert_eq!(moving.1["status"], "RECEIVED");
    assert_eq!(not_own.0, 404);
    let list: ServiceRequestList = app
        .get(&["v2", "feedback", "servicerequest", KULUTTAJA])
        .await
        .unwrap();
    let newest: Vec<(&str, &str)> = list.service_requests[..3]
        .iter()
        .map(|r| (r.service_request_id.as_str(), r.category.as_str()))
        .collect();
    assert_eq!(
        newest,
        [
            (moving.1["requestId"].as_str().unwrap(), "MOVING"),
            (fault.1["ticketId"].as_str().unwrap(), "FAULT"),
            (request.1["serviceRequestId"].as_str().unwrap(), "GENERAL"),
        ]
    );
    assert!(list.service_requests[..3]
        .iter()
        .all(|r| r.location_identifier.as_deref() == Some(place.as_str())));
}

#[tokio::test]
async fn error_and_app_feedback_are_accepted() {
    let app = signed_in(emails::KULUTTAJA).await;

    let error = app
        .post(
            "/v2/feedback/errorfeedback",
            json!({ "message": "Kaavio ei lataudu", "page": "/kulutus" }),
        )
        .await;
    let rating = app
        .post(
            &format!("/v2/feedback/appfeedback/{KULUTTAJA}"),
            json!({ "rating": 5 }),
        )
        .await;
    let unknown_user = app
        .post("/v2/feedback/appfeedback/42", json!({ "rating": 4 }))
        .await;

    assert_eq!((error.0, rating.0, unknown_user.0), (204, 204, 404));
}

#[tokio::test]
async fn a_customership_patch_changes_only_the_given_fields() {
    let app = signed_in(emails::KULUTTAJA).await;
    let path = format!("/customerships/v1/user/{KULUTTAJA}");
    let before: CustomershipList = app
        .get(&["customerships", "v1", "user", KULUTTAJA])
        .await
        .unwrap();

    let patched = app
        .write(
            Method::PATCH,
            &path,
            Some(json!({
                "phone": "+358409998887",
                "invoicingAddress": { "street": "Laskutie 2", "postalCode": "00100", "city": "Helsinki" }
            })),
        )
        .await;

    assert_eq!(patched.0, 200);
    let answered: CustomershipList = serde_json::from_value(patched.1).unwrap();
    let read: CustomershipList = app
        .get(&["customerships", "v1", "user", KULUTTAJA])
        .await
        .unwrap();
    assert_eq!(answered, read);
    let first = &read.customerships[0];
    assert_eq!(first.phone.as_deref(), Some("+358409998887"));
    assert_eq!(first.email, before.customerships[0].email);
    assert_eq!(first.invoicing_address.as_ref().unwrap().city, "Helsinki");
}

#[tokio::test]
async fn undecodable_json_is_a_bad_request_for_every_write_with_a_body() {
    let app = signed_in(emails::KULUTTAJA).await;
    let paths = [
        (Method::POST, "/v3/user/strongauth/x".to_owned()),
        (Method::POST, "/v3/user/register".to_owned()),
        (Method::POST, format!("/v2/user/{KULUTTAJA}/setProperty")),
        (
            Method::POST,
            format!("/v2/user/{KULUTTAJA}/setEmailSubscription"),
        ),
        (
            Method::POST,
            format!("/v2/user/{KULUTTAJA}/changeEmailAddress"),
        ),
        (
            Method::POST,
            format!("/v2/servicelocation/user/{KULUTTAJA}/setContentOrder"),
        ),
        (
            Method::POST,
            format!("/v2/servicelocation/user/{KULUTTAJA}/name"),
        ),
        (
            Method::POST,
            format!("/v2/servicelocation/user/{KULUTTAJA}/move"),
        ),
        (
            Method::POST,
            format!("/v2/representative/user/{KULUTTAJA}/create"),
        ),
        (
            Method::POST,
            format!("/v2/representative/user/{KULUTTAJA}/remove"),
        ),
        (Method::POST, "/v2/representative/activate".to_owned()),
        (
            Method::POST,
            format!("/v2/feedback/servicerequest/{KULUTTAJA}"),
        ),
        (
            Method::POST,
            format!("/v2/feedback/reportfault/{KULUTTAJA}"),
        ),
        (Method::POST, "/v2/feedback/errorfeedback".to_owned()),
        (
            Method::POST,
            format!("/v2/feedback/appfeedback/{KULUTTAJA}"),
        ),
        (Method::PATCH, format!("/customerships/v1/user/{KULUTTAJA}")),
    ];
    let http = reqwest::Client::new();

    for (method, path) in paths {
        let response = http
            .request(
                method.clone(),
                format!("{}{path}", app.mocks.mocks.crm.base_url),
            )
            .bearer_auth(&app.token)
            .header("content-type", "application/json")
            .body("{\"not\": json")
            .send()
            .await
            .unwrap();
        assert_eq!(response.status().as_u16(), 400, "{method} {path}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(code(&body), "InvalidParameter", "{method} {path}");
    }
    // A body of the wrong shape is as undecodable.
    let wrong = app
        .post(
            &format!("/v2/feedback/appfeedback/{KULUTTAJA}"),
            json!({ "rating": "viisi" }),
        )
        .await;
    assert_eq!(wrong.0, 400);
}

#[tokio::test]
async fn writes_need_the_bearer() {
    let app = signed_in(emails::KULUTTAJA).await;

    let answer = app
        .write_as(
            "not-a-token",
            Method::POST,
            &format!("/v2/user/{KULUTTAJA}/setEmailSubscription"),
            Some(json!({ "subscribed": true })),
        )
        .await;

    assert_eq!(answer.0, 401);
}

#[tokio::test]
async fn a_faulted_write_changes_nothing() {
    let app = signed_in(emails::KULUTTAJA).await;
    let path = format!("/v2/user/{KULUTTAJA}/setEmailSubscription");
    let before = app
        .content(KULUTTAJA)
        .await
        .user
        .subscribed_to_tips_and_tricks;
    let body = json!({ "subscribed": !before });
    for rule in [
        FaultRule {
            method: Some("POST".into()),
            status: Some(500),
            ..FaultRule::on(path.clone())
        },
        FaultRule {
            method: Some("POST".into()),
            malformed: true,
            ..FaultRule::on(path.clone())
        },
    ] {
        app.mocks.mocks.crm.faults.set(rule);

        let faulted = app.post(&path, body.clone()).await;

        app.mocks.mocks.crm.faults.clear();
        assert!(faulted.0 == 500 || faulted.0 == 200, "{faulted:?}");
        assert_eq!(
            app.content(KULUTTAJA)
                .await
                .user
                .subscribed_to_tips_and_tricks,
            before
        );
    }
    assert_eq!(app.mocks.mocks.crm.faults.request_count("POST", &path), 2);
    // Without the fault the same write goes through.
    assert_eq!(app.post(&path, body).await.0, 204);
    assert_eq!(
        app.content(KULUTTAJA)
            .await
            .user
            .subscribed_to_tips_and_tricks,
        !before
    );
}

#[tokio::test]
async fn the_demo_password_still_signs_in_after_crm_writes() {
    // crm's writes do not reach identity: the gateway calls identity itself (#106, #113).
    let app = signed_in(emails::KULUTTAJA).await;
    app.post(
        &format!("/v2/user/{KULUTTAJA}/changeEmailAddress"),
        json!({ "email": "toinen@demo.example" }),
    )
    .await;

    app.mocks
        .sign_in_with(emails::KULUTTAJA, DEMO_PASSWORD)
        .await;
}
