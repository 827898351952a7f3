//! The mocks' outbox: the e-mails they would have sent (identity's sign-up and password reset
//! codes and invitations, crm's representation invitations).

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
pub enum OutboxKind {
    Signup,
    ResetPassword,
    /// crm #133: an invitation to read someone's places; `code` is the activation code.
    RepresentationInvite,
    /// A sign-up for an address that already has an account: the owner is told so (and how to
    /// reset the password) instead of getting a code, and the sign-up answers as usual (A65).
    AccountExists,
    /// An account a B2B company's main user created (#224): `code` is its temporary password,
    /// which the first sign-in replaces.
    Invitation,
    /// An existing account invited to join a B2B company (#224): `code` is the company's
    /// reference; the owner accepts or declines when they next sign in.
    CompanyInvitation,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub to: String,
    pub kind: OutboxKind,
    pub code: String,
    /// The link the e-mail carries, if any (the portal page that uses the code).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    pub sent_at: DateTime<Utc>,
}

/// Messages "sent" by the mocks, newest last (cheap to clone; shared).
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

    /// The newest link of this kind sent to `email` (case-insensitive).
    pub fn latest_link(&self, email: &str, kind: OutboxKind) -> Option<String> {
        self.lock()
            .iter()
            .rev()
            .find(|m| m.kind == kind && m.to.eq_ignore_ascii_case(email))
            .and_then(|m| m.link.clone())
    }

    pub(crate) fn send(&self, to: &str, kind: OutboxKind, code: &str) {
        self.send_with_link(to, kind, code, None);
    }

    pub(crate) fn send_with_link(
        &self,
        to: &str,
        kind: OutboxKind,
        code: &str,
        link: Option<String>,
    ) {
        let message = OutboxMessage {
            to: to.to_owned(),
            kind,
            code: code.to_owned(),
            link: link.clone(),
            sent_at: Utc::now(),
        };
        // Demo only: the run log is where a developer reads the code they were "e-mailed".
        tracing::info!(to, ?kind, code, link, "mock upstream: e-mail sent");
        self.lock().push(message);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<OutboxMessage>> {
        self.messages.lock().unwrap_or_else(|e| e.into_inner())
    }
}
