//! Access rights (#37–#41, A74): a staff account's groups are identity's as they are now, so a
//! company group taken away is refused on the very next request (no new sign-in, no cached
//! answer), and given back holds as soon. A customer's request never asks identity for groups.

use serde_json::{json, Value};

use crate::helpers::*;

const RIGHTS: &str = "/api/admin/access-rights/v1";
const OIKEUDET: &str = demo_fixtures::dataset::emails::KAYTTOOIKEUDET;

/// How many times identity was asked for an account's live groups.
fn group_reads(app: &TestApp) -> u64 {
    app.mocks
        .identity
        .faults
        .request_counts()
        .iter()
        .filter(|(key, _)| key.starts_with("GET ") && key.ends_with("/groups"))
        .map(|(_, count)| count)
        .sum()
}

fn vare_of(email: &str) -> String {
    format!("{RIGHTS}/user/{email}/origin/VARE")
}

#[tokio::test]
async fn a_company_group_taken_away_is_refused_at_once_and_given_back_holds_at_once() {
    let app = spawn_app().await;
    let service = app.client_for(ASIAKASPALVELU).await;
    let rights = app.client_for(OIKEUDET).await;
    let customer = TestApp::content_path(KULUTTAJA_ID);

    // Read twice, so the second answer may come from the cache.
    for _ in 0..2 {
        assert_eq!(app.get_with(&service, &customer).await.status(), 200);
    }

    let taken = app
        .send_with(&rights, "DELETE", &vare_of(ASIAKASPALVELU), None, true)
        .await;
    assert_eq!(taken.status(), 200);
    let taken: Value = taken.json().await.unwrap();
    assert_eq!(taken["groups"], json!([]));

    let refused = app.get_with(&service, &customer).await;
    problem(refused, 403, "FORBIDDEN").await;
    let me: Value = app
        .get_with(&service, "/api/v2/me")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(me["groups"], json!([]), "the menu follows the live groups");

    let listed: Value = app
        .get_with(&rights, &format!("{RIGHTS}/origin/VARE"))
        .await
        .json()
        .await
        .unwrap();
    let holders: Vec<&str> = listed["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|account| account["email"].as_str())
        .collect();
    assert!(!holders.contains(&ASIAKASPALVELU), "{holders:?}");

    let given = app
        .send_with(&rights, "POST", &vare_of(ASIAKASPALVELU), None, true)
        .await;
    assert_eq!(given.status(), 200);
    assert_eq!(app.get_with(&service, &customer).await.status(), 200);
    let account: Value = app
        .get_with(&rights, &format!("{RIGHTS}/user/{ASIAKASPALVELU}"))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(account["groups"], json!(["ADMIN_GROUP_VARE"]));
}

#[tokio::test]
async fn staff_groups_are_asked_of_identity_once_in_a_while_and_never_for_a_customer() {
    let app = spawn_app().await;
    let customer = app.client_for(KULUTTAJA).await;
    let before = group_reads(&app);
    for _ in 0..3 {
        let own = TestApp::content_path(KULUTTAJA_ID);
        assert_eq!(app.get_with(&customer, &own).await.status(), 200);
        let staff_row = app
            .get_with(&customer, &format!("{RIGHTS}/origin/VARE"))
            .await;
        problem(staff_row, 403, "FORBIDDEN").await;
    }
    assert_eq!(
        group_reads(&app),
        before,
        "a customer's requests ask nothing"
    );

    let rights = app.client_for(OIKEUDET).await;
    for _ in 0..3 {
        let listed = app.get_with(&rights, &format!("{RIGHTS}/origin/SV")).await;
        assert_eq!(listed.status(), 200);
    }
    assert_eq!(group_reads(&app), before + 1, "kept between requests");
}

#[tokio::test]
async fn rights_name_staff_accounts_and_real_origins_only() {
    let app = spawn_app().await;
    let rights = app.client_for(OIKEUDET).await;
    // A customer is not made staff: identity knows no staff account of the address, which
    // answers like any id the caller may not name (A6).
    let customer = app
        .send_with(&rights, "POST", &vare_of(KULUTTAJA), None, true)
        .await;
    problem(customer, 403, "FORBIDDEN").await;
    let origin = app
        .send_with(
            &rights,
            "POST",
            &format!("{RIGHTS}/user/{ASIAKASPALVELU}/origin/HELSINKI"),
            None,
            true,
        )
        .await;
    problem(origin, 400, "VALIDATION_FAILED").await;
    let not_an_email = app
        .get_with(&rights, &format!("{RIGHTS}/user/not-an-address"))
        .await;
    problem(not_an_email, 400, "VALIDATION_FAILED").await;

    let new = json!({"email": "uusi.kuo@demo.example", "groups": ["ADMIN_GROUP_KUO"]});
    let made = app
        .send_with(
            &rights,
            "POST",
            &format!("{RIGHTS}/create/user"),
            Some(&new),
            true,
        )
        .await;
    assert_eq!(made.status(), 201);
    let again = app
        .send_with(
            &rights,
            "POST",
            &format!("{RIGHTS}/create/user"),
            Some(&new),
            true,
        )
        .await;
    assert_eq!(again.status(), 409);
    let listed: Value = app
        .get_with(&rights, &format!("{RIGHTS}/origin/KUO"))
        .await
        .json()
        .await
        .unwrap();
    assert!(listed["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .any(|account| account["email"] == "uusi.kuo@demo.example"));
}
