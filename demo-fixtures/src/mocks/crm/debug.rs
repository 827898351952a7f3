//! The developers' debug views (#42–#47): a portal user's mappings, which #42 rebuilds, and a
//! customer of an energy company with its contracts, both as crm stores them (raw, with crm's
//! own field names) and as the portal reads them (a customership and a contract list).

use actix_web::{web, HttpResponse, Scope};
use chrono::SecondsFormat;
use serde_json::{json, Value};
use upstream_clients::crm::{Company, ContractList, Customership, RawRecord, UserMappingInfo};

use super::contracts;
use super::state::CrmState;
use super::Data;
use crate::dataset::calendar::now;
use crate::dataset::{PortalUser, UsePlace};
use crate::mocks::clock::today;
use crate::mocks::params::{self, not_found, respond, Answer};

/// `{origin}` and `{customerCode}`.
type CustomerPath = web::Path<(String, String)>;

fn info(state: &CrmState, user: &PortalUser) -> UserMappingInfo {
    let id = user.priwatti_user_id;
    UserMappingInfo {
        priwatti_user_id: id,
        name: user.name.clone(),
        email: user.email.clone(),
        customer_type: user.customer_type,
        staff: user.staff,
        customer_codes: user.customer_codes.clone(),
        location_identifiers: state
            .places_of_user(id)
            .iter()
            .map(|p| p.location_identifier.clone())
            .collect(),
        company_reference_ids: state
            .companies_of_user(id)
            .iter()
            .map(|c| c.company_reference_id.clone())
            .collect(),
        mappings_refreshed_at: state.mappings_refreshed.get(&id).cloned(),
    }
}

/// #43
async fn user_info(crm: Data, id: web::Path<String>) -> HttpResponse {
    let data = crm.data();
    respond(params::user(&data, &id).map(|user| info(&data, user)))
}

/// #42: crm rebuilds the user's mappings from its records (they are kept current, so this
/// records when it was asked) and answers them as they now are.
async fn refresh_mappings(crm: Data, id: web::Path<String>) -> HttpResponse {
    let mut data = crm.data_mut();
    let answer = params::user(&data, &id).map(|user| user.priwatti_user_id);
    respond(answer.map(|user_id| {
        let at = now().to_rfc3339_opts(SecondsFormat::Secs, true);
        data.mappings_refreshed.insert(user_id, at);
        let user = data
            .user(user_id)
            .expect("found above, under the same lock");
        info(&data, user)
    }))
}

/// The energy company `{origin}` names, the user holding `{customerCode}` with it, and the
/// customer's places; 404 when no user holds that code of that company.
fn customer<'d>(
    data: &'d CrmState,
    path: &(String, String),
) -> Answer<(Company, &'d PortalUser, Vec<&'d UsePlace>)> {
    let (origin, code) = path;
    let company = Company::ALL
        .into_iter()
        .find(|c| c.code() == origin)
        .ok_or_else(|| not_found("origin"))?;
    let user = data
        .users
        .iter()
        .find(|u| {
            u.customer_codes
                .iter()
                .any(|c| c.company == company && &c.customer_code == code)
        })
        .ok_or_else(|| not_found("customer"))?;
    let places = data
        .places
        .iter()
        .filter(|p| p.company == company && &p.customer_code == code)
        .collect();
    Ok((company, user, places))
}

fn raw(kind: &str, record: Value) -> RawRecord {
    RawRecord {
        system: "crm".to_owned(),
        kind: kind.to_owned(),
        record,
    }
}

/// A place's contract as crm keeps it on the place.
fn raw_contract(place: &UsePlace) -> Value {
    json!({
        "location_identifier": place.location_identifier,
        "location_reference_id": place.location_reference_id,
        "metering_point_id": place.metering_point_id,
        "utility_type": place.utility_type,
        "contract_type": place.contract_type,
        "contract_code": place.contract_code,
        "invoicing_customer_code": place.invoicing_customer_code,
        "invoicing_contract_code": place.invoicing_contract_code,
        "product_name": place.product.name(),
        "contract_start": place.contract_start,
        "vat": place.vat,
        "green_power": place.green_power,
        "home_insurance": place.home_insurance,
    })
}

/// #44
async fn raw_customer(crm: Data, path: CustomerPath) -> HttpResponse {
    let data = crm.data();
    respond(customer(&data, &path).map(|(company, user, places)| {
        raw(
            "customer",
            json!({
                "company": company.code(),
                "customer_code": path.1,
                "priwatti_user_id": user.priwatti_user_id,
                "name": user.name,
                "email": user.email,
                "phone": user.phone,
                "customer_type": user.customer_type,
                "user_verified": user.user_verified,
                "subscribed_to_tips_and_tricks": user.subscribed_to_tips_and_tricks,
                "unread_messages": user.unread_messages,
                "location_identifiers": places.iter().map(|p| &p.location_identifier).collect::<Vec<_>>(),
            }),
        )
    }))
}

/// #45
async fn raw_contracts(crm: Data, path: CustomerPath) -> HttpResponse {
    let data = crm.data();
    respond(customer(&data, &path).map(|(_, _, places)| {
        raw(
            "contracts",
            Value::Array(places.into_iter().map(raw_contract).collect()),
        )
    }))
}

/// #46: the customership of that code, as the portal reads it (#109).
async fn crm_customer(crm: Data, path: CustomerPath) -> HttpResponse {
    let data = crm.data();
    let answer = customer(&data, &path).and_then(|(company, user, _)| {
        data.customerships(user)
            .customerships
            .into_iter()
            .find(|c: &Customership| c.company == company && c.customer_code == path.1)
            .ok_or_else(|| not_found("customer"))
    });
    respond(answer)
}

/// #47: the customer's contracts, as the portal reads them (#110).
async fn crm_contracts(crm: Data, path: CustomerPath) -> HttpResponse {
    let data = crm.data();
    let today = today();
    respond(
        customer(&data, &path).map(|(_, _, places)| -> ContractList {
            contracts::contract_list(
                places
                    .into_iter()
                    .map(|p| contracts::contract(&data, p, p.vat, today))
                    .collect(),
            )
        }),
    )
}

pub(super) fn routes(scope: Scope) -> Scope {
    let customer = "/origin/{origin}/customer/{customerCode}";
    scope
        .route("/admin/info/{userId}", web::get().to(user_info))
        .route(
            "/admin/refresh-user-mappings/{userId}",
            web::post().to(refresh_mappings),
        )
        .route(
            &format!("/admin/raw{customer}"),
            web::get().to(raw_customer),
        )
        .route(
            &format!("/admin/raw{customer}/contracts"),
            web::get().to(raw_contracts),
        )
        .route(
            &format!("/admin/crm{customer}"),
            web::get().to(crm_customer),
        )
        .route(
            &format!("/admin/crm{customer}/contracts"),
            web::get().to(crm_contracts),
        )
}
