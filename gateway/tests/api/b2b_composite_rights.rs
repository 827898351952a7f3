//! The main user's combine (#208) keeps each sub-user's right on each place: a sub-user who
//! holds one of the places sees the composite with that place only, its figures that place's
//! (the sums run over the caller's own places); the other users' rights are unchanged, and
//! separating (#209) gives the places back as they were.

use std::collections::BTreeMap;

use serde_json::{json, Value};

use crate::helpers::*;

/// READ_ONLY for lukija, and two places lukija does not hold.
const HELD: &str = "KP300005";
const OTHERS: [&str; 2] = ["KP300021", "KP300022"];

fn place_path(user_id: u64, place: &str, read: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/{place}/{read}")
}

fn user_path(reference: &str) -> String {
    format!("/api/v2/company/{COMPANY}/usermanagement/userReference/{reference}")
}

async fn json_of(app: &TestApp, client: &reqwest::Client, path: &str) -> Value {
    let response = app.get_with(client, path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

/// Each place of a user's #226 answer with the right on it.
async fn rights_of(
    app: &TestApp,
    client: &reqwest::Client,
    reference: &str,
) -> BTreeMap<String, Value> {
    let detail = json_of(app, client, &user_path(reference)).await;
    let mut rights = BTreeMap::new();
    for location in detail["locations"].as_array().unwrap() {
        for place in location["locationIdentifiers"].as_array().unwrap() {
            let place = place.as_str().unwrap().to_owned();
            rights.insert(place, location["right"].clone());
        }
    }
    rights
}

#[tokio::test]
async fn combining_keeps_a_sub_users_right_on_the_one_place_they_hold() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    let lukija_before = rights_of(&app, &yritys, SUB_USER_REF).await;
    assert_eq!(lukija_before[HELD], "READ_ONLY");
    assert!(OTHERS.iter().all(|p| !lukija_before.contains_key(*p)));
    let konserni_before = rights_of(&app, &yritys, KONSERNI_REF).await;
    let current = json_of(&app, &lukija, &place_path(LUKIJA_ID, HELD, "current")).await;
    let graph = json_of(&app, &lukija, &place_path(LUKIJA_ID, HELD, "graph")).await;

    let body = json!({"name": "Kolmen paikan alue", "locationIdentifiers": OTHERS});
    let path = place_path(YRITYS_ID, HELD, "createCompositeLocation");
    let made = app.post_json_with(&yritys, &path, &body).await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let composite = made["compositeLocationIdentifier"].as_str().unwrap();

    // Every user keeps each place with its right.
    assert_eq!(rights_of(&app, &yritys, SUB_USER_REF).await, lukija_before);
    assert_eq!(
        rights_of(&app, &yritys, KONSERNI_REF).await,
        konserni_before
    );
    // lukija's own read names the composite with the one place they hold.
    let own = json_of(&app, &lukija, &user_path(SUB_USER_REF)).await;
    let shown = own["locations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["compositeLocationIdentifier"] == composite)
        .expect("the composite in lukija's places");
    assert_eq!(shown["locationIdentifiers"], json!([HELD]));
    assert_eq!(shown["right"], "READ_ONLY");
    // Its figures are that place's: the sums run over lukija's places only.
    let as_composite = json_of(&app, &lukija, &place_path(LUKIJA_ID, composite, "current")).await;
    assert_eq!(
        as_composite["energyConsumption"],
        current["energyConsumption"]
    );
    let composite_graph = json_of(&app, &lukija, &place_path(LUKIJA_ID, composite, "graph")).await;
    assert_eq!(composite_graph["points"], graph["points"]);
    // The places lukija does not hold stay out of reach, and a read-only holder of a part
    // writes nothing of the composite.
    let other = app
        .get_with(&lukija, &place_path(LUKIJA_ID, OTHERS[0], "current"))
        .await;
    assert_eq!(other.status(), 403);
    let body = json!({"name": "x", "locationIdentifiers": []});
    let path = place_path(LUKIJA_ID, composite, "modifyCompositeLocation");
    let refused = app.post_json_with(&lukija, &path, &body).await;
    assert_eq!(refused.status(), 403);

    // Separated, the places go back as plain places with the same rights.
    let path = place_path(YRITYS_ID, composite, "modifyCompositeLocation");
    let separated = app.post_json_with(&yritys, &path, &body).await;
    assert_eq!(separated.status(), 200);
    assert_eq!(rights_of(&app, &yritys, SUB_USER_REF).await, lukija_before);
    assert_eq!(
        rights_of(&app, &yritys, KONSERNI_REF).await,
        konserni_before
    );
    let again = json_of(&app, &lukija, &place_path(LUKIJA_ID, HELD, "current")).await;
    assert_eq!(again["energyConsumption"], current["energyConsumption"]);
    let gone = app
        .get_with(&lukija, &place_path(LUKIJA_ID, composite, "current"))
        .await;
    assert_eq!(gone.status(), 403);
}
