//! #196 a company's place or composite's cards: #117's shape from crm, metering and invoicing
//! (a composite's are its first place's); a failing metering or invoicing is named in
//! `missing` and such an answer is not cached; a failing crm fails the request; who may read.

use demo_fixtures::dataset::{user_ids, Dataset};
use demo_fixtures::mocks::FaultRule;
use serde_json::{json, Value};

use crate::helpers::*;

fn detail_path(company: &str, user_id: u64, place: &str) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user_id}/{place}/detail")
}

#[tokio::test]
async fn a_composites_cards_are_its_first_places() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let response = app
        .get_with(&yritys, &detail_path(COMPANY, YRITYS_ID, COMPOSITE))
        .await;
    assert_eq!(response.status(), 200);
    let body: Value = response.json().await.unwrap();
    let first = Dataset::demo()
        .composite_locations
        .iter()
        .find(|c| c.composite_location_identifier == COMPOSITE)
        .unwrap()
        .location_identifiers[0]
        .clone();
    assert_eq!(
        body["detail"]["locationIdentifier"],
        first.as_str(),
        "{body}"
    );
    assert!(body["energyConsumption"].is_object(), "{body}");
    assert!(body["invoice"]["invoiceNumber"].is_string(), "{body}");
    // A company's cards have no household parts (A10: crm, metering and invoicing).
    assert_eq!(body["features"], json!([]));
    assert_eq!(body["popups"], json!([]));
    assert_eq!(body["missing"], json!([]));
    // A single place's cards are its own.
    let single = app
        .get_with(&yritys, &detail_path(COMPANY, YRITYS_ID, "KP300020"))
        .await;
    let single: Value = single.json().await.unwrap();
    assert_eq!(single["detail"]["locationIdentifier"], "KP300020");
}

#[tokio::test]
async fn a_failing_metering_or_invoicing_is_named_and_not_cached_and_crm_is_essential() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let path = detail_path(COMPANY, YRITYS_ID, COMPOSITE);
    for (mock, part) in [
        (&app.mocks.metering, "metering"),
        (&app.mocks.invoicing, "invoicing"),
    ] {
        // The previous round's whole answer was kept; this round starts uncached.
        app.state.cache.evict_all();
        mock.faults.set(FaultRule {
            status: Some(500),
            ..fault("GET", "/v1/locations/")
        });
        let body: Value = app.get_with(&yritys, &path).await.json().await.unwrap();
        assert_eq!(body["missing"], json!([part]), "{body}");
        assert!(body["detail"].is_object());
        mock.faults.clear();
        // Not cached while incomplete: the next read is whole.
        let body: Value = app.get_with(&yritys, &path).await.json().await.unwrap();
        assert_eq!(body["missing"], json!([]));
    }
    // The whole answer is cached now; a failing crm fails only an uncached read.
    app.mocks.crm.faults.set(FaultRule {
        status: Some(500),
        ..fault("GET", "/v1/locations/")
    });
    assert_eq!(app.get_with(&yritys, &path).await.status(), 200);
    let other = detail_path(COMPANY, YRITYS_ID, "KP300020");
    problem(app.get_with(&yritys, &other).await, 502, "UPSTREAM_FAILED").await;
}

#[tokio::test]
async fn only_the_companys_users_read_their_assigned_places() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    // lukija reads CL100001 (FULL_ACCESS) and KP300005 (READ_ONLY), not KP300015.
    for place in [COMPOSITE, "KP300005"] {
        let response = app
            .get_with(&lukija, &detail_path(COMPANY, LUKIJA_ID, place))
            .await;
        assert_eq!(response.status(), 200, "{place}");
    }
    let refused = [
        (
            &lukija,
            detail_path(COMPANY, LUKIJA_ID, "KP300015"),
            "a place not assigned",
        ),
        (
            &lukija,
            detail_path(COMPANY, YRITYS_ID, COMPOSITE),
            "another user's id",
        ),
        (
            &lukija,
            detail_path(COMPANY, LUKIJA_ID, "KP300001"),
            "a member by its own id",
        ),
    ];
    for (client, path, what) in refused {
        let response = app.get_with(client, &path).await;
        assert_eq!(response.status(), 403, "{what}");
        problem(response, 403, "FORBIDDEN").await;
    }
    let yritys2 = app.client_for(YRITYS2).await;
    let path = detail_path(COMPANY, user_ids::YRITYS2, COMPOSITE);
    problem(app.get_with(&yritys2, &path).await, 403, "FORBIDDEN").await;
    let own_with_foreign = detail_path(OTHER_COMPANY, user_ids::YRITYS2, COMPOSITE);
    problem(
        app.get_with(&yritys2, &own_with_foreign).await,
        403,
        "FORBIDDEN",
    )
    .await;
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let path = detail_path(COMPANY, KULUTTAJA_ID, COMPOSITE);
    problem(app.get_with(&kuluttaja, &path).await, 403, "FORBIDDEN").await;
    let admin = app.client_for(ADMIN).await;
    let path = detail_path(COMPANY, YRITYS_ID, COMPOSITE);
    problem(app.get_with(&admin, &path).await, 403, "FORBIDDEN").await;
    problem(app.get(&path).await, 401, "SESSION_EXPIRED").await;
    let bad = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/0{LUKIJA_ID}/{COMPOSITE}/detail"
    );
    let body = problem(app.get_with(&lukija, &bad).await, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "userId");
}

#[tokio::test]
async fn a_label_write_evicts_the_cached_cards_of_every_user_of_the_company() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    let path = detail_path(COMPANY, LUKIJA_ID, COMPOSITE);
    assert_eq!(app.get_with(&lukija, &path).await.status(), 200);
    let cached = |app: &TestApp| {
        app.state
            .cache
            .keys()
            .into_iter()
            .filter(|key| key.ends_with(&format!("{COMPOSITE}/detail")))
            .count()
    };
    assert_eq!(cached(&app), 1);
    let labels = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/{COMPOSITE}/addLabels"
    );
    let response = app
        .send_with(
            &yritys,
            "PUT",
            &labels,
            Some(&json!({"labels": ["Uusi"]})),
            true,
        )
        .await;
    assert_eq!(response.status(), 204);
    assert_eq!(cached(&app), 0);
}
