//! A company's use places for one of its users (`/api/v2/b2b/company/{companyRef}/servicelocation/
//! user/{userId}/...`): the location list, the reads of one place or composite and its labels.
//! A composite's id stands for every place of it: a place in a composite is addressed only by
//! the composite's id, and assignments are made per composite.

use actix_web::http::Method;
use upstream_clients::crm::{
    AdditionalServiceList, CompanyLocationDetailsRequest, CompanyLocationPage,
    CompanyLocationSummary, CompositeEligibleList, CompositeLocationList, ConsumptionTotal,
    ContractList, LabelsRequest, SetContentOrderRequest, SORTING_MODES,
};
use upstream_clients::metering::{
    paths, ConsumptionGraph, ConsumptionProfile, LocationComparison, LocationComparisons,
    MeteringOverview,
};
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind, UTILITY_TYPES};
use crate::endpoint::{
    body, complete, id, json, AccessRule, After, Answer, Caching, Completion, Examples, Extras,
    IdAt, IdKind, Param, Policy, Row, SecondRead,
};

/// `searchString` of the list and the summary.
const SEARCH: Param = optional(
    "searchString",
    Kind::Text,
    "Only places whose name, address or a label contains this, ignoring case, or that belong to a composite whose id or name does",
);

/// `type` of the list and the summary.
const UTILITY: Param = optional(
    "type",
    Kind::OneOf(UTILITY_TYPES),
    "Only places of this utility (default ALL)",
);

/// The list query of §3 (A61 sort modes and their extension by a month's consumption and cost;
/// `count` 1–100, default 20; `offset` 0-based).
const LIST_QUERY: &[Param] = &[
    SEARCH,
    optional(
        "offset",
        Kind::Offset,
        "The 0-based index of the first place of the page (default 0)",
    ),
    optional("count", Kind::Count, "Places on a page, 1-100 (default 20)"),
    UTILITY,
    optional(
        "sortingMode",
        Kind::OneOf(&SORTING_MODES),
        "The order of the list (default ADDRESS_ASC); CONSUMPTION and COST rank by the month of year and month",
    ),
    optional(
        "year",
        Kind::Year,
        "With month: the month the CONSUMPTION and COST modes rank by (default the last full month)",
    ),
    optional(
        "month",
        Kind::Month,
        "With year: 1-12, a full month of measured data",
    ),
];

/// #195's query: what narrows the list, without paging or order (A1: `(searchString, type)`).
const SUMMARY_QUERY: &[Param] = &[SEARCH, UTILITY];

/// What a confirmed write of the places' labels, names or order makes stale, for each of the
/// company's users: the lists and the per-place reads §0.7 names (#200's items carry labels).
const PLACES_CHANGED: &[After] = &[After::EvictCompany(&[
    "listCompanyLocations",
    "listCompanyLocationComparisons",
    "getCompanyLocationSummary",
    "getCompanyLocationDetails",
    "getCompanyLocationContracts",
    "getCompanyLocationAdditionalServices",
    "getCompanyCompositesExisting",
    "getCompanyCompositeEligible",
    "getCompanyLocationGraph",
    "getCompanyLocationAverages",
])];

/// metering's comparisons of the places `ids`: reads of at most the places metering takes in
/// one; none to ask for no place.
fn comparisons_of<'a>(ids: impl Iterator<Item = &'a str>) -> Vec<SecondRead> {
    let ids: Vec<&str> = ids.collect();
    SecondRead::listing(
        &paths::LOCATION_COMPARISONS,
        "locationIdentifiers",
        &ids,
        paths::MAX_COMPARED_LOCATIONS,
    )
}

/// Every comparison of the answers to [`comparisons_of`]'s reads, in order.
fn every_comparison(parts: Vec<LocationComparisons>) -> impl Iterator<Item = LocationComparison> {
    parts.into_iter().flat_map(|part| part.comparisons)
}

/// #194: crm's list page (its places, order and paging), each place completed with metering's
/// comparison of its last full month (a page of at most 100 places is one metering read).
struct Comparisons;

impl Completion for Comparisons {
    type First = CompanyLocationPage;
    type Second = LocationComparisons;
    const UPSTREAM: System = System::Metering;

    fn requests(page: &CompanyLocationPage) -> Vec<SecondRead> {
        comparisons_of(
            page.results
                .iter()
                .map(|item| item.location.location_identifier.as_str()),
        )
    }

    fn merge(
        mut page: CompanyLocationPage,
        parts: Vec<LocationComparisons>,
    ) -> CompanyLocationPage {
        let figures: Vec<LocationComparison> = every_comparison(parts).collect();
        for item in &mut page.results {
            item.comparison = figures
                .iter()
                .find(|c| c.location_identifier == item.location.location_identifier)
                .cloned();
        }
        page
    }
}

/// #195: crm's count of the matching places, completed with metering's comparisons of all of
/// them added up per unit. A company of more places than metering compares in one read is
/// asked in several; when any of them fails, the summary fails (never a partial total).
struct Summary;

impl Completion for Summary {
    type First = CompanyLocationSummary;
    type Second = LocationComparisons;
    const UPSTREAM: System = System::Metering;

    fn requests(summary: &CompanyLocationSummary) -> Vec<SecondRead> {
        comparisons_of(summary.location_identifiers.iter().map(String::as_str))
    }

    fn merge(
        mut summary: CompanyLocationSummary,
        parts: Vec<LocationComparisons>,
    ) -> CompanyLocationSummary {
        // Summed in whole Wh (metering gives kWh to three decimals), so that a total of many
        // places is exact and is turned back into kWh once, at the edge.
        let mut sums: Vec<(String, String, u32, i64, i64)> = Vec::new();
        for figure in every_comparison(parts) {
            let index = match sums
                .iter()
                .position(|(unit, month, ..)| *unit == figure.unit && *month == figure.month)
            {
                Some(index) => index,
                None => {
                    sums.push((figure.unit.clone(), figure.month.clone(), 0, 0, 0));
                    sums.len() - 1
                }
            };
            let sum = &mut sums[index];
            sum.2 += 1;
            sum.3 += watt_hours(figure.consumption);
            sum.4 += watt_hours(figure.previous_year_consumption);
        }
        let mut totals: Vec<ConsumptionTotal> = sums
            .into_iter()
            .map(|(unit, month, locations, now, before)| ConsumptionTotal {
                unit,
                month,
                locations,
                consumption: now as f64 / 1000.0,
                previous_year_consumption: before as f64 / 1000.0,
                delta: change_percent(now, before),
            })
            .collect();
        totals.sort_by(|a, b| a.unit.cmp(&b.unit).then_with(|| a.month.cmp(&b.month)));
        summary.consumption = totals;
        summary
    }
}

/// A metering figure in kWh (three decimals) as whole Wh.
fn watt_hours(kwh: f64) -> i64 {
    (kwh * 1000.0).round() as i64
}

/// The change from `before` to `now` in percent with one decimal; 0 when either is nothing.
fn change_percent(now: i64, before: i64) -> f64 {
    if now == 0 || before == 0 {
        return 0.0;
    }
    // Tenths of a percent, rounded half away from zero in integers: twice the quotient,
    // truncated, plus its sign, halved (truncated) again.
    let doubled = i128::from(now - before) * 2000 / i128::from(before);
    ((doubled + doubled.signum()) / 2) as f64 / 10.0
}
/// The places an order lists.
const ORDER: &[IdAt] = &[id(IdKind::Location, &["order", "*"])];

/// #204 and #205: a label added, then removed again.
const LABELS: Examples = Examples::new(r#"{"labels": ["Kiinteistö"]}"#, "{}");

/// #207's name for a place.
const PLACE_DETAILS: Examples = Examples::new(r#"{"name": "Vaasan tehdas"}"#, "{}");

/// #210's order of a place and the composite.
const COMPANY_ORDER: Examples = Examples::new(r#"{"order": ["KP300020", "CL100001"]}"#, "{}");

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
        Row { number: 195, method: Method::GET, operation_id: "getCompanyLocationSummary", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/listSummary",
            summary: "The caller's places of the company that match, counted, with their last full month's consumption added up per unit",
            policy: Policy::COMPANY_CACHED_AT_CRM,
            answer: json::<CompanyLocationSummary>(), extras: Extras { query: SUMMARY_QUERY, complete: Some(complete::<Summary>()), ..Extras::NONE } },
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
        Row { number: 201, method: Method::GET, operation_id: "getCompanyLocationGraph", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/graph",
            summary: "The current month's consumption chart of a place (a composite's: its places' added up slot by slot): electricity in kWh with the temperature, price, comparison and reactive power overlays, district heating in MWh a day with the temperature and comparison",
            policy: Policy::COMPANY_CACHED_AT_METERING,
            answer: json::<ConsumptionGraph>(), extras: Extras::NONE },
        Row { number: 202, method: Method::GET, operation_id: "getCompanyLocationCurrent", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/current",
            summary: "The current figures of a place (a composite's: its places' use and cost added up): yesterday, last week and month, the market price now, the budget",
            policy: Policy { access: AccessRule::Company, upstream: System::Metering, cache: Caching::Never },
            answer: json::<MeteringOverview>(), extras: Extras::NONE },
        Row { number: 203, method: Method::GET, operation_id: "getCompanyLocationAverages", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/averages",
            summary: "The average day of the last full month of a place (a composite's: its places' added up), by hour, weekdays and weekends apart",
            policy: Policy::COMPANY_CACHED_AT_METERING,
            answer: json::<ConsumptionProfile>(), extras: Extras::NONE },
        Row { number: 204, method: Method::PUT, operation_id: "addCompanyLocationLabels", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/addLabels",
            summary: "Add labels to a place (or to every place of a composite)",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<LabelsRequest>(&[], LABELS)), after: PLACES_CHANGED, ..Extras::NONE } },
        Row { number: 205, method: Method::PUT, operation_id: "removeCompanyLocationLabels", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/removeLabels",
            summary: "Remove labels from a place (or from every place of a composite)",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<LabelsRequest>(&[], LABELS)), after: PLACES_CHANGED, ..Extras::NONE } },
        Row { number: 207, method: Method::POST, operation_id: "setCompanyLocationDetails", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/setLocationDetails",
            summary: "Name a place (or a composite) for every user of the company",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<CompanyLocationDetailsRequest>(&[], PLACE_DETAILS)), after: PLACES_CHANGED, ..Extras::NONE } },
        Row { number: 210, method: Method::POST, operation_id: "setCompanyContentOrder", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/setContentOrder",
            summary: "The caller's own order of the company's places (CONTENT_ORDER): the listed places first, the rest after them",
            policy: Policy::COMPANY_PERSONAL_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<SetContentOrderRequest>(ORDER, COMPANY_ORDER)), after: PLACES_CHANGED, ..Extras::NONE } },
    ]
}

#[cfg(test)]
mod tests {
    use super::{change_percent, watt_hours};

    #[test]
    fn totals_are_whole_watt_hours_summed_exactly() {
        // 0.1 + 0.2 kWh in f64 is 0.30000000000000004; in Wh it is 300.
        let sum = watt_hours(0.1) + watt_hours(0.2);
        assert_eq!(sum, 300);
        assert_eq!(sum as f64 / 1000.0, 0.3);
        assert_eq!(watt_hours(1649.244), 1_649_244);
    }

    #[test]
    fn change_is_rounded_once_half_away_from_zero() {
        assert_eq!(change_percent(1_015, 1_000), 1.5);
        assert_eq!(change_percent(985, 1_000), -1.5);
        assert_eq!(change_percent(10_014, 10_000), 0.1);
        assert_eq!(change_percent(10_015, 10_000), 0.2);
        assert_eq!(change_percent(9_985, 10_000), -0.2);
        assert_eq!(change_percent(2_000, 3_000), -33.3);
        assert_eq!(change_percent(0, 1_000), 0.0);
        assert_eq!(change_percent(1_000, 0), 0.0);
    }
}
