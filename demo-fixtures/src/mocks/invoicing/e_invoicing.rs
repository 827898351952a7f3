//! E-invoicing: #183 the status of the user's invoicing customers, #184 the banks, #185 a
//! proposal to the bank. A proposal stays pending in #183 (the bank's acceptance happens
//! outside the portal); a new one for the same customer replaces it.

use std::collections::{BTreeMap, HashMap};

use actix_web::{web, HttpMessage as _, HttpRequest, HttpResponse};
use upstream_clients::identity::AccessClaims;
use upstream_clients::invoicing::{
    EInvoiceBank, EInvoiceBanks, EInvoiceProposal, EInvoiceProposalRequest, EInvoiceProposalStatus,
    EInvoicing, EInvoicingStatus, InvoiceDelivery, PendingEInvoiceProposal,
};

use super::{today, Answer, Data};
use crate::mocks::error::MockError;
use crate::mocks::params::{BadRequest, Contract};
use crate::series::seed;

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

/// Pending proposals by invoicing customer code, and how many were ever sent (for the ids).
#[derive(Debug, Default)]
pub(super) struct Proposals {
    pending: HashMap<String, PendingEInvoiceProposal>,
    sent: u64,
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
pub(super) async fn e_invoicing(state: Data, user: web::Path<String>) -> Answer {
    let user = BadRequest::user_id(&user)?;
    let data = state.data();
    data.user(user).ok_or_else(MockError::no_such_resource)?;
    let changes = state.changes();
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
                    pending_proposal: changes
                        .proposals
                        .pending
                        .get(&place.invoicing_customer_code)
                        .cloned(),
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
pub(super) async fn e_invoice_banks() -> HttpResponse {
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

/// The portal user of the caller's bearer: #185 names no user in its path.
fn caller(state: &Data, request: &HttpRequest) -> Result<u64, MockError> {
    let subject = request
        .extensions()
        .get::<AccessClaims>()
        .map(|claims| claims.sub.clone())
        .ok_or_else(MockError::no_such_resource)?;
    state
        .data()
        .account_by_subject(&subject)
        .and_then(|account| account.priwatti_user_id)
        .ok_or_else(MockError::no_such_resource)
}

/// #185 POST /invoices/v1/e-invoice-proposal: 200 `{proposalId, status: SENT}`. The codes must
/// name one of the caller's places (404 otherwise), the bank one of #184 (400 otherwise).
pub(super) async fn propose(
    state: Data,
    request: HttpRequest,
    body: web::Json<EInvoiceProposalRequest>,
) -> Answer {
    let body = body.into_inner();
    if !E_INVOICE_BANKS.iter().any(|(_, bic)| *bic == body.bank_bic) {
        return Err(BadRequest::invalid(
            "bankBic",
            "the BIC of a bank in e-invoice-proposal/banks",
        ));
    }
    let user = caller(&state, &request)?;
    let owns = state.data().places_of_user(user).iter().any(|p| {
        p.invoicing_customer_code == body.invoicing_customer_code
            && p.invoicing_contract_code == body.invoicing_contract_code
    });
    if !owns {
        return Err(MockError::no_such_resource());
    }
    let mut changes = state.changes_mut();
    let proposals = &mut changes.proposals;
    proposals.sent += 1;
    let proposal_id = format!("EIP-{}-{}", body.invoicing_customer_code, proposals.sent);
    proposals.pending.insert(
        body.invoicing_customer_code.clone(),
        PendingEInvoiceProposal {
            proposal_id: proposal_id.clone(),
            invoicing_contract_code: body.invoicing_contract_code,
            bank_bic: body.bank_bic,
            e_invoice_address: body.e_invoice_address,
            sent_date: today().format("%Y-%m-%d").to_string(),
        },
    );
    Ok(HttpResponse::Ok().json(EInvoiceProposal {
        proposal_id,
        status: EInvoiceProposalStatus::Sent,
    }))
}
