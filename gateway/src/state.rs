use upstream_clients::crm::CrmClient;
use upstream_clients::identity::IdentityClient;

use crate::authz::Authorizer;
use crate::session::store::MemorySessionStore;
use crate::session::tokens::TokenVerifier;
use crate::settings::Settings;
use crate::throttle::Throttle;

/// Everything handlers share, built once at start-up.
pub struct AppState {
    pub settings: Settings,
    pub identity: IdentityClient,
    pub crm: CrmClient,
    pub verifier: TokenVerifier,
    pub authz: Authorizer,
    pub throttle: Throttle,
    pub sessions: MemorySessionStore,
}
