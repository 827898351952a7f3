//! Invoicing: invoices and their PDFs (with the bank barcode), e-invoicing and banks, documents.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types.
