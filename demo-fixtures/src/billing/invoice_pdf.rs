//! The invoice as the customer gets it: a one-page PDF with the invoice's own figures, the
//! payment details and the virtual bank barcode.

use chrono::NaiveDate;
use upstream_clients::money::Wh;

use super::cost::percent;
use super::invoices::Invoice;
use super::pdf::{format_cents, format_decimal, format_fixed, Page};
use super::reference::{grouped_iban, grouped_reference};
use crate::dataset::{Dataset, PlaceOwner, UsePlace};

/// A date as printed on Finnish bills: d.M.yyyy.
pub fn finnish_date(date: NaiveDate) -> String {
    date.format("%-d.%-m.%Y").to_string()
}

/// A VAT percent as printed: "25,5 %", "24 %".
pub fn vat_label(percent: f64) -> String {
    let text = format_decimal(percent, 1);
    format!("{} %", text.strip_suffix(",0").unwrap_or(&text))
}

/// The name the place's owner is billed by.
pub fn customer_name(dataset: &Dataset, place: &UsePlace) -> String {
    match &place.owner {
        PlaceOwner::User(id) => dataset.user(*id).map(|u| u.name.clone()),
        PlaceOwner::Company(reference) => dataset
            .customer_companies
            .iter()
            .find(|c| &c.company_reference_id == reference)
            .map(|c| c.name.clone()),
    }
    .unwrap_or_default()
}

/// Energy as the invoice prints it: kWh to the Wh ("1 649,244 kWh").
pub fn energy_text(energy: Wh) -> String {
    format!("{} kWh", format_fixed(energy.0, 3))
}

/// A safe download name: `lasku-<number>.pdf` (the number is digits only).
pub fn invoice_file_name(invoice: &Invoice) -> String {
    format!("lasku-{}.pdf", invoice.invoice_number)
}

/// The invoice's PDF.
pub fn invoice_pdf(dataset: &Dataset, place: &UsePlace, invoice: &Invoice) -> Vec<u8> {
    let company = dataset.energy_company(place.company);
    let bill = &invoice.bill;
    let mut page = Page::default();
    page.bold(50.0, 60.0, 16.0, company.name.as_str())
        .text(50.0, 76.0, 9.0, format!("Y-tunnus {}", company.business_id))
        .bold(400.0, 60.0, 16.0, "LASKU");

    let customer = customer_name(dataset, place);
    page.text(50.0, 120.0, 11.0, customer.as_str())
        .text(50.0, 134.0, 11.0, place.address.street.as_str())
        .text(
            50.0,
            148.0,
            11.0,
            format!("{} {}", place.address.postal_code, place.address.city),
        );

    let facts = [
        ("Laskun numero", invoice.invoice_number.clone()),
        ("Laskun päivä", finnish_date(invoice.invoice_date)),
        ("Asiakasnumero", place.invoicing_customer_code.clone()),
        ("Käyttöpaikka", place.location_identifier.clone()),
        ("Osoite", place.address_line()),
        ("Mittauspiste", place.metering_point_id.clone()),
        ("Tuote", place.product.name().to_owned()),
        (
            "Laskutuskausi",
            format!(
                "{}–{}",
                finnish_date(bill.period_start),
                finnish_date(bill.period_end)
            ),
        ),
    ];
    for (i, (label, value)) in facts.iter().enumerate() {
        let y = 120.0 + 14.0 * i as f32;
        page.text(320.0, y, 9.0, *label)
            .text(400.0, y, 9.0, value.as_str());
    }

    // The bill's lines: what, quantity, without VAT, VAT rate, with VAT.
    let table_top = 260.0;
    page.bold(50.0, table_top, 9.0, "Erittely")
        .bold(235.0, table_top, 9.0, "Määrä")
        .text_right(400.0, table_top, 9.0, true, "Alv 0 %")
        .text_right(460.0, table_top, 9.0, true, "Alv")
        .text_right(545.0, table_top, 9.0, true, "Yhteensä")
        .rule(50.0, table_top + 5.0, 495.0);
    let mut y = table_top + 20.0;
    for line in &bill.lines {
        let quantity = line.energy.map_or_else(|| "1 kk".to_owned(), energy_text);
        page.text(50.0, y, 9.0, line.name())
            .text(235.0, y, 9.0, quantity.as_str())
            .text_right(400.0, y, 9.0, false, &format_cents(line.vat0))
            .text_right(
                460.0,
                y,
                9.0,
                false,
                &vat_label(percent(line.vat_per_mille)),
            )
            .text_right(545.0, y, 9.0, false, &format_cents(line.with_vat));
        y += 14.0;
    }
    page.rule(50.0, y - 8.0, 495.0);
    y += 6.0;
    page.text(50.0, y, 9.0, "Yhteensä ilman arvonlisäveroa")
        .text_right(400.0, y, 9.0, false, &format_cents(bill.vat0_total));
    // The VAT once per rate on the sum of its lines; the lines' amounts with VAT carry their
    // share of it, so they add up to the total.
    for group in &bill.vat {
        y += 14.0;
        page.text(
            50.0,
            y,
            9.0,
            format!(
                "Arvonlisävero {} × {}",
                vat_label(percent(group.vat_per_mille)),
                format_cents(group.base)
            ),
        )
        .text_right(460.0, y, 9.0, false, &format_cents(group.vat));
    }
    y += 14.0;
    page.text(50.0, y, 9.0, "Arvonlisävero yhteensä")
        .text_right(460.0, y, 9.0, false, &format_cents(bill.vat_total));
    y += 12.0;
    page.text(
        50.0,
        y,
        7.0,
        "Rivien verolliset summat sisältävät osuutensa arvonlisäverosta rivien verottomien summien suhteessa.",
    );
    y += 18.0;
    page.text(
        50.0,
        y,
        9.0,
        format!("Energia yhteensä {}", energy_text(bill.energy)),
    );
    y += 18.0;
    page.bold(50.0, y, 12.0, "Maksettava yhteensä").text_right(
        545.0,
        y,
        12.0,
        true,
        &format_cents(bill.total),
    );

    // Payment details, as on the bank transfer form.
    let mut y = (y + 40.0).max(560.0);
    page.rule(50.0, y - 14.0, 495.0);
    let payment = [
        ("Saajan tilinumero (IBAN)", grouped_iban(&invoice.iban)),
        ("Saaja", company.name.clone()),
        ("Viitenumero", grouped_reference(&invoice.reference)),
        ("Eräpäivä", finnish_date(invoice.due_date)),
        ("Euro", format_cents(bill.total)),
    ];
    for (label, value) in payment {
        page.text(50.0, y, 9.0, label).bold(200.0, y, 10.0, value);
        y += 16.0;
    }
    if let Some(barcode) = &invoice.barcode {
        page.text(50.0, y + 10.0, 9.0, "Virtuaaliviivakoodi").text(
            50.0,
            y + 24.0,
            10.0,
            barcode.as_str(),
        );
        super::code128::draw(&mut page, barcode, 50.0, y + 40.0, 50.0);
    } else {
        page.text(50.0, y + 10.0, 9.0, "Lasku on maksettu.");
    }
    page.render(&format!("Lasku {}", invoice.invoice_number))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billing::invoices::invoices_of_place;

    #[test]
    fn finnish_dates_and_vat_labels() {
        let date = NaiveDate::from_ymd_opt(2026, 1, 5).unwrap();
        assert_eq!(finnish_date(date), "5.1.2026");
        assert_eq!(vat_label(25.5), "25,5 %");
        assert_eq!(vat_label(24.0), "24 %");
    }

    #[test]
    fn the_pdf_shows_the_invoices_amount_reference_and_barcode() {
        let data = Dataset::demo();
        let place = data.place("KP100101").unwrap();
        let today = NaiveDate::from_ymd_opt(2026, 11, 22).unwrap();
        let invoice = &invoices_of_place(place, today)[0];
        let pdf = invoice_pdf(data, place, invoice);
        let text = String::from_utf8_lossy(&pdf);
        let total = format_cents(invoice.bill.total);
        let amount = total.trim_end_matches(" €");
        assert!(text.contains(amount), "{amount} in the PDF");
        let barcode = invoice.barcode.as_deref().unwrap();
        assert!(text.contains(barcode));
        assert!(text.contains(&invoice.invoice_number));
        assert!(text.contains("28.11.2026"));
        assert!(text.contains(&grouped_reference(&invoice.reference)));
        assert!(text.contains("25,5 %"));
        // ä of "Eräpäivä" as WinAnsi 0xE4 (hex string) rather than UTF-8.
        assert!(text.contains("<E4>") || text.contains("<e4>"));
    }
}
