//! The staff tools (`/api/admin/...`), laid out like the URL, each row with the staff groups of
//! its row in the contract as its access.

pub mod access_rights;
pub mod advertisement_tile;
pub mod audit;
pub mod background;
pub mod cache_keys;
pub mod debug;
pub mod feature_flags;
pub mod maintenance;
pub mod messages;
pub mod notifications;
pub mod service_health;
pub mod users;

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
        service_health::rows(),
        messages::rows(),
        background::rows(),
        access_rights::rows(),
    ]
    .into_iter()
    .flatten()
    .collect()
}

/// The tools written as handlers (the audit log, the customer look-ups, service health, the
/// cache keys), each served where its OpenAPI annotation says.
pub fn handlers() -> Vec<crate::endpoint::dispatch::Handler> {
    use crate::endpoint::dispatch::Handler;
    let mut handlers = audit::handlers();
    handlers.extend(users::handlers());
    handlers.extend([
        Handler::documented(
            service_health::__path_service_health,
            service_health::service_health,
        )
        .serving_row(48),
        Handler::documented(
            cache_keys::__path_list_cache_keys,
            cache_keys::list_cache_keys,
        )
        .serving_row(50),
        Handler::documented(cache_keys::__path_get_cache_key, cache_keys::get_cache_key)
            .serving_row(52),
        Handler::documented(cache_keys::__path_clear_cache, cache_keys::clear_cache)
            .serving_row(51),
    ]);
    handlers
}
