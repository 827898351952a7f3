//! #207 setLocationDetails (the company's name of a place or composite, FULL_ACCESS or the main
//! user) and #210 setContentOrder (the caller's own order, any assigned place will do, A56).

use serde_json::{json, Value};

use crate::b2b::id;
use crate::helpers::*;

fn base(user_id: u64) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}")
}

async fn list(app: &TestApp, client: &reqwest::Client, user_id: u64, query: &str) -> Vec<Value> {
    let path = format!("{}/listSearch?count=100&{query}", base(user_id));
    let page: Value = app.get_with(client, &path).await.json().await.unwrap();
    page["results"].as_array().unwrap().clone()
}

async fn order(app: &TestApp, client: &reqwest::Client, user_id: u64, ids: &[&str]) -> u16 {
    let path = format!("{}/setContentOrder", base(user_id));
    let body = json!({ "order": ids });
    app.post_json_with(client, &path, &body)
        .await
        .status()
        .as_u16()
}

async fn name(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    place: &str,
    name: &str,
) -> u16 {
    let path = format!("{}/{place}/setLocationDetails", base(user_id));
    let body = json!({ "name": name });
    app.post_json_with(client, &path, &body)
        .await
        .status()
        .as_u16()
}

#[tokio::test]
async fn a_content_order_is_the_callers_own_and_needs_no_write_right() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    let yritys = app.client_for(YRITYS).await;
    let sorted = "sortingMode=CONTENT_ORDER";
    let yritys_before: Vec<String> = list(&app, &yritys, YRITYS_ID, sorted)
        .await
        .iter()
        .map(id)
        .collect();
    let before: Vec<String> = list(&app, &lukija, LUKIJA_ID, sorted)
        .await
        .iter()
        .map(id)
        .collect();
    assert_ne!(before[0], "KP300005");
    // KP300005 is READ_ONLY for lukija: ordering it is still theirs to do.
    assert_eq!(
        order(&app, &lukija, LUKIJA_ID, &["KP300005", COMPOSITE]).await,
        204
    );
    let after = list(&app, &lukija, LUKIJA_ID, sorted).await;
    assert_eq!(id(&after[0]), "KP300005");
    // The composite's places come next, then the rest in the company's order.
    assert!(after[1..5]
        .iter()
        .all(|item| item["compositeLocationIdentifier"] == COMPOSITE));
    // The main user's order is untouched.
    let yritys_after: Vec<String> = list(&app, &yritys, YRITYS_ID, sorted)
        .await
        .iter()
        .map(id)
        .collect();
    assert_eq!(yritys_after, yritys_before);
    // A place not assigned, another company's, or a member by its own id is refused.
    for ids in [["KP300015"], ["KP300101"], ["KP300001"]] {
        assert_eq!(order(&app, &lukija, LUKIJA_ID, &ids).await, 403, "{ids:?}");
    }
    let yritys2 = app.client_for(YRITYS2).await;
    let yritys2_id = demo_fixtures::dataset::user_ids::YRITYS2;
    assert_eq!(order(&app, &yritys2, yritys2_id, &["KP300020"]).await, 403);
}

#[tokio::test]
async fn a_place_or_composite_is_named_for_every_user_by_those_who_may_write_it() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    // Cached before the write, which must evict it for both users.
    let _ = list(&app, &lukija, LUKIJA_ID, "").await;
    assert_eq!(
        name(&app, &yritys, YRITYS_ID, "KP300013", "Huoltohalli 2").await,
        204
    );
    let listed = list(&app, &lukija, LUKIJA_ID, "").await;
    let item = listed.iter().find(|item| id(item) == "KP300013").unwrap();
    assert_eq!(item["location"]["name"], "Huoltohalli 2");
    // lukija writes their FULL_ACCESS place, not a READ_ONLY one, nor one not assigned.
    assert_eq!(
        name(&app, &lukija, LUKIJA_ID, "KP300014", "Varasto B").await,
        204
    );
    assert_eq!(name(&app, &lukija, LUKIJA_ID, "KP300005", "x").await, 403);
    assert_eq!(name(&app, &lukija, LUKIJA_ID, "KP300015", "x").await, 403);
    // A composite's name is the composite's.
    assert_eq!(
        name(&app, &yritys, YRITYS_ID, COMPOSITE, "Vaasan tehdas").await,
        204
    );
    let path = format!("{}/KP300013/compositeExisting", base(YRITYS_ID));
    let existing: Value = app.get_with(&yritys, &path).await.json().await.unwrap();
    let renamed = existing["compositeLocations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|c| c["compositeLocationIdentifier"] == COMPOSITE && c["name"] == "Vaasan tehdas");
    assert!(renamed, "{existing}");
    // A blank name is refused by field.
    let path = format!("{}/KP300013/setLocationDetails", base(YRITYS_ID));
    let response = app
        .post_json_with(&yritys, &path, &json!({"name": " "}))
        .await;
    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "name");
}
