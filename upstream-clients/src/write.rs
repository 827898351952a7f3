//! Writes whose upstream contract mirrors the gateway row, like [`crate::read`]: the row's path
//! without `/api`, the same method, query names and JSON body. The gateway has already checked
//! the caller's rights and validated the body; the upstream applies the write with the caller's
//! access token as the bearer, and only its 2xx answer counts as saved.

use reqwest::Method;

use crate::error::UpstreamError;
use crate::http::{Credentials, Upstream};

/// A system's row writes. Cheap to clone (the pooled client is shared).
#[derive(Debug, Clone)]
pub struct WriteClient {
    upstream: Upstream,
}

impl WriteClient {
    pub fn new(upstream: Upstream) -> Self {
        Self { upstream }
    }

    pub fn system(&self) -> crate::System {
        self.upstream.system()
    }

    /// Sends the write once and returns the upstream's JSON answer (`None` for 204).
    pub async fn send(
        &self,
        token: &str,
        method: Method,
        path: &[&str],
        query: &[(&str, &str)],
        body: Option<&serde_json::Value>,
    ) -> Result<Option<serde_json::Value>, UpstreamError> {
        self.upstream
            .write(method, path, query, Credentials::Bearer(token), body)
            .await
    }
}
