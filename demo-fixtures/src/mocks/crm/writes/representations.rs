//! Read rights between private customers: the grantor invites an e-mail address (#133) and ends
//! a right (#134); the invited person activates it with the e-mailed code (#135). Refusals carry
//! the §8 codes the frontend maps to its dialogs.

use actix_web::http::StatusCode;
use actix_web::web;
use actix_web::HttpResponse;
use upstream_clients::crm::{
    ActivateRepresentationRequest, CreateRepresentationRequest, RemoveRepresentationRequest,
};
use upstream_clients::identity::AccessClaims;

use super::super::{users, Data};
use super::{conflict, finish, ok, user_id};
use crate::dataset::{Representation, RepresentationStatus};
use crate::mocks::clock::{date_from, today};
use crate::mocks::error_response;
use crate::mocks::outbox::OutboxKind;

const GENERAL: &str = "RepresentativeGeneralException";

/// The portal page that takes the activation code (the invitation e-mail's link).
pub(crate) fn activation_link(code: &str) -> String {
    format!("/lukuoikeus/aktivoi?koodi={code}")
}

/// #133: a pending read right over all the grantor's own places, and an invitation with the
/// activation code and link in the outbox. Refused (409 general) when the user may not grant
/// (#136), invites themself, or already has an open grant to that address.
pub(super) async fn create(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<CreateRepresentationRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let grantor = state.user(id).ok_or_else(|| super::not_found("user"))?;
        let email = body.email.trim().to_owned();
        let eligibility = users::eligibility(&state, grantor);
        if !eligibility.eligible {
            let reason = eligibility.reason.unwrap_or_default();
            return Err(conflict(GENERAL, &reason));
        }
        if grantor.email.eq_ignore_ascii_case(&email) {
            return Err(conflict(
                GENERAL,
                "a read right cannot be granted to oneself",
            ));
        }
        let open = state.representations.iter().any(|r| {
            r.grantor_user_id == id
                && r.status != RepresentationStatus::Revoked
                && r.representative_email.eq_ignore_ascii_case(&email)
        });
        if open {
            return Err(conflict(
                GENERAL,
                "this address already has a read right or an invitation",
            ));
        }
        let representation = Representation {
            id: format!("REP-{}", state.next_serial()),
            grantor_user_id: id,
            representative_email: email.clone(),
            representative_user_id: None,
            status: RepresentationStatus::Pending,
            location_identifiers: eligibility.location_identifiers,
            // Random: the code alone lets its holder ask for the right (with the right e-mail).
            activation_code: uuid::Uuid::new_v4().to_string(),
            created: date_from(today(), 0),
        };
        crm.outbox.send_with_link(
            &email,
            OutboxKind::RepresentationInvite,
            &representation.activation_code,
            Some(activation_link(&representation.activation_code)),
        );
        let answer = users::representation(&state, &representation);
        state.representations.push(representation);
        ok(answer)
    })())
}

/// #134: the grantor ends a read right they gave. A right already ended answers
/// `RepresentativeAlreadyRevokedException`.
pub(super) async fn remove(
    crm: Data,
    user: web::Path<String>,
    body: web::Json<RemoveRepresentationRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let grantor = user_id(&state, &user)?;
        let representation = state
            .representations
            .iter_mut()
            .find(|r| r.id == body.representation_id && r.grantor_user_id == grantor)
            .ok_or_else(|| super::not_found("representation"))?;
        if representation.status == RepresentationStatus::Revoked {
            return Err(conflict(
                "RepresentativeAlreadyRevokedException",
                "the read right has already ended",
            ));
        }
        representation.status = RepresentationStatus::Revoked;
        super::no_content()
    })())
}

/// #135: the bearer activates the invitation with its code. The bearer's e-mail (the token's
/// username) must be the invited one; the right then belongs to the bearer's portal user.
pub(super) async fn activate(
    crm: Data,
    claims: web::ReqData<AccessClaims>,
    body: web::Json<ActivateRepresentationRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let caller = state
            .account_by_subject(&claims.sub)
            .and_then(|a| a.priwatti_user_id)
            .filter(|id| state.user(*id).is_some());
        let code = body.activation_code.trim();
        let representation = state
            .representations
            .iter_mut()
            .find(|r| r.activation_code == code)
            .ok_or_else(|| {
                Box::new(error_response(
                    StatusCode::BAD_REQUEST,
                    GENERAL,
                    "unknown activation code",
                ))
            })?;
        if !representation
            .representative_email
            .eq_ignore_ascii_case(&claims.username)
        {
            return Err(conflict(
                "RepresentativeEmailMismatchException",
                "the invitation was sent to another e-mail address",
            ));
        }
        match representation.status {
            RepresentationStatus::Active => {
                return Err(conflict(
                    "RepresentativeAlreadyActivatedException",
                    "the read right is already active",
                ))
            }
            RepresentationStatus::Revoked => {
                return Err(conflict(
                    "RepresentativeAlreadyRevokedException",
                    "the read right has been ended",
                ))
            }
            RepresentationStatus::Pending => {}
        }
        let Some(caller) = caller.filter(|id| *id != representation.grantor_user_id) else {
            return Err(conflict(
                GENERAL,
                "the signed-in account has no portal user that could hold the right",
            ));
        };
        representation.status = RepresentationStatus::Active;
        representation.representative_user_id = Some(caller);
        let activated = representation.clone();
        ok(users::representation(&state, &activated))
    })())
}
