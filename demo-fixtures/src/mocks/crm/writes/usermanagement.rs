//! A B2B company's user-management writes (A57): the places and rights given to a sub-user
//! (#220–#222), the main user's rights passed on (#223), a sub-user created or identified
//! (#224), and the company's customerships added and removed (#225, #232), with #231's read of
//! one. Each changes crm's state under one write lock, so the access scope and the company
//! lists answer the change at once. Whether the caller may ask (the main user) is the
//! gateway's check; crm answers 404 for a company, user or place it does not know, 409 for a
//! state that forbids the change and 422 for an account or customership it cannot find.

use std::collections::HashSet;

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    is_customer_code, transfer_errors, AccountMode, AddCustomershipRequest, CompanyCustomership,
    CompanyUserDetail, CreateCompanyUserRequest, CustomerType, CustomershipDetails, LocationRight,
    RemoveLocationRequest, TransferMainUserRequest, UpdateAccessRightsRequest, UserRight,
};

use super::super::invitations::as_detail;
use super::super::state::{CrmState, CustomershipKey, Detached, Invitation};
use super::super::usermanagement::{
    assigned, company, company_user, existing_user_list, locations,
};
use super::super::Data;
use crate::dataset::{subject_for, Account, CustomerCompany, PlaceOwner, PortalUser, SubUser};
use crate::mocks::error::MockError;
use crate::mocks::messaging::InvitationNotice;
use crate::mocks::outbox::OutboxKind;
use crate::mocks::params::{self, respond, Answer, Query};

/// `status` of #221 and #222, as in #226: None (absent or ALL) is every right.
const STATUSES: [(&str, Option<UserRight>); 3] = [
    ("ALL", None),
    ("READ_ONLY", Some(UserRight::ReadOnly)),
    ("FULL_ACCESS", Some(UserRight::FullAccess)),
];

type UserPath = web::Path<(String, String)>;

fn unprocessable(code: &'static str, message: &str) -> MockError {
    MockError::with_message(StatusCode::UNPROCESSABLE_ENTITY, code, message.to_owned())
}

fn company_mut<'s>(state: &'s mut CrmState, company_ref: &str) -> Answer<&'s mut CustomerCompany> {
    state
        .customer_companies
        .iter_mut()
        .find(|c| c.company_reference_id == company_ref)
        .ok_or_else(|| params::not_found("company"))
}

/// The sub-user `reference` of the company, to change; 409 for the main user, who is given
/// every place and whose places cannot change.
fn sub_user_mut<'c>(company: &'c mut CustomerCompany, reference: &str) -> Answer<&'c mut SubUser> {
    if company.main_user_reference_id == reference {
        return Err(MockError::conflict(
            "MAIN_USER_HAS_ALL_LOCATIONS",
            "the main user is given every place of the company",
        ));
    }
    company
        .sub_users
        .iter_mut()
        .find(|s| s.user_reference_id == reference)
        .ok_or_else(|| params::not_found("company user"))
}

/// 404 unless every id is one of the company's places by the id it is addressed by.
fn known_places<'a>(
    state: &CrmState,
    company_ref: &str,
    ids: impl IntoIterator<Item = &'a str>,
) -> Answer<()> {
    let places = state.places_of_company(company_ref);
    for id in ids {
        if !places.iter().any(|place| place.addressed_as() == id) {
            return Err(params::not_found("location"));
        }
    }
    Ok(())
}

/// The user with their places of `status` (all when `None`), as #226 answers them.
fn detail(
    state: &CrmState,
    company_ref: &str,
    reference: &str,
    status: Option<UserRight>,
) -> Answer<CompanyUserDetail> {
    let company = company(state, company_ref)?;
    let user = company_user(state, company, reference)?;
    let locations = assigned(state, company, reference)?
        .into_iter()
        .filter(|location| status.is_none() || location.right == status)
        .collect();
    Ok(CompanyUserDetail { user, locations })
}

/// The own ids of the places of the composites among `ids`: what a sub-user holding such a
/// composite in part has in their assignment, which a right on the whole replaces.
fn parts_of<'a>(
    state: &CrmState,
    company_ref: &str,
    ids: impl IntoIterator<Item = &'a str>,
) -> HashSet<String> {
    let ids: HashSet<&str> = ids.into_iter().collect();
    state
        .places_of_company(company_ref)
        .into_iter()
        .filter(|place| {
            place
                .composite_location_identifier
                .as_deref()
                .is_some_and(|composite| ids.contains(composite))
        })
        .map(|place| place.location_identifier.clone())
        .collect()
}

/// Gives the sub-user each place with its right (a place they have gets the new right).
fn give(sub: &mut SubUser, rights: &[LocationRight], parts: &HashSet<String>) {
    sub.locations.retain(|(have, _)| !parts.contains(have));
    for given in rights {
        let id = &given.composite_location_identifier;
        match sub.locations.iter_mut().find(|(have, _)| have == id) {
            Some((_, right)) => *right = given.right,
            None => sub.locations.push((id.clone(), given.right)),
        }
    }
}

/// #220 updateAccessRights.
pub(in crate::mocks::crm) async fn update_access_rights(
    crm: Data,
    path: UserPath,
    body: web::Json<UpdateAccessRightsRequest>,
) -> HttpResponse {
    let (company_ref, reference) = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let ids = body
            .locations
            .iter()
            .map(|l| l.composite_location_identifier.as_str());
        known_places(&state, &company_ref, ids.clone())?;
        let parts = parts_of(&state, &company_ref, ids);
        let company = company_mut(&mut state, &company_ref)?;
        give(sub_user_mut(company, &reference)?, &body.locations, &parts);
        detail(&state, &company_ref, &reference, None)
    })())
}

/// #221 removeLocation: taking a place the user does not have changes nothing. Answers the
/// user with their remaining places of `status`.
pub(in crate::mocks::crm) async fn remove_location(
    crm: Data,
    path: UserPath,
    query: Query,
    body: web::Json<RemoveLocationRequest>,
) -> HttpResponse {
    let (company_ref, reference) = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let status = query.one_of("status", &STATUSES)?.flatten();
        let id = body.composite_location_identifier.as_str();
        known_places(&state, &company_ref, [id])?;
        let parts = parts_of(&state, &company_ref, [id]);
        let company = company_mut(&mut state, &company_ref)?;
        sub_user_mut(company, &reference)?
            .locations
            .retain(|(have, _)| have != id && !parts.contains(have));
        detail(&state, &company_ref, &reference, status)
    })())
}

/// #222 removeAllLocations: takes every place of `status` (every place for ALL) from the user.
pub(in crate::mocks::crm) async fn remove_all_locations(
    crm: Data,
    path: UserPath,
    query: Query,
) -> HttpResponse {
    let (company_ref, reference) = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let status = query.one_of("status", &STATUSES)?.flatten();
        let company = company_mut(&mut state, &company_ref)?;
        sub_user_mut(company, &reference)?
            .locations
            .retain(|(_, right)| status.is_some_and(|status| *right != status));
        detail(&state, &company_ref, &reference, status)
    })())
}

/// #254: the sub-user leaves the company with every place given to them; their account stays
/// (it may be a customer's, or a user of another company). The main user is not deleted (409
/// `MAIN_USER_NOT_DELETED`: hand the rights on first, #223); a reference that is no sub-user of
/// the company (an open invitation included) is 404.
pub(in crate::mocks::crm) async fn delete_user(crm: Data, path: UserPath) -> HttpResponse {
    let (company_ref, reference) = path.into_inner();
    let mut state = crm.data_mut();
    let deleted = (|| {
        let company = company_mut(&mut state, &company_ref)?;
        if company.main_user_reference_id == reference {
            return Err(MockError::conflict(
                "MAIN_USER_NOT_DELETED",
                "the main user is not deleted: hand the main user's rights on first",
            ));
        }
        let at = company
            .sub_users
            .iter()
            .position(|s| s.user_reference_id == reference)
            .ok_or_else(|| params::not_found("company user"))?;
        company.sub_users.remove(at);
        Ok(())
    })();
    match deleted {
        Ok(()) => HttpResponse::NoContent().finish(),
        Err(refusal) => refusal.response(),
    }
}

/// #223 transferMainUserRights: the target becomes the main user and the main user a sub-user
/// with FULL_ACCESS on every place (the new main user may narrow it). Each keeps their user
/// reference. Refused (409, the code the transfer error dialog shows) for the main user
/// themselves and for an invited user who has not signed in yet.
pub(in crate::mocks::crm) async fn transfer_main_user(
    crm: Data,
    path: web::Path<String>,
    body: web::Json<TransferMainUserRequest>,
) -> HttpResponse {
    let company_ref = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let every_place: Vec<(String, UserRight)> = {
            let company = company(&state, &company_ref)?;
            locations(&state, company)
                .into_iter()
                .map(|l| (l.composite_location_identifier, UserRight::FullAccess))
                .collect()
        };
        let target = body.user_reference_id.as_str();
        let invited: Vec<u64> = state.invited.iter().copied().collect();
        let company = company_mut(&mut state, &company_ref)?;
        if company.main_user_reference_id == target {
            return Err(MockError::conflict(
                transfer_errors::ALREADY_MAIN_USER,
                "the user is the main user already",
            ));
        }
        let position = company
            .sub_users
            .iter()
            .position(|s| s.user_reference_id == target)
            .ok_or_else(|| params::not_found("company user"))?;
        if invited.contains(&company.sub_users[position].priwatti_user_id) {
            return Err(MockError::conflict(
                transfer_errors::TARGET_NOT_ACTIVE,
                "the user has not signed in yet",
            ));
        }
        let new_main = company.sub_users.remove(position);
        company.sub_users.push(SubUser {
            priwatti_user_id: company.main_user_id,
            user_reference_id: company.main_user_reference_id.clone(),
            locations: every_place,
        });
        company.main_user_id = new_main.priwatti_user_id;
        company.main_user_reference_id = new_main.user_reference_id;
        existing_user_list(&state, self::company(&state, &company_ref)?)
    })())
}

/// The next free user reference of the company: `UR-<company number>-<NN>`.
fn next_reference(state: &CrmState, company_ref: &str) -> Answer<String> {
    let company = company(state, company_ref)?;
    let number = company
        .company_reference_id
        .strip_prefix("CR-")
        .unwrap_or(&company.company_reference_id);
    // An invitation's reference is the one its person gets: never given twice.
    let invited = state
        .invitations
        .iter()
        .filter(|i| i.company_ref == company_ref)
        .map(|i| i.user_reference_id.clone());
    let next = company
        .user_references()
        .into_iter()
        .chain(invited)
        .filter_map(|r| r.rsplit('-').next()?.parse::<u32>().ok())
        .max()
        .map_or(0, |n| n + 1);
    Ok(format!("UR-{number}-{next:02}"))
}

/// #224 create: never a user at once, and the same answer for every address (who has it is
/// not the company's to learn): an invitation to the address, which its owner accepts or
/// declines when they sign in (`super::super::invitations`). In CREATE_ACCOUNT_MODE an address
/// crm does not know gets a new portal user with an account to be (identity invites it next;
/// crm maps the account by the subject identity derives from the e-mail); an existing
/// customer, in either mode, is told by e-mail; an unknown address in IDENTIFY_ACCOUNT_MODE and
/// a staff address get nothing, and their invitation is never answered. 409
/// ALREADY_COMPANY_USER for one of the company's own users (whom it lists by name already).
pub(in crate::mocks::crm) async fn create_user(
    crm: Data,
    path: web::Path<String>,
    body: web::Json<CreateCompanyUserRequest>,
) -> HttpResponse {
    let company_ref = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let ids = body
            .locations
            .iter()
            .map(|l| l.composite_location_identifier.as_str());
        known_places(&state, &company_ref, ids)?;
        let email = body.email.trim();
        let user = state
            .users
            .iter()
            .find(|u| u.email.eq_ignore_ascii_case(email));
        let customer = user.filter(|u| !u.staff).map(|u| u.priwatti_user_id);
        // The company sees its own users by name already: this tells it nothing new.
        if let Some(id) = customer {
            if company(&state, &company_ref)?
                .user_reference_of(id)
                .is_some()
            {
                return Err(MockError::conflict(
                    "ALREADY_COMPANY_USER",
                    "the account is a user of the company already",
                ));
            }
        }
        let has_account = user.is_some()
            || state
                .accounts
                .iter()
                .any(|a| a.email.eq_ignore_ascii_case(email));
        let mut invitee = customer;
        let existing = customer.filter(|id| !state.invited.contains(id));
        if body.account_mode == AccountMode::CreateAccountMode && !has_account {
            // A new account (identity e-mails its temporary password next).
            invitee = Some(invite(&mut state, &body));
        } else if existing.is_some() {
            // An existing customer is told by e-mail, as sign-up tells an existing account.
            crm.outbox
                .send(email, OutboxKind::CompanyInvitation, &company_ref);
        }
        let invitation = invitation(&mut state, &company_ref, email, invitee, &body.locations)?;
        if let Some(user_id) = existing {
            // ...and finds it in their message box too, beside the notice on signing in.
            crm.messaging.deliver_company_invitation(&InvitationNotice {
                user_id,
                company_ref: &company_ref,
                company_name: &company(&state, &company_ref)?.name,
                reference: &invitation.user_reference_id,
                places: invitation.locations.len(),
            });
        }
        Ok(as_detail(&invitation))
    })())
}

/// The company's open invitation to `email` with `locations` offered: a new one, or the one
/// sent before with these places added to its offer or their right changed (the same request
/// again sends it anew, as #220 gives places).
fn invitation(
    state: &mut CrmState,
    company_ref: &str,
    email: &str,
    user_id: Option<u64>,
    locations: &[LocationRight],
) -> Answer<Invitation> {
    let existing = state
        .invitations
        .iter_mut()
        .find(|i| i.company_ref == company_ref && i.email.eq_ignore_ascii_case(email));
    if let Some(invitation) = existing {
        for given in locations {
            let offered = invitation.locations.iter_mut().find(|offered| {
                offered.composite_location_identifier == given.composite_location_identifier
            });
            match offered {
                Some(offered) => offered.right = given.right,
                None => invitation.locations.push(given.clone()),
            }
        }
        return Ok(invitation.clone());
    }
    let invitation = Invitation {
        company_ref: company_ref.to_owned(),
        user_reference_id: next_reference(state, company_ref)?,
        email: email.to_owned(),
        user_id,
        locations: locations.to_vec(),
    };
    state.invitations.push(invitation.clone());
    Ok(invitation)
}

/// The portal user and the account mapping of an invited address; the user counts as invited
/// until the account's first sign-in.
fn invite(state: &mut CrmState, body: &CreateCompanyUserRequest) -> u64 {
    let id = state.next_user_id();
    let email = body.email.trim().to_owned();
    state.users.push(PortalUser {
        priwatti_user_id: id,
        name: body.name.as_deref().unwrap_or_default().trim().to_owned(),
        email: email.clone(),
        phone: body.phone.clone(),
        customer_type: CustomerType::B2B,
        customer_codes: Vec::new(),
        unread_messages: 0,
        user_verified: false,
        subscribed_to_tips_and_tricks: false,
        energy_price_alert: None,
        energy_price_report: None,
        staff: false,
    });
    state.accounts.push(Account {
        subject: subject_for(&email),
        email,
        // crm never checks passwords; identity e-mails the temporary one.
        password: String::new(),
        groups: Vec::new(),
        force_new_password: true,
        confirmed: true,
        priwatti_user_id: Some(id),
        role: "Yrityksen kutsuma käyttäjä".to_owned(),
    });
    state.invited.insert(id);
    id
}

/// One customership of the company with the places under it.
fn customership_details(
    state: &CrmState,
    company_ref: &str,
    customership: &CompanyCustomership,
) -> Answer<CustomershipDetails> {
    let company = company(state, company_ref)?;
    if !company.customerships.contains(customership) {
        return Err(params::not_found("customership"));
    }
    let under = |id: &str| {
        state.place(id).is_some_and(|place| {
            place.company == customership.company
                && place.customer_code == customership.customer_code
        })
    };
    Ok(CustomershipDetails {
        company: customership.company,
        company_name: state.energy_company(customership.company).name.clone(),
        customer_code: customership.customer_code.clone(),
        locations: locations(state, company)
            .into_iter()
            .filter(|l| l.location_identifiers.iter().any(|id| under(id)))
            .collect(),
    })
}

/// `company` and `customerCode` of #231 and #232.
fn customership_query(query: &Query) -> Answer<CompanyCustomership> {
    let company = query
        .one_of(
            "company",
            &upstream_clients::crm::Company::ALL.map(|c| (c.code(), c)),
        )?
        .ok_or_else(|| MockError::bad_request("InvalidParameter", "company is required"))?;
    let customer_code = query.required("customerCode")?;
    if !is_customer_code(customer_code) {
        return Err(MockError::bad_request(
            "InvalidParameter",
            "customerCode must be A and seven digits",
        ));
    }
    Ok(CompanyCustomership {
        company,
        customer_code: customer_code.to_owned(),
    })
}

/// #231 customershipDetails.
pub(in crate::mocks::crm) async fn customership(
    crm: Data,
    path: web::Path<String>,
    query: Query,
) -> HttpResponse {
    let state = crm.data();
    respond(customership_query(&query).and_then(|c| customership_details(&state, &path, &c)))
}

fn key(company_ref: &str, customership: &CompanyCustomership) -> CustomershipKey {
    (
        company_ref.to_owned(),
        customership.company,
        customership.customer_code.clone(),
    )
}

/// #225 addCustomership: a customership crm knows for the company (one removed earlier) joins
/// it again with its places. 409 CUSTOMERSHIP_EXISTS when the company has it, 422
/// CUSTOMERSHIP_NOT_FOUND for a code crm does not know as the company's.
pub(in crate::mocks::crm) async fn add_customership(
    crm: Data,
    path: web::Path<String>,
    body: web::Json<AddCustomershipRequest>,
) -> HttpResponse {
    let company_ref = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let customership = CompanyCustomership {
            company: body.company,
            customer_code: body.customer_code.clone(),
        };
        if company(&state, &company_ref)?
            .customerships
            .contains(&customership)
        {
            return Err(MockError::conflict(
                "CUSTOMERSHIP_EXISTS",
                "the company has this customership already",
            ));
        }
        let detached = state
            .detached
            .remove(&key(&company_ref, &customership))
            .ok_or_else(|| {
                unprocessable(
                    "CUSTOMERSHIP_NOT_FOUND",
                    "no customership of the company has this code",
                )
            })?;
        state.places.extend(detached.places);
        state.composite_locations.extend(detached.composites);
        company_mut(&mut state, &company_ref)?
            .customerships
            .push(customership.clone());
        customership_details(&state, &company_ref, &customership)
    })())
}

/// #232 removeCustomership: the customership leaves the company with its places (and the
/// composites made of them), which leave every sub-user's assignments. 409 LAST_CUSTOMERSHIP
/// for the company's only one.
pub(in crate::mocks::crm) async fn remove_customership(
    crm: Data,
    path: web::Path<String>,
    query: Query,
) -> HttpResponse {
    let company_ref = path.into_inner();
    let mut state = crm.data_mut();
    let removed = (|| {
        let customership = customership_query(&query)?;
        let company = company(&state, &company_ref)?;
        if !company.customerships.contains(&customership) {
            return Err(params::not_found("customership"));
        }
        if company.customerships.len() == 1 {
            return Err(MockError::conflict(
                "LAST_CUSTOMERSHIP",
                "a company keeps at least one customership",
            ));
        }
        let under = |place: &crate::dataset::UsePlace| {
            matches!(&place.owner, PlaceOwner::Company(c) if *c == company_ref)
                && place.company == customership.company
                && place.customer_code == customership.customer_code
        };
        let mut detached = Detached::default();
        let (leaving, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut state.places)
            .into_iter()
            .partition(under);
        state.places = staying;
        detached.places = leaving;
        let gone: std::collections::HashSet<String> = detached
            .places
            .iter()
            // By both ids: a place of a composite held in part is assigned by its own.
            .flat_map(|p| [p.addressed_as().to_owned(), p.location_identifier.clone()])
            .collect();
        let (leaving, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut state.composite_locations)
            .into_iter()
            .partition(|c| gone.contains(&c.composite_location_identifier));
        state.composite_locations = staying;
        detached.composites = leaving;
        let company = company_mut(&mut state, &company_ref)?;
        company.customerships.retain(|c| *c != customership);
        for sub in &mut company.sub_users {
            sub.locations.retain(|(id, _)| !gone.contains(id));
        }
        state
            .detached
            .insert(key(&company_ref, &customership), detached);
        Ok(())
    })();
    match removed {
        Ok(()) => HttpResponse::NoContent().finish(),
        Err(refusal) => refusal.response(),
    }
}

/// Adds the user-management writes and #231 to `scope` (bearer-checked by the caller).
pub(super) fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    let base = "/v2/company/{companyRef}/usermanagement";
    let user = format!("{base}/userReference/{{userRef}}");
    scope
        .route(&user, web::delete().to(delete_user))
        .route(
            &format!("{user}/updateAccessRights"),
            web::post().to(update_access_rights),
        )
        .route(
            &format!("{user}/removeLocation"),
            web::post().to(remove_location),
        )
        .route(
            &format!("{user}/removeAllLocations"),
            web::post().to(remove_all_locations),
        )
        .route(
            &format!("{base}/transferMainUserRights"),
            web::post().to(transfer_main_user),
        )
        .route(&format!("{base}/create"), web::post().to(create_user))
        .route(
            &format!("{base}/addCustomership"),
            web::post().to(add_customership),
        )
        .route(
            &format!("{base}/customershipDetails"),
            web::get().to(customership),
        )
        .route(
            &format!("{base}/removeCustomership"),
            web::delete().to(remove_customership),
        )
}
