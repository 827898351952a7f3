//! Authorization: group permissions (spec §6) and ownership of every path id (api-surface §0.3,
//! §0.4, A2, A3). Every row that names a user, a place or a panel goes through
//! [`Authorizer::owner`]; a failed check, and an id that does not exist, both answer 403 FORBIDDEN.

use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::Duration;

use moka::future::Cache;
pub mod principal;

pub use principal::{Capability, Principal, Target};

use upstream_clients::crm::{
    AccessScope, AssignedLocation, Company, CompanyMembership, CrmClient, OwnedLocation,
};
use upstream_clients::UpstreamError;

use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;

pub use principal::SUPERUSERS;

/// Whose `{userId}` a row accepts (A2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// `userId=self`: `{id}` rows and every write.
    SelfOnly,
    /// `userId=self-or-grantor`: GET rows whose spec parameter was `{owner}`.
    SelfOrGrantor,
}

/// How a row names a use place: by locationIdentifier or by locationReferenceId.
#[derive(Debug, Clone, Copy)]
pub enum Place<'a> {
    Id(&'a str),
    Ref(&'a str),
}

impl Place<'_> {
    fn is(&self, owned: &OwnedLocation) -> bool {
        match self {
            Place::Id(id) => owned.location_identifier == *id,
            Place::Ref(reference) => owned.location_reference_id == *reference,
        }
    }
}

/// The ownership cell of a contract row.
#[derive(Debug, Clone)]
pub struct OwnerCheck<'a> {
    pub owner: Owner,
    /// `locationId ∈ own(userId)`, when the row has a place.
    pub location: Option<Place<'a>>,
    /// `locationId ∈ visible(self)`: the caller's own places or those of an active read right.
    pub visible: bool,
    /// `panelId ∈ panels(userId)`.
    pub panel: Option<&'a str>,
    /// `+CS`: staff of the customer's company may read (rule CS, A3).
    pub customer_service: bool,
}

impl<'a> OwnerCheck<'a> {
    pub fn self_only() -> Self {
        Self {
            owner: Owner::SelfOnly,
            location: None,
            visible: false,
            panel: None,
            customer_service: false,
        }
    }

    pub fn self_or_grantor() -> Self {
        Self {
            owner: Owner::SelfOrGrantor,
            ..Self::self_only()
        }
    }

    pub fn location(self, location: &'a str) -> Self {
        self.place(Place::Id(location))
    }

    pub fn place(mut self, place: Place<'a>) -> Self {
        self.location = Some(place);
        self
    }

    /// The place may also be one the caller holds a read right on (`visible(self)`).
    pub fn visible(mut self) -> Self {
        self.visible = true;
        self
    }

    pub fn panel(mut self, panel: &'a str) -> Self {
        self.panel = Some(panel);
        self
    }

    pub fn customer_service(mut self) -> Self {
        self.customer_service = true;
        self
    }

    /// Whether one of `places` is the row's place and carries the row's panel.
    fn covered_by<'o>(&self, mut places: impl Iterator<Item = &'o OwnedLocation>) -> bool {
        places.any(|owned| {
            self.location.is_none_or(|place| place.is(owned))
                && self
                    .panel
                    .is_none_or(|panel| owned.panel_id.as_deref() == Some(panel))
        })
    }

    fn names_a_place(&self) -> bool {
        self.location.is_some() || self.panel.is_some()
    }

    /// The identifier of the place among `places` that is the row's place and carries its panel.
    fn place_among(&self, places: &[OwnedLocation]) -> Option<String> {
        places
            .iter()
            .find(|owned| self.covered_by(std::iter::once(*owned)))
            .map(|owned| owned.location_identifier.clone())
    }

    /// What the caller must be allowed on `place`: a write of a row whose place may be a
    /// grantor's (`visible`) is a write of the caller's own settings there (A59).
    fn target<'p>(&self, place: &'p str, capability: Capability) -> Target<'p> {
        if self.visible && capability == Capability::Write {
            Target::PersonalSettings(place)
        } else {
            Target::Place(place)
        }
    }
}

/// What a user-management request names besides its company (A57): user references, places
/// by the id they are addressed by, and a customership.
#[derive(Debug, Default)]
pub struct Managed<'a> {
    pub users: Vec<&'a str>,
    pub places: Vec<&'a str>,
    pub customership: Option<(Company, &'a str)>,
}

/// Why access was granted: writes need `Own`. A rule that names no user (a session row, a
/// company member's row) grants as `Own`: the caller acts as themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Grant {
    Own,
    ReadRight,
    CustomerService,
}

/// Holds users' access scopes from crm for a short while (`authz.scope_ttl_seconds`).
pub struct Authorizer {
    crm: CrmClient,
    scopes: Cache<u64, Arc<AccessScope>, crate::lookup_hasher::LookupHasher>,
}

impl Authorizer {
    pub fn new(crm: CrmClient, scope_ttl: Duration) -> Self {
        Self {
            crm,
            scopes: Cache::builder()
                .max_capacity(100_000)
                .time_to_live(scope_ttl)
                .build_with_hasher(Default::default()),
        }
    }

    /// Drops every cached scope: read rights changed (#133–#135) or a user was deleted, and
    /// the next check must see it at once rather than after the scope TTL.
    pub fn forget_all(&self) {
        self.scopes.invalidate_all();
    }

    /// The user's scope; `None` when crm knows no such user. Concurrent checks of one user
    /// share one crm call (`try_get_with`); a failure is not kept.
    async fn scope(&self, caller: &SignedIn, user_id: u64) -> ApiResult<Option<Arc<AccessScope>>> {
        if let Some(scope) = self.scopes.get(&user_id).await {
            return Ok(Some(scope));
        }
        // Only a miss builds the crm read and moka's loading future, boxed: kilobytes that
        // every check's future would otherwise carry and copy, hits included.
        Box::pin(async move {
            let fetch = async {
                caller
                    .read(|token| {
                        let crm = self.crm.clone();
                        async move { crm.access_scope(&token, user_id).await }
                    })
                    .await
                    .map(Arc::new)
            };
            match self.scopes.try_get_with(user_id, fetch).await {
                Ok(scope) => Ok(Some(scope)),
                Err(error) => match error.as_ref() {
                    ApiError::Upstream(UpstreamError::NotFound { .. }) => Ok(None),
                    _ => Err(ApiError::Shared(error)),
                },
            }
        })
        .await
    }

    /// Checks `{userId}` (and the row's place and panel) against the session for `capability`.
    /// Finding which place the ids name is done here; whether the caller may read or write it
    /// is [`Principal::may`]'s answer, the same for every row.
    pub async fn owner(
        &self,
        caller: &SignedIn,
        user_id: u64,
        check: OwnerCheck<'_>,
        capability: Capability,
    ) -> ApiResult<Grant> {
        if let Some(access) = self.as_user(caller, user_id, &check, capability).await? {
            return Ok(access);
        }
        if capability == Capability::Read
            && check.customer_service
            && self.is_staff_of(caller, user_id, &check).await?
        {
            return Ok(Grant::CustomerService);
        }
        Err(ApiError::Forbidden)
    }

    /// The caller as a portal user: their own data, or a grantor's through a read right.
    async fn as_user(
        &self,
        caller: &SignedIn,
        user_id: u64,
        check: &OwnerCheck<'_>,
        capability: Capability,
    ) -> ApiResult<Option<Grant>> {
        let Some(caller_id) = caller.user_id() else {
            return Ok(None);
        };
        let Some(scope) = self.scope(caller, caller_id).await? else {
            return Ok(None);
        };
        let principal = Principal::User {
            scope: &scope,
            demo: false,
        };
        let user = match check.owner {
            Owner::SelfOnly => Target::User(user_id),
            Owner::SelfOrGrantor => Target::UserOrGrantor(user_id),
        };
        if !principal.may(capability, user) {
            return Ok(None);
        }
        let access = if user_id == caller_id {
            Grant::Own
        } else {
            Grant::ReadRight
        };
        if !check.names_a_place() {
            return Ok(Some(access));
        }
        // The row's place must be one of the path user's own (`own(userId)`), with its panel.
        let owner_scope = if user_id == caller_id {
            Some(scope.clone())
        } else {
            self.scope(caller, user_id).await?
        };
        let place = owner_scope
            .as_ref()
            .and_then(|owner| check.place_among(&owner.own_locations));
        if let Some(place) = place {
            return Ok(principal
                .may(capability, check.target(&place, capability))
                .then_some(access));
        }
        if user_id != caller_id || !check.visible {
            return Ok(None);
        }
        // `visible(self)`: a grantor's place named under the caller's own id.
        for right in &scope.read_rights {
            let Some(grantor) = self.scope(caller, right.grantor_user_id).await? else {
                continue;
            };
            let covered: Vec<OwnedLocation> = grantor
                .own_locations
                .iter()
                .filter(|owned| {
                    right
                        .location_identifiers
                        .contains(&owned.location_identifier)
                })
                .cloned()
                .collect();
            if let Some(place) = check.place_among(&covered) {
                if principal.may(capability, check.target(&place, capability)) {
                    return Ok(Some(Grant::ReadRight));
                }
            }
        }
        Ok(None)
    }

    /// A B2B row (§0.4): `{userId}` is the caller, `companyRef ∈ companies(self)` and, when the
    /// row names one, the place is assigned to the caller: to read it, or to write it with
    /// FULL_ACCESS or as the main user (A56). Each of `places` (a body's places) is assigned
    /// alike, or is a place of the row's composite, or, for a read, of any composite the caller
    /// is assigned. A denial is 403 like a missing id; a read's names the places refused.
    pub async fn company(
        &self,
        caller: &SignedIn,
        user_id: u64,
        company: &str,
        place: Option<&str>,
        places: &[&str],
        capability: Capability,
    ) -> ApiResult<()> {
        let scope = self.own_scope(caller).await?.ok_or(ApiError::Forbidden)?;
        let principal = Principal::User {
            scope: &scope,
            demo: false,
        };
        let assigned =
            |location: &str| principal.may(capability, Target::CompanyPlace { company, location });
        if !(principal.may(capability, Target::User(user_id))
            && principal.may(Capability::Read, Target::Company(company))
            && place.is_none_or(assigned))
        {
            return Err(ApiError::Forbidden);
        }
        // A mass export names thousands of places: when every one is assigned as named (or, for
        // a read, is a place of an assigned composite), one look-up in a set answers; otherwise
        // each is asked about on its own.
        let all_usable = places.is_empty()
            || principal.may(
                capability,
                Target::CompanyPlaces {
                    company,
                    locations: places,
                },
            );
        if all_usable {
            return Ok(());
        }
        let usable = |location: &str| {
            assigned(location)
                || principal.may(capability, Target::AnyCompositeMember { company, location })
                || place.is_some_and(|composite| {
                    principal.may(
                        capability,
                        Target::CompositeMember {
                            company,
                            composite,
                            location,
                        },
                    )
                })
        };
        let refused: Vec<(usize, String)> = places
            .iter()
            .enumerate()
            .filter(|(_, &location)| !usable(location))
            .map(|(index, &location)| (index, location.to_owned()))
            .collect();
        match refused.is_empty() {
            true => Ok(()),
            // A read names the places it cannot have, never the caller's rights in general.
            false if capability == Capability::Read => Err(ApiError::PlacesRefused(refused)),
            false => Err(ApiError::Forbidden),
        }
    }

    /// The places `addressed` stand for in the caller's assignments of `company` (already
    /// authorized), in the order named: a composite's places in its order, a place itself. An
    /// id the caller is not assigned is 403 (the scope changed since the access check).
    pub async fn company_places(
        &self,
        caller: &SignedIn,
        company: &str,
        addressed: &[&str],
    ) -> ApiResult<Vec<String>> {
        let scope = self.own_scope(caller).await?.ok_or(ApiError::Forbidden)?;
        let member = scope
            .companies
            .iter()
            .find(|member| member.company_reference_id == company)
            .ok_or(ApiError::Forbidden)?;
        // An export names up to 10,000 ids of a company of thousands: one look-up each.
        let assigned: HashMap<&str, &AssignedLocation> = member
            .locations
            .iter()
            .map(|location| (location.composite_location_identifier.as_str(), location))
            .collect();
        // A composite's place named by its own id (checked readable with its composite).
        let members: HashSet<&str> = member
            .locations
            .iter()
            .flat_map(|location| &location.places)
            .map(|place| place.location_identifier.as_str())
            .collect();
        let mut places = Vec::with_capacity(addressed.len());
        for id in addressed {
            let Some(location) = assigned.get(id) else {
                if !members.contains(id) {
                    return Err(ApiError::Forbidden);
                }
                places.push((*id).to_owned());
                continue;
            };
            if location.places.is_empty() {
                places.push(location.composite_location_identifier.clone());
            }
            places.extend(
                location
                    .places
                    .iter()
                    .map(|place| place.location_identifier.clone()),
            );
        }
        Ok(places)
    }

    /// Drops the cached scopes of the company's users: its users, their assignments, its main
    /// user, its customerships or its composites changed, and the next check must know it at
    /// once (a new assignment, a new composite's id, a separated one's places).
    pub async fn forget_company(&self, company: &str) {
        let stale: Vec<u64> = self
            .scopes
            .iter()
            .filter(|(_, scope)| {
                scope
                    .companies
                    .iter()
                    .any(|member| member.company_reference_id == company)
            })
            .map(|(user, _)| *user)
            .collect();
        for user in stale {
            self.scopes.invalidate(&user).await;
        }
    }

    /// A user-management row (A57): `companyRef ∈ companies(self)`; the main user when
    /// `main_user`; each user reference the request names `∈ users(companyRef)` as the
    /// caller may see it (any for the main user, a member's own otherwise); each place it
    /// names one of the company's; and a customership one of the company's. No `{userId}`: the
    /// caller is the session's user. A denial is 403 like a missing id.
    pub async fn user_management(
        &self,
        caller: &SignedIn,
        company: &str,
        main_user: bool,
        named: &Managed<'_>,
        capability: Capability,
    ) -> ApiResult<()> {
        self.as_company_member(caller, |principal| {
            principal.may(capability, Target::Company(company))
                && (!main_user || principal.may(capability, Target::UserManagement(company)))
                && named
                    .users
                    .iter()
                    .all(|user| principal.may(capability, Target::CompanyUser { company, user }))
                && named.places.iter().all(|location| {
                    principal.may(capability, Target::CompanyPlace { company, location })
                })
                && named.customership.is_none_or(|(origin, code)| {
                    principal.may(
                        capability,
                        Target::CompanyCustomership {
                            company,
                            origin,
                            code,
                        },
                    )
                })
        })
        .await
    }

    /// The External API tokens of a company (A64): the caller its main user, and each place the
    /// request names (by locationReferenceId) assigned to them for `capability`.
    pub async fn api_tokens(
        &self,
        caller: &SignedIn,
        company: &str,
        places: &[&str],
        capability: Capability,
    ) -> ApiResult<()> {
        self.as_company_member(caller, |principal| {
            principal.may(capability, Target::UserManagement(company))
                && places.iter().all(|reference| {
                    principal.may(capability, Target::CompanyPlaceRef { company, reference })
                })
        })
        .await
    }

    /// The locationIdentifier of an External API token's place while the token's user still
    /// has it assigned in the token's company, for `capability` (a write through the token needs
    /// what a write of the user would: FULL_ACCESS or the main user); 403 otherwise (A58).
    pub async fn bearer_place(
        &self,
        caller: &SignedIn,
        company: &str,
        reference: &str,
        capability: Capability,
    ) -> ApiResult<String> {
        let scope = self.own_scope(caller).await?.ok_or(ApiError::Forbidden)?;
        let principal = Principal::User {
            scope: &scope,
            demo: false,
        };
        if !principal.may(capability, Target::CompanyPlaceRef { company, reference }) {
            return Err(ApiError::Forbidden);
        }
        scope
            .companies
            .iter()
            .filter(|member| member.company_reference_id == company)
            .flat_map(|member| &member.locations)
            .flat_map(|assigned| &assigned.places)
            .find(|place| place.location_reference_id == reference)
            .map(|place| place.location_identifier.clone())
            .ok_or(ApiError::Forbidden)
    }

    /// `decide`'s answer for the session's user as a B2B principal: 403 when it refuses, or
    /// without a portal user.
    async fn as_company_member(
        &self,
        caller: &SignedIn,
        decide: impl FnOnce(&Principal<'_>) -> bool,
    ) -> ApiResult<()> {
        let scope = self.own_scope(caller).await?.ok_or(ApiError::Forbidden)?;
        let principal = Principal::User {
            scope: &scope,
            demo: false,
        };
        decide(&principal).then_some(()).ok_or(ApiError::Forbidden)
    }

    /// The B2B companies the caller belongs to, from crm's access scope (A62); none for a
    /// household, staff or an account without a portal user.
    pub async fn companies(&self, caller: &SignedIn) -> ApiResult<Vec<CompanyMembership>> {
        Ok(self
            .own_scope(caller)
            .await?
            .map(|scope| scope.companies.clone())
            .unwrap_or_default())
    }

    /// The energy companies the caller is a customer of: of their own places and their B2B
    /// companies (the maintenance gate's origins, A70); none without a portal user.
    pub async fn origins(&self, caller: &SignedIn) -> ApiResult<Vec<Company>> {
        Ok(self
            .own_scope(caller)
            .await?
            .map(|scope| {
                let places = scope.own_locations.iter().map(|place| place.company);
                let companies = scope.companies.iter().map(|member| member.company);
                places.chain(companies).collect()
            })
            .unwrap_or_default())
    }

    /// The caller's own access scope; none without a portal user or when crm knows none.
    async fn own_scope(&self, caller: &SignedIn) -> ApiResult<Option<Arc<AccessScope>>> {
        match caller.user_id() {
            Some(caller_id) => self.scope(caller, caller_id).await,
            None => Ok(None),
        }
    }

    /// The places `user_id` owns (already authorized by the caller).
    pub async fn own_places(&self, caller: &SignedIn, user_id: u64) -> ApiResult<Vec<String>> {
        let scope = self.scope(caller, user_id).await?;
        Ok(scope
            .map(|scope| {
                scope
                    .own_locations
                    .iter()
                    .map(|owned| owned.location_identifier.clone())
                    .collect()
            })
            .unwrap_or_default())
    }

    /// The solar panel crm lists for a place of `user_id` (already authorized by the caller).
    pub async fn panel_of(
        &self,
        caller: &SignedIn,
        user_id: u64,
        location: &str,
    ) -> ApiResult<Option<String>> {
        let scope = self.scope(caller, user_id).await?;
        Ok(scope.and_then(|scope| {
            scope
                .own_locations
                .iter()
                .find(|owned| owned.location_identifier == location)
                .and_then(|owned| owned.panel_id.clone())
        }))
    }

    /// Rule CS: a superuser, or the admin group of the company where the target is a customer
    /// (of the given place, when the row names one).
    async fn is_staff_of(
        &self,
        caller: &SignedIn,
        user_id: u64,
        check: &OwnerCheck<'_>,
    ) -> ApiResult<bool> {
        let groups = caller.groups().await?;
        let staff = Principal::Staff { groups: &groups };
        if principal::visible_companies(&groups).is_some_and(|companies| companies.is_empty()) {
            return Ok(false);
        }
        // The target must exist, and own the place, even for a superuser: a missing id
        // answers like a foreign one.
        let Some(scope) = self.scope(caller, user_id).await? else {
            return Ok(false);
        };
        let companies: Vec<Company> = scope
            .own_locations
            .iter()
            .filter(|owned| check.covered_by(std::iter::once(*owned)))
            .map(|owned| owned.company)
            .collect();
        if check.names_a_place() && companies.is_empty() {
            return Ok(false);
        }
        // A superuser reads any existing customer, even one with no place yet.
        Ok(groups.iter().any(|g| g == SUPERUSERS)
            || companies
                .into_iter()
                .any(|company| staff.may(Capability::Read, Target::CustomerOf(company))))
    }

    /// The company of a place the user owns; `None` for an unknown user or a place not theirs
    /// (staff's place reads #19–#21 under rule C1).
    pub async fn own_place_company(
        &self,
        caller: &SignedIn,
        user_id: u64,
        location: &str,
    ) -> ApiResult<Option<Company>> {
        let Some(scope) = self.scope(caller, user_id).await? else {
            return Ok(None);
        };
        Ok(scope
            .own_locations
            .iter()
            .find(|owned| owned.location_identifier == location)
            .map(|owned| owned.company))
    }

    /// Under rule CS a company's staff see only the customer's places at their own companies;
    /// `None` means no restriction (a superuser). The answer lists those companies and places.
    pub async fn customer_service_view(
        &self,
        caller: &SignedIn,
        user_id: u64,
    ) -> ApiResult<Option<(Vec<Company>, Vec<String>)>> {
        let groups = caller.groups().await?;
        if groups.iter().any(|g| g == SUPERUSERS) {
            return Ok(None);
        }
        let companies = staff_companies(&groups);
        let scope = self
            .scope(caller, user_id)
            .await?
            .ok_or(ApiError::Forbidden)?;
        let places = scope
            .own_locations
            .iter()
            .filter(|owned| companies.contains(&owned.company))
            .map(|owned| owned.location_identifier.clone())
            .collect();
        Ok(Some((companies, places)))
    }
}

/// The companies whose admin group the caller holds.
fn staff_companies(groups: &[String]) -> Vec<Company> {
    Company::ALL
        .into_iter()
        .filter(|company| groups.iter().any(|g| g == company.admin_group()))
        .collect()
}
