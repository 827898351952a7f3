//! The `/api/v2/user` rows (and `/api/v3/user`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::ChangeEmailAddressRequest;
use upstream_clients::crm::ContractList;
use upstream_clients::crm::CustomershipList;
use upstream_clients::crm::EmailSubscriptionRequest;
use upstream_clients::crm::NewContractInfo;
use upstream_clients::crm::RegisterRequest;
use upstream_clients::crm::RegisteredUser;
use upstream_clients::crm::SetPropertyRequest;
use upstream_clients::crm::StrongAuthRequest;
use upstream_clients::crm::UserProfile;
use upstream_clients::crm::UserUi;
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{body, json, Access, After, Answer, Caching, Extras, Op, Ownership, Row};
use crate::routes::groups::{OWN_AT_CRM, OWN_CACHED_AT_CRM, SUBJECT_AT_CRM};

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        SUBJECT_AT_CRM.row(Op { number: 102, method: Method::POST, operation_id: "strongAuth", tag: "user",
            path: "/api/v3/user/strongauth/{uuid}",
            summary: "Strong authentication of the signed-in identity",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<StrongAuthRequest>()), after: const { &[After::Evict(&[107, 116])] }, ..Extras::NONE } }),
        Row { number: 103, method: Method::POST, operation_id: "registerUser", tag: "user",
            path: "/api/v3/user/register",
            summary: "Create the portal user of the signed-in identity",
            access: Access::NoPortalUser, upstream: System::Crm, cache: Caching::Never,
            answer: json::<RegisteredUser>(), extras: Extras { body: Some(body::<RegisterRequest>()), after: const { &[After::ForgetScopes, After::LearnPortalUser] }, ..Extras::NONE } },
        OWN_AT_CRM.row(Op { number: 104, method: Method::POST, operation_id: "setUserProperty", tag: "user",
            path: "/api/v2/user/{userId}/setProperty",
            summary: "Set a user property (graph mode, UI mode)",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<SetPropertyRequest>()), after: const { &[After::Evict(&[116, 107])] }, ..Extras::NONE } }),
        OWN_AT_CRM.row(Op { number: 105, method: Method::POST, operation_id: "setEmailSubscription", tag: "user",
            path: "/api/v2/user/{userId}/setEmailSubscription",
            summary: "Subscribe to or unsubscribe from tips by e-mail",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<EmailSubscriptionRequest>()), after: const { &[After::Evict(&[116, 107])] }, ..Extras::NONE } }),
        OWN_AT_CRM.row(Op { number: 106, method: Method::POST, operation_id: "changeEmailAddress", tag: "user",
            path: "/api/v2/user/{userId}/changeEmailAddress",
            summary: "Change the e-mail address (crm, then identity's sign-in)",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<ChangeEmailAddressRequest>()), after: const { &[After::Evict(&[116, 107, 191]), After::IdentityEmail] }, ..Extras::NONE } }),
        Row { number: 107, method: Method::GET, operation_id: "getUserUi", tag: "user",
            path: "/api/v2/user/{userId}/ui",
            summary: "UI mode (B2C or B2B)",
            access: Access::Owner(Ownership::SELF_CS), upstream: System::Crm, cache: Caching::PerUser,
            answer: json::<UserUi>(), extras: Extras::NONE },
        OWN_CACHED_AT_CRM.row(Op { number: 108, method: Method::GET, operation_id: "getNewContractInfo", tag: "user",
            path: "/api/v2/user/{userId}/newContractInfo",
            summary: "Products a new contract can be made for",
            answer: json::<NewContractInfo>(), extras: Extras::NONE }),
        OWN_CACHED_AT_CRM.row(Op { number: 109, method: Method::GET, operation_id: "getUserCustomerships", tag: "user",
            path: "/api/v2/user/{userId}/customerships",
            summary: "The user's customerships",
            answer: json::<CustomershipList>(), extras: Extras::NONE }),
        OWN_CACHED_AT_CRM.row(Op { number: 110, method: Method::GET, operation_id: "getUserContracts", tag: "user",
            path: "/api/v2/user/{userId}/contracts",
            summary: "The user's contracts",
            answer: json::<ContractList>(), extras: Extras { query: const { &[optional( "includeRepresentativeMappings", Kind::Bool, "Also the contracts of places shared by a read right", )] }, ..Extras::NONE } }),
        SUBJECT_AT_CRM.row(Op { number: 111, method: Method::GET, operation_id: "getUserProfile", tag: "user",
            path: "/api/v2/user/profile/{uuid}",
            summary: "The signed-in account's profile",
            answer: json::<UserProfile>(), extras: Extras { query: const { &[optional( "refreshMappings", Kind::Bool, "Refresh the user's crm mappings", ), optional("forceRefreshMappings", Kind::Bool, "Refresh even if fresh")] }, ..Extras::NONE } }),
        OWN_AT_CRM.row(Op { number: 113, method: Method::DELETE, operation_id: "deleteUser", tag: "user",
            path: "/api/v2/user/{userId}",
            summary: "Delete the account (crm, then identity); the session ends",
            answer: Answer::NoContent, extras: Extras { after: const { &[After::EvictUser, After::ForgetScopes, After::IdentityDelete, After::EndSession] }, ..Extras::NONE } }),
    ]
}
