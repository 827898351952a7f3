//! The v1 APIs' rows (`/api/v1/...`, `/api/invoices/v1`, `/api/documents/v1`, …): a module per
//! resource, mirroring the URL, declared for `crate::endpoint`.

mod contracts;
mod customerships;
mod demo;
mod documents;
mod features;
mod invoices;
mod notification;
mod plus;
mod popup;
mod reports;
mod solar;

use crate::endpoint::Row;

/// Every declared v1 row.
pub fn rows() -> Vec<Row> {
    [
        contracts::rows(),
        customerships::rows(),
        demo::rows(),
        documents::rows(),
        features::rows(),
        invoices::rows(),
        notification::rows(),
        plus::rows(),
        popup::rows(),
        reports::rows(),
        solar::rows(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
