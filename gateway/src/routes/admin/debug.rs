//! The developers' debug views (A23, #42–#47): a portal user's mappings at crm, which #42 has
//! crm rebuild, and a customer of an origin with its contracts, raw (crm's stored record, passed
//! through untyped) beside the portal's view of the same data (typed like #109 and #110).

use actix_web::http::Method;
use upstream_clients::crm::{ContractList, Customership, RawRecord, UserMappingInfo};
use upstream_clients::System;

use super::DEVELOPERS;
use crate::endpoint::{json, After, Caching, Extras, Policy, Row};

/// Debug is the developers' tool (A14); never cached, so it shows what crm holds now.
const DEBUG: Policy = Policy {
    access: DEVELOPERS,
    upstream: System::Crm,
    cache: Caching::Never,
};

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 42, method: Method::POST, operation_id: "refreshUserMappings", tag: "admin",
            path: "/api/admin/refresh-user-mappings/{userId}",
            summary: "Have crm rebuild a user's mappings; the user's cached answers are dropped (A11, A23)",
            policy: DEBUG,
            answer: json::<UserMappingInfo>(), extras: Extras { after: &[After::EvictPathUser, After::ForgetScopes], ..Extras::NONE } },
        Row { number: 43, method: Method::GET, operation_id: "getUserMappingInfo", tag: "admin",
            path: "/api/admin/info/{userId}",
            summary: "What crm maps a portal user to (A23)",
            policy: DEBUG,
            answer: json::<UserMappingInfo>(), extras: Extras::NONE },
        Row { number: 44, method: Method::GET, operation_id: "getRawCustomer", tag: "admin",
            path: "/api/admin/raw/origin/{origin}/customer/{customerCode}",
            summary: "A customer as crm stores it (A23)",
            policy: DEBUG,
            answer: json::<RawRecord>(), extras: Extras::NONE },
        Row { number: 45, method: Method::GET, operation_id: "getRawCustomerContracts", tag: "admin",
            path: "/api/admin/raw/origin/{origin}/customer/{customerCode}/contracts",
            summary: "A customer's contracts as crm stores them (A23)",
            policy: DEBUG,
            answer: json::<RawRecord>(), extras: Extras::NONE },
        Row { number: 46, method: Method::GET, operation_id: "getCrmCustomer", tag: "admin",
            path: "/api/admin/crm/origin/{origin}/customer/{customerCode}",
            summary: "A customer as the portal reads it: its customership (A23)",
            policy: DEBUG,
            answer: json::<Customership>(), extras: Extras::NONE },
        Row { number: 47, method: Method::GET, operation_id: "getCrmCustomerContracts", tag: "admin",
            path: "/api/admin/crm/origin/{origin}/customer/{customerCode}/contracts",
            summary: "A customer's contracts as the portal reads them (A23)",
            policy: DEBUG,
            answer: json::<ContractList>(), extras: Extras::NONE },
    ]
}
