//! The identity mock's outbox: the e-mails it would have sent (sign-up and password reset codes).

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum OutboxKind {
    Signup,
    ResetPassword,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub to: String,
    pub kind: OutboxKind,
    pub code: String,
    pub sent_at: DateTime<Utc>,
}

/// Messages "sent" by the identity mock, newest last (cheap to clone; shared).
#[derive(Debug, Clone, Default)]
pub struct Outbox {
    messages: Arc<Mutex<Vec<OutboxMessage>>>,
}

impl Outbox {
    pub fn messages(&self) -> Vec<OutboxMessage> {
        self.lock().clone()
    }

    /// The newest code of this kind sent to `email` (case-insensitive).
    pub fn latest_code(&self, email: &str, kind: OutboxKind) -> Option<String> {
        self.lock()
            .iter()
            .rev()
            .find(|m| m.kind == kind && m.to.eq_ignore_ascii_case(email))
            .map(|m| m.code.clone())
    }

    pub(crate) fn send(&self, to: &str, kind: OutboxKind, code: &str) {
        let message = OutboxMessage {
            to: to.to_owned(),
            kind,
            code: code.to_owned(),
            sent_at: Utc::now(),
        };
        // Demo only: the run log is where a developer reads the code they were "e-mailed".
        tracing::info!(to, ?kind, code, "mock identity: e-mail sent");
        self.lock().push(message);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<OutboxMessage>> {
        self.messages.lock().unwrap_or_else(|e| e.into_inner())
    }
}
