//! Fault injection and request counting, shared by every mock: a middleware that runs before the
//! real handlers, and the loopback-only control routes under `/__control`.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use actix_web::body::{BoxBody, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::middleware::Next;
use actix_web::web::{self, Bytes};
use actix_web::{HttpRequest, HttpResponse};
use futures_util::{stream, StreamExt as _};
use serde::{Deserialize, Serialize};

use super::error_response;

/// Path prefix of the control routes; they are never counted nor faulted.
pub const CONTROL_PREFIX: &str = "/__control";

/// What to do to matching requests. Applied before the real handler; with `remaining`, only to
/// the next N matching requests.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase", default)]
pub struct FaultRule {
    /// HTTP method to match (any when absent), case-insensitive.
    pub method: Option<String>,
    /// Path prefix to match ("" or "/" matches every path).
    pub path_prefix: String,
    /// Wait this long before answering (then apply the other effects, or the real handler).
    #[serde(
        rename = "delayMs",
        with = "millis",
        skip_serializing_if = "Option::is_none"
    )]
    #[schema(value_type = Option<u64>)]
    pub delay: Option<Duration>,
    /// Answer this status with `{"code":"InjectedFault"}`.
    pub status: Option<u16>,
    /// Answer 200 with a body that is not valid JSON.
    pub malformed: bool,
    /// Send 200 headers and part of a body, then cut the connection.
    pub drop_connection: bool,
    /// Let the real handler answer, but cut the connection after this many bytes of its body
    /// (a stream that breaks in the middle).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cut_after_bytes: Option<usize>,
    /// Send 200 headers at once, then a body of one byte every this many milliseconds (a
    /// slow drip that never ends in time); the real handler is not called.
    #[serde(
        rename = "dripMs",
        with = "millis",
        skip_serializing_if = "Option::is_none"
    )]
    #[schema(value_type = Option<u64>)]
    pub drip: Option<Duration>,
    /// Apply N times, then remove the rule (forever when absent).
    pub remaining: Option<u32>,
    /// Let this many matching requests through untouched before the rule applies: a failure
    /// in the middle of a series of reads (the 30th of 50), not only at its start.
    pub skip: Option<u32>,
}

impl FaultRule {
    /// A rule for every method on paths starting with `path_prefix`, with no effect yet.
    pub fn on(path_prefix: impl Into<String>) -> Self {
        FaultRule {
            path_prefix: path_prefix.into(),
            ..FaultRule::default()
        }
    }

    fn matches(&self, method: &str, path: &str) -> bool {
        self.method
            .as_deref()
            .is_none_or(|m| m.eq_ignore_ascii_case(method))
            && path.starts_with(&self.path_prefix)
    }
}

mod millis {
    use std::time::Duration;

    use serde::{Deserialize, Deserializer, Serializer};

    pub fn serialize<S: Serializer>(value: &Option<Duration>, s: S) -> Result<S::Ok, S::Error> {
        match value {
            Some(d) => s.serialize_u64(d.as_millis() as u64),
            None => s.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Duration>, D::Error> {
        Ok(Option::<u64>::deserialize(d)?.map(Duration::from_millis))
    }
}

#[derive(Debug, Default)]
struct ControlState {
    rules: Vec<FaultRule>,
    /// "METHOD /path" → count
    requests: HashMap<String, u64>,
}

/// A mock's fault rules and request counters (cheap to clone; shared with its server).
#[derive(Debug, Clone, Default)]
pub struct FaultControl {
    state: Arc<Mutex<ControlState>>,
}

impl FaultControl {
    /// Adds a rule, replacing one with the same method and path prefix.
    pub fn set(&self, rule: FaultRule) {
        let mut state = self.lock();
        state
            .rules
            .retain(|r| !(r.method == rule.method && r.path_prefix == rule.path_prefix));
        state.rules.push(rule);
    }

    /// Removes every rule (the counters stay).
    pub fn clear(&self) {
        self.lock().rules.clear();
    }

    /// Removes every rule and forgets every counter (a reset of the mocks).
    pub fn reset(&self) {
        let mut state = self.lock();
        state.rules.clear();
        state.requests.clear();
    }

    pub fn rules(&self) -> Vec<FaultRule> {
        self.lock().rules.clone()
    }

    /// Requests seen for this exact method and path (query excluded), faulted ones included.
    pub fn request_count(&self, method: &str, path: &str) -> u64 {
        let key = format!("{} {path}", method.to_ascii_uppercase());
        self.lock().requests.get(&key).copied().unwrap_or(0)
    }

    /// Every counter, keyed "METHOD /path".
    pub fn request_counts(&self) -> BTreeMap<String, u64> {
        self.lock()
            .requests
            .iter()
            .map(|(k, v)| (k.clone(), *v))
            .collect()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, ControlState> {
        // A panic while holding the lock cannot leave the counters inconsistent enough to matter.
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Counts the request and takes the first matching rule (consuming one of its `remaining`).
    fn on_request(&self, method: &str, path: &str) -> Option<FaultRule> {
        let mut state = self.lock();
        *state
            .requests
            .entry(format!("{method} {path}"))
            .or_default() += 1;
        let index = state.rules.iter().position(|r| r.matches(method, path))?;
        if let Some(skip) = state.rules[index].skip.as_mut().filter(|skip| **skip > 0) {
            *skip -= 1;
            return None;
        }
        let rule = state.rules[index].clone();
        if let Some(remaining) = state.rules[index].remaining.as_mut() {
            *remaining = remaining.saturating_sub(1);
            if *remaining == 0 {
                state.rules.remove(index);
            }
        }
        Some(rule)
    }
}

/// The middleware: counts every request outside `/__control` and applies a matching rule.
pub(crate) async fn fault_layer(
    req: ServiceRequest,
    next: Next<impl MessageBody + 'static>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let path = req.path().to_owned();
    let control = req.app_data::<web::Data<FaultControl>>().cloned();
    let rule = match control {
        Some(control) if !path.starts_with(CONTROL_PREFIX) => {
            control.on_request(req.method().as_str(), &path)
        }
        _ => None,
    };
    let Some(rule) = rule else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    tracing::debug!(path, ?rule, "mock upstream: injecting a fault");
    if let Some(delay) = rule.delay {
        tokio::time::sleep(delay).await;
    }
    let response = if let Some(status) = rule.status {
        let status = actix_web::http::StatusCode::from_u16(status)
            .unwrap_or(actix_web::http::StatusCode::INTERNAL_SERVER_ERROR);
        error_response(
            status,
            "InjectedFault",
            "fault injected by the mock's control",
        )
    } else if rule.malformed {
        HttpResponse::Ok()
            .content_type("application/json")
            .body("{\"this is\": not json")
    } else if rule.drop_connection {
        // Headers and the first chunk go out; the stream then fails, and the server closes the
        // connection in the middle of the (chunked) body.
        let chunks = stream::iter([Ok::<_, std::io::Error>(Bytes::from_static(
            b"{\"partial\":",
        ))])
        .chain(stream::once(async {
            tokio::time::sleep(Duration::from_millis(50)).await;
            Err(std::io::Error::other(
                "connection dropped by fault injection",
            ))
        }));
        HttpResponse::Ok()
            .content_type("application/json")
            .streaming(chunks)
    } else if let Some(every) = rule.drip {
        // A JSON body long enough to outlast any timeout, one byte at a time.
        let body = b"{\"dripping\":\"................................................\"}";
        let chunks = stream::iter(body.iter().copied()).then(move |byte| async move {
            tokio::time::sleep(every).await;
            Ok::<_, std::io::Error>(Bytes::copy_from_slice(&[byte]))
        });
        HttpResponse::Ok()
            .content_type("application/json")
            .streaming(chunks)
    } else if let Some(limit) = rule.cut_after_bytes {
        let response = next.call(req).await?.map_into_boxed_body();
        return Ok(response.map_body(|_, body| BoxBody::new(cut_after(body, limit))));
    } else {
        return Ok(next.call(req).await?.map_into_boxed_body());
    };
    Ok(req.into_response(response))
}

/// `body`'s first `limit` bytes, then a failure, so the server closes the connection in the
/// middle of the body.
fn cut_after(
    body: BoxBody,
    limit: usize,
) -> actix_web::body::BodyStream<impl futures_util::Stream<Item = Result<Bytes, std::io::Error>>> {
    let chunks = stream::unfold(
        (Box::pin(body), 0usize),
        move |(mut body, sent)| async move {
            if sent >= limit {
                let error = std::io::Error::other("connection cut by fault injection");
                return Some((Err(error), (body, sent)));
            }
            match std::future::poll_fn(|cx| body.as_mut().poll_next(cx)).await {
                Some(Ok(chunk)) => {
                    let chunk = chunk.slice(..chunk.len().min(limit - sent));
                    let sent = sent + chunk.len();
                    Some((Ok(chunk), (body, sent)))
                }
                Some(Err(error)) => {
                    Some((Err(std::io::Error::other(error.to_string())), (body, sent)))
                }
                None => None,
            }
        },
    );
    actix_web::body::BodyStream::new(chunks)
}

/// A 403 answer unless the client is on loopback.
pub(crate) fn refuse_non_loopback(req: &HttpRequest) -> Option<HttpResponse> {
    match req.peer_addr() {
        Some(addr) if addr.ip().is_loopback() => None,
        _ => Some(error_response(
            actix_web::http::StatusCode::FORBIDDEN,
            "Forbidden",
            "control routes answer loopback clients only",
        )),
    }
}

async fn put_fault(
    req: HttpRequest,
    control: web::Data<FaultControl>,
    rule: web::Json<FaultRule>,
) -> HttpResponse {
    if let Some(response) = refuse_non_loopback(&req) {
        return response;
    }
    control.set(rule.into_inner());
    HttpResponse::Ok().json(control.rules())
}

async fn get_faults(req: HttpRequest, control: web::Data<FaultControl>) -> HttpResponse {
    if let Some(response) = refuse_non_loopback(&req) {
        return response;
    }
    HttpResponse::Ok().json(control.rules())
}

async fn delete_faults(req: HttpRequest, control: web::Data<FaultControl>) -> HttpResponse {
    if let Some(response) = refuse_non_loopback(&req) {
        return response;
    }
    control.clear();
    HttpResponse::NoContent().finish()
}

async fn get_requests(req: HttpRequest, control: web::Data<FaultControl>) -> HttpResponse {
    if let Some(response) = refuse_non_loopback(&req) {
        return response;
    }
    HttpResponse::Ok().json(control.request_counts())
}

/// The mock's routes as actix keeps them: its resource map in `Debug` form, which the test
/// holding every mock to its `openapi/upstreams/<system>.yaml` reads (`tests/mocks/contract_paths.rs`).
async fn get_routes(req: HttpRequest) -> HttpResponse {
    if let Some(response) = refuse_non_loopback(&req) {
        return response;
    }
    HttpResponse::Ok()
        .content_type("text/plain; charset=utf-8")
        .body(format!("{:?}", req.resource_map()))
}

/// `/__control/faults`, `/__control/requests` and `/__control/routes`, on every mock.
pub(crate) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/__control/faults")
            .route(web::put().to(put_fault))
            .route(web::get().to(get_faults))
            .route(web::delete().to(delete_faults)),
    )
    .service(web::resource("/__control/requests").route(web::get().to(get_requests)))
    .service(web::resource("/__control/routes").route(web::get().to(get_routes)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rule_with_remaining_applies_that_many_times() {
        let control = FaultControl::default();
        control.set(FaultRule {
            status: Some(500),
            remaining: Some(2),
            ..FaultRule::on("/v1/")
        });
        assert!(control.on_request("GET", "/v1/a").is_some());
        assert!(control.on_request("POST", "/v1/b").is_some());
        assert!(control.on_request("GET", "/v1/a").is_none());
        assert_eq!(control.request_count("get", "/v1/a"), 2);
    }

    #[test]
    fn a_rule_matches_by_method_and_path_prefix() {
        let control = FaultControl::default();
        control.set(FaultRule {
            method: Some("post".into()),
            malformed: true,
            ..FaultRule::on("/v1/auth")
        });
        assert!(control.on_request("GET", "/v1/auth/login").is_none());
        assert!(control.on_request("POST", "/v1/signup").is_none());
        assert!(control.on_request("POST", "/v1/auth/login").is_some());
    }

    #[test]
    fn the_wire_form_is_camel_case_with_delay_in_milliseconds() {
        let rule: FaultRule = serde_json::from_str(
            r#"{"method":"GET","pathPrefix":"/v1","delayMs":250,"dropConnection":true,"remaining":1}"#,
        )
        .unwrap();
        assert_eq!(rule.delay, Some(Duration::from_millis(250)));
        assert!(rule.drop_connection);
        assert_eq!(rule.remaining, Some(1));
    }
}
