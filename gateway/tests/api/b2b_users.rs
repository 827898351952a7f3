//! The user-management reads (#226–#230, A57) through the gateway: what each answers for CR-100's
//! main user, what its sub-user may read (the main user, the basic info and their own
//! reference), and that another company's main user, a household, staff and a visitor without
//! a session are refused, as is a user reference of another company. The row walks of
//! `rows.rs` cover bad parameters and failing upstreams.

use std::collections::BTreeSet;

use demo_fixtures::dataset::{b2b, Dataset};
use serde_json::Value;

use crate::helpers::*;

fn path(company: &str, rest: &str) -> String {
    format!("/api/v2/company/{company}/usermanagement/{rest}")
}

/// Every user-management read of CR-100, naming `user` where a row names one.
fn reads_naming(user: &str) -> Vec<String> {
    vec![
        path(COMPANY, "mainUser"),
        path(COMPANY, "userBasicInfo"),
        path(COMPANY, "existingUsers"),
        path(COMPANY, &format!("userReference/{user}")),
        path(
            COMPANY,
            &format!("eligibleLocations?userReferenceId={user}"),
        ),
    ]
}

async fn read(app: &TestApp, client: &reqwest::Client, url: &str) -> Value {
    let response = app.get_with(client, url).await;
    assert_eq!(response.status(), 200, "{url}");
    response.json().await.unwrap()
}

async fn refused(app: &TestApp, client: &reqwest::Client, url: &str, who: &str) {
    let response = app.get_with(client, url).await;
    assert_eq!(response.status(), 403, "{url} as {who}");
    problem(response, 403, "FORBIDDEN").await;
}

/// The addressed ids (`compositeLocationIdentifier`) of a user's places in #226's shape.
/// How many places `locations` stand for: each place of a composite counted.
pub(crate) fn places_in(locations: &Value) -> usize {
    locations
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["locationIdentifiers"].as_array().unwrap().len())
        .sum()
}

pub(crate) fn ids_of(locations: &Value) -> BTreeSet<String> {
    locations
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            l["compositeLocationIdentifier"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect()
}

/// CR-100's places by the id each is addressed by (a composite once).
fn company_addressed() -> BTreeSet<String> {
    Dataset::demo()
        .places_of_company(b2b::COMPANY_REFERENCE_ID)
        .iter()
        .map(|place| place.addressed_as().to_owned())
        .collect()
}

/// lukija's assignments as the dataset gives them.
fn lukija_assigned() -> Vec<(String, &'static str)> {
    let data = Dataset::demo();
    let company = &data.customer_companies[0];
    company.sub_users[0]
        .locations
        .iter()
        .map(|(id, right)| {
            let wire = match right {
                upstream_clients::crm::UserRight::ReadOnly => "READ_ONLY",
                upstream_clients::crm::UserRight::FullAccess => "FULL_ACCESS",
            };
            (id.clone(), wire)
        })
        .collect()
}

#[tokio::test]
async fn the_main_user_reads_the_company_users_and_what_each_is_given() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;

    let main = read(&app, &yritys, &path(COMPANY, "mainUser")).await;
    assert_eq!(main["userReferenceId"], MAIN_USER_REF);
    assert_eq!(main["email"], YRITYS);
    assert_eq!(main["mainUser"], true);
    // Places, not composites: the number the summary of the list (#195) shows.
    let summary = read(
        &app,
        &yritys,
        &format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/listSummary"),
    )
    .await;
    assert_eq!(main["locationsTotal"], summary["locationsTotal"]);
    assert!(main["locationsTotal"].as_u64().unwrap() > company_addressed().len() as u64);

    let me = read(&app, &yritys, &path(COMPANY, "userBasicInfo")).await;
    assert_eq!(me["companyReferenceId"], COMPANY);
    assert_eq!(me["company"], "VARE");
    assert_eq!(me["user"], main);

    let users = read(&app, &yritys, &path(COMPANY, "existingUsers")).await;
    let references: Vec<&str> = users["users"]
        .as_array()
        .unwrap()
        .iter()
        .map(|u| u["userReferenceId"].as_str().unwrap())
        .collect();
    assert_eq!(
        references,
        [MAIN_USER_REF, KONSERNI_REF, SUB_USER_REF],
        "the main user first, then by name (Kaisa Konserni, Lauri Lukija)"
    );

    // lukija's places carry exactly the dataset's rights; `status` keeps one right.
    let assigned = lukija_assigned();
    let detail = read(
        &app,
        &yritys,
        &path(COMPANY, &format!("userReference/{SUB_USER_REF}")),
    )
    .await;
    assert_eq!(detail["user"]["email"], LUKIJA);
    assert_eq!(detail["user"]["mainUser"], false);
    let locations = detail["locations"].as_array().unwrap();
    assert_eq!(locations.len(), assigned.len());
    assert_eq!(
        detail["user"]["locationsTotal"],
        places_in(&detail["locations"])
    );
    for location in locations {
        let id = location["compositeLocationIdentifier"].as_str().unwrap();
        let (_, right) = assigned.iter().find(|(a, _)| a == id).expect("assigned");
        assert_eq!(location["right"], *right, "{id}");
    }
    let composite = locations
        .iter()
        .find(|l| l["compositeLocationIdentifier"] == COMPOSITE)
        .expect("the composite, once");
    assert!(composite["locationIdentifiers"].as_array().unwrap().len() > 1);
    for status in ["READ_ONLY", "FULL_ACCESS"] {
        let url = path(
            COMPANY,
            &format!("userReference/{SUB_USER_REF}?status={status}"),
        );
        let only = read(&app, &yritys, &url).await;
        let expected: BTreeSet<String> = assigned
            .iter()
            .filter(|(_, right)| *right == status)
            .map(|(id, _)| id.clone())
            .collect();
        assert!(!expected.is_empty());
        assert_eq!(ids_of(&only["locations"]), expected, "{status}");
    }

    // What lukija could still be given is the rest of the company; the main user has it all.
    let eligible = read(
        &app,
        &yritys,
        &path(
            COMPANY,
            &format!("eligibleLocations?userReferenceId={SUB_USER_REF}"),
        ),
    )
    .await;
    let eligible = ids_of(&eligible["results"]);
    let given: BTreeSet<String> = assigned.into_iter().map(|(id, _)| id).collect();
    assert!(eligible.is_disjoint(&given));
    assert_eq!(
        eligible.union(&given).cloned().collect::<BTreeSet<_>>(),
        company_addressed()
    );
    let none = read(
        &app,
        &yritys,
        &path(
            COMPANY,
            &format!("eligibleLocations?userReferenceId={MAIN_USER_REF}"),
        ),
    )
    .await;
    assert_eq!(none["results"], serde_json::json!([]));
}

#[tokio::test]
async fn a_sub_user_reads_the_main_user_the_basic_info_and_only_their_own_reference() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;

    let main = read(&app, &lukija, &path(COMPANY, "mainUser")).await;
    assert_eq!(main["userReferenceId"], MAIN_USER_REF);
    let me = read(&app, &lukija, &path(COMPANY, "userBasicInfo")).await;
    assert_eq!(me["user"]["userReferenceId"], SUB_USER_REF);
    assert_eq!(me["user"]["mainUser"], false);
    let own = read(
        &app,
        &lukija,
        &path(COMPANY, &format!("userReference/{SUB_USER_REF}")),
    )
    .await;
    assert_eq!(
        own["locations"].as_array().unwrap().len(),
        lukija_assigned().len()
    );

    for url in [
        path(COMPANY, "existingUsers"),
        path(COMPANY, &format!("userReference/{MAIN_USER_REF}")),
        path(
            COMPANY,
            &format!("eligibleLocations?userReferenceId={SUB_USER_REF}"),
        ),
        path(
            COMPANY,
            &format!("eligibleLocations?userReferenceId={MAIN_USER_REF}"),
        ),
    ] {
        refused(&app, &lukija, &url, "the sub-user").await;
    }
}

#[tokio::test]
async fn another_companys_main_user_a_household_and_staff_are_refused_and_a_visitor_signs_in() {
    let app = spawn_app().await;
    for who in [YRITYS2, KULUTTAJA, ADMIN, ASIAKASPALVELU] {
        let client = app.client_for(who).await;
        for reference in [SUB_USER_REF, MAIN_USER_REF] {
            for url in reads_naming(reference) {
                refused(&app, &client, &url, who).await;
            }
        }
    }
    for url in reads_naming(SUB_USER_REF) {
        problem(app.get(&url).await, 401, "SESSION_EXPIRED").await;
    }
}

#[tokio::test]
async fn a_user_reference_of_another_company_or_of_nobody_is_refused_even_to_the_main_user() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    for reference in [OTHER_COMPANY_USER_REF, "UR-100-99"] {
        for url in [
            path(COMPANY, &format!("userReference/{reference}")),
            path(
                COMPANY,
                &format!("eligibleLocations?userReferenceId={reference}"),
            ),
        ] {
            refused(&app, &yritys, &url, "CR-100's main user").await;
        }
    }
    // CR-200's own rows are CR-200's: CR-100's main user is a stranger there.
    for url in [
        path(OTHER_COMPANY, "mainUser"),
        path(OTHER_COMPANY, "existingUsers"),
        path(
            OTHER_COMPANY,
            &format!("userReference/{OTHER_COMPANY_USER_REF}"),
        ),
    ] {
        refused(&app, &yritys, &url, "CR-100's main user").await;
    }
    // ...and CR-200's main user reads them.
    let yritys2 = app.client_for(YRITYS2).await;
    let users = read(&app, &yritys2, &path(OTHER_COMPANY, "existingUsers")).await;
    assert_eq!(users["users"][0]["userReferenceId"], OTHER_COMPANY_USER_REF);
}
