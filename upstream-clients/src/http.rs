//! The shared HTTP core: a pooled client per thread, timeouts always set, one retry of idempotent
//! reads on connection errors, and the mapping of every failure to [`UpstreamError`].

use std::cell::RefCell;
use std::sync::{Arc, Weak};
use std::time::{Duration, Instant};

use reqwest::{header, Method, RequestBuilder, Response};
use secrecy::{ExposeSecret, SecretString};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use url::Url;

use crate::error::{System, UpstreamError};
use crate::guard::{CircuitState, Guard, GuardSettings, Outcome};

tokio::task_local! {
    /// The id of the request being served: every call made while serving it carries the id as
    /// `X-Request-Id`, so one request can be followed through the upstreams' logs.
    pub static REQUEST_ID: uuid::Uuid;
}

/// Settings shared by every upstream: the connect timeout belongs to the pooled client.
#[derive(Debug, Clone)]
pub struct HttpSettings {
    pub connect_timeout: Duration,
    /// Idle keep-alive connections kept per upstream host.
    pub pool_max_idle_per_host: usize,
    /// Each upstream's circuit breaker and bulkhead.
    pub guard: GuardSettings,
}

/// The pooled `reqwest::Client` every upstream's calls go through, one per thread that calls
/// (cheap to clone).
///
/// A pooled connection is driven by a task on the runtime that opened it, and each actix worker
/// is a runtime of its own thread. With one client for the whole process, a request on one
/// worker often took a connection another worker had opened, and every such call woke that
/// worker across threads: under load, 1.6 extra `write`s (eventfd wake-ups) and 1.5 extra
/// context switches per upstream call, and a wider latency tail. A client per thread keeps a
/// call, its connection and its wake-ups on the worker that serves the request.
#[derive(Debug, Clone)]
pub struct HttpCore {
    settings: Arc<HttpSettings>,
    /// The client built by [`HttpCore::new`]: it proves the settings build, and it serves any
    /// thread whose own client could not be built.
    first: reqwest::Client,
}

thread_local! {
    /// This thread's clients, by the core they belong to (a process may run several gateways,
    /// as the tests do); an entry whose core is gone is dropped when the next one is added.
    static CLIENTS: RefCell<Vec<(Weak<HttpSettings>, reqwest::Client)>> =
        const { RefCell::new(Vec::new()) };
}

impl HttpCore {
    pub fn new(settings: &HttpSettings) -> Result<Self, reqwest::Error> {
        let settings = Arc::new(settings.clone());
        let first = build_client(&settings)?;
        keep(&settings, first.clone());
        Ok(Self { settings, first })
    }

    /// This thread's client for this core, built on first use.
    fn client(&self) -> reqwest::Client {
        // A `Weak` keeps its allocation, so a live core's address names only that core.
        let own = Arc::as_ptr(&self.settings);
        CLIENTS
            .with_borrow(|clients| {
                clients
                    .iter()
                    .find(|(core, _)| core.as_ptr() == own)
                    .map(|(_, client)| client.clone())
            })
            .unwrap_or_else(|| match build_client(&self.settings) {
                Ok(client) => {
                    keep(&self.settings, client.clone());
                    client
                }
                Err(_) => self.first.clone(),
            })
    }
}

/// Keeps `client` as this thread's for the core of `settings`, dropping the entries of cores
/// that are gone.
fn keep(settings: &Arc<HttpSettings>, client: reqwest::Client) {
    CLIENTS.with_borrow_mut(|clients| {
        clients.retain(|(core, _)| core.strong_count() > 0);
        clients.push((Arc::downgrade(settings), client));
    });
}

fn build_client(settings: &HttpSettings) -> Result<reqwest::Client, reqwest::Error> {
    reqwest::Client::builder()
        .connect_timeout(settings.connect_timeout)
        .pool_max_idle_per_host(settings.pool_max_idle_per_host)
        // Below the upstreams' keep-alive (the mocks keep 75 s), so the pool drops an idle
        // connection before the upstream closes it under a request.
        .pool_idle_timeout(Duration::from_secs(60))
        // Upstreams are called by absolute base URL from config; a redirect would be a misconfiguration.
        .redirect(reqwest::redirect::Policy::none())
        .user_agent(concat!("portal-gateway/", env!("CARGO_PKG_VERSION")))
        .build()
}

/// How a call authenticates to the upstream.
#[derive(Clone, Copy)]
pub enum Credentials<'a> {
    /// A public resource (identity's JWKS).
    None,
    /// The signed-in user's access token, forwarded as a bearer.
    Bearer(&'a str),
    /// The gateway's own client credentials (identity's token endpoints).
    Client {
        id: &'a str,
        secret: &'a SecretString,
    },
}

/// A file an upstream served.
#[derive(Debug, Clone)]
pub struct FileBody {
    pub content_type: String,
    /// From the upstream's `Content-Disposition`, if it sent one.
    pub file_name: Option<String>,
    pub bytes: Vec<u8>,
}

/// An answer being read as it arrives ([`Upstream::stream`]).
#[derive(Debug)]
pub struct ByteStream {
    upstream: Upstream,
    response: Response,
}

impl ByteStream {
    /// The next chunk of the body, `None` at its end; a chunk that takes longer than the
    /// system's timeout, or a broken connection, is an error.
    pub async fn next_chunk(&mut self) -> Result<Option<bytes::Bytes>, UpstreamError> {
        let upstream = &self.upstream;
        tokio::time::timeout(upstream.timeout, self.response.chunk())
            .await
            .map_err(|_| UpstreamError::Timeout {
                system: upstream.system,
            })?
            .map_err(|e| upstream.transport(e))
    }
}

/// How a call ended, as the metrics name it.
fn outcome_label<T>(result: &Result<T, UpstreamError>) -> &'static str {
    match result {
        Ok(_) => "ok",
        Err(UpstreamError::Timeout { .. }) => "timeout",
        Err(UpstreamError::Unavailable { .. }) => "unavailable",
        Err(UpstreamError::CircuitOpen { .. }) => "circuit_open",
        Err(UpstreamError::Busy { .. }) => "shed",
        Err(UpstreamError::Unauthorized { .. }) => "unauthorized",
        Err(UpstreamError::NotFound { .. }) => "not_found",
        Err(UpstreamError::Status { status, .. }) if *status >= 500 => "server_error",
        Err(UpstreamError::Status { .. }) => "refused",
        Err(UpstreamError::Decode { .. }) => "malformed",
    }
}

/// `attachment; filename="x.pdf"` -> `x.pdf`.
fn disposition_file_name(value: &str) -> Option<String> {
    value.split(';').find_map(|part| {
        let name = part.trim().strip_prefix("filename=")?;
        Some(name.trim_matches('"').to_owned()).filter(|name| !name.is_empty())
    })
}

/// One upstream system: the shared core plus its base URL, total timeout, and the breaker and
/// bulkhead every clone of it shares.
#[derive(Debug, Clone)]
pub struct Upstream {
    core: HttpCore,
    system: System,
    base_url: Url,
    timeout: Duration,
    guard: Arc<Guard>,
}

/// The error body every upstream contract uses (`openapi/upstreams/*.yaml`, `Error`).
#[derive(Debug, Deserialize)]
struct UpstreamErrorBody {
    code: Option<String>,
}

impl Upstream {
    pub fn new(core: HttpCore, system: System, base_url: Url, timeout: Duration) -> Self {
        let guard = Arc::new(Guard::new(system, &core.settings.guard));
        Self {
            core,
            system,
            base_url,
            timeout,
            guard,
        }
    }

    pub fn system(&self) -> System {
        self.system
    }

    /// The state of this system's circuit (for health checks and metrics).
    pub fn circuit(&self) -> CircuitState {
        self.guard.state()
    }

    /// Runs one call through the breaker and the bulkhead: refused at once while the circuit
    /// is open or too many calls are out, and its outcome counted otherwise.
    async fn guarded<T>(
        &self,
        call: impl std::future::Future<Output = Result<T, UpstreamError>>,
    ) -> Result<T, UpstreamError> {
        let started = Instant::now();
        let result = match self.guard.admit().await {
            Ok(ticket) => {
                let result = call.await;
                ticket.record(Outcome::of(&result));
                result
            }
            Err(refused) => Err(refused),
        };
        let system = self.system.name();
        metrics::counter!("portal_upstream_calls_total",
            "system" => system, "outcome" => outcome_label(&result))
        .increment(1);
        metrics::histogram!("portal_upstream_call_seconds", "system" => system)
            .record(started.elapsed().as_secs_f64());
        result
    }

    /// Whether the system answers its unauthenticated `GET /health` with a 2xx.
    pub async fn health(&self) -> Result<(), UpstreamError> {
        self.guarded(async {
            let response = self
                .send(
                    Method::GET,
                    &self.url(&["health"]),
                    Credentials::None,
                    None::<&()>,
                    true,
                )
                .await?;
            response.bytes().await.map_err(|e| self.transport(e))?;
            Ok(())
        })
        .await
    }

    /// Joins path segments onto the base URL, percent-encoding each one, so an id can never
    /// change the path's shape.
    pub fn url(&self, segments: &[&str]) -> Url {
        let mut url = self.base_url.clone();
        {
            // Base URLs from config are http(s) URLs and so can always be a base.
            let mut path = url
                .path_segments_mut()
                .expect("upstream base URL cannot be a base");
            path.pop_if_empty();
            path.extend(segments);
        }
        url
    }

    /// GET and decode JSON. Reads are idempotent, so a connection error is retried once.
    pub async fn get_json<T: DeserializeOwned>(
        &self,
        segments: &[&str],
        credentials: Credentials<'_>,
    ) -> Result<T, UpstreamError> {
        let url = self.url(segments);
        self.guarded(async {
            let response = self
                .send(Method::GET, &url, credentials, None::<&()>, true)
                .await?;
            self.decode(response).await
        })
        .await
    }

    /// GET with query parameters and decode JSON (retried once like every read).
    pub async fn get_json_query<T: DeserializeOwned>(
        &self,
        segments: &[&str],
        query: &[(&str, &str)],
        credentials: Credentials<'_>,
    ) -> Result<T, UpstreamError> {
        self.guarded(async {
            let response = self.get_response(segments, query, credentials).await?;
            self.decode(response).await
        })
        .await
    }

    /// GET JSON as the upstream sent it (status checked, not decoded), for a caller that decodes
    /// it into a type of its own.
    pub async fn get_json_bytes_query(
        &self,
        segments: &[&str],
        query: &[(&str, &str)],
        credentials: Credentials<'_>,
    ) -> Result<bytes::Bytes, UpstreamError> {
        self.guarded(async {
            let response = self.get_response(segments, query, credentials).await?;
            response.bytes().await.map_err(|e| self.transport(e))
        })
        .await
    }

    /// GET a file (a PDF, a document, a report): its bytes, content type and file name.
    pub async fn get_file(
        &self,
        segments: &[&str],
        query: &[(&str, &str)],
        credentials: Credentials<'_>,
    ) -> Result<FileBody, UpstreamError> {
        self.guarded(self.file(segments, query, credentials)).await
    }

    async fn file(
        &self,
        segments: &[&str],
        query: &[(&str, &str)],
        credentials: Credentials<'_>,
    ) -> Result<FileBody, UpstreamError> {
        let response = self.get_response(segments, query, credentials).await?;
        let content_type = response
            .headers()
            .get(header::CONTENT_TYPE)
            .and_then(|value| value.to_str().ok())
            .unwrap_or("application/octet-stream")
            .to_owned();
        let file_name = response
            .headers()
            .get(header::CONTENT_DISPOSITION)
            .and_then(|value| value.to_str().ok())
            .and_then(disposition_file_name);
        let bytes = response.bytes().await.map_err(|e| self.transport(e))?;
        Ok(FileBody {
            content_type,
            file_name,
            bytes: bytes.to_vec(),
        })
    }

    async fn get_response(
        &self,
        segments: &[&str],
        query: &[(&str, &str)],
        credentials: Credentials<'_>,
    ) -> Result<Response, UpstreamError> {
        let mut url = self.url(segments);
        if !query.is_empty() {
            url.query_pairs_mut().extend_pairs(query);
        }
        self.send(Method::GET, &url, credentials, None::<&()>, true)
            .await
    }

    /// POST a JSON body and decode the JSON answer. Never retried: a write may have happened.
    pub async fn post_json<B: Serialize + ?Sized, T: DeserializeOwned>(
        &self,
        segments: &[&str],
        credentials: Credentials<'_>,
        body: &B,
    ) -> Result<T, UpstreamError> {
        let url = self.url(segments);
        self.guarded(async {
            let response = self
                .send(Method::POST, &url, credentials, Some(body), false)
                .await?;
            self.decode(response).await
        })
        .await
    }

    /// POST a JSON body whose answer carries nothing we read (any 2xx is success).
    pub async fn post_no_content<B: Serialize + ?Sized>(
        &self,
        segments: &[&str],
        credentials: Credentials<'_>,
        body: &B,
    ) -> Result<(), UpstreamError> {
        let url = self.url(segments);
        self.guarded(async {
            let response = self
                .send(Method::POST, &url, credentials, Some(body), false)
                .await?;
            // Drain the body so the connection goes back to the pool.
            response.bytes().await.map_err(|e| self.transport(e))?;
            Ok(())
        })
        .await
    }

    /// Sends a write (POST, PUT, PATCH or DELETE) with an optional JSON body and query, and
    /// returns the answer's JSON, or `None` for an empty answer (204). Never retried: the
    /// upstream may have applied the write before the connection broke.
    pub async fn write(
        &self,
        method: Method,
        segments: &[&str],
        query: &[(&str, &str)],
        credentials: Credentials<'_>,
        body: Option<&serde_json::Value>,
    ) -> Result<Option<serde_json::Value>, UpstreamError> {
        let mut url = self.url(segments);
        if !query.is_empty() {
            url.query_pairs_mut().extend_pairs(query);
        }
        self.guarded(async {
            let response = self.send(method, &url, credentials, body, false).await?;
            let bytes = response.bytes().await.map_err(|e| self.transport(e))?;
            if bytes.iter().all(u8::is_ascii_whitespace) {
                return Ok(None);
            }
            serde_json::from_slice(&bytes)
                .map(Some)
                .map_err(|source| UpstreamError::Decode {
                    system: self.system,
                    source,
                })
        })
        .await
    }

    /// Sends `method` with an optional JSON body and hands back the answer to be read as it
    /// arrives (an export of any length): the answer must begin, and each chunk then arrive,
    /// within the system's timeout, so a long answer may take as long as it needs while a
    /// stalled one fails. Sent once, never retried.
    pub async fn stream(
        &self,
        method: Method,
        segments: &[&str],
        credentials: Credentials<'_>,
        body: Option<&serde_json::Value>,
    ) -> Result<ByteStream, UpstreamError> {
        let url = self.url(segments);
        // The breaker judges the start of the answer; the stream's later chunks are the
        // caller's to judge.
        let response = self
            .guarded(async {
                let request = self.builder(method, &url, credentials, body).send();
                let response = tokio::time::timeout(self.timeout, request)
                    .await
                    .map_err(|_| UpstreamError::Timeout {
                        system: self.system,
                    })?
                    .map_err(|e| self.transport(e))?;
                self.check_status(response).await
            })
            .await?;
        Ok(ByteStream {
            upstream: self.clone(),
            response,
        })
    }

    async fn send<B: Serialize + ?Sized>(
        &self,
        method: Method,
        url: &Url,
        credentials: Credentials<'_>,
        body: Option<&B>,
        idempotent: bool,
    ) -> Result<Response, UpstreamError> {
        let started = Instant::now();
        let mut attempt = 0;
        loop {
            attempt += 1;
            let request = self.request(method.clone(), url, credentials, body);
            match request.send().await {
                Ok(response) => {
                    tracing::debug!(
                        upstream = %self.system,
                        method = %method,
                        path = url.path(),
                        status = response.status().as_u16(),
                        elapsed_ms = started.elapsed().as_millis() as u64,
                        "upstream call"
                    );
                    return self.check_status(response).await;
                }
                // One retry, only for reads, when the connection failed before an answer began:
                // refused, or closed under us (a pooled keep-alive connection the upstream had
                // dropped). A timeout is not retried: it would only double the wait.
                Err(error)
                    if idempotent
                        && attempt == 1
                        && !error.is_timeout()
                        && (error.is_connect() || error.is_request()) =>
                {
                    tracing::warn!(upstream = %self.system, path = url.path(), "connection failed, retrying once");
                }
                Err(error) => return Err(self.transport(error)),
            }
        }
    }

    fn request<B: Serialize + ?Sized>(
        &self,
        method: Method,
        url: &Url,
        credentials: Credentials<'_>,
        body: Option<&B>,
    ) -> RequestBuilder {
        self.builder(method, url, credentials, body)
            .timeout(self.timeout)
    }

    /// A request without a total timeout (a streamed answer sets its own per chunk).
    fn builder<B: Serialize + ?Sized>(
        &self,
        method: Method,
        url: &Url,
        credentials: Credentials<'_>,
        body: Option<&B>,
    ) -> RequestBuilder {
        let mut request = self
            .core
            .client()
            .request(method, url.clone())
            .header(header::ACCEPT, "application/json");
        if let Ok(id) = REQUEST_ID.try_with(|id| id.hyphenated().to_string()) {
            request = request.header("x-request-id", id);
        }
        request = match credentials {
            Credentials::None => request,
            Credentials::Bearer(token) => request.bearer_auth(token),
            Credentials::Client { id, secret } => {
                request.basic_auth(id, Some(secret.expose_secret()))
            }
        };
        if let Some(body) = body {
            request = request.json(body);
        }
        request
    }

    async fn check_status(&self, response: Response) -> Result<Response, UpstreamError> {
        let status = response.status();
        if status.is_success() {
            return Ok(response);
        }
        // The error body is optional and may itself be broken; the status is what counts.
        let code = match response.bytes().await {
            Ok(bytes) => serde_json::from_slice::<UpstreamErrorBody>(&bytes)
                .ok()
                .and_then(|body| body.code),
            Err(_) => None,
        };
        Err(UpstreamError::from_status(
            self.system,
            status.as_u16(),
            code,
        ))
    }

    async fn decode<T: DeserializeOwned>(&self, response: Response) -> Result<T, UpstreamError> {
        let bytes = response.bytes().await.map_err(|e| self.transport(e))?;
        serde_json::from_slice(&bytes).map_err(|source| UpstreamError::Decode {
            system: self.system,
            source,
        })
    }

    fn transport(&self, error: reqwest::Error) -> UpstreamError {
        if error.is_timeout() {
            UpstreamError::Timeout {
                system: self.system,
            }
        } else {
            UpstreamError::Unavailable {
                system: self.system,
                source: error.without_url(),
            }
        }
    }
}
