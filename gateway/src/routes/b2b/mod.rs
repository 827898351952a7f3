//! B2B locations (`/api/v2/b2b/...`, api-surface rows #193–#219 and the External API tokens #241–#243): a module per resource,
//! mirroring the URL.

mod api_tokens;
mod servicelocation;

use crate::endpoint::Row;

pub fn rows() -> Vec<Row> {
    let mut rows = servicelocation::rows();
    rows.extend(api_tokens::rows());
    rows
}
