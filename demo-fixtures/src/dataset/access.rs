//! A user's access scope as crm answers it (own places, active read rights, B2B companies with
//! their assignments): what the gateway's access check decides on. Public so the gateway's own
//! tests can evaluate its principals against the dataset.

use upstream_clients::crm::{
    AccessScope, AssignedLocation, CompanyMembership, OwnedLocation, ReadRight, UserRight,
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
                let locations = if main_user {
                    // A composite once, at its first member; a set, as a company may have
                    // thousands of places.
                    let mut seen = std::collections::HashSet::new();
                    let addressed: Vec<&str> = data
                        .places_of_company(&company.company_reference_id)
                        .into_iter()
                        .map(UsePlace::addressed_as)
                        .filter(|id| seen.insert(*id))
                        .collect();
                    addressed
                        .into_iter()
                        .map(|location| AssignedLocation {
                            composite_location_identifier: location.to_owned(),
                            right: UserRight::FullAccess,
                        })
                        .collect()
                } else {
                    company
                        .sub_users
                        .iter()
                        .filter(|s| s.priwatti_user_id == id)
                        .flat_map(|s| &s.locations)
                        .map(|(location, right)| AssignedLocation {
                            composite_location_identifier: location.clone(),
                            right: *right,
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
