//! The staff tools (`/api/admin/...`), laid out like the URL, each row with the staff groups of
//! its row in the contract as its access.

pub mod advertisement_tile;
pub mod debug;
pub mod feature_flags;
pub mod maintenance;
pub mod notifications;

use crate::endpoint::{AccessRule, Row};

/// The developers' tools that §6 gives no group (A14): maintenance, flags, debug, cache keys.
pub const DEVELOPERS: AccessRule = AccessRule::Staff {
    allowed: &["ADMIN_GROUP_DEVELOPER_USERS", "ADMIN_GROUP_SUPERUSERS"],
    denied: &[],
};

pub fn rows() -> Vec<Row> {
    [
        maintenance::rows(),
        notifications::rows(),
        feature_flags::rows(),
        advertisement_tile::rows(),
        debug::rows(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
