//! The invoicing mock. Contract: `openapi/upstreams/invoicing.yaml`; types and client:
//! `upstream_clients::invoicing`. Its paths mirror the gateway rows it serves, without `/api`,
//! plus two calls the gateway makes on its own (an invoice's place, a place's latest invoices).
//!
//! Invoices, documents and their PDFs are computed on request from the dataset and the metering
//! series ([`crate::billing`]); a month's invoice takes a few milliseconds, so nothing is cached.

use std::collections::BTreeMap;
use std::sync::{Arc, RwLock, RwLockReadGuard};

use actix_web::middleware::from_fn;
use actix_web::{web, HttpRequest, HttpResponse};
use chrono::{NaiveDate, Utc};
use upstream_clients::crm::{Company, ContractType};
use upstream_clients::invoicing::{
    Documents, EInvoiceBank, EInvoiceBanks, EInvoicing, EInvoicingStatus, InvoiceDelivery,
    InvoicePlace, InvoiceSummary, LatestInvoices, LocationInvoice, LocationInvoices,
};

use super::auth::require_access_token;
use super::request::{bad_parameter, file_response, not_found, Params, Rejection};
use super::tokens::Tokens;
use crate::billing::documents::{document_pdf, documents_of_place};
use crate::billing::invoice_pdf::{invoice_file_name, invoice_pdf};
use crate::billing::invoices::{
    find_invoice, invoice_detail, invoices_of_place, list_invoice, matches_contract_type, Invoice,
    DUE_DAY,
};
use crate::dataset::{Dataset, PlaceOwner, UsePlace};
use crate::series::{local_date, seed};

/// Finnish banks that deliver e-invoices to their online banks, with their BIC codes.
pub const E_INVOICE_BANKS: [(&str, &str); 9] = [
    ("Aktia Pankki Oyj", "HELSFIHH"),
    ("Danske Bank A/S, Suomen sivuliike", "DABAFIHH"),
    ("Handelsbanken", "HANDFIHH"),
    ("Nordea Bank Abp", "NDEAFIHH"),
    ("OP Ryhmä", "OKOYFIHH"),
    ("POP Pankki", "POPFFI22"),
    ("S-Pankki Oyj", "SBANFIHH"),
    ("Säästöpankki", "ITELFIHH"),
    ("Ålandsbanken Abp", "AABAFI22"),
];

/// The invoicing mock's state: a copy of the dataset.
pub(crate) struct Invoicing {
    data: RwLock<Dataset>,
    tokens: Arc<Tokens>,
}

impl Invoicing {
    pub(crate) fn new(dataset: &Dataset, tokens: Arc<Tokens>) -> Self {
        Invoicing {
            data: RwLock::new(dataset.clone()),
            tokens,
        }
    }

    fn data(&self) -> RwLockReadGuard<'_, Dataset> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Invoicing>;
type Answer = Result<HttpResponse, Rejection>;

/// "Today" in Helsinki: which months are billed and which invoices are still open.
fn today() -> NaiveDate {
    local_date(Utc::now())
}

fn user_id(raw: &str) -> Result<u64, Rejection> {
    raw.parse()
        .map_err(|_| bad_parameter("userId", "a portal user id"))
}

/// The place `location_id` owned by `user_id` (v2 rows: locationId ∈ own(userId)).
fn owned_place<'a>(
    data: &'a Dataset,
    user: &str,
    location_id: &str,
) -> Result<&'a UsePlace, Rejection> {
    let user = user_id(user)?;
    data.place(location_id)
        .filter(|p| p.owner == PlaceOwner::User(user))
        .ok_or_else(not_found)
}

/// The place with locationReferenceId `reference` (v1 rows; the gateway has checked visibility).
fn place_by_reference<'a>(
    data: &'a Dataset,
    user: &str,
    reference: &str,
) -> Result<&'a UsePlace, Rejection> {
    user_id(user)?;
    data.places
        .iter()
        .find(|p| p.location_reference_id == reference)
        .ok_or_else(not_found)
}

/// The place's invoice `number`, or 404.
fn invoice_of(place: &UsePlace, number: &str) -> Result<Invoice, Rejection> {
    invoices_of_place(place, today())
        .into_iter()
        .find(|i| i.invoice_number == number)
        .ok_or_else(not_found)
}

fn origin(raw: &str) -> Result<Company, Rejection> {
    serde_json::from_value(serde_json::Value::String(raw.to_owned()))
        .map_err(|_| bad_parameter("origin", "VARE, SV or KUO"))
}

/// #160: the place's invoice summary, filtered by contractType (ALL or a §3 contract type).
async fn summary(state: Data, path: web::Path<(String, String)>, request: HttpRequest) -> Answer {
    let params = Params::of(&request)?;
    let wanted = match params.enumeration::<String>("contractType", "a contract type")? {
        None => None,
        Some(all) if all == "ALL" => None,
        Some(_) => {
            params.enumeration::<ContractType>("contractType", "ALL or a §3 contract type")?
        }
    };
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let invoices: Vec<_> = if matches_contract_type(place, wanted) {
        invoices_of_place(place, today())
            .iter()
            .map(|i| list_invoice(i, place, &data))
            .collect()
    } else {
        Vec::new()
    };
    Ok(HttpResponse::Ok().json(InvoiceSummary {
        invoice_due_date_code: DUE_DAY.to_string(),
        can_change_due_date: false,
        last_changed_date: None,
        detail: invoices.first().map(|i| i.detail.clone()),
        invoices,
    }))
}

/// #161: the invoice's PDF.
async fn summary_pdf(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let invoice = invoice_of(place, &path.2)?;
    Ok(pdf_answer(&data, place, &invoice))
}

fn pdf_answer(data: &Dataset, place: &UsePlace, invoice: &Invoice) -> HttpResponse {
    file_response(
        "application/pdf",
        &invoice_file_name(invoice),
        invoice_pdf(data, place, invoice),
    )
}

/// #162: the invoice's detail.
async fn details(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let invoice = invoice_of(place, &path.2)?;
    Ok(HttpResponse::Ok().json(invoice_detail(&invoice, place, &data)))
}

/// #180: invoices by locationReferenceId, by invoice date within from-date..=to-date.
async fn location_invoices(
    state: Data,
    path: web::Path<(String, String)>,
    request: HttpRequest,
) -> Answer {
    let params = Params::of(&request)?;
    let from = params.date("from-date")?;
    let to = params.date("to-date")?;
    let include_details = params.bool("include-details")?.unwrap_or(false);
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(bad_parameter("from-date", "a date not after to-date"));
        }
    }
    let data = state.data();
    let place = place_by_reference(&data, &path.0, &path.1)?;
    let items = invoices_of_place(place, today())
        .iter()
        .filter(|i| {
            from.is_none_or(|d| i.invoice_date >= d) && to.is_none_or(|d| i.invoice_date <= d)
        })
        .map(|i| {
            let listed = list_invoice(i, place, &data);
            LocationInvoice {
                origin: i.origin,
                invoice_number: i.invoice_number.clone(),
                status: i.status,
                amount: listed.detail.amount,
                invoice_date: i.invoice_date.to_string(),
                due_date: i.due_date.to_string(),
                invoicing_contract_code: listed.invoicing_contract_code,
                invoicing_customer_code: listed.invoicing_customer_code,
                barcode: listed.barcode,
                detail: include_details.then_some(listed.detail),
            }
        })
        .collect();
    Ok(HttpResponse::Ok().json(LocationInvoices { items }))
}

/// The invoice named by origin and number, with its place.
fn invoice_by_origin(
    data: &Dataset,
    path: &(String, String),
) -> Result<(UsePlace, Invoice), Rejection> {
    let origin = origin(&path.0)?;
    find_invoice(data, origin, &path.1, today())
        .map(|(place, invoice)| (place.clone(), invoice))
        .ok_or_else(not_found)
}

/// #181: one invoice by origin and number (a §3 list invoice).
async fn single_invoice(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (place, invoice) = invoice_by_origin(&data, &path)?;
    Ok(HttpResponse::Ok().json(list_invoice(&invoice, &place, &data)))
}

/// #182: its PDF.
async fn single_invoice_pdf(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (place, invoice) = invoice_by_origin(&data, &path)?;
    Ok(pdf_answer(&data, &place, &invoice))
}

/// For the gateway: which place an invoice belongs to.
async fn invoice_place(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (place, invoice) = invoice_by_origin(&data, &path)?;
    Ok(HttpResponse::Ok().json(InvoicePlace {
        origin: invoice.origin,
        invoice_number: invoice.invoice_number,
        location_identifier: place.location_identifier,
    }))
}

/// For the gateway's location details (#117): the place's two newest invoices.
async fn latest_invoices(state: Data, location_id: web::Path<String>) -> Answer {
    let data = state.data();
    let place = data.place(&location_id).ok_or_else(not_found)?;
    let mut newest = invoices_of_place(place, today())
        .into_iter()
        .take(2)
        .map(|i| list_invoice(&i, place, &data));
    Ok(HttpResponse::Ok().json(LatestInvoices {
        invoice: newest.next(),
        second_invoice: newest.next(),
    }))
}

/// How an invoicing customer gets invoices: fixed per customer code, so the demo shows each kind.
fn delivery_of(customer_code: &str) -> (InvoiceDelivery, Option<&'static str>) {
    let hash = seed(customer_code);
    match hash % 3 {
        0 => (InvoiceDelivery::Paper, None),
        1 => (InvoiceDelivery::Email, None),
        _ => {
            let bank = E_INVOICE_BANKS[(hash / 3) as usize % E_INVOICE_BANKS.len()];
            (InvoiceDelivery::EInvoice, Some(bank.1))
        }
    }
}

/// #183: e-invoicing status of the user's invoicing customers.
async fn e_invoicing(state: Data, user: web::Path<String>) -> Answer {
    let user = user_id(&user)?;
    let data = state.data();
    data.user(user).ok_or_else(not_found)?;
    let mut customers: BTreeMap<String, EInvoicingStatus> = BTreeMap::new();
    for place in data.places_of_user(user) {
        let entry = customers
            .entry(place.invoicing_customer_code.clone())
            .or_insert_with(|| {
                let (delivery, bic) = delivery_of(&place.invoicing_customer_code);
                EInvoicingStatus {
                    invoicing_customer_code: place.invoicing_customer_code.clone(),
                    company: place.company,
                    company_name: data.energy_company(place.company).name.clone(),
                    delivery,
                    e_invoice_active: delivery == InvoiceDelivery::EInvoice,
                    bank_bic: bic.map(str::to_owned),
                    invoicing_contract_codes: Vec::new(),
                }
            });
        entry
            .invoicing_contract_codes
            .push(place.invoicing_contract_code.clone());
    }
    Ok(HttpResponse::Ok().json(EInvoicing {
        items: customers.into_values().collect(),
    }))
}

/// #184: banks offering e-invoices.
async fn e_invoice_banks() -> HttpResponse {
    HttpResponse::Ok().json(EInvoiceBanks {
        items: E_INVOICE_BANKS
            .iter()
            .map(|(name, bic)| EInvoiceBank {
                name: (*name).to_owned(),
                bic: (*bic).to_owned(),
            })
            .collect(),
    })
}

/// #188: the place's documents.
async fn documents(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let place = place_by_reference(&data, &path.0, &path.1)?;
    Ok(HttpResponse::Ok().json(Documents {
        items: documents_of_place(place, today()),
    }))
}

/// #189: one document's file.
async fn document(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let place = place_by_reference(&data, &path.0, &path.1)?;
    let (document, bytes) = document_pdf(&data, place, &path.2, today()).ok_or_else(not_found)?;
    Ok(file_response(
        &document.content_type,
        &document.file_name,
        bytes,
    ))
}

/// Invoicing's routes, for [`super::server::serve`].
pub(crate) fn routes(state: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        let v2 = "/v2/invoice/user/{userId}/location/{locationId}";
        let by_origin = "/invoices/v1/origin/{origin}/invoice/{invoiceNumber}";
        let documents_path = "/documents/v1/user/{userId}/location/{locationRef}";
        cfg.app_data(state.clone())
            .app_data(web::Data::from(state.tokens.clone()))
            .service(
                web::scope("")
                    .wrap(from_fn(require_access_token))
                    .route(&format!("{v2}/summary"), web::get().to(summary))
                    .route(
                        &format!("{v2}/pdf/{{invoiceNumber}}"),
                        web::get().to(summary_pdf),
                    )
                    .route(
                        &format!("{v2}/details/{{invoiceNumber}}"),
                        web::get().to(details),
                    )
                    .route(
                        "/invoices/v1/user/{userId}/location/{locationRef}",
                        web::get().to(location_invoices),
                    )
                    .route(
                        "/invoices/v1/user/{userId}/e-invoicing",
                        web::get().to(e_invoicing),
                    )
                    .route(
                        "/invoices/v1/e-invoice-proposal/banks",
                        web::get().to(e_invoice_banks),
                    )
                    .route(by_origin, web::get().to(single_invoice))
                    .route(
                        &format!("{by_origin}/pdf"),
                        web::get().to(single_invoice_pdf),
                    )
                    .route(
                        "/v1/invoices/origin/{origin}/invoice/{invoiceNumber}/place",
                        web::get().to(invoice_place),
                    )
                    .route(
                        "/v1/locations/{locationId}/latest-invoices",
                        web::get().to(latest_invoices),
                    )
                    .route(documents_path, web::get().to(documents))
                    .route(
                        &format!("{documents_path}/document/{{documentId}}"),
                        web::get().to(document),
                    ),
            );
    }
}
