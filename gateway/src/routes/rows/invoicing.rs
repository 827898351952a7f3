//! The read rows served by invoicing: invoices, their PDFs, e-invoicing, banks and documents.

use upstream_clients::invoicing::{
    Documents, EInvoiceBanks, EInvoicing, InvoiceDetail, InvoiceSummary, ListInvoice,
    LocationInvoices,
};
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind, CONTRACT_TYPES};
use crate::endpoint::{json, Access, Answer, Caching, Ownership, Row, SubResource};

use actix_web::http::Method;
use upstream_clients::invoicing::{
    EInvoiceProposal, EInvoiceProposalRequest, InvoiceDueDate, InvoiceDueDateRequest,
};

use crate::endpoint::{body, After, BodyId, BodyIds};

fn row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    let tag = if path.contains("/documents/") {
        "documents"
    } else {
        "invoices"
    };
    Row::get(System::Invoicing, tag, number, id, path, summary, answer)
}

/// #161, #162: the invoice must be one of the place's (#160's list).
const INVOICE_OF_PLACE: SubResource = SubResource {
    param: "invoiceNumber",
    listed_by: 160,
    at: &["invoices", "*", "invoiceNumber"],
    in_any_own_place: false,
};

pub fn rows() -> Vec<Row> {
    vec![
        row(
            160,
            "getInvoiceSummary",
            "/api/v2/invoice/user/{userId}/location/{locationId}/summary",
            "Invoices of a place with the due-date settings",
            json::<InvoiceSummary>(),
        )
        .query(
            const {
                &[optional(
                    "contractType",
                    Kind::OneOf(CONTRACT_TYPES),
                    "Only invoices of this contract type",
                )]
            },
        )
        .owner(Ownership::OWNER_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            161,
            "getInvoicePdf",
            "/api/v2/invoice/user/{userId}/location/{locationId}/pdf/{invoiceNumber}",
            "An invoice as PDF",
            Answer::File,
        )
        .owner(Ownership::OWNER_PLACE_CS)
        .sub_resource(INVOICE_OF_PLACE),
        row(
            162,
            "getInvoiceDetails",
            "/api/v2/invoice/user/{userId}/location/{locationId}/details/{invoiceNumber}",
            "One invoice's detail",
            json::<InvoiceDetail>(),
        )
        .owner(Ownership::OWNER_PLACE_CS)
        .cached(Caching::PerUser)
        .sub_resource(INVOICE_OF_PLACE),
        row(
            180,
            "getInvoices",
            "/api/invoices/v1/user/{userId}/location/{locationRef}",
            "Invoices of a place by its reference",
            json::<LocationInvoices>(),
        )
        .query(
            const {
                &[
                    optional("from-date", Kind::Date, "First due date, YYYY-MM-DD"),
                    optional("to-date", Kind::Date, "Last due date, YYYY-MM-DD"),
                    optional(
                        "include-details",
                        Kind::Bool,
                        "Include each invoice's detail",
                    ),
                ]
            },
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            181,
            "getInvoice",
            "/api/invoices/v1/origin/{origin}/invoice/{invoiceNumber}",
            "One invoice by company and number",
            json::<ListInvoice>(),
        )
        .access(Access::InvoiceOfVisible)
        .cached(Caching::PerUser),
        row(
            182,
            "getInvoiceByOriginPdf",
            "/api/invoices/v1/origin/{origin}/invoice/{invoiceNumber}/pdf",
            "One invoice's PDF by company and number",
            Answer::File,
        )
        .access(Access::InvoiceOfVisible),
        // Not user-specific in the path: invoicing answers for the session user (A51).
        row(
            183,
            "getEInvoicing",
            "/api/invoices/v1/e-invoicing",
            "E-invoicing status of the caller's invoicing customers",
            json::<EInvoicing>(),
        )
        .upstream_path(upstream_clients::invoicing::paths::E_INVOICING_OF_SELF),
        row(
            184,
            "getEInvoiceBanks",
            "/api/invoices/v1/e-invoice-proposal/banks",
            "Banks that offer e-invoices",
            json::<EInvoiceBanks>(),
        )
        .cached(Caching::Shared),
        row(
            188,
            "getDocuments",
            "/api/documents/v1/user/{userId}/location/{locationRef}",
            "Documents of a place",
            json::<Documents>(),
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            189,
            "getDocument",
            "/api/documents/v1/user/{userId}/location/{locationRef}/document/{documentId}",
            "One document file",
            Answer::File,
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .sub_resource(SubResource {
            param: "documentId",
            listed_by: 188,
            at: &["items", "*", "documentId"],
            in_any_own_place: false,
        }),
        // Writes (issue 5).
        Row::write(
            Method::POST,
            System::Invoicing,
            "invoices",
            185,
            "sendEInvoiceProposal",
            "/api/invoices/v1/e-invoice-proposal",
            "Propose e-invoicing to the bank",
        )
        .access(Access::InvoicingCodesOfSelf)
        .body(body::<EInvoiceProposalRequest>())
        .answer(json::<EInvoiceProposal>()),
        Row::write(
            Method::PUT,
            System::Invoicing,
            "invoices",
            237,
            "changeInvoiceDueDate",
            "/api/v2/invoice/user/{userId}/location/{locationId}/dueDate",
            "Change the invoices' due date (when the summary says canChangeDueDate)",
        )
        .owner(Ownership::SELF_OWN_PLACE)
        .body(body::<InvoiceDueDateRequest>())
        .answer(json::<InvoiceDueDate>())
        // Not in §0.7, but the invoice summary shows the due date and is cached.
        .after(const { &[After::Evict(&[160, 117])] }),
    ]
}

impl BodyIds for EInvoiceProposalRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![
            BodyId::InvoicingCustomer(self.invoicing_customer_code.clone()),
            BodyId::InvoicingContract(self.invoicing_contract_code.clone()),
        ]
    }
}

impl BodyIds for InvoiceDueDateRequest {}
