//! The `invoices` rows of the v1 APIs, declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::invoicing::EInvoiceBanks;
use upstream_clients::invoicing::EInvoiceProposal;
use upstream_clients::invoicing::EInvoiceProposalRequest;
use upstream_clients::invoicing::EInvoicing;
use upstream_clients::invoicing::ListInvoice;
use upstream_clients::invoicing::LocationInvoices;
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{
    body, id, json, AccessRule, Answer, Caching, Examples, Extras, IdAt, IdKind, Policy, Row,
};

/// The caller's invoicing customer and contract (#183 lists them).
const INVOICING_CODES: &[IdAt] = &[
    id(IdKind::InvoicingCustomer, &["invoicingCustomerCode"]),
    id(IdKind::InvoicingContract, &["invoicingContractCode"]),
];

/// #185's proposal for kuluttaja's first invoicing contract, at a bank of #184.
const PROPOSAL: Examples = Examples::new(
    r#"{"invoicingCustomerCode": "L1000001", "invoicingContractCode": "LS00100101",
        "bankBic": "HELSFIHH", "eInvoiceAddress": "FI4950009420028730"}"#,
    "{}",
);

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 180, method: Method::GET, operation_id: "getInvoices", tag: "invoices",
            path: "/api/invoices/v1/user/{userId}/location/{locationRef}",
            summary: "Invoices of a place by its reference",
            policy: Policy::VISIBLE_PLACE_AT_INVOICING,
            answer: json::<LocationInvoices>(), extras: Extras { query: const { &[optional("from-date", Kind::Date, "First due date, YYYY-MM-DD"), optional("to-date", Kind::Date, "Last due date, YYYY-MM-DD"), optional( "include-details", Kind::Bool, "Include each invoice's detail", )] }, ..Extras::NONE } },
        Row { number: 181, method: Method::GET, operation_id: "getInvoice", tag: "invoices",
            path: "/api/invoices/v1/origin/{origin}/invoice/{invoiceNumber}",
            summary: "One invoice by company and number",
            policy: Policy { access: AccessRule::InvoiceOfVisible, upstream: System::Invoicing, cache: Caching::PerUser },
            answer: json::<ListInvoice>(), extras: Extras::NONE },
        Row { number: 182, method: Method::GET, operation_id: "getInvoiceByOriginPdf", tag: "invoices",
            path: "/api/invoices/v1/origin/{origin}/invoice/{invoiceNumber}/pdf",
            summary: "One invoice's PDF by company and number",
            policy: Policy { access: AccessRule::InvoiceOfVisible, upstream: System::Invoicing, cache: Caching::Never },
            answer: Answer::File, extras: Extras::NONE },
        Row { number: 183, method: Method::GET, operation_id: "getEInvoicing", tag: "invoices",
            path: "/api/invoices/v1/e-invoicing",
            summary: "E-invoicing status of the caller's invoicing customers",
            policy: Policy { access: AccessRule::Session, upstream: System::Invoicing, cache: Caching::Never },
            answer: json::<EInvoicing>(), extras: Extras { upstream_path: Some(upstream_clients::invoicing::paths::E_INVOICING_OF_SELF), ..Extras::NONE } },
        Row { number: 184, method: Method::GET, operation_id: "getEInvoiceBanks", tag: "invoices",
            path: "/api/invoices/v1/e-invoice-proposal/banks",
            summary: "Banks that offer e-invoices",
            policy: Policy { access: AccessRule::Session, upstream: System::Invoicing, cache: Caching::Shared },
            answer: json::<EInvoiceBanks>(), extras: Extras::NONE },
        Row { number: 185, method: Method::POST, operation_id: "sendEInvoiceProposal", tag: "invoices",
            path: "/api/invoices/v1/e-invoice-proposal",
            summary: "Propose e-invoicing to the bank",
            policy: Policy { access: AccessRule::InvoicingCodesOfSelf, upstream: System::Invoicing, cache: Caching::Never },
            answer: json::<EInvoiceProposal>(), extras: Extras { body: Some(body::<EInvoiceProposalRequest>(INVOICING_CODES, PROPOSAL)), ..Extras::NONE } },
    ]
}
