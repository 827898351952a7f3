//! A company's place, addressed under the company and its user
//! (`/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/…`),
//! answered by the consumer rows' computations: the pricing mirrors (#212–#216, with the same
//! add-on writes) and the per-place reads, which take no query: #201 the current month's chart
//! with its overlays (#156's), #202 the current figures (#117's metering part), #203 the
//! average day of the last full month (#128's profile). Metering knows places, not the
//! portal's composites: the gateway names a composite's first place itself, and a composite's
//! id is not found here ([`crate::dataset::Dataset::company_place`]). The reads that add up
//! (#201–#203) take the composite's places as `locationIdentifiers` (the path's place first),
//! and answer their sum.

use actix_web::{web, HttpResponse};
use upstream_clients::metering::ProductConfigurationRequest;

use std::collections::HashMap;

use super::consumption::{composite_profile, profile};
use super::graph::{composite_graph, graph};
use super::overview::{composite_overview, overview, previous_month_start};
use super::pricing::{comparison, configuration, pricing};
use super::settings::{add_product, end_products, no_content};
use super::{not_found, respond, Answer, Data, Params};
use crate::dataset::calendar::today;
use crate::dataset::UsePlace;

type B2bPath = web::Path<(String, String, String)>;

/// The consumer rows' `(userId, locationId)` for a B2B path; 404 unless the user belongs to the
/// company and the id is one of its places.
fn place_path(state: &Data, path: &(String, String, String)) -> Answer<(String, String)> {
    let (company, user, addressed) = path;
    let user_id: u64 = user.parse().map_err(|_| not_found())?;
    let data = state.data();
    let place = data
        .company_place(company, user_id, addressed)
        .ok_or_else(not_found)?;
    Ok((user.clone(), place.location_identifier.clone()))
}

/// A B2B read answered by the consumer row's computation.
macro_rules! b2b_read {
    ($name:ident, $compute:ident) => {
        async fn $name(state: Data, path: B2bPath, params: Params) -> HttpResponse {
            respond(place_path(&state, &path).and_then(|place| $compute(&state, &place, &params)))
        }
    };
}

b2b_read!(get_pricing, pricing);
b2b_read!(get_configuration, configuration);
b2b_read!(get_comparison, comparison);

/// A consumer row's query with the values a B2B read fixes.
fn fixed(values: &[(&str, String)]) -> Params {
    Params::new(
        values
            .iter()
            .map(|(name, value)| ((*name).to_owned(), value.clone()))
            .collect::<HashMap<_, _>>(),
    )
}

/// The places a read adds up, when the gateway names a composite's (`locationIdentifiers`,
/// the path's place among them): each must be a place of the company, else 404 as for the
/// path's. None for a read of one place.
fn composite_places(
    state: &Data,
    path: &(String, String, String),
    params: &Params,
) -> Answer<Option<Vec<UsePlace>>> {
    let Some(ids) = params.text("locationIdentifiers") else {
        return Ok(None);
    };
    let (company, user, addressed) = path;
    let user_id: u64 = user.parse().map_err(|_| not_found())?;
    let data = state.data();
    let ids: Vec<&str> = ids.split(',').filter(|id| !id.is_empty()).collect();
    if !ids.contains(&addressed.as_str()) {
        return Err(not_found());
    }
    ids.iter()
        .map(|id| data.company_place(company, user_id, id).cloned())
        .collect::<Option<Vec<UsePlace>>>()
        .map(Some)
        .ok_or_else(not_found)
}

/// A read of one place (`single`) or, when the gateway names a composite's places, of their
/// sum (`summed`).
fn one_or_sum<T>(
    state: &Data,
    path: &(String, String, String),
    params: &Params,
    single: impl FnOnce(&(String, String)) -> Answer<T>,
    summed: impl FnOnce(&[UsePlace]) -> Answer<T>,
) -> Answer<T> {
    match composite_places(state, path, params)? {
        Some(places) => summed(&places),
        None => place_path(state, path).and_then(|place| single(&place)),
    }
}

/// #201: #156's chart of the current month, with the overlays.
async fn get_graph(state: Data, path: B2bPath, query: Params) -> HttpResponse {
    let params = fixed(&[
        ("resolution", "MONTH".into()),
        ("splineData", "true".into()),
    ]);
    respond(one_or_sum(
        &state,
        &path,
        &query,
        |place| graph(&state, place, &params),
        |places| composite_graph(&state, &path.1, places, &params),
    ))
}

/// #202: the place's current figures, as #117 shows them.
async fn get_current(state: Data, path: B2bPath, query: Params) -> HttpResponse {
    respond(one_or_sum(
        &state,
        &path,
        &query,
        |(_, place)| overview(&state, place),
        |places| composite_overview(&state, places),
    ))
}

/// #203: #128's average day of the last full month.
async fn get_averages(state: Data, path: B2bPath, query: Params) -> HttpResponse {
    let month = previous_month_start(today());
    let params = fixed(&[
        ("year", month.format("%Y").to_string()),
        ("month", month.format("%-m").to_string()),
    ]);
    respond(one_or_sum(
        &state,
        &path,
        &query,
        |place| profile(&state, place, &params),
        |places| composite_profile(&state, &path.1, places, &params),
    ))
}

/// #214: as #122.
async fn post_product(
    state: Data,
    path: B2bPath,
    body: web::Json<ProductConfigurationRequest>,
) -> HttpResponse {
    respond(
        place_path(&state, &path).and_then(|place| add_product(&state, &place, body.into_inner())),
    )
}

/// #215: as #123.
async fn delete_products(state: Data, path: B2bPath) -> HttpResponse {
    no_content(place_path(&state, &path).and_then(|place| end_products(&state, &place)))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}";
    cfg.route(&format!("{base}/pricing"), web::get().to(get_pricing))
        .route(&format!("{base}/graph"), web::get().to(get_graph))
        .route(&format!("{base}/current"), web::get().to(get_current))
        .route(&format!("{base}/averages"), web::get().to(get_averages))
        .service(
            web::resource(format!("{base}/productConfiguration"))
                .route(web::get().to(get_configuration))
                .route(web::post().to(post_product))
                .route(web::delete().to(delete_products)),
        )
        .route(
            &format!("{base}/productComparison"),
            web::get().to(get_comparison),
        );
}
