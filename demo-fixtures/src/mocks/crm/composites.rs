//! A B2B company's composite locations made (#208), changed and separated (#209), in crm's
//! in-memory state. The user in the path must hold FULL_ACCESS on the path's place or composite
//! and on every place the body names (the main user holds it on all); crm checks this itself as
//! well as the gateway. Assignments follow the places (see [`reassign`]). Only the main user
//! changes other users' rights: a sub-user's write that would take a place, or a part of one's
//! right, from any other sub-user is refused whole (see [`takes_from_others`]).

use std::collections::{HashMap, HashSet};

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    CompositeLocation, CompositeLocationRequest, CompositeModificationRequest, UserRight,
};

use super::company::{member, Member};
use super::state::CrmState;
use super::Data;
use crate::dataset::{CompositeLocation as Composite, UsePlace};
use crate::mocks::params::{self, Answer, MockError};

type PlacePath = web::Path<(String, String, String)>;

fn already_in_composite(id: &str) -> MockError {
    MockError::conflict(
        "AlreadyInComposite",
        format!("{id} is already in a composite location"),
    )
}

/// A sub-user's composite write that would change another user's rights: refused with 403, since
/// only the main user manages the rights of others, and a code the portal can name.
const RIGHTS_OF_OTHERS: MockError = MockError::new(
    StatusCode::FORBIDDEN,
    "RIGHTS_OF_OTHERS",
    "the change would alter another user's rights; only the company's main user may do that",
);

/// The company's place `id` if the member may write it as a single place: 404 unless it is a
/// place of the company assigned to them with FULL_ACCESS, 409 when it is in a composite
/// other than `allowed` (the composite being changed).
fn writable_place<'d>(
    state: &'d CrmState,
    member: &Member<'_>,
    id: &str,
    allowed: Option<&str>,
) -> Answer<&'d UsePlace> {
    let place = state
        .places_of_company(&member.company.company_reference_id)
        .into_iter()
        .find(|place| place.location_identifier == id)
        .ok_or_else(|| params::not_found("location"))?;
    match place.composite_location_identifier.as_deref() {
        Some(composite) if Some(composite) == allowed => Ok(place),
        Some(_) => Err(already_in_composite(id)),
        None if member.right_on(id) == Some(UserRight::FullAccess) => Ok(place),
        None => Err(params::not_found("location")),
    }
}

/// Each sub-user's places with their right, a composite's assignment spread over its places.
type Holdings = Vec<HashMap<String, UserRight>>;

/// The company's places grouped by the id they are addressed by (a composite's, or their own),
/// in the company's order: made once per write, so a 5,000-place company stays linear.
fn addressed_places(state: &CrmState, company_ref: &str) -> Vec<(String, Vec<String>)> {
    addressed_places_as(state, company_ref, UsePlace::addressed_as)
}

/// [`addressed_places`] with each place addressed by `addressed_as` rather than as it is now:
/// what a write would make, before it is made.
fn addressed_places_as<'p>(
    state: &'p CrmState,
    company_ref: &str,
    addressed_as: impl Fn(&'p UsePlace) -> &'p str,
) -> Vec<(String, Vec<String>)> {
    let mut addressed: Vec<(String, Vec<String>)> = Vec::new();
    let mut index: HashMap<String, usize> = HashMap::new();
    for place in state.places_of_company(company_ref) {
        let id = addressed_as(place);
        match index.get(id) {
            Some(&at) => addressed[at].1.push(place.location_identifier.clone()),
            None => {
                index.insert(id.to_owned(), addressed.len());
                addressed.push((id.to_owned(), vec![place.location_identifier.clone()]));
            }
        }
    }
    addressed
}

fn holdings(state: &CrmState, company_ref: &str) -> Holdings {
    let members: HashMap<String, Vec<String>> =
        addressed_places(state, company_ref).into_iter().collect();
    let company = state
        .customer_companies
        .iter()
        .find(|c| c.company_reference_id == company_ref);
    company
        .map(|company| {
            company
                .sub_users
                .iter()
                .map(|sub| {
                    sub.locations
                        .iter()
                        .flat_map(|(addressed, right)| {
                            members
                                .get(addressed)
                                .into_iter()
                                .flatten()
                                .map(move |place| (place.clone(), *right))
                        })
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// What a sub-user holding the places `held` is assigned among the `addressed` groups: a
/// composite only when they hold every one of its places (with the weaker right of those), a
/// single place when they hold it.
fn assignment(
    addressed: &[(String, Vec<String>)],
    held: &HashMap<String, UserRight>,
) -> Vec<(String, UserRight)> {
    addressed
        .iter()
        .filter_map(|(id, members)| {
            let rights: Option<Vec<UserRight>> = members
                .iter()
                .map(|place| held.get(place).copied())
                .collect();
            let rights = rights?;
            let right = if rights.contains(&UserRight::ReadOnly) {
                UserRight::ReadOnly
            } else {
                UserRight::FullAccess
            };
            Some((id.clone(), right))
        })
        .collect()
}

/// After a composite changed, each sub-user is assigned what the places they held now make
/// ([`assignment`]). No one gains a place they did not hold before; a place leaving a composite
/// stays with those who held the composite.
fn reassign(state: &mut CrmState, company_ref: &str, before: Holdings) {
    let addressed = addressed_places(state, company_ref);
    let Some(company) = state
        .customer_companies
        .iter_mut()
        .find(|c| c.company_reference_id == company_ref)
    else {
        return;
    };
    for (sub, held) in company.sub_users.iter_mut().zip(before) {
        sub.locations = assignment(&addressed, &held);
    }
}

/// Whether making `members` the places of composite `id` would take a place, or FULL_ACCESS on
/// one, from a sub-user other than `caller`: measured place by place, so a place that only
/// changes how it is addressed (leaving a composite someone held whole) takes nothing.
fn takes_from_others(
    state: &CrmState,
    company_ref: &str,
    caller: u64,
    id: &str,
    members: &[String],
) -> bool {
    let members: HashSet<&str> = members.iter().map(String::as_str).collect();
    let after = addressed_places_as(state, company_ref, |place| {
        let own = place.location_identifier.as_str();
        if members.contains(own) {
            id
        } else if place.composite_location_identifier.as_deref() == Some(id) {
            own
        } else {
            place.addressed_as()
        }
    });
    let groups: HashMap<&str, &Vec<String>> = after
        .iter()
        .map(|(id, places)| (id.as_str(), places))
        .collect();
    let Some(company) = state
        .customer_companies
        .iter()
        .find(|c| c.company_reference_id == company_ref)
    else {
        return false;
    };
    company
        .sub_users
        .iter()
        .zip(holdings(state, company_ref))
        .filter(|(sub, _)| sub.priwatti_user_id != caller)
        .any(|(_, held)| {
            let kept: HashMap<&str, UserRight> = assignment(&after, &held)
                .into_iter()
                .flat_map(|(id, right)| {
                    let places = groups.get(id.as_str()).copied().into_iter().flatten();
                    places.map(move |place| (place.as_str(), right))
                })
                .collect();
            held.iter()
                .any(|(place, right)| kept.get(place.as_str()) != Some(right))
        })
}

/// Puts `members` (and only them) into the composite `id`, creating it when new; with no
/// members the composite is gone. Assignments follow.
fn set_members(state: &mut CrmState, company_ref: &str, id: &str, name: &str, members: &[String]) {
    let before = holdings(state, company_ref);
    let members_set: HashSet<&str> = members.iter().map(String::as_str).collect();
    for place in state.places.iter_mut() {
        let of_company =
            matches!(&place.owner, crate::dataset::PlaceOwner::Company(c) if c == company_ref);
        if !of_company {
            continue;
        }
        if members_set.contains(place.location_identifier.as_str()) {
            place.composite_location_identifier = Some(id.to_owned());
        } else if place.composite_location_identifier.as_deref() == Some(id) {
            place.composite_location_identifier = None;
        }
    }
    state
        .composite_locations
        .retain(|c| c.composite_location_identifier != id);
    if !members.is_empty() {
        state.composite_locations.push(Composite {
            composite_location_identifier: id.to_owned(),
            company_reference_id: company_ref.to_owned(),
            name: name.trim().to_owned(),
            location_identifiers: members.to_vec(),
        });
    }
    reassign(state, company_ref, before);
}

/// [`RIGHTS_OF_OTHERS`] when `member` is a sub-user whose write would change another user's
/// rights; the main user manages everyone's rights and is never refused so.
fn refuse_taking_from_others(
    state: &CrmState,
    member: &Member<'_>,
    company_ref: &str,
    id: &str,
    members: &[String],
) -> Answer<()> {
    match member.sub_user() {
        Some(caller) if takes_from_others(state, company_ref, caller, id, members) => {
            Err(RIGHTS_OF_OTHERS)
        }
        _ => Ok(()),
    }
}

/// The listed ids without repeats, in their order.
fn distinct(ids: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut seen = HashSet::new();
    ids.into_iter()
        .filter(|id| seen.insert(id.clone()))
        .collect()
}

/// #208: a new composite of the path's place and the body's places, each a single place the
/// user may write; 201 with the composite.
fn create(
    state: &mut CrmState,
    path: &(String, String, String),
    body: &CompositeLocationRequest,
) -> Answer<CompositeLocation> {
    let (company_ref, user, addressed) = path;
    let members = {
        let member = member(state, company_ref, user)?;
        // A composite is changed with #209, not made again from itself.
        if member.right_on(addressed).is_some() && state.place(addressed).is_none() {
            return Err(already_in_composite(addressed));
        }
        let members = distinct(
            std::iter::once(addressed.clone()).chain(body.location_identifiers.iter().cloned()),
        );
        for id in &members {
            writable_place(state, &member, id, None)?;
        }
        // No id is taken for a refused write; a new id is in no one's holdings anyway.
        refuse_taking_from_others(state, &member, company_ref, "", &members)?;
        members
    };
    let id = format!("CL{}", 100_000 + state.next_serial());
    set_members(state, company_ref, &id, &body.name, &members);
    Ok(CompositeLocation {
        composite_location_identifier: id,
        name: body.name.trim().to_owned(),
        location_identifiers: members,
    })
}

/// #209: the composite's places become the body's (its own or single places the user may
/// write), or none: then it is separated. Answers the composite as it is now.
fn modify(
    state: &mut CrmState,
    path: &(String, String, String),
    body: &CompositeModificationRequest,
) -> Answer<CompositeLocation> {
    let (company_ref, user, id) = path;
    let members = {
        let member = member(state, company_ref, user)?;
        let exists = state.composite_locations.iter().any(|c| {
            c.company_reference_id == *company_ref && c.composite_location_identifier == *id
        });
        if !exists || member.right_on(id) != Some(UserRight::FullAccess) {
            return Err(params::not_found("composite location"));
        }
        let members = distinct(body.location_identifiers.iter().cloned());
        for place in &members {
            writable_place(state, &member, place, Some(id))?;
        }
        refuse_taking_from_others(state, &member, company_ref, id, &members)?;
        members
    };
    set_members(state, company_ref, id, &body.name, &members);
    Ok(CompositeLocation {
        composite_location_identifier: id.clone(),
        name: body.name.trim().to_owned(),
        location_identifiers: members,
    })
}

async fn post_create(
    crm: Data,
    path: PlacePath,
    body: web::Json<CompositeLocationRequest>,
) -> HttpResponse {
    match create(&mut crm.data_mut(), &path, &body) {
        Ok(composite) => HttpResponse::Created().json(composite),
        Err(refusal) => refusal.response(),
    }
}

async fn post_modify(
    crm: Data,
    path: PlacePath,
    body: web::Json<CompositeModificationRequest>,
) -> HttpResponse {
    params::respond(modify(&mut crm.data_mut(), &path, &body))
}

/// Adds the composite writes to `scope` (bearer-checked by the caller).
pub(super) fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    let base = "/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}";
    scope
        .route(
            &format!("{base}/createCompositeLocation"),
            web::post().to(post_create),
        )
        .route(
            &format!("{base}/modifyCompositeLocation"),
            web::post().to(post_modify),
        )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{b2b, user_ids, Dataset};

    fn state() -> CrmState {
        CrmState::new(Dataset::demo().clone())
    }

    fn path(user: u64, id: &str) -> (String, String, String) {
        (
            b2b::COMPANY_REFERENCE_ID.to_owned(),
            user.to_string(),
            id.to_owned(),
        )
    }

    fn single_places(state: &CrmState, n: usize) -> Vec<String> {
        state
            .places_of_company(b2b::COMPANY_REFERENCE_ID)
            .into_iter()
            .filter(|p| p.composite_location_identifier.is_none())
            .take(n)
            .map(|p| p.location_identifier.clone())
            .collect()
    }

    #[test]
    fn a_composite_is_made_changed_and_separated() {
        let mut state = state();
        let places = single_places(&state, 3);
        let made = create(
            &mut state,
            &path(user_ids::YRITYS, &places[0]),
            &CompositeLocationRequest {
                name: "Uusi alue".into(),
                location_identifiers: vec![places[1].clone()],
            },
        );
        // The path's place and one more make two.
        let made = made.unwrap();
        assert_eq!(made.location_identifiers, places[..2]);
        let id = made.composite_location_identifier;
        assert!(
            state
                .place(&places[0])
                .unwrap()
                .composite_location_identifier
                .as_deref()
                == Some(&id)
        );
        let changed = modify(
            &mut state,
            &path(user_ids::YRITYS, &id),
            &CompositeModificationRequest {
                name: "Laajempi alue".into(),
                location_identifiers: places.clone(),
            },
        )
        .unwrap();
        assert_eq!(changed.location_identifiers, places);
        // A place already in it cannot start another one.
        let others = single_places(&state, 2);
        let again = create(
            &mut state,
            &path(user_ids::YRITYS, &places[2]),
            &CompositeLocationRequest {
                name: "Toinen".into(),
                location_identifiers: others,
            },
        );
        assert_eq!(again.unwrap_err(), already_in_composite(&places[2]));
        let separated = modify(
            &mut state,
            &path(user_ids::YRITYS, &id),
            &CompositeModificationRequest {
                name: "Laajempi alue".into(),
                location_identifiers: Vec::new(),
            },
        )
        .unwrap();
        assert!(separated.location_identifiers.is_empty());
        assert!(places.iter().all(|p| state
            .place(p)
            .unwrap()
            .composite_location_identifier
            .is_none()));
        assert!(!state
            .composite_locations
            .iter()
            .any(|c| c.composite_location_identifier == id));
    }

    #[test]
    fn a_sub_user_keeps_only_what_they_held() {
        let mut state = state();
        let lukija = |state: &CrmState| {
            state.customer_companies[0]
                .sub_users
                .iter()
                .find(|s| s.priwatti_user_id == user_ids::LUKIJA)
                .unwrap()
                .locations
                .clone()
        };
        let held = lukija(&state);
        let full: Vec<String> = held
            .iter()
            .filter(|(id, right)| *right == UserRight::FullAccess && state.place(id).is_some())
            .map(|(id, _)| id.clone())
            .collect();
        let read_only = held
            .iter()
            .find(|(id, right)| *right == UserRight::ReadOnly && state.place(id).is_some())
            .map(|(id, _)| id.clone())
            .unwrap();
        // The main user joins a place lukija reads and one lukija writes: lukija reads the whole.
        let made = create(
            &mut state,
            &path(user_ids::YRITYS, &full[0]),
            &CompositeLocationRequest {
                name: "Yhdistetty".into(),
                location_identifiers: vec![read_only.clone()],
            },
        )
        .unwrap();
        let now = lukija(&state);
        assert!(now.contains(&(
            made.composite_location_identifier.clone(),
            UserRight::ReadOnly
        )));
        assert!(!now.iter().any(|(id, _)| *id == full[0] || *id == read_only));
        // lukija may not write a composite they only read.
        let refused = modify(
            &mut state,
            &path(user_ids::LUKIJA, &made.composite_location_identifier),
            &CompositeModificationRequest {
                name: "x".into(),
                location_identifiers: Vec::new(),
            },
        );
        assert!(refused.is_err());
        // Separated, each place goes back to lukija with the composite's right.
        modify(
            &mut state,
            &path(user_ids::YRITYS, &made.composite_location_identifier),
            &CompositeModificationRequest {
                name: "x".into(),
                location_identifiers: Vec::new(),
            },
        )
        .unwrap();
        let now = lukija(&state);
        assert!(now.contains(&(full[0].clone(), UserRight::ReadOnly)));
        assert!(now.contains(&(read_only, UserRight::ReadOnly)));
    }
}
