//! The server-held sign-in behind demo mode's public reads (api-surface A9).
//!
//! With `demo.public_reads` on, a GET row for the demo user without a session is served with the
//! demo account's tokens, which the gateway keeps here and never gives to a browser. Nothing is
//! written to the visitor's session, so no cookie is set and no write can use these tokens.

use secrecy::ExposeSecret;
use tokio::sync::Mutex;
use upstream_clients::identity::{LoginRequest, LoginResult};

use super::{new_session, now_epoch_seconds, AuthSession, Sessions};
use crate::error::{ApiError, ApiResult};

/// Tokens this close to expiry are replaced by a new sign-in rather than used.
const MARGIN_SECONDS: u64 = 60;

#[derive(Default)]
pub struct DemoReader {
    auth: Mutex<Option<AuthSession>>,
}

impl DemoReader {
    /// Forgets the held sign-in; the next public read signs in again.
    pub async fn clear(&self) {
        *self.auth.lock().await = None;
    }

    /// The demo account's session, signing in again when it is missing, near expiry or
    /// `renew` is asked (an upstream refused it).
    pub async fn auth(&self, sessions: &Sessions, renew: bool) -> ApiResult<AuthSession> {
        // Held across the sign-in so concurrent visitors wait for one sign-in, not many.
        let mut held = self.auth.lock().await;
        if let Some(auth) = held.as_ref() {
            if !renew && auth.expires_at > now_epoch_seconds() + MARGIN_SECONDS {
                return Ok(auth.clone());
            }
        }
        let settings = &sessions.demo_settings;
        let request = LoginRequest {
            username: settings.account.clone(),
            password: settings.password.expose_secret().to_owned(),
        };
        let tokens = match sessions.identity.login(&request).await? {
            LoginResult::Authenticated { tokens } => tokens,
            LoginResult::NewPasswordRequired { .. } => {
                return Err(ApiError::internal("the demo account needs a new password"))
            }
        };
        let auth = new_session(sessions, tokens).await?;
        if auth.user_id != Some(settings.user_id) {
            return Err(ApiError::internal("demo.account is not the demo user"));
        }
        *held = Some(auth.clone());
        Ok(auth)
    }
}
