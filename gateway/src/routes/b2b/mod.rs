//! B2B locations (`/api/v2/b2b/...`, api-surface rows #193–#219) and the External API tokens
//! (#241–#243): a module per resource, mirroring the URL.

mod api_tokens;
mod composite;
mod export;
mod invoice;
mod pricing;
mod servicelocation;

use crate::aggregate::location_details::{self, __path_company_location_details};
use crate::endpoint::dispatch::Handler;
use crate::endpoint::Row;

/// The hand-written B2B handler: #196, composed from three systems (`crate::aggregate`).
pub fn handlers() -> Vec<Handler> {
    vec![Handler::documented(
        __path_company_location_details,
        location_details::company_location_details,
    )
    .serving_row(196)]
}

pub fn rows() -> Vec<Row> {
    let mut rows = servicelocation::rows();
    rows.extend(composite::rows());
    rows.extend(pricing::rows());
    rows.extend(invoice::rows());
    rows.extend(api_tokens::rows());
    rows.extend(export::rows());
    rows
}
