//! B2B locations (`/api/b2b/...`, api-surface rows #193–#219): the next issue declares them here.

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    Vec::new()
}
