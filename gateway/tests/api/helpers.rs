use std::path::PathBuf;

use actix_web::dev::ServerHandle;
use actix_web::web;
use demo_fixtures::dataset::calendar::Clock;
use demo_fixtures::mocks::RunningMocks;
use gateway::settings::Settings;
use gateway::startup::Application;
use gateway::state::AppState;
use reqwest::{header::HeaderMap, Response};
use serde_json::{json, Value};

pub const PASSWORD: &str = demo_fixtures::DEMO_PASSWORD;
pub const KULUTTAJA: &str = "kuluttaja@demo.example";
pub const KULUTTAJA_ID: u64 = 1_000_001;
pub const EDUSTAJA: &str = "edustaja@demo.example";
/// The main user of the B2B company CR-100.
pub const YRITYS: &str = "yritys@demo.example";
pub const YRITYS_ID: u64 = 1_000_003;
/// CR-100's sub-user: READ_ONLY on some places, FULL_ACCESS on a few.
pub const LUKIJA: &str = "lukija@demo.example";
pub const LUKIJA_ID: u64 = 1_000_004;
/// The main user of another company, CR-200.
pub const YRITYS2: &str = "yritys2@demo.example";
/// The main user of CR-300, the generated company of 5,000 places.
pub const SUURYRITYS: &str = "suuryritys@demo.example";
pub const SUURYRITYS_ID: u64 = 1_000_007;
pub const LARGE_COMPANY: &str = "CR-300";
/// A sub-user of both CR-100 and CR-200.
pub const KONSERNI: &str = "konserni@demo.example";
pub const KONSERNI_ID: u64 = 1_000_008;
pub const COMPANY: &str = "CR-100";
pub const OTHER_COMPANY: &str = "CR-200";
/// The user references of CR-100's main user, of its sub-user lukija and of CR-200's main user.
pub const MAIN_USER_REF: &str = "UR-100-00";
pub const SUB_USER_REF: &str = "UR-100-01";
/// konserni@'s user reference in CR-100.
pub const KONSERNI_REF: &str = "UR-100-02";
pub const OTHER_COMPANY_USER_REF: &str = "UR-200-00";
/// CR-100's customer codes at VARE (its composites' places) and at SV, and CR-200's at KUO.
pub const COMPANY_CUSTOMER_CODE: &str = "A1000003";
pub const COMPANY_SV_CUSTOMER_CODE: &str = "A2000003";
pub const OTHER_COMPANY_CUSTOMER_CODE: &str = "A3000006";
/// A composite location of CR-100 (lukija has FULL_ACCESS on it).
pub const COMPOSITE: &str = "CL100001";
/// A place of CR-200.
pub const OTHER_COMPANY_PLACE: &str = "KP300101";
pub const UUSI: &str = "uusi@demo.example";
pub const ADMIN: &str = "admin@demo.example";
pub const ASIAKASPALVELU: &str = "asiakaspalvelu@demo.example";
pub const WEB_VERSION: &str = "0.1.0";

pub struct TestApp {
    pub address: String,
    /// The operator port's base URL (`/health/live`, the mock controls).
    pub operator: String,
    pub client: reqwest::Client,
    pub state: web::Data<AppState>,
    /// Shared by the replicas of a test that runs more than one gateway.
    pub mocks: std::sync::Arc<RunningMocks>,
    handle: ServerHandle,
}

pub fn config_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../config")
}

pub fn test_settings() -> Settings {
    let mut settings =
        Settings::load_profile(&config_dir(), Some("test")).expect("test settings load");
    settings.server.port = 0;
    // No frontend build in API tests unless a test asks for one.
    settings.static_files.dir = PathBuf::from("/nonexistent-frontend-build");
    settings
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(|_| {}).await
}

pub async fn spawn_app_with(configure: impl FnOnce(&mut Settings)) -> TestApp {
    let mut settings = test_settings();
    configure(&mut settings);
    let clock = Clock::fixed(settings.mocks.today);
    spawn_app_on(settings, clock).await
}

/// An app whose embedded mocks run on `clock`.
pub async fn spawn_app_on(settings: Settings, clock: Clock) -> TestApp {
    let application = Application::build_with_clock(settings, clock)
        .await
        .expect("app builds");
    serve(application, None)
}

/// Another gateway on `settings` in front of `first`'s mocks (a replica, when both share a
/// store). Used by the replicas' test binary, which shares these helpers.
#[allow(dead_code)]
pub async fn spawn_replica(first: &TestApp, mut settings: Settings) -> TestApp {
    settings.mocks.embedded = false;
    // Both lists are in the same order: identity, crm, invoicing, metering, solar, messaging,
    // content.
    for ((_, mock), upstream) in first
        .mocks
        .all()
        .into_iter()
        .zip(settings.upstreams.all_mut())
    {
        upstream.base_url = mock.base_url.clone();
    }
    let application = Application::build(settings).await.expect("replica builds");
    serve(application, Some(first.mocks.clone()))
}

/// Serves `application` in the background: in front of its own embedded mocks, or `mocks`.
fn serve(application: Application, mocks: Option<std::sync::Arc<RunningMocks>>) -> TestApp {
    let operator = format!("http://127.0.0.1:{}", application.admin_port());
    let (server, state, embedded, port) = application.into_parts();
    let mocks = mocks
        .unwrap_or_else(|| std::sync::Arc::new(embedded.expect("test profile embeds the mocks")));
    let handle = server.handle();
    tokio::spawn(server);
    TestApp {
        address: format!("http://127.0.0.1:{port}"),
        operator,
        client: new_client(),
        state,
        mocks,
        handle,
    }
}

/// A browser-like client: keeps cookies, follows no redirects.
pub fn new_client() -> reqwest::Client {
    reqwest::Client::builder()
        .cookie_store(true)
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("client builds")
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let handle = self.handle.clone();
        // Stopping is async; the test runtime finishes it or drops it with the test.
        tokio::spawn(async move { handle.stop(false).await });
    }
}

impl TestApp {
    pub fn url(&self, path: &str) -> String {
        format!("{}{}", self.address, path)
    }

    pub async fn get(&self, path: &str) -> Response {
        self.get_with(&self.client, path).await
    }

    pub async fn get_with(&self, client: &reqwest::Client, path: &str) -> Response {
        client
            .get(self.url(path))
            .send()
            .await
            .expect("request sent")
    }

    /// A state-changing call as the frontend makes it, with `X-Web-Version`.
    pub async fn post_json(&self, path: &str, body: &Value) -> Response {
        self.post_json_with(&self.client, path, body).await
    }

    pub async fn post_json_with(
        &self,
        client: &reqwest::Client,
        path: &str,
        body: &Value,
    ) -> Response {
        client
            .post(self.url(path))
            .header("X-Web-Version", WEB_VERSION)
            .json(body)
            .send()
            .await
            .expect("request sent")
    }

    /// Any call: `method` with an optional JSON body, with or without `X-Web-Version`.
    pub async fn send_with(
        &self,
        client: &reqwest::Client,
        method: &str,
        path: &str,
        body: Option<&Value>,
        web_version: bool,
    ) -> Response {
        let method = reqwest::Method::from_bytes(method.as_bytes()).expect("a method");
        let mut request = client.request(method, self.url(path));
        if web_version {
            request = request.header("X-Web-Version", WEB_VERSION);
        }
        if let Some(body) = body {
            request = request.json(body);
        }
        request.send().await.expect("request sent")
    }

    /// A write as the frontend sends it, from this app's client.
    pub async fn send(&self, method: &str, path: &str, body: Option<&Value>) -> Response {
        self.send_with(&self.client, method, path, body, true).await
    }

    pub async fn login(&self, username: &str, password: &str) -> Response {
        self.post_json(
            "/api/auth/v1/login",
            &json!({"username": username, "password": password}),
        )
        .await
    }

    /// Signs this app's client in and checks it worked.
    pub async fn sign_in(&self, username: &str) {
        let response = self.login(username, PASSWORD).await;
        assert_eq!(response.status(), 200, "sign-in as {username}");
        let body: Value = response.json().await.unwrap();
        assert_eq!(body["status"], "SIGNED_IN");
    }

    /// A second browser, signed in as `username`.
    pub async fn client_for(&self, username: &str) -> reqwest::Client {
        let client = new_client();
        let response = self
            .post_json_with(
                &client,
                "/api/auth/v1/login",
                &json!({"username": username, "password": PASSWORD}),
            )
            .await;
        assert_eq!(response.status(), 200, "sign-in as {username}");
        client
    }

    pub async fn logout(&self) -> Response {
        self.post_json("/api/auth/v1/logout", &json!({})).await
    }

    /// A GET carrying only the given cookie, as a stolen or replayed one would arrive.
    pub async fn get_with_cookie(&self, path: &str, cookie: &str) -> Response {
        reqwest::Client::new()
            .get(self.url(path))
            .header("cookie", cookie)
            .send()
            .await
            .expect("request sent")
    }

    /// Checks that this app's client has no session.
    pub async fn assert_signed_out(&self) {
        problem(
            self.get("/api/auth/v1/session-status").await,
            401,
            "SESSION_EXPIRED",
        )
        .await;
    }

    /// Whether `row` is a B2B row (it names a company): walked as CR-100's main user.
    pub fn is_company_row(row: &gateway::endpoint::Row) -> bool {
        row.path_params().any(|name| name == "companyRef")
    }

    pub fn content_path(user_id: u64) -> String {
        format!("/api/v2/servicelocation/user/{user_id}/content")
    }
}

/// Reads a problem body and checks its shape: type, title, status, detail, code, requestId.
pub async fn problem(response: Response, status: u16, code: &str) -> Value {
    assert_eq!(response.status().as_u16(), status, "status for {code}");
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    assert_eq!(content_type, "application/problem+json");
    let body: Value = response.json().await.expect("problem body is JSON");
    assert_eq!(body["code"], code, "problem {body}");
    assert_eq!(body["status"], status);
    for field in ["type", "title", "detail", "requestId"] {
        assert!(body[field].is_string(), "problem has {field}: {body}");
    }
    assert!(!body["requestId"].as_str().unwrap().is_empty());
    body
}

/// A problem body without its per-request id, to compare two answers.
pub fn without_request_id(mut body: Value) -> Value {
    body.as_object_mut().unwrap().remove("requestId");
    body
}

pub fn set_cookies(headers: &HeaderMap) -> Vec<String> {
    headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok().map(str::to_owned))
        .collect()
}

/// A fault on one method and path prefix of a mock, with no effect until a field is set.
pub fn fault(method: &str, path_prefix: &str) -> demo_fixtures::mocks::FaultRule {
    demo_fixtures::mocks::FaultRule {
        method: Some(method.to_owned()),
        ..demo_fixtures::mocks::FaultRule::on(path_prefix)
    }
}

/// The `name=value` of the session cookie a response sets (a sign-in sets the device cookie
/// too, which alone signs nobody in).
pub fn session_cookie(response: &Response) -> String {
    let names = [
        gateway::session::cookie_name(true),
        gateway::session::cookie_name(false),
    ];
    set_cookies(response.headers())
        .iter()
        .map(|cookie| cookie.split(';').next().unwrap_or_default().to_owned())
        .find(|pair| {
            names
                .iter()
                .any(|name| pair.starts_with(&format!("{name}=")))
        })
        .expect("a session cookie")
}

/// The mock serving `row` and the literal start of its upstream path: enough for a fault rule
/// to hit this row and no other.
pub fn mock_of_row(
    app: &TestApp,
    row: &gateway::endpoint::Row,
) -> (demo_fixtures::mocks::RunningMock, String) {
    let mock = app
        .mocks
        .all()
        .into_iter()
        .find(|(name, _)| *name == row.policy.upstream.name())
        .map(|(_, mock)| mock.clone())
        .expect("the row's mock");
    let upstream = row
        .extras
        .upstream_path
        .unwrap_or_else(|| row.path.strip_prefix("/api").unwrap_or(row.path));
    let prefix = upstream.split('{').next().unwrap_or_default().to_owned();
    (mock, prefix)
}
