//! The invoicing mock. Contract: `openapi/upstreams/invoicing.yaml`; types and client:
//! `upstream_clients::invoicing`. Its paths mirror the gateway rows it serves, without `/api`,
//! plus two calls the gateway makes on its own (an invoice's place, a place's latest invoices).
//!
//! Invoices, documents and their PDFs are computed on request from the dataset and the metering
//! series ([`crate::billing`]); a month's invoice takes a few milliseconds, so nothing is cached.
//! The writes (#237 due date, #185 e-invoice proposal) change [`Changes`], which the reads lay
//! over the computed answers. Modules: [`invoices`] (invoice reads), [`due_date`],
//! [`e_invoicing`] and [`documents`].

mod documents;
mod due_date;
mod e_invoicing;
mod invoices;

use std::sync::{Arc, RwLock, RwLockReadGuard, RwLockWriteGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpResponse};
use chrono::NaiveDate;
use upstream_clients::crm::Company;

use super::auth::require_access_token;
use super::body::json_config;
use super::error::MockError;
use super::params::{BadRequest, Contract};
use super::tokens::Tokens;
use crate::billing::invoices::{invoices_of_place, Invoice};
use crate::dataset::{Dataset, PlaceOwner, UsePlace};

/// What the writes changed; everything else is computed from the dataset.
#[derive(Debug, Default)]
struct Changes {
    due_dates: due_date::DueDates,
    proposals: e_invoicing::Proposals,
}

/// The invoicing mock's state: a copy of the dataset and the writes' changes.
pub(crate) struct Invoicing {
    data: RwLock<Dataset>,
    changes: RwLock<Changes>,
    tokens: Arc<Tokens>,
}

impl Invoicing {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Invoicing {
            data: RwLock::new(dataset.clone()),
            changes: RwLock::default(),
            tokens,
        }
    }

    /// Back to the dataset, with no changed due dates nor proposals.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data.write().unwrap_or_else(|e| e.into_inner()) = dataset.clone();
        *self.changes_mut() = Changes::default();
    }

    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }

    // Each write is one insert into `changes`, so a panic elsewhere cannot leave it half-made.
    fn changes(&self) -> RwLockReadGuard<'_, Changes> {
        self.changes.read().unwrap_or_else(|e| e.into_inner())
    }

    fn changes_mut(&self) -> RwLockWriteGuard<'_, Changes> {
        self.changes.write().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Invoicing>;
type Answer = Result<HttpResponse, MockError>;

/// "Today" in Helsinki: which months are billed and which invoices are still open.
fn today() -> NaiveDate {
    crate::dataset::calendar::today()
}

/// The place `location_id` owned by `user_id` (v2 rows: locationId ∈ own(userId)).
fn owned_place<'a>(
    data: &'a Dataset,
    user: &str,
    location_id: &str,
) -> Result<&'a UsePlace, MockError> {
    let user = BadRequest::user_id(user)?;
    data.place(location_id)
        .filter(|p| p.owner == PlaceOwner::User(user))
        .ok_or_else(MockError::no_such_resource)
}

/// The place with locationReferenceId `reference` (v1 rows; the gateway has checked visibility).
fn place_by_reference<'a>(
    data: &'a Dataset,
    user: &str,
    reference: &str,
) -> Result<&'a UsePlace, MockError> {
    BadRequest::user_id(user)?;
    data.places
        .iter()
        .find(|p| p.location_reference_id == reference)
        .ok_or_else(MockError::no_such_resource)
}

/// The place's invoice `number`, or 404.
fn invoice_of(place: &UsePlace, number: &str) -> Result<Invoice, MockError> {
    invoices_of_place(place, today())
        .into_iter()
        .find(|i| i.invoice_number == number)
        .ok_or_else(MockError::no_such_resource)
}

fn origin(raw: &str) -> Result<Company, MockError> {
    serde_json::from_value(serde_json::Value::String(raw.to_owned()))
        .map_err(|_| BadRequest::invalid("origin", "VARE, SV or KUO"))
}

/// Invoicing's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        let v2 = "/v2/invoice/user/{userId}/location/{locationId}";
        let b2b =
            "/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}";
        let by_origin = "/invoices/v1/origin/{origin}/invoice/{invoiceNumber}";
        let documents_path = "/documents/v1/user/{userId}/location/{locationRef}";
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .app_data(json_config())
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .route(&format!("{v2}/summary"), web::get().to(invoices::summary))
                    .route(
                        &format!("{b2b}/invoice/summary"),
                        web::get().to(invoices::company_summary),
                    )
                    .route(
                        &format!("{b2b}/invoice/pdf/{{invoiceNumber}}"),
                        web::get().to(invoices::company_pdf),
                    )
                    .route(
                        &format!("{b2b}/invoice/details/{{invoiceNumber}}"),
                        web::get().to(invoices::company_details),
                    )
                    .route(
                        &format!("{b2b}/invoice/breakdown/{{invoiceNumber}}"),
                        web::get().to(invoices::company_breakdown),
                    )
                    .route(&format!("{v2}/dueDate"), web::put().to(due_date::change))
                    .route(
                        &format!("{v2}/pdf/{{invoiceNumber}}"),
                        web::get().to(invoices::summary_pdf),
                    )
                    .route(
                        &format!("{v2}/details/{{invoiceNumber}}"),
                        web::get().to(invoices::details),
                    )
                    .route(
                        &format!("{v2}/breakdown/{{invoiceNumber}}"),
                        web::get().to(invoices::breakdown),
                    )
                    .route(
                        "/invoices/v1/user/{userId}/location/{locationRef}",
                        web::get().to(invoices::location_invoices),
                    )
                    .route(
                        "/invoices/v1/user/{userId}/e-invoicing",
                        web::get().to(e_invoicing::e_invoicing),
                    )
                    .route(
                        "/invoices/v1/e-invoice-proposal",
                        web::post().to(e_invoicing::propose),
                    )
                    .route(
                        "/invoices/v1/e-invoice-proposal/banks",
                        web::get().to(e_invoicing::e_invoice_banks),
                    )
                    .route(by_origin, web::get().to(invoices::single_invoice))
                    .route(
                        &format!("{by_origin}/pdf"),
                        web::get().to(invoices::single_invoice_pdf),
                    )
                    .route(
                        "/v1/invoices/origin/{origin}/invoice/{invoiceNumber}/place",
                        web::get().to(invoices::invoice_place),
                    )
                    .route(
                        "/v1/locations/{locationId}/latest-invoices",
                        web::get().to(invoices::latest_invoices),
                    )
                    .route(documents_path, web::get().to(documents::documents))
                    .route(
                        &format!("{documents_path}/document/{{documentId}}"),
                        web::get().to(documents::document),
                    ),
            );
    }
}
