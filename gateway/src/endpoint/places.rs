//! A company's places and composites as the systems other than crm are asked about them.
//!
//! A composite is the portal's grouping of a company's use places, kept by crm. Metering and
//! invoicing know the places (metering points and what is invoiced for them), not the
//! portal's composites, so the gateway names the places itself: a composite's first place for
//! the figures of one place (#201–#203, #212–#216 and the invoices #217–#219, whose product,
//! prices and invoices stand for the composite's, as #196's do), and every place for an export
//! (#206, #211). The places come from the caller's access scope, which the access check has
//! just read, in the composite's order; a composite made or changed a moment ago (#208, #209)
//! is there at once, since those writes drop the company's scopes.
//!
//! The reads whose figures a composite adds up (#201–#203: use, cost, the chart) name the
//! composite's places to metering as well (`locationIdentifiers`, in the composite's order),
//! which answers their sum slot by slot.
//!
//! The cache key keeps the path as addressed (the composite's id, under the caller's scope):
//! only the upstream request changes.

use std::borrow::Cow;

use upstream_clients::System;

use super::params::PathParams;
use super::{AccessRule, Row};
use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;
use crate::state::AppState;

/// The path parameter that names a company's place or composite.
const ADDRESSED: &str = "compositeLocationId";

/// Whether `row` asks a system that knows only places about its `{compositeLocationId}`.
fn asks_for_places(row: &Row) -> bool {
    matches!(
        row.policy.access,
        AccessRule::Company | AccessRule::CompanyPersonal
    ) && row.policy.upstream != System::Crm
        && row.path_params().any(|name| name == ADDRESSED)
}

/// The rows whose answer for a composite is its places' sum, made by metering.
const SUMMED: &[&str] = &[
    "getCompanyLocationGraph",
    "getCompanyLocationCurrent",
    "getCompanyLocationAverages",
];

/// The query parameter that names a composite's places to metering.
const SUMMED_PLACES: &str = "locationIdentifiers";

/// How `row`'s upstream is asked: the path values and what the query gains.
pub(super) struct Upstream<'p> {
    pub params: Cow<'p, PathParams>,
    /// For a composite's read that adds up: its places, as metering takes them.
    pub query: Option<(String, String)>,
}

/// The path values `row`'s upstream is asked with: for a row at metering or invoicing, its
/// `{compositeLocationId}` as the place that stands for it (a composite's first place, a
/// place itself); the values as they are for every other row. A composite's read that adds up
/// also names all its places.
pub(super) async fn upstream_params<'p>(
    row: &Row,
    caller: Option<&SignedIn>,
    params: &'p PathParams,
    state: &AppState,
) -> ApiResult<Upstream<'p>> {
    let as_is = Upstream {
        params: Cow::Borrowed(params),
        query: None,
    };
    let (Some(caller), Some(addressed)) = (caller, params.get(ADDRESSED)) else {
        return Ok(as_is);
    };
    if !asks_for_places(row) {
        return Ok(as_is);
    }
    let places = company_places(caller, params, &[addressed], state).await?;
    let first = places.first().ok_or(ApiError::Forbidden)?;
    let query = (places.len() > 1 && SUMMED.contains(&row.operation_id))
        .then(|| (SUMMED_PLACES.to_owned(), places.join(",")));
    Ok(Upstream {
        params: Cow::Owned(params.with(ADDRESSED, first.clone())),
        query,
    })
}

/// Every place `addressed` (the company's places and composites, already authorized) stand
/// for, in the order named: a composite its places in its order.
pub(super) async fn company_places(
    caller: &SignedIn,
    params: &PathParams,
    addressed: &[&str],
    state: &AppState,
) -> ApiResult<Vec<String>> {
    let company = params.company_ref();
    state.authz.company_places(caller, company, addressed).await
}
