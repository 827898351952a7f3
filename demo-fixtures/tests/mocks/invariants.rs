//! The bill's invariants over every invoice the mocks serve, read through the real clients as the
//! gateway reads them: each invoice's lines add up by the one rounding rule, its VAT is the rate
//! of its delivery dates, metering's month summary equals it, its PDF (read back) prints the same
//! totals, VAT and kWh, and its virtual barcode carries the same amount. Also the slot sum of the
//! months with a DST change and the month of the change to 15-minute prices.

use std::collections::BTreeSet;
use std::time::Duration;

use chrono::{Datelike, NaiveDate, TimeZone, Utc};
use chrono_tz::Europe::Helsinki;
use demo_fixtures::billing::cost::{days_of_month, month_bill};
use demo_fixtures::billing::invoices::invoices_of_place;
use demo_fixtures::billing::pdf::{format_cents, format_fixed};
use demo_fixtures::dataset::{emails, Dataset, PlaceOwner, UsePlace};
use demo_fixtures::series::cost::Energy;
use demo_fixtures::series::{electricity_kwh, load, local_date, spot_price, vat_percent};
use upstream_clients::invoicing::{InvoiceDetail, InvoiceDetailType, InvoiceSummary, ListInvoice};
use upstream_clients::metering::{DistrictHeatingSummary, ElectricitySummary};
use upstream_clients::money::Cents;
use upstream_clients::{ReadClient, System};

use crate::helpers::{spawn_mocks, upstream};

/// The generated bench company (CR-300) has 5 000 places of the same make; one in this many is
/// checked, so the run stays within CI's budget. Every other place is checked whole.
const LARGE_COMPANY_STRIDE: usize = 100;

/// The places whose invoices are checked: every billed household and company place, and the
/// sample of the bench company.
fn covered(data: &Dataset) -> Vec<&UsePlace> {
    let mut large = 0usize;
    data.places
        .iter()
        .filter(|p| match &p.owner {
            PlaceOwner::Company(reference) if reference == "CR-300" => {
                large += 1;
                large % LARGE_COMPANY_STRIDE == 1
            }
            _ => true,
        })
        .collect()
}

/// Half away from zero, as the rule says, computed here on its own.
fn vat_of(base: Cents, percent: f64) -> Cents {
    let per_mille = (percent * 10.0).round() as i128;
    let product = i128::from(base.0) * per_mille;
    let (q, r) = (product / 1000, product % 1000);
    let rounded = if 2 * r.abs() >= 1000 {
        q + product.signum()
    } else {
        q
    };
    Cents(rounded as i64)
}

/// Whether a component is the sale of electricity (taxed at the sale's own rate).
fn is_sale(component: &str) -> bool {
    matches!(component, "ENERGY" | "MARGIN" | "BASIC_FEE" | "GREEN_POWER")
}

fn date(text: &str) -> NaiveDate {
    NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("a YYYY-MM-DD date")
}

/// Lines, VAT and totals of one invoice agree by the rule.
fn check_lines(d: &InvoiceDetail) {
    let n = &d.invoice_number;
    let vat0: Cents = d.lines.iter().map(|l| l.amount_vat0).sum();
    let with_vat: Cents = d.lines.iter().map(|l| l.amount).sum();
    assert_eq!(vat0, d.amount_vat0, "{n}: lines without VAT");
    assert_eq!(with_vat, d.amount, "{n}: lines with VAT");
    assert_eq!(d.amount, d.amount_vat0 + d.amount_of_vat, "{n}: total");
    let vat: Cents = d.vat_breakdown.iter().map(|g| g.vat).sum();
    assert_eq!(vat, d.amount_of_vat, "{n}: VAT by rate");
    for group in &d.vat_breakdown {
        let base: Cents = d
            .lines
            .iter()
            .filter(|l| l.vat_percent == group.vat_percent)
            .map(|l| l.amount_vat0)
            .sum();
        assert_eq!(
            group.base_vat0, base,
            "{n}: base of {} %",
            group.vat_percent
        );
        assert_eq!(
            group.vat,
            vat_of(base, group.vat_percent),
            "{n}: VAT once per rate"
        );
    }
    let rows = d.amount_of_consumption
        + d.amount_of_transfer
        + d.amount_of_electricity_tax
        + d.amount_of_dh_energy
        + d.amount_of_dh_power;
    let rows_vat0 = d.amount_of_consumption_vat0
        + d.amount_of_transfer_vat0
        + d.amount_of_electricity_tax_vat0
        + d.amount_of_dh_energy_vat0
        + d.amount_of_dh_power_vat0;
    assert_eq!((rows, rows_vat0), (d.amount, d.amount_vat0), "{n}: rows");
    let billed_wh: i64 = d
        .lines
        .iter()
        .filter(|l| matches!(l.component.as_str(), "ENERGY" | "DH_ENERGY"))
        .filter_map(|l| l.kwh.map(|k| k.0))
        .sum();
    assert_eq!(billed_wh, d.energy_kwh.0, "{n}: energy line");
}

/// Each line's rate is the rate in force on its delivery days.
fn check_vat_by_delivery_date(d: &InvoiceDetail) {
    let (start, end) = (date(&d.period_start), date(&d.period_end));
    for line in &d.lines {
        let sale =
            is_sale(&line.component) && d.invoice_detail_type == InvoiceDetailType::Electricity;
        let rates: BTreeSet<u64> = start
            .iter_days()
            .take_while(|day| *day <= end)
            .map(|day| (vat_percent(day, sale) * 10.0) as u64)
            .collect();
        assert!(
            rates.contains(&((line.vat_percent * 10.0) as u64)),
            "{}: {} at {} %",
            d.invoice_number,
            line.component,
            line.vat_percent
        );
    }
    let mut percents = d.vat_percents.clone();
    percents.sort_by(f64::total_cmp);
    let mut groups: Vec<f64> = d.vat_breakdown.iter().map(|g| g.vat_percent).collect();
    groups.sort_by(f64::total_cmp);
    assert_eq!(percents, groups, "{}", d.invoice_number);
}

/// The barcode, when the invoice is open, carries its amount, reference and due date.
fn check_barcode(invoice: &ListInvoice) {
    let d = &invoice.detail;
    if let Some(barcode) = &invoice.barcode {
        assert_eq!(barcode.len(), 54);
        assert_eq!(&barcode[..1], "4");
        assert_eq!(
            barcode[17..25].parse::<i64>().ok(),
            Some(d.amount.0),
            "{}",
            d.invoice_number
        );
        assert!(barcode[28..48].ends_with(&d.reference_number));
        let due = date(&d.due_date).format("%y%m%d").to_string();
        assert_eq!(&barcode[48..], due);
    }
}

/// Text without any whitespace: the PDF's words are placed one by one, so spacing is layout.
fn squeezed(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// The PDF, read back, prints the invoice's totals, VAT and energy.
fn check_pdf(d: &InvoiceDetail, pdf: &[u8]) {
    let document = lopdf::Document::load_mem(pdf).expect("the invoice PDF parses");
    let pages: Vec<u32> = document.get_pages().keys().copied().collect();
    assert_eq!(pages, vec![1], "{}: one page", d.invoice_number);
    let text = squeezed(&document.extract_text(&pages).expect("the PDF's text"));
    let n = &d.invoice_number;
    let shows = |label: &str, figure: String| {
        let wanted = squeezed(&format!("{label}{figure}"));
        assert!(
            text.contains(&wanted),
            "{n}: the PDF prints {label} {figure}"
        );
    };
    shows("Laskun numero", n.clone());
    shows("Maksettava yhteensä", format_cents(d.amount));
    shows("Yhteensä ilman arvonlisäveroa", format_cents(d.amount_vat0));
    shows("Arvonlisävero yhteensä", format_cents(d.amount_of_vat));
    shows(
        "Energia yhteensä",
        format!("{} kWh", format_fixed(d.energy_kwh.0, 3)),
    );
    shows("Euro", format_cents(d.amount));
    for group in &d.vat_breakdown {
        let label = format!("{}", group.vat_percent).replace('.', ",");
        shows(
            &format!(
                "Arvonlisävero {label} % × {}",
                format_cents(group.base_vat0)
            ),
            format_cents(group.vat),
        );
    }
    // Each line as one row: name, quantity, without VAT, rate, with VAT.
    for line in &d.lines {
        let quantity = line.kwh.map_or_else(
            || "1 kk".to_owned(),
            |k| format!("{} kWh", format_fixed(k.0, 3)),
        );
        let rate = format!("{} %", line.vat_percent).replace('.', ",");
        shows(
            &line.name,
            format!(
                "{quantity}{}{rate}{}",
                format_cents(line.amount_vat0),
                format_cents(line.amount)
            ),
        );
    }
}

#[tokio::test]
async fn every_invoice_adds_up_and_matches_its_summary_pdf_and_barcode() {
    let app = spawn_mocks().await;
    let token = app.sign_in(emails::KULUTTAJA).await.access_token;
    // The first reads compute months of 15-minute slots in an unoptimized build.
    let client =
        |system, mock| ReadClient::new(upstream(&app.core, system, mock, Duration::from_secs(120)));
    let invoicing = client(System::Invoicing, &app.mocks.invoicing);
    let metering = client(System::Metering, &app.mocks.metering);
    let data = Dataset::demo();
    let today = local_date(Utc::now());
    let (mut invoices, mut expected, mut places) = (0usize, 0usize, 0usize);
    for place in covered(data) {
        let billed = invoices_of_place(place, today).len();
        if billed == 0 {
            continue;
        }
        places += 1;
        expected += billed;
        let id = place.location_identifier.as_str();
        let (user, base) = match &place.owner {
            PlaceOwner::User(user) => (
                *user,
                vec![
                    "v2".to_owned(),
                    "invoice".into(),
                    "user".into(),
                    user.to_string(),
                    "location".into(),
                    id.into(),
                ],
            ),
            PlaceOwner::Company(reference) => {
                let company = data
                    .customer_companies
                    .iter()
                    .find(|c| &c.company_reference_id == reference)
                    .expect("the place's company");
                let user = company.main_user_id;
                (
                    user,
                    vec![
                        "v2".to_owned(),
                        "b2b".into(),
                        "company".into(),
                        reference.clone(),
                        "servicelocation".into(),
                        "user".into(),
                        user.to_string(),
                        id.into(),
                        "invoice".into(),
                    ],
                )
            }
        };
        let path = |tail: &[&str]| -> Vec<String> {
            base.iter()
                .cloned()
                .chain(tail.iter().map(|s| (*s).to_owned()))
                .collect()
        };
        let segments = path(&["summary"]);
        let segments: Vec<&str> = segments.iter().map(String::as_str).collect();
        let summary: InvoiceSummary = invoicing
            .json(&token, &segments, &[])
            .await
            .expect("invoice summary");
        assert_eq!(summary.invoices.len(), billed, "{id}");
        for invoice in &summary.invoices {
            let d = &invoice.detail;
            check_lines(d);
            check_vat_by_delivery_date(d);
            check_barcode(invoice);
            let segments = path(&["pdf", &d.invoice_number]);
            let segments: Vec<&str> = segments.iter().map(String::as_str).collect();
            let pdf = invoicing
                .file(&token, &segments, &[])
                .await
                .expect("invoice PDF");
            check_pdf(d, &pdf.bytes);
            check_summary(&metering, &token, user, id, d).await;
            invoices += 1;
        }
    }
    eprintln!("invariants: {invoices} invoices of {places} places checked");
    assert_eq!(invoices, expected);
    assert!(invoices > 1_000, "{invoices}");
}

/// Metering's month summary of the invoice's month is its twin.
async fn check_summary(metering: &ReadClient, token: &str, user: u64, id: &str, d: &InvoiceDetail) {
    let start = date(&d.period_start);
    let (year, month) = (start.year().to_string(), start.month().to_string());
    let user = user.to_string();
    let n = &d.invoice_number;
    match d.invoice_detail_type {
        InvoiceDetailType::Electricity => {
            let path = [
                "v2",
                "consumption",
                "electricity",
                "user",
                &user,
                "location",
                id,
                "summary",
            ];
            for vat in ["true", "false"] {
                let query = [
                    ("year", year.as_str()),
                    ("month", month.as_str()),
                    ("vat", vat),
                ];
                let shown: ElectricitySummary =
                    metering.json(token, &path, &query).await.expect("summary");
                let total = if vat == "true" {
                    d.amount
                } else {
                    d.amount_vat0
                };
                assert_eq!(shown.total_cost, total, "{n}: summary total, vat {vat}");
                assert_eq!(shown.total_kwh, d.energy_kwh, "{n}: summary kWh");
                assert_eq!(shown.lines, d.lines, "{n}: summary lines");
                assert_eq!(shown.vat_breakdown, d.vat_breakdown, "{n}: summary VAT");
                assert_eq!(shown.cost_lines.vat, d.amount_of_vat, "{n}");
                assert_eq!(shown.cost_lines.total, d.amount, "{n}");
                assert_eq!(shown.invoice_number.as_deref(), Some(n.as_str()));
                assert!(shown.projected_total.is_none() && shown.month_to_date.is_none());
                // Its days add up to the invoice, to the cent and the Wh.
                let days: Cents = shown.periods.iter().map(|p| p.cost).sum();
                assert_eq!(days, total, "{n}: days, vat {vat}");
                let wh: i64 = shown.periods.iter().map(|p| p.kwh.0).sum();
                assert_eq!(wh, d.energy_kwh.0, "{n}: days' kWh");
            }
        }
        InvoiceDetailType::DistrictHeating => {
            let path = [
                "v2",
                "consumption",
                "districtheating",
                "user",
                &user,
                "location",
                id,
                "summary",
            ];
            let query = [
                ("year", year.as_str()),
                ("month", month.as_str()),
                ("unit", "KWH"),
            ];
            let shown: DistrictHeatingSummary =
                metering.json(token, &path, &query).await.expect("summary");
            assert_eq!(shown.energy_cost, d.amount_of_dh_energy, "{n}: heat energy");
            assert!(
                (shown.total_energy - d.energy_kwh.kwh_f64()).abs() < 0.0005,
                "{n}"
            );
        }
    }
}

/// The energy line of the months with a DST change and of the change to 15-minute prices is the
/// sum over their slots, counted here from the clock: 92 quarters on the spring day, 100 on the
/// autumn one, an hour's price for all its quarters before 1 Oct 2025.
#[test]
fn the_energy_line_is_the_slot_sum_across_dst_and_the_15_minute_change() {
    let data = Dataset::demo();
    let place = data.place("KP100101").expect("kuluttaja's home");
    let annual = load::annual_kwh(place);
    let first_quarterly = NaiveDate::from_ymd_opt(2025, 10, 1).unwrap();
    for (year, month, dst_day, quarters) in [
        (2025, 3, 30, 92),
        (2025, 10, 26, 100),
        (2026, 3, 29, 92),
        (2026, 10, 25, 100),
    ] {
        let midnight = |day: NaiveDate| {
            Helsinki
                .from_local_datetime(&day.and_hms_opt(0, 0, 0).unwrap())
                .unwrap()
                .with_timezone(&Utc)
        };
        let days = days_of_month(year, month);
        let (from, to) = (
            midnight(days[0]),
            midnight(*days.last().unwrap() + chrono::Duration::days(1)),
        );
        let (mut slot, mut energy, mut cost, mut on_dst_day) = (from, Energy::default(), 0i128, 0);
        let mut hour_prices = Vec::new();
        let mut quarter_steps = 0;
        while slot < to {
            let local = slot.with_timezone(&Helsinki).date_naive();
            if local.day() == dst_day {
                on_dst_day += 1;
            }
            let used = Energy::from_kwh(electricity_kwh("KP100101", annual, slot));
            let price = spot_price(slot);
            energy += used;
            cost += price.times(used).0;
            if local < first_quarterly {
                // An hour's four quarters share its price.
                hour_prices.push(price);
                if hour_prices.len() == 4 {
                    assert!(hour_prices.iter().all(|p| *p == hour_prices[0]), "{slot}");
                    hour_prices.clear();
                }
            } else if slot.timestamp() % 3600 != 0
                && price != spot_price(slot - chrono::Duration::minutes(15))
            {
                quarter_steps += 1;
            }
            slot += chrono::Duration::minutes(15);
        }
        assert_eq!(on_dst_day, quarters, "{year}-{month}");
        if (year, month) >= (2025, 10) {
            assert!(
                quarter_steps > 100,
                "15-minute prices change within the hour"
            );
        }
        let bill = month_bill(place, year, month).expect("billed");
        let line = bill
            .lines
            .iter()
            .find(|l| l.component == "ENERGY")
            .expect("energy line");
        let exact = demo_fixtures::series::cost::Exact(cost);
        assert_eq!(line.vat0, exact.to_cents(), "{year}-{month}");
        assert_eq!(bill.energy, energy.to_wh());
        // The DST day's share of the bill is its own slots, and the days add up to the bill.
        let days_total: Cents = bill.day_amounts(false).into_iter().sum();
        assert_eq!(days_total, bill.vat0_total);
    }
}
