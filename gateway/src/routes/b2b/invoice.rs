//! The consumer invoice rows mirrored for a company's place or composite (A54): the summary,
//! an invoice's PDF, its detail and its breakdown ("Laskun erittely"), each narrowed to the invoice dates `searchStart..=searchEnd`,
//! with the consumer rows' types. invoicing answers a composite as its first member.

use actix_web::http::Method;
use upstream_clients::invoicing::{InvoiceBreakdown, InvoiceDetail, InvoiceSummary};
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{json, AccessRule, Answer, Caching, Extras, Param, Policy, Row, SubResource};

/// The period of every row: invoice dates from `searchStart` to `searchEnd`, each end optional.
const PERIOD: &[Param] = &[
    optional(
        "searchStart",
        Kind::Date,
        "Invoices dated on or after this day, YYYY-MM-DD",
    ),
    optional(
        "searchEnd",
        Kind::Date,
        "Invoices dated on or before this day, YYYY-MM-DD",
    ),
];

/// The breakdown's period and the delivery day whose slots it adds.
const BREAKDOWN_QUERY: &[Param] = &[
    PERIOD[0],
    PERIOD[1],
    optional(
        "date",
        Kind::Date,
        "A delivery day of the invoice: adds its slots (15 minutes from 1 Oct 2025, hours before)",
    ),
];

/// An invoice number in the path must be one #217 lists for the place.
const INVOICE_OF_PLACE: Option<SubResource> = Some(SubResource {
    param: "invoiceNumber",
    listed_by: "getCompanyInvoiceSummary",
    at: &["invoices", "*", "invoiceNumber"],
    in_any_own_place: false,
});

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 217, method: Method::GET, operation_id: "getCompanyInvoiceSummary", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/invoice/summary",
            summary: "Invoices of a company's place or composite in a period, with the due-date settings",
            policy: Policy::COMPANY_CACHED_AT_INVOICING,
            answer: json::<InvoiceSummary>(), extras: Extras { query: PERIOD, ..Extras::NONE } },
        Row { number: 218, method: Method::GET, operation_id: "getCompanyInvoicePdf", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/invoice/pdf/{invoiceNumber}",
            summary: "An invoice of a company's place or composite as PDF",
            policy: Policy { access: AccessRule::Company, upstream: System::Invoicing, cache: Caching::Never },
            answer: Answer::File, extras: Extras { query: PERIOD, sub_resource: INVOICE_OF_PLACE, ..Extras::NONE } },
        Row { number: 219, method: Method::GET, operation_id: "getCompanyInvoiceDetails", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/invoice/details/{invoiceNumber}",
            summary: "One invoice's detail, of a company's place or composite",
            policy: Policy::COMPANY_CACHED_AT_INVOICING,
            answer: json::<InvoiceDetail>(), extras: Extras { query: PERIOD, sub_resource: INVOICE_OF_PLACE, ..Extras::NONE } },
        Row { number: 253, method: Method::GET, operation_id: "getCompanyInvoiceBreakdown", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/invoice/breakdown/{invoiceNumber}",
            summary: "A company invoice beside the portal's own bill, by day, and by slot for one day",
            policy: Policy::COMPANY_CACHED_AT_INVOICING,
            answer: json::<InvoiceBreakdown>(), extras: Extras { query: BREAKDOWN_QUERY, sub_resource: INVOICE_OF_PLACE, ..Extras::NONE } },
    ]
}
