//! The staff tools (`/api/admin/...`), laid out like the URL, each row with the staff groups of
//! its row in the contract as its access.

pub mod notifications;

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    notifications::rows()
}
