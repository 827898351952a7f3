//! A sub-user invited (spec §2: add user; the user create and identify modals; §3 account
//! modes; A57): crm records an invitation to the typed address, which its owner accepts or
//! declines when they sign in (`invitations.rs`); no one becomes a company's user without
//! consent. The answer is the same whoever has the address (an account or not, a customer or
//! staff): the invitation with the address typed, so the company learns nothing about it. For a
//! new account identity then creates it and e-mails its temporary password (crm+identity, A10:
//! crm owns the data and answers first); an existing account is told by crm's e-mail.

use actix_web::http::Method;
use upstream_clients::crm::{CompanyUserDetail, CreateCompanyUserRequest};

use crate::endpoint::{body, id, json, After, Examples, Extras, IdAt, IdKind, Policy, Row};

/// Scopes are dropped for everyone, not only the company's users: an identified account's
/// cached scope does not name the company yet. The identity half comes last, so a failing
/// invitation still leaves crm's confirmed change visible.
const USER_ADDED: &[After] = &[
    After::ForgetScopes,
    After::EvictCompanyPlaces,
    After::IdentityInvite,
];

/// The company's places a user is given.
const GIVEN_PLACES: &[IdAt] = &[id(
    IdKind::CompanyPlace,
    &["locations", "*", "compositeLocationIdentifier"],
)];

/// #224's new user with a new account, given the composite.
const NEW_USER: Examples = Examples::new(
    r#"{"accountMode": "CREATE_ACCOUNT_MODE", "email": "uusi.kayttaja@demo.example",
        "name": "Uusi Käyttäjä", "phone": "+358401112233",
        "locations": [{"compositeLocationIdentifier": "CL100001", "right": "FULL_ACCESS"}]}"#,
    "{}",
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 224, method: Method::POST, operation_id: "createCompanyUser", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/create",
            summary: "Adds a sub-user with places: a new account (CREATE_ACCOUNT_MODE, invited by e-mail) or an existing customer's (IDENTIFY_ACCOUNT_MODE)",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CompanyUserDetail>(),
            extras: Extras { body: Some(body::<CreateCompanyUserRequest>(GIVEN_PLACES, NEW_USER)), after: USER_ADDED, ..Extras::NONE } },
    ]
}
