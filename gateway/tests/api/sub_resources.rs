//! Sub-resource ids (invoice numbers, documents, reports, follow-up leads) are checked by the
//! gateway against the place the path names: another place's id under one's own place is 403,
//! whatever the upstream would do with it.

use serde_json::Value;

use crate::helpers::*;

const DEMO_USER: u64 = 1_000_000;

/// The ids at `field` of each item of `list` in the answer of `path` (read without a session:
/// the demo user's rows are public, A9).
async fn foreign_ids(app: &TestApp, path: &str, list: &str, field: &str) -> Vec<String> {
    let anonymous = reqwest::Client::new();
    let response = app.get_with(&anonymous, path).await;
    assert_eq!(response.status(), 200, "{path}");
    let body: Value = response.json().await.unwrap();
    let ids: Vec<String> = body[list]
        .as_array()
        .unwrap_or_else(|| panic!("{path} lists no {list}"))
        .iter()
        .filter_map(|item| item[field].as_str().map(str::to_owned))
        .collect();
    assert!(!ids.is_empty(), "{path} has no {field}");
    ids
}

#[tokio::test]
async fn another_places_invoice_document_and_report_under_ones_own_place_are_403() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let user = KULUTTAJA_ID;
    let invoice = foreign_ids(
        &app,
        &format!("/api/v2/invoice/user/{DEMO_USER}/location/KP100001/summary"),
        "invoices",
        "invoiceNumber",
    )
    .await
    .remove(0);
    let document = foreign_ids(
        &app,
        &format!("/api/documents/v1/user/{DEMO_USER}/location/LR100001"),
        "items",
        "documentId",
    )
    .await
    .remove(0);
    let report = foreign_ids(
        &app,
        &format!("/api/v2/usagereports/user/{DEMO_USER}/location/KP100001"),
        "items",
        "reportId",
    )
    .await
    .remove(0);

    for path in [
        format!("/api/v2/invoice/user/{user}/location/KP100101/pdf/{invoice}"),
        format!("/api/v2/invoice/user/{user}/location/KP100101/details/{invoice}"),
        format!("/api/v2/invoice/user/{user}/location/KP100101/breakdown/{invoice}"),
        format!("/api/documents/v1/user/{user}/location/LR100101/document/{document}"),
        format!("/api/v2/usagereports/user/{user}/location/KP100101/report/{report}"),
    ] {
        problem(app.get(&path).await, 403, "FORBIDDEN").await;
        // Refused by the gateway: the upstream never saw the foreign id.
        let upstream = path.strip_prefix("/api").unwrap();
        let asked: u64 = [&app.mocks.invoicing, &app.mocks.metering]
            .iter()
            .map(|mock| mock.faults.request_count("GET", upstream))
            .sum();
        assert_eq!(asked, 0, "{upstream} reached the upstream");
    }

    // The place's own ids still answer.
    let own_invoice: Value = app
        .get(&format!(
            "/api/v2/invoice/user/{user}/location/KP100101/summary"
        ))
        .await
        .json()
        .await
        .unwrap();
    let number = own_invoice["invoices"][0]["invoiceNumber"]
        .as_str()
        .unwrap();
    let details = app
        .get(&format!(
            "/api/v2/invoice/user/{user}/location/KP100101/details/{number}"
        ))
        .await;
    assert_eq!(details.status(), 200);
}

#[tokio::test]
async fn a_lead_that_is_not_offered_at_any_own_place_is_403_before_crm_hears_of_it() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path =
        format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/followupoffer/accept/L-VIERAS-1");

    let accepted = app.send("PUT", &path, None).await;

    problem(accepted, 403, "FORBIDDEN").await;
    let upstream = path.strip_prefix("/api").unwrap();
    assert_eq!(app.mocks.crm.faults.request_count("PUT", upstream), 0);
}
