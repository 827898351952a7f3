//! Staff groups as identity holds them now (A74). A staff member's rights are checked on every
//! request against these, not against the copy in the access token, so a group taken away
//! (#38) is refused on the next request with no new sign-in. Identity is asked at most once per
//! account in [`TTL`]; a change of groups through the access-rights rows (#37–#39) empties the
//! cache at once, so this instance never answers from a group that was taken away. Customers
//! never pay for it: an account whose token names no group is no staff member (`SignedIn::groups`).

use std::sync::Arc;
use std::time::Duration;

use moka::future::Cache;

/// How long an account's groups are reused without asking identity again: short enough that a
/// change made through another gateway instance holds within it.
pub const TTL: Duration = Duration::from_secs(5);

/// The live groups of staff accounts by identity subject.
pub struct StaffGroups {
    cache: Cache<String, Arc<[String]>>,
}

impl Default for StaffGroups {
    fn default() -> Self {
        Self {
            cache: Cache::builder()
                .max_capacity(10_000)
                .time_to_live(TTL)
                .build(),
        }
    }
}

impl StaffGroups {
    pub async fn get(&self, subject: &str) -> Option<Arc<[String]>> {
        self.cache.get(subject).await
    }

    pub async fn keep(&self, subject: &str, groups: Arc<[String]>) {
        self.cache.insert(subject.to_owned(), groups).await;
    }

    /// Someone's groups changed: every account's are asked again. The access-rights rows name
    /// an e-mail, not a subject, and staff accounts are few.
    pub fn forget_all(&self) {
        self.cache.invalidate_all();
    }
}
