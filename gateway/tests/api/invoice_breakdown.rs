//! "Laskun erittely" (#251): an owner's invoice by day and by a DST day's slots, adding up to the
//! invoice (#162) to the cent; another's invoice or place refused.

use chrono::{Datelike, Duration, NaiveDate, Weekday};
use serde_json::Value;

use crate::helpers::{
    problem, spawn_app, TestApp, COMPANY, KULUTTAJA, KULUTTAJA_ID, OTHER_COMPANY_PLACE, YRITYS,
    YRITYS2, YRITYS_ID,
};

/// A read that must answer 200, as JSON.
async fn read(app: &TestApp, path: &str) -> Value {
    let response = app.get(path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

/// Cents of a JSON amount in euros (exact: the gateway writes at most two decimals).
fn cents(value: &Value) -> i64 {
    (value.as_f64().expect("an amount") * 100.0).round() as i64
}

fn sum(items: &Value, field: &str) -> i64 {
    items
        .as_array()
        .unwrap()
        .iter()
        .map(|i| cents(&i[field]))
        .sum()
}

/// The last Sunday of a month: the day the clocks change in March and October.
fn last_sunday(year: i32, month: u32) -> NaiveDate {
    let next = NaiveDate::from_ymd_opt(year, month, 1).unwrap() + chrono::Months::new(1);
    let last = next - Duration::days(1);
    last - Duration::days(i64::from(last.weekday().days_since(Weekday::Sun)))
}

#[tokio::test]
async fn an_owners_invoice_breaks_down_into_days_and_a_dst_days_slots_that_add_up() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let base = format!("/api/v2/invoice/user/{KULUTTAJA_ID}/location/KP100101");
    let summary: Value = read(&app, &format!("{base}/summary")).await;
    // An October invoice: its last Sunday has 25 hours.
    let october = summary["invoices"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["periodStart"].as_str().unwrap().ends_with("-10-01"))
        .expect("24 months of invoices hold an October");
    let number = october["invoiceNumber"].as_str().unwrap();
    let start =
        NaiveDate::parse_from_str(october["periodStart"].as_str().unwrap(), "%Y-%m-%d").unwrap();
    let dst = last_sunday(start.year(), 10);

    let detail: Value = read(&app, &format!("{base}/details/{number}")).await;
    let breakdown = read(&app, &format!("{base}/breakdown/{number}?date={dst}")).await;
    assert_eq!(breakdown["computed"]["lines"], detail["lines"]);
    let days = &breakdown["days"];
    assert_eq!(days.as_array().unwrap().len(), 31);
    assert_eq!(sum(days, "amount"), cents(&detail["amount"]));
    assert_eq!(sum(days, "amountVat0"), cents(&detail["amountVat0"]));

    let day = &breakdown["day"];
    let slots = day["slots"].as_array().unwrap();
    // Hourly prices before 1 Oct 2025 (25 hours), quarters after (100).
    let expected = if start.year() == 2025 {
        (60, 25)
    } else {
        (15, 100)
    };
    assert_eq!(
        (day["slotMinutes"].as_u64().unwrap(), slots.len()),
        (expected.0, expected.1)
    );
    let of_day = days
        .as_array()
        .unwrap()
        .iter()
        .find(|d| d["date"] == dst.to_string())
        .unwrap();
    assert_eq!(
        sum(&day["slots"], "amount") + cents(&day["fees"]),
        cents(&of_day["amount"])
    );

    // A day outside the invoice, or no date at all.
    let outside = start - Duration::days(1);
    problem(
        app.get(&format!("{base}/breakdown/{number}?date={outside}"))
            .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
    problem(
        app.get(&format!("{base}/breakdown/{number}?date=31.10.2025"))
            .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;
    let without = read(&app, &format!("{base}/breakdown/{number}")).await;
    assert!(without.get("day").is_none());
}

#[tokio::test]
async fn another_households_or_companys_invoice_breakdown_is_refused() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let summary: Value = read(
        &app,
        &format!("/api/v2/invoice/user/{KULUTTAJA_ID}/location/KP100101/summary"),
    )
    .await;
    let number = summary["invoices"][0]["invoiceNumber"]
        .as_str()
        .unwrap()
        .to_owned();
    let path = format!("/api/v2/invoice/user/{KULUTTAJA_ID}/location/KP100101/breakdown/{number}");
    // Another place's invoice under one's own place.
    let other: Value = read(
        &app,
        &format!("/api/v2/invoice/user/{KULUTTAJA_ID}/location/KP100102/summary"),
    )
    .await;
    let foreign = other["invoices"][0]["invoiceNumber"].as_str().unwrap();
    problem(
        app.get(&format!(
            "/api/v2/invoice/user/{KULUTTAJA_ID}/location/KP100101/breakdown/{foreign}"
        ))
        .await,
        403,
        "FORBIDDEN",
    )
    .await;
    // A company's user naming the household's path.
    let client = app.client_for(YRITYS).await;
    problem(app.get_with(&client, &path).await, 403, "FORBIDDEN").await;
}

/// A company place's row (#217–#219, #253) for `user_id`.
fn company_path(company: &str, user_id: u64, place: &str, read: &str) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user_id}/{place}/{read}")
}

#[tokio::test]
async fn a_company_places_invoice_breaks_down_for_its_users_and_no_one_else() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    // An electricity place of the company (every fourth is district heated, metered by day).
    let place = "KP300006";
    let path = |read: &str| company_path(COMPANY, YRITYS_ID, place, read);
    let summary = app.get_with(&yritys, &path("invoice/summary")).await;
    let summary: Value = summary.json().await.unwrap();
    let invoice = &summary["invoices"][0];
    assert!(invoice.is_object(), "{summary}");
    let number = invoice["invoiceNumber"].as_str().unwrap();
    let start =
        NaiveDate::parse_from_str(invoice["periodStart"].as_str().unwrap(), "%Y-%m-%d").unwrap();

    let detail = app
        .get_with(&yritys, &path(&format!("invoice/details/{number}")))
        .await;
    let detail: Value = detail.json().await.unwrap();
    let breakdown = app
        .get_with(
            &yritys,
            &path(&format!("invoice/breakdown/{number}?date={start}")),
        )
        .await;
    assert_eq!(breakdown.status(), 200);
    let breakdown: Value = breakdown.json().await.unwrap();
    // The same answer as a household's: the portal's bill is the invoice, the days add up to
    // it and the first day's slots with its fee share to the day.
    assert_eq!(breakdown["computed"]["lines"], detail["lines"]);
    assert_eq!(sum(&breakdown["days"], "amount"), cents(&detail["amount"]));
    assert_eq!(
        sum(&breakdown["days"], "amountVat0"),
        cents(&detail["amountVat0"])
    );
    let day = &breakdown["day"];
    assert_eq!(
        sum(&day["slots"], "amountVat0") + cents(&day["feesVat0"]),
        cents(&breakdown["days"][0]["amountVat0"])
    );
    // A day outside the invoice is the caller's mistake.
    let outside = start - Duration::days(1);
    problem(
        app.get_with(
            &yritys,
            &path(&format!("invoice/breakdown/{number}?date={outside}")),
        )
        .await,
        400,
        "VALIDATION_FAILED",
    )
    .await;

    let other: Value = app
        .get_with(
            &yritys,
            &company_path(COMPANY, YRITYS_ID, "KP300007", "invoice/summary"),
        )
        .await
        .json()
        .await
        .unwrap();
    let foreign = other["invoices"][0]["invoiceNumber"].as_str().unwrap();
    let breakdown_of = format!("invoice/breakdown/{number}");
    let yritys2 = app.client_for(YRITYS2).await;
    let household = app.client_for(KULUTTAJA).await;
    let refused = [
        // Another place's invoice under this place.
        (&yritys, path(&format!("invoice/breakdown/{foreign}"))),
        // Another company's place under this company.
        (
            &yritys,
            company_path(COMPANY, YRITYS_ID, OTHER_COMPANY_PLACE, &breakdown_of),
        ),
        // This place for another company's user, and for a household's.
        (
            &yritys2,
            company_path(
                COMPANY,
                demo_fixtures::dataset::user_ids::YRITYS2,
                place,
                &breakdown_of,
            ),
        ),
        (
            &household,
            company_path(COMPANY, KULUTTAJA_ID, place, &breakdown_of),
        ),
    ];
    for (client, refused) in refused {
        problem(app.get_with(client, &refused).await, 403, "FORBIDDEN").await;
    }
}
