//! Invoicing: invoices and their PDFs (with the bank barcode), e-invoicing and banks, documents.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types. Request bodies of
//! the write rows derive [`validator::Validate`]; the gateway validates them before the call.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::crm::{Company, ContractType};
use crate::money::{BillLine, Cents, UnitPrice, VatBreakdown, Wh};

/// Where an invoice stands. The demo bills paid on the due date, so an invoice is `complete`
/// (sent, not yet due) until its due date and `paid` after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum InvoiceStatus {
    /// Paid.
    Paid,
    /// Sent and open: not yet due.
    Complete,
}

/// What an invoice bills (§3 invoiceDetailType).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub enum InvoiceDetailType {
    Electricity,
    DistrictHeating,
}

/// An invoice's figures (§3 invoice detail): amounts in euros exact to the cent, with VAT unless
/// the name ends in `Vat0`, rounded by one rule (api-surface A81): `lines` are rounded one by
/// one without VAT, `amountVat0` is their sum, `amountOfVat` the VAT of each rate applied once
/// to its lines (`vatBreakdown`), `amount` = `amountVat0` + `amountOfVat`, and each line's
/// amount with VAT carries its share so that the lines add up to `amount`.
/// amountOfConsumption is the energy sale (energy, margin, the monthly fee and add-ons);
/// electricity invoices carry transfer (with its fee) and electricity tax, district heating
/// ones DH energy and the DH power fee; the rows not billed are 0.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvoiceDetail {
    pub invoice_number: String,
    /// The billing company (VARE, SV, KUO): with the number it names the invoice in invoices/v1.
    pub origin: Company,
    pub status: InvoiceStatus,
    pub invoice_detail_type: InvoiceDetailType,
    /// Total with VAT.
    pub amount: Cents,
    pub amount_vat0: Cents,
    pub amount_of_electricity_tax: Cents,
    pub amount_of_electricity_tax_vat0: Cents,
    pub amount_of_transfer: Cents,
    pub amount_of_transfer_vat0: Cents,
    pub amount_of_consumption: Cents,
    pub amount_of_consumption_vat0: Cents,
    #[serde(rename = "amountOfDHEnergy")]
    pub amount_of_dh_energy: Cents,
    #[serde(rename = "amountOfDHEnergyVat0")]
    pub amount_of_dh_energy_vat0: Cents,
    #[serde(rename = "amountOfDHPower")]
    pub amount_of_dh_power: Cents,
    #[serde(rename = "amountOfDHPowerVat0")]
    pub amount_of_dh_power_vat0: Cents,
    /// The VAT percent(s) in force on the delivery days (24 until 31 Aug 2024, 25.5 after).
    pub vat_percents: Vec<f64>,
    /// Billed energy (kWh to the Wh; district heat in kWh too).
    pub energy_kwh: Wh,
    /// The VAT on the invoice: the sum of `vatBreakdown`.
    pub amount_of_vat: Cents,
    /// The invoice's lines, by component.
    pub lines: Vec<BillLine>,
    /// The VAT of each rate.
    pub vat_breakdown: Vec<VatBreakdown>,
    /// YYYY-MM-DD
    pub invoice_date: String,
    /// YYYY-MM-DD
    pub due_date: String,
    /// First delivery day, YYYY-MM-DD.
    pub period_start: String,
    /// Last delivery day, YYYY-MM-DD.
    pub period_end: String,
    /// Finnish national reference number (viitenumero), digits only.
    pub reference_number: String,
    /// The payee's account.
    pub iban: String,
    pub company_name: String,
    pub contract_type: ContractType,
}

/// The code of invoicing's 400 for a breakdown's `date` that is not a delivery day of the
/// invoice: only invoicing knows an invoice's period, so the gateway passes this refusal on as
/// the caller's invalid `date`.
pub const DAY_NOT_IN_INVOICE: &str = "DayNotInInvoice";

/// "Laskun erittely": an invoice beside the portal's own figures for its period, and the
/// invoice shared out over its days and, for one day, over its metering slots. The days add up
/// to the invoice's `amount` and `amountVat0` to the cent and to its `energyKwh` to the Wh; a
/// day's slots and its share of the monthly fees add up to the day the same way. Each share is
/// the invoice's total apportioned by the largest remainder in proportion to the exact
/// (unrounded) costs, so no figure is rounded twice.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvoiceBreakdown {
    pub invoice_number: String,
    pub invoice_detail_type: InvoiceDetailType,
    /// First delivery day, YYYY-MM-DD.
    pub period_start: String,
    /// Last delivery day, YYYY-MM-DD.
    pub period_end: String,
    /// The invoice's total with VAT, as #162 states it.
    pub amount: Cents,
    /// The invoice's total without VAT, as #162 states it.
    pub amount_vat0: Cents,
    /// The invoice's billed energy, as #162 states it.
    pub energy_kwh: Wh,
    /// The portal's own bill of the period: metering's slots at the product's prices, by the
    /// same rounding rule (A81) as the invoice, the month summary's (#126) lines.
    pub computed: ComputedBill,
    /// Every delivery day of the period, oldest first.
    pub days: Vec<BreakdownDay>,
    /// The slots of the day the query's `date` names; absent without `date`, and for district
    /// heating, which is metered by the day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub day: Option<DaySlots>,
}

/// A bill's lines and totals by A81 (see [`InvoiceDetail`]).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ComputedBill {
    pub lines: Vec<BillLine>,
    pub vat_breakdown: Vec<VatBreakdown>,
    pub amount_vat0: Cents,
    pub amount_of_vat: Cents,
    pub amount: Cents,
    pub energy_kwh: Wh,
}

/// One delivery day's share of an invoice.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BreakdownDay {
    /// YYYY-MM-DD (Helsinki).
    pub date: String,
    pub kwh: Wh,
    pub amount_vat0: Cents,
    pub amount: Cents,
}

/// One day's share of an invoice over its metering slots: 15 minutes from 1 Oct 2025, an hour
/// before (the prices' resolution then). A DST day has 23 or 25 hours.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DaySlots {
    /// YYYY-MM-DD (Helsinki).
    pub date: String,
    /// 15 or 60.
    pub slot_minutes: u32,
    pub slots: Vec<BreakdownSlot>,
    /// The day's share of the monthly fees (basic fee, add-ons, transfer fee), without VAT.
    pub fees_vat0: Cents,
    /// The same with VAT.
    pub fees: Cents,
}

/// One metering slot's share of a day.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BreakdownSlot {
    /// The slot's start, RFC 3339 with the Helsinki offset (so the repeated hour of the autumn
    /// DST day is told apart).
    pub start: String,
    pub kwh: Wh,
    /// The energy's price in the slot without VAT and margin: the spot price, or the fixed
    /// price of a fixed-price product.
    pub energy_price: UnitPrice,
    /// Energy, margin, transfer and electricity tax of the slot, without VAT.
    pub amount_vat0: Cents,
    pub amount: Cents,
}

/// An invoice in a list (§3 list invoice): the detail plus its invoicing codes and, while it is
/// open, the 54-digit virtual bank barcode (version 4).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ListInvoice {
    #[serde(flatten)]
    pub detail: InvoiceDetail,
    pub invoicing_contract_code: String,
    pub invoicing_customer_code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub barcode: Option<String>,
}

/// A place's invoices (§3 invoice summary, #160): the due-date choice, the newest invoice's
/// detail and the invoices newest first.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvoiceSummary {
    /// The day of the month invoices fall due: "28" until changed, then one of
    /// [`INVOICE_DUE_DATE_CODES`] (#237).
    pub invoice_due_date_code: String,
    pub can_change_due_date: bool,
    /// When the due date was last changed (YYYY-MM-DD); null if never.
    pub last_changed_date: Option<String>,
    /// The newest invoice's detail; null when the place has no invoices.
    pub detail: Option<InvoiceDetail>,
    pub invoices: Vec<ListInvoice>,
}

/// Invoices of a place by its locationReferenceId (#180), newest first; `detail` only with
/// include-details=true.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationInvoices {
    pub items: Vec<LocationInvoice>,
}

/// One invoice of [`LocationInvoices`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationInvoice {
    pub origin: Company,
    pub invoice_number: String,
    pub status: InvoiceStatus,
    /// Total with VAT.
    pub amount: Cents,
    /// YYYY-MM-DD
    pub invoice_date: String,
    /// YYYY-MM-DD
    pub due_date: String,
    pub invoicing_contract_code: String,
    pub invoicing_customer_code: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub barcode: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<InvoiceDetail>,
}

/// Which place an invoice belongs to: the gateway checks it is the caller's before #181/#182.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvoicePlace {
    pub origin: Company,
    pub invoice_number: String,
    pub location_identifier: String,
}

/// The two newest invoices of a place, for the location details (#117); null when missing.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LatestInvoices {
    pub invoice: Option<ListInvoice>,
    pub second_invoice: Option<ListInvoice>,
}

/// How an invoicing customer receives invoices.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum InvoiceDelivery {
    /// E-invoice to the online bank.
    EInvoice,
    Email,
    Paper,
}

/// E-invoicing status of one invoicing customer of the user (#183).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EInvoicingStatus {
    pub invoicing_customer_code: String,
    pub company: Company,
    pub company_name: String,
    pub delivery: InvoiceDelivery,
    /// True when e-invoices go to the bank below.
    pub e_invoice_active: bool,
    /// The receiving bank's BIC while e-invoicing is active.
    pub bank_bic: Option<String>,
    /// The invoicing contracts (places) the customer is billed for.
    pub invoicing_contract_codes: Vec<String>,
    /// An e-invoice proposal sent (#185) and not yet accepted by the bank; null when none.
    #[serde(default)]
    pub pending_proposal: Option<PendingEInvoiceProposal>,
}

/// An e-invoice proposal waiting for the bank (#183).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PendingEInvoiceProposal {
    pub proposal_id: String,
    pub invoicing_contract_code: String,
    pub bank_bic: String,
    pub e_invoice_address: String,
    /// YYYY-MM-DD
    pub sent_date: String,
}

/// #185: ask for e-invoices to the user's online bank. The gateway checks the codes are the
/// caller's (#183 of self); the bank must be one of #184.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EInvoiceProposalRequest {
    #[validate(length(min = 1, max = 40))]
    pub invoicing_customer_code: String,
    #[validate(length(min = 1, max = 40))]
    pub invoicing_contract_code: String,
    #[validate(custom(function = "bic"))]
    pub bank_bic: String,
    /// The e-invoice address at the bank (usually the customer's IBAN or an OVT code).
    #[validate(length(min = 1, max = 35))]
    pub e_invoice_address: String,
}

/// A BIC: 4 letters of bank, 2 of country, 2 of place, optionally 3 of branch (ISO 9362).
fn bic(value: &str) -> Result<(), ValidationError> {
    // ASCII first, so the byte slices below fall on character boundaries.
    let well_formed = value.is_ascii()
        && matches!(value.len(), 8 | 11)
        && value[..6].chars().all(|c| c.is_ascii_uppercase())
        && value[6..]
            .chars()
            .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit());
    if well_formed {
        Ok(())
    } else {
        Err(ValidationError::new("bic").with_message("must be a BIC such as NDEAFIHH".into()))
    }
}

/// How a proposal stands. The bank answers later, out of the portal's sight.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EInvoiceProposalStatus {
    Sent,
}

/// The answer of #185.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EInvoiceProposal {
    pub proposal_id: String,
    pub status: EInvoiceProposalStatus,
}

/// The due-date codes a place can choose (#237): the 1st, the 15th or the last day of the month.
pub const INVOICE_DUE_DATE_CODES: [&str; 3] = ["01", "15", "LAST"];

/// #237: move the day of the month the place's invoices fall due.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvoiceDueDateRequest {
    /// One of [`INVOICE_DUE_DATE_CODES`].
    #[validate(custom(function = "due_date_code"))]
    pub invoice_due_date_code: String,
}

fn due_date_code(value: &str) -> Result<(), ValidationError> {
    if INVOICE_DUE_DATE_CODES.contains(&value) {
        Ok(())
    } else {
        Err(ValidationError::new("one_of").with_message("must be 01, 15 or LAST".into()))
    }
}

/// The answer of #237: the due-date part of the invoice summary (#160) after the change.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InvoiceDueDate {
    pub invoice_due_date_code: String,
    pub can_change_due_date: bool,
    /// YYYY-MM-DD
    pub last_changed_date: Option<String>,
}

/// The user's invoicing customers and their e-invoicing status (#183).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EInvoicing {
    pub items: Vec<EInvoicingStatus>,
}

/// A Finnish bank that receives e-invoices (#184).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EInvoiceBank {
    pub name: String,
    /// The bank's BIC (SWIFT) code, which is also its e-invoice operator code.
    pub bic: String,
}

/// Banks offering e-invoices (#184).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EInvoiceBanks {
    pub items: Vec<EInvoiceBank>,
}

/// Kind of a place's document.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum DocumentType {
    ContractTerms,
    PriceList,
    ContractConfirmation,
}

/// A document of a place (#188); its file is #189.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Document {
    pub document_id: String,
    pub document_type: DocumentType,
    /// Title as shown to the customer (Finnish).
    pub name: String,
    pub file_name: String,
    pub content_type: String,
    /// YYYY-MM-DD
    pub date: String,
}

/// A place's documents (#188).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Documents {
    pub items: Vec<Document>,
}

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// A place's newest invoices for #117's fan-out.
    pub fn latest_invoices(location: &str) -> [&str; 4] {
        ["v1", "locations", location, "latest-invoices"]
    }

    /// The place an invoice belongs to (the ownership check of #181, #182).
    pub fn invoice_place<'a>(origin: &'a str, number: &'a str) -> [&'a str; 7] {
        [
            "v1", "invoices", "origin", origin, "invoice", number, "place",
        ]
    }

    /// A user's e-invoicing status (#183 for the caller, and the check of #185's codes).
    pub fn e_invoicing(user: &str) -> [&str; 5] {
        ["invoices", "v1", "user", user, "e-invoicing"]
    }

    /// #183's upstream path as a row template: `{self}` is the caller.
    pub const E_INVOICING_OF_SELF: &str = "/invoices/v1/user/{self}/e-invoicing";
}
