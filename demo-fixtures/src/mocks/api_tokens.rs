//! identity's External API tokens (A58, A64): a company's main user issues one for one place
//! (#241), lists them (#242) and revokes one (#243); the gateway checks a token on every External
//! API call (introspection) and gets an access token of its user for that call.
//!
//! A token is 32 random bytes, shown once. Only its SHA-256 is kept (ring's, the digest the
//! mock already uses for passwords): a token has 256 bits of entropy, so a fast unsalted hash
//! is enough to make a leaked store useless, and lookup by hash needs no per-token salt. A
//! revoked token is forgotten at once, so its next introspection is a 401.
//!
//! Which company and place a caller may issue tokens for is the gateway's check; identity binds
//! the token to the caller's subject and keeps the company and place it was issued for, to list
//! and revoke a company's tokens and to limit their number.

use std::collections::HashMap;
use std::time::SystemTime;

use actix_web::http::StatusCode;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine as _;
use chrono::{DateTime, SecondsFormat, Utc};
use rand::RngCore as _;
use ring::digest;
use upstream_clients::identity::{ApiTokenInfo, ApiTokenList, ApiTokenRequest, IssuedApiToken};

use super::error::MockError;

/// What every token starts with, so a secret scanner can recognise a leaked one.
pub const TOKEN_PREFIX: &str = "ept_";
/// Characters of a token the lists show (the prefix and 8 of the secret).
const SHOWN_CHARACTERS: usize = 12;
/// At most this many live tokens per company.
pub const MAX_TOKENS_PER_COMPANY: usize = 20;

const TOO_MANY: MockError = MockError::new(
    StatusCode::CONFLICT,
    "API_TOKEN_LIMIT",
    "the company has the most tokens it may have; revoke one first",
);
const NO_SUCH_TOKEN: MockError = MockError::new(StatusCode::NOT_FOUND, "NotFound", "no such token");

/// One issued token, without its secret.
struct StoredToken {
    id: String,
    hash: [u8; 32],
    prefix: String,
    name: String,
    company_ref: String,
    location_ref: String,
    subject: String,
    created_at: String,
    last_used_at: Option<String>,
}

impl StoredToken {
    fn info(&self) -> ApiTokenInfo {
        ApiTokenInfo {
            token_id: self.id.clone(),
            prefix: self.prefix.clone(),
            name: self.name.clone(),
            location_ref: self.location_ref.clone(),
            created_at: self.created_at.clone(),
            last_used_at: self.last_used_at.clone(),
        }
    }
}

/// A valid token's user and place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Bound {
    pub token_id: String,
    pub subject: String,
    pub company_ref: String,
    pub location_ref: String,
}

/// The live tokens, in the order they were issued.
#[derive(Default)]
pub(crate) struct ApiTokens {
    tokens: Vec<StoredToken>,
    /// Token id by hash.
    by_hash: HashMap<[u8; 32], String>,
}

fn hash(token: &str) -> [u8; 32] {
    let mut out = [0u8; 32];
    out.copy_from_slice(digest::digest(&digest::SHA256, token.as_bytes()).as_ref());
    out
}

fn timestamp(at: SystemTime) -> String {
    DateTime::<Utc>::from(at).to_rfc3339_opts(SecondsFormat::Secs, true)
}

impl ApiTokens {
    /// #241: a new token of `subject` for one place of `company_ref`; the secret is in the
    /// answer only.
    pub(crate) fn issue(
        &mut self,
        subject: &str,
        company_ref: &str,
        request: &ApiTokenRequest,
        now: SystemTime,
    ) -> Result<IssuedApiToken, MockError> {
        let live = self
            .tokens
            .iter()
            .filter(|t| t.company_ref == company_ref)
            .count();
        if live >= MAX_TOKENS_PER_COMPANY {
            return Err(TOO_MANY);
        }
        let mut secret = [0u8; 32];
        rand::thread_rng().fill_bytes(&mut secret);
        let token = format!("{TOKEN_PREFIX}{}", URL_SAFE_NO_PAD.encode(secret));
        let stored = StoredToken {
            id: uuid::Uuid::new_v4().to_string(),
            hash: hash(&token),
            prefix: token[..SHOWN_CHARACTERS].to_owned(),
            name: request.name.trim().to_owned(),
            company_ref: company_ref.to_owned(),
            location_ref: request.location_ref.clone(),
            subject: subject.to_owned(),
            created_at: timestamp(now),
            last_used_at: None,
        };
        let issued = IssuedApiToken {
            token_id: stored.id.clone(),
            token,
            prefix: stored.prefix.clone(),
            name: stored.name.clone(),
            location_ref: stored.location_ref.clone(),
            created_at: stored.created_at.clone(),
        };
        self.by_hash.insert(stored.hash, stored.id.clone());
        self.tokens.push(stored);
        Ok(issued)
    }

    /// #242: the company's tokens, oldest first.
    pub(crate) fn list(&self, company_ref: &str) -> ApiTokenList {
        ApiTokenList {
            tokens: self
                .tokens
                .iter()
                .filter(|t| t.company_ref == company_ref)
                .map(StoredToken::info)
                .collect(),
        }
    }

    /// #243: the token is forgotten at once; 404 for a token that is not the company's.
    pub(crate) fn revoke(&mut self, company_ref: &str, token_id: &str) -> Result<(), MockError> {
        let index = self
            .tokens
            .iter()
            .position(|t| t.id == token_id && t.company_ref == company_ref)
            .ok_or(NO_SUCH_TOKEN)?;
        let removed = self.tokens.remove(index);
        self.by_hash.remove(&removed.hash);
        Ok(())
    }

    /// The token's user and place, noting the use; `None` for a token that is not live.
    pub(crate) fn check(&mut self, token: &str, now: SystemTime) -> Option<Bound> {
        let id = self.by_hash.get(&hash(token))?;
        let stored = self.tokens.iter_mut().find(|t| &t.id == id)?;
        stored.last_used_at = Some(timestamp(now));
        Some(Bound {
            token_id: stored.id.clone(),
            subject: stored.subject.clone(),
            company_ref: stored.company_ref.clone(),
            location_ref: stored.location_ref.clone(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(name: &str) -> ApiTokenRequest {
        ApiTokenRequest {
            location_ref: "LR300101".to_owned(),
            name: name.to_owned(),
        }
    }

    #[test]
    fn a_token_is_kept_only_as_its_hash_and_checks_until_revoked() {
        let mut tokens = ApiTokens::default();
        let now = SystemTime::now();
        let issued = tokens
            .issue("sub-1", "CR-100", &request(" ERP "), now)
            .unwrap();
        assert!(issued.token.starts_with(TOKEN_PREFIX));
        assert!(issued.token.len() > 40);
        assert!(issued.token.starts_with(&issued.prefix));
        assert_eq!(issued.name, "ERP");
        // Nothing stored is the secret.
        assert!(tokens
            .tokens
            .iter()
            .all(|t| t.prefix.len() < issued.token.len()
                && t.hash == hash(&issued.token)
                && !t.name.contains(&issued.token)));
        let listed = tokens.list("CR-100");
        assert_eq!(listed.tokens.len(), 1);
        assert_eq!(listed.tokens[0].last_used_at, None);
        assert!(tokens.list("CR-200").tokens.is_empty());

        let bound = tokens.check(&issued.token, now).expect("a live token");
        assert_eq!(bound.subject, "sub-1");
        assert_eq!(bound.location_ref, "LR300101");
        assert!(tokens.list("CR-100").tokens[0].last_used_at.is_some());
        // One character off is another token.
        let mut forged = issued.token.clone();
        let last = forged.pop();
        forged.push(if last == Some('A') { 'B' } else { 'A' });
        assert!(tokens.check(&forged, now).is_none());

        assert!(tokens.revoke("CR-200", &issued.token_id).is_err());
        tokens.revoke("CR-100", &issued.token_id).unwrap();
        assert!(tokens.check(&issued.token, now).is_none());
        assert!(tokens.revoke("CR-100", &issued.token_id).is_err());
    }

    #[test]
    fn a_company_has_at_most_its_limit_of_tokens() {
        let mut tokens = ApiTokens::default();
        let now = SystemTime::now();
        for n in 0..MAX_TOKENS_PER_COMPANY {
            tokens
                .issue("s", "CR-100", &request(&format!("t{n}")), now)
                .unwrap();
        }
        assert_eq!(
            tokens.issue("s", "CR-100", &request("one more"), now).err(),
            Some(TOO_MANY)
        );
        assert!(tokens.issue("s", "CR-200", &request("other"), now).is_ok());
    }
}
