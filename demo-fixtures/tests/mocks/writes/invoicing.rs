use demo_fixtures::dataset::emails;
use demo_fixtures::mocks::FaultRule;
use reqwest::{Method, StatusCode};
use serde_json::json;
use upstream_clients::invoicing::{EInvoicing, InvoiceSummary};
use upstream_clients::System;

use super::signed_in;

const PLACE: &str = "v2/invoice/user/1000001/location/KP100101";

#[tokio::test]
async fn a_due_date_change_shows_in_the_summary_and_locks_the_next_one() {
    let app = signed_in(emails::KULUTTAJA, System::Invoicing).await;
    let before: InvoiceSummary = app.get(&format!("{PLACE}/summary"), &[]).await.unwrap();
    assert!(before.can_change_due_date && before.last_changed_date.is_none());

    let broken = app
        .write_raw(Method::PUT, &format!("{PLACE}/dueDate"), "not json")
        .await;
    let changed = app
        .write(
            Method::PUT,
            &format!("{PLACE}/dueDate"),
            Some(&json!({ "invoiceDueDateCode": "15" })),
        )
        .await;
    let after: InvoiceSummary = app.get(&format!("{PLACE}/summary"), &[]).await.unwrap();
    let second = app
        .write(
            Method::PUT,
            &format!("{PLACE}/dueDate"),
            Some(&json!({ "invoiceDueDateCode": "LAST" })),
        )
        .await;

    assert_eq!(broken.status, StatusCode::BAD_REQUEST);
    assert_eq!(changed.status, StatusCode::OK);
    assert_eq!(after.invoice_due_date_code, "15");
    assert!(!after.can_change_due_date);
    assert_eq!(
        after.last_changed_date,
        changed.body["lastChangedDate"].as_str().map(str::to_owned)
    );
    assert_eq!(second.status, StatusCode::CONFLICT);
    assert_eq!(second.code(), "DueDateChangeNotAllowed");
}

#[tokio::test]
async fn an_e_invoice_proposal_is_pending_in_e_invoicing_unless_faulted() {
    let app = signed_in(emails::KULUTTAJA, System::Invoicing).await;
    let status: EInvoicing = app
        .get("invoices/v1/user/1000001/e-invoicing", &[])
        .await
        .unwrap();
    let customer = &status.items[0];
    let body = json!({
        "invoicingCustomerCode": customer.invoicing_customer_code,
        "invoicingContractCode": customer.invoicing_contract_codes[0],
        "bankBic": "NDEAFIHH",
        "eInvoiceAddress": "FI4950009420028730"
    });

    app.mock().faults.set(FaultRule {
        method: Some("POST".into()),
        malformed: true,
        remaining: Some(1),
        ..FaultRule::on("/invoices/v1/e-invoice-proposal")
    });
    app.write(Method::POST, "invoices/v1/e-invoice-proposal", Some(&body))
        .await;
    let untouched: EInvoicing = app
        .get("invoices/v1/user/1000001/e-invoicing", &[])
        .await
        .unwrap();
    assert!(untouched.items.iter().all(|i| i.pending_proposal.is_none()));

    let sent = app
        .write(Method::POST, "invoices/v1/e-invoice-proposal", Some(&body))
        .await;
    let mut unknown = body.clone();
    unknown["bankBic"] = json!("ABCDFIHH");
    let unknown_bank = app
        .write(
            Method::POST,
            "invoices/v1/e-invoice-proposal",
            Some(&unknown),
        )
        .await;
    let after: EInvoicing = app
        .get("invoices/v1/user/1000001/e-invoicing", &[])
        .await
        .unwrap();

    assert_eq!(sent.status, StatusCode::OK);
    assert_eq!(sent.body["status"], "SENT");
    let pending = after.items[0].pending_proposal.as_ref().unwrap();
    assert_eq!(sent.body["proposalId"], pending.proposal_id.as_str());
    assert_eq!(pending.bank_bic, "NDEAFIHH");
    assert_eq!(unknown_bank.status, StatusCode::BAD_REQUEST);
}
