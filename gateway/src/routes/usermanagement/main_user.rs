//! Main-user rights passed on (spec §2 main user management, §6: one main user a company;
//! A57): the target, a user of the company, becomes its main user and the caller a sub-user
//! with FULL_ACCESS on every place. crm's refusal reaches the transfer error dialog as
//! `MAIN_USER_TRANSFER_FAILED` with crm's own code in `errorCode` (A6).

use actix_web::http::Method;
use upstream_clients::crm::{CompanyUserList, TransferMainUserRequest};

use super::USERS_CHANGED;
use crate::endpoint::{body, id, json, Examples, Extras, IdAt, IdKind, Policy, Row};

/// The code a refused transfer answers (A6); crm's reason goes in `errorCode`.
pub const MAIN_USER_TRANSFER_FAILED: &str = "MAIN_USER_TRANSFER_FAILED";

/// The company's user #223 hands the main user's rights to.
const NEW_MAIN_USER: &[IdAt] = &[id(IdKind::CompanyUser, &["userReferenceId"])];

/// #223 hands the main user's rights to lukija.
const MAIN_USER: Examples = Examples::new(r#"{"userReferenceId": "UR-100-01"}"#, "{}");

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 223, method: Method::POST, operation_id: "transferCompanyMainUserRights", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/transferMainUserRights",
            summary: "Makes a user of the company its main user; the caller becomes a sub-user with FULL_ACCESS on every place. Answers the company's users",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CompanyUserList>(),
            extras: Extras {
                body: Some(body::<TransferMainUserRequest>(NEW_MAIN_USER, MAIN_USER)),
                after: USERS_CHANGED,
                refused_as: Some(MAIN_USER_TRANSFER_FAILED),
                ..Extras::NONE
            } },
    ]
}
