//! The company's customerships (spec §2 add customership; A57): one read with the places it
//! brings (#231), one added by its energy company and customer code (#225) and one removed
//! with its places (#232). #231 and #232 name the customership in the query (`company`,
//! `customerCode`), which must be one of the company's.

use actix_web::http::Method;
use upstream_clients::crm::{AddCustomershipRequest, CustomershipDetails};

use super::USERS_CHANGED;
use crate::endpoint::params::{required, Kind, COMPANIES, CUSTOMERSHIP_COMPANY, CUSTOMER_CODE};
use crate::endpoint::{body, json, Answer, Examples, Extras, Param, Policy, Row};

/// The customership #231 and #232 name.
const CUSTOMERSHIP_QUERY: &[Param] = &[
    required(
        CUSTOMERSHIP_COMPANY,
        Kind::OneOf(COMPANIES),
        "The energy company of the customership",
    ),
    required(
        CUSTOMER_CODE,
        Kind::CustomerCode,
        "The company's customer code there",
    ),
];

/// #225 adds back CR-100's customership at SV (the one #232 removes).
const CUSTOMERSHIP: Examples =
    Examples::new(r#"{"company": "SV", "customerCode": "A2000003"}"#, "{}");

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 225, method: Method::POST, operation_id: "addCompanyCustomership", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/addCustomership",
            summary: "Adds the company's customership at an energy company with its places; answers it as #231",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CustomershipDetails>(),
            extras: Extras { body: Some(body::<AddCustomershipRequest>(&[], CUSTOMERSHIP)), after: USERS_CHANGED, ..Extras::NONE } },
        Row { number: 231, method: Method::GET, operation_id: "getCompanyCustomership", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/customershipDetails",
            summary: "One customership of the company with the places under it, by address",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CustomershipDetails>(), extras: Extras { query: CUSTOMERSHIP_QUERY, ..Extras::NONE } },
        Row { number: 232, method: Method::DELETE, operation_id: "removeCompanyCustomership", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/removeCustomership",
            summary: "Removes a customership of the company with its places (not the company's last one)",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: Answer::NoContent, extras: Extras { query: CUSTOMERSHIP_QUERY, after: USERS_CHANGED, ..Extras::NONE } },
    ]
}
