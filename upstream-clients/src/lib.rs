//! Typed clients for the upstream systems the gateway fans out to.
//!
//! Every client shares one [`http::HttpCore`] (a pooled `reqwest::Client` per worker thread), gets its base URL and
//! total timeout from configuration, and returns [`UpstreamError`], sorted by what callers do with it.
//! The crate knows nothing of actix or sessions: the gateway passes the caller's access token in.

pub mod content;
pub mod crm;
pub mod error;
pub mod guard;
pub mod http;
pub mod identity;
pub mod invoicing;
pub mod messaging;
pub mod metering;
pub mod money;
pub mod read;
pub mod redact;
pub mod solar;
pub mod write;

pub use error::{System, UpstreamError};
pub use guard::{CircuitState, GuardSettings};
pub use http::{ByteStream, FileBody, HttpCore, HttpSettings, Upstream};
pub use read::ReadClient;
pub use reqwest::Method;
pub use write::WriteClient;
