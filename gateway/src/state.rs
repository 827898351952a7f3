use upstream_clients::crm::CrmClient;
use upstream_clients::identity::IdentityClient;
use upstream_clients::{ReadClient, System, Upstream, WriteClient};

use crate::authz::Authorizer;
use crate::cache::ResponseCache;
use crate::session::demo::DemoReader;
use crate::session::registry::SessionRegistry;
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
    /// Every live sign-in and its tokens (A66).
    pub live_sessions: SessionRegistry,
    pub reads: Reads,
    pub writes: Writes,
    pub cache: ResponseCache,
    /// The demo account's server-held sign-in for public reads (A9).
    pub demo: DemoReader,
    /// Every upstream, for the background-service health (#166).
    pub upstreams: Vec<Upstream>,
}

/// The row reads of each system (api-surface §1: the upstream column).
pub struct Reads {
    pub crm: ReadClient,
    pub invoicing: ReadClient,
    pub metering: ReadClient,
    pub solar: ReadClient,
    pub messaging: ReadClient,
    pub content: ReadClient,
}

impl Reads {
    /// The client of `system`; `None` for identity, which serves no row reads.
    pub fn of(&self, system: System) -> Option<&ReadClient> {
        match system {
            System::Crm => Some(&self.crm),
            System::Invoicing => Some(&self.invoicing),
            System::Metering => Some(&self.metering),
            System::Solar => Some(&self.solar),
            System::Messaging => Some(&self.messaging),
            System::Content => Some(&self.content),
            System::Identity => None,
        }
    }
}

/// The row writes of each system, identity included (the identity half of #106 and #113).
pub struct Writes {
    pub identity: WriteClient,
    pub crm: WriteClient,
    pub invoicing: WriteClient,
    pub metering: WriteClient,
    pub solar: WriteClient,
    pub messaging: WriteClient,
    pub content: WriteClient,
}

impl Writes {
    pub fn of(&self, system: System) -> &WriteClient {
        match system {
            System::Identity => &self.identity,
            System::Crm => &self.crm,
            System::Invoicing => &self.invoicing,
            System::Metering => &self.metering,
            System::Solar => &self.solar,
            System::Messaging => &self.messaging,
            System::Content => &self.content,
        }
    }
}
