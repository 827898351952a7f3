//! B2B user management (`/api/usermanagement/...`, rows #220–#232): the next issue declares them here.

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    Vec::new()
}
