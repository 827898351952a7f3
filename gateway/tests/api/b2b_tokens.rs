//! A company's External API tokens (#241–#243, A64): issued by its main user for one of the
//! company's places and shown once, listed by name and prefix, revoked; nobody else may.

use demo_fixtures::dataset::Dataset;
use reqwest::Client;
use serde_json::{json, Value};

use crate::helpers::{
    problem, spawn_app, TestApp, COMPANY, KULUTTAJA, LUKIJA, OTHER_COMPANY, YRITYS, YRITYS2,
};

pub fn tokens_path(company: &str) -> String {
    format!("/api/v2/b2b/company/{company}/apiTokens")
}

/// The locationReferenceId of the first place of `company` for which `keep` holds.
pub fn place_ref_of(
    company: &str,
    keep: impl Fn(&demo_fixtures::dataset::UsePlace) -> bool,
) -> String {
    Dataset::demo()
        .places_of_company(company)
        .into_iter()
        .find(|place| keep(place))
        .expect("a place of the company")
        .location_reference_id
        .clone()
}

/// Issues a token as the app's signed-in client; the answer's body.
pub async fn issue(app: &TestApp, location_ref: &str, name: &str) -> Value {
    issue_with(app, &app.client, location_ref, name).await
}

/// Issues a token of CR-100 as `client` (its main user).
pub async fn issue_with(app: &TestApp, client: &Client, location_ref: &str, name: &str) -> Value {
    let response = app
        .post_json_with(
            client,
            &tokens_path(COMPANY),
            &json!({"locationRef": location_ref, "name": name}),
        )
        .await;
    assert_eq!(response.status(), 201, "a token is issued");
    response.json().await.unwrap()
}

/// A client that calls with `token` and keeps no cookies, as a company's own system does.
pub fn bearer_client(token: &str) -> Client {
    let mut headers = reqwest::header::HeaderMap::new();
    let value = format!("Bearer {token}").parse().expect("a header value");
    headers.insert(reqwest::header::AUTHORIZATION, value);
    Client::builder()
        .default_headers(headers)
        .build()
        .expect("client builds")
}

/// A token of the same length and prefix as `token`, with another secret.
pub fn forged(token: &str) -> String {
    let mut forged: String = token.chars().take(token.len() - 4).collect();
    forged.push_str(if token.ends_with("AAAA") {
        "BBBB"
    } else {
        "AAAA"
    });
    forged
}

/// A CR-100 electricity place for the walks' token, and another place of the company.
pub fn walk_places() -> (String, String) {
    let place = place_ref_of(COMPANY, |p| {
        p.utility_type == upstream_clients::crm::UtilityType::Electricity
    });
    let other = place_ref_of(COMPANY, |p| p.location_reference_id != place);
    (place, other)
}

#[tokio::test]
async fn the_main_user_issues_a_token_sees_it_once_lists_it_by_prefix_and_revokes_it() {
    let app = spawn_app().await;
    app.sign_in(YRITYS).await;
    let place = place_ref_of(COMPANY, |_| true);
    let issued = issue(&app, &place, "  Kiinteistöautomaatio ").await;
    let token = issued["token"].as_str().unwrap().to_owned();
    let prefix = issued["prefix"].as_str().unwrap();
    assert!(token.starts_with("ept_") && token.len() > 40, "{token}");
    assert!(token.starts_with(prefix) && prefix.len() < token.len());
    assert_eq!(issued["name"], "Kiinteistöautomaatio");
    assert_eq!(issued["locationRef"], place.as_str());
    assert!(issued["createdAt"].is_string());

    let second = issue(&app, &place, "ERP").await;
    let listed = app.get(&tokens_path(COMPANY)).await;
    assert_eq!(listed.status(), 200);
    let text = listed.text().await.unwrap();
    assert!(!text.contains(&token), "a list never shows a token");
    let list: Value = serde_json::from_str(&text).unwrap();
    let tokens = list["tokens"].as_array().unwrap();
    assert_eq!(tokens.len(), 2);
    assert_eq!(tokens[0]["tokenId"], issued["tokenId"]);
    assert_eq!(tokens[0]["prefix"], prefix);
    assert_eq!(tokens[0]["locationRef"], place.as_str());
    assert_eq!(tokens[0]["lastUsedAt"], Value::Null);
    assert!(tokens[0].get("token").is_none());

    let revoke = format!(
        "{}/{}",
        tokens_path(COMPANY),
        issued["tokenId"].as_str().unwrap()
    );
    assert_eq!(app.send("DELETE", &revoke, None).await.status(), 204);
    let list: Value = app.get(&tokens_path(COMPANY)).await.json().await.unwrap();
    let ids: Vec<&Value> = list["tokens"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| &t["tokenId"])
        .collect();
    assert_eq!(ids, [&second["tokenId"]]);
    // Gone: revoking it again, like an unknown id, is refused.
    problem(app.send("DELETE", &revoke, None).await, 403, "FORBIDDEN").await;
}

#[tokio::test]
async fn a_token_is_only_for_one_of_the_companys_own_places_and_a_named_body() {
    let app = spawn_app().await;
    app.sign_in(YRITYS).await;
    let other = place_ref_of(OTHER_COMPANY, |_| true);
    let path = tokens_path(COMPANY);
    for body in [
        json!({"locationRef": other, "name": "ERP"}),
        json!({"locationRef": "LR100101", "name": "ERP"}),
        json!({"locationRef": "LR999999", "name": "ERP"}),
    ] {
        problem(app.post_json(&path, &body).await, 403, "FORBIDDEN").await;
    }
    let place = place_ref_of(COMPANY, |_| true);
    for (body, field) in [
        (json!({"locationRef": place, "name": "   "}), "name"),
        (
            json!({"locationRef": place, "name": "x".repeat(61)}),
            "name",
        ),
        (json!({"locationRef": place}), "name"),
        (json!({"name": "ERP"}), "locationRef"),
    ] {
        let answer = problem(app.post_json(&path, &body).await, 400, "VALIDATION_FAILED").await;
        assert_eq!(answer["errors"][0]["field"], field, "{body}");
    }
    // A state-changing call without the web-version header is refused as ever.
    let bare = app
        .send_with(
            &app.client,
            "POST",
            &path,
            Some(&json!({"locationRef": place, "name": "ERP"})),
            false,
        )
        .await;
    problem(bare, 403, "CSRF_HEADER_MISSING").await;
}

#[tokio::test]
async fn only_the_companys_main_user_manages_its_tokens() {
    let app = spawn_app().await;
    app.sign_in(YRITYS).await;
    let place = place_ref_of(COMPANY, |_| true);
    let issued = issue(&app, &place, "ERP").await;
    let path = tokens_path(COMPANY);
    let revoke = format!("{path}/{}", issued["tokenId"].as_str().unwrap());
    let body = json!({"locationRef": place, "name": "Mine"});

    // A sub-user (READ_ONLY and FULL_ACCESS places alike), another company's main user and a
    // household are all refused, reads included.
    for who in [LUKIJA, YRITYS2, KULUTTAJA] {
        let client = app.client_for(who).await;
        problem(app.get_with(&client, &path).await, 403, "FORBIDDEN").await;
        let created = app
            .send_with(&client, "POST", &path, Some(&body), true)
            .await;
        problem(created, 403, "FORBIDDEN").await;
        let revoked = app.send_with(&client, "DELETE", &revoke, None, true).await;
        problem(revoked, 403, "FORBIDDEN").await;
    }
    // The other company's main user, under their own company, does not see CR-100's tokens.
    let other = app.client_for(YRITYS2).await;
    let theirs: Value = app
        .get_with(&other, &tokens_path(OTHER_COMPANY))
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(theirs["tokens"], json!([]));
    let cross = format!(
        "{}/{}",
        tokens_path(OTHER_COMPANY),
        issued["tokenId"].as_str().unwrap()
    );
    problem(
        app.send_with(&other, "DELETE", &cross, None, true).await,
        403,
        "FORBIDDEN",
    )
    .await;

    // Without a session: 401.
    let anonymous = reqwest::Client::new();
    problem(
        app.get_with(&anonymous, &path).await,
        401,
        "SESSION_EXPIRED",
    )
    .await;

    // The token survived every refused attempt.
    let list: Value = app.get(&path).await.json().await.unwrap();
    assert_eq!(list["tokens"][0]["tokenId"], issued["tokenId"]);
}
