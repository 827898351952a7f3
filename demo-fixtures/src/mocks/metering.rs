//! The metering mock. Contract: `openapi/upstreams/metering.yaml`; types and client:
//! `upstream_clients::metering`. Its paths mirror the gateway rows it serves, without `/api`.

use std::sync::{Arc, RwLock};

use actix_web::middleware::from_fn;
use actix_web::web;

use super::auth::require_access_token;
use super::tokens::Tokens;
use crate::dataset::Dataset;

/// The metering mock's state: a copy of the dataset, so writes stay in memory.
pub(crate) struct Metering {
    #[allow(dead_code)] // read by the routes as they are added
    data: RwLock<Dataset>,
    tokens: Arc<Tokens>,
}

impl Metering {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Metering {
            data: RwLock::new(dataset.clone()),
            tokens,
        }
    }
}

type Data = web::Data<Metering>;

/// Metering's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .service(web::scope("").wrap(from_fn(require_access_token)));
    }
}
