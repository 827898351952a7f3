//! Server-side sessions (BFF): the cookie carries a random key, the tokens stay in the store.
//!
//! `SignedIn` is the extractor every session row uses: it reads the session, enforces the absolute
//! timeout, and runs upstream reads with the session's access token, refreshing it once when it
//! has expired or an upstream refuses it.

pub mod bearer;
pub mod demo;
pub mod registry;
pub mod staff_groups;
pub mod store;
pub mod tokens;

use std::cell::{Cell, RefCell};
use std::future::Future;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use actix_session::config::{BrowserSession, CookieContentSecurity};
use actix_session::{Session, SessionExt, SessionMiddleware};
use actix_web::cookie::{Key, SameSite};
use actix_web::{dev::Payload, web, FromRequest, HttpMessage, HttpRequest};
use base64::Engine;
use futures_util::future::LocalBoxFuture;
use secrecy::ExposeSecret;
use upstream_clients::identity::TokenSet;
use upstream_clients::UpstreamError;

use crate::error::{ApiError, ApiResult};
use crate::settings::{DemoSettings, SessionSettings};
use demo::DemoReader;
use registry::{Account, Device, LiveSession, Tokens};
use store::{SignInStore, SIGN_IN_KEY};
use tokens::TokenVerifier;
use upstream_clients::crm::CrmClient;
use upstream_clients::identity::IdentityClient;

/// A token this close to expiry is refreshed before use rather than sent and refused.
const EXPIRY_MARGIN_SECONDS: u64 = 5;

pub fn now_epoch_seconds() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// What sessions need of the application and nothing more: identity (tokens), crm (the portal
/// user behind an identity), the live sign-ins, the demo reader and their settings. A signed-in
/// caller carries this, not the whole application state.
pub struct Sessions {
    pub identity: IdentityClient,
    pub crm: CrmClient,
    pub verifier: TokenVerifier,
    pub live: registry::SessionRegistry,
    pub demo: DemoReader,
    pub settings: SessionSettings,
    pub demo_settings: DemoSettings,
    /// Staff accounts' live groups (A74).
    pub staff_groups: staff_groups::StaffGroups,
}

/// A request's view of its sign-in: who signed in and the tokens as of now. Never sent to the
/// browser; the cookie session names the sign-in by id only.
#[derive(Clone)]
pub struct AuthSession {
    pub subject: String,
    pub username: String,
    pub groups: Arc<[String]>,
    /// priwattiUserId from crm's mapping; None for an identity account with no portal user yet.
    pub user_id: Option<u64>,
    pub access_token: Arc<str>,
    pub refresh_token: Option<Arc<str>>,
    /// Access token expiry, epoch seconds.
    pub expires_at: u64,
}

/// The cookie name: `__Host-` needs Secure, Path=/ and no Domain, which a secure cookie here has.
pub fn cookie_name(secure: bool) -> &'static str {
    if secure {
        "__Host-portal_session"
    } else {
        "portal_session"
    }
}

#[derive(Debug, thiserror::Error)]
#[error("session.cookie_key must be base64 of at least 64 bytes")]
pub struct CookieKeyError;

pub fn cookie_key(settings: &SessionSettings) -> Result<Key, CookieKeyError> {
    let configured = settings.cookie_key.expose_secret();
    if configured.is_empty() {
        return Ok(Key::generate());
    }
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(configured)
        .map_err(|_| CookieKeyError)?;
    Key::try_from(bytes.as_slice()).map_err(|_| CookieKeyError)
}

pub fn middleware(settings: &SessionSettings, key: Key) -> SessionMiddleware<SignInStore> {
    SessionMiddleware::builder(SignInStore, key)
        .cookie_name(cookie_name(settings.cookie_secure).to_owned())
        .cookie_secure(settings.cookie_secure)
        .cookie_http_only(true)
        .cookie_same_site(SameSite::Lax)
        .cookie_path("/".to_owned())
        .cookie_content_security(CookieContentSecurity::Private)
        // A browser-session cookie. The sign-in it names expires after the idle timeout, which
        // the registry renews whenever a request looks it up; the store keeps no state to expire.
        .session_lifecycle(BrowserSession::default())
        .build()
}

fn sign_in_id(session: &Session) -> Option<String> {
    store::id_of_json(session.entries().get(SIGN_IN_KEY)?)
}

/// The session's sign-in, if the session exists, is within its absolute lifetime and its
/// sign-in has not been ended (sign-out, password reset, account deletion: A66), with the
/// sign-in's current tokens. A store that cannot answer is a 503, not a signed-out user.
pub async fn current(
    session: &Session,
    sessions: &Sessions,
) -> ApiResult<Option<(AuthSession, Arc<LiveSession>)>> {
    let Some(id) = sign_in_id(session) else {
        return Ok(None);
    };
    let limit = sessions.settings.absolute_timeout_seconds;
    let live = sessions.live.get(&id).await?;
    let Some(live) =
        live.filter(|live| now_epoch_seconds().saturating_sub(live.signed_in_at) <= limit)
    else {
        session.purge();
        return Ok(None);
    };
    Ok(Some((AuthSession::of(&live), live)))
}

impl AuthSession {
    fn of(live: &LiveSession) -> Self {
        let tokens = live.tokens();
        AuthSession {
            subject: live.subject.clone(),
            username: live.username(),
            groups: tokens.groups,
            user_id: live.user_id(),
            access_token: tokens.access_token,
            refresh_token: tokens.refresh_token,
            expires_at: tokens.expires_at,
        }
    }

    fn adopt(&mut self, tokens: Tokens) {
        self.access_token = tokens.access_token;
        self.refresh_token = tokens.refresh_token;
        self.expires_at = tokens.expires_at;
        self.groups = tokens.groups;
    }

    pub(super) fn tokens(&self) -> Tokens {
        Tokens {
            access_token: self.access_token.clone(),
            refresh_token: self.refresh_token.clone(),
            expires_at: self.expires_at,
            groups: self.groups.clone(),
        }
    }
}

/// Turns identity's tokens into a new signed-in session: verifies the access token, maps the
/// subject to the portal user and renews the session id (no fixation). A session this browser
/// already had ends, and its refresh token is revoked; so are the new tokens if the sign-in fails.
/// `device` is what the account's list of sign-ins shows of it.
pub async fn sign_in(
    session: &Session,
    sessions: &Sessions,
    tokens: TokenSet,
    device: Device,
) -> ApiResult<AuthSession> {
    let refresh_token = tokens.refresh_token.clone();
    let auth = match new_session(sessions, tokens).await {
        Ok(auth) => auth,
        Err(error) => {
            revoke(sessions, refresh_token.as_deref()).await;
            return Err(error);
        }
    };
    let started = async {
        if let Some((_, previous)) = current(session, sessions).await? {
            end(sessions, &previous).await?;
        }
        sessions.live.start(&auth, device).await
    };
    let live = match started.await {
        Ok(live) => live,
        // The shared store failed: nobody will use these tokens.
        Err(error) => {
            revoke(sessions, auth.refresh_token.as_deref()).await;
            return Err(error);
        }
    };
    session.renew();
    session
        .insert(SIGN_IN_KEY, &live.id)
        .map_err(ApiError::internal)?;
    Ok(auth)
}

/// Ends a sign-in everywhere and revokes its refresh token.
pub async fn end(sessions: &Sessions, live: &LiveSession) -> ApiResult<()> {
    let refresh_token = sessions.live.end(live).await?;
    revoke(sessions, refresh_token.as_deref()).await;
    Ok(())
}

/// Ends every sign-in of an account but `except` (A66), revoking their refresh tokens.
pub async fn end_account(
    sessions: &Sessions,
    account: Account<'_>,
    except: Option<&str>,
) -> ApiResult<()> {
    for refresh_token in sessions.live.end_account(account, except).await? {
        revoke(sessions, Some(&refresh_token)).await;
    }
    Ok(())
}

async fn new_session(sessions: &Sessions, tokens: TokenSet) -> ApiResult<AuthSession> {
    let claims = sessions.verifier.verify(&tokens.access_token).await?;
    let user_id = match sessions
        .crm
        .user_mapping(&tokens.access_token, &claims.sub)
        .await
    {
        Ok(mapping) => Some(mapping.priwatti_user_id),
        Err(UpstreamError::NotFound { .. }) => None,
        Err(error) => return Err(error.into()),
    };
    Ok(AuthSession {
        subject: claims.sub,
        username: claims.username,
        groups: claims.groups.into(),
        user_id,
        access_token: tokens.access_token.into(),
        refresh_token: tokens.refresh_token.map(Into::into),
        expires_at: claims.exp,
    })
}

/// Ends a session on the server: revokes its refresh token (even past the absolute timeout) and
/// purges the state. A failed revocation is logged; a shared store that cannot be told answers
/// 503 (the sign-in would otherwise go on on other replicas), and the cookie is dropped anyway.
pub async fn sign_out(session: &Session, sessions: &Sessions) -> ApiResult<()> {
    let ended = match sign_in_id(session) {
        Some(id) => match sessions.live.get(&id).await {
            Ok(Some(live)) => end(sessions, &live).await,
            Ok(None) => Ok(()),
            Err(error) => Err(error),
        },
        None => Ok(()),
    };
    session.purge();
    ended
}

async fn revoke(sessions: &Sessions, refresh_token: Option<&str>) {
    if let Some(refresh_token) = refresh_token {
        if let Err(error) = sessions.identity.revoke(refresh_token).await {
            tracing::warn!(error = %error, "refresh token revocation failed");
        }
    }
}

/// A request with a signed-in session. Extracting it without one answers 401 SESSION_EXPIRED,
/// except for demo mode's public reads (A9), which get the demo account's server-held sign-in.
pub struct SignedIn {
    session: Session,
    sessions: web::Data<Sessions>,
    auth: RefCell<AuthSession>,
    /// The sign-in; `None` for a public read of the demo user, where nothing may be written
    /// to the visitor's session.
    live: Option<Arc<LiveSession>>,
    /// This request has refreshed (or adopted a refreshed) token.
    refreshed: Cell<bool>,
    /// An External API call's token (A58); `None` for a cookie session or the demo reader.
    bearer: Option<bearer::Bearer>,
    /// The staff groups identity holds now, once asked in this request.
    live_groups: RefCell<Option<Arc<[String]>>>,
}

impl FromRequest for SignedIn {
    type Error = ApiError;
    type Future = LocalBoxFuture<'static, Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _payload: &mut Payload) -> Self::Future {
        // Looked up once: the maintenance gate may have done it already.
        if let Some(HandedOn(caller)) = req.extensions_mut().remove() {
            return Box::pin(std::future::ready(Ok(caller)));
        }
        let req = req.clone();
        Box::pin(async move { Self::from_http_request(&req).await })
    }
}

/// A caller already looked up for this request (by the maintenance gate), handed on so the
/// session, or an External API token with its throttle count, is looked up once.
pub struct HandedOn(pub SignedIn);

/// Marks a request that admission found to be one of demo mode's public reads (A9): a GET
/// whose path names the demo user while public reads are on. Without a session it is served as
/// the demo reader.
#[derive(Debug, Clone, Copy)]
pub struct DemoRead;

impl SignedIn {
    async fn from_http_request(req: &HttpRequest) -> ApiResult<Self> {
        let sessions = req
            .app_data::<web::Data<Sessions>>()
            .cloned()
            .ok_or_else(|| ApiError::internal("sessions missing"))?;
        let session = req.get_session();
        let (auth, live) = match current(&session, &sessions).await? {
            Some((auth, live)) => (auth, Some(live)),
            None if req.extensions().contains::<DemoRead>() => {
                (sessions.demo.auth(&sessions, false).await?, None)
            }
            None => return Err(ApiError::SessionExpired),
        };
        Ok(Self::new(session, sessions, auth, live, None))
    }

    fn new(
        session: Session,
        sessions: web::Data<Sessions>,
        auth: AuthSession,
        live: Option<Arc<LiveSession>>,
        bearer: Option<bearer::Bearer>,
    ) -> Self {
        Self {
            session,
            sessions,
            auth: RefCell::new(auth),
            live,
            refreshed: Cell::new(false),
            bearer,
            live_groups: RefCell::new(None),
        }
    }

    /// The External API token this request came with, if it did.
    pub fn bearer(&self) -> Option<&bearer::Bearer> {
        self.bearer.as_ref()
    }

    /// Whose cached answers this caller's are: an External API token's own, or the user's.
    pub fn cache_scope(&self) -> Option<crate::cache::CacheScope<'_>> {
        match &self.bearer {
            Some(bearer) => Some(crate::cache::CacheScope::Token(&bearer.token_id)),
            None => self.user_id().map(crate::cache::CacheScope::User),
        }
    }

    pub fn auth(&self) -> AuthSession {
        self.auth.borrow().clone()
    }

    /// The caller's portal user id; an identity account without a portal user owns nothing.
    pub fn user_id(&self) -> Option<u64> {
        self.auth.borrow().user_id
    }

    /// Whether the caller signed in as staff: their token names a group. Customers' requests
    /// decide by this alone, with no call to identity.
    pub fn claims_staff(&self) -> bool {
        self.bearer.is_none() && !self.auth.borrow().groups.is_empty()
    }

    /// The caller's staff groups as identity holds them now (A74): what every staff check
    /// decides by. A caller whose token names no group (a customer, the demo reader, an
    /// External API token) is no staff member, and identity is not asked; a staff account's
    /// groups come from [`staff_groups::StaffGroups`], asked of identity when not kept.
    pub async fn groups(&self) -> ApiResult<Arc<[String]>> {
        if let Some(groups) = self.live_groups.borrow().clone() {
            return Ok(groups);
        }
        if !self.claims_staff() {
            return Ok(Arc::from([]));
        }
        let subject = self.auth.borrow().subject.clone();
        let groups = match self.sessions.staff_groups.get(&subject).await {
            Some(kept) => kept,
            None => {
                let (identity, subject) = (&self.sessions.identity, subject.as_str());
                let live = self
                    .read(|token| async move { identity.groups(&token, subject).await })
                    .await?;
                let groups: Arc<[String]> = live.groups.into();
                let kept = self.sessions.staff_groups.keep(subject, groups.clone());
                kept.await;
                groups
            }
        };
        *self.live_groups.borrow_mut() = Some(groups.clone());
        Ok(groups)
    }

    /// Runs an upstream read with the access token. An expired token is refreshed first; a token
    /// the upstream refuses is refreshed once and the read retried. Writes must not use this.
    pub async fn read<T, F, Fut>(&self, call: F) -> ApiResult<T>
    where
        F: Fn(String) -> Fut,
        Fut: Future<Output = Result<T, UpstreamError>>,
    {
        let expired = self.needs_refresh();
        if expired {
            self.refresh().await?;
        }
        let token = self.auth.borrow().access_token.to_string();
        match call(token).await {
            // A token refreshed a moment ago and still refused will not do better a second time.
            Err(UpstreamError::Unauthorized { system, .. }) if !expired => {
                tracing::info!(upstream = %system, "access token refused, refreshing once");
                self.refresh().await?;
                let token = self.auth.borrow().access_token.to_string();
                Ok(call(token).await?)
            }
            other => Ok(other?),
        }
    }

    /// Runs an upstream write with the access token, exactly once: an expired token is
    /// refreshed before the call, but a refused call is not repeated, because the upstream may
    /// have applied the write before refusing or failing.
    pub async fn write<T, F, Fut>(&self, call: F) -> ApiResult<T>
    where
        F: FnOnce(String) -> Fut,
        Fut: Future<Output = Result<T, UpstreamError>>,
    {
        if self.needs_refresh() {
            self.refresh().await?;
        }
        let token = self.auth.borrow().access_token.to_string();
        Ok(call(token).await?)
    }

    /// Whether the access token must be refreshed before use: near its expiry, or, once this
    /// request has refreshed it, only when it has really expired (a provider's short tokens
    /// must not cost a refresh per upstream call).
    fn needs_refresh(&self) -> bool {
        let expires_at = self.auth.borrow().expires_at;
        let margin = if self.refreshed.get() {
            0
        } else {
            EXPIRY_MARGIN_SECONDS
        };
        expires_at <= now_epoch_seconds() + margin
    }

    /// After registration (#103): the session's identity now maps to a portal user.
    pub async fn learn_portal_user(&self) -> ApiResult<()> {
        let (token, subject) = {
            let auth = self.auth.borrow();
            (auth.access_token.clone(), auth.subject.clone())
        };
        let mapping = self.sessions.crm.user_mapping(&token, &subject).await?;
        let live = self.live.as_ref().ok_or(ApiError::SessionExpired)?;
        live.set_user_id(mapping.priwatti_user_id);
        self.sessions.live.save(live).await?;
        self.auth.borrow_mut().user_id = Some(mapping.priwatti_user_id);
        Ok(())
    }

    /// The account's e-mail changed (#106): every other sign-in of it ends (A66); this one
    /// goes on under the new username.
    pub async fn username_changed(&self, username: &str) -> ApiResult<()> {
        let live = self.live.as_ref().ok_or(ApiError::SessionExpired)?;
        end_account(
            &self.sessions,
            Account::Subject(&live.subject),
            Some(&live.id),
        )
        .await?;
        live.set_username(username);
        self.sessions.live.save(live).await?;
        self.auth.borrow_mut().username = username.to_owned();
        Ok(())
    }

    /// The account was deleted (#113): every sign-in of it ends, this one included.
    pub async fn end_account(&self) -> ApiResult<()> {
        let subject = self.auth.borrow().subject.clone();
        let ended = end_account(&self.sessions, Account::Subject(&subject), None).await;
        self.session.purge();
        ended
    }

    /// Refreshes the access token with the sign-in's refresh token, once for all parallel
    /// requests of the sign-in: whoever waited while another refreshed takes the new tokens.
    /// A refused refresh token ends the sign-in.
    pub async fn refresh(&self) -> ApiResult<u64> {
        // An External API call's access token is fresh from identity; one refused is refused.
        if self.bearer.is_some() {
            return Err(ApiError::InvalidToken);
        }
        let Some(live) = self.live.as_ref() else {
            let auth = self.sessions.demo.auth(&self.sessions, true).await?;
            let expires_at = auth.expires_at;
            *self.auth.borrow_mut() = auth;
            return Ok(expires_at);
        };
        let seen = self.auth.borrow().access_token.clone();
        let flight = live.flight.lock().await;
        // With replicas: one refresh per token family across all of them, and the latest
        // tokens read after waiting, since another replica may have refreshed them.
        let lease = self.sessions.live.lease(live).await?;
        let outcome = self.refresh_held(live, &seen).await;
        self.sessions.live.release(lease).await;
        drop(flight);
        match outcome {
            Refreshed::Tokens(expires_at) => Ok(expires_at),
            Refreshed::Failed(error) => Err(error),
            Refreshed::Ended => {
                self.session.purge();
                Err(ApiError::SessionExpired)
            }
            Refreshed::Refused => {
                // Ending takes the sign-in's lock, so it runs once the refresh has let go.
                self.sessions.live.end(live).await?;
                self.session.purge();
                Err(ApiError::SessionExpired)
            }
        }
    }

    /// The refresh itself, under the sign-in's lock (and lease, with replicas).
    async fn refresh_held(&self, live: &LiveSession, seen: &str) -> Refreshed {
        if live.is_ended() {
            return Refreshed::Ended;
        }
        let latest = live.tokens();
        if *latest.access_token != *seen && latest.expires_at > now_epoch_seconds() {
            let expires_at = latest.expires_at;
            self.auth.borrow_mut().adopt(latest);
            self.refreshed.set(true);
            return Refreshed::Tokens(expires_at);
        }
        let Some(refresh_token) = latest.refresh_token else {
            return Refreshed::Failed(ApiError::SessionExpired);
        };
        let tokens = match self.sessions.identity.refresh(&refresh_token).await {
            Ok(tokens) => {
                crate::metrics::refresh(false);
                tokens
            }
            Err(UpstreamError::Unauthorized { .. }) => {
                crate::metrics::refresh(true);
                return Refreshed::Refused;
            }
            Err(error) => return Refreshed::Failed(error.into()),
        };
        let claims = match self.sessions.verifier.verify(&tokens.access_token).await {
            Ok(claims) => claims,
            Err(error) => return Refreshed::Failed(error),
        };
        let refreshed = Tokens {
            access_token: tokens.access_token.into(),
            // A provider that does not rotate keeps the refresh token it had.
            refresh_token: tokens.refresh_token.map(Into::into).or(Some(refresh_token)),
            expires_at: claims.exp,
            groups: claims.groups.into(),
        };
        live.set_tokens(refreshed.clone());
        match self.sessions.live.save(live).await {
            Ok(true) => {}
            // Ended on another replica meanwhile: the new tokens are nobody's.
            Ok(false) => {
                revoke(&self.sessions, refreshed.refresh_token.as_deref()).await;
                return Refreshed::Ended;
            }
            Err(error) => return Refreshed::Failed(error),
        }
        let expires_at = refreshed.expires_at;
        self.auth.borrow_mut().adopt(refreshed);
        self.refreshed.set(true);
        Refreshed::Tokens(expires_at)
    }
}

/// How a refresh ended.
enum Refreshed {
    /// New (or another request's fresh) tokens, expiring then.
    Tokens(u64),
    /// The sign-in ended meanwhile.
    Ended,
    /// Identity refused the refresh token: the sign-in must end.
    Refused,
    Failed(ApiError),
}

/// Revokes tokens identity handed out that no session will use.
pub async fn revoke_unused(sessions: &Sessions, tokens: TokenSet) {
    revoke(sessions, tokens.refresh_token.as_deref()).await;
}

// The session's tokens never reach a log line through `{:?}`.
upstream_clients::debug_redacted!(AuthSession { subject, username, groups, user_id, expires_at } secret { access_token, refresh_token });
