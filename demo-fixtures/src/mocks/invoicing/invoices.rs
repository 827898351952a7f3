//! Invoice reads: #160 summary, #161 its PDFs, #162 details, #180 by locationReferenceId,
//! #181/#182 by origin and number, and the gateway's own two (an invoice's place, a place's
//! latest invoices).

use actix_web::{web, HttpRequest, HttpResponse};
use upstream_clients::invoicing::{
    InvoicePlace, InvoiceSummary, LatestInvoices, LocationInvoice, LocationInvoices,
    DAY_NOT_IN_INVOICE,
};

use super::{invoice_of, origin, owned_place, place_by_reference, today, Answer, Data};
use crate::billing::breakdown::invoice_breakdown;
use crate::billing::invoice_pdf::{invoice_file_name, invoice_pdf};
use crate::billing::invoices::{
    find_invoice, invoice_detail, invoices_of_place, list_invoice, matches_contract_type, Invoice,
};
use crate::dataset::{Dataset, UsePlace};
use crate::mocks::error::MockError;
use crate::mocks::file_response;
use crate::mocks::params::{BadRequest, Contract, Params, CONTRACT_TYPES};

/// #160: the place's invoice summary, filtered by contractType (ALL or a §3 contract type); the
/// due-date fields follow #237.
pub(super) async fn summary(
    state: Data,
    path: web::Path<(String, String)>,
    request: HttpRequest,
) -> Answer {
    let params = Params::<BadRequest>::of(&request)?;
    let wanted = params.one_of("contractType", &CONTRACT_TYPES)?.flatten();
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let shown = matches_contract_type(place, wanted);
    Ok(summary_of(&state, &data, place, |_| shown))
}

/// A place's invoice summary with the invoices `shown` lets through.
fn summary_of(
    state: &Data,
    data: &Dataset,
    place: &UsePlace,
    shown: impl Fn(&Invoice) -> bool,
) -> HttpResponse {
    let invoices: Vec<_> = invoices_of_place(place, today())
        .iter()
        .filter(|i| shown(i))
        .map(|i| list_invoice(i, place, data))
        .collect();
    let due_date = state
        .changes()
        .due_dates
        .of(&place.location_identifier, today());
    HttpResponse::Ok().json(InvoiceSummary {
        invoice_due_date_code: due_date.invoice_due_date_code,
        can_change_due_date: due_date.can_change_due_date,
        last_changed_date: due_date.last_changed_date,
        detail: invoices.first().map(|i| i.detail.clone()),
        invoices,
    })
}

/// #161: the invoice's PDF.
pub(super) async fn summary_pdf(state: Data, path: web::Path<(String, String, String)>) -> Answer {
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
pub(super) async fn details(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let invoice = invoice_of(place, &path.2)?;
    Ok(HttpResponse::Ok().json(invoice_detail(&invoice, place, &data)))
}

/// #251: the invoice beside the portal's own bill, by day, and by slot for the day `date`
/// names (a day of the invoice's delivery period).
pub(super) async fn breakdown(
    state: Data,
    path: web::Path<(String, String, String)>,
    request: HttpRequest,
) -> Answer {
    let data = state.data();
    let place = owned_place(&data, &path.0, &path.1)?;
    let invoice = invoice_of(place, &path.2)?;
    breakdown_answer(place, &invoice, &request)
}

/// The breakdown of `invoice`, with the slots of the day the request's `date` names.
fn breakdown_answer(place: &UsePlace, invoice: &Invoice, request: &HttpRequest) -> Answer {
    let day = Params::<BadRequest>::of(request)?.date("date")?;
    let answer = invoice_breakdown(place, invoice, day).map_err(|_| {
        MockError::bad_request(
            DAY_NOT_IN_INVOICE,
            "date must be a delivery day of the invoice",
        )
    })?;
    Ok(HttpResponse::Ok().json(answer))
}

/// `(companyRef, userId, compositeLocationId)` of a B2B invoice row.
type CompanyPlacePath = web::Path<(String, String, String)>;

/// The place a B2B invoice row answers for (by its own id: the gateway asks about a composite
/// as its first place, whose invoices stand for the composite's), and the period
/// `searchStart..=searchEnd` (invoice dates; each end optional) it asks about.
fn company_place_in<'d>(
    data: &'d Dataset,
    path: &(String, String, String),
    request: &HttpRequest,
) -> Result<(&'d UsePlace, impl Fn(&Invoice) -> bool), MockError> {
    let params = Params::<BadRequest>::of(request)?;
    let start = params.date("searchStart")?;
    let end = params.date("searchEnd")?;
    if let (Some(start), Some(end)) = (start, end) {
        if start > end {
            return Err(BadRequest::invalid(
                "searchStart",
                "a date not after searchEnd",
            ));
        }
    }
    let user = BadRequest::user_id(&path.1)?;
    let place = data
        .company_place(&path.0, user, &path.2)
        .ok_or_else(MockError::no_such_resource)?;
    let within = move |i: &Invoice| {
        start.is_none_or(|d| i.invoice_date >= d) && end.is_none_or(|d| i.invoice_date <= d)
    };
    Ok((place, within))
}

/// The B2B invoice `number` of the place, within the period; 404 otherwise.
fn company_invoice<'d>(
    data: &'d Dataset,
    path: &web::Path<(String, String, String, String)>,
    request: &HttpRequest,
) -> Result<(&'d UsePlace, Invoice), MockError> {
    let (company, user, addressed, number) = path.as_ref();
    let place_path = (company.clone(), user.clone(), addressed.clone());
    let (place, within) = company_place_in(data, &place_path, request)?;
    let invoice = invoice_of(place, number)?;
    if !within(&invoice) {
        return Err(MockError::no_such_resource());
    }
    Ok((place, invoice))
}

/// #217: the invoice summary of a company's place, its invoices within the period.
pub(super) async fn company_summary(
    state: Data,
    path: CompanyPlacePath,
    request: HttpRequest,
) -> Answer {
    let data = state.data();
    let (place, within) = company_place_in(&data, &path, &request)?;
    Ok(summary_of(&state, &data, place, within))
}

/// #218: as #161.
pub(super) async fn company_pdf(
    state: Data,
    path: web::Path<(String, String, String, String)>,
    request: HttpRequest,
) -> Answer {
    let data = state.data();
    let (place, invoice) = company_invoice(&data, &path, &request)?;
    Ok(pdf_answer(&data, place, &invoice))
}

/// #219: as #162.
pub(super) async fn company_details(
    state: Data,
    path: web::Path<(String, String, String, String)>,
    request: HttpRequest,
) -> Answer {
    let data = state.data();
    let (place, invoice) = company_invoice(&data, &path, &request)?;
    Ok(HttpResponse::Ok().json(invoice_detail(&invoice, place, &data)))
}

/// #253: as #251, for a company's place (a composite answers as its first place, as #219).
pub(super) async fn company_breakdown(
    state: Data,
    path: web::Path<(String, String, String, String)>,
    request: HttpRequest,
) -> Answer {
    let data = state.data();
    let (place, invoice) = company_invoice(&data, &path, &request)?;
    breakdown_answer(place, &invoice, &request)
}

/// #180: invoices by locationReferenceId, by invoice date within from-date..=to-date.
pub(super) async fn location_invoices(
    state: Data,
    path: web::Path<(String, String)>,
    request: HttpRequest,
) -> Answer {
    let params = Params::<BadRequest>::of(&request)?;
    let from = params.date("from-date")?;
    let to = params.date("to-date")?;
    let include_details = params.flag("include-details")?.unwrap_or(false);
    if let (Some(from), Some(to)) = (from, to) {
        if from > to {
            return Err(BadRequest::invalid("from-date", "a date not after to-date"));
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
) -> Result<(UsePlace, Invoice), MockError> {
    let origin = origin(&path.0)?;
    find_invoice(data, origin, &path.1, today())
        .map(|(place, invoice)| (place.clone(), invoice))
        .ok_or_else(MockError::no_such_resource)
}

/// #181: one invoice by origin and number (a §3 list invoice).
pub(super) async fn single_invoice(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (place, invoice) = invoice_by_origin(&data, &path)?;
    Ok(HttpResponse::Ok().json(list_invoice(&invoice, &place, &data)))
}

/// #182: its PDF.
pub(super) async fn single_invoice_pdf(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (place, invoice) = invoice_by_origin(&data, &path)?;
    Ok(pdf_answer(&data, &place, &invoice))
}

/// For the gateway: which place an invoice belongs to.
pub(super) async fn invoice_place(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let (place, invoice) = invoice_by_origin(&data, &path)?;
    Ok(HttpResponse::Ok().json(InvoicePlace {
        origin: invoice.origin,
        invoice_number: invoice.invoice_number,
        location_identifier: place.location_identifier,
    }))
}

/// For the gateway's location details (#117): the place's two newest invoices.
pub(super) async fn latest_invoices(state: Data, location_id: web::Path<String>) -> Answer {
    let data = state.data();
    let place = data
        .place(&location_id)
        .ok_or_else(MockError::no_such_resource)?;
    let mut newest = invoices_of_place(place, today())
        .into_iter()
        .take(2)
        .map(|i| list_invoice(&i, place, &data));
    Ok(HttpResponse::Ok().json(LatestInvoices {
        invoice: newest.next(),
        second_invoice: newest.next(),
    }))
}
