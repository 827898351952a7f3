//! Builds the application: upstream clients (against the embedded mocks by default), shared state,
//! middleware and routes, bound to a listener whose port tests can read.

use std::net::TcpListener;
use std::time::Duration;

use actix_http::body::MessageBody;
use actix_http::error::DispatchError;
use actix_http::{HttpService, KeepAlive, Protocol, Request, Response};
use actix_service::{fn_service, map_config, IntoServiceFactory, ServiceFactoryExt as _};
use actix_web::dev::{AppConfig, Server, Service, ServiceFactory};
use actix_web::{web, App, HttpRequest};
use demo_fixtures::dataset::calendar::Clock;
use demo_fixtures::mocks::{self, RunningMocks};
use tracing_actix_web::TracingLogger;
use upstream_clients::crm::CrmClient;
use upstream_clients::identity::{ClientCredentials, IdentityClient};
use upstream_clients::{HttpCore, HttpSettings, ReadClient, System, Upstream, WriteClient};
use url::Url;

use crate::audit::AuditLog;
use crate::authz::Authorizer;
use crate::cache::ResponseCache;
use crate::compression::Gzip;
use crate::error::{ApiError, FieldCode};
use crate::head_refusals::HeadRefusals;
use crate::middleware::{edge::Edge, in_flight::InFlight, problem_fallback::problem_fallback};
use crate::operator::Operator;
use crate::session::registry::SessionRegistry;
use crate::session::tokens::TokenVerifier;
use crate::session::{self, Sessions};
use crate::settings::{SessionStoreKind, Settings, UpstreamSettings};
use crate::shared::SharedStore;
use crate::state::{AppState, Reads, Writes};
use crate::static_files;
use crate::telemetry::PathOnlySpan;
use crate::throttle::Throttle;

#[derive(Debug, thiserror::Error)]
pub enum StartupError {
    #[error("could not bind or start: {0}")]
    Io(#[from] std::io::Error),
    #[error("upstream {system} base URL is not valid: {url}")]
    BaseUrl { system: System, url: String },
    #[error("could not build the HTTP client: {0}")]
    Http(#[from] reqwest::Error),
    #[error(transparent)]
    CookieKey(#[from] session::CookieKeyError),
    #[error("session.cookie_secure = false is allowed only on a loopback address, not {0}")]
    InsecureCookie(std::net::IpAddr),
    #[error("redis.url is not a Redis URL: {0}")]
    Store(#[from] redis::RedisError),
}

pub struct Application {
    port: u16,
    server: Server,
    state: web::Data<AppState>,
    mocks: Option<RunningMocks>,
    operator: Operator,
}

fn upstream(
    core: &HttpCore,
    system: System,
    settings: &UpstreamSettings,
    base_url: &str,
) -> Result<Upstream, StartupError> {
    let url = Url::parse(base_url)
        .ok()
        .filter(|url| matches!(url.scheme(), "http" | "https") && !url.cannot_be_a_base())
        .ok_or_else(|| StartupError::BaseUrl {
            system,
            url: base_url.to_owned(),
        })?;
    Ok(Upstream::new(core.clone(), system, url, settings.timeout()))
}

impl Application {
    pub async fn build(settings: Settings) -> Result<Self, StartupError> {
        let clock = Clock::fixed(settings.mocks.today);
        Self::build_with_clock(settings, clock).await
    }

    /// [`Application::build`] with the embedded mocks on `clock` (tests run them "a day
    /// later" with a fake wall clock).
    pub async fn build_with_clock(settings: Settings, clock: Clock) -> Result<Self, StartupError> {
        // Plain-http cookies are for a developer's own machine only.
        if !settings.session.cookie_secure && !settings.server.host.is_loopback() {
            return Err(StartupError::InsecureCookie(settings.server.host));
        }
        let mocks = if settings.mocks.embedded {
            Some(
                mocks::start(mocks::MockSettings {
                    host: std::net::IpAddr::from([127, 0, 0, 1]),
                    access_token_ttl: Duration::from_secs(settings.mocks.access_token_ttl_seconds),
                    issuer: settings.identity.issuer.clone(),
                    client_id: settings.identity.client_id.clone(),
                    client_secret: secrecy::ExposeSecret::expose_secret(
                        &settings.identity.client_secret,
                    )
                    .to_owned(),
                    clock,
                    generated_customers: settings.mocks.generated_customers,
                    ..mocks::MockSettings::default()
                })
                .await?,
            )
        } else {
            None
        };
        // Each system's base URL: the embedded mock's, else the configured one.
        let base_url = |system: System, configured: &UpstreamSettings| match &mocks {
            Some(mocks) => mocks
                .all()
                .into_iter()
                .find(|(name, _)| *name == system.name())
                .map(|(_, mock)| mock.base_url.clone())
                .unwrap_or_else(|| configured.base_url.clone()),
            None => configured.base_url.clone(),
        };

        let core = HttpCore::new(&HttpSettings {
            connect_timeout: Duration::from_millis(settings.upstreams.connect_timeout_ms),
            pool_max_idle_per_host: settings.upstreams.pool_max_idle_per_host,
            guard: settings.upstreams.guard(),
        })?;
        let configured = &settings.upstreams;
        let systems = [
            (System::Identity, &configured.identity),
            (System::Crm, &configured.crm),
            (System::Invoicing, &configured.invoicing),
            (System::Metering, &configured.metering),
            (System::Solar, &configured.solar),
            (System::Messaging, &configured.messaging),
            (System::Content, &configured.content),
        ];
        let upstreams = systems
            .iter()
            .map(|(system, settings)| {
                upstream(&core, *system, settings, &base_url(*system, settings))
            })
            .collect::<Result<Vec<Upstream>, StartupError>>()?;
        let of = |system: System| {
            upstreams
                .iter()
                .find(|upstream| upstream.system() == system)
                .cloned()
                .ok_or(StartupError::BaseUrl {
                    system,
                    url: String::new(),
                })
        };
        let identity = IdentityClient::new(
            of(System::Identity)?,
            ClientCredentials {
                client_id: settings.identity.client_id.clone(),
                client_secret: settings.identity.client_secret.clone(),
            },
        );
        let crm = CrmClient::new(of(System::Crm)?);
        let reads = Reads::try_new(|system| of(system).map(ReadClient::new))?;
        let writes = Writes::try_new(|system| of(system).map(WriteClient::new))?;

        // Sign-ins live in the registry: in this instance's memory (`session.store = "memory"`)
        // or in the Redis replicas share, with each replica's recent ones in front; the cookie
        // store keeps nothing of its own.
        let shared = match settings.session.store {
            SessionStoreKind::Memory => None,
            SessionStoreKind::Redis => Some(SharedStore::new(&settings.redis)?),
        };
        let idle = Duration::from_secs(settings.session.idle_timeout_seconds);
        let lifetime = Duration::from_secs(settings.session.absolute_timeout_seconds);
        let live = match &shared {
            None => SessionRegistry::new(1_000_000, idle, lifetime),
            Some(store) => SessionRegistry::shared(store.clone(), 1_000_000, idle, lifetime),
        };
        let key = session::cookie_key(&settings.session)?;
        let session_data = web::Data::new(Sessions {
            identity: identity.clone(),
            crm: crm.clone(),
            verifier: TokenVerifier::new(identity.clone(), &settings.identity),
            live,
            demo: Default::default(),
            settings: settings.session.clone(),
            demo_settings: settings.demo.clone(),
            staff_groups: Default::default(),
        });
        let state = web::Data::new(AppState {
            authz: Authorizer::new(
                crm.clone(),
                Duration::from_secs(settings.authz.scope_ttl_seconds),
            ),
            throttle: match &shared {
                None => Throttle::new(&settings.throttle, key.clone()),
                Some(store) => Throttle::shared(&settings.throttle, key.clone(), store.clone()),
            },
            identity,
            crm,
            sessions: session_data.clone(),
            reads,
            writes,
            cache: ResponseCache::new(&settings.cache).with_shared(shared.clone()),
            upstreams: upstreams.clone(),
            notices: crate::notices::Notices::new(settings.mocks.today),
            audit: match &shared {
                None => AuditLog::default(),
                Some(store) => AuditLog::shared(store.clone()),
            },
            settings: settings.clone(),
            shared: shared.clone(),
        });
        if let Some(store) = &shared {
            let state = state.clone();
            store.listen(move |message| {
                let state = state.clone();
                async move { state.apply(message).await }
            });
        }

        // The recorder is the process's: installed before the first request is counted.
        crate::metrics::handle();
        let operator = crate::operator::start(state.clone(), mocks.as_ref())?;
        // The table of rows and handlers, built once and handed to the engine.
        let router = crate::routes::router();
        let listener = TcpListener::bind((settings.server.host, settings.server.port))?;
        let port = listener.local_addr()?.port();
        let server_state = state.clone();
        let in_flight = InFlight::new(settings.server.max_in_flight);
        let app = move || {
            let settings = &server_state.settings;
            let app = App::new()
                .app_data(server_state.clone())
                .app_data(server_state.sessions.clone())
                .app_data(json_config(settings.server.json_limit_bytes))
                .app_data(web::PathConfig::default().error_handler(|error, _| {
                    ApiError::validation("path", FieldCode::InvalidFormat, &error.to_string())
                        .into()
                }))
                .app_data(web::QueryConfig::default().error_handler(|error, _| {
                    ApiError::validation("query", FieldCode::InvalidFormat, &error.to_string())
                        .into()
                }))
                .service(crate::endpoint::dispatch::api_scope(router, &settings.demo))
                // The operator's paths (A80) live on the operator port only: here they are
                // unknown, not the frontend's page.
                .service(web::scope("/health").default_service(web::to(not_found)))
                .service(web::resource("/metrics").to(not_found));
            let app = match static_files::spa(settings.static_files.dir.clone()) {
                Some(files) => app.service(files),
                None => app.default_service(web::to(not_found)),
            };
            app.wrap(session::middleware(&settings.session, key.clone()))
                .wrap(problem_fallback())
                .wrap(Gzip)
                // Inside the request id and security headers, which its refusal carries too.
                .wrap(in_flight)
                .wrap(Edge::new(settings.session.cookie_secure))
                .wrap(TracingLogger::<PathOnlySpan>::new())
        };
        let server = serve(listener, &settings.server, app)?;
        Ok(Self {
            port,
            server,
            state,
            mocks,
            operator,
        })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// The operator port (`server.admin_port`; the one picked when that is 0).
    pub fn admin_port(&self) -> u16 {
        self.operator.port()
    }

    /// Serves until a signal (graceful: in-flight requests finish within the shutdown timeout)
    /// or the handle stops it; then stops the embedded mocks.
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        let result = self.server.await;
        self.operator.stop().await;
        if let Some(mocks) = &self.mocks {
            mocks.stop().await;
        }
        result
    }

    /// Splits the parts a test keeps from the server future it spawns.
    pub fn into_parts(self) -> (Server, web::Data<AppState>, Option<RunningMocks>, u16) {
        (self.server, self.state, self.mocks, self.port)
    }
}

/// The public port's server: what `HttpServer::listen` builds, with each connection's stream
/// wrapped so that the HTTP layer's own refusals get problem bodies too
/// ([`crate::head_refusals`]). The timeouts are `HttpServer`'s defaults; the application sees
/// the default `AppConfig` (its host serves URL generation only, which the portal does not do).
fn serve<F, I, S, B>(
    listener: TcpListener,
    settings: &crate::settings::ServerSettings,
    app: F,
) -> std::io::Result<Server>
where
    F: Fn() -> I + Send + Clone + 'static,
    I: IntoServiceFactory<S, Request>,
    S: ServiceFactory<Request, Config = AppConfig> + 'static,
    S::Error: Into<actix_web::Error> + 'static,
    S::InitError: std::fmt::Debug,
    S::Response: Into<Response<B>> + 'static,
    <S::Service as Service<Request>>::Future: 'static,
    S::Service: 'static,
    B: MessageBody + 'static,
{
    let addr = listener.local_addr()?;
    let builder = actix_server::Server::build();
    let shutdown = builder.graceful_shutdown_signal();
    let mut builder = builder.shutdown_timeout(settings.shutdown_timeout_seconds);
    if settings.workers > 0 {
        builder = builder.workers(settings.workers);
    }
    let builder = builder.listen("portal", listener, move || {
        let shutdown = shutdown.clone();
        let http = HttpService::build()
            .graceful_shutdown_signal(move || {
                let shutdown = shutdown.clone();
                async move { shutdown.notified().await }
            })
            .keep_alive(KeepAlive::default())
            .client_request_timeout(Duration::from_secs(5))
            .client_disconnect_timeout(Duration::from_secs(1))
            .h1_allow_half_closed(true)
            .local_addr(addr)
            .finish(map_config(
                app()
                    .into_factory()
                    .map_err(|error| error.into().error_response()),
                |_| AppConfig::default(),
            ));
        fn_service(|io: actix_web::rt::net::TcpStream| async move {
            let peer = io.peer_addr().ok();
            Ok::<_, DispatchError>((HeadRefusals::new(io), Protocol::Http1, peer))
        })
        .and_then(http)
    })?;
    Ok(builder.run())
}

async fn not_found(_: HttpRequest) -> Result<actix_web::HttpResponse, ApiError> {
    Err(ApiError::NotFound)
}

fn json_config(limit: usize) -> web::JsonConfig {
    web::JsonConfig::default()
        .limit(limit)
        .error_handler(|error, _| {
            use actix_web::error::JsonPayloadError;
            let api_error = match &error {
                JsonPayloadError::OverflowKnownLength { .. }
                | JsonPayloadError::Overflow { .. } => ApiError::PayloadTooLarge,
                JsonPayloadError::ContentType => ApiError::UnsupportedMediaType,
                JsonPayloadError::Payload(error)
                    if crate::middleware::body_deadline::is_too_slow(error) =>
                {
                    crate::middleware::body_deadline::refusal()
                }
                JsonPayloadError::Deserialize(error) => {
                    ApiError::validation("body", FieldCode::InvalidType, &error.to_string())
                }
                _ => ApiError::validation(
                    "body",
                    FieldCode::InvalidFormat,
                    "the body is not valid JSON",
                ),
            };
            api_error.into()
        })
}
