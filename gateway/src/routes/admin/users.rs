//! Staff look-ups of customers (A17), answered by crm: search by customer code, personal
//! identity code (A18), e-mail and origin (#22), one customer by portal id (#23) or e-mail
//! (#25), and a user's customerships (#18). Rule C1: a staff member holding only company
//! groups (`ADMIN_GROUP_VARE|SV|KUO`) sees those companies' customerships and no others; a
//! search must name one of their origins (403 otherwise) and a customer with none of them is
//! not found. ADMIN_USERS and superusers see every company.
//!
//! The personal identity code is checked here (check character included) and goes to crm in a
//! body; the request log holds the path only, errors never echo a value, and nothing here is
//! cached, so it reaches no log, span, metric, audit entry, error body or cache key.

use actix_web::{web, HttpRequest};
use serde::de::DeserializeOwned;
use upstream_clients::crm::{
    hetu, AdditionalServiceList, Company, ContractList, CustomerMatches, CustomerSearch,
    LocationRecords, UserCustomerships,
};
use upstream_clients::identity::UnauthenticatedAccounts;

use crate::authz::principal::visible_companies;
use crate::authz::Capability;
use crate::endpoint::access::{self, Named};
use crate::endpoint::dispatch::Handler;
use crate::endpoint::params::query_pairs;
use crate::endpoint::{AccessRule, Audit, PathParams};
use crate::error::{
    problem_response, ApiError, ApiResult, FieldCode, FieldError, Problem, Responses,
    SessionExpired,
};
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

/// User administration (A16, and #24 of A17): no company to limit it by.
const USER_ADMINS: AccessRule = AccessRule::Staff {
    allowed: &["ADMIN_USERS", "ADMIN_GROUP_SUPERUSERS"],
    denied: &[],
};

/// The caller may use the look-ups; the companies they see (`None`: every company).
async fn companies_seen(
    caller: &SignedIn,
    params: &PathParams,
    state: &AppState,
) -> ApiResult<Option<Vec<Company>>> {
    access::check(
        LOOKUPS,
        caller,
        Named::path(params),
        Capability::Read,
        state,
    )
    .await?;
    Ok(visible_companies(&caller.groups().await?))
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
) -> ApiResult<web::Json<CustomerMatches>> {
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
    Ok(web::Json(seen(found, companies.as_deref())))
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
) -> ApiResult<web::Json<CustomerMatches>> {
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
    let crm = &state.reads.crm;
    let user = user.to_string();
    let (path, query) = (["admin", "users", "v1", "search", user.as_str()], &query);
    let found: CustomerMatches = caller
        .read(|token| async move { crm.json(&token, &path, query).await })
        .await?;
    Ok(web::Json(seen(found, companies.as_deref())))
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
) -> ApiResult<web::Json<CustomerMatches>> {
    let companies = companies_seen(&caller, &params, &state).await?;
    let email = params.get("email").unwrap_or_default();
    let crm = &state.reads.crm;
    let path = ["admin", "users", "v1", "search", "email", email];
    let found: CustomerMatches = caller
        .read(|token| async move { crm.json(&token, &path, &[]).await })
        .await?;
    Ok(web::Json(seen(found, companies.as_deref())))
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
) -> ApiResult<web::Json<UserCustomerships>> {
    let user = params.user_id()?.to_string();
    let companies = companies_seen(&caller, &params, &state).await?;
    let crm = &state.reads.crm;
    let path = ["admin", "users", "v1", user.as_str(), "companies"];
    let found: UserCustomerships = caller
        .read(|token| async move { crm.json(&token, &path, &[]).await })
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
    Ok(web::Json(UserCustomerships { customerships }))
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
        [
            ("400", "VALIDATION_FAILED: userId or locationId is malformed"),
            ("401", "SESSION_EXPIRED"),
            ("403", "FORBIDDEN: not a look-up group, not the customer's place, or (rule C1) another company's place"),
        ]
        .into_iter()
        .map(|(status, text)| (status.to_owned(), problem_response(text).into()))
        .collect()
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
) -> ApiResult<web::Json<T>> {
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
    let crm = &state.reads.crm;
    let user = user.to_string();
    let path = [
        "admin",
        "users",
        "v1",
        "user",
        user.as_str(),
        "location",
        location,
        leaf,
    ];
    let found: T = caller
        .read(|token| async move { crm.json(&token, &path, &[]).await })
        .await?;
    Ok(web::Json(found))
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
        ) -> ApiResult<web::Json<$answer>> {
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
) -> ApiResult<web::Json<UnauthenticatedAccounts>> {
    let named = Named::path(&params);
    access::check(USER_ADMINS, &caller, named, Capability::Read, &state).await?;
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
    let identity = &state.reads.identity;
    let (path, query) = (
        ["admin", "users", "v1", "search", "unauthenticated"],
        [("email", email)],
    );
    let found: UnauthenticatedAccounts = caller
        .read(|token| async move { identity.json(&token, &path, &query).await })
        .await?;
    let crm = &state.reads.crm;
    let mut accounts = Vec::new();
    for account in found.accounts {
        let path = ["admin", "users", "v1", "mapped", account.subject.as_str()];
        let mapped: ApiResult<serde_json::Value> = caller
            .read(|token| async move { crm.json(&token, &path, &[]).await })
            .await;
        match mapped {
            Ok(_) => {}
            Err(ApiError::Upstream(upstream_clients::UpstreamError::NotFound { .. })) => {
                accounts.push(account)
            }
            Err(other) => return Err(other),
        }
    }
    Ok(web::Json(UnauthenticatedAccounts { accounts }))
}
