//! A company's users as the user-management panels read them (spec §2; A57): who the main user
//! is and who the caller is (any member of the company), the company's users, one user with the
//! places they are given and the places a user could still be given (the main user; a member
//! may read their own reference). No `{userId}`: the caller is the session's user, and a
//! `{userRef}` or `userReferenceId` must be one of the company's users. Never cached (§0.6
//! says no): they are the management panels' own reads, right after the writes that change
//! them, so a cached copy would be evicted before it was read again. The main user deletes a
//! sub-user at the same path (#254, this project's row: the contract has none).

use actix_web::http::Method;
use upstream_clients::crm::{
    CompanyUser, CompanyUserDetail, CompanyUserList, EligibleLocationList, UserBasicInfo,
    USER_PLACE_STATUSES,
};

use super::USERS_CHANGED;
use crate::endpoint::params::{optional, required, Kind, USER_REFERENCE};
use crate::endpoint::{json, Answer, Audit, Extras, Param, Policy, Row};

/// #226's `status` (A57, rule P1): only the places of one right; #221 and #222 take it too.
pub(super) const STATUS_QUERY: &[Param] = &[optional(
    "status",
    Kind::OneOf(&USER_PLACE_STATUSES),
    "Only the places the user has this right on (default ALL)",
)];

/// #230's `userReferenceId`: a user of the company.
const USER_QUERY: &[Param] = &[required(
    USER_REFERENCE,
    Kind::UserReference,
    "The user of the company whose missing places to list",
)];

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 226, method: Method::GET, operation_id: "getCompanyUser", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/userReference/{userRef}",
            summary: "One user of the company with the places they are given and their right on each, by address",
            policy: Policy::COMPANY_MEMBER_AT_CRM,
            answer: json::<CompanyUserDetail>(), extras: Extras { query: STATUS_QUERY, ..Extras::NONE } },
        Row { number: 227, method: Method::GET, operation_id: "getCompanyUserBasicInfo", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/userBasicInfo",
            summary: "The caller as a user of the company: their reference, whether they are its main user, the company",
            policy: Policy::COMPANY_MEMBER_AT_CRM,
            answer: json::<UserBasicInfo>(), extras: Extras::NONE },
        Row { number: 228, method: Method::GET, operation_id: "getCompanyMainUser", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/mainUser",
            summary: "The company's one main user",
            policy: Policy::COMPANY_MEMBER_AT_CRM,
            answer: json::<CompanyUser>(), extras: Extras::NONE },
        Row { number: 229, method: Method::GET, operation_id: "listCompanyUsers", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/existingUsers",
            summary: "The company's users, the main user first, then the others by name",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CompanyUserList>(), extras: Extras::NONE },
        Row { number: 230, method: Method::GET, operation_id: "listCompanyUserEligibleLocations", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/eligibleLocations",
            summary: "The company's places (a composite once) the user is not given yet, by address",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<EligibleLocationList>(), extras: Extras { query: USER_QUERY, ..Extras::NONE } },
        Row { number: 254, method: Method::DELETE, operation_id: "deleteCompanyUser", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/userReference/{userRef}",
            summary: "Deletes a sub-user from the company with every place given to them (their account stays); not the main user",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: Answer::NoContent,
            // Removing a person from a company is recorded like a staff write, so who removed
            // whom can be answered later.
            extras: Extras { after: USERS_CHANGED, audit: Some(Audit::AdminWrite), ..Extras::NONE } },
    ]
}
