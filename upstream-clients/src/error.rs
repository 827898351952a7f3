use std::fmt;

/// The upstream systems of the design, named as in ARCHITECTURE.md.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum System {
    Identity,
    Crm,
    Invoicing,
    Metering,
    Solar,
    Messaging,
    Content,
}

impl System {
    pub fn name(self) -> &'static str {
        match self {
            System::Identity => "identity",
            System::Crm => "crm",
            System::Invoicing => "invoicing",
            System::Metering => "metering",
            System::Solar => "solar",
            System::Messaging => "messaging",
            System::Content => "content",
        }
    }
}

impl fmt::Display for System {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Every way an upstream call can fail, sorted so callers match on meaning, not on numbers.
///
/// The messages name the system and never the URL: the gateway logs the whole chain, and only its
/// own problem body (which never shows these) reaches the browser.
#[derive(Debug, thiserror::Error)]
pub enum UpstreamError {
    /// No answer within the configured total timeout.
    #[error("{system} did not answer in time")]
    Timeout { system: System },
    /// The connection could not be made or broke before a full answer arrived.
    #[error("{system} is unavailable")]
    Unavailable {
        system: System,
        #[source]
        source: reqwest::Error,
    },
    /// 401: the token we sent was missing, forged or expired (or the client credentials were wrong).
    #[error("{system} refused the credentials")]
    Unauthorized {
        system: System,
        code: Option<String>,
    },
    /// 404: the upstream has no such resource.
    #[error("{system} has no such resource")]
    NotFound {
        system: System,
        code: Option<String>,
    },
    /// Any other non-success status, with the upstream's own error code when it sent one.
    #[error("{system} answered {status} ({code:?})")]
    Status {
        system: System,
        status: u16,
        code: Option<String>,
    },
    /// Not called: the system failed repeatedly and its circuit is open (or its one probe is
    /// out); try again after `retry_after`.
    #[error("{system} is not called while its circuit is open")]
    CircuitOpen {
        system: System,
        retry_after: std::time::Duration,
    },
    /// Not called: too many calls to the system are running and waiting already.
    #[error("{system} has too many calls in flight")]
    Busy { system: System },
    /// A success status whose body did not match the contract.
    #[error("{system} sent a body that does not match its contract")]
    Decode {
        system: System,
        #[source]
        source: serde_json::Error,
    },
}

impl UpstreamError {
    /// The upstream's error code (`{"code": ...}` in its error body), when it sent one.
    pub fn code(&self) -> Option<&str> {
        match self {
            UpstreamError::Unauthorized { code, .. }
            | UpstreamError::NotFound { code, .. }
            | UpstreamError::Status { code, .. } => code.as_deref(),
            _ => None,
        }
    }

    /// How long a caller should wait before trying again, for a call refused without being
    /// made.
    pub fn retry_after(&self) -> Option<std::time::Duration> {
        match self {
            UpstreamError::CircuitOpen { retry_after, .. } => Some(*retry_after),
            UpstreamError::Busy { .. } => Some(std::time::Duration::from_secs(1)),
            _ => None,
        }
    }

    /// Sorts a non-success answer by status.
    pub(crate) fn from_status(system: System, status: u16, code: Option<String>) -> Self {
        match status {
            401 => UpstreamError::Unauthorized { system, code },
            404 => UpstreamError::NotFound { system, code },
            _ => UpstreamError::Status {
                system,
                status,
                code,
            },
        }
    }
}
