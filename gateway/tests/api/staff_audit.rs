//! The audit log (A77, #244): every admin write leaves an entry with its actor, groups, row,
//! status and request id, refusals included; so does a staff read of a customer's data (rule
//! CS), and a customer's own read does not. Superusers alone read it, and no query value (where
//! #22's SSN travels) ever reaches an entry.

use serde_json::Value;

use crate::helpers::*;
use crate::staff_access::{body_of, path_of, staff_rows};

const AUDIT: &str = "/api/admin/audit/v1";

async fn newest(app: &TestApp, admin: &reqwest::Client, filter: &str) -> Vec<Value> {
    let response = app.get_with(admin, &format!("{AUDIT}?{filter}")).await;
    assert_eq!(response.status(), 200);
    let page: Value = response.json().await.unwrap();
    page["entries"].as_array().unwrap().clone()
}

#[tokio::test]
async fn every_admin_write_leaves_an_entry_with_its_outcome() {
    let app = spawn_app().await;
    let admin = app.client_for(ADMIN).await;
    let writes: Vec<_> = staff_rows()
        .into_iter()
        .filter(|row| row.is_write() && row.path.starts_with("/api/admin/"))
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

    let entries = newest(&app, &admin, "limit=500").await;
    let reads: Vec<&Value> = entries
        .iter()
        .filter(|entry| entry["target"]["userId"] == KULUTTAJA_ID)
        .collect();
    assert_eq!(reads.len(), 1, "{reads:?}");
    assert_eq!(reads[0]["actor"], ASIAKASPALVELU);
    assert_eq!(reads[0]["status"], 200);
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
