//! The audit log (A77, #244): every admin write leaves an entry with its actor, groups, row,
//! status and request id, refusals included; so does a staff read of a customer's data (rule
//! CS), and a customer's own read does not. Superusers alone read it, and no query value (where
//! #22's SSN travels) ever reaches an entry.

use std::collections::BTreeSet;

use gateway::endpoint::Audit;
use gateway::routes::{all_handlers, all_rows};
use serde_json::{json, Value};

use crate::helpers::*;
use crate::staff_access::{body_of, path_of, staff_rows};

const AUDIT: &str = "/api/admin/audit/v1";

async fn newest(app: &TestApp, admin: &reqwest::Client, filter: &str) -> Vec<Value> {
    let response = app.get_with(admin, &format!("{AUDIT}?{filter}")).await;
    assert_eq!(response.status(), 200);
    let page: Value = response.json().await.unwrap();
    page["entries"].as_array().unwrap().clone()
}

/// A77's list of audited writes, and #254 (a main user deleting a sub-user), which this project
/// audits as well.
const A77_WRITES: [u16; 28] = [
    11, 13, 14, 15, 16, 17, 27, 28, 30, 32, 33, 35, 36, 37, 38, 39, 42, 51, 72, 73, 74, 75, 76, 82,
    83, 84, 245, 254,
];

/// The rows of A77 (writes) and #18–#25 (look-ups) that hand-written handlers serve, by method
/// and path as api-surface §1 and §8 give them.
const HANDLER_ROWS: [(u16, &str, &str); 13] = [
    (15, "POST", "/api/admin/users/v1/delete"),
    (16, "POST", "/api/admin/users/v1/create"),
    (17, "POST", "/api/admin/users/v1/authenticate"),
    (18, "GET", "/api/admin/users/v1/{userId}/companies"),
    (
        19,
        "GET",
        "/api/admin/users/v1/user/{userId}/location/{locationId}/contracts",
    ),
    (
        20,
        "GET",
        "/api/admin/users/v1/user/{userId}/location/{locationId}/service-contracts",
    ),
    (
        21,
        "GET",
        "/api/admin/users/v1/user/{userId}/location/{locationId}/locations",
    ),
    (22, "GET", "/api/admin/users/v1/search"),
    (23, "GET", "/api/admin/users/v1/search/{userId}"),
    (24, "GET", "/api/admin/users/v1/search/unauthenticated"),
    (25, "GET", "/api/admin/users/v1/search/email/{email}"),
    (51, "DELETE", "/api/admin/cache-keys/v1"),
    (245, "DELETE", "/api/admin/users/v1/{userId}/sessions"),
];

/// The row numbers of the declared rows and handlers whose audit fact is `audit` (a handler by
/// its method and path; one the table above does not know is reported by them).
fn audited_as(audit: Audit) -> (BTreeSet<u16>, Vec<String>) {
    let mut numbers: BTreeSet<u16> = all_rows()
        .iter()
        .filter(|row| row.audit() == audit)
        .map(|row| row.number)
        .collect();
    let mut unknown = Vec::new();
    for handler in all_handlers().iter().filter(|h| h.audit == audit) {
        let method = handler.method.as_str();
        match HANDLER_ROWS
            .iter()
            .find(|(_, m, path)| *m == method && *path == handler.path)
        {
            Some((number, _, _)) => {
                numbers.insert(*number);
            }
            None => unknown.push(format!("{method} {}", handler.path)),
        }
    }
    (numbers, unknown)
}

/// Whether row `number` is declared, as a row or as a handler.
fn declared(number: u16) -> bool {
    all_rows().iter().any(|row| row.number == number)
        || HANDLER_ROWS
            .iter()
            .filter(|(n, _, _)| *n == number)
            .any(|(_, method, path)| {
                all_handlers()
                    .iter()
                    .any(|h| h.method.as_str() == *method && h.path == *path)
            })
}

#[test]
fn exactly_a77s_writes_are_audited_as_writes_by_their_declared_facts() {
    let (writes, unknown) = audited_as(Audit::AdminWrite);
    assert!(
        unknown.is_empty(),
        "audited as writes, not in A77: {unknown:?}"
    );
    let extra: Vec<&u16> = writes.iter().filter(|n| !A77_WRITES.contains(n)).collect();
    assert!(extra.is_empty(), "audited as writes, not in A77: {extra:?}");
    // #15–#17 are covered as soon as they are declared: a staff write's default is an admin
    // write, whether a row (by its staff rule) or a handler (by its `admin` tag).
    let missing: Vec<&u16> = A77_WRITES
        .iter()
        .filter(|n| !writes.contains(n) && (declared(**n) || ![15, 16, 17].contains(*n)))
        .collect();
    assert!(missing.is_empty(), "A77 writes not audited: {missing:?}");
}

#[test]
fn the_customer_look_ups_are_exactly_18_to_25() {
    let (lookups, unknown) = audited_as(Audit::CustomerLookup);
    assert!(
        unknown.is_empty(),
        "look-ups that are no #18–#25: {unknown:?}"
    );
    assert_eq!(lookups, (18..=25).collect::<BTreeSet<u16>>());
}

#[test]
fn every_handler_of_a_row_declares_its_number_and_every_audited_handler_serves_one() {
    for handler in all_handlers() {
        let method = handler.method.as_str();
        if let Some((number, _, _)) = HANDLER_ROWS
            .iter()
            .find(|(_, m, path)| *m == method && *path == handler.path)
        {
            assert_eq!(handler.row, Some(*number), "{method} {}", handler.path);
        }
        // An entry without its row is one the log's `row=` filter cannot find.
        if handler.audit != Audit::Not {
            assert!(handler.row.is_some(), "{method} {}", handler.path);
        }
    }
}

#[tokio::test]
async fn a_handlers_entries_are_found_by_its_row() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let search = format!("/api/admin/users/v1/search?email={KULUTTAJA}");
    assert_eq!(app.get_with(&admin, &search).await.status(), 200);
    let entries = newest(&app, &admin, "row=22").await;
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0]["row"], 22);
    assert_eq!(entries[0]["operationId"], "searchCustomers");
    assert_eq!(entries[0]["actor"], ADMIN);
    // A handler's write too (#245), and the one row's filter finds no other row's entry.
    let end = format!("/api/admin/users/v1/{KULUTTAJA_ID}/sessions");
    let ended = app.send_with(&admin, "DELETE", &end, None, true).await;
    let entries = newest(&app, &admin, "row=245").await;
    assert_eq!(entries.len(), 1, "{entries:?}");
    assert_eq!(entries[0]["status"], ended.status().as_u16());
    assert_eq!(entries[0]["target"]["userId"], KULUTTAJA_ID);
    assert_eq!(newest(&app, &admin, "row=22").await.len(), 1);
}

#[tokio::test]
async fn a_customer_service_read_through_116_and_117_is_recorded_with_its_target() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let service = app.client_for(ASIAKASPALVELU).await;
    let customer = app.client_for(KULUTTAJA).await;
    let reads = [
        ("getUserContent", TestApp::content_path(KULUTTAJA_ID), None),
        (
            "getLocationDetails",
            format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP100101"),
            Some("KP100101"),
        ),
    ];
    for (operation, path, place) in &reads {
        assert_eq!(app.get_with(&service, path).await.status(), 200, "{path}");
        assert_eq!(app.get_with(&customer, path).await.status(), 200, "{path}");
        let entries = newest(&app, &admin, "limit=500").await;
        let recorded: Vec<&Value> = entries
            .iter()
            .filter(|entry| entry["operationId"] == *operation)
            .collect();
        assert_eq!(recorded.len(), 1, "{operation}: {recorded:?}");
        assert_eq!(recorded[0]["actor"], ASIAKASPALVELU);
        assert_eq!(recorded[0]["status"], 200);
        assert_eq!(recorded[0]["target"]["userId"], KULUTTAJA_ID);
        assert_eq!(
            recorded[0]["target"]["locationId"],
            place.map_or(Value::Null, Value::from)
        );
    }
}

#[tokio::test]
async fn every_admin_write_leaves_an_entry_with_its_outcome() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let writes: Vec<_> = staff_rows()
        .into_iter()
        .filter(|row| row.audit() == Audit::AdminWrite)
        .collect();
    assert!(writes.len() >= 10, "{} admin writes", writes.len());
    for row in writes {
        let path = path_of(&app, &admin, row).await;
        let body = body_of(row);
        let response = app
            .send_with(&admin, row.method.as_str(), &path, body.as_ref(), true)
            .await;
        let status = response.status().as_u16();
        let entries = newest(&app, &admin, &format!("row={}&limit=1", row.number)).await;
        let entry = &entries[0];
        assert_eq!(entry["operationId"], row.operation_id, "#{}", row.number);
        assert_eq!(entry["status"], status, "#{}", row.number);
        assert_eq!(entry["actor"], ADMIN);
        assert!(entry["actorGroups"]
            .as_array()
            .unwrap()
            .contains(&Value::from("ADMIN_GROUP_SUPERUSERS")));
        assert!(!entry["requestId"].as_str().unwrap().is_empty());
    }

    // A refused write is recorded as refused, under whoever tried, with whom it named.
    let service = app.client_for(ASIAKASPALVELU).await;
    let grant = format!("/api/admin/access-rights/v1/user/{ASIAKASPALVELU}/origin/SV");
    let refused = app.send_with(&service, "POST", &grant, None, true).await;
    assert_eq!(refused.status(), 403);
    let entries = newest(&app, &admin, &format!("actor={ASIAKASPALVELU}")).await;
    assert_eq!(entries[0]["status"], 403);
    assert_eq!(entries[0]["row"], 37);
    assert_eq!(entries[0]["target"]["origin"], "SV");
    assert_eq!(entries[0]["target"]["email"], ASIAKASPALVELU);
}

#[tokio::test]
async fn staff_reads_of_a_customer_are_recorded_and_a_customers_own_are_not() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let service = app.client_for(ASIAKASPALVELU).await;
    let customer = app.client_for(KULUTTAJA).await;
    let path = format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP100101/contracts");
    // An SSN-like value in the query is dropped before anything keeps it.
    let with_ssn = format!("{path}?ssn=131052-308T");
    assert_eq!(app.get_with(&service, &with_ssn).await.status(), 200);
    assert_eq!(app.get_with(&customer, &path).await.status(), 200);
    // A refused read is recorded too, with its status.
    let elsewhere =
        format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP999999/contracts");
    let refused = app.get_with(&service, &elsewhere).await.status().as_u16();
    assert!((400..500).contains(&refused), "{refused}");

    let entries = newest(&app, &admin, "limit=500").await;
    let reads: Vec<&Value> = entries
        .iter()
        .filter(|entry| entry["target"]["userId"] == KULUTTAJA_ID)
        .collect();
    assert_eq!(reads.len(), 2, "{reads:?}");
    assert_eq!(reads[0]["actor"], ASIAKASPALVELU);
    assert_eq!(reads[0]["status"], refused);
    assert_eq!(reads[1]["actor"], ASIAKASPALVELU);
    assert_eq!(reads[1]["status"], 200);
    assert!(!serde_json::to_string(&entries).unwrap().contains("131052"));
}

#[tokio::test]
async fn only_superusers_read_the_log_and_a_bad_filter_is_refused() {
    let app = spawn_app().await;
    for email in [
        ASIAKASPALVELU,
        KULUTTAJA,
        demo_fixtures::dataset::emails::KEHITTAJA,
    ] {
        let client = app.client_for(email).await;
        problem(app.get_with(&client, AUDIT).await, 403, "FORBIDDEN").await;
    }
    problem(
        app.get_with(&new_client(), AUDIT).await,
        401,
        "SESSION_EXPIRED",
    )
    .await;
    let admin = app.client_for(ADMIN).await;
    for filter in [
        "limit=0",
        "limit=501",
        "row=x",
        "from=yesterday",
        "cursor=-1",
    ] {
        let response = app.get_with(&admin, &format!("{AUDIT}?{filter}")).await;
        problem(response, 400, "VALIDATION_FAILED").await;
    }
}

#[tokio::test]
async fn user_administration_names_the_account_of_its_body_and_never_an_ssn() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let service = app.client_for(ASIAKASPALVELU).await;
    // No account or customer answers to these: nothing in the dataset changes.
    let email = "Ei.Ketaan@demo.example";
    let customer = json!({"email": email, "origin": "KUO", "customerCode": "A9999999"});
    let calls = [
        (15, "/api/admin/users/v1/delete", json!({ "email": email })),
        (16, "/api/admin/users/v1/create", customer.clone()),
        (17, "/api/admin/users/v1/authenticate", customer),
    ];
    for (number, path, body) in &calls {
        for (client, actor) in [(&admin, ADMIN), (&service, ASIAKASPALVELU)] {
            let response = app.send_with(client, "POST", path, Some(body), true).await;
            let status = response.status().as_u16();
            let entries = newest(&app, &admin, &format!("row={number}&limit=1")).await;
            assert_eq!(entries[0]["actor"], actor, "#{number}");
            assert_eq!(entries[0]["status"], status, "#{number}");
            // As given, in the form the handler sends on; a refused attempt names it too.
            assert_eq!(entries[0]["target"]["email"], email, "#{number} {actor}");
        }
        // A body that fails its checks names nobody: an SSN where the e-mail goes stays out.
        let mut ssn = body.clone();
        ssn["email"] = json!("131052-308T");
        let refused = app.send_with(&admin, "POST", path, Some(&ssn), true).await;
        assert_eq!(refused.status(), 400, "#{number}");
        let entries = newest(&app, &admin, &format!("row={number}&limit=1")).await;
        assert_eq!(entries[0]["status"], 400, "#{number}");
        assert_eq!(entries[0]["target"]["email"], Value::Null, "#{number}");
        assert!(!serde_json::to_string(&entries).unwrap().contains("131052"));
    }
}
