//! A place's invoices: one a month for the 24 full months before today, computed from
//! [`month_cost`] and numbered so that the number names the place and the month.
//!
//! Electricity and district heating places are billed monthly. Microgeneration places get no
//! invoice: their consumption is billed at the household's electricity place and their surplus
//! is bought ([`crate::dataset::Product::Purchase`]), which is metering's to report.
//!
//! An invoice is issued on the 1st of the month after delivery and falls due on the day of the
//! place's due-date code (the 28th). It is `complete` (open) until its due date and `paid` after.

use chrono::{Datelike, Months, NaiveDate};
use upstream_clients::crm::{Company, ContractType};
use upstream_clients::invoicing::{InvoiceDetail, InvoiceDetailType, InvoiceStatus, ListInvoice};

use super::barcode::virtual_barcode_v4;
use super::cost::{month_bill, Bill};
use super::reference::{finnish_iban, reference_number};
use crate::dataset::{Dataset, PlaceKind, UsePlace};

/// How many months back invoices reach.
pub const INVOICE_MONTHS: u32 = 24;

/// The day of the month invoices fall due (the summary's invoiceDueDateCode).
pub const DUE_DAY: u32 = 28;

/// One invoice with everything the JSON answers and the PDF show.
#[derive(Debug, Clone, PartialEq)]
pub struct Invoice {
    pub origin: Company,
    pub invoice_number: String,
    pub location_identifier: String,
    pub invoice_date: NaiveDate,
    pub due_date: NaiveDate,
    pub status: InvoiceStatus,
    pub detail_type: InvoiceDetailType,
    pub bill: Bill,
    pub reference: String,
    pub iban: String,
    /// The virtual bank barcode while the invoice is open.
    pub barcode: Option<String>,
}

impl Invoice {
    /// The total with VAT in cents.
    pub fn amount_cents(&self) -> i64 {
        self.bill.total.0
    }
}

/// The account each company is paid to (made-up Finnish accounts with valid IBAN check digits).
pub fn company_iban(company: Company) -> String {
    let bban = match company {
        Company::Vare => "12345600076543",
        Company::Sv => "50001520062744",
        Company::Kuo => "80001770154882",
    };
    finnish_iban(bban).unwrap_or_default()
}

/// The invoice number of a place's month: the place's six digits, the year and the month.
pub fn invoice_number(place: &UsePlace, year: i32, month: u32) -> String {
    format!("{}{year:04}{month:02}", &place.location_identifier[2..])
}

/// Whether a place is billed for consumption (see the module notes).
pub fn is_billed(place: &UsePlace) -> bool {
    place.kind != PlaceKind::Microgeneration
}

/// The place's invoices on `today` (Helsinki date), newest first.
pub fn invoices_of_place(place: &UsePlace, today: NaiveDate) -> Vec<Invoice> {
    if !is_billed(place) {
        return Vec::new();
    }
    let Some(this_month) = today.with_day(1) else {
        return Vec::new();
    };
    (1..=INVOICE_MONTHS)
        .filter_map(|back| this_month.checked_sub_months(Months::new(back)))
        .filter_map(|first| invoice_of_month(place, first.year(), first.month(), today))
        .collect()
}

/// The invoice of `place` for `year`-`month`, if that month has been billed by `today`.
pub fn invoice_of_month(
    place: &UsePlace,
    year: i32,
    month: u32,
    today: NaiveDate,
) -> Option<Invoice> {
    if !is_billed(place) {
        return None;
    }
    let first = NaiveDate::from_ymd_opt(year, month, 1)?;
    let invoice_date = first.checked_add_months(Months::new(1))?;
    let oldest = today
        .with_day(1)?
        .checked_sub_months(Months::new(INVOICE_MONTHS))?;
    if invoice_date > today || first < oldest {
        return None;
    }
    let bill = month_bill(place, year, month)?;
    let due_date = invoice_date.with_day(DUE_DAY)?;
    let number = invoice_number(place, year, month);
    let reference = reference_number(&number)?;
    let iban = company_iban(place.company);
    let status = if due_date >= today {
        InvoiceStatus::Complete
    } else {
        InvoiceStatus::Paid
    };
    let mut invoice = Invoice {
        origin: place.company,
        invoice_number: number,
        location_identifier: place.location_identifier.clone(),
        invoice_date,
        due_date,
        status,
        detail_type: if place.kind == PlaceKind::DistrictHeating {
            InvoiceDetailType::DistrictHeating
        } else {
            InvoiceDetailType::Electricity
        },
        bill,
        reference,
        iban,
        barcode: None,
    };
    if status == InvoiceStatus::Complete {
        invoice.barcode = virtual_barcode_v4(
            &invoice.iban,
            invoice.amount_cents(),
            &invoice.reference,
            Some(due_date),
        )
        .ok();
    }
    Some(invoice)
}

/// Finds an invoice by its origin and number on `today`, with its place.
pub fn find_invoice<'a>(
    dataset: &'a Dataset,
    origin: Company,
    number: &str,
    today: NaiveDate,
) -> Option<(&'a UsePlace, Invoice)> {
    if number.len() != 12 || !number.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let place = dataset.place(&format!("KP{}", &number[..6]))?;
    let year = number[6..10].parse().ok()?;
    let month = number[10..].parse().ok()?;
    if place.company != origin {
        return None;
    }
    invoice_of_month(place, year, month, today).map(|invoice| (place, invoice))
}

/// The §3 invoice detail of an invoice.
pub fn invoice_detail(invoice: &Invoice, place: &UsePlace, dataset: &Dataset) -> InvoiceDetail {
    let bill = &invoice.bill;
    let consumption = bill.sum_of(&["ENERGY", "MARGIN", "BASIC_FEE", "GREEN_POWER"]);
    let transfer = bill.sum_of(&["TRANSFER", "TRANSFER_BASIC_FEE"]);
    let tax = bill.sum_of(&["ELECTRICITY_TAX"]);
    let dh_energy = bill.sum_of(&["DH_ENERGY"]);
    let dh_power = bill.sum_of(&["DH_POWER_FEE"]);
    InvoiceDetail {
        invoice_number: invoice.invoice_number.clone(),
        origin: invoice.origin,
        status: invoice.status,
        invoice_detail_type: invoice.detail_type,
        amount: bill.total,
        amount_vat0: bill.vat0_total,
        amount_of_electricity_tax: tax.1,
        amount_of_electricity_tax_vat0: tax.0,
        amount_of_transfer: transfer.1,
        amount_of_transfer_vat0: transfer.0,
        amount_of_consumption: consumption.1,
        amount_of_consumption_vat0: consumption.0,
        amount_of_dh_energy: dh_energy.1,
        amount_of_dh_energy_vat0: dh_energy.0,
        amount_of_dh_power: dh_power.1,
        amount_of_dh_power_vat0: dh_power.0,
        vat_percents: bill.vat_percents(),
        energy_kwh: bill.energy,
        amount_of_vat: bill.vat_total,
        lines: bill.wire_lines(),
        vat_breakdown: bill.wire_vat(),
        invoice_date: invoice.invoice_date.to_string(),
        due_date: invoice.due_date.to_string(),
        period_start: bill.period_start.to_string(),
        period_end: bill.period_end.to_string(),
        reference_number: invoice.reference.clone(),
        iban: invoice.iban.clone(),
        company_name: dataset.energy_company(place.company).name.clone(),
        contract_type: place.contract_type,
    }
}

/// The §3 list invoice of an invoice.
pub fn list_invoice(invoice: &Invoice, place: &UsePlace, dataset: &Dataset) -> ListInvoice {
    ListInvoice {
        detail: invoice_detail(invoice, place, dataset),
        invoicing_contract_code: place.invoicing_contract_code.clone(),
        invoicing_customer_code: place.invoicing_customer_code.clone(),
        barcode: invoice.barcode.clone(),
    }
}

/// Whether a place's invoices answer a contractType filter (`None` = ALL). Electricity and
/// network contracts answer each other's combined type.
pub fn matches_contract_type(place: &UsePlace, wanted: Option<ContractType>) -> bool {
    match wanted {
        None => true,
        Some(ContractType::ElectricityAndNetwork) => matches!(
            place.contract_type,
            ContractType::Electricity | ContractType::Network | ContractType::ElectricityAndNetwork
        ),
        Some(wanted) => place.contract_type == wanted,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billing::reference::is_valid_reference;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn place(id: &str) -> &'static UsePlace {
        Dataset::demo().place(id).unwrap()
    }

    #[test]
    fn a_place_has_24_monthly_invoices_newest_first() {
        let invoices = invoices_of_place(place("KP100101"), date(2026, 11, 22));
        assert_eq!(invoices.len(), 24);
        assert_eq!(invoices[0].invoice_number, "100101202610");
        assert_eq!(invoices[23].invoice_number, "100101202411");
        assert!(invoices
            .windows(2)
            .all(|w| w[0].invoice_date > w[1].invoice_date));
    }

    #[test]
    fn only_the_invoice_not_yet_due_is_open_and_has_a_barcode() {
        let invoices = invoices_of_place(place("KP100102"), date(2026, 11, 22));
        assert_eq!(invoices[0].status, InvoiceStatus::Complete);
        assert_eq!(invoices[0].due_date, date(2026, 11, 28));
        let barcode = invoices[0]
            .barcode
            .as_deref()
            .expect("open invoices have a barcode");
        assert_eq!(barcode.len(), 54);
        assert!(barcode.ends_with("261128"));
        assert!(invoices[1..]
            .iter()
            .all(|i| i.status == InvoiceStatus::Paid && i.barcode.is_none()));
        assert!(invoices.iter().all(|i| is_valid_reference(&i.reference)));
    }

    #[test]
    fn an_invoice_is_found_by_origin_and_number_only_when_issued() {
        let data = Dataset::demo();
        let today = date(2026, 11, 22);
        let (found, invoice) = find_invoice(data, Company::Vare, "100101202610", today).unwrap();
        assert_eq!(found.location_identifier, "KP100101");
        assert_eq!(invoice.invoice_date, date(2026, 11, 1));
        assert!(find_invoice(data, Company::Vare, "100101202611", today).is_none());
        assert!(find_invoice(data, Company::Sv, "100101202610", today).is_none());
        assert!(find_invoice(data, Company::Vare, "100101202210", today).is_none());
        assert!(find_invoice(data, Company::Vare, "10010120261", today).is_none());
        assert!(find_invoice(data, Company::Vare, "100103202610", today).is_none());
    }

    #[test]
    fn detail_amounts_add_up_and_carry_the_vat_rate() {
        let data = Dataset::demo();
        let koti = place("KP100101");
        let invoice = invoice_of_month(koti, 2024, 8, date(2025, 1, 10)).unwrap();
        let detail = invoice_detail(&invoice, koti, data);
        let rows = detail.amount_of_consumption
            + detail.amount_of_transfer
            + detail.amount_of_electricity_tax;
        assert_eq!(detail.amount, rows);
        assert_eq!(detail.amount, detail.amount_vat0 + detail.amount_of_vat);
        assert_eq!(detail.vat_percents, vec![24.0]);
        assert_eq!(detail.company_name, "Vaaranmaan Energia Oy");
    }

    #[test]
    fn company_ibans_are_valid() {
        for company in Company::ALL {
            assert!(crate::billing::reference::is_valid_finnish_iban(
                &company_iban(company)
            ));
        }
    }
}
