//! Who is calling and what they may do with each id a request names (ARCHITECTURE
//! "Authorization: principals, capabilities, ownership"). Pure: the caller's scope comes from crm
//! (or the session's groups, or the token), the decision is made here, and every kind of caller
//! is answered by the same function, [`Principal::may`].
//!
//! Seeing is not changing: a read right, a READ_ONLY assignment, customer service and the demo
//! reader give [`Capability::Read`] at most; only a person's own settings on a place they see are
//! theirs to write (A59).

use upstream_clients::crm::{AccessScope, Company, UserRight};

pub const SUPERUSERS: &str = "ADMIN_GROUP_SUPERUSERS";
/// Staff who administer users of every company; not company-scoped (rule C1).
pub const USER_ADMINS: &str = "ADMIN_USERS";

/// What a request does with an id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Capability {
    Read,
    Write,
}

/// One id a request names, with what the contract row says it must be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Target<'a> {
    /// `{userId}=self`.
    User(u64),
    /// `{userId}=self-or-grantor` (reads only, A2).
    UserOrGrantor(u64),
    /// A use place by locationIdentifier: one's own, or one seen through a read right.
    Place(&'a str),
    /// A use place by locationReferenceId.
    PlaceRef(&'a str),
    /// A person's own settings on a place they see (alerts, names, order: A59).
    PersonalSettings(&'a str),
    /// A B2B company by companyReferenceId: `∈ companies(self)`.
    Company(&'a str),
    /// A company's place or composite place: `∈ assigned(self)`; writes need FULL_ACCESS or the
    /// main user (A56).
    CompanyPlace { company: &'a str, location: &'a str },
    /// Every one of several places or composites of a company, as [`Target::CompanyPlace`]
    /// each (a mass export names thousands: they are looked up in a set, not one by one).
    CompanyPlaces {
        company: &'a str,
        locations: &'a [&'a str],
    },
    /// A place of any composite the caller is assigned, named by its own id, for a read (an
    /// export of the members the list shows): reading a composite reads each of its places.
    AnyCompositeMember { company: &'a str, location: &'a str },
    /// A place of the composite `composite` (which the caller is assigned), named by its own
    /// id: how a composite's change (#209) lists the members it keeps. Writes need FULL_ACCESS
    /// on the composite or the main user, like the composite itself.
    CompositeMember {
        company: &'a str,
        composite: &'a str,
        location: &'a str,
    },
    /// One use place of a company by its locationReferenceId (External API tokens, A64): one of
    /// the places assigned to the caller; a write (issuing a token for it) needs FULL_ACCESS on
    /// it or the main user.
    CompanyPlaceRef {
        company: &'a str,
        reference: &'a str,
    },
    /// The company's users: the main user only (A57).
    UserManagement(&'a str),
    /// One user of the company by userReferenceId, `∈ users(company)` (A57): the main user
    /// reads and writes any of them, another member reads only their own reference.
    CompanyUser { company: &'a str, user: &'a str },
    /// One customership of the company (an energy company and the company's customer code
    /// there, #231, #232): the main user only.
    CompanyCustomership {
        company: &'a str,
        origin: Company,
        code: &'a str,
    },
    /// A staff permission (spec §6): one of `allowed`, none of `denied`; superusers always.
    Permission {
        allowed: &'a [&'a str],
        denied: &'a [&'a str],
    },
    /// Something of one energy company (an `origin`, a customer's place): rule C1.
    Origin(Company),
    /// Rule CS: a customer's data read by staff of the customer's company (never written).
    CustomerOf(Company),
}

/// A caller.
#[derive(Debug, Clone, Copy)]
pub enum Principal<'a> {
    /// A portal user: household, read-right holder and B2B user alike, by crm's access scope.
    /// `demo` marks the public demo account, which writes nothing (A67).
    User { scope: &'a AccessScope, demo: bool },
    /// Staff, by their identity groups.
    Staff { groups: &'a [String] },
    /// An External API token: one place of one user (A58, A64).
    Bearer {
        user_id: u64,
        location_id: &'a str,
        location_ref: &'a str,
    },
}

impl Principal<'_> {
    /// Whether the caller may do `capability` with `target`. A denial and a missing id answer
    /// alike (403).
    pub fn may(&self, capability: Capability, target: Target<'_>) -> bool {
        match *self {
            Principal::User { scope, demo } => {
                if demo && capability == Capability::Write {
                    return false;
                }
                user_may(scope, capability, target)
            }
            Principal::Staff { groups } => staff_may(groups, capability, target),
            Principal::Bearer {
                user_id,
                location_id,
                location_ref,
            } => match target {
                // The token's user, for the token's place only: the row names the place too.
                Target::User(user) => user == user_id,
                Target::Place(place) => place == location_id,
                Target::PlaceRef(reference) => reference == location_ref,
                _ => false,
            },
        }
    }
}

fn user_may(scope: &AccessScope, capability: Capability, target: Target<'_>) -> bool {
    let own = |place: &str| {
        scope
            .own_locations
            .iter()
            .any(|owned| owned.location_identifier == place)
    };
    let granted = |place: &str| {
        scope
            .read_rights
            .iter()
            .any(|right| right.location_identifiers.iter().any(|id| id == place))
    };
    let membership = |company: &str| {
        scope
            .companies
            .iter()
            .find(|member| member.company_reference_id == company)
    };
    match target {
        Target::User(user) => user == scope.priwatti_user_id,
        Target::UserOrGrantor(user) => {
            user == scope.priwatti_user_id
                || (capability == Capability::Read
                    && scope
                        .read_rights
                        .iter()
                        .any(|right| right.grantor_user_id == user))
        }
        Target::Place(place) => own(place) || (capability == Capability::Read && granted(place)),
        Target::PlaceRef(reference) => scope
            .own_locations
            .iter()
            .any(|owned| owned.location_reference_id == reference),
        Target::PersonalSettings(place) => own(place) || granted(place),
        Target::Company(company) => membership(company)
            .is_some_and(|member| capability == Capability::Read || member.main_user),
        // The main user is assigned every place of the company, so for them too the id must be
        // one of the company's: another company's place or a composite's member id is refused.
        Target::CompanyPlace { company, location } => membership(company).is_some_and(|member| {
            member.locations.iter().any(|assigned| {
                assigned.composite_location_identifier == location
                    && (capability == Capability::Read
                        || member.main_user
                        || assigned.right == UserRight::FullAccess)
            })
        }),
        Target::CompanyPlaces { company, locations } => membership(company).is_some_and(|member| {
            let usable: std::collections::HashSet<&str> = member
                .locations
                .iter()
                .filter(|assigned| {
                    capability == Capability::Read
                        || member.main_user
                        || assigned.right == UserRight::FullAccess
                })
                .flat_map(|assigned| {
                    // Reading a composite reads its places: a read may name them one by one.
                    let members = assigned
                        .places
                        .iter()
                        .filter(|_| capability == Capability::Read)
                        .map(|place| place.location_identifier.as_str());
                    std::iter::once(assigned.composite_location_identifier.as_str()).chain(members)
                })
                .collect();
            locations.iter().all(|location| usable.contains(location))
        }),
        Target::CompositeMember {
            company,
            composite,
            location,
        } => membership(company).is_some_and(|member| {
            member.locations.iter().any(|assigned| {
                assigned.composite_location_identifier == composite
                    && assigned
                        .places
                        .iter()
                        .any(|place| place.location_identifier == location)
                    && (capability == Capability::Read
                        || member.main_user
                        || assigned.right == UserRight::FullAccess)
            })
        }),
        Target::AnyCompositeMember { company, location } => {
            capability == Capability::Read
                && membership(company).is_some_and(|member| {
                    member.locations.iter().any(|assigned| {
                        assigned
                            .places
                            .iter()
                            .any(|place| place.location_identifier == location)
                    })
                })
        }
        Target::CompanyPlaceRef { company, reference } => {
            membership(company).is_some_and(|member| {
                member.locations.iter().any(|assigned| {
                    assigned
                        .places
                        .iter()
                        .any(|place| place.location_reference_id == reference)
                        && (capability == Capability::Read
                            || member.main_user
                            || assigned.right == UserRight::FullAccess)
                })
            })
        }
        Target::UserManagement(company) => {
            membership(company).is_some_and(|member| member.main_user)
        }
        Target::CompanyUser { company, user } => membership(company).is_some_and(|member| {
            (member.main_user && member.user_references.iter().any(|known| known == user))
                || (capability == Capability::Read && member.user_reference_id == user)
        }),
        Target::CompanyCustomership {
            company,
            origin,
            code,
        } => membership(company).is_some_and(|member| {
            member.main_user
                && member
                    .customerships
                    .iter()
                    .any(|c| c.company == origin && c.customer_code == code)
        }),
        Target::Permission { .. } | Target::Origin(_) | Target::CustomerOf(_) => false,
    }
}

fn staff_may(groups: &[String], capability: Capability, target: Target<'_>) -> bool {
    let holds = |group: &str| groups.iter().any(|g| g == group);
    let superuser = holds(SUPERUSERS);
    match target {
        Target::Permission { allowed, denied } => {
            superuser || (allowed.iter().any(|g| holds(g)) && !denied.iter().any(|g| holds(g)))
        }
        Target::Origin(company) => superuser || holds(USER_ADMINS) || holds(company.admin_group()),
        Target::CustomerOf(company) => {
            capability == Capability::Read && (superuser || holds(company.admin_group()))
        }
        // Staff act on customers' data only through the rules above, never as the customer.
        _ => false,
    }
}

/// Rule C1's result filter: the companies whose data a staff member may see; `None` for all.
pub fn visible_companies(groups: &[String]) -> Option<Vec<Company>> {
    let holds = |group: &str| groups.iter().any(|g| g == group);
    if holds(SUPERUSERS) || holds(USER_ADMINS) {
        return None;
    }
    Some(
        Company::ALL
            .into_iter()
            .filter(|company| holds(company.admin_group()))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use demo_fixtures::dataset::{b2b, emails, user_ids, Dataset};

    use super::*;
    use Capability::{Read, Write};

    fn scope(user: u64) -> AccessScope {
        let data = Dataset::demo();
        data.access_scope(data.user(user).expect("a dataset user"))
    }

    fn user(scope: &AccessScope) -> Principal<'_> {
        Principal::User { scope, demo: false }
    }

    fn groups_of(email: &str) -> Vec<String> {
        Dataset::demo()
            .accounts
            .iter()
            .find(|account| account.email == email)
            .expect("a dataset account")
            .groups
            .clone()
    }

    #[test]
    fn a_household_reads_and_writes_its_own_places_and_nobody_elses() {
        let kuluttaja = scope(user_ids::KULUTTAJA);
        let caller = user(&kuluttaja);
        for capability in [Read, Write] {
            assert!(caller.may(capability, Target::User(user_ids::KULUTTAJA)));
            assert!(caller.may(capability, Target::Place("KP100101")));
            assert!(caller.may(capability, Target::PlaceRef("LR100101")));
            assert!(!caller.may(capability, Target::User(user_ids::EDUSTAJA)));
            assert!(!caller.may(capability, Target::Place("KP100001")));
            assert!(!caller.may(capability, Target::Company(b2b::COMPANY_REFERENCE_ID)));
        }
    }

    #[test]
    fn a_read_right_reads_the_grantors_places_and_writes_only_the_holders_own_settings() {
        let edustaja = scope(user_ids::EDUSTAJA);
        let caller = user(&edustaja);
        assert!(caller.may(Read, Target::UserOrGrantor(user_ids::KULUTTAJA)));
        assert!(!caller.may(Write, Target::UserOrGrantor(user_ids::KULUTTAJA)));
        assert!(!caller.may(Read, Target::User(user_ids::KULUTTAJA)));
        assert!(caller.may(Read, Target::Place("KP100101")));
        assert!(!caller.may(Write, Target::Place("KP100101")));
        assert!(caller.may(Write, Target::PersonalSettings("KP100101")));
        // A place outside the right is not seen at all.
        let covered = &edustaja.read_rights[0].location_identifiers;
        let kuluttaja = scope(user_ids::KULUTTAJA);
        let outside = kuluttaja
            .own_locations
            .iter()
            .map(|owned| owned.location_identifier.as_str())
            .find(|place| !covered.iter().any(|c| c == place));
        if let Some(place) = outside {
            assert!(!caller.may(Read, Target::Place(place)));
            assert!(!caller.may(Write, Target::PersonalSettings(place)));
        }
    }

    #[test]
    fn the_main_user_has_the_whole_company_and_its_user_management() {
        let yritys = scope(user_ids::YRITYS);
        let caller = user(&yritys);
        let company = b2b::COMPANY_REFERENCE_ID;
        for location in yritys.companies[0].locations.iter() {
            let location = location.composite_location_identifier.as_str();
            assert!(caller.may(Write, Target::CompanyPlace { company, location }));
        }
        assert!(caller.may(Write, Target::Company(company)));
        assert!(caller.may(Write, Target::UserManagement(company)));
        assert!(!caller.may(Read, Target::Company("CR-999")));
        // Only the company's own places, by the id they are addressed by: not another
        // company's place, nor a composite's member by its own id.
        let member = Dataset::demo().composite_locations[0].location_identifiers[0].clone();
        for location in ["KP300101", member.as_str()] {
            assert!(!caller.may(Read, Target::CompanyPlace { company, location }));
        }
        // By reference, each place of the company, a composite's members included, and no other.
        let data = Dataset::demo();
        for place in data.places_of_company(company) {
            let reference = place.location_reference_id.as_str();
            assert!(caller.may(Write, Target::CompanyPlaceRef { company, reference }));
        }
        let elsewhere = Target::CompanyPlaceRef {
            company,
            reference: "LR100101",
        };
        assert!(!caller.may(Read, elsewhere));
        assert!(!caller.may(Read, Target::Place("KP100101")));
    }

    #[test]
    fn a_sub_user_reads_assigned_places_and_writes_only_full_access_ones() {
        let lukija = scope(user_ids::LUKIJA);
        let caller = user(&lukija);
        let company = b2b::COMPANY_REFERENCE_ID;
        let assigned = &lukija.companies[0].locations;
        assert!(assigned.iter().any(|a| a.right == UserRight::ReadOnly));
        assert!(assigned.iter().any(|a| a.right == UserRight::FullAccess));
        for place in assigned {
            let location = place.composite_location_identifier.as_str();
            let target = Target::CompanyPlace { company, location };
            assert!(caller.may(Read, target));
            assert_eq!(
                caller.may(Write, target),
                place.right == UserRight::FullAccess,
                "{location}"
            );
            // By reference, each place the assignment stands for, alike.
            assert!(!place.places.is_empty());
            for member in &place.places {
                let reference = member.location_reference_id.as_str();
                let target = Target::CompanyPlaceRef { company, reference };
                assert!(caller.may(Read, target));
                assert_eq!(
                    caller.may(Write, target),
                    place.right == UserRight::FullAccess
                );
            }
        }
        let yritys = scope(user_ids::YRITYS);
        let unassigned = yritys.companies[0]
            .locations
            .iter()
            .map(|a| a.composite_location_identifier.as_str())
            .find(|location| {
                !assigned
                    .iter()
                    .any(|a| a.composite_location_identifier == *location)
            })
            .expect("the company has places the sub-user is not given");
        let target = Target::CompanyPlace {
            company,
            location: unassigned,
        };
        assert!(!caller.may(Read, target));
        assert!(caller.may(Read, Target::Company(company)));
        assert!(!caller.may(Write, Target::Company(company)));
        assert!(!caller.may(Read, Target::UserManagement(company)));
    }

    #[test]
    fn the_main_user_reads_every_user_of_the_company_and_a_sub_user_only_themselves() {
        let company = b2b::COMPANY_REFERENCE_ID;
        let yritys = scope(user_ids::YRITYS);
        let lukija = scope(user_ids::LUKIJA);
        let (main, sub) = (user(&yritys), user(&lukija));
        let own = lukija.companies[0].user_reference_id.as_str();
        let main_ref = yritys.companies[0].user_reference_id.as_str();
        assert!(!own.is_empty() && own != main_ref);
        for reference in [own, main_ref] {
            let target = Target::CompanyUser {
                company,
                user: reference,
            };
            assert!(main.may(Read, target) && main.may(Write, target));
        }
        assert!(sub.may(Read, Target::CompanyUser { company, user: own }));
        assert!(!sub.may(Write, Target::CompanyUser { company, user: own }));
        assert!(!sub.may(
            Read,
            Target::CompanyUser {
                company,
                user: main_ref
            }
        ));
        // Another company's user, even named under that company, is not this main user's.
        let other = b2b::OTHER_COMPANY_REFERENCE_ID;
        assert!(!main.may(
            Read,
            Target::CompanyUser {
                company,
                user: "UR-200-00"
            }
        ));
        assert!(!main.may(
            Read,
            Target::CompanyUser {
                company: other,
                user: "UR-200-00"
            }
        ));
    }

    #[test]
    fn only_the_main_user_names_a_customership_and_only_one_of_the_company() {
        let company = b2b::COMPANY_REFERENCE_ID;
        let yritys = scope(user_ids::YRITYS);
        let lukija = scope(user_ids::LUKIJA);
        let own = &yritys.companies[0].customerships[0];
        let target = Target::CompanyCustomership {
            company,
            origin: own.company,
            code: &own.customer_code,
        };
        assert!(user(&yritys).may(Write, target));
        assert!(!user(&lukija).may(Read, target));
        let yritys2 = scope(user_ids::YRITYS2);
        let foreign = &yritys2.companies[0].customerships[0];
        assert!(!user(&yritys).may(
            Read,
            Target::CompanyCustomership {
                company,
                origin: foreign.company,
                code: &foreign.customer_code,
            }
        ));
    }

    #[test]
    fn the_demo_reader_writes_nothing() {
        let demo = scope(demo_fixtures::dataset::DEMO_USER_ID);
        let caller = Principal::User {
            scope: &demo,
            demo: true,
        };
        let place = demo.own_locations[0].location_identifier.as_str();
        assert!(caller.may(Read, Target::Place(place)));
        assert!(!caller.may(Write, Target::Place(place)));
        assert!(!caller.may(Write, Target::PersonalSettings(place)));
    }

    #[test]
    fn every_staff_account_gets_exactly_its_groups_permissions_and_company_scope() {
        let messaging: &[&str] = &["ADMIN_GROUP_MESSAGING"];
        for account in Dataset::demo()
            .accounts
            .iter()
            .filter(|a| !a.groups.is_empty())
        {
            let groups = account.groups.clone();
            let caller = Principal::Staff { groups: &groups };
            let superuser = groups.iter().any(|g| g == SUPERUSERS);
            let messenger = superuser || groups.iter().any(|g| g == "ADMIN_GROUP_MESSAGING");
            let permission = Target::Permission {
                allowed: messaging,
                denied: &[],
            };
            assert_eq!(caller.may(Read, permission), messenger, "{}", account.email);
            for company in Company::ALL {
                let own = groups.iter().any(|g| g == company.admin_group());
                assert_eq!(
                    caller.may(Read, Target::CustomerOf(company)),
                    superuser || own,
                    "{} {company:?}",
                    account.email
                );
                // Customer service reads a customer's place but never writes as them.
                assert!(!caller.may(Write, Target::CustomerOf(company)));
            }
            // Staff are never a customer.
            assert!(!caller.may(Read, Target::Place("KP100101")));
            assert!(!caller.may(Read, Target::User(user_ids::KULUTTAJA)));
        }
    }

    #[test]
    fn a_denied_group_outweighs_an_allowed_one_and_company_staff_see_only_their_companies() {
        let groups = vec![
            "ADMIN_GROUP_MESSAGING".to_owned(),
            "ADMIN_GROUP_SV".to_owned(),
        ];
        let caller = Principal::Staff { groups: &groups };
        let rule = Target::Permission {
            allowed: &["ADMIN_GROUP_MESSAGING"],
            denied: &["ADMIN_GROUP_SV"],
        };
        assert!(!caller.may(Read, rule));
        assert!(caller.may(Read, Target::Origin(Company::Sv)));
        assert!(!caller.may(Read, Target::Origin(Company::Vare)));
        assert_eq!(visible_companies(&groups), Some(vec![Company::Sv]));
        assert_eq!(visible_companies(&groups_of(emails::ADMIN)), None);
        assert_eq!(
            visible_companies(&groups_of(emails::ASIAKASPALVELU)),
            Some(vec![Company::Vare])
        );
    }

    #[test]
    fn a_bearer_token_sees_its_one_place_and_nothing_else() {
        let caller = Principal::Bearer {
            user_id: user_ids::KULUTTAJA,
            location_id: "KP100101",
            location_ref: "LR100101",
        };
        assert!(caller.may(Read, Target::PlaceRef("LR100101")));
        assert!(caller.may(Read, Target::Place("KP100101")));
        assert!(!caller.may(Read, Target::Place("KP100102")));
        assert!(!caller.may(Read, Target::PlaceRef("LR100102")));
        assert!(!caller.may(Read, Target::User(user_ids::EDUSTAJA)));
        assert!(!caller.may(Read, Target::Company(b2b::COMPANY_REFERENCE_ID)));
        assert!(!caller.may(Read, Target::UserManagement(b2b::COMPANY_REFERENCE_ID)));
    }
}
