//! The External API (`/api/external/v1/...`, rows #233–#236, A58): called by a company's own
//! systems with an `Authorization: Bearer` token from #241 instead of a cookie session. Each
//! token answers for its one place: a `{locationRef}` must be it, and the rows without one answer
//! for it. Cached per token.

use actix_web::http::Method;
use upstream_clients::crm::{ListLocation, PlaceNameRequest};
use upstream_clients::metering::{ExternalTimeseries, PricingData};
use upstream_clients::System;

use crate::endpoint::params::{required, Kind, RESOLUTIONS};
use crate::endpoint::{body, json, AccessRule, After, Caching, Examples, Extras, Policy, Row};

/// The token's place at crm, cached under the token (§0.6: these reads are cacheable).
const CRM_OF_TOKEN: Policy = Policy {
    access: AccessRule::ExternalBearer,
    upstream: System::Crm,
    cache: Caching::PerUser,
};

/// The token's place at metering, cached under the token.
const METERING_OF_TOKEN: Policy = Policy {
    upstream: System::Metering,
    ..CRM_OF_TOKEN
};

/// What a rename makes stale: the place's #233 for every token of it, and the company's lists
/// that show the place's name (#193, #194, #200), for every user of the company.
const RENAMED: &[After] = &[
    After::Evict(&["getExternalServiceLocation"]),
    After::EvictCompany(&[
        "listCompanyLocations",
        "listCompanyLocationComparisons",
        "getCompanyCompositeEligible",
    ]),
];

/// #234's name for the token's place.
const PLACE_NAME: Examples = Examples::new(r#"{"name": "Varasto 3"}"#, "{}");

#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 233, method: Method::GET, operation_id: "getExternalServiceLocation", tag: "external",
            path: "/api/external/v1/servicelocations/{locationRef}",
            summary: "The token's place: ids, utility, the company's name for it and address",
            policy: CRM_OF_TOKEN,
            answer: json::<ListLocation>(), extras: Extras::NONE },
        Row { number: 234, method: Method::PUT, operation_id: "setExternalServiceLocation", tag: "external",
            path: "/api/external/v1/servicelocations/{locationRef}",
            summary: "Rename the token's place (the company's name for it)",
            policy: Policy { cache: Caching::Never, ..CRM_OF_TOKEN },
            answer: json::<ListLocation>(), extras: Extras { body: Some(body::<PlaceNameRequest>(&[], PLACE_NAME)), after: RENAMED, ..Extras::NONE } },
        Row { number: 235, method: Method::GET, operation_id: "getExternalTimeseries", tag: "external",
            path: "/api/external/v1/timeseries/electricity/{timeseriesType}",
            summary: "A series of the token's place (consumption, market-price or temperature) between two instants",
            policy: METERING_OF_TOKEN,
            answer: json::<ExternalTimeseries>(), extras: Extras { query: const { &[required("resolution", Kind::OneOf(RESOLUTIONS), "The step of the points: DAY_QUARTERLY 15 min, DAY an hour, WEEK and MONTH a day, YEAR a month, YEARS a year"), required("startTime", Kind::DateTime, "First instant, ISO 8601 with an offset"), required("endTime", Kind::DateTime, "End instant (excluded), ISO 8601 with an offset")] }, upstream_path: Some("/external/v1/user/{self}/location/{locationId}/timeseries/electricity/{timeseriesType}"), ..Extras::NONE } },
        Row { number: 236, method: Method::GET, operation_id: "getExternalPricing", tag: "external",
            path: "/api/external/v1/consumption/pricing",
            summary: "The month's price components of the token's place",
            policy: METERING_OF_TOKEN,
            answer: json::<PricingData>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, upstream_path: Some("/v2/consumption/pricing/user/{self}/location/{locationId}"), ..Extras::NONE } },
    ]
}
