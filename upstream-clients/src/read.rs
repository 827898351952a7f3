//! Reads whose upstream contract mirrors the gateway row: the upstream serves the row's path
//! without the `/api` prefix, with the same query names (`openapi/upstreams/<system>.yaml`). The
//! gateway has already checked the caller's rights on every id in the path; the upstream answers
//! what it is asked, with the caller's access token as the bearer.
//!
//! The answer's shape is the row's type from this crate's system module (`metering`,
//! `invoicing`, ...), so a malformed upstream answer is a decode error, never passed on.

use serde::de::DeserializeOwned;

use crate::error::UpstreamError;
use crate::http::{ByteStream, Credentials, FileBody, Upstream};

/// A system's row reads. Cheap to clone (the pooled client is shared).
#[derive(Debug, Clone)]
pub struct ReadClient {
    upstream: Upstream,
}

impl ReadClient {
    pub fn new(upstream: Upstream) -> Self {
        Self { upstream }
    }

    pub fn system(&self) -> crate::System {
        self.upstream.system()
    }

    /// GET `path` (e.g. `v2/energyprice`, ids already filled in) and decode it as `T`.
    pub async fn json<T: DeserializeOwned>(
        &self,
        token: &str,
        path: &[&str],
        query: &[(&str, &str)],
    ) -> Result<T, UpstreamError> {
        self.upstream
            .get_json_query(path, query, Credentials::Bearer(token))
            .await
    }

    /// A read whose criteria go as a JSON body (POST), so that none of them is ever part of a
    /// URL (#22's personal identity code, A18).
    pub async fn json_posted<B: serde::Serialize, T: DeserializeOwned>(
        &self,
        token: &str,
        path: &[&str],
        criteria: &B,
    ) -> Result<T, UpstreamError> {
        self.upstream
            .post_json(path, Credentials::Bearer(token), criteria)
            .await
    }

    /// GET JSON at `path` undecoded: the gateway decodes it straight into the row's type.
    pub async fn json_bytes(
        &self,
        token: &str,
        path: &[&str],
        query: &[(&str, &str)],
    ) -> Result<bytes::Bytes, UpstreamError> {
        self.upstream
            .get_json_bytes_query(path, query, Credentials::Bearer(token))
            .await
    }

    /// GET a file at `path`.
    pub async fn file(
        &self,
        token: &str,
        path: &[&str],
        query: &[(&str, &str)],
    ) -> Result<FileBody, UpstreamError> {
        self.upstream
            .get_file(path, query, Credentials::Bearer(token))
            .await
    }

    /// An export (#206, #211): `method` with the options as a JSON body, its answer read as it
    /// arrives. The method is the row's (a PUT or POST), though nothing changes upstream.
    pub async fn export(
        &self,
        token: &str,
        method: reqwest::Method,
        path: &[&str],
        body: &serde_json::Value,
    ) -> Result<ByteStream, UpstreamError> {
        self.upstream
            .stream(method, path, Credentials::Bearer(token), Some(body))
            .await
    }

    /// GET a public resource (the demo advertisement tile, #174), undecoded: no user token
    /// exists.
    pub async fn public_json_bytes(
        &self,
        path: &[&str],
        query: &[(&str, &str)],
    ) -> Result<bytes::Bytes, UpstreamError> {
        self.upstream
            .get_json_bytes_query(path, query, Credentials::None)
            .await
    }
}
