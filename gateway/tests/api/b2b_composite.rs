//! Composite locations made (#208), changed and separated (#209): what each write does to the
//! company's lists and place reads at once (no stale cached answer, the new id known to the
//! access check), and who may write which places. The write walks of `writes.rs` cover bad
//! bodies, failing upstreams and the other users' ids in the path and body.

use serde_json::{json, Value};

use crate::b2b::id;
use crate::helpers::*;

fn place_path(user_id: u64, place: &str, action: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/{place}/{action}")
}

/// #208 from `place` as `client` (user `user_id`).
async fn create(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    place: &str,
    members: &[&str],
) -> reqwest::Response {
    let body = json!({"name": "Uusi alue", "locationIdentifiers": members});
    let path = place_path(user_id, place, "createCompositeLocation");
    app.post_json_with(client, &path, &body).await
}

/// #209 of `composite` as `client` (user `user_id`).
async fn modify(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    composite: &str,
    name: &str,
    members: &[&str],
) -> reqwest::Response {
    let body = json!({"name": name, "locationIdentifiers": members});
    let path = place_path(user_id, composite, "modifyCompositeLocation");
    app.post_json_with(client, &path, &body).await
}

/// Each listed place of the main user's list (#193) with its composite id, if any.
async fn listed(app: &TestApp, yritys: &reqwest::Client) -> Vec<(String, Option<String>)> {
    let path = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/listSearch?count=100"
    );
    let page: Value = app.get_with(yritys, &path).await.json().await.unwrap();
    page["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            let composite = item["compositeLocationIdentifier"]
                .as_str()
                .map(str::to_owned);
            (id(item), composite)
        })
        .collect()
}

fn composite_of(list: &[(String, Option<String>)], place: &str) -> Option<String> {
    list.iter()
        .find(|(id, _)| id == place)
        .and_then(|(_, composite)| composite.clone())
}

async fn contracts_status(
    app: &TestApp,
    client: &reqwest::Client,
    user_id: u64,
    place: &str,
) -> u16 {
    let path = place_path(user_id, place, "contracts");
    app.get_with(client, &path).await.status().as_u16()
}

#[tokio::test]
async fn a_composite_is_made_read_changed_and_separated_without_stale_answers() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    // Cached before the writes: each write must evict these.
    let before = listed(&app, &yritys).await;
    assert_eq!(composite_of(&before, "KP300020"), None);
    assert_eq!(
        contracts_status(&app, &yritys, YRITYS_ID, "KP300020").await,
        200
    );

    let made = create(
        &app,
        &yritys,
        YRITYS_ID,
        "KP300020",
        &["KP300021", "KP300022"],
    )
    .await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let composite = made["compositeLocationIdentifier"]
        .as_str()
        .unwrap()
        .to_owned();
    assert_eq!(
        made["locationIdentifiers"],
        json!(["KP300020", "KP300021", "KP300022"])
    );
    assert_eq!(made["name"], "Uusi alue");

    // The list shows the composite at once, its id is readable at once, and a member is
    // addressed only by it now.
    let after = listed(&app, &yritys).await;
    for place in ["KP300020", "KP300021", "KP300022"] {
        assert_eq!(
            composite_of(&after, place).as_deref(),
            Some(composite.as_str())
        );
    }
    let contracts: Value = app
        .get_with(&yritys, &place_path(YRITYS_ID, &composite, "contracts"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(contracts["contracts"].as_array().unwrap().len(), 3);
    assert_eq!(
        contracts_status(&app, &yritys, YRITYS_ID, "KP300020").await,
        403
    );

    // Changed: one place leaves and is a place of its own again; the new name is listed.
    let changed = modify(
        &app,
        &yritys,
        YRITYS_ID,
        &composite,
        "Pienempi alue",
        &["KP300020", "KP300021"],
    )
    .await;
    assert_eq!(changed.status(), 200);
    let changed: Value = changed.json().await.unwrap();
    assert_eq!(
        changed["locationIdentifiers"],
        json!(["KP300020", "KP300021"])
    );
    assert_eq!(
        contracts_status(&app, &yritys, YRITYS_ID, "KP300022").await,
        200
    );
    let existing: Value = app
        .get_with(
            &yritys,
            &place_path(YRITYS_ID, "CL100001", "compositeExisting"),
        )
        .await
        .json()
        .await
        .unwrap();
    let names: Vec<&str> = existing["compositeLocations"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| c["compositeLocationIdentifier"] == composite.as_str())
        .map(|c| c["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Pienempi alue"]);

    // Separated: the composite's id is gone and its places are single places again.
    let separated = modify(&app, &yritys, YRITYS_ID, &composite, "Pienempi alue", &[]).await;
    assert_eq!(separated.status(), 200);
    let separated: Value = separated.json().await.unwrap();
    assert_eq!(separated["locationIdentifiers"], json!([]));
    assert_eq!(
        contracts_status(&app, &yritys, YRITYS_ID, &composite).await,
        403
    );
    assert_eq!(
        contracts_status(&app, &yritys, YRITYS_ID, "KP300020").await,
        200
    );
    let last = listed(&app, &yritys).await;
    assert_eq!(composite_of(&last, "KP300020"), None);
    assert_eq!(composite_of(&last, "KP300021"), None);
}

#[tokio::test]
async fn a_sub_user_combines_only_places_they_may_write() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    // KP300005 is READ_ONLY for lukija, KP300015 not assigned; KP300013 and KP300014 are
    // FULL_ACCESS; lukija reads CL100002 and writes CL100001.
    for (place, members, what) in [
        (
            "KP300013",
            &["KP300005", "KP300014"][..],
            "a READ_ONLY place in the body",
        ),
        (
            "KP300005",
            &["KP300013", "KP300014"][..],
            "a READ_ONLY place in the path",
        ),
        (
            "KP300013",
            &["KP300015", "KP300014"][..],
            "a place not assigned",
        ),
        (
            "KP300013",
            &["KP300101", "KP300014"][..],
            "another company's place",
        ),
        (
            "KP300013",
            &["KP300001", "KP300014"][..],
            "a member by its own id",
        ),
    ] {
        let response = create(&app, &lukija, LUKIJA_ID, place, members).await;
        assert_eq!(response.status(), 403, "{what}");
        problem(response, 403, "FORBIDDEN").await;
    }
    let members = ["KP300001", "KP300002", "KP300003", "KP300004"];
    let refused = modify(&app, &lukija, LUKIJA_ID, "CL100002", "x", &[]).await;
    assert_eq!(refused.status(), 403, "a READ_ONLY composite");
    let mut more = members.to_vec();
    more.push("KP300005");
    let refused = modify(&app, &lukija, LUKIJA_ID, "CL100001", "x", &more).await;
    assert_eq!(
        refused.status(),
        403,
        "a READ_ONLY place joining a writable composite"
    );
    // Keeping the composite's own places (by their ids) under a new name is allowed.
    let kept = modify(&app, &lukija, LUKIJA_ID, "CL100001", "Vaasa", &members).await;
    assert_eq!(kept.status(), 200);

    let made = create(
        &app,
        &lukija,
        LUKIJA_ID,
        "KP300013",
        &["KP300013", "KP300014"],
    )
    .await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let composite = made["compositeLocationIdentifier"].as_str().unwrap();
    // lukija held both places with FULL_ACCESS, so they hold the composite so.
    assert_eq!(
        contracts_status(&app, &lukija, LUKIJA_ID, composite).await,
        200
    );
    let separated = modify(&app, &lukija, LUKIJA_ID, composite, "x", &[]).await;
    assert_eq!(separated.status(), 200);
}

#[tokio::test]
async fn strangers_staff_and_anonymous_callers_combine_nothing() {
    let app = spawn_app().await;
    let members = ["KP300021", "KP300022"];
    let yritys2 = app.client_for(YRITYS2).await;
    let yritys2_id = demo_fixtures::dataset::user_ids::YRITYS2;
    let response = create(&app, &yritys2, yritys2_id, "KP300020", &members).await;
    assert_eq!(response.status(), 403, "another company's main user");
    // Their own company's place with CR-100's places in the body.
    let path = format!(
        "/api/v2/b2b/company/{OTHER_COMPANY}/servicelocation/user/{yritys2_id}/KP300101/createCompositeLocation"
    );
    let body = json!({"name": "x", "locationIdentifiers": ["KP300102", "KP300001"]});
    let response = app.post_json_with(&yritys2, &path, &body).await;
    assert_eq!(
        response.status(),
        403,
        "another company's place in the body"
    );
    let kuluttaja = app.client_for(KULUTTAJA).await;
    let response = create(&app, &kuluttaja, KULUTTAJA_ID, "KP300020", &members).await;
    assert_eq!(response.status(), 403, "a household");
    let admin = app.client_for(ADMIN).await;
    let response = create(&app, &admin, YRITYS_ID, "KP300020", &members).await;
    assert_eq!(response.status(), 403, "a superuser");
    let response = create(&app, &new_client(), YRITYS_ID, "KP300020", &members).await;
    problem(response, 401, "SESSION_EXPIRED").await;
    // Nothing was made.
    let yritys = app.client_for(YRITYS).await;
    assert_eq!(composite_of(&listed(&app, &yritys).await, "KP300020"), None);
}

#[tokio::test]
async fn a_place_already_in_a_composite_or_a_composite_of_one_is_refused() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    // The path's place is a composite's: the composite is changed with #209, not made again.
    let response = create(
        &app,
        &yritys,
        YRITYS_ID,
        "CL100001",
        &["KP300021", "KP300022"],
    )
    .await;
    problem(response, 409, "AlreadyInComposite").await;
    let response = modify(&app, &yritys, YRITYS_ID, "CL100001", "x", &["KP300001"]).await;
    let body = problem(response, 400, "VALIDATION_FAILED").await;
    // (The engine names a validator rule's field as the Rust type spells it.)
    let field = body["errors"][0]["field"]
        .as_str()
        .unwrap()
        .replace('_', "");
    assert_eq!(field.to_lowercase(), "locationidentifiers");
    assert_eq!(body["errors"][0]["code"], "too_short");
}

/// konserni reads each of `places`.
async fn konserni_reads(app: &TestApp, konserni: &reqwest::Client, places: &[&str]) {
    for place in places {
        let status = contracts_status(app, konserni, KONSERNI_ID, place).await;
        assert_eq!(status, 200, "{place}");
    }
}

/// #209 and #208 as a sub-user may not change another user's rights (only the main user
/// manages them): a change that would take a place, or FULL_ACCESS on one, from another
/// sub-user is refused whole with `RIGHTS_OF_OTHERS`; one that only readdresses their places
/// is not.
#[tokio::test]
async fn a_sub_user_cannot_change_another_users_rights() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    let konserni = app.client_for(KONSERNI).await;
    // konserni shares lukija's writable composite and one of lukija's writable places.
    let rights = format!(
        "/api/v2/company/{COMPANY}/usermanagement/userReference/{KONSERNI_REF}/updateAccessRights"
    );
    let body = json!({"locations": [
        {"compositeLocationIdentifier": COMPOSITE, "right": "FULL_ACCESS"},
        {"compositeLocationIdentifier": "KP300014", "right": "READ_ONLY"},
    ]});
    assert_eq!(
        app.post_json_with(&yritys, &rights, &body).await.status(),
        200
    );
    let members = ["KP300001", "KP300002", "KP300003", "KP300004"];
    konserni_reads(&app, &konserni, &[COMPOSITE]).await;

    // Adding a place konserni lacks would take the composite from them.
    let mut more = members.to_vec();
    more.push("KP300013");
    let refused = modify(&app, &lukija, LUKIJA_ID, COMPOSITE, "x", &more).await;
    let body = problem(refused, 403, "RIGHTS_OF_OTHERS").await;
    assert!(!body.to_string().contains("crm"), "{body}");
    // Combining a place konserni reads would take it from them.
    let refused = create(
        &app,
        &lukija,
        LUKIJA_ID,
        "KP300013",
        &["KP300013", "KP300014"],
    )
    .await;
    problem(refused, 403, "RIGHTS_OF_OTHERS").await;
    // Nothing changed: konserni still has both, lukija's places are still single places.
    konserni_reads(&app, &konserni, &[COMPOSITE, "KP300014"]).await;
    let list = listed(&app, &yritys).await;
    assert_eq!(composite_of(&list, "KP300013"), None);
    assert_eq!(composite_of(&list, "KP300014"), None);
    assert_eq!(composite_of(&list, "KP300004").as_deref(), Some(COMPOSITE));

    // Renaming, or letting a place go, leaves konserni every place with its right.
    let renamed = modify(&app, &lukija, LUKIJA_ID, COMPOSITE, "Vaasa", &members).await;
    assert_eq!(renamed.status(), 200);
    let smaller = modify(&app, &lukija, LUKIJA_ID, COMPOSITE, "Vaasa", &members[..3]).await;
    assert_eq!(smaller.status(), 200);
    konserni_reads(&app, &konserni, &[COMPOSITE, "KP300004"]).await;

    // The main user manages everyone's rights and may make the change.
    let by_main_user = modify(&app, &yritys, YRITYS_ID, COMPOSITE, "Vaasa", &more).await;
    assert_eq!(by_main_user.status(), 200);
}

#[tokio::test]
async fn a_new_composite_is_found_by_its_name_and_id_and_its_members_name_it() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let body = json!({"name": "Hakukohteen Alue", "locationIdentifiers": ["KP300031", "KP300032"]});
    let path = place_path(YRITYS_ID, "KP300030", "createCompositeLocation");
    let made = app.post_json_with(&yritys, &path, &body).await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    let composite = made["compositeLocationIdentifier"].as_str().unwrap();

    // By part of its name in any case, and by its id: its places, each naming it.
    for search in ["hakukohteen", composite, &composite.to_lowercase()] {
        let path = format!(
            "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/listSearch?searchString={search}"
        );
        let page: Value = app.get_with(&yritys, &path).await.json().await.unwrap();
        let results = page["results"].as_array().unwrap();
        let places: Vec<String> = results.iter().map(id).collect();
        assert_eq!(places.len(), 3, "{search}: {places:?}");
        for place in ["KP300030", "KP300031", "KP300032"] {
            assert!(places.contains(&place.to_owned()), "{search}: {places:?}");
        }
        for item in results {
            assert_eq!(item["compositeLocationIdentifier"], composite);
            assert_eq!(item["compositeName"], "Hakukohteen Alue");
        }
        assert_eq!(page["locationsTotal"], 3);
    }
    // The dataset's composites name theirs; a place on its own names none.
    let path = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/listSearch?count=100"
    );
    let page: Value = app.get_with(&yritys, &path).await.json().await.unwrap();
    let results = page["results"].as_array().unwrap();
    let of = |place: &str| results.iter().find(|item| id(item) == place).unwrap();
    assert_eq!(of("KP300001")["compositeName"], "Vaasan tehdasalue");
    assert!(of("KP300005").get("compositeName").is_none());
}
