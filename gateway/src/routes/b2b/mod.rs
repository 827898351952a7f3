//! B2B locations (`/api/v2/b2b/...`, api-surface rows #193–#219): a module per resource,
//! mirroring the URL.

mod servicelocation;

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    servicelocation::rows()
}
