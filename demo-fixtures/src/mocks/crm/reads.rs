//! crm's row reads: paths are the gateway rows' without `/api`, answers the
//! `upstream_clients::crm` row types. Like every upstream, crm checks the bearer token, not
//! ownership: it answers for the user in the path, 404 when the user or place is unknown or the
//! place is not visible to that user.

use actix_web::{web, HttpResponse, Scope};
use upstream_clients::crm::ContractType;

use super::contracts;
use super::users;
use super::Data;
use crate::mocks::clock::today;
use crate::mocks::params::{self, not_found, respond, Query, CONTRACT_TYPES};

type UserPath = web::Path<String>;
type PlacePath = web::Path<(String, String)>;

async fn ui(crm: Data, id: UserPath) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|u| data.user_ui(u)))
}

async fn new_contract_info(crm: Data, id: UserPath) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|u| contracts::new_contract_info(&data, u, today())))
}

async fn customerships(crm: Data, id: UserPath) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|u| data.customerships(u)))
}

async fn user_contracts(crm: Data, id: UserPath, query: Query) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).and_then(|u| {
        let include = query
            .flag("includeRepresentativeMappings")?
            .unwrap_or(false);
        Ok(contracts::user_contracts(&data, u, include, today()))
    }))
}

/// `uuid` is the identity subject; the refresh flags ask crm to rebuild the user's mappings
/// (the dataset's mapping is already current, so the answer only reports that it was asked).
async fn profile(crm: Data, uuid: web::Path<String>, query: Query) -> HttpResponse {
    let data = crm.data();
    let answer = (|| {
        let refresh = query.flag("refreshMappings")?.unwrap_or(false);
        let force = query.flag("forceRefreshMappings")?.unwrap_or(false);
        let account = data
            .account_by_subject(&uuid)
            .ok_or_else(|| not_found("identity subject"))?;
        let user = account
            .priwatti_user_id
            .and_then(|id| data.user(id))
            .ok_or_else(|| not_found("portal user for the subject"))?;
        Ok(users::profile(account, user, refresh || force))
    })();
    respond(answer)
}

async fn place_contracts(crm: Data, path: PlacePath, query: Query) -> HttpResponse {
    let data = crm.data();
    respond(
        params::user_place(&data, &path.0, &path.1).and_then(|(_, place)| {
            let contract_type: Option<ContractType> =
                query.one_of("contractType", &CONTRACT_TYPES)?.flatten();
            Ok(contracts::place_contracts(
                &data,
                place,
                contract_type,
                place.vat,
                today(),
            ))
        }),
    )
}

/// #190: `includeVAT` (default: the place's vat flag) decides what `price` shows.
async fn contracts_v1(crm: Data, path: PlacePath, query: Query) -> HttpResponse {
    let data = crm.data();
    respond(
        params::user_place(&data, &path.0, &path.1).and_then(|(_, place)| {
            let show_vat = query.flag("includeVAT")?.unwrap_or(place.vat);
            Ok(contracts::place_contracts(
                &data,
                place,
                None,
                show_vat,
                today(),
            ))
        }),
    )
}

async fn switch_guard(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    respond(
        params::user_place(&data, &path.0, &path.1)
            .map(|(_, place)| contracts::switch_guard(place, today())),
    )
}

async fn follow_up_status(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    respond(
        params::user_place(&data, &path.0, &path.1)
            .map(|(_, place)| contracts::follow_up_status(&data, place)),
    )
}

async fn follow_up_offers(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    respond(
        params::user_place(&data, &path.0, &path.1)
            .map(|(_, place)| contracts::follow_up_offers(&data, place, today())),
    )
}

/// #101: both query parameters are required.
async fn check_electricity_contracts(crm: Data, query: Query) -> HttpResponse {
    let data = crm.data();
    let answer = (|| {
        let user_raw = query.required("priwattiUserId")?;
        let location = query.required("locationIdentifier")?;
        let (user, place) = params::user_place(&data, user_raw, location)?;
        Ok(contracts::electricity_contract_check(
            user.priwatti_user_id,
            place,
        ))
    })();
    respond(answer)
}

async fn eligible(crm: Data, id: UserPath) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|u| users::eligibility(&data, u)))
}

async fn current_representations(crm: Data, id: UserPath) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|u| users::representations(&data, u)))
}

async fn service_requests(crm: Data, id: UserPath) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|u| users::service_requests(&data, u, today())))
}

async fn customer_service_numbers(crm: Data) -> HttpResponse {
    HttpResponse::Ok().json(users::customer_service_numbers(&crm.data()))
}

async fn customer_service_info(crm: Data) -> HttpResponse {
    HttpResponse::Ok().json(users::customer_service_info(&crm.data()))
}

async fn companies(crm: Data) -> HttpResponse {
    HttpResponse::Ok().json(users::companies(&crm.data()))
}

/// `GET /v1/locations/{locationId}/detail`: not a row; the gateway's #117 fan-out reads it.
pub(super) async fn location_detail(crm: Data, location: web::Path<String>) -> HttpResponse {
    let data = crm.data();
    respond(
        data.place(&location)
            .map(|place| contracts::location_detail(&data, place, today()))
            .ok_or_else(|| not_found("location")),
    )
}

/// Adds the row reads to `scope` (bearer-checked by the caller). Literal segments are registered
/// before parameters that could take them (`user/profile/…` before `user/{userId}/…`).
pub(super) fn row_routes(scope: Scope) -> Scope {
    let place = "/v2/servicelocation/user/{userId}/location/{locationId}";
    scope
        .route("/v2/user/profile/{uuid}", web::get().to(profile))
        .route("/v2/user/{userId}/ui", web::get().to(ui))
        .route(
            "/v2/user/{userId}/newContractInfo",
            web::get().to(new_contract_info),
        )
        .route(
            "/v2/user/{userId}/customerships",
            web::get().to(customerships),
        )
        .route("/v2/user/{userId}/contracts", web::get().to(user_contracts))
        .route(
            &format!("{place}/contracts"),
            web::get().to(place_contracts),
        )
        .route(
            &format!("{place}/contract/switchGuard"),
            web::get().to(switch_guard),
        )
        .route(
            "/v2/servicelocation/user/{userId}/followupoffer/location/{locationId}/status",
            web::get().to(follow_up_status),
        )
        .route(
            "/v2/servicelocation/user/{userId}/followupoffer/location/{locationId}/offers",
            web::get().to(follow_up_offers),
        )
        .route(
            "/v2/alerts/checkElectricityContracts",
            web::get().to(check_electricity_contracts),
        )
        .route(
            "/v2/representative/user/{userId}/eligible",
            web::get().to(eligible),
        )
        .route(
            "/v2/representative/user/{userId}/current",
            web::get().to(current_representations),
        )
        .route(
            "/v2/feedback/servicerequest/{userId}",
            web::get().to(service_requests),
        )
        .route(
            "/v2/info/customerServiceNumbers",
            web::get().to(customer_service_numbers),
        )
        .route(
            "/v2/info/customerServiceInfo",
            web::get().to(customer_service_info),
        )
        .route("/v2/info/companies", web::get().to(companies))
        .route(
            "/contracts/v1/user/{userId}/location/{locationId}",
            web::get().to(contracts_v1),
        )
        .route(
            "/customerships/v1/user/{userId}",
            web::get().to(customerships),
        )
}
