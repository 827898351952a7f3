//! A user's access scope as crm answers it (own places, active read rights, B2B companies with
//! their assignments): what the gateway's access check decides on. Public so the gateway's own
//! tests can evaluate its principals against the dataset.

use std::collections::{HashMap, HashSet};

use upstream_clients::crm::{
    AccessScope, AssignedLocation, CompanyMembership, OwnedLocation, PlaceIds, ReadRight, UserRight,
};

use super::{Dataset, PlaceOwner, PortalUser, UsePlace};

impl Dataset {
    pub fn access_scope(&self, user: &PortalUser) -> AccessScope {
        let data = self;
        let id = user.priwatti_user_id;
        let companies = data
            .companies_of_user(id)
            .into_iter()
            .map(|company| {
                let main_user = company.main_user_id == id;
                let company_places = data.places_of_company(&company.company_reference_id);
                let ids_of = |place: &&UsePlace| PlaceIds {
                    location_identifier: place.location_identifier.clone(),
                    location_reference_id: place.location_reference_id.clone(),
                };
                // Company places by the id they are addressed by and by their own, indexed
                // once: a company may have thousands of places.
                let mut by_addressed: HashMap<&str, Vec<&UsePlace>> = HashMap::new();
                for place in &company_places {
                    by_addressed
                        .entry(place.addressed_as())
                        .or_default()
                        .push(place);
                }
                let by_id: HashMap<&str, &UsePlace> = company_places
                    .iter()
                    .map(|place| (place.location_identifier.as_str(), *place))
                    .collect();
                // The places an assignment's id stands for, by both their ids: a composite's
                // members in its own order (the first stands for it where one place must), or
                // the single place.
                let places_of = |addressed: &str| -> Vec<PlaceIds> {
                    match data.composite_locations.iter().find(|c| {
                        c.company_reference_id == company.company_reference_id
                            && c.composite_location_identifier == addressed
                    }) {
                        Some(composite) => composite
                            .location_identifiers
                            .iter()
                            .filter_map(|member| by_id.get(member.as_str()).map(ids_of))
                            .collect(),
                        None => by_addressed
                            .get(addressed)
                            .map(|places| places.iter().map(ids_of).collect())
                            .unwrap_or_default(),
                    }
                };
                let locations = if main_user {
                    // A composite once, at its first member.
                    let mut seen = HashSet::new();
                    let addressed: Vec<&str> = company_places
                        .iter()
                        .map(|place| place.addressed_as())
                        .filter(|id| seen.insert(*id))
                        .collect();
                    addressed
                        .into_iter()
                        .map(|location| AssignedLocation {
                            composite_location_identifier: location.to_owned(),
                            right: UserRight::FullAccess,
                            places: places_of(location),
                        })
                        .collect()
                } else {
                    company
                        .sub_users
                        .iter()
                        .filter(|s| s.priwatti_user_id == id)
                        .flat_map(|s| {
                            s.held(|id| {
                                by_id
                                    .get(id)
                                    .and_then(|p| p.composite_location_identifier.as_deref())
                            })
                        })
                        .map(|held| AssignedLocation {
                            // A composite held in part lists only those places, in its order.
                            places: match &held.part {
                                None => places_of(&held.addressed),
                                Some(part) => places_of(&held.addressed)
                                    .into_iter()
                                    .filter(|p| part.contains(&p.location_identifier))
                                    .collect(),
                            },
                            composite_location_identifier: held.addressed,
                            right: held.right,
                        })
                        .collect()
                };
                CompanyMembership {
                    company_reference_id: company.company_reference_id.clone(),
                    company_name: company.name.clone(),
                    company: company.company,
                    main_user,
                    user_reference_id: company.user_reference_of(id).unwrap_or_default().to_owned(),
                    user_references: company.user_references(),
                    locations,
                    customerships: if main_user {
                        company.customerships.clone()
                    } else {
                        Vec::new()
                    },
                    vat_included: company.vat_included,
                }
            })
            .collect();
        AccessScope {
            priwatti_user_id: id,
            customer_type: user.customer_type,
            own_locations: data
                .places
                .iter()
                .filter(|p| p.owner == PlaceOwner::User(id))
                .map(|p| OwnedLocation {
                    location_identifier: p.location_identifier.clone(),
                    location_reference_id: p.location_reference_id.clone(),
                    company: p.company,
                    panel_id: p.solar_panel.as_ref().map(|panel| panel.panel_id.clone()),
                })
                .collect(),
            read_rights: data
                .active_read_rights_of(id)
                .into_iter()
                .map(|r| ReadRight {
                    grantor_user_id: r.grantor_user_id,
                    location_identifiers: r.location_identifiers.clone(),
                })
                .collect(),
            companies,
        }
    }
}
