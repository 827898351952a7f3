//! A company's use places for one of its users (`/api/v2/b2b/company/{companyRef}/servicelocation/
//! user/{userId}/...`): the location list, the reads of one place or composite and its labels.
//! A composite's id stands for every place of it: a place in a composite is addressed only by
//! the composite's id, and assignments are made per composite.

use actix_web::http::Method;
use upstream_clients::crm::{
    AdditionalServiceList, CompanyLocationPage, CompositeEligibleList, CompositeLocationList,
    ContractList, LabelsRequest, SORTING_MODES,
};
use upstream_clients::metering::{paths, LocationComparisons};
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind, UTILITY_TYPES};
use crate::endpoint::{
    body, complete, json, After, Answer, Completion, Extras, Param, Policy, Row, SecondRead,
};

/// The list query of §3 (A61 sort modes; `count` 1–100, default 20; `offset` 0-based).
const LIST_QUERY: &[Param] = &[
    optional(
        "searchString",
        Kind::Text,
        "Only places whose name, address or a label contains this, ignoring case",
    ),
    optional(
        "offset",
        Kind::Offset,
        "The 0-based index of the first place of the page (default 0)",
    ),
    optional("count", Kind::Count, "Places on a page, 1-100 (default 20)"),
    optional(
        "type",
        Kind::OneOf(UTILITY_TYPES),
        "Only places of this utility (default ALL)",
    ),
    optional(
        "sortingMode",
        Kind::OneOf(&SORTING_MODES),
        "The order of the list (default ADDRESS_ASC)",
    ),
];

/// What a confirmed label write makes stale, for each of the company's users: the lists and the
/// per-place reads §0.7 names (#200's items carry labels).
const LABELS_CHANGED: &[After] = &[After::EvictCompany(&[193, 194, 197, 198, 199, 200])];

/// #194: crm's list page (its places, order and paging), each place completed with metering's
/// comparison of its last full month, in one metering read for the whole page.
struct Comparisons;

impl Completion for Comparisons {
    type First = CompanyLocationPage;
    type Second = LocationComparisons;
    const UPSTREAM: System = System::Metering;

    fn request(page: &CompanyLocationPage) -> Option<SecondRead> {
        let ids: Vec<&str> = page
            .results
            .iter()
            .map(|item| item.location.location_identifier.as_str())
            .collect();
        (!ids.is_empty()).then(|| SecondRead {
            path: paths::LOCATION_COMPARISONS.map(str::to_owned).to_vec(),
            query: vec![("locationIdentifiers".to_owned(), ids.join(","))],
        })
    }

    fn merge(mut page: CompanyLocationPage, figures: LocationComparisons) -> CompanyLocationPage {
        for item in &mut page.results {
            item.comparison = figures
                .comparisons
                .iter()
                .find(|c| c.location_identifier == item.location.location_identifier)
                .cloned();
        }
        page
    }
}

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 193, method: Method::GET, operation_id: "listCompanyLocations", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/listSearch",
            summary: "A page of the company's places assigned to the caller, searched, filtered and sorted",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<CompanyLocationPage>(), extras: Extras { query: LIST_QUERY, ..Extras::NONE } },
        Row { number: 194, method: Method::GET, operation_id: "listCompanyLocationComparisons", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/listComparisons",
            summary: "The same page as listSearch, each place with its last full month against the same month a year before",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<CompanyLocationPage>(), extras: Extras { query: LIST_QUERY, complete: Some(complete::<Comparisons>()), ..Extras::NONE } },
        Row { number: 197, method: Method::GET, operation_id: "getCompanyLocationContracts", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/contracts",
            summary: "The contracts of a place, or of every place of a composite, with VAT",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<ContractList>(), extras: Extras::NONE },
        Row { number: 198, method: Method::GET, operation_id: "getCompanyLocationAdditionalServices", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/additionalServices",
            summary: "The add-on services a place (or each place of a composite) can have, and whether each is on",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<AdditionalServiceList>(), extras: Extras::NONE },
        Row { number: 199, method: Method::GET, operation_id: "getCompanyCompositesExisting", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/compositeExisting",
            summary: "The company's other composite locations assigned to the caller, with the caller's right on each",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<CompositeLocationList>(), extras: Extras::NONE },
        Row { number: 200, method: Method::GET, operation_id: "getCompanyCompositeEligible", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/compositeEligible",
            summary: "The caller's places of the company in no composite that could join this place or composite in one",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<CompositeEligibleList>(), extras: Extras::NONE },
        Row { number: 204, method: Method::PUT, operation_id: "addCompanyLocationLabels", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/addLabels",
            summary: "Add labels to a place (or to every place of a composite)",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<LabelsRequest>()), after: LABELS_CHANGED, ..Extras::NONE } },
        Row { number: 205, method: Method::PUT, operation_id: "removeCompanyLocationLabels", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/removeLabels",
            summary: "Remove labels from a place (or from every place of a composite)",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<LabelsRequest>()), after: LABELS_CHANGED, ..Extras::NONE } },
    ]
}
