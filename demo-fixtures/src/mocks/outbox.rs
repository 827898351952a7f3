//! The mocks' outbox: the e-mails they would have sent (identity's sign-up and password reset
//! codes and invitations, crm's representation invitations, customer service's answers in the
//! chat). Testers read it at the operator port (`GET /__mocks/mail`).

use std::sync::{Arc, Mutex};

use chrono::{DateTime, Utc};
use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
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
    /// Customer service answered the user's chat message (#240): a notice with no code.
    StaffMessage,
}

impl OutboxKind {
    /// The e-mail's subject line, as the user would see it.
    pub fn subject(self) -> &'static str {
        match self {
            OutboxKind::Signup => "Vahvista rekisteröitymisesi",
            OutboxKind::ResetPassword => "Salasanan vaihtaminen",
            OutboxKind::RepresentationInvite => "Sinut on kutsuttu katselemaan käyttöpaikkoja",
            OutboxKind::AccountExists => "Sinulla on jo tili",
            OutboxKind::Invitation => "Sinut on kutsuttu yrityksen käyttäjäksi",
            OutboxKind::CompanyInvitation => "Yritys kutsuu sinut käyttäjäkseen",
            OutboxKind::StaffMessage => "Asiakaspalvelu vastasi viestiisi",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OutboxMessage {
    pub to: String,
    pub kind: OutboxKind,
    pub subject: String,
    /// Empty for a mail without a code (left out of the JSON then).
    #[serde(skip_serializing_if = "String::is_empty")]
    #[schema(required = false)]
    pub code: String,
    /// The link the e-mail carries, if any (the portal page that uses the code).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    #[schema(value_type = String, format = DateTime)]
    pub sent_at: DateTime<Utc>,
}

/// Messages "sent" by the mocks, newest last (cheap to clone; shared).
#[derive(Debug, Clone, Default)]
pub struct Outbox {
    messages: Arc<Mutex<Vec<OutboxMessage>>>,
}

impl Outbox {
    /// Every message, oldest first.
    pub fn messages(&self) -> Vec<OutboxMessage> {
        self.lock().clone()
    }

    /// The messages to `to` (case-insensitive; every message when `None`), newest first.
    pub fn newest_first(&self, to: Option<&str>) -> Vec<OutboxMessage> {
        self.lock()
            .iter()
            .rev()
            .filter(|m| to.is_none_or(|to| m.to.eq_ignore_ascii_case(to)))
            .cloned()
            .collect()
    }

    /// Forgets every message (a reset of the mocks).
    pub fn clear(&self) {
        self.lock().clear();
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
            subject: kind.subject().to_owned(),
            code: code.to_owned(),
            link: link.clone(),
            sent_at: Utc::now(),
        };
        // The code may be a temporary password and the link carries a code: the mail itself is
        // read at the operator port (`GET /__mocks/mail`), never from the log.
        tracing::debug!(?kind, "mock upstream: e-mail sent");
        self.lock().push(message);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Vec<OutboxMessage>> {
        self.messages.lock().unwrap_or_else(|e| e.into_inner())
    }
}
