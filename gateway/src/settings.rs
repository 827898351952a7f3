//! Layered configuration: `config/default.toml`, then `config/<PORTAL_PROFILE>.toml` when the
//! profile is set (test, production), then `PORTAL__SECTION__KEY` environment variables.

use std::net::IpAddr;
use std::path::{Path, PathBuf};
use std::time::Duration;

use secrecy::SecretString;
use serde::Deserialize;

#[derive(Debug, Clone, Deserialize)]
pub struct Settings {
    pub server: ServerSettings,
    pub session: SessionSettings,
    pub identity: IdentitySettings,
    pub upstreams: UpstreamsSettings,
    pub mocks: MockSettings,
    pub throttle: ThrottleSettings,
    #[serde(default)]
    pub redis: RedisSettings,
    pub authz: AuthzSettings,
    pub cache: CacheSettings,
    pub static_files: StaticFilesSettings,
    pub log: LogSettings,
    #[serde(default)]
    pub demo: DemoSettings,
}

/// Demo mode's public reads (api-surface A9): GET rows for the demo user answer without a
/// session, through a server-held sign-in of the demo account; its writes stay refused.
#[derive(Debug, Clone, Deserialize)]
pub struct DemoSettings {
    pub public_reads: bool,
    /// The demo user's portal id (spec §9: 1000000).
    pub user_id: u64,
    /// The demo account the gateway signs in as for those reads.
    pub account: String,
    pub password: SecretString,
}

/// Off, when a configuration has no `[demo]` section.
impl Default for DemoSettings {
    fn default() -> Self {
        Self {
            public_reads: false,
            user_id: 1_000_000,
            account: String::new(),
            password: SecretString::from(String::new()),
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct ServerSettings {
    pub host: IpAddr,
    /// 0 picks a free port (tests).
    pub port: u16,
    /// 0 = one worker per core.
    pub workers: usize,
    pub json_limit_bytes: usize,
    pub shutdown_timeout_seconds: u64,
    /// Reverse proxies whose `X-Forwarded-For` is believed (for the per-address throttle).
    #[serde(default)]
    pub trusted_proxies: Vec<IpAddr>,
    /// The operator's address (A80): `/health/live`, and the mock controls (A82) while the
    /// mocks are embedded. Never the public listener; loopback unless an operator opens it.
    #[serde(default = "loopback")]
    pub admin_host: IpAddr,
    /// 0 picks a free port (tests; the start-up line names it).
    #[serde(default)]
    pub admin_port: u16,
    /// How long a request's body may take to arrive once its handler reads it; then 408 and
    /// the connection is closed (a slow head is cut by actix after 5 s).
    #[serde(default = "body_read_timeout_ms")]
    pub body_read_timeout_ms: u64,
    /// How long `/health/ready` waits for each upstream's health check.
    #[serde(default = "ready_timeout_ms")]
    pub ready_timeout_ms: u64,
    /// Requests one process serves at once; past it a request is shed with 503 and
    /// `Retry-After` (0: no bound).
    #[serde(default = "max_in_flight")]
    pub max_in_flight: usize,
}

fn max_in_flight() -> usize {
    1024
}

fn body_read_timeout_ms() -> u64 {
    10_000
}

fn ready_timeout_ms() -> u64 {
    1000
}

fn loopback() -> IpAddr {
    IpAddr::from([127, 0, 0, 1])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SessionStoreKind {
    /// One gateway instance: sessions live in this process.
    Memory,
    /// Replicas sharing one Redis (`redis.url`): sessions, leases, throttle counts, broadcasts.
    Redis,
}

/// The shared store of replicas (`session.store = "redis"`).
#[derive(Debug, Clone, Deserialize)]
pub struct RedisSettings {
    /// `redis://host:port/db`; may carry a password, so it is kept secret from logs.
    pub url: SecretString,
    /// Every key and the broadcast channel start with this, so portals can share one Redis.
    #[serde(default = "redis_prefix")]
    pub key_prefix: String,
    /// A command that takes longer fails: a user then gets 503 at once rather than a hang.
    #[serde(default = "redis_timeout_ms")]
    pub timeout_ms: u64,
}

impl Default for RedisSettings {
    fn default() -> Self {
        Self {
            url: SecretString::from(String::new()),
            key_prefix: redis_prefix(),
            timeout_ms: redis_timeout_ms(),
        }
    }
}

fn redis_prefix() -> String {
    "portal:".to_owned()
}

fn redis_timeout_ms() -> u64 {
    500
}

#[derive(Debug, Clone, Deserialize)]
pub struct SessionSettings {
    pub store: SessionStoreKind,
    /// Secure cookies get the `__Host-` prefix. Off only for plain-http loopback.
    pub cookie_secure: bool,
    /// Base64 of at least 64 bytes; empty = a random key per start (sessions end on restart).
    pub cookie_key: SecretString,
    pub idle_timeout_seconds: u64,
    pub absolute_timeout_seconds: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct IdentitySettings {
    /// Expected `iss` of access tokens.
    pub issuer: String,
    /// The gateway's client id at identity; expected `aud` of access tokens.
    pub client_id: String,
    pub client_secret: SecretString,
    /// Clock skew allowed when checking token expiry.
    pub leeway_seconds: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct UpstreamsSettings {
    pub connect_timeout_ms: u64,
    pub pool_max_idle_per_host: usize,
    /// Failures in a row (timeouts, broken connections, 5xx) that open a system's circuit;
    /// 0 never opens it.
    #[serde(default = "circuit_failure_threshold")]
    pub circuit_failure_threshold: u32,
    /// How long an open circuit answers 503 at once before one probe call is let through.
    #[serde(default = "circuit_open_ms")]
    pub circuit_open_ms: u64,
    /// Calls to one system running at once (the bulkhead).
    #[serde(default = "max_concurrent")]
    pub max_concurrent: usize,
    /// Calls to one system waiting for a turn; beyond them a call is shed with 503 at once.
    #[serde(default = "max_waiting")]
    pub max_waiting: usize,
    pub identity: UpstreamSettings,
    pub crm: UpstreamSettings,
    pub invoicing: UpstreamSettings,
    pub metering: UpstreamSettings,
    pub solar: UpstreamSettings,
    pub messaging: UpstreamSettings,
    pub content: UpstreamSettings,
}

fn circuit_failure_threshold() -> u32 {
    5
}

fn circuit_open_ms() -> u64 {
    10_000
}

fn max_concurrent() -> usize {
    64
}

fn max_waiting() -> usize {
    256
}

impl UpstreamsSettings {
    /// The breaker's and the bulkhead's settings, the same for every system.
    pub fn guard(&self) -> upstream_clients::GuardSettings {
        upstream_clients::GuardSettings {
            failure_threshold: self.circuit_failure_threshold,
            open_for: Duration::from_millis(self.circuit_open_ms),
            max_concurrent: self.max_concurrent,
            max_waiting: self.max_waiting,
        }
    }

    /// Every system's settings (to change them all at once, e.g. the timeouts of a test).
    pub fn all_mut(&mut self) -> [&mut UpstreamSettings; 7] {
        [
            &mut self.identity,
            &mut self.crm,
            &mut self.invoicing,
            &mut self.metering,
            &mut self.solar,
            &mut self.messaging,
            &mut self.content,
        ]
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct UpstreamSettings {
    /// Ignored (replaced by the mock's address) when `mocks.embedded` is on.
    pub base_url: String,
    pub timeout_ms: u64,
}

impl UpstreamSettings {
    pub fn timeout(&self) -> Duration {
        Duration::from_millis(self.timeout_ms)
    }
}

/// The gateway's response cache (api-surface §0.6, A7).
#[derive(Debug, Clone, Deserialize)]
pub struct CacheSettings {
    /// How long a cacheable read is kept (spec §9: 1 hour).
    pub ttl_seconds: u64,
    /// The spec's special mode: answers are kept 1 second (for demos of live changes and tests).
    pub short: bool,
    /// Upper bound on the bytes of every key and answer kept (A60); past it the least recently
    /// used go first. Bounded in bytes because one answer can be a few bytes or a few MB.
    pub max_bytes: u64,
}

impl CacheSettings {
    pub fn ttl(&self) -> Duration {
        if self.short {
            Duration::from_secs(1)
        } else {
            Duration::from_secs(self.ttl_seconds)
        }
    }
}

#[derive(Debug, Clone, Deserialize)]
pub struct MockSettings {
    /// Start the mock upstreams inside the gateway process on loopback and use them.
    pub embedded: bool,
    pub access_token_ttl_seconds: u64,
    /// The dataset's today (`YYYY-MM-DD`); absent = the real date in Helsinki, so the demo
    /// always looks current. Fixed, answers are the same on every day (integration tests).
    #[serde(default)]
    pub today: Option<chrono::NaiveDate>,
    /// Customers crm's staff search knows besides the dataset's, for measuring the search
    /// (`PORTAL__MOCKS__GENERATED_CUSTOMERS`); none by default.
    #[serde(default)]
    pub generated_customers: usize,
}

#[derive(Debug, Clone, Deserialize)]
pub struct ThrottleSettings {
    /// Sign-in attempts (login, force-reset-password) per account per minute.
    pub sign_in_per_account_per_minute: u32,
    /// Sign-in attempts per client address per minute.
    pub sign_in_per_address_per_minute: u32,
    /// Code entries and code sends per account per minute.
    pub codes_per_account_per_minute: u32,
    /// Code entries and code sends per client address per minute.
    pub codes_per_address_per_minute: u32,
    /// External API calls per token per minute (A64), counted before the token is checked.
    pub external_per_token_per_minute: u32,
    /// External API calls per client address per minute whose token identity refuses; past it
    /// the address waits before any token of it is checked.
    pub external_refusals_per_address_per_minute: u32,
}

#[derive(Debug, Clone, Deserialize)]
pub struct AuthzSettings {
    /// How long a user's access scope from crm is reused before it is asked again.
    pub scope_ttl_seconds: u64,
}

#[derive(Debug, Clone, Deserialize)]
pub struct StaticFilesSettings {
    /// The frontend's production build; relative paths are taken from the working directory.
    pub dir: PathBuf,
}

#[derive(Debug, Clone, Deserialize)]
pub struct LogSettings {
    /// `tracing_subscriber::EnvFilter` syntax; `RUST_LOG` wins when set.
    pub filter: String,
    /// `text` for people, `json` (one object per line) for a log shipper.
    #[serde(default)]
    pub format: LogFormat,
}

#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

#[derive(Debug, thiserror::Error)]
#[error("configuration error: {0}")]
pub struct SettingsError(#[from] config::ConfigError);

impl Settings {
    /// Loads from `config_dir` with the profile named by `PORTAL_PROFILE` and the environment.
    pub fn load(config_dir: &Path) -> Result<Self, SettingsError> {
        let profile = std::env::var("PORTAL_PROFILE").ok();
        Self::load_profile(config_dir, profile.as_deref())
    }

    pub fn load_profile(config_dir: &Path, profile: Option<&str>) -> Result<Self, SettingsError> {
        let mut builder = config::Config::builder()
            .add_source(config::File::from(config_dir.join("default.toml")));
        if let Some(profile) = profile.filter(|p| !p.is_empty() && *p != "default") {
            builder = builder.add_source(config::File::from(
                config_dir.join(format!("{profile}.toml")),
            ));
        }
        let settings = builder
            .add_source(
                config::Environment::with_prefix("PORTAL")
                    .prefix_separator("__")
                    .separator("__")
                    .try_parsing(true),
            )
            .build()?
            .try_deserialize()?;
        Ok(settings)
    }

    /// The config folder: `PORTAL_CONFIG_DIR`, else `config/` in the working directory, else the
    /// repository's `config/` (so `cargo run` and tests work from any folder of the clone).
    pub fn default_config_dir() -> PathBuf {
        if let Ok(dir) = std::env::var("PORTAL_CONFIG_DIR") {
            return PathBuf::from(dir);
        }
        let local = PathBuf::from("config");
        if local.join("default.toml").is_file() {
            return local;
        }
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../config")
    }
}
