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
                            // A place of a composite held in part is held by its own id.
                            let places = match members.get(addressed) {
                                Some(places) => places.clone(),
                                None => vec![addressed.clone()],
                            };
                            places.into_iter().map(move |place| (place, *right))
                        })
                        .collect()
                })
                .collect()
        })
        .unwrap_or_default()
}

/// What a sub-user holding the places `held` is assigned among the `addressed` groups: a
/// composite by its id when they hold every one of its places with one right; else each place
/// they hold by its own id with its own right (a composite held in part, or with mixed rights,
/// which then shows to them with those places), so every place keeps its right.
fn assignment(
    addressed: &[(String, Vec<String>)],
    held: &HashMap<String, UserRight>,
) -> Vec<(String, UserRight)> {
    addressed
        .iter()
        .flat_map(|(id, members)| {
            let rights: Vec<Option<UserRight>> = members
                .iter()
                .map(|place| held.get(place).copied())
                .collect();
            match rights.first() {
                Some(Some(first)) if rights.iter().all(|right| *right == Some(*first)) => {
                    vec![(id.clone(), *first)]
                }
                _ => members
                    .iter()
                    .zip(rights)
                    .filter_map(|(place, right)| Some((place.clone(), right?)))
                    .collect(),
            }
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
/// one, from a sub-user other than `caller`, or leave them a composite held only in part (whose
/// writes need the whole): measured place by place, so a place that only changes how it is
/// addressed (leaving a composite someone held whole) takes nothing.
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
    let now = addressed_places(state, company_ref);
    let addressed_now: HashSet<&str> = now.iter().map(|(id, _)| id.as_str()).collect();
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
        .any(|(sub, held)| {
            let assigned = assignment(&after, &held);
            let kept: HashMap<&str, UserRight> = assigned
                .iter()
                .flat_map(|(id, right)| {
                    let places = match groups.get(id.as_str()) {
                        Some(places) => places.iter().map(String::as_str).collect(),
                        None => vec![id.as_str()],
                    };
                    places.into_iter().map(move |place| (place, *right))
                })
                .collect();
            // A composite held whole that would be held only in part takes its writes (which
            // need the whole), though every place keeps its right.
            let whole_lost = sub.locations.iter().any(|(held_id, _)| {
                let composite = groups
                    .get(held_id.as_str())
                    .is_some_and(|places| places.iter().any(|place| place != held_id));
                composite && !assigned.iter().any(|(id, _)| id == held_id)
            });
            // A place they held on its own or in a whole that would be held in part of a
            // composite: they could no longer write it as they did.
            let part_made = assigned.iter().any(|(id, _)| {
                !groups.contains_key(id.as_str()) && addressed_now.contains(id.as_str())
            });
            whole_lost
                || part_made
                || held
                    .iter()
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

    fn lukija(state: &CrmState) -> Vec<(String, UserRight)> {
        state.customer_companies[0]
            .sub_users
            .iter()
            .find(|s| s.priwatti_user_id == user_ids::LUKIJA)
            .unwrap()
            .locations
            .clone()
    }

    /// The composite `id` as lukija's access scope lists it.
    fn lukija_scope_of(state: &CrmState, id: &str) -> upstream_clients::crm::AssignedLocation {
        let user = state.user(user_ids::LUKIJA).unwrap().clone();
        state.access_scope(&user).companies[0]
            .locations
            .iter()
            .find(|l| l.composite_location_identifier == id)
            .unwrap()
            .clone()
    }

    fn combine(state: &mut CrmState, places: &[String]) -> String {
        create(
            state,
            &path(user_ids::YRITYS, &places[0]),
            &CompositeLocationRequest {
                name: "Yhdistetty".into(),
                location_identifiers: places[1..].to_vec(),
            },
        )
        .unwrap()
        .composite_location_identifier
    }

    fn separate(state: &mut CrmState, id: &str) {
        modify(
            state,
            &path(user_ids::YRITYS, id),
            &CompositeModificationRequest {
                name: "x".into(),
                location_identifiers: Vec::new(),
            },
        )
        .unwrap();
    }

    #[test]
    fn a_sub_user_keeps_each_right_when_places_are_combined() {
        let mut state = state();
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
        // The main user joins a place lukija writes and one lukija reads: each keeps its right,
        // and lukija reads the composite (its writes need FULL_ACCESS on the whole).
        let id = combine(&mut state, &[full[0].clone(), read_only.clone()]);
        let now = lukija(&state);
        assert!(now.contains(&(full[0].clone(), UserRight::FullAccess)));
        assert!(now.contains(&(read_only.clone(), UserRight::ReadOnly)));
        assert!(!now.iter().any(|(held, _)| *held == id));
        let assigned = lukija_scope_of(&state, &id);
        assert_eq!(assigned.right, UserRight::ReadOnly);
        assert_eq!(assigned.places.len(), 2);
        let refused = modify(
            &mut state,
            &path(user_ids::LUKIJA, &id),
            &CompositeModificationRequest {
                name: "x".into(),
                location_identifiers: Vec::new(),
            },
        );
        assert!(refused.is_err());
        // Separated, each place goes back to lukija with its own right.
        separate(&mut state, &id);
        let now = lukija(&state);
        assert!(now.contains(&(full[0].clone(), UserRight::FullAccess)));
        assert!(now.contains(&(read_only, UserRight::ReadOnly)));
    }

    #[test]
    fn a_sub_user_holding_one_place_of_three_sees_that_place_of_the_composite() {
        let mut state = state();
        let read_only = lukija(&state)
            .into_iter()
            .find(|(id, right)| *right == UserRight::ReadOnly && state.place(id).is_some())
            .map(|(id, _)| id)
            .unwrap();
        let held: HashSet<String> = lukija(&state).into_iter().map(|(id, _)| id).collect();
        let others: Vec<String> = single_places(&state, 40)
            .into_iter()
            .filter(|id| !held.contains(id))
            .take(2)
            .collect();
        let places = [read_only.clone(), others[0].clone(), others[1].clone()];
        let before = holdings(&state, b2b::COMPANY_REFERENCE_ID);
        let assignments_before: Vec<_> = state.customer_companies[0]
            .sub_users
            .iter()
            .map(|s| s.locations.clone())
            .collect();
        let id = combine(&mut state, &places);
        // Every sub-user holds the same places with the same rights as before.
        assert_eq!(holdings(&state, b2b::COMPANY_REFERENCE_ID), before);
        let assigned = lukija_scope_of(&state, &id);
        assert_eq!(assigned.right, UserRight::ReadOnly);
        let shown: Vec<&str> = assigned
            .places
            .iter()
            .map(|p| p.location_identifier.as_str())
            .collect();
        assert_eq!(shown, [read_only.as_str()]);
        // Their user-management read names the composite with that place.
        let company = &state.customer_companies[0];
        let reference = company
            .sub_users
            .iter()
            .find(|s| s.priwatti_user_id == user_ids::LUKIJA)
            .unwrap()
            .user_reference_id
            .clone();
        let managed = crate::mocks::crm::usermanagement::assigned(&state, company, &reference)
            .unwrap()
            .into_iter()
            .find(|l| l.composite_location_identifier == id)
            .unwrap();
        assert_eq!(managed.location_identifiers, [read_only.as_str()]);
        assert_eq!(managed.right, Some(UserRight::ReadOnly));
        // Separating gives back plain place rights, as they were.
        separate(&mut state, &id);
        let assignments_after: Vec<_> = state.customer_companies[0]
            .sub_users
            .iter()
            .map(|s| s.locations.clone())
            .collect();
        let sorted = |mut v: Vec<Vec<(String, UserRight)>>| {
            v.iter_mut().for_each(|l| l.sort_by(|a, b| a.0.cmp(&b.0)));
            v
        };
        assert_eq!(sorted(assignments_after), sorted(assignments_before));
    }
}
