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
use crate::endpoint::{
    body, json, AccessRule, After, Answer, Caching, Examples, Extras, Ownership, Policy, Row,
};

/// #102's method.
const STRONG_AUTH: Examples = Examples::new(r#"{"method": "BANK"}"#, "{}");

/// #103's new customer.
const REGISTRATION: Examples = Examples::new(
    r#"{"name": "Uusi Asiakas", "phone": "+358401112222", "company": "VARE"}"#,
    "{}",
);

/// #104's property.
const PROPERTY: Examples =
    Examples::new(r#"{"property": "graphMode", "value": "AUTOSCALE"}"#, "{}");

/// #105's choice.
const SUBSCRIPTION: Examples = Examples::new(r#"{"subscribed": true}"#, "{}");

/// #106's new address.
const NEW_EMAIL: Examples = Examples::new(r#"{"email": "kuluttaja.uusi@demo.example"}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 102, method: Method::POST, operation_id: "strongAuth", tag: "user",
            path: "/api/v3/user/strongauth/{uuid}",
            summary: "Strong authentication of the signed-in identity",
            policy: Policy::SUBJECT_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<StrongAuthRequest>(&[], STRONG_AUTH)), after: const { &[After::Evict(&["getUserUi", "getUserContent"])] }, ..Extras::NONE } },
        Row { number: 103, method: Method::POST, operation_id: "registerUser", tag: "user",
            path: "/api/v3/user/register",
            summary: "Create the portal user of the signed-in identity",
            policy: Policy { access: AccessRule::NoPortalUser, upstream: System::Crm, cache: Caching::Never },
            answer: json::<RegisteredUser>(), extras: Extras { body: Some(body::<RegisterRequest>(&[], REGISTRATION)), after: const { &[After::ForgetScopes, After::LearnPortalUser] }, ..Extras::NONE } },
        Row { number: 104, method: Method::POST, operation_id: "setUserProperty", tag: "user",
            path: "/api/v2/user/{userId}/setProperty",
            summary: "Set a user property (graph mode, UI mode)",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<SetPropertyRequest>(&[], PROPERTY)), after: const { &[After::Evict(&["getUserContent", "getUserUi"])] }, ..Extras::NONE } },
        Row { number: 105, method: Method::POST, operation_id: "setEmailSubscription", tag: "user",
            path: "/api/v2/user/{userId}/setEmailSubscription",
            summary: "Subscribe to or unsubscribe from tips by e-mail",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<EmailSubscriptionRequest>(&[], SUBSCRIPTION)), after: const { &[After::Evict(&["getUserContent", "getUserUi"])] }, ..Extras::NONE } },
        Row { number: 106, method: Method::POST, operation_id: "changeEmailAddress", tag: "user",
            path: "/api/v2/user/{userId}/changeEmailAddress",
            summary: "Change the e-mail address (crm, then identity's sign-in)",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<ChangeEmailAddressRequest>(&[], NEW_EMAIL)), after: const { &[After::Evict(&["getUserContent", "getUserUi", "getCustomerships"]), After::IdentityEmail] }, ..Extras::NONE } },
        Row { number: 107, method: Method::GET, operation_id: "getUserUi", tag: "user",
            path: "/api/v2/user/{userId}/ui",
            summary: "UI mode (B2C or B2B)",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF_CS), upstream: System::Crm, cache: Caching::PerUser },
            answer: json::<UserUi>(), extras: Extras::NONE },
        Row { number: 108, method: Method::GET, operation_id: "getNewContractInfo", tag: "user",
            path: "/api/v2/user/{userId}/newContractInfo",
            summary: "Products a new contract can be made for",
            policy: Policy::OWN_CACHED_AT_CRM,
            answer: json::<NewContractInfo>(), extras: Extras::NONE },
        Row { number: 109, method: Method::GET, operation_id: "getUserCustomerships", tag: "user",
            path: "/api/v2/user/{userId}/customerships",
            summary: "The user's customerships",
            policy: Policy::OWN_CACHED_AT_CRM,
            answer: json::<CustomershipList>(), extras: Extras::NONE },
        Row { number: 110, method: Method::GET, operation_id: "getUserContracts", tag: "user",
            path: "/api/v2/user/{userId}/contracts",
            summary: "The user's contracts",
            policy: Policy::OWN_CACHED_AT_CRM,
            answer: json::<ContractList>(), extras: Extras { query: const { &[optional( "includeRepresentativeMappings", Kind::Bool, "Also the contracts of places shared by a read right", )] }, ..Extras::NONE } },
        Row { number: 111, method: Method::GET, operation_id: "getUserProfile", tag: "user",
            path: "/api/v2/user/profile/{uuid}",
            summary: "The signed-in account's profile",
            policy: Policy::SUBJECT_AT_CRM,
            answer: json::<UserProfile>(), extras: Extras { query: const { &[optional( "refreshMappings", Kind::Bool, "Refresh the user's crm mappings", ), optional("forceRefreshMappings", Kind::Bool, "Refresh even if fresh")] }, ..Extras::NONE } },
        Row { number: 113, method: Method::DELETE, operation_id: "deleteUser", tag: "user",
            path: "/api/v2/user/{userId}",
            summary: "Delete the account (crm, then identity); the session ends",
            policy: Policy::OWN_AT_CRM,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::EvictUser, After::ForgetScopes, After::IdentityDelete, After::EndSession] }, ..Extras::NONE } },
    ]
}
