//! B2B locations (`/api/v2/b2b/...`, api-surface rows #193–#219): a module per resource,
//! mirroring the URL.

mod export;
mod servicelocation;

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    let mut rows = servicelocation::rows();
    rows.extend(export::rows());
    rows
}
