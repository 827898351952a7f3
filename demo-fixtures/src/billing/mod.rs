//! Billing: what a place's month costs ([`cost::month_bill`], from metering's series, rounded by
//! one rule), the
//! monthly invoices built from it, their payment identifiers (reference number, IBAN, virtual
//! bank barcode) and the PDFs the customer downloads (invoices and contract documents).

pub mod barcode;
pub mod breakdown;
pub mod code128;
pub mod cost;
pub mod documents;
pub mod invoice_pdf;
pub mod invoices;
pub mod pdf;
pub mod projection;
pub mod reference;

pub use cost::{month_bill, Bill};
pub use invoices::{invoices_of_place, Invoice};
