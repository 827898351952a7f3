//! A company's External API tokens (`/api/v2/b2b/company/{companyRef}/apiTokens`, A64), for its
//! main user: issue one for one of the company's places (shown once), list them by name and
//! prefix, revoke one. identity keeps them, as hashes.

use actix_web::http::Method;
use upstream_clients::identity::{ApiTokenList, ApiTokenRequest, IssuedApiToken};
use upstream_clients::System;

use crate::endpoint::{
    body, created, id, json, AccessRule, Answer, Caching, Examples, Extras, IdAt, IdKind, Policy,
    Row,
};

/// The company's main user, at identity; never cached (a token list must show a revocation).
const TOKENS_AT_IDENTITY: Policy = Policy {
    access: AccessRule::ApiTokens,
    upstream: System::Identity,
    cache: Caching::Never,
};

/// The place a token is for: assigned to the caller in the company.
const TOKEN_PLACE: &[IdAt] = &[id(IdKind::CompanyPlaceRef, &["locationRef"])];

/// #241's token for a place of CR-100.
const TOKEN: Examples = Examples::new(r#"{"locationRef": "LR300001", "name": "ERP"}"#, "{}");

#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 241, method: Method::POST, operation_id: "createApiToken", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/apiTokens",
            summary: "Issue an External API token for one place of the company; the token is shown this once",
            policy: TOKENS_AT_IDENTITY,
            answer: created::<IssuedApiToken>(), extras: Extras { body: Some(body::<ApiTokenRequest>(TOKEN_PLACE, TOKEN)), ..Extras::NONE } },
        Row { number: 242, method: Method::GET, operation_id: "getApiTokens", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/apiTokens",
            summary: "The company's External API tokens by name and prefix, never the tokens",
            policy: TOKENS_AT_IDENTITY,
            answer: json::<ApiTokenList>(), extras: Extras::NONE },
        Row { number: 243, method: Method::DELETE, operation_id: "revokeApiToken", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/apiTokens/{tokenId}",
            summary: "Revoke an External API token: its next call is refused",
            policy: TOKENS_AT_IDENTITY,
            answer: Answer::NoContent, extras: Extras::NONE },
    ]
}
