use std::time::Duration;

use demo_fixtures::dataset::DEMO_PASSWORD;
use demo_fixtures::mocks::{self, MockSettings, RunningMock, RunningMocks};
use secrecy::SecretString;
use upstream_clients::crm::CrmClient;
use upstream_clients::identity::{
    AccessClaims, ClientCredentials, IdentityClient, LoginRequest, LoginResult, TokenSet,
};
use upstream_clients::{HttpCore, HttpSettings, System, Upstream};
use url::Url;

/// Total timeout of the test clients: short, the mocks answer in milliseconds.
pub const CLIENT_TIMEOUT: Duration = Duration::from_secs(3);

pub struct TestMocks {
    pub mocks: RunningMocks,
    pub settings: MockSettings,
    pub core: HttpCore,
    pub identity: IdentityClient,
    pub crm: CrmClient,
}

pub async fn spawn_mocks() -> TestMocks {
    spawn_mocks_with(MockSettings::default()).await
}

pub async fn spawn_mocks_with(settings: MockSettings) -> TestMocks {
    let mocks = mocks::start(settings.clone()).await.expect("mocks start");
    let core = HttpCore::new(&HttpSettings {
        connect_timeout: Duration::from_secs(1),
        pool_max_idle_per_host: 2,
        guard: Default::default(),
    })
    .expect("http core");
    let identity = identity_client(
        &core,
        &mocks.identity,
        &settings.client_id,
        &settings.client_secret,
    );
    let crm = CrmClient::new(upstream(&core, System::Crm, &mocks.crm, CLIENT_TIMEOUT));
    TestMocks {
        mocks,
        settings,
        core,
        identity,
        crm,
    }
}

pub fn upstream(
    core: &HttpCore,
    system: System,
    mock: &RunningMock,
    timeout: Duration,
) -> Upstream {
    Upstream::new(
        core.clone(),
        system,
        Url::parse(&mock.base_url).expect("base url"),
        timeout,
    )
}

pub fn identity_client(
    core: &HttpCore,
    mock: &RunningMock,
    id: &str,
    secret: &str,
) -> IdentityClient {
    IdentityClient::new(
        upstream(core, System::Identity, mock, CLIENT_TIMEOUT),
        ClientCredentials {
            client_id: id.to_owned(),
            client_secret: SecretString::from(secret.to_owned()),
        },
    )
}

pub fn login(email: &str, password: &str) -> LoginRequest {
    LoginRequest {
        username: email.to_owned(),
        password: password.to_owned(),
    }
}

impl TestMocks {
    /// Signs in with the demo password and returns the tokens (the account must not be challenged).
    pub async fn sign_in(&self, email: &str) -> TokenSet {
        self.sign_in_with(email, DEMO_PASSWORD).await
    }

    pub async fn sign_in_with(&self, email: &str, password: &str) -> TokenSet {
        match self.identity.login(&login(email, password)).await {
            Ok(LoginResult::Authenticated { tokens }) => tokens,
            other => panic!("sign-in of {email} gave {other:?}"),
        }
    }

    /// A crm client with its own total timeout.
    pub fn crm_with_timeout(&self, timeout: Duration) -> CrmClient {
        CrmClient::new(upstream(&self.core, System::Crm, &self.mocks.crm, timeout))
    }
}

/// The claims of a token, read without verifying it (tests only).
pub fn claims_of(token: &str) -> AccessClaims {
    use base64::Engine as _;
    let payload = token.split('.').nth(1).expect("a JWT has a payload");
    let json = base64::engine::general_purpose::URL_SAFE_NO_PAD
        .decode(payload)
        .expect("base64url payload");
    serde_json::from_slice(&json).expect("access claims")
}

/// Sends a write (or any call) with `token` as the bearer and an optional JSON body, as the
/// gateway does for the issue 5 writes (`upstream_clients` has no write client for them yet).
/// Answers the status and the body as JSON (`Null` when empty or not JSON).
pub async fn send_json(
    method: reqwest::Method,
    url: &str,
    token: &str,
    body: Option<&serde_json::Value>,
) -> (u16, serde_json::Value) {
    let mut request = reqwest::Client::new()
        .request(method, url)
        .bearer_auth(token)
        .timeout(CLIENT_TIMEOUT);
    if let Some(body) = body {
        request = request.json(body);
    }
    let response = request.send().await.expect("the mock answers");
    let status = response.status().as_u16();
    let bytes = response.bytes().await.expect("a body");
    (
        status,
        serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null),
    )
}
