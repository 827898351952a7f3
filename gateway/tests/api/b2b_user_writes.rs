//! The user-management writes (#220–#225, #231, #232, A57) through the gateway: only the
//! company's main user may make them; what each changes shows at once in the other users'
//! reads (the access scopes and the cached B2B place entries are dropped); the main-user
//! transfer and its error code; a sub-user created with an e-mailed invitation or identified;
//! customerships read, removed and added back. The row walks of `rows.rs` and `writes.rs`
//! cover bad bodies, foreign ids and failing upstreams.

use std::collections::BTreeSet;

use demo_fixtures::mocks::{FaultRule, OutboxKind};
use serde_json::{json, Value};

use crate::b2b_users::{ids_of, places_in};
use crate::helpers::*;

pub fn path(company: &str, rest: &str) -> String {
    format!("/api/v2/company/{company}/usermanagement/{rest}")
}

fn user_path(user: &str, action: &str) -> String {
    path(COMPANY, &format!("userReference/{user}/{action}"))
}

pub fn list_path(user_id: u64) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/listSearch?count=100")
}

/// The invited person's own invitations (#224's, answered by them).
pub fn invitations_path(user_id: u64) -> String {
    format!("/api/v2/user/{user_id}/companyInvitations")
}

fn place_path(user_id: u64, place: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{user_id}/{place}/contracts")
}

pub async fn post(
    app: &TestApp,
    client: &reqwest::Client,
    url: &str,
    body: &Value,
) -> reqwest::Response {
    app.send_with(client, "POST", url, Some(body), true).await
}

pub async fn ok_json(response: reqwest::Response, what: &str) -> Value {
    let status = response.status();
    let text = response.text().await.unwrap();
    assert_eq!(status, 200, "{what}: {text}");
    serde_json::from_str(&text).unwrap()
}

pub async fn read(app: &TestApp, client: &reqwest::Client, url: &str) -> Value {
    ok_json(app.get_with(client, url).await, url).await
}

/// The places of a listSearch page by the id each is addressed by.
pub fn listed(page: &Value) -> BTreeSet<String> {
    page["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            item["compositeLocationIdentifier"]
                .as_str()
                .or(item["location"]["locationIdentifier"].as_str())
                .unwrap()
                .to_owned()
        })
        .collect()
}

/// A place of CR-100 that lukija is not given yet, as the main user's #230 lists them.
async fn not_given_to_lukija(app: &TestApp, yritys: &reqwest::Client) -> String {
    let eligible = read(
        app,
        yritys,
        &path(
            COMPANY,
            &format!("eligibleLocations?userReferenceId={SUB_USER_REF}"),
        ),
    )
    .await;
    eligible["results"][0]["compositeLocationIdentifier"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// Every user-management write of CR-100 once, with a body the main user could send.
fn every_write(place: &str) -> Vec<(&'static str, String, Option<Value>)> {
    let customership = format!("company=SV&customerCode={COMPANY_SV_CUSTOMER_CODE}");
    vec![
        (
            "POST",
            user_path(SUB_USER_REF, "updateAccessRights"),
            Some(
                json!({"locations": [{"compositeLocationIdentifier": place, "right": "FULL_ACCESS"}]}),
            ),
        ),
        (
            "POST",
            user_path(SUB_USER_REF, "removeLocation"),
            Some(json!({"compositeLocationIdentifier": COMPOSITE})),
        ),
        ("POST", user_path(SUB_USER_REF, "removeAllLocations"), None),
        (
            "POST",
            path(COMPANY, "transferMainUserRights"),
            Some(json!({"userReferenceId": SUB_USER_REF})),
        ),
        (
            "POST",
            path(COMPANY, "create"),
            Some(json!({"accountMode": "IDENTIFY_ACCOUNT_MODE", "email": KULUTTAJA})),
        ),
        (
            "POST",
            path(COMPANY, "addCustomership"),
            Some(json!({"company": "SV", "customerCode": COMPANY_SV_CUSTOMER_CODE})),
        ),
        (
            "DELETE",
            path(COMPANY, &format!("removeCustomership?{customership}")),
            None,
        ),
        (
            "GET",
            path(COMPANY, &format!("customershipDetails?{customership}")),
            None,
        ),
    ]
}

#[tokio::test]
async fn only_the_main_user_manages_the_companys_users() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let place = not_given_to_lukija(&app, &yritys).await;
    // A sub-user with READ_ONLY and FULL_ACCESS places, another company's main user, a
    // household, a read-right holder and staff.
    for who in [LUKIJA, YRITYS2, KULUTTAJA, EDUSTAJA, ADMIN] {
        let client = app.client_for(who).await;
        for (method, url, body) in every_write(&place) {
            let response = app
                .send_with(&client, method, &url, body.as_ref(), true)
                .await;
            assert_eq!(response.status(), 403, "{method} {url} as {who}");
            problem(response, 403, "FORBIDDEN").await;
        }
    }
    let anonymous = new_client();
    for (method, url, body) in every_write(&place) {
        let response = app
            .send_with(&anonymous, method, &url, body.as_ref(), true)
            .await;
        problem(response, 401, "SESSION_EXPIRED").await;
    }
    // Nothing changed: lukija still has what the dataset gives them.
    let lukija = read(
        &app,
        &yritys,
        &path(COMPANY, &format!("userReference/{SUB_USER_REF}")),
    )
    .await;
    assert!(!ids_of(&lukija["locations"]).contains(&place));
    assert!(ids_of(&lukija["locations"]).contains(COMPOSITE));
}

#[tokio::test]
async fn a_place_given_or_taken_shows_in_the_sub_users_reads_at_once() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    let place = not_given_to_lukija(&app, &yritys).await;

    // lukija's list is cached before the change, and the place is not theirs to read.
    let before = read(&app, &lukija, &list_path(LUKIJA_ID)).await;
    assert!(!listed(&before).contains(&place));
    problem(
        app.get_with(&lukija, &place_path(LUKIJA_ID, &place)).await,
        403,
        "FORBIDDEN",
    )
    .await;

    let given = ok_json(
        post(
            &app,
            &yritys,
            &user_path(SUB_USER_REF, "updateAccessRights"),
            &json!({"locations": [{"compositeLocationIdentifier": place, "right": "READ_ONLY"}]}),
        )
        .await,
        "updateAccessRights",
    )
    .await;
    let right = given["locations"]
        .as_array()
        .unwrap()
        .iter()
        .find(|l| l["compositeLocationIdentifier"] == place.as_str())
        .map(|l| l["right"].clone());
    assert_eq!(right, Some(json!("READ_ONLY")));

    let after = read(&app, &lukija, &list_path(LUKIJA_ID)).await;
    assert!(
        listed(&after).contains(&place),
        "the new place is listed at once"
    );
    assert_eq!(
        after["locationsTotal"].as_u64().unwrap(),
        before["locationsTotal"].as_u64().unwrap() + 1
    );
    // Read (and cached) while given.
    read(&app, &lukija, &place_path(LUKIJA_ID, &place)).await;
    // READ_ONLY: no label writes on it.
    let label =
        format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{LUKIJA_ID}/{place}/addLabels");
    let response = app
        .send_with(
            &lukija,
            "PUT",
            &label,
            Some(&json!({"labels": ["Uusi"]})),
            true,
        )
        .await;
    problem(response, 403, "FORBIDDEN").await;

    // Taken again: refused at once, the cached answer notwithstanding.
    let taken = ok_json(
        post(
            &app,
            &yritys,
            &user_path(SUB_USER_REF, "removeLocation"),
            &json!({"compositeLocationIdentifier": place}),
        )
        .await,
        "removeLocation",
    )
    .await;
    assert!(!ids_of(&taken["locations"]).contains(&place));
    problem(
        app.get_with(&lukija, &place_path(LUKIJA_ID, &place)).await,
        403,
        "FORBIDDEN",
    )
    .await;
    assert_eq!(
        listed(&read(&app, &lukija, &list_path(LUKIJA_ID)).await),
        listed(&before)
    );
}

#[tokio::test]
async fn every_place_of_one_right_is_taken_and_the_main_users_places_cannot_change() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    let detail = path(COMPANY, &format!("userReference/{SUB_USER_REF}"));
    let full: BTreeSet<String> =
        ids_of(&read(&app, &yritys, &format!("{detail}?status=FULL_ACCESS")).await["locations"]);
    assert!(!full.is_empty());

    let left = ok_json(
        app.send_with(
            &yritys,
            "POST",
            &user_path(SUB_USER_REF, "removeAllLocations?status=READ_ONLY"),
            None,
            true,
        )
        .await,
        "removeAllLocations",
    )
    .await;
    assert_eq!(left["locations"], json!([]), "no READ_ONLY place is left");
    let all = read(&app, &yritys, &detail).await;
    assert_eq!(
        ids_of(&all["locations"]),
        full,
        "the FULL_ACCESS places stay"
    );
    let page = read(&app, &lukija, &list_path(LUKIJA_ID)).await;
    assert_eq!(listed(&page), full);

    // The main user is given every place: theirs cannot be narrowed.
    let response = post(
        &app,
        &yritys,
        &user_path(MAIN_USER_REF, "removeLocation"),
        &json!({"compositeLocationIdentifier": COMPOSITE}),
    )
    .await;
    problem(response, 409, "MAIN_USER_HAS_ALL_LOCATIONS").await;
}

#[tokio::test]
async fn the_main_user_hands_on_their_rights_and_a_refusal_carries_its_error_code() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let lukija = app.client_for(LUKIJA).await;
    let company_places = listed(&read(&app, &yritys, &list_path(YRITYS_ID)).await);

    // To oneself: crm refuses, and the dialog shows crm's code.
    let refused = post(
        &app,
        &yritys,
        &path(COMPANY, "transferMainUserRights"),
        &json!({"userReferenceId": MAIN_USER_REF}),
    )
    .await;
    let body = problem(refused, 409, "MAIN_USER_TRANSFER_FAILED").await;
    assert_eq!(body["errorCode"], "ALREADY_MAIN_USER");

    let users = ok_json(
        post(
            &app,
            &yritys,
            &path(COMPANY, "transferMainUserRights"),
            &json!({"userReferenceId": SUB_USER_REF}),
        )
        .await,
        "transferMainUserRights",
    )
    .await;
    assert_eq!(users["users"][0]["userReferenceId"], SUB_USER_REF);
    assert_eq!(users["users"][0]["mainUser"], true);

    // At once for both: lukija manages the company, yritys no longer does.
    let me = read(&app, &lukija, &path(COMPANY, "userBasicInfo")).await;
    assert_eq!(me["user"]["mainUser"], true);
    read(&app, &lukija, &path(COMPANY, "existingUsers")).await;
    assert_eq!(
        listed(&read(&app, &lukija, &list_path(LUKIJA_ID)).await),
        company_places,
        "the new main user has every place"
    );
    let me = read(&app, &yritys, &path(COMPANY, "userBasicInfo")).await;
    assert_eq!(me["user"]["mainUser"], false);
    problem(
        app.get_with(&yritys, &path(COMPANY, "existingUsers")).await,
        403,
        "FORBIDDEN",
    )
    .await;
    let old = read(
        &app,
        &lukija,
        &path(COMPANY, &format!("userReference/{MAIN_USER_REF}")),
    )
    .await;
    assert!(old["locations"]
        .as_array()
        .unwrap()
        .iter()
        .all(|l| l["right"] == "FULL_ACCESS"));
    assert_eq!(
        places_in(&old["locations"]) as u64,
        old["user"]["locationsTotal"].as_u64().unwrap()
    );
    let me: Value = read(&app, &yritys, "/api/v2/me").await;
    assert_eq!(me["companies"][0]["role"], "SUB_USER");
}

#[tokio::test]
async fn a_new_account_is_invited_by_e_mail_and_signs_in_to_its_places() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let email = "uusi.tyontekija@demo.example";
    let created = ok_json(
        post(
            &app,
            &yritys,
            &path(COMPANY, "create"),
            &json!({
                "accountMode": "CREATE_ACCOUNT_MODE",
                "email": email,
                "name": "Uusi Työntekijä",
                "phone": "+358401234999",
                "locations": [{"compositeLocationIdentifier": COMPOSITE, "right": "READ_ONLY"}]
            }),
        )
        .await,
        "create",
    )
    .await;
    let reference = created["user"]["userReferenceId"]
        .as_str()
        .unwrap()
        .to_owned();
    // The dataset's users of CR-100 are UR-100-00 to UR-100-02 (yritys, lukija, konserni).
    assert_eq!(reference, "UR-100-03");
    // An invitation, like any other address's: no places until the person accepts.
    assert_eq!(created["user"]["email"], email);
    assert_eq!(created["user"]["invited"], true);
    assert_eq!(created["user"]["mainUser"], false);
    assert_eq!(created["locations"], json!([]));
    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    assert!(users["users"]
        .as_array()
        .unwrap()
        .iter()
        .any(|u| u["userReferenceId"] == reference.as_str()));

    let first_invitation = app
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Invitation)
        .expect("an invitation in the outbox");
    // The same request again while the invitation is unused: a new temporary password.
    let resent = ok_json(
        post(
            &app,
            &yritys,
            &path(COMPANY, "create"),
            &json!({"accountMode": "CREATE_ACCOUNT_MODE", "email": email, "name": "Uusi Työntekijä"}),
        )
        .await,
        "create again",
    )
    .await;
    assert_eq!(resent["user"]["userReferenceId"], reference.as_str());
    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    assert_eq!(
        users["users"].as_array().unwrap().len(),
        4,
        "the dataset's three and the one made, no second one"
    );
    let temporary = app
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Invitation)
        .unwrap();
    assert_ne!(temporary, first_invitation);
    problem(
        app.login(email, &first_invitation).await,
        401,
        "INVALID_CREDENTIALS",
    )
    .await;

    // Not a user yet: the main user's rights cannot go to an invitation.
    let refused = post(
        &app,
        &yritys,
        &path(COMPANY, "transferMainUserRights"),
        &json!({"userReferenceId": reference}),
    )
    .await;
    problem(refused, 403, "FORBIDDEN").await;

    // identity e-mailed a temporary password; the first sign-in sets the account's own.
    let first: Value = app.login(email, &temporary).await.json().await.unwrap();
    assert_eq!(first["status"], "NEW_PASSWORD_REQUIRED");
    let signed_in: Value = app
        .post_json(
            "/api/auth/v1/force-reset-password",
            &json!({"username": email, "password": temporary, "newPassword": "Oma!Salasana7"}),
        )
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(signed_in["status"], "SIGNED_IN");
    // Signed in, they accept the invitation waiting for them.
    let me = read(&app, &app.client, "/api/v2/me").await;
    assert_eq!(me["companies"], json!([]));
    let user_id = me["priwattiId"].as_u64().expect("the new user's id");
    let open = read(&app, &app.client, &invitations_path(user_id)).await;
    assert_eq!(
        open["invitations"][0]["invitationReferenceId"],
        reference.as_str()
    );
    let accept = format!("{}/{reference}/accept", invitations_path(user_id));
    ok_json(
        app.send_with(&app.client, "POST", &accept, None, true)
            .await,
        "accept",
    )
    .await;
    let me = read(&app, &app.client, "/api/v2/me").await;
    assert_eq!(me["companies"][0]["companyReferenceId"], COMPANY);
    assert_eq!(me["companies"][0]["role"], "SUB_USER");
    let page = read(&app, &app.client, &list_path(user_id)).await;
    assert_eq!(listed(&page), BTreeSet::from([COMPOSITE.to_owned()]));

    // A user of the company now, whom it lists by name.
    let again = post(
        &app,
        &yritys,
        &path(COMPANY, "create"),
        &json!({"accountMode": "CREATE_ACCOUNT_MODE", "email": email, "name": "Uusi Työntekijä"}),
    )
    .await;
    problem(again, 409, "ALREADY_COMPANY_USER").await;
    // And the rights can go to them.
    ok_json(
        post(
            &app,
            &yritys,
            &path(COMPANY, "transferMainUserRights"),
            &json!({"userReferenceId": reference}),
        )
        .await,
        "transfer to the signed-in user",
    )
    .await;
}

#[tokio::test]
async fn a_customership_is_read_removed_with_its_places_and_added_back() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let sv = format!("company=SV&customerCode={COMPANY_SV_CUSTOMER_CODE}");
    let details = read(
        &app,
        &yritys,
        &path(COMPANY, &format!("customershipDetails?{sv}")),
    )
    .await;
    assert_eq!(details["company"], "SV");
    assert_eq!(details["customerCode"], COMPANY_SV_CUSTOMER_CODE);
    let sv_places = ids_of(&details["locations"]);
    assert!(!sv_places.is_empty());
    let vare = read(
        &app,
        &yritys,
        &path(
            COMPANY,
            &format!("customershipDetails?company=VARE&customerCode={COMPANY_CUSTOMER_CODE}"),
        ),
    )
    .await;
    assert!(ids_of(&vare["locations"]).is_disjoint(&sv_places));
    // Another company's customership, or a code of this company at the wrong energy company.
    for query in [
        format!("company=KUO&customerCode={OTHER_COMPANY_CUSTOMER_CODE}"),
        format!("company=VARE&customerCode={COMPANY_SV_CUSTOMER_CODE}"),
    ] {
        problem(
            app.get_with(
                &yritys,
                &path(COMPANY, &format!("customershipDetails?{query}")),
            )
            .await,
            403,
            "FORBIDDEN",
        )
        .await;
    }

    let before = listed(&read(&app, &yritys, &list_path(YRITYS_ID)).await);
    assert!(sv_places.is_subset(&before));
    let removed = app
        .send_with(
            &yritys,
            "DELETE",
            &path(COMPANY, &format!("removeCustomership?{sv}")),
            None,
            true,
        )
        .await;
    assert_eq!(removed.status(), 204);
    let after = listed(&read(&app, &yritys, &list_path(YRITYS_ID)).await);
    assert!(
        after.is_disjoint(&sv_places),
        "its places leave the company at once"
    );
    assert_eq!(after.len(), before.len() - sv_places.len());
    problem(
        app.get_with(
            &yritys,
            &path(COMPANY, &format!("customershipDetails?{sv}")),
        )
        .await,
        403,
        "FORBIDDEN",
    )
    .await;

    let added = ok_json(
        post(
            &app,
            &yritys,
            &path(COMPANY, "addCustomership"),
            &json!({"company": "SV", "customerCode": COMPANY_SV_CUSTOMER_CODE}),
        )
        .await,
        "addCustomership",
    )
    .await;
    assert_eq!(ids_of(&added["locations"]), sv_places);
    assert_eq!(
        listed(&read(&app, &yritys, &list_path(YRITYS_ID)).await),
        before
    );

    for (body, status, code) in [
        (
            json!({"company": "SV", "customerCode": COMPANY_SV_CUSTOMER_CODE}),
            409,
            "CUSTOMERSHIP_EXISTS",
        ),
        (
            json!({"company": "SV", "customerCode": "A2999999"}),
            422,
            "CUSTOMERSHIP_NOT_FOUND",
        ),
        (
            json!({"company": "SV", "customerCode": "2999999"}),
            400,
            "VALIDATION_FAILED",
        ),
    ] {
        let response = post(&app, &yritys, &path(COMPANY, "addCustomership"), &body).await;
        problem(response, status, code).await;
    }

    // A company keeps its last customership.
    let yritys2 = app.client_for(YRITYS2).await;
    let response = app
        .send_with(
            &yritys2,
            "DELETE",
            &path(
                OTHER_COMPANY,
                &format!(
                    "removeCustomership?company=KUO&customerCode={OTHER_COMPANY_CUSTOMER_CODE}"
                ),
            ),
            None,
            true,
        )
        .await;
    problem(response, 409, "LAST_CUSTOMERSHIP").await;
}

#[tokio::test]
async fn a_failed_invitation_is_reported_and_the_same_request_sends_it_again() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let email = "kutsu.epaonnistui@demo.example";
    let request = json!({
        "accountMode": "CREATE_ACCOUNT_MODE",
        "email": email,
        "name": "Kutsu Epäonnistui",
        "locations": [{"compositeLocationIdentifier": COMPOSITE, "right": "READ_ONLY"}]
    });
    app.mocks.identity.faults.set(FaultRule {
        status: Some(500),
        ..fault("POST", "/v1/invitations")
    });
    let failed = post(&app, &yritys, &path(COMPANY, "create"), &request).await;
    problem(failed, 502, "UPSTREAM_FAILED").await;
    assert!(app
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Invitation)
        .is_none());
    // crm's half is saved, and shows.
    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    assert!(users["users"]
        .as_array()
        .unwrap()
        .iter()
        .any(|u| u["email"] == email));

    app.mocks.identity.faults.clear();
    let created = ok_json(
        post(&app, &yritys, &path(COMPANY, "create"), &request).await,
        "create again",
    )
    .await;
    assert_eq!(created["user"]["email"], email);
    let temporary = app
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Invitation)
        .expect("the invitation, sent this time");
    let first: Value = app.login(email, &temporary).await.json().await.unwrap();
    assert_eq!(first["status"], "NEW_PASSWORD_REQUIRED");
}
