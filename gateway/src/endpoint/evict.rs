//! What a confirmed write changes besides the upstream's state: the cached reads it makes stale
//! (api-surface §0.7) and what the session or the authorization scopes must learn.

use super::dispatch::ApiRouter;
use crate::cache::{Eviction, ResponseCache};
use crate::error::ApiResult;

/// One thing to do after the upstream confirmed a write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum After {
    /// Evicts the cached answers of these reads (by operation id, a row's or a hand-written
    /// handler's) for the writing user: entries whose path has the read's shape with `{userId}`
    /// (or, without one, `{panelId}`) equal to the write's, in anyone's scope, since a grantee
    /// and customer service cache the same path under their own scope.
    Evict(&'static [&'static str]),
    /// Evicts the cached answers of these reads for everyone (shared answers).
    EvictForEveryone(&'static [&'static str]),
    /// Evicts the cached answers of these reads under the write's `{companyRef}`, for every
    /// user of the company (§0.7: B2B writes evict that company's lists and places).
    EvictCompany(&'static [&'static str]),
    /// Evicts every cached B2B place entry (`/api/v2/b2b/company/{companyRef}/...`) of the
    /// write's company, for every user of it: its users or their assignments changed (§0.7,
    /// the user-management writes), so any list or place read may now answer differently.
    EvictCompanyPlaces,
    /// Evicts every entry whose path names the writing user (#113).
    EvictUser,
    /// Evicts every entry whose path names the path's `{userId}`, in anyone's scope: a staff
    /// write about that user (#42) makes their answers stale, not the writer's.
    EvictPathUser,
    /// Read rights changed: the authorization scopes cached for 30 s are dropped, so a
    /// granted or revoked right counts at once (#133–#135).
    ForgetScopes,
    /// The company's users, their assignments, its main user, its customerships or its
    /// composites changed: the authorization scopes of its users are dropped, so the next
    /// check sees it (a new composite's id, a separated one's places, a new assignment).
    ForgetCompanyScopes,
    /// The session's identity now has a portal user (#103).
    LearnPortalUser,
    /// The account is gone: the session ends (#113).
    EndSession,
    /// The identity half of an `A+B` row (A10): identity's copy of the e-mail (#106).
    IdentityEmail,
    /// The identity half of an `A+B` row: the identity account is deleted (#113).
    IdentityDelete,
    /// Content's notices changed (maintenance, the top-bar message): the gateway's snapshot
    /// is fetched again before the write answers, on every replica, so the next request sees
    /// the change.
    RefreshNotices,
    /// The identity half of #224 in CREATE_ACCOUNT_MODE: identity creates the invited account
    /// and e-mails its temporary password.
    IdentityInvite,
    /// A staff account's groups changed (#37–#39): the live groups kept for staff checks are
    /// asked of identity again, so a group taken away is refused from the next request (A74).
    ForgetStaffGroups,
}

/// Evicts every cached B2B place entry of `company`, in anyone's scope.
pub async fn evict_company_places(cache: &ResponseCache, company: &str) -> ApiResult<()> {
    let prefix = format!("/api/v2/b2b/company/{company}/");
    cache.evict(Eviction::PathPrefix { prefix }).await
}

/// Evicts the entries of the reads `operations` (found in `router`) for the writer (`user`,
/// `panel`) or, with `bound` empty, for everyone.
pub async fn evict_rows(
    cache: &ResponseCache,
    router: &ApiRouter,
    operations: &[&str],
    bound: Vec<(&'static str, String)>,
) -> ApiResult<()> {
    let templates: Vec<String> = operations
        .iter()
        .filter_map(|operation| router.read_path(operation))
        .map(str::to_owned)
        .collect();
    debug_assert_eq!(
        templates.len(),
        operations.len(),
        "an eviction names an unknown read"
    );
    let bound = bound
        .into_iter()
        .map(|(name, value)| (name.to_owned(), value))
        .collect();
    cache.evict(Eviction::Templates { templates, bound }).await
}
