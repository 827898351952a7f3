//! The staff rows' access table, walked from the table itself like the row walks: every
//! declared staff row, read or write, × every demo account with identity groups, plus a
//! household, a company user and no session. A row answers exactly the accounts whose groups
//! it names (a superuser every row), 403 to everyone else, and 401 without a session.
//!
//! A write is sent with its good example body, so that admission passes and access decides.
//! One naming an item in its path (a window, an override, a campaign) gets an item a superuser
//! has just made for it, so every allowed caller changes or removes an item of its own.

use demo_fixtures::dataset::Dataset;
use gateway::endpoint::{AccessRule, Row};
use gateway::routes::all_rows;
use serde_json::Value;

use crate::helpers::*;

/// Every staff row of the table.
pub(crate) fn staff_rows() -> Vec<&'static Row> {
    all_rows()
        .iter()
        .filter(|row| matches!(row.policy.access, AccessRule::Staff { .. }))
        .collect()
}

/// The row that makes the item a path parameter names, whose answer carries its id under the
/// parameter's name.
fn maker_of(name: &str) -> &'static str {
    match name {
        "scheduleId" => "addMaintenanceSchedule",
        "overrideId" => "addFeatureOverride",
        "campaignId" => "createCampaign",
        other => panic!("no maker for {{{other}}}"),
    }
}

/// A new item for `{name}`, made by a superuser with its maker's good example.
async fn fresh_id(app: &TestApp, admin: &reqwest::Client, name: &str) -> String {
    let maker = all_rows()
        .iter()
        .find(|row| row.operation_id == maker_of(name))
        .expect("the maker is declared");
    let response = app
        .send_with(
            admin,
            maker.method.as_str(),
            maker.path,
            body_of(maker).as_ref(),
            true,
        )
        .await;
    assert_eq!(response.status(), 201, "{} for {name}", maker.operation_id);
    let made: Value = response.json().await.unwrap();
    made[name].as_str().expect("the new id").to_owned()
}

/// An address no account has yet, so that each call makes or names one of its own.
fn fresh_email() -> String {
    use std::sync::atomic::{AtomicU32, Ordering};
    static NEXT: AtomicU32 = AtomicU32::new(0);
    format!(
        "taulukko{}@demo.example",
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// A new staff account, made by a superuser through #39 (its rights are changed, not a demo
/// account's, which calls the rows itself).
async fn fresh_staff(app: &TestApp, admin: &reqwest::Client) -> String {
    let email = fresh_email();
    let body = serde_json::json!({"email": email, "groups": ["ADMIN_GROUP_SV"]});
    let path = "/api/admin/access-rights/v1/create/user";
    let response = app.send_with(admin, "POST", path, Some(&body), true).await;
    assert_eq!(response.status(), 201, "a staff account for {email}");
    email
}

/// The row's path, each item a new one (an origin is a real one: it names no item).
pub(crate) async fn path_of(app: &TestApp, admin: &reqwest::Client, row: &Row) -> String {
    let mut path = row.path.to_owned();
    for name in row.path_params() {
        let value = match name {
            "origin" => "KUO".to_owned(),
            "userId" => KULUTTAJA_ID.to_string(),
            "customerCode" => customer_code_of("KUO"),
            "email" => fresh_staff(app, admin).await,
            _ => fresh_id(app, admin, name).await,
        };
        path = path.replace(&format!("{{{name}}}"), &value);
    }
    path
}

/// A customer code the dataset's crm holds under `origin`.
fn customer_code_of(origin: &str) -> String {
    Dataset::demo()
        .users
        .iter()
        .flat_map(|user| &user.customer_codes)
        .find(|code| code.company.code() == origin)
        .expect("a customer of every origin (A69)")
        .customer_code
        .clone()
}

/// The row's good example body, if it takes one; an e-mail in it a new one, so that a row
/// making an account makes a new one each time.
pub(crate) fn body_of(row: &Row) -> Option<Value> {
    row.extras.body.map(|body| {
        let mut good: Value = serde_json::from_str(body.examples.good).expect("a good example");
        if let Some(email) = good.get_mut("email") {
            *email = Value::String(fresh_email());
        }
        good
    })
}

/// Every demo account with identity groups, then a household and a company user (no groups).
fn staff_and_customers() -> Vec<(&'static str, &'static [String])> {
    Dataset::demo()
        .accounts
        .iter()
        .filter(|account| !account.groups.is_empty())
        .map(|account| (account.email.as_str(), account.groups.as_slice()))
        .chain([(KULUTTAJA, &[][..]), (YRITYS, &[][..])])
        .collect()
}

/// Whether an account holding `groups` may call `row`, by the row's own table (spec §6).
fn may(row: &Row, groups: &[String]) -> bool {
    may_under(row.policy.access, groups)
}

/// Whether an account holding `groups` passes a staff rule.
fn may_under(rule: AccessRule, groups: &[String]) -> bool {
    let AccessRule::Staff { allowed, denied } = rule else {
        unreachable!("a staff rule");
    };
    let holds = |group: &&str| groups.iter().any(|g| g == group);
    holds(&"ADMIN_GROUP_SUPERUSERS") || (allowed.iter().any(holds) && !denied.iter().any(holds))
}

async fn call(
    app: &TestApp,
    admin: &reqwest::Client,
    client: &reqwest::Client,
    row: &Row,
) -> reqwest::Response {
    let path = path_of(app, admin, row).await;
    app.send_with(
        client,
        row.method.as_str(),
        &path,
        body_of(row).as_ref(),
        true,
    )
    .await
}

#[tokio::test]
async fn every_staff_row_answers_exactly_the_groups_it_names() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let rows = staff_rows();
    assert!(rows.len() >= 20, "{} staff rows", rows.len());
    let data = Dataset::demo();
    let staff: Vec<(&str, &[String])> = data
        .accounts
        .iter()
        .filter(|account| !account.groups.is_empty())
        .map(|account| (account.email.as_str(), account.groups.as_slice()))
        .collect();
    assert!(
        staff.len() >= 11,
        "one account per §6 group: {}",
        staff.len()
    );
    let customers: [(&str, &[String]); 2] = [(KULUTTAJA, &[]), (YRITYS, &[])];

    let mut allowed = 0;
    let mut refused = 0;
    for (email, groups) in staff.into_iter().chain(customers) {
        let client = app.client_for(email).await;
        for row in &rows {
            let response = call(&app, &admin, &client, row).await;
            let status = response.status().as_u16();
            let text = response.text().await.unwrap_or_default();
            if may(row, groups) {
                let expected = row.answer.success_status();
                assert_eq!(status, expected, "#{} as {email}: {text}", row.number);
                allowed += 1;
            } else {
                assert_eq!(status, 403, "#{} as {email}: {text}", row.number);
                let body: Value = serde_json::from_str(&text).expect("a problem body");
                assert_eq!(body["code"], "FORBIDDEN", "#{} as {email}", row.number);
                refused += 1;
            }
        }
    }
    // Both sides of every group's table are exercised, not one kind of answer.
    assert!(allowed >= rows.len() * 2, "{allowed} allowed");
    assert!(refused >= rows.len() * 2, "{refused} refused");

    let anonymous = new_client();
    for row in &rows {
        let response = call(&app, &admin, &anonymous, row).await;
        problem(response, 401, "SESSION_EXPIRED").await;
    }
}

/// The tools the gateway answers itself (service health, cache keys) are hand-written
/// handlers, not rows, with a table all the same: the developers' (A14).
#[tokio::test]
async fn the_gateways_own_tools_answer_exactly_the_developers() {
    use gateway::routes::admin::{handlers, DEVELOPERS};
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    // The customer look-ups and the audit log are handlers too, for the look-up groups: their
    // access is walked in staff_search and staff_audit.
    let tools: Vec<_> = handlers()
        .into_iter()
        .filter(|tool| {
            !tool.path.starts_with("/api/admin/users/")
                && !tool.path.starts_with("/api/admin/audit/")
        })
        .collect();
    assert!(tools.len() >= 4, "the developers' tools are walked");
    let accounts = staff_and_customers();
    // A shared read: its entry is the one #52 shows, made again before each call, since an
    // allowed #51 empties the cache.
    let shared = "/api/v2/info/customerServiceNumbers";
    let key = format!("shared GET {shared}")
        .replace(' ', "%20")
        .replace('/', "%2F");
    let (mut allowed, mut refused) = (0, 0);
    let anonymous = new_client();
    for (email, groups) in accounts {
        let client = app.client_for(email).await;
        for tool in &tools {
            assert_eq!(app.get_with(&admin, shared).await.status(), 200);
            let path = tool.path.replace("{key}", &key);
            let method = tool.method.as_str();
            let response = app.send_with(&client, method, &path, None, true).await;
            let status = response.status().as_u16();
            let text = response.text().await.unwrap_or_default();
            let id = &tool.operation_id;
            if may_under(DEVELOPERS, groups) {
                assert_eq!(status, 200, "{id} as {email}: {text}");
                allowed += 1;
            } else {
                assert_eq!(status, 403, "{id} as {email}: {text}");
                let body: Value = serde_json::from_str(&text).expect("a problem body");
                assert_eq!(body["code"], "FORBIDDEN", "{id} as {email}");
                refused += 1;
            }
            let response = app.send_with(&anonymous, method, &path, None, true).await;
            problem(response, 401, "SESSION_EXPIRED").await;
        }
    }
    assert!(allowed >= tools.len() * 2, "{allowed} allowed");
    assert!(refused >= tools.len() * 2, "{refused} refused");
}

/// User administration's writes (#15–#17, A16) are hand-written handlers (they span identity,
/// crm and the gateway's sign-ins), with the table's groups: ADMIN_USERS and superusers, not
/// limited by company. Each is sent a body naming no customer (`A0000000`) or account, so an
/// allowed caller changes nothing: 404 after access passed, 403 before it.
#[tokio::test]
async fn user_administration_answers_exactly_its_groups() {
    use gateway::endpoint::AccessRule;
    use gateway::routes::admin::handlers;
    const USER_ADMINS: AccessRule = AccessRule::Staff {
        allowed: &["ADMIN_USERS", "ADMIN_GROUP_SUPERUSERS"],
        denied: &[],
    };
    let app = spawn_app().await;
    let writes: Vec<_> = handlers()
        .into_iter()
        .filter(|tool| {
            tool.path.starts_with("/api/admin/users/v1/") && tool.method.as_str() == "POST"
        })
        .collect();
    assert_eq!(writes.len(), 3, "#15–#17");
    let nobody = serde_json::json!({
        "email": "ei.kenenkaan@demo.example", "origin": "SV", "customerCode": "A0000000",
    });
    let accounts = staff_and_customers();
    let (mut allowed, mut refused) = (0, 0);
    let anonymous = new_client();
    for (email, groups) in accounts {
        let client = app.client_for(email).await;
        for tool in &writes {
            let (path, id) = (&tool.path, &tool.operation_id);
            let response = app
                .send_with(&client, "POST", path, Some(&nobody), true)
                .await;
            let status = response.status().as_u16();
            let text = response.text().await.unwrap_or_default();
            if may_under(USER_ADMINS, groups) {
                assert_eq!(status, 404, "{id} as {email}: {text}");
                allowed += 1;
            } else {
                assert_eq!(status, 403, "{id} as {email}: {text}");
                refused += 1;
            }
        }
    }
    assert!(allowed >= writes.len() * 2, "{allowed} allowed");
    assert!(refused >= writes.len() * 5, "{refused} refused");
    for tool in &writes {
        let response = app
            .send_with(&anonymous, "POST", &tool.path, Some(&nobody), true)
            .await;
        problem(response, 401, "SESSION_EXPIRED").await;
    }
}
