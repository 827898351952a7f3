//! The `/api/v2/invoice` rows (and `/api/v3/invoice`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::invoicing::InvoiceBreakdown;
use upstream_clients::invoicing::InvoiceDetail;
use upstream_clients::invoicing::InvoiceDueDate;
use upstream_clients::invoicing::InvoiceDueDateRequest;
use upstream_clients::invoicing::InvoiceSummary;
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind, CONTRACT_TYPES};
use crate::endpoint::{
    body, json, AccessRule, After, Answer, Caching, Examples, Extras, Ownership, Policy, Row,
    SubResource,
};

/// #237's due date.
const DUE_DATE: Examples = Examples::new(r#"{"invoiceDueDateCode": "15"}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 160, method: Method::GET, operation_id: "getInvoiceSummary", tag: "invoices",
            path: "/api/v2/invoice/user/{userId}/location/{locationId}/summary",
            summary: "Invoices of a place with the due-date settings",
            policy: Policy::INVOICING_OF_PLACE,
            answer: json::<InvoiceSummary>(), extras: Extras { query: const { &[optional( "contractType", Kind::OneOf(CONTRACT_TYPES), "Only invoices of this contract type", )] }, ..Extras::NONE } },
        Row { number: 161, method: Method::GET, operation_id: "getInvoicePdf", tag: "invoices",
            path: "/api/v2/invoice/user/{userId}/location/{locationId}/pdf/{invoiceNumber}",
            summary: "An invoice as PDF",
            policy: Policy { access: AccessRule::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Invoicing, cache: Caching::Never },
            answer: Answer::File, extras: Extras { sub_resource: Some(SubResource { param: "invoiceNumber", listed_by: "getInvoiceSummary", at: &["invoices", "*", "invoiceNumber"], in_any_own_place: false }), ..Extras::NONE } },
        Row { number: 162, method: Method::GET, operation_id: "getInvoiceDetails", tag: "invoices",
            path: "/api/v2/invoice/user/{userId}/location/{locationId}/details/{invoiceNumber}",
            summary: "One invoice's detail",
            policy: Policy::INVOICING_OF_PLACE,
            answer: json::<InvoiceDetail>(), extras: Extras { sub_resource: Some(SubResource { param: "invoiceNumber", listed_by: "getInvoiceSummary", at: &["invoices", "*", "invoiceNumber"], in_any_own_place: false }), ..Extras::NONE } },
        Row { number: 251, method: Method::GET, operation_id: "getInvoiceBreakdown", tag: "invoices",
            path: "/api/v2/invoice/user/{userId}/location/{locationId}/breakdown/{invoiceNumber}",
            summary: "An invoice beside the portal's own bill, by day, and by slot for one day",
            policy: Policy::INVOICING_OF_PLACE,
            answer: json::<InvoiceBreakdown>(), extras: Extras { query: const { &[optional("date", Kind::Date, "A delivery day of the invoice: adds its slots (15 minutes from 1 Oct 2025, hours before)")] }, sub_resource: Some(SubResource { param: "invoiceNumber", listed_by: "getInvoiceSummary", at: &["invoices", "*", "invoiceNumber"], in_any_own_place: false }), ..Extras::NONE } },
        Row { number: 237, method: Method::PUT, operation_id: "changeInvoiceDueDate", tag: "invoices",
            path: "/api/v2/invoice/user/{userId}/location/{locationId}/dueDate",
            summary: "Change the invoices' due date (when the summary says canChangeDueDate)",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF_OWN_PLACE), upstream: System::Invoicing, cache: Caching::Never },
            answer: json::<InvoiceDueDate>(), extras: Extras { body: Some(body::<InvoiceDueDateRequest>(&[], DUE_DATE)), after: const { &[After::Evict(&["getInvoiceSummary", "getLocationDetails"])] }, ..Extras::NONE } },
    ]
}
