use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use demo_fixtures::dataset::{b2b, emails, user_ids, DEMO_USER_ID};
use demo_fixtures::mocks::MockSettings;
use jsonwebtoken::{decode_header, encode, EncodingKey};
use ring::signature::Ed25519KeyPair;
use upstream_clients::crm::{CustomerType, UserRight, UtilityType};
use upstream_clients::UpstreamError;

use crate::helpers::{claims_of, spawn_mocks, spawn_mocks_with};

fn is_unauthorized<T: std::fmt::Debug>(result: &Result<T, UpstreamError>) -> bool {
    matches!(result, Err(UpstreamError::Unauthorized { code: Some(code), .. }) if code == "Unauthorized")
}

#[tokio::test]
async fn the_signed_in_subject_maps_to_the_portal_user() {
    let app = spawn_mocks().await;
    let tokens = app.sign_in(emails::KULUTTAJA).await;
    let subject = claims_of(&tokens.access_token).sub;

    let mapping = app
        .crm
        .user_mapping(&tokens.access_token, &subject)
        .await
        .expect("mapping");

    assert_eq!(mapping.subject, subject);
    assert_eq!(mapping.priwatti_user_id, user_ids::KULUTTAJA);
    assert_eq!(mapping.customer_type, CustomerType::B2C);
}

#[tokio::test]
async fn kuluttaja_content_has_four_own_places_of_every_kind() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;

    let content = app
        .crm
        .user_content(&token, user_ids::KULUTTAJA)
        .await
        .expect("content");

    assert_eq!(content.user.priwatti_user_id, user_ids::KULUTTAJA);
    assert_eq!(content.user.email, emails::KULUTTAJA);
    let utilities: Vec<UtilityType> = content.content.iter().map(|c| c.utility_type).collect();
    assert_eq!(
        utilities,
        [
            UtilityType::Electricity,
            UtilityType::DistrictHeating,
            UtilityType::Microgeneration,
            UtilityType::Electricity
        ]
    );
    assert!(content
        .content
        .iter()
        .all(|c| c.content_owner_id == user_ids::KULUTTAJA));
    assert!(content.default_customer_service_number.is_some());
    assert!(!content.general_features.is_empty());
}

#[tokio::test]
async fn edustaja_sees_kuluttajas_places_as_shared_content_and_in_the_access_scope() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::EDUSTAJA).await.access_token;

    let content = app
        .crm
        .user_content(&token, user_ids::EDUSTAJA)
        .await
        .unwrap();
    let scope = app
        .crm
        .access_scope(&token, user_ids::EDUSTAJA)
        .await
        .unwrap();

    let shared: Vec<&str> = content
        .content
        .iter()
        .filter(|c| c.content_owner_id == user_ids::KULUTTAJA)
        .map(|c| c.location.identifier.as_str())
        .collect();
    assert_eq!(shared, ["KP100101", "KP100102", "KP100103", "KP100104"]);
    assert_eq!(content.content.len(), 5);
    assert_eq!(content.content[0].content_owner_id, user_ids::EDUSTAJA);
    let orders: Vec<u32> = content.content.iter().map(|c| c.order).collect();
    assert_eq!(orders, [0, 1, 2, 3, 4]);
    assert_eq!(scope.own_locations.len(), 1);
    assert_eq!(scope.read_rights.len(), 1);
    assert_eq!(scope.read_rights[0].grantor_user_id, user_ids::KULUTTAJA);
    assert_eq!(scope.read_rights[0].location_identifiers, shared);
}

#[tokio::test]
async fn b2b_users_see_their_company_with_their_rights() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::YRITYS).await.access_token;

    let main = app
        .crm
        .access_scope(&token, user_ids::YRITYS)
        .await
        .unwrap();
    let sub = app
        .crm
        .access_scope(&token, user_ids::LUKIJA)
        .await
        .unwrap();

    assert_eq!(main.customer_type, CustomerType::B2B);
    assert_eq!(
        main.companies[0].company_reference_id,
        b2b::COMPANY_REFERENCE_ID
    );
    assert!(main.companies[0].main_user);
    assert!(main.companies[0].locations.len() >= 40);
    assert!(main.companies[0]
        .locations
        .iter()
        .any(|l| l.composite_location_identifier == b2b::COMPOSITE_IDS[0]));
    assert!(!sub.companies[0].main_user);
    let rights: Vec<UserRight> = sub.companies[0].locations.iter().map(|l| l.right).collect();
    assert!(rights.contains(&UserRight::ReadOnly) && rights.contains(&UserRight::FullAccess));
}

#[tokio::test]
async fn the_demo_user_and_unknown_users() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;

    let demo = app.crm.user_content(&token, DEMO_USER_ID).await.unwrap();
    let unknown = app.crm.user_content(&token, 4_242_424).await;
    let unknown_scope = app.crm.access_scope(&token, 4_242_424).await;
    let unknown_subject = app.crm.user_mapping(&token, "no-such-subject").await;

    assert_eq!(demo.content.len(), 4);
    for result in [
        unknown.map(|_| ()),
        unknown_scope.map(|_| ()),
        unknown_subject.map(|_| ()),
    ] {
        assert!(
            matches!(&result, Err(UpstreamError::NotFound { code: Some(c), .. }) if c == "NotFound"),
            "{result:?}"
        );
    }
}

#[tokio::test]
async fn crm_refuses_missing_and_forged_tokens() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    // Same header (kid) and claims, signed with another key.
    let rng = ring::rand::SystemRandom::new();
    let other_key = Ed25519KeyPair::generate_pkcs8(&rng).unwrap();
    let forged = encode(
        &decode_header(&token).unwrap(),
        &claims_of(&token),
        &EncodingKey::from_ed_der(other_key.as_ref()),
    )
    .unwrap();
    // The real signature over a payload that now claims another user.
    let mut claims = claims_of(&token);
    claims.sub = "someone-else".to_owned();
    let payload = URL_SAFE_NO_PAD.encode(serde_json::to_vec(&claims).unwrap());
    let mut parts: Vec<&str> = token.split('.').collect();
    parts[1] = &payload;
    let tampered = parts.join(".");

    for bad in ["", "not-a-jwt", forged.as_str(), tampered.as_str()] {
        let result = app.crm.user_content(bad, user_ids::KULUTTAJA).await;
        assert!(is_unauthorized(&result), "{bad:?}: {result:?}");
    }
    assert!(app
        .crm
        .user_content(&token, user_ids::KULUTTAJA)
        .await
        .is_ok());
}

#[tokio::test]
async fn crm_refuses_an_expired_token() {
    let app = spawn_mocks_with(MockSettings {
        access_token_ttl: Duration::from_secs(1),
        ..MockSettings::default()
    })
    .await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    let exp = claims_of(&token).exp;

    // Valid until the second after exp (no leeway); poll a bounded while for the expiry.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let result = app.crm.user_content(&token, user_ids::KULUTTAJA).await;
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_secs();
        if is_unauthorized(&result) {
            assert!(now > exp, "refused before expiry");
            break;
        }
        assert!(result.is_ok(), "{result:?}");
        assert!(Instant::now() < deadline, "token never expired");
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}
