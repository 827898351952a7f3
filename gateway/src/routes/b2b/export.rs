//! The consumption exports of a company's places (`.../csv`): one place or composite (#206)
//! and many (#211), answered as CSV streamed from metering's export (A55, A63). A read right
//! on every exported place suffices; an export changes nothing, so it evicts nothing. #252
//! exports every place the caller sees that matches the list's filter ("Vie kaikki").

use actix_web::http::Method;
use upstream_clients::metering::{AllCsvExportRequest, CsvExportRequest, MassCsvExportRequest};

use crate::endpoint::{body, id, Answer, Examples, Extras, IdAt, IdKind, Policy, Row};

/// The places the body lists.
const PLACES: &[IdAt] = &[id(IdKind::Location, &["locationIdentifiers", "*"])];

/// #206: a day by the hour.
const PLACE_EXPORT: Examples = Examples::new(
    r#"{"from": "2025-10-01", "to": "2025-10-01", "resolution": "DAY"}"#,
    "{}",
);

/// #211: a day by the hour of a place and a composite.
const PLACES_EXPORT: Examples = Examples::new(
    r#"{"from": "2025-10-01", "to": "2025-10-01", "resolution": "DAY",
        "locationIdentifiers": ["KP300005", "CL100001"]}"#,
    "{}",
);

/// #252: a day by the hour of every electricity place the caller sees.
const ALL_EXPORT: Examples = Examples::new(
    r#"{"from": "2025-10-01", "to": "2025-10-01", "resolution": "DAY", "type": "ELECTRICITY"}"#,
    "{}",
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 206, method: Method::PUT, operation_id: "exportCompanyLocationCsv", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/csv",
            summary: "The consumption of a place (or of every place of a composite) over a period as CSV",
            policy: Policy::COMPANY_EXPORT_AT_METERING,
            answer: Answer::CsvExport, extras: Extras { body: Some(body::<CsvExportRequest>(&[], PLACE_EXPORT)), ..Extras::NONE } },
        Row { number: 211, method: Method::POST, operation_id: "exportCompanyLocationsCsv", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/csv",
            summary: "The consumption of many places of the company over a period as one CSV",
            policy: Policy::COMPANY_EXPORT_AT_METERING,
            answer: Answer::CsvExport, extras: Extras { body: Some(body::<MassCsvExportRequest>(PLACES, PLACES_EXPORT)), ..Extras::NONE } },
        Row { number: 252, method: Method::POST, operation_id: "exportAllCompanyLocationsCsv", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/csvAll",
            summary: "The consumption of every place of the company the caller sees that matches the list's filter, as one CSV; X-Export-Places tells how many places it holds",
            policy: Policy::COMPANY_EXPORT_AT_METERING,
            answer: Answer::CsvExport, extras: Extras { body: Some(body::<AllCsvExportRequest>(&[], ALL_EXPORT)), ..Extras::NONE } },
    ]
}
