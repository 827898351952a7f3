//! A B2B company's users for the user-management panels (A57): the main user (#228), the
//! caller's basic info (#227), the company's users (#229), one user with their places (#226)
//! and the places a user is not given yet (#230). crm answers for the company in the path;
//! whether the caller may ask (the main user, or a member for their own reference) is the
//! gateway's check. An unknown company, or a user reference not of the company, is 404.

use std::collections::{HashMap, HashSet};

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    CompanyUser, CompanyUserDetail, CompanyUserList, EligibleLocationList, ManagedLocation,
    UserBasicInfo, UserRight,
};
use upstream_clients::identity::AccessClaims;

use super::state::CrmState;
use super::Data;
use crate::dataset::{CustomerCompany, Held};
use crate::mocks::params::{self, respond, Answer, Query};

/// `status` of #226: None (absent or ALL) keeps every right.
const STATUSES: [(&str, Option<UserRight>); 3] = [
    ("ALL", None),
    ("READ_ONLY", Some(UserRight::ReadOnly)),
    ("FULL_ACCESS", Some(UserRight::FullAccess)),
];

pub(super) fn company<'d>(data: &'d CrmState, company_ref: &str) -> Answer<&'d CustomerCompany> {
    data.customer_companies
        .iter()
        .find(|c| c.company_reference_id == company_ref)
        .ok_or_else(|| params::not_found("company"))
}

/// The company's places by the id each is addressed by (a composite once), with `reference`'s
/// right on each, in address order; every place with FULL_ACCESS for the main user.
pub(super) fn assigned(
    data: &CrmState,
    company: &CustomerCompany,
    reference: &str,
) -> Answer<Vec<ManagedLocation>> {
    let rights: Option<HashMap<String, Held>> = if reference == company.main_user_reference_id {
        None
    } else {
        let sub = company
            .sub_users
            .iter()
            .find(|s| s.user_reference_id == reference)
            .ok_or_else(|| params::not_found("company user"))?;
        let places = data.places_of_company(&company.company_reference_id);
        let composite_of: HashMap<&str, &str> = places
            .iter()
            .filter_map(|p| {
                let composite = p.composite_location_identifier.as_deref()?;
                Some((p.location_identifier.as_str(), composite))
            })
            .collect();
        Some(
            sub.held(|id| composite_of.get(id).copied())
                .into_iter()
                .map(|held| (held.addressed.clone(), held))
                .collect(),
        )
    };
    Ok(locations(data, company)
        .into_iter()
        .filter_map(|mut location| {
            location.right = match &rights {
                None => Some(UserRight::FullAccess),
                Some(rights) => {
                    let held = rights.get(location.composite_location_identifier.as_str())?;
                    // A composite held in part shows with the places held.
                    if let Some(part) = &held.part {
                        location.location_identifiers.retain(|id| part.contains(id));
                    }
                    Some(held.right)
                }
            };
            location.right.is_some().then_some(location)
        })
        .collect())
}

/// Every place of the company by the id it is addressed by, without a right, by address.
/// Indexed by that id on the way: CR-300 has 5,000 places, and a search of the list so far for
/// each one made every user-management read of it quadratic.
pub(super) fn locations(data: &CrmState, company: &CustomerCompany) -> Vec<ManagedLocation> {
    let mut result: Vec<ManagedLocation> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for place in data.places_of_company(&company.company_reference_id) {
        let addressed = place.addressed_as();
        if let Some(&known) = index.get(addressed) {
            result[known]
                .location_identifiers
                .push(place.location_identifier.clone());
            continue;
        }
        let composite = data
            .composite_locations
            .iter()
            .find(|c| c.composite_location_identifier == addressed);
        index.insert(addressed, result.len());
        result.push(ManagedLocation {
            composite_location_identifier: addressed.to_owned(),
            name: composite
                .map(|c| c.name.clone())
                .or_else(|| place.name.clone()),
            address: place.address_line(),
            location_identifiers: vec![place.location_identifier.clone()],
            right: None,
        });
    }
    result.sort_by_cached_key(|l| {
        (
            l.address.to_lowercase(),
            l.composite_location_identifier.clone(),
        )
    });
    result
}

pub(super) fn company_user(
    data: &CrmState,
    company: &CustomerCompany,
    reference: &str,
) -> Answer<CompanyUser> {
    let main_user = reference == company.main_user_reference_id;
    let user_id = if main_user {
        company.main_user_id
    } else {
        company
            .sub_users
            .iter()
            .find(|s| s.user_reference_id == reference)
            .ok_or_else(|| params::not_found("company user"))?
            .priwatti_user_id
    };
    let user = data
        .user(user_id)
        .ok_or_else(|| params::not_found("user"))?;
    Ok(CompanyUser {
        user_reference_id: reference.to_owned(),
        name: user.name.clone(),
        email: user.email.clone(),
        phone: user.phone.clone(),
        main_user,
        // Places, a composite's each, as #195's summary and the list count them: a composite
        // counted once made the main user's card say 39 where the summary said 48.
        locations_total: assigned(data, company, reference)?
            .iter()
            .map(|location| location.location_identifiers.len() as u32)
            .sum(),
        invited: false,
    })
}

/// #228: the company's main user.
pub(super) async fn main_user(crm: Data, path: web::Path<String>) -> HttpResponse {
    let data = crm.data();
    respond(
        company(&data, &path)
            .and_then(|company| company_user(&data, company, &company.main_user_reference_id)),
    )
}

/// #227: the caller (the bearer's portal user) as a user of the company.
pub(super) async fn user_basic_info(
    crm: Data,
    path: web::Path<String>,
    claims: web::ReqData<AccessClaims>,
) -> HttpResponse {
    let data = crm.data();
    respond((|| {
        let company = company(&data, &path)?;
        let reference = data
            .account_by_subject(&claims.sub)
            .and_then(|account| account.priwatti_user_id)
            .and_then(|id| company.user_reference_of(id))
            .ok_or_else(|| params::not_found("company user"))?;
        Ok(UserBasicInfo {
            company_reference_id: company.company_reference_id.clone(),
            company_name: company.name.clone(),
            company: company.company,
            user: company_user(&data, company, reference)?,
        })
    })())
}

/// #229: every user of the company, the main user first, then the others by name.
pub(super) async fn existing_users(crm: Data, path: web::Path<String>) -> HttpResponse {
    let data = crm.data();
    respond(company(&data, &path).and_then(|company| existing_user_list(&data, company)))
}

/// The company's users, the main user first, then the others by name.
pub(super) fn existing_user_list(
    data: &CrmState,
    company: &CustomerCompany,
) -> Answer<CompanyUserList> {
    let mut users = company
        .user_references()
        .iter()
        .map(|reference| company_user(data, company, reference))
        .collect::<Answer<Vec<CompanyUser>>>()?;
    users.extend(
        data.invitations
            .iter()
            .filter(|i| i.company_ref == company.company_reference_id)
            .map(super::invitations::as_company_user),
    );
    // Invitations after the users, by the address typed (they have no name to sort by).
    users.sort_by(|a, b| {
        b.main_user
            .cmp(&a.main_user)
            .then_with(|| a.invited.cmp(&b.invited))
            .then_with(|| a.name.to_lowercase().cmp(&b.name.to_lowercase()))
            .then_with(|| a.email.to_lowercase().cmp(&b.email.to_lowercase()))
            .then_with(|| a.user_reference_id.cmp(&b.user_reference_id))
    });
    Ok(CompanyUserList { users })
}

/// #226: one user of the company with the places they are given (only those of one right
/// with `status`), by address.
pub(super) async fn user_reference(
    crm: Data,
    path: web::Path<(String, String)>,
    query: Query,
) -> HttpResponse {
    let data = crm.data();
    let (company_ref, reference) = path.into_inner();
    respond((|| {
        let status = query.one_of("status", &STATUSES)?.flatten();
        let company = company(&data, &company_ref)?;
        let user = company_user(&data, company, &reference)?;
        let locations = assigned(&data, company, &reference)?
            .into_iter()
            .filter(|location| status.is_none() || location.right == status)
            .collect();
        Ok(CompanyUserDetail { user, locations })
    })())
}

/// #230: the company's places the user in `userReferenceId` is not given yet, by address
/// (none for the main user, who has them all).
pub(super) async fn eligible_locations(
    crm: Data,
    path: web::Path<String>,
    query: Query,
) -> HttpResponse {
    let data = crm.data();
    respond((|| {
        let reference = query.required("userReferenceId")?;
        let company = company(&data, &path)?;
        let given: HashSet<String> = assigned(&data, company, reference)?
            .into_iter()
            .map(|location| location.composite_location_identifier)
            .collect();
        let results = locations(&data, company)
            .into_iter()
            .filter(|location| !given.contains(&location.composite_location_identifier))
            .collect();
        Ok(EligibleLocationList { results })
    })())
}

/// Adds the user-management reads to `scope` (bearer-checked by the caller).
pub(super) fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    let base = "/v2/company/{companyRef}/usermanagement";
    scope
        .route(&format!("{base}/mainUser"), web::get().to(main_user))
        .route(
            &format!("{base}/userBasicInfo"),
            web::get().to(user_basic_info),
        )
        .route(
            &format!("{base}/existingUsers"),
            web::get().to(existing_users),
        )
        .route(
            &format!("{base}/userReference/{{userRef}}"),
            web::get().to(user_reference),
        )
        .route(
            &format!("{base}/eligibleLocations"),
            web::get().to(eligible_locations),
        )
}
