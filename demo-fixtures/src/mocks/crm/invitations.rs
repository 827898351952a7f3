//! A company's invitations (#224) as the invited person answers them. Adding a person to a
//! company never makes them its user at once: #224 records an invitation to the address the
//! main user typed, and whoever has that address (never staff) sees it when they sign in and
//! accepts it (becoming a sub-user with the places offered) or declines it. Until then the
//! company sees only the address it typed, so it learns nothing about who has the address.

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    CompanyInvitation, CompanyInvitationList, CompanyUser, CompanyUserDetail,
};

use super::state::{CrmState, Invitation};
use super::usermanagement::company;
use super::Data;
use crate::dataset::{PortalUser, SubUser};
use crate::mocks::error::MockError;
use crate::mocks::params::{self, respond, Answer};

/// The invitation as the company sees it in its user list: the address it typed, no name, no
/// phone, whoever has the address.
pub(super) fn as_company_user(invitation: &Invitation) -> CompanyUser {
    CompanyUser {
        user_reference_id: invitation.user_reference_id.clone(),
        name: String::new(),
        email: invitation.email.clone(),
        phone: None,
        main_user: false,
        locations_total: invitation.locations.len() as u32,
        invited: true,
    }
}

/// #224's answer, the same for every address: the invitation as the company sees it.
pub(super) fn as_detail(invitation: &Invitation) -> CompanyUserDetail {
    CompanyUserDetail {
        user: as_company_user(invitation),
        locations: Vec::new(),
    }
}

/// Whether `user` may answer `invitation`: it was sent to them, or to an address no customer
/// had then and that is theirs now; staff accounts are never made company users this way.
fn is_for(invitation: &Invitation, user: &PortalUser) -> bool {
    !user.staff
        && match invitation.user_id {
            Some(id) => id == user.priwatti_user_id,
            None => invitation.email.eq_ignore_ascii_case(&user.email),
        }
}

fn list_of(state: &CrmState, user: &PortalUser) -> CompanyInvitationList {
    let invitations = state
        .invitations
        .iter()
        .filter(|invitation| is_for(invitation, user))
        .filter_map(|invitation| {
            let company = company(state, &invitation.company_ref).ok()?;
            Some(CompanyInvitation {
                invitation_reference_id: invitation.user_reference_id.clone(),
                company_reference_id: company.company_reference_id.clone(),
                company_name: company.name.clone(),
                locations_total: invitation.locations.len() as u32,
            })
        })
        .collect();
    CompanyInvitationList { invitations }
}

/// Takes the user's invitation `reference` out of the state (404 when there is none for them).
fn take(state: &mut CrmState, user_raw: &str, reference: &str) -> Answer<(u64, Invitation)> {
    let user = params::user(state, user_raw)?;
    let id = user.priwatti_user_id;
    let at = state
        .invitations
        .iter()
        .position(|i| i.user_reference_id == reference && is_for(i, user))
        .ok_or_else(|| params::not_found("invitation"))?;
    Ok((id, state.invitations.remove(at)))
}

async fn invitations(crm: Data, user: web::Path<String>) -> HttpResponse {
    let state = crm.data();
    respond(params::user(&state, &user).map(|user| list_of(&state, user)))
}

/// Accepting makes the person a sub-user with the places offered that are still the
/// company's, under the invitation's reference; answers their remaining invitations.
async fn accept(crm: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let (user_raw, reference) = path.into_inner();
    let mut state = crm.data_mut();
    respond((|| {
        let (user_id, invitation) = take(&mut state, &user_raw, &reference)?;
        let addressed: Vec<String> = state
            .places_of_company(&invitation.company_ref)
            .iter()
            .map(|place| place.addressed_as().to_owned())
            .collect();
        let company = state
            .customer_companies
            .iter_mut()
            .find(|c| c.company_reference_id == invitation.company_ref)
            .ok_or_else(|| params::not_found("company"))?;
        if company.user_reference_of(user_id).is_some() {
            return Err(MockError::conflict(
                "ALREADY_COMPANY_USER",
                "the account is a user of the company already",
            ));
        }
        let mut locations = Vec::new();
        for given in &invitation.locations {
            let id = &given.composite_location_identifier;
            if addressed.contains(id) && !locations.iter().any(|(have, _)| have == id) {
                locations.push((id.clone(), given.right));
            }
        }
        company.sub_users.push(SubUser {
            priwatti_user_id: user_id,
            user_reference_id: invitation.user_reference_id,
            locations,
        });
        let user = params::user(&state, &user_raw)?;
        Ok(list_of(&state, user))
    })())
}

/// Declining forgets the invitation; answers the remaining ones.
async fn decline(crm: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let (user_raw, reference) = path.into_inner();
    let mut state = crm.data_mut();
    respond(take(&mut state, &user_raw, &reference).and_then(|_| {
        let user = params::user(&state, &user_raw)?;
        Ok(list_of(&state, user))
    }))
}

/// Adds the invited person's rows to `scope` (bearer-checked by the caller).
pub(super) fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    let base = "/v2/user/{userId}/companyInvitations";
    scope
        .route(base, web::get().to(invitations))
        .route(
            &format!("{base}/{{invitationRef}}/accept"),
            web::post().to(accept),
        )
        .route(
            &format!("{base}/{{invitationRef}}/decline"),
            web::post().to(decline),
        )
}
