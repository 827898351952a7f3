//! Authorization: group permissions (spec §6) and ownership of every path id (api-surface §0.3,
//! §0.4, A2, A3). Every row that names a user or a location goes through [`Authorizer::owner`];
//! a failed check, and an id that does not exist, both answer 403 FORBIDDEN.

use std::sync::Arc;
use std::time::Duration;

use moka::future::Cache;
use upstream_clients::crm::{AccessScope, Company, CrmClient};
use upstream_clients::UpstreamError;

use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;

pub const SUPERUSERS: &str = "ADMIN_GROUP_SUPERUSERS";

/// Whose `{userId}` a row accepts (A2).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Owner {
    /// `userId=self`: `{id}` rows and every write.
    SelfOnly,
    /// `userId=self-or-grantor`: GET rows whose spec parameter was `{owner}`.
    SelfOrGrantor,
}

/// The ownership cell of a contract row.
#[derive(Debug, Clone)]
pub struct OwnerCheck<'a> {
    pub owner: Owner,
    /// `locationId ∈ own(userId)`, when the row has a location.
    pub location: Option<&'a str>,
    /// `+CS`: staff of the customer's company may read (rule CS, A3).
    pub customer_service: bool,
}

impl<'a> OwnerCheck<'a> {
    pub fn self_only() -> Self {
        Self {
            owner: Owner::SelfOnly,
            location: None,
            customer_service: false,
        }
    }

    pub fn self_or_grantor() -> Self {
        Self {
            owner: Owner::SelfOrGrantor,
            location: None,
            customer_service: false,
        }
    }

    pub fn location(mut self, location: &'a str) -> Self {
        self.location = Some(location);
        self
    }

    pub fn customer_service(mut self) -> Self {
        self.customer_service = true;
        self
    }
}

/// Why access was granted: writes need `Own`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    Own,
    ReadRight,
    CustomerService,
}

/// Holds users' access scopes from crm for a short while (`authz.scope_ttl_seconds`).
pub struct Authorizer {
    crm: CrmClient,
    scopes: Cache<u64, Arc<AccessScope>>,
}

impl Authorizer {
    pub fn new(crm: CrmClient, scope_ttl: Duration) -> Self {
        Self {
            crm,
            scopes: Cache::builder()
                .max_capacity(100_000)
                .time_to_live(scope_ttl)
                .build(),
        }
    }

    /// The user's scope; `None` when crm knows no such user.
    async fn scope(&self, caller: &SignedIn, user_id: u64) -> ApiResult<Option<Arc<AccessScope>>> {
        if let Some(scope) = self.scopes.get(&user_id).await {
            return Ok(Some(scope));
        }
        let fetched = caller
            .read(|token| {
                let crm = self.crm.clone();
                async move { crm.access_scope(&token, user_id).await }
            })
            .await;
        match fetched {
            Ok(scope) => {
                let scope = Arc::new(scope);
                self.scopes.insert(user_id, scope.clone()).await;
                Ok(Some(scope))
            }
            Err(ApiError::Upstream(UpstreamError::NotFound { .. })) => Ok(None),
            Err(error) => Err(error),
        }
    }

    /// Checks `{userId}` (and the row's location) against the session.
    pub async fn owner(
        &self,
        caller: &SignedIn,
        user_id: u64,
        check: OwnerCheck<'_>,
    ) -> ApiResult<Access> {
        let caller_id = caller.user_id();
        if caller_id == Some(user_id) {
            return match check.location {
                None => Ok(Access::Own),
                Some(location) => {
                    let scope = self
                        .scope(caller, user_id)
                        .await?
                        .ok_or(ApiError::Forbidden)?;
                    owns(&scope, location)
                        .then_some(Access::Own)
                        .ok_or(ApiError::Forbidden)
                }
            };
        }
        if let (Owner::SelfOrGrantor, Some(caller_id)) = (check.owner, caller_id) {
            let scope = self
                .scope(caller, caller_id)
                .await?
                .ok_or(ApiError::Forbidden)?;
            let right = scope
                .read_rights
                .iter()
                .find(|right| right.grantor_user_id == user_id);
            if let Some(right) = right {
                let covered = check.location.is_none_or(|location| {
                    right.location_identifiers.iter().any(|l| l == location)
                });
                if covered {
                    return Ok(Access::ReadRight);
                }
            }
        }
        if check.customer_service && self.is_staff_of(caller, user_id, check.location).await? {
            return Ok(Access::CustomerService);
        }
        Err(ApiError::Forbidden)
    }

    /// Rule CS: a superuser, or the admin group of the company where the target is a customer
    /// (of the given location, when the row names one).
    async fn is_staff_of(
        &self,
        caller: &SignedIn,
        user_id: u64,
        location: Option<&str>,
    ) -> ApiResult<bool> {
        let company_groups = staff_companies(caller);
        if !caller.has_group(SUPERUSERS) && company_groups.is_empty() {
            return Ok(false);
        }
        // The target must exist, and own the location, even for a superuser: a missing id
        // answers like a foreign one.
        let Some(scope) = self.scope(caller, user_id).await? else {
            return Ok(false);
        };
        let companies: Vec<Company> = scope
            .own_locations
            .iter()
            .filter(|owned| location.is_none_or(|l| owned.location_identifier == l))
            .map(|owned| owned.company)
            .collect();
        if location.is_some() && companies.is_empty() {
            return Ok(false);
        }
        Ok(caller.has_group(SUPERUSERS)
            || companies
                .iter()
                .any(|company| company_groups.contains(company)))
    }
}

impl Authorizer {
    /// Under rule CS a company's staff see only the customer's places at their own companies;
    /// `None` means no restriction (a superuser). The answer lists those companies and places.
    pub async fn customer_service_view(
        &self,
        caller: &SignedIn,
        user_id: u64,
    ) -> ApiResult<Option<(Vec<Company>, Vec<String>)>> {
        if caller.has_group(SUPERUSERS) {
            return Ok(None);
        }
        let companies = staff_companies(caller);
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
fn staff_companies(caller: &SignedIn) -> Vec<Company> {
    Company::ALL
        .into_iter()
        .filter(|company| caller.has_group(company.admin_group()))
        .collect()
}

fn owns(scope: &AccessScope, location: &str) -> bool {
    scope
        .own_locations
        .iter()
        .any(|owned| owned.location_identifier == location)
}
