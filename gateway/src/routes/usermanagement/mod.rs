//! B2B user management (`/api/v2/company/{companyRef}/usermanagement/...`, rows #220–#232,
//! A57): a module per resource. The reads are declared; the writes come later.

mod users;

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    users::rows()
}
