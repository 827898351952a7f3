use actix_web::web;
use upstream_clients::crm::CrmClient;
use upstream_clients::identity::IdentityClient;
use upstream_clients::{ReadClient, System, Upstream, WriteClient};

use crate::authz::Authorizer;
use crate::cache::ResponseCache;
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
    /// Sign-ins, their tokens and the demo reader (also app data of its own: a signed-in
    /// caller carries only this).
    pub sessions: web::Data<Sessions>,
    pub reads: Reads,
    pub writes: Writes,
    pub cache: ResponseCache,
    /// Every upstream, for the background-service health (#166).
    pub upstreams: Vec<Upstream>,
    /// Content's maintenance and top-bar message as of a moment ago (A70, A71).
    pub notices: crate::notices::Notices,
    /// Admin writes and staff reads of customers' data (A77).
    pub audit: crate::audit::AuditLog,
    /// The store replicas share (`session.store = "redis"`); `None` for one process.
    pub shared: Option<std::sync::Arc<crate::shared::SharedStore>>,
}

impl AppState {
    /// Applies another replica's message to this one's state.
    pub async fn apply(&self, message: crate::shared::Broadcast) {
        use crate::shared::Broadcast;
        match message {
            Broadcast::Evict { eviction } => self.cache.apply(&eviction),
            Broadcast::SessionEnded { id } => self.sessions.live.forget(&id, true).await,
            Broadcast::SessionChanged { id } => self.sessions.live.forget(&id, false).await,
            Broadcast::AllSessionsEnded => self.sessions.live.forget_all(true),
            Broadcast::ScopesForgotten { company: None } => self.authz.forget_all(),
            Broadcast::ScopesForgotten {
                company: Some(company),
            } => self.authz.forget_company(&company).await,
            Broadcast::StaffGroupsForgotten => self.sessions.staff_groups.forget_all(),
            Broadcast::NoticesChanged => self.notices.refresh(self.reads.of(System::Content)).await,
            Broadcast::Resync => {
                self.sessions.live.forget_all(false);
                self.sessions.staff_groups.forget_all();
                self.cache.clear();
                self.authz.forget_all();
                self.notices.refresh(self.reads.of(System::Content)).await;
            }
        }
    }

    /// Tells the other replicas (none with the memory store); answers once it is told.
    pub async fn broadcast(
        &self,
        message: crate::shared::Broadcast,
    ) -> crate::error::ApiResult<()> {
        match &self.shared {
            Some(shared) => shared.publish(message).await,
            None => Ok(()),
        }
    }

    /// The address the throttles count `req` by (behind the configured trusted proxies).
    pub fn client_address(&self, req: &actix_web::HttpRequest) -> Option<std::net::IpAddr> {
        crate::throttle::client_address(req, &self.settings.server.trusted_proxies)
    }

    /// The client's own address, as its owner sees it in their list of sign-ins (#246).
    pub fn client_ip(&self, req: &actix_web::HttpRequest) -> Option<std::net::IpAddr> {
        crate::throttle::client_ip(req, &self.settings.server.trusted_proxies)
    }
}

/// One `T` for each upstream system, reached by field or by [`System`].
pub struct BySystem<T> {
    pub identity: T,
    pub crm: T,
    pub invoicing: T,
    pub metering: T,
    pub solar: T,
    pub messaging: T,
    pub content: T,
}

impl<T> BySystem<T> {
    /// `make` for every system, in one place, so that no system can be left out.
    pub fn try_new<E>(make: impl Fn(System) -> Result<T, E>) -> Result<Self, E> {
        Ok(BySystem {
            identity: make(System::Identity)?,
            crm: make(System::Crm)?,
            invoicing: make(System::Invoicing)?,
            metering: make(System::Metering)?,
            solar: make(System::Solar)?,
            messaging: make(System::Messaging)?,
            content: make(System::Content)?,
        })
    }

    pub fn of(&self, system: System) -> &T {
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

/// The row reads of each system (api-surface §1: the upstream column); no row reads from
/// identity, whose client is there only so that every system has one.
pub type Reads = BySystem<ReadClient>;

/// The row writes of each system, identity included (the identity half of #106 and #113).
pub type Writes = BySystem<WriteClient>;
