//! Staff look-ups of customers (A17), answered by crm: search by customer code, personal
//! identity code (A18), e-mail and origin (#22), one customer by portal id (#23) or e-mail
//! (#25), and a user's customerships (#18). Rule C1: a staff member holding only company
//! groups (`ADMIN_GROUP_VARE|SV|KUO`) sees those companies' customerships and no others; a
//! search must name one of their origins (403 otherwise) and a customer with none of them is
//! not found. ADMIN_USERS and superusers see every company.
//!
//! User administration's writes (#15–#17, A16) live here too: a customer's sign-in account
//! deleted, created or identified, across identity (the account), crm (which customer it signs
//! in as) and the gateway's own live sign-ins, for ADMIN_USERS and superusers.
//!
//! The personal identity code is checked here (check character included) and goes to crm in a
//! body; the request log holds the path only, errors never echo a value, and nothing here is
//! cached, so it reaches no log, span, metric, audit entry, error body or cache key.

use actix_web::{web, HttpRequest};
use serde::de::DeserializeOwned;
use upstream_clients::crm::{
    hetu, AccountEmail, AccountLink, AccountUnlink, AdditionalServiceList, Company, ContractList,
    CustomerAccountRequest, CustomerMatches, CustomerOfCode, CustomerSearch, CustomershipKey,
    LinkedUser, LocationRecords, UserCustomerships,
};
use upstream_clients::identity::{
    NewCustomerAccount, UnauthenticatedAccount, UnauthenticatedAccounts,
};

use crate::audit::AuditTarget;
use crate::authz::principal::visible_companies;
use crate::authz::Capability;
use crate::endpoint::access;
use crate::endpoint::dispatch::Handler;
use crate::endpoint::params::query_pairs;
use crate::endpoint::JsonReply;
use crate::endpoint::{read_as, AccessRule, Audit, Examples, PathParams};
use crate::error::{
    problems, ApiError, ApiResult, FieldCode, FieldError, Problem, Responses, SessionExpired,
};
use crate::session::registry::Account;
use crate::session::SignedIn;
use crate::state::AppState;

pub fn handlers() -> Vec<Handler> {
    vec![
        Handler::documented(__path_search_customers, search_customers).serving_row(22),
        Handler::documented(__path_search_customer, search_customer).serving_row(23),
        Handler::documented(__path_customers_by_email, customers_by_email).serving_row(25),
        Handler::documented(__path_user_companies, user_companies).serving_row(18),
        Handler::documented(__path_search_unauthenticated, search_unauthenticated).serving_row(24),
        Handler::documented(__path_place_contracts, place_contracts).serving_row(19),
        Handler::documented(__path_place_services, place_services).serving_row(20),
        Handler::documented(__path_place_locations, place_locations).serving_row(21),
        Handler::documented(__path_delete_account, delete_account).serving_row(15),
        Handler::documented(__path_create_account, create_account).serving_row(16),
        Handler::documented(__path_identify_account, identify_account).serving_row(17),
    ]
    .into_iter()
    // Every read here is a look-up of customers (A77: audited with whom it names); a write
    // keeps its default, an admin write.
    .map(|handler| match handler.method {
        actix_web::http::Method::GET => handler.audited(Audit::CustomerLookup),
        _ => handler,
    })
    .collect()
}

/// The look-ups' groups (A17): user administration, the company groups under rule C1, and
/// superusers.
const LOOKUPS: AccessRule = AccessRule::Staff {
    allowed: &[
        "ADMIN_USERS",
        "ADMIN_GROUP_VARE",
        "ADMIN_GROUP_SV",
        "ADMIN_GROUP_KUO",
        "ADMIN_GROUP_SUPERUSERS",
    ],
    denied: &[],
};

/// User administration (A16, #24 of A17, and #245's ending of a user's sign-ins): no company
/// to limit it by.
pub const USER_ADMINS: AccessRule = AccessRule::Staff {
    allowed: &["ADMIN_USERS", "ADMIN_GROUP_SUPERUSERS"],
    denied: &[],
};

/// The caller may use the look-ups; the companies they see (`None`: every company).
async fn companies_seen(
    caller: &SignedIn,
    params: &PathParams,
    state: &AppState,
) -> ApiResult<Option<Vec<Company>>> {
    access::check_path(LOOKUPS, caller, params, Capability::Read, state).await?;
    Ok(visible_companies(&caller.groups().await?))
}

/// crm's customers at `path`, as [`seen`] by a caller of `companies`.
async fn found_at(
    caller: &SignedIn,
    state: &AppState,
    path: &[&str],
    query: &[(&str, &str)],
    companies: Option<Vec<Company>>,
) -> ApiResult<JsonReply<CustomerMatches>> {
    let found: CustomerMatches = read_as(caller, &state.reads.crm, path, query).await?;
    Ok(JsonReply(seen(found, companies.as_deref())))
}

/// `found` as a caller seeing `companies` sees it.
fn seen(found: CustomerMatches, companies: Option<&[Company]>) -> CustomerMatches {
    let Some(companies) = companies else {
        return found;
    };
    let customers = found
        .customers
        .into_iter()
        .filter_map(|customer| customer.seen_by(companies))
        .collect();
    CustomerMatches { customers }
}

fn origin(value: &str) -> Option<Company> {
    Company::ALL.into_iter().find(|c| c.code() == value)
}

fn invalid(field: &str, format: &str, message: &str) -> FieldError {
    FieldError::format(field, format, message)
}

/// identity's customer accounts with this e-mail (#17, #24).
async fn unauthenticated_accounts(
    caller: &SignedIn,
    state: &AppState,
    email: &str,
) -> ApiResult<UnauthenticatedAccounts> {
    let path = ["admin", "users", "v1", "search", "unauthenticated"];
    read_as(caller, &state.reads.identity, &path, &[("email", email)]).await
}

/// #22's query: each criterion checked, never echoed; at least one of code, SSN and e-mail.
fn criteria(query_string: &str) -> ApiResult<CustomerSearch> {
    let pairs = query_pairs(query_string)?;
    let mut criteria = CustomerSearch::default();
    let mut errors = Vec::new();
    for (name, value) in pairs {
        let value = value.trim().to_owned();
        match name.as_str() {
            "customerCode" => {
                let ok = value.len() == 8
                    && value.starts_with('A')
                    && value[1..].bytes().all(|b| b.is_ascii_digit());
                if !ok {
                    errors.push(invalid(
                        "customerCode",
                        "customer-code",
                        "is not A and seven digits",
                    ));
                }
                criteria.customer_code = Some(value);
            }
            "ssn" => {
                if !hetu::is_valid(&value) {
                    errors.push(invalid(
                        "ssn",
                        "ssn",
                        "is not a valid personal identity code",
                    ));
                }
                criteria.ssn = Some(value);
            }
            "email" => {
                if !crate::validate::is_email(&value) {
                    errors.push(invalid("email", "email", "is not an e-mail address"));
                }
                criteria.email = Some(value);
            }
            "origin" => match origin(&value) {
                Some(company) => criteria.origin = Some(company),
                None => errors.push(
                    FieldError::new("origin", FieldCode::NotAllowed, "is not an origin")
                        .param("allowed", ["VARE", "SV", "KUO"]),
                ),
            },
            // Undeclared parameters are dropped, as on every row.
            _ => {}
        }
    }
    let named =
        criteria.customer_code.is_some() || criteria.ssn.is_some() || criteria.email.is_some();
    if !named && errors.is_empty() {
        errors.push(FieldError::new(
            "query",
            FieldCode::Required,
            "name a customerCode, ssn or email",
        ));
    }
    if errors.is_empty() {
        Ok(criteria)
    } else {
        Err(ApiError::Validation(errors))
    }
}

/// #22 Customers by customer code, personal identity code and e-mail (every one given must
/// hold), narrowed to an origin. Under rule C1 the origin is required and must be one of the
/// caller's companies (403 otherwise).
#[utoipa::path(
    get,
    path = "/api/admin/users/v1/search",
    tag = "admin",
    operation_id = "searchCustomers",
    params(
        ("customerCode" = Option<String>, Query, description = "`A` and seven digits"),
        ("ssn" = Option<String>, Query, description = "Finnish personal identity code, check character included (A18); never logged"),
        ("email" = Option<String>, Query, description = "E-mail address"),
        ("origin" = Option<String>, Query, description = "VARE, SV or KUO; required for company groups (rule C1)"),
    ),
    responses(
        (status = 200, body = CustomerMatches),
        (status = 400, description = "VALIDATION_FAILED: a criterion is malformed (never echoed), or none is given", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a look-up group, or (rule C1) no origin or another company's", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn search_customers(
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<CustomerMatches>> {
    let companies = companies_seen(&caller, &params, &state).await?;
    let criteria = criteria(req.query_string())?;
    if let Some(companies) = &companies {
        if !criteria.origin.is_some_and(|o| companies.contains(&o)) {
            return Err(ApiError::Forbidden);
        }
    }
    let crm = &state.reads.crm;
    let (path, criteria) = (["admin", "users", "v1", "search"], &criteria);
    let found: CustomerMatches = caller
        .read(|token| async move { crm.json_posted(&token, &path, criteria).await })
        .await?;
    Ok(JsonReply(seen(found, companies.as_deref())))
}

/// #23 One customer by portal id, narrowed to `origins` (A19: repeated or comma-separated).
/// Under rule C1 the origins must be the caller's companies (403 otherwise; none given: all of
/// theirs). A customer the caller may not see answers an empty list.
#[utoipa::path(
    get,
    path = "/api/admin/users/v1/search/{userId}",
    tag = "admin",
    operation_id = "searchCustomer",
    params(
        ("userId" = u64, Path, description = "The portal user id (priwattiUserId)"),
        ("origins" = Option<String>, Query, description = "VARE, SV, KUO: repeated or comma-separated (A19)"),
    ),
    responses(
        (status = 200, body = CustomerMatches),
        (status = 400, description = "VALIDATION_FAILED: userId or an origin is malformed", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a look-up group, or (rule C1) another company's origin", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn search_customer(
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<CustomerMatches>> {
    let user = params.user_id()?;
    let companies = companies_seen(&caller, &params, &state).await?;
    let pairs = query_pairs(req.query_string())?;
    let mut origins = Vec::new();
    for value in pairs
        .iter()
        .filter(|(name, _)| name == "origins")
        .flat_map(|(_, value)| value.split(','))
    {
        let company = origin(value.trim()).ok_or_else(|| {
            ApiError::Validation(vec![FieldError::new(
                "origins",
                FieldCode::NotAllowed,
                "holds something other than VARE, SV or KUO",
            )
            .param("allowed", ["VARE", "SV", "KUO"])])
        })?;
        if !origins.contains(&company) {
            origins.push(company);
        }
    }
    if let Some(companies) = &companies {
        if origins.iter().any(|o| !companies.contains(o)) {
            return Err(ApiError::Forbidden);
        }
    }
    let origins: Vec<&str> = origins.iter().map(|o| o.code()).collect();
    let joined = origins.join(",");
    let query: Vec<(&str, &str)> = if joined.is_empty() {
        Vec::new()
    } else {
        vec![("origins", joined.as_str())]
    };
    let user = user.to_string();
    let path = ["admin", "users", "v1", "search", user.as_str()];
    found_at(&caller, &state, &path, &query, companies).await
}

/// #25 The customers with this e-mail, with the customerships the caller may see.
#[utoipa::path(
    get,
    path = "/api/admin/users/v1/search/email/{email}",
    tag = "admin",
    operation_id = "searchCustomersByEmail",
    params(("email" = String, Path, description = "E-mail address")),
    responses(
        (status = 200, body = CustomerMatches),
        (status = 400, description = "VALIDATION_FAILED: not an e-mail address", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a look-up group", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn customers_by_email(
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<CustomerMatches>> {
    let companies = companies_seen(&caller, &params, &state).await?;
    let email = params.get("email").unwrap_or_default();
    let path = ["admin", "users", "v1", "search", "email", email];
    found_at(&caller, &state, &path, &[], companies).await
}

/// #18 A user's customerships, those of the caller's companies under rule C1. A user with none
/// the caller may see answers like an unknown one (403, A6).
#[utoipa::path(
    get,
    path = "/api/admin/users/v1/{userId}/companies",
    tag = "admin",
    operation_id = "getUserCompanies",
    params(("userId" = u64, Path, description = "The portal user id (priwattiUserId)")),
    responses(
        (status = 200, body = UserCustomerships),
        (status = 400, description = "VALIDATION_FAILED: userId is not a number", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not a look-up group, or no customer the caller may see", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn user_companies(
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<UserCustomerships>> {
    let user = params.user_id()?.to_string();
    let companies = companies_seen(&caller, &params, &state).await?;
    let path = ["admin", "users", "v1", user.as_str(), "companies"];
    let found: UserCustomerships = read_as(&caller, &state.reads.crm, &path, &[])
        .await
        .map_err(|error| match error {
            ApiError::Upstream(upstream_clients::UpstreamError::NotFound { .. }) => {
                ApiError::Forbidden
            }
            other => other,
        })?;
    let mut customerships = found.customerships;
    if let Some(companies) = &companies {
        customerships.retain(|c| companies.contains(&c.company));
        if customerships.is_empty() {
            return Err(ApiError::Forbidden);
        }
    }
    Ok(JsonReply(UserCustomerships { customerships }))
}

/// The path of #19–#21.
#[derive(utoipa::IntoParams)]
#[into_params(parameter_in = Path, rename_all = "camelCase")]
#[allow(dead_code)] // Read through `PathParams`; here for the OpenAPI document only.
struct CustomerPlace {
    /// The customer's portal user id
    user_id: u64,
    /// One of the customer's places
    location_id: String,
}

/// What #19–#21 refuse.
struct PlaceRefusals;

impl utoipa::IntoResponses for PlaceRefusals {
    fn responses() -> Responses {
        problems(&[
            ("400", "VALIDATION_FAILED: userId or locationId is malformed"),
            ("401", "SESSION_EXPIRED"),
            ("403", "FORBIDDEN: not a look-up group, not the customer's place, or (rule C1) another company's place"),
        ])
    }
}

/// A read of crm's `leaf` under one of a customer's own places (#19–#21). Rule C1: the place's
/// company must be one the caller sees; a place that is not the user's, or an unknown user,
/// answers like a foreign one (403, A6).
async fn place_read<T: DeserializeOwned>(
    caller: &SignedIn,
    state: &AppState,
    params: &PathParams,
    leaf: &str,
) -> ApiResult<JsonReply<T>> {
    let user = params.user_id()?;
    let location = params.get("locationId").unwrap_or_default();
    let companies = companies_seen(caller, params, state).await?;
    let company = state
        .authz
        .own_place_company(caller, user, location)
        .await?
        .ok_or(ApiError::Forbidden)?;
    if companies.is_some_and(|seen| !seen.contains(&company)) {
        return Err(ApiError::Forbidden);
    }
    let user = user.to_string();
    let path = [
        "admin", "users", "v1", "user", &user, "location", location, leaf,
    ];
    read_as(caller, &state.reads.crm, &path, &[])
        .await
        .map(JsonReply)
}

/// #19–#21, each a [`place_read`] of its crm leaf, declared once for the OpenAPI document.
macro_rules! place_reads {
    ($($(#[$doc:meta])* $name:ident, $operation:literal, $path:literal, $leaf:literal, $answer:ty;)*) => {$(
        $(#[$doc])*
        #[utoipa::path(
            get,
            path = $path,
            tag = "admin",
            operation_id = $operation,
            params(CustomerPlace),
            responses((status = 200, body = $answer), PlaceRefusals)
        )]
        async fn $name(
            caller: SignedIn,
            state: web::Data<AppState>,
            params: PathParams,
        ) -> ApiResult<JsonReply<$answer>> {
            place_read(&caller, &state, &params, $leaf).await
        }
    )*};
}

place_reads! {
    /// #19 A customer's contracts at one of their places.
    place_contracts, "getCustomerPlaceContracts",
    "/api/admin/users/v1/user/{userId}/location/{locationId}/contracts", "contracts", ContractList;
    /// #20 The add-on services (service contracts) of one of a customer's places, on or off.
    place_services, "getCustomerPlaceServiceContracts",
    "/api/admin/users/v1/user/{userId}/location/{locationId}/service-contracts",
    "service-contracts", AdditionalServiceList;
    /// #21 crm's records of one of a customer's places (A20).
    place_locations, "getCustomerPlaceLocations",
    "/api/admin/users/v1/user/{userId}/location/{locationId}/locations", "locations",
    LocationRecords;
}

/// #24 The accounts with this e-mail that have no customership (no portal user at crm yet):
/// identity finds the customer account, crm says whether it maps to a portal user.
#[utoipa::path(
    get,
    path = "/api/admin/users/v1/search/unauthenticated",
    tag = "admin",
    operation_id = "searchUnauthenticatedUsers",
    params(("email" = String, Query, description = "E-mail address")),
    responses(
        (status = 200, body = UnauthenticatedAccounts),
        (status = 400, description = "VALIDATION_FAILED: no e-mail, or not an address", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: not ADMIN_USERS or a superuser", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn search_unauthenticated(
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
) -> ApiResult<JsonReply<UnauthenticatedAccounts>> {
    access::check_path(USER_ADMINS, &caller, &params, Capability::Read, &state).await?;
    let pairs = query_pairs(req.query_string())?;
    let email = pairs
        .iter()
        .find(|(name, _)| name == "email")
        .map(|(_, value)| value.trim())
        .ok_or_else(|| {
            ApiError::Validation(vec![FieldError::new(
                "email",
                FieldCode::Required,
                "name an e-mail address",
            )])
        })?;
    if !crate::validate::is_email(email) {
        let error = invalid("email", "email", "is not an e-mail address");
        return Err(ApiError::Validation(vec![error]));
    }
    let found = unauthenticated_accounts(&caller, &state, email).await?;
    let mut accounts = Vec::new();
    for account in found.accounts {
        let path = ["admin", "users", "v1", "mapped", account.subject.as_str()];
        let mapped: ApiResult<serde_json::Value> =
            read_as(&caller, &state.reads.crm, &path, &[]).await;
        match mapped {
            Ok(_) => {}
            Err(ApiError::Upstream(upstream_clients::UpstreamError::NotFound { .. })) => {
                accounts.push(account)
            }
            Err(other) => return Err(other),
        }
    }
    Ok(JsonReply(UnauthenticatedAccounts { accounts }))
}

/// What user administration did (#15–#17).
#[derive(Debug, serde::Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountOutcome {
    /// The account's sign-in e-mail.
    pub email: String,
    /// The customer the account signs in as now (#16, #17), or signed in as until now (#15;
    /// none: it was no customer's yet).
    pub priwatti_user_id: Option<u64>,
    /// How many of the account's live sign-ins ended: all of them on #15, and on #17 those
    /// made before it became the customer's, so that its next sign-in is the customer's.
    pub ended_sessions: usize,
}

/// #16 and #17's body: the customership and the account's e-mail.
const CUSTOMER_ACCOUNT: Examples = Examples::new(
    r#"{"email": "uusi.asiakas@demo.example", "origin": "KUO", "customerCode": "A3000007"}"#,
    r#"{"email": "uusi.asiakas@demo.example", "origin": "KUO", "customerCode": "3000007"}"#,
);

/// #15's body.
const ACCOUNT_EMAIL: Examples = Examples::new(
    r#"{"email": "uusi.asiakas@demo.example"}"#,
    r#"{"email": "uusi.asiakas"}"#,
);

/// What #15–#17 take of their request: the caller, the path's values and the body as sent
/// (checked by [`admin_request`], after the content type).
struct AccountWrite {
    req: HttpRequest,
    caller: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
    bytes: web::Bytes,
}

impl actix_web::FromRequest for AccountWrite {
    type Error = actix_web::Error;
    type Future = futures_util::future::LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, payload: &mut actix_web::dev::Payload) -> Self::Future {
        let parts =
            <(SignedIn, web::Data<AppState>, PathParams, web::Bytes)>::from_request(req, payload);
        let req = req.clone();
        Box::pin(async move {
            let (caller, state, params, bytes) = parts.await?;
            Ok(AccountWrite {
                req,
                caller,
                state,
                params,
                bytes,
            })
        })
    }
}

/// A user administrator's request: access first (no company limits user administration,
/// A16), then the body, checked like every row's (the free-text rule, then the type's). The
/// body is read before the access check's answer, so a refused attempt is audited with the
/// account it named; the e-mail alone, as checked (a body that fails its checks names none).
async fn admin_request<T>(call: &AccountWrite, examples: Examples) -> ApiResult<T>
where
    T: DeserializeOwned + serde::Serialize + validator::Validate + utoipa::ToSchema + NamesAccount,
{
    let AccountWrite {
        req,
        caller,
        state,
        params,
        bytes,
    } = call;
    let parsed = crate::endpoint::json_or_empty(req, bytes)
        .and_then(|_| crate::endpoint::body::<T>(&[], examples).parse(bytes))
        .and_then(|checked| serde_json::from_value::<T>(checked.json).map_err(ApiError::internal));
    if let Ok(request) = &parsed {
        crate::endpoint::audit::name_from_body(req, || AuditTarget {
            email: Some(request.email().to_owned()),
            ..AuditTarget::default()
        });
    }
    access::check_path(USER_ADMINS, caller, params, Capability::Write, state).await?;
    parsed
}

/// A user administration body names the account it acts on by its e-mail.
trait NamesAccount {
    fn email(&self) -> &str;
}

impl NamesAccount for AccountEmail {
    fn email(&self) -> &str {
        &self.email
    }
}

impl NamesAccount for CustomerAccountRequest {
    fn email(&self) -> &str {
        &self.email
    }
}

/// What identity's and crm's refusals mean to user administration: no such customer or
/// account is 404 (staff name them by hand; there is no owner to hide them from), an account
/// that exists is 409 ACCOUNT_EXISTS (A6), and a staff account is not theirs to delete.
fn refusal(error: ApiError) -> ApiError {
    use upstream_clients::identity::codes;
    use upstream_clients::UpstreamError;
    match error {
        ApiError::Upstream(UpstreamError::NotFound { .. }) => ApiError::NotFound,
        ApiError::Upstream(UpstreamError::Status {
            status: 409,
            code: Some(code),
            ..
        }) => match code.as_str() {
            codes::STAFF_ACCOUNT => ApiError::Outcome {
                status: actix_web::http::StatusCode::CONFLICT,
                code: "STAFF_ACCOUNT".to_owned(),
                error_code: None,
            },
            _ => ApiError::AccountExists,
        },
        other => other,
    }
}

/// One call of user administration to `system` at `/admin/users/v1/accounts/{leaf}`.
async fn accounts_call<B: serde::Serialize, T: DeserializeOwned>(
    caller: &SignedIn,
    state: &AppState,
    system: upstream_clients::System,
    leaf: &[&str],
    body: &B,
) -> ApiResult<T> {
    let client = state.writes.of(system);
    let path: Vec<&str> = ["admin", "users", "v1", "accounts"]
        .into_iter()
        .chain(leaf.iter().copied())
        .collect();
    let body = serde_json::to_value(body).map_err(ApiError::internal)?;
    let (path, body) = (&path, &body);
    let answer = caller
        .write(|token| async move {
            client
                .send(
                    &token,
                    upstream_clients::Method::POST,
                    path,
                    &[],
                    Some(body),
                )
                .await
        })
        .await
        .map_err(refusal)?;
    serde_json::from_value(answer.unwrap_or_default()).map_err(ApiError::internal)
}

/// #16's and #17's request, and the customer of its customership, who must have no account
/// yet (409).
async fn customer_without_account(
    call: &AccountWrite,
) -> ApiResult<(CustomerAccountRequest, CustomerOfCode)> {
    let (caller, state) = (&call.caller, &call.state);
    let request: CustomerAccountRequest = admin_request(call, CUSTOMER_ACCOUNT).await?;
    let key = CustomershipKey {
        origin: request.origin,
        customer_code: request.customer_code.clone(),
    };
    let crm = upstream_clients::System::Crm;
    let customer: CustomerOfCode = accounts_call(caller, state, crm, &["customer"], &key).await?;
    if customer.has_account {
        return Err(ApiError::AccountExists);
    }
    Ok((request, customer))
}

/// crm maps the identity account to the customer of the request's customership.
async fn link(
    caller: &SignedIn,
    state: &AppState,
    request: &CustomerAccountRequest,
    subject: &str,
) -> ApiResult<LinkedUser> {
    let link = AccountLink {
        subject: subject.to_owned(),
        email: request.email.clone(),
        origin: request.origin,
        customer_code: request.customer_code.clone(),
    };
    let crm = upstream_clients::System::Crm;
    accounts_call(caller, state, crm, &["link"], &link).await
}

/// Ends every live sign-in of `account` at once (A66), answering how many.
pub async fn end_every_sign_in(state: &AppState, account: Account<'_>) -> ApiResult<usize> {
    let sign_ins = state.sessions.live.of_account(account).await?;
    for live in &sign_ins {
        crate::session::end(&state.sessions, live).await?;
    }
    Ok(sign_ins.len())
}

/// What every user administration write may refuse besides its own 400, 404 and 409.
struct UserAdminRefusals;

impl utoipa::IntoResponses for UserAdminRefusals {
    fn responses() -> Responses {
        problems(&[
            ("401", "SESSION_EXPIRED"),
            (
                "403",
                "FORBIDDEN: not ADMIN_USERS or a superuser; CSRF_HEADER_MISSING",
            ),
        ])
    }
}

/// #15 Deletes a customer's sign-in account (A16): identity removes it, crm forgets which
/// customer it signed in as (the customer and their data stay), and every sign-in of it ends
/// at once. A staff account is not user administration's (409 STAFF_ACCOUNT).
#[utoipa::path(
    post,
    path = "/api/admin/users/v1/delete",
    tag = "admin",
    operation_id = "deleteUserAccount",
    request_body = AccountEmail,
    responses(
        (status = 200, body = AccountOutcome),
        (status = 400, description = "VALIDATION_FAILED: not an e-mail address", body = Problem, content_type = "application/problem+json"),
        UserAdminRefusals,
        (status = 404, description = "NOT_FOUND: no account with this e-mail", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "STAFF_ACCOUNT: a staff account", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn delete_account(call: AccountWrite) -> ApiResult<JsonReply<AccountOutcome>> {
    let request: AccountEmail = admin_request(&call, ACCOUNT_EMAIL).await?;
    let (caller, state) = (&call.caller, &call.state);
    let identity = upstream_clients::System::Identity;
    let gone: UnauthenticatedAccount =
        accounts_call(caller, state, identity, &["delete"], &request).await?;
    let unlink = AccountUnlink {
        subject: gone.subject.clone(),
    };
    let crm = upstream_clients::System::Crm;
    let user: LinkedUser = accounts_call(caller, state, crm, &["unlink"], &unlink).await?;
    let ended_sessions = end_every_sign_in(state, Account::Subject(&gone.subject)).await?;
    if let Some(user_id) = user.priwatti_user_id {
        let eviction = crate::cache::Eviction::User { user_id };
        state.cache.evict(eviction).await?;
    }
    Ok(JsonReply(AccountOutcome {
        email: gone.email,
        priwatti_user_id: user.priwatti_user_id,
        ended_sessions,
    }))
}

/// #16 Creates a sign-in account for a customer who has none (CREATE_ACCOUNT_MODE, A16):
/// identity makes it and e-mails a temporary password that the first sign-in replaces, and
/// crm maps it to the customer of the customership.
#[utoipa::path(
    post,
    path = "/api/admin/users/v1/create",
    tag = "admin",
    operation_id = "createUserAccount",
    request_body = CustomerAccountRequest,
    responses(
        (status = 201, body = AccountOutcome),
        (status = 400, description = "VALIDATION_FAILED: a field is malformed", body = Problem, content_type = "application/problem+json"),
        UserAdminRefusals,
        (status = 404, description = "NOT_FOUND: no customer with this customer code at this origin", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "ACCOUNT_EXISTS: the e-mail has an account, or the customer has one", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn create_account(call: AccountWrite) -> ApiResult<actix_web::HttpResponse> {
    let (request, customer) = customer_without_account(&call).await?;
    let (caller, state) = (&call.caller, &call.state);
    let new = NewCustomerAccount {
        email: request.email.clone(),
        name: customer.name,
    };
    let identity = upstream_clients::System::Identity;
    let made: UnauthenticatedAccount = accounts_call(caller, state, identity, &[], &new).await?;
    let user = link(caller, state, &request, &made.subject).await?;
    Ok(actix_web::HttpResponse::Created().json(AccountOutcome {
        email: made.email,
        priwatti_user_id: user.priwatti_user_id,
        ended_sessions: 0,
    }))
}

/// #17 Identifies an existing account as a customer's (IDENTIFY_ACCOUNT_MODE, A16): the
/// account with the e-mail, which has no customership yet (#24 finds such accounts), signs in
/// as the customer of the customership from now on; its earlier sign-ins end.
#[utoipa::path(
    post,
    path = "/api/admin/users/v1/authenticate",
    tag = "admin",
    operation_id = "identifyUserAccount",
    request_body = CustomerAccountRequest,
    responses(
        (status = 200, body = AccountOutcome),
        (status = 400, description = "VALIDATION_FAILED: a field is malformed", body = Problem, content_type = "application/problem+json"),
        UserAdminRefusals,
        (status = 404, description = "NOT_FOUND: no such customer, or no customer account with this e-mail", body = Problem, content_type = "application/problem+json"),
        (status = 409, description = "ACCOUNT_EXISTS: the account is a customer's already, or the customer has an account", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn identify_account(call: AccountWrite) -> ApiResult<JsonReply<AccountOutcome>> {
    let (request, _) = customer_without_account(&call).await?;
    let (caller, state) = (&call.caller, &call.state);
    let found = unauthenticated_accounts(caller, state, &request.email).await?;
    let account = found
        .accounts
        .into_iter()
        .next()
        .ok_or(ApiError::NotFound)?;
    let user = link(caller, state, &request, &account.subject).await?;
    let ended_sessions = end_every_sign_in(state, Account::Subject(&account.subject)).await?;
    Ok(JsonReply(AccountOutcome {
        email: account.email,
        priwatti_user_id: user.priwatti_user_id,
        ended_sessions,
    }))
}
