//! The invoicing mock read through `upstream_clients::ReadClient`, as the gateway reads it.

use chrono::{Datelike, Months, Utc};
use demo_fixtures::billing::reference::is_valid_reference;
use demo_fixtures::dataset::emails;
use demo_fixtures::series::local_date;
use std::time::Duration;

use crate::helpers::{spawn_mocks, upstream, TestMocks};
use upstream_clients::crm::Company;
use upstream_clients::invoicing::{
    Documents, EInvoiceBanks, EInvoicing, InvoiceBreakdown, InvoiceDetail, InvoiceDetailType,
    InvoicePlace, InvoiceStatus, InvoiceSummary, LatestInvoices, ListInvoice, LocationInvoices,
};
use upstream_clients::metering::{DistrictHeatingSummary, ElectricitySummary};
use upstream_clients::money::Cents;
use upstream_clients::{ReadClient, System, UpstreamError};

const KUL: &str = "1000001";

async fn setup() -> (TestMocks, ReadClient, String) {
    let mocks = spawn_mocks().await;
    let client = ReadClient::new(upstream(
        &mocks.core,
        System::Invoicing,
        &mocks.mocks.invoicing,
        // The first summary computes 24 months of 15-minute slots; unoptimized test builds on a
        // shared machine need more than the helpers' 3 s for that.
        Duration::from_secs(30),
    ));
    let token = mocks.sign_in(emails::KULUTTAJA).await.access_token;
    (mocks, client, token)
}

fn status_of(error: &UpstreamError) -> Option<u16> {
    match error {
        UpstreamError::NotFound { .. } => Some(404),
        UpstreamError::Status { status, .. } => Some(*status),
        _ => None,
    }
}

async fn summary(client: &ReadClient, token: &str, place: &str) -> InvoiceSummary {
    client
        .json(
            token,
            &["v2", "invoice", "user", KUL, "location", place, "summary"],
            &[],
        )
        .await
        .expect("summary")
}

/// The invoice number of the month before this one (the newest billed month).
fn newest_number(place_digits: &str) -> String {
    let last = local_date(Utc::now())
        .with_day(1)
        .and_then(|d| d.checked_sub_months(Months::new(1)))
        .unwrap();
    format!("{place_digits}{:04}{:02}", last.year(), last.month())
}

#[tokio::test]
async fn summary_lists_24_monthly_invoices_that_add_up() {
    let (_mocks, client, token) = setup().await;
    let summary = summary(&client, &token, "KP100101").await;
    assert_eq!(summary.invoices.len(), 24);
    assert_eq!(
        summary.invoices[0].detail.invoice_number,
        newest_number("100101")
    );
    assert_eq!(summary.detail.as_ref(), Some(&summary.invoices[0].detail));
    assert_eq!(summary.invoice_due_date_code, "28");
    for invoice in &summary.invoices {
        let d = &invoice.detail;
        assert_eq!(d.invoice_detail_type, InvoiceDetailType::Electricity);
        let rows = d.amount_of_consumption + d.amount_of_transfer + d.amount_of_electricity_tax;
        // The rows are the lines with their share of the VAT: they add up to the total.
        assert_eq!(d.amount, rows);
        assert_eq!(d.amount, d.amount_vat0 + d.amount_of_vat);
        let vat = d.vat_percents[0];
        assert!(vat == 24.0 || vat == 25.5);
        assert_eq!(
            invoice.invoicing_customer_code,
            "L".to_owned() + &invoice.invoicing_customer_code[1..]
        );
        assert!(is_valid_reference(&d.reference_number));
        match (&invoice.barcode, d.status) {
            (Some(barcode), InvoiceStatus::Complete) => {
                assert_eq!(barcode.len(), 54);
                assert!(barcode.starts_with('4'));
                assert!(barcode[28..48].ends_with(&d.reference_number));
                assert_eq!(barcode[17..25].parse::<i64>().unwrap(), d.amount.0);
            }
            (None, InvoiceStatus::Paid) => {}
            other => panic!("status and barcode disagree: {other:?}"),
        }
    }
    assert!(summary.invoices[1..]
        .iter()
        .all(|i| i.detail.status == InvoiceStatus::Paid));
}

#[tokio::test]
async fn district_heating_invoices_bill_energy_and_power() {
    let (_mocks, client, token) = setup().await;
    let summary = summary(&client, &token, "KP100102").await;
    let d = &summary.invoices[0].detail;
    assert_eq!(d.invoice_detail_type, InvoiceDetailType::DistrictHeating);
    assert!(d.amount_of_dh_energy > Cents(0) && d.amount_of_dh_power > Cents(0));
    assert_eq!(d.amount_of_transfer, Cents(0));
    assert_eq!(d.amount, d.amount_of_dh_energy + d.amount_of_dh_power);
}

#[tokio::test]
async fn contract_type_filters_and_rejects_unknown_values() {
    let (_mocks, client, token) = setup().await;
    let path = [
        "v2", "invoice", "user", KUL, "location", "KP100101", "summary",
    ];
    let all: InvoiceSummary = client
        .json(&token, &path, &[("contractType", "ALL")])
        .await
        .unwrap();
    assert_eq!(all.invoices.len(), 24);
    let none: InvoiceSummary = client
        .json(&token, &path, &[("contractType", "DISTRICT_HEATING")])
        .await
        .unwrap();
    assert!(none.invoices.is_empty() && none.detail.is_none());
    let bad = client
        .json::<InvoiceSummary>(&token, &path, &[("contractType", "GAS")])
        .await
        .unwrap_err();
    assert_eq!(status_of(&bad), Some(400));
    assert_eq!(bad.code(), Some("BadRequest"));
}

#[tokio::test]
async fn microgeneration_places_have_no_invoices_and_strangers_places_are_not_found() {
    let (_mocks, client, token) = setup().await;
    assert!(summary(&client, &token, "KP100103")
        .await
        .invoices
        .is_empty());
    let err = client
        .json::<InvoiceSummary>(
            &token,
            &[
                "v2", "invoice", "user", KUL, "location", "KP100001", "summary",
            ],
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&err), Some(404));
}

#[tokio::test]
async fn details_and_pdf_are_the_listed_invoices() {
    let (_mocks, client, token) = setup().await;
    let summary = summary(&client, &token, "KP100101").await;
    let listed = &summary.invoices[0];
    let number = listed.detail.invoice_number.as_str();
    let base = ["v2", "invoice", "user", KUL, "location", "KP100101"];
    let detail: InvoiceDetail = client
        .json(&token, &[&base[..], &["details", number]].concat(), &[])
        .await
        .unwrap();
    assert_eq!(&detail, &listed.detail);
    let pdf = client
        .file(&token, &[&base[..], &["pdf", number]].concat(), &[])
        .await
        .unwrap();
    assert_eq!(pdf.content_type, "application/pdf");
    assert_eq!(
        pdf.file_name.as_deref(),
        Some(format!("lasku-{number}.pdf").as_str())
    );
    assert!(pdf.bytes.starts_with(b"%PDF-"));
    let text = String::from_utf8_lossy(&pdf.bytes);
    let euros = detail.amount.to_string().replace('.', ",");
    let grouped = if euros.len() > 6 {
        format!(
            "{} {}",
            &euros[..euros.len() - 6],
            &euros[euros.len() - 6..]
        )
    } else {
        euros
    };
    assert!(text.contains(&grouped), "total {grouped} in the PDF");
    if let Some(barcode) = &listed.barcode {
        assert!(text.contains(barcode.as_str()));
    }
    // Another place's invoice through this place: not found.
    let other = summary_first(&client, &token, "KP100102").await;
    for kind in ["details", "pdf"] {
        let err = client
            .file(&token, &[&base[..], &[kind, other.as_str()]].concat(), &[])
            .await
            .unwrap_err();
        assert_eq!(status_of(&err), Some(404), "{kind}");
    }
}

#[tokio::test]
async fn a_breakdown_adds_up_to_its_invoice_and_refuses_a_day_outside_it() {
    let (_mocks, client, token) = setup().await;
    let summary = summary(&client, &token, "KP100101").await;
    let detail = &summary.invoices[0].detail;
    let number = detail.invoice_number.as_str();
    let path = [
        "v2",
        "invoice",
        "user",
        KUL,
        "location",
        "KP100101",
        "breakdown",
        number,
    ];
    let day = detail.period_start.as_str();
    let breakdown: InvoiceBreakdown = client.json(&token, &path, &[("date", day)]).await.unwrap();
    assert_eq!(
        (breakdown.amount, breakdown.energy_kwh),
        (detail.amount, detail.energy_kwh)
    );
    assert_eq!(breakdown.computed.lines, detail.lines);
    let days: Cents = breakdown.days.iter().map(|d| d.amount).sum();
    assert_eq!(days, detail.amount);
    let slots = breakdown.day.expect("the day's slots");
    let first = &breakdown.days[0];
    assert_eq!(slots.date, first.date);
    let slot_sum: Cents = slots.slots.iter().map(|s| s.amount).sum();
    assert_eq!(slot_sum + slots.fees, first.amount);
    for bad in ["2020-01-01", "2026-02-30", "yesterday"] {
        let err = client
            .json::<InvoiceBreakdown>(&token, &path, &[("date", bad)])
            .await
            .unwrap_err();
        assert_eq!(status_of(&err), Some(400), "{bad}");
    }
    let other = summary_first(&client, &token, "KP100102").await;
    let mut elsewhere = path;
    elsewhere[7] = other.as_str();
    let err = client
        .json::<InvoiceBreakdown>(&token, &elsewhere, &[])
        .await
        .unwrap_err();
    assert_eq!(status_of(&err), Some(404));
}

async fn summary_first(client: &ReadClient, token: &str, place: &str) -> String {
    summary(client, token, place).await.invoices[0]
        .detail
        .invoice_number
        .clone()
}

#[tokio::test]
async fn invoices_by_location_reference_filter_by_date_and_include_details_on_request() {
    let (_mocks, client, token) = setup().await;
    let path = ["invoices", "v1", "user", KUL, "location", "LR100101"];
    let all: LocationInvoices = client.json(&token, &path, &[]).await.unwrap();
    assert_eq!(all.items.len(), 24);
    assert!(all.items.iter().all(|i| i.detail.is_none()));
    let from = &all.items[5].invoice_date;
    let to = &all.items[2].invoice_date;
    let some: LocationInvoices = client
        .json(
            &token,
            &path,
            &[
                ("from-date", from),
                ("to-date", to),
                ("include-details", "true"),
            ],
        )
        .await
        .unwrap();
    assert_eq!(some.items.len(), 4);
    assert!(some
        .items
        .iter()
        .all(|i| i.detail.as_ref().is_some_and(|d| d.amount == i.amount)));
    for query in [[("from-date", "2026-13-01")], [("include-details", "yes")]] {
        let err = client
            .json::<LocationInvoices>(&token, &path, &query)
            .await
            .unwrap_err();
        assert_eq!(status_of(&err), Some(400), "{query:?}");
    }
    let err = client
        .json::<LocationInvoices>(&token, &path, &[("from-date", to), ("to-date", from)])
        .await
        .unwrap_err();
    assert_eq!(status_of(&err), Some(400));
    let err = client
        .json::<LocationInvoices>(
            &token,
            &["invoices", "v1", "user", KUL, "location", "LR999999"],
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&err), Some(404));
}

#[tokio::test]
async fn an_invoice_by_origin_and_number_names_its_place() {
    let (_mocks, client, token) = setup().await;
    let number = summary_first(&client, &token, "KP100104").await;
    let base = [
        "invoices",
        "v1",
        "origin",
        "VARE",
        "invoice",
        number.as_str(),
    ];
    let invoice: ListInvoice = client.json(&token, &base, &[]).await.unwrap();
    assert_eq!(invoice.detail.invoice_number, number);
    assert_eq!(invoice.detail.origin, Company::Vare);
    let pdf = client
        .file(&token, &[&base[..], &["pdf"]].concat(), &[])
        .await
        .unwrap();
    assert!(pdf.bytes.starts_with(b"%PDF-"));
    let place: InvoicePlace = client
        .json(
            &token,
            &[
                "v1", "invoices", "origin", "VARE", "invoice", &number, "place",
            ],
            &[],
        )
        .await
        .unwrap();
    assert_eq!(place.location_identifier, "KP100104");
    let wrong = client
        .json::<ListInvoice>(
            &token,
            &["invoices", "v1", "origin", "SV", "invoice", &number],
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&wrong), Some(404));
    let bad = client
        .json::<ListInvoice>(
            &token,
            &["invoices", "v1", "origin", "XX", "invoice", &number],
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&bad), Some(400));
}

#[tokio::test]
async fn latest_invoices_are_the_two_newest() {
    let (_mocks, client, token) = setup().await;
    let summary = summary(&client, &token, "KP100101").await;
    let latest: LatestInvoices = client
        .json(
            &token,
            &["v1", "locations", "KP100101", "latest-invoices"],
            &[],
        )
        .await
        .unwrap();
    assert_eq!(latest.invoice.as_ref(), Some(&summary.invoices[0]));
    assert_eq!(latest.second_invoice.as_ref(), Some(&summary.invoices[1]));
    let none: LatestInvoices = client
        .json(
            &token,
            &["v1", "locations", "KP100103", "latest-invoices"],
            &[],
        )
        .await
        .unwrap();
    assert!(none.invoice.is_none() && none.second_invoice.is_none());
}

#[tokio::test]
async fn e_invoicing_covers_the_users_invoicing_customers_and_banks_are_finnish() {
    let (_mocks, client, token) = setup().await;
    let status: EInvoicing = client
        .json(&token, &["invoices", "v1", "user", KUL, "e-invoicing"], &[])
        .await
        .unwrap();
    assert!(!status.items.is_empty());
    let contracts: usize = status
        .items
        .iter()
        .map(|i| i.invoicing_contract_codes.len())
        .sum();
    assert_eq!(contracts, 4);
    for item in &status.items {
        assert_eq!(item.e_invoice_active, item.bank_bic.is_some());
    }
    let banks: EInvoiceBanks = client
        .json(
            &token,
            &["invoices", "v1", "e-invoice-proposal", "banks"],
            &[],
        )
        .await
        .unwrap();
    assert!(banks
        .items
        .iter()
        .any(|b| b.name.starts_with("Nordea") && b.bic == "NDEAFIHH"));
    assert!(banks
        .items
        .iter()
        .all(|b| b.bic.len() == 8 && b.bic[4..6] == *"FI"));
}

#[tokio::test]
async fn documents_are_pdf_files_and_unknown_ones_are_not_found() {
    let (_mocks, client, token) = setup().await;
    let path = ["documents", "v1", "user", KUL, "location", "LR100102"];
    let documents: Documents = client.json(&token, &path, &[]).await.unwrap();
    assert_eq!(documents.items.len(), 3);
    for document in &documents.items {
        let file = client
            .file(
                &token,
                &[&path[..], &["document", document.document_id.as_str()]].concat(),
                &[],
            )
            .await
            .unwrap();
        assert_eq!(file.content_type, document.content_type);
        assert_eq!(file.file_name.as_deref(), Some(document.file_name.as_str()));
        assert!(file.bytes.starts_with(b"%PDF-"));
    }
    let err = client
        .file(
            &token,
            &[&path[..], &["document", "LR100101-terms"]].concat(),
            &[],
        )
        .await
        .unwrap_err();
    assert_eq!(status_of(&err), Some(404));
}

#[tokio::test]
async fn a_forged_token_is_refused() {
    let (_mocks, client, _token) = setup().await;
    let err = client
        .json::<EInvoiceBanks>(
            "not-a-token",
            &["invoices", "v1", "e-invoice-proposal", "banks"],
            &[],
        )
        .await
        .unwrap_err();
    assert!(matches!(err, UpstreamError::Unauthorized { .. }), "{err:?}");
}

/// The metering mock's summary (#126 electricity, #130 district heating) of the month an
/// invoice bills, read as the portal reads it.
async fn metering_month<T: serde::de::DeserializeOwned>(
    mocks: &TestMocks,
    token: &str,
    row: &str,
    place: &str,
    period_start: &str,
    query: &[(&str, &str)],
) -> T {
    let metering = ReadClient::new(upstream(
        &mocks.core,
        System::Metering,
        &mocks.mocks.metering,
        Duration::from_secs(30),
    ));
    let (year, month) = (
        &period_start[..4],
        period_start[5..7].trim_start_matches('0'),
    );
    let mut params = vec![("year", year), ("month", month)];
    params.extend_from_slice(query);
    let path = [
        "v2",
        "consumption",
        row,
        "user",
        KUL,
        "location",
        place,
        "summary",
    ];
    metering
        .json(token, &path, &params)
        .await
        .expect("metering summary")
}

#[tokio::test]
async fn an_invoice_bills_what_the_portal_shows_for_its_month() {
    let (mocks, client, token) = setup().await;
    // Spot and fixed price: the invoice's total is the metering summary's totalCost with VAT,
    // to the cent, and the same for the totals without VAT.
    for place in ["KP100101", "KP100104"] {
        let invoices = summary(&client, &token, place).await.invoices;
        for invoice in &invoices[..2] {
            let d = &invoice.detail;
            for (vat, amount) in [("true", d.amount), ("false", d.amount_vat0)] {
                let shown: ElectricitySummary = metering_month(
                    &mocks,
                    &token,
                    "electricity",
                    place,
                    &d.period_start,
                    &[("vat", vat)],
                )
                .await;
                assert_eq!(shown.vat_included.to_string(), vat);
                assert_eq!(
                    amount, shown.total_cost,
                    "{place} {} vat {vat}",
                    d.period_start
                );
                assert_eq!(d.energy_kwh, shown.total_kwh, "{place}");
                assert_eq!(d.lines, shown.lines, "{place}");
            }
        }
    }
    // District heating: metering shows the energy cost (the power fee is billed only), so the
    // invoice's energy row equals it.
    let invoices = summary(&client, &token, "KP100102").await.invoices;
    let d = &invoices[0].detail;
    let shown: DistrictHeatingSummary = metering_month(
        &mocks,
        &token,
        "districtheating",
        "KP100102",
        &d.period_start,
        &[("unit", "KWH")],
    )
    .await;
    assert_eq!(d.amount_of_dh_energy, shown.energy_cost);
    assert!((d.energy_kwh.kwh_f64() - shown.total_energy).abs() < 0.01);
}
