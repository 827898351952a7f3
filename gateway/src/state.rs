use actix_web::web;
use upstream_clients::crm::CrmClient;
use upstream_clients::identity::IdentityClient;
use upstream_clients::{ReadClient, System, Upstream, WriteClient};

use crate::authz::Authorizer;
use crate::cache::ResponseCache;
use crate::session::store::MemorySessionStore;
use crate::session::Sessions;
use crate::settings::Settings;
use crate::throttle::Throttle;

/// Everything handlers share, built once at start-up.
pub struct AppState {
    pub settings: Settings,
    pub identity: IdentityClient,
    pub crm: CrmClient,
    pub authz: Authorizer,
    pub throttle: Throttle,
    /// The cookie sessions' server-side store.
    pub session_store: MemorySessionStore,
    /// Sign-ins, their tokens and the demo reader (also app data of its own: a signed-in
    /// caller carries only this).
    pub sessions: web::Data<Sessions>,
    pub reads: Reads,
    pub writes: Writes,
    pub cache: ResponseCache,
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
