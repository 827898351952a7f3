//! The consumer pricing rows mirrored for a company's place or composite (A54): the month's
//! price components, the add-on products (read, ordered, ended) and the product comparison,
//! with the consumer rows' types. metering answers a composite as its first member.

use actix_web::http::Method;
use upstream_clients::metering::{
    PricingData, ProductComparison, ProductConfiguration, ProductConfigurationRequest,
};

use crate::endpoint::params::{required, Kind};
use crate::endpoint::{body, json, After, Answer, Examples, Extras, Policy, Row};

/// What a confirmed add-on write makes stale (§0.7), for every user of the company, who all
/// read the same place's prices: and the place's cards, as #122 evicts #117's.
const PRODUCTS_CHANGED: &[After] = &[After::EvictCompany(&[
    "getCompanyLocationPricing",
    "getCompanyProductConfiguration",
    "getCompanyProductComparison",
    "getCompanyLocationDetails",
])];

/// #214: home insurance is a household product; a company's place can have green power.
const COMPANY_PRODUCT: Examples = Examples::new(r#"{"product": "GREEN_POWER"}"#, "{}");

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 212, method: Method::GET, operation_id: "getCompanyLocationPricing", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/pricing",
            summary: "The month's price components of a company's place or composite",
            policy: Policy::COMPANY_CACHED_AT_METERING,
            answer: json::<PricingData>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 213, method: Method::GET, operation_id: "getCompanyProductConfiguration", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/productConfiguration",
            summary: "Add-on products (green power) of a company's place or composite",
            policy: Policy::COMPANY_CACHED_AT_METERING,
            answer: json::<ProductConfiguration>(), extras: Extras::NONE },
        Row { number: 214, method: Method::POST, operation_id: "setCompanyProductConfiguration", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/productConfiguration",
            summary: "Order an add-on product for a company's place or composite",
            policy: Policy::COMPANY_SAVE_AT_METERING,
            answer: json::<ProductConfiguration>(), extras: Extras { body: Some(body::<ProductConfigurationRequest>(&[], COMPANY_PRODUCT)), after: PRODUCTS_CHANGED, ..Extras::NONE } },
        Row { number: 215, method: Method::DELETE, operation_id: "deleteCompanyProductConfiguration", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/productConfiguration",
            summary: "End the add-on products of a company's place or composite",
            policy: Policy::COMPANY_SAVE_AT_METERING,
            answer: Answer::NoContent, extras: Extras { after: PRODUCTS_CHANGED, ..Extras::NONE } },
        Row { number: 216, method: Method::GET, operation_id: "getCompanyProductComparison", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/productComparison",
            summary: "Spot, fixed and green power compared by building package, for a company's place or composite",
            policy: Policy::COMPANY_CACHED_AT_METERING,
            answer: json::<ProductComparison>(), extras: Extras::NONE },
    ]
}
