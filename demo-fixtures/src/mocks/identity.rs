//! The identity mock: sign-in, tokens, sign-up with e-mailed codes, password reset, the forced
//! new password challenge, and the account's own e-mail change and deletion (issue 5: #106,
//! #113). Contract: `openapi/upstreams/identity.yaml`, client:
//! `upstream_clients::identity`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, StatusCode};
use actix_web::middleware::{from_fn, Next};
use actix_web::{body::BoxBody, web, HttpRequest, HttpResponse};
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use base64::Engine as _;
use rand::{Rng as _, RngCore as _};
use ring::digest;
use serde_json::json;
use upstream_clients::crm::ChangeEmailAddressRequest;
use upstream_clients::identity::{
    codes, AccessClaims, ApiTokenGrant, ApiTokenIntrospected, ApiTokenIntrospection,
    ApiTokenRequest, ConfirmForgotPasswordRequest, ConfirmSignUpRequest, EmailRequest,
    InvitationRequest, LoginRequest, LoginResult, NewPasswordChallengeRequest, RefreshRequest,
    SignUpRequest, TokenSet,
};

use super::api_tokens::ApiTokens;
use super::auth::require_access_token;
use super::outbox::{Outbox, OutboxKind};
use super::tokens::Tokens;
use super::{constant_time_eq, control, error_response};
use crate::dataset::{subject_for, Dataset};

mod staff;

/// How long an e-mailed code is valid.
pub const CODE_TTL: Duration = Duration::from_secs(15 * 60);
/// How long a NEW_PASSWORD_REQUIRED session is valid.
pub const CHALLENGE_TTL: Duration = Duration::from_secs(10 * 60);

/// Password policy: at least 10 characters with an upper-case letter, a lower-case letter and a digit.
pub fn password_meets_policy(password: &str) -> bool {
    password.chars().count() >= 10
        && password.chars().any(char::is_uppercase)
        && password.chars().any(char::is_lowercase)
        && password.chars().any(|c| c.is_ascii_digit())
}

/// A plausible e-mail address: one '@', a non-empty local part, a dotted domain, no spaces.
fn email_is_valid(email: &str) -> bool {
    let Some((local, domain)) = email.split_once('@') else {
        return false;
    };
    email.len() <= 254
        && !local.is_empty()
        && !domain.contains('@')
        && domain.contains('.')
        && !domain.starts_with('.')
        && !domain.ends_with('.')
        && !email.chars().any(|c| c.is_whitespace() || c.is_control())
}

use super::error::MockError;

const NOT_AUTHORIZED: MockError = MockError::new(
    StatusCode::UNAUTHORIZED,
    codes::NOT_AUTHORIZED,
    "incorrect username or password",
);
const CODE_MISMATCH: MockError = MockError::new(
    StatusCode::BAD_REQUEST,
    codes::CODE_MISMATCH,
    "invalid code",
);
const EXPIRED_CODE: MockError = MockError::new(
    StatusCode::BAD_REQUEST,
    codes::EXPIRED_CODE,
    "the code has expired",
);
const INVALID_PASSWORD: MockError = MockError::new(
    StatusCode::BAD_REQUEST,
    codes::INVALID_PASSWORD,
    "the password needs at least 10 characters with upper and lower case and a digit",
);
const INVALID_PARAMETER: MockError = MockError::new(
    StatusCode::BAD_REQUEST,
    codes::INVALID_PARAMETER,
    "invalid request",
);
/// The account of the subject in the path is not the bearer's own.
const FORBIDDEN: MockError = MockError::new(
    StatusCode::FORBIDDEN,
    "Forbidden",
    "only the account itself may do this",
);
const NOT_FOUND: MockError = MockError::new(StatusCode::NOT_FOUND, "NotFound", "no such account");
const NOT_CONFIRMED: MockError = MockError::new(
    StatusCode::FORBIDDEN,
    codes::USER_NOT_CONFIRMED,
    "the account is not confirmed",
);
const USERNAME_EXISTS: MockError = MockError::new(
    StatusCode::CONFLICT,
    codes::USERNAME_EXISTS,
    "an account with this e-mail exists",
);

/// A salted SHA-256 password hash (the mock stands in for a real identity service).
#[derive(Clone)]
struct PasswordHash {
    salt: [u8; 16],
    hash: [u8; 32],
}

impl PasswordHash {
    fn new(password: &str) -> Self {
        let mut salt = [0u8; 16];
        rand::thread_rng().fill_bytes(&mut salt);
        PasswordHash {
            salt,
            hash: Self::digest(&salt, password),
        }
    }

    fn digest(salt: &[u8; 16], password: &str) -> [u8; 32] {
        let mut context = digest::Context::new(&digest::SHA256);
        context.update(salt);
        context.update(password.as_bytes());
        let mut hash = [0u8; 32];
        hash.copy_from_slice(context.finish().as_ref());
        hash
    }

    fn verify(&self, password: &str) -> bool {
        constant_time_eq(&Self::digest(&self.salt, password), &self.hash)
    }
}

struct Account {
    /// As registered; the map key is the lower-cased form.
    email: String,
    subject: String,
    name: String,
    password: PasswordHash,
    groups: Vec<String>,
    force_new_password: bool,
    confirmed: bool,
    /// Created by an invitation (#224); until its first sign-in sets a password, inviting the
    /// address again sends a new temporary password.
    invited: bool,
    /// A staff account (spec §6): the access rights (#37–#41) manage its groups, even when it
    /// holds none for a while. A customer's account is never given a staff group.
    staff: bool,
}

struct PendingCode {
    code: String,
    expires_at: SystemTime,
}

struct Challenge {
    email_key: String,
    expires_at: SystemTime,
}

/// One sign-in's chain of refresh tokens (a "family"). Each refresh hands out a new refresh
/// token and retires the one used, as real identity providers do; a retired token used again
/// means it was stolen (or raced), and the whole family is revoked.
struct RefreshGrant {
    email_key: String,
    revoked: bool,
    /// Access tokens issued under this grant (revoked with it).
    access_jtis: Vec<String>,
}

/// A refresh token: the family it belongs to, and whether it has been used already.
struct IssuedRefresh {
    family: String,
    used: bool,
}

/// identity's in-memory state; methods take `now` so code expiry can be tested.
pub(crate) struct IdentityState {
    accounts: HashMap<String, Account>,
    codes: HashMap<(String, OutboxKind), PendingCode>,
    challenges: HashMap<String, Challenge>,
    /// By family id.
    refresh_grants: HashMap<String, RefreshGrant>,
    /// By refresh token.
    refresh_tokens: HashMap<String, IssuedRefresh>,
    /// Compared against when the account does not exist, so both answers take alike long.
    dummy_password: PasswordHash,
}

fn random_token(bytes: usize) -> String {
    let mut buffer = vec![0u8; bytes];
    rand::thread_rng().fill_bytes(&mut buffer);
    URL_SAFE_NO_PAD.encode(buffer)
}

fn new_code() -> String {
    format!("{:06}", rand::thread_rng().gen_range(0..1_000_000))
}

fn key(email: &str) -> String {
    email.trim().to_lowercase()
}

impl IdentityState {
    pub(crate) fn from_dataset(dataset: &Dataset) -> Self {
        let accounts = dataset
            .accounts
            .iter()
            .map(|a| {
                let name = a
                    .priwatti_user_id
                    .and_then(|id| dataset.user(id))
                    .map(|u| u.name.clone())
                    .unwrap_or_else(|| a.email.split('@').next().unwrap_or_default().to_owned());
                let account = Account {
                    email: a.email.clone(),
                    subject: a.subject.clone(),
                    name,
                    password: PasswordHash::new(&a.password),
                    groups: a.groups.clone(),
                    force_new_password: a.force_new_password,
                    confirmed: a.confirmed,
                    invited: false,
                    staff: !a.groups.is_empty(),
                };
                (key(&a.email), account)
            })
            .collect();
        IdentityState {
            accounts,
            codes: HashMap::new(),
            challenges: HashMap::new(),
            refresh_grants: HashMap::new(),
            refresh_tokens: HashMap::new(),
            dummy_password: PasswordHash::new("not a password of any account"),
        }
    }

    /// A new access token and a new refresh token, in `family` (a refresh) or in a new family
    /// (a sign-in).
    fn tokens(&mut self, tokens: &Tokens, email_key: &str, family: Option<String>) -> TokenSet {
        let account = &self.accounts[email_key];
        let (access_token, jti) =
            tokens.access_token(&account.subject, &account.email, &account.groups);
        let id_token = tokens.id_token(&account.subject, &account.email, &account.name);
        let family = family.unwrap_or_else(|| random_token(16));
        self.refresh_grants
            .entry(family.clone())
            .or_insert_with(|| RefreshGrant {
                email_key: email_key.to_owned(),
                revoked: false,
                access_jtis: Vec::new(),
            })
            .access_jtis
            .push(jti);
        let token = random_token(32);
        self.refresh_tokens.insert(
            token.clone(),
            IssuedRefresh {
                family,
                used: false,
            },
        );
        let refresh_token = Some(token);
        TokenSet {
            access_token,
            id_token,
            refresh_token,
            expires_in: tokens.ttl().as_secs(),
            token_type: "Bearer".to_owned(),
        }
    }

    pub(crate) fn login(
        &mut self,
        tokens: &Tokens,
        request: &LoginRequest,
        now: SystemTime,
    ) -> Result<LoginResult, MockError> {
        let email_key = key(&request.username);
        let Some(account) = self.accounts.get(&email_key) else {
            let _ = self.dummy_password.verify(&request.password);
            return Err(NOT_AUTHORIZED);
        };
        if !account.password.verify(&request.password) {
            return Err(NOT_AUTHORIZED);
        }
        if !account.confirmed {
            return Err(NOT_CONFIRMED);
        }
        if account.force_new_password {
            let session = random_token(32);
            self.challenges.insert(
                session.clone(),
                Challenge {
                    email_key,
                    expires_at: now + CHALLENGE_TTL,
                },
            );
            return Ok(LoginResult::NewPasswordRequired { session });
        }
        Ok(LoginResult::Authenticated {
            tokens: self.tokens(tokens, &email_key, None),
        })
    }

    pub(crate) fn new_password(
        &mut self,
        tokens: &Tokens,
        request: &NewPasswordChallengeRequest,
        now: SystemTime,
    ) -> Result<TokenSet, MockError> {
        let email_key = key(&request.username);
        match self.challenges.get(&request.session) {
            Some(c) if c.email_key == email_key && c.expires_at > now => {}
            _ => return Err(NOT_AUTHORIZED),
        }
        if !password_meets_policy(&request.new_password) {
            return Err(INVALID_PASSWORD);
        }
        self.challenges.remove(&request.session);
        let account = self.accounts.get_mut(&email_key).ok_or(NOT_AUTHORIZED)?;
        account.password = PasswordHash::new(&request.new_password);
        account.force_new_password = false;
        Ok(self.tokens(tokens, &email_key, None))
    }

    pub(crate) fn refresh(
        &mut self,
        tokens: &Tokens,
        refresh_token: &str,
    ) -> Result<TokenSet, MockError> {
        let Some(issued) = self.refresh_tokens.get_mut(refresh_token) else {
            return Err(NOT_AUTHORIZED);
        };
        let family = issued.family.clone();
        if issued.used {
            // Reuse of a retired token: revoke the whole family (OAuth 2.0 Security BCP §4.14).
            self.revoke_family(tokens, &family);
            return Err(NOT_AUTHORIZED);
        }
        issued.used = true;
        let email_key = match self.refresh_grants.get(&family) {
            Some(grant) if !grant.revoked && self.accounts.contains_key(&grant.email_key) => {
                grant.email_key.clone()
            }
            _ => return Err(NOT_AUTHORIZED),
        };
        Ok(self.tokens(tokens, &email_key, Some(family)))
    }

    /// Sign-out: the token's whole family goes, with the access tokens it issued.
    pub(crate) fn revoke(&mut self, tokens: &Tokens, refresh_token: &str) {
        if let Some(family) = self
            .refresh_tokens
            .get(refresh_token)
            .map(|i| i.family.clone())
        {
            self.revoke_family(tokens, &family);
        }
    }

    fn revoke_family(&mut self, tokens: &Tokens, family: &str) {
        if let Some(grant) = self.refresh_grants.get_mut(family) {
            grant.revoked = true;
            tokens.revoke(grant.access_jtis.drain(..));
        }
    }

    fn send_code(&mut self, outbox: &Outbox, email_key: &str, kind: OutboxKind, now: SystemTime) {
        let code = new_code();
        let to = self.accounts[email_key].email.clone();
        self.codes.insert(
            (email_key.to_owned(), kind),
            PendingCode {
                code: code.clone(),
                expires_at: now + CODE_TTL,
            },
        );
        outbox.send(&to, kind, &code);
    }

    /// Checks a code without consuming it.
    fn check_code(
        &self,
        email_key: &str,
        kind: OutboxKind,
        code: &str,
        now: SystemTime,
    ) -> Result<(), MockError> {
        let pending = self
            .codes
            .get(&(email_key.to_owned(), kind))
            .ok_or(CODE_MISMATCH)?;
        if !constant_time_eq(pending.code.as_bytes(), code.trim().as_bytes()) {
            return Err(CODE_MISMATCH);
        }
        if pending.expires_at <= now {
            return Err(EXPIRED_CODE);
        }
        Ok(())
    }

    pub(crate) fn sign_up(
        &mut self,
        outbox: &Outbox,
        request: &SignUpRequest,
        now: SystemTime,
    ) -> Result<(), MockError> {
        let email = request.email.trim();
        if !email_is_valid(email) || request.name.trim().is_empty() {
            return Err(INVALID_PARAMETER);
        }
        if !password_meets_policy(&request.password) {
            return Err(INVALID_PASSWORD);
        }
        let email_key = key(email);
        if let Some(account) = self.accounts.get(&email_key) {
            // A65: the answer must not tell whether the address has an account; its owner
            // learns of the attempt by e-mail.
            outbox.send(&account.email, OutboxKind::AccountExists, "");
            return Ok(());
        }
        self.accounts.insert(
            email_key.clone(),
            Account {
                email: email.to_owned(),
                subject: uuid::Uuid::new_v4().to_string(),
                name: request.name.trim().to_owned(),
                password: PasswordHash::new(&request.password),
                groups: Vec::new(),
                force_new_password: false,
                confirmed: false,
                invited: false,
                staff: false,
            },
        );
        self.send_code(outbox, &email_key, OutboxKind::Signup, now);
        Ok(())
    }

    /// An account invited by a company's main user (#224): confirmed, with a temporary
    /// password e-mailed to it that the first sign-in must replace. Its subject is the one the
    /// dataset derives from the e-mail, which crm has mapped to the new portal user already.
    /// An invited account that has not signed in yet is sent a new temporary password, so a
    /// #224 whose invitation failed can be sent again.
    pub(crate) fn invite(
        &mut self,
        outbox: &Outbox,
        request: &InvitationRequest,
    ) -> Result<(), MockError> {
        let email = request.email.trim();
        if !email_is_valid(email) || request.name.trim().is_empty() {
            return Err(INVALID_PARAMETER);
        }
        // Upper and lower case and digits, as the password policy asks.
        let temporary = format!("Tmp{}a{}", random_token(9), new_code());
        match self.accounts.get_mut(&key(email)) {
            // Invited and never signed in: the invitation is sent again (a retried #224).
            Some(account) if account.invited && account.force_new_password => {
                account.password = PasswordHash::new(&temporary);
            }
            Some(_) => return Err(USERNAME_EXISTS),
            None => {
                self.accounts.insert(
                    key(email),
                    Account {
                        email: email.to_owned(),
                        subject: subject_for(email),
                        name: request.name.trim().to_owned(),
                        password: PasswordHash::new(&temporary),
                        groups: Vec::new(),
                        force_new_password: true,
                        confirmed: true,
                        invited: true,
                        staff: false,
                    },
                );
            }
        }
        outbox.send(email, OutboxKind::Invitation, &temporary);
        Ok(())
    }

    pub(crate) fn confirm_sign_up(
        &mut self,
        request: &ConfirmSignUpRequest,
        now: SystemTime,
    ) -> Result<(), MockError> {
        let email_key = key(&request.email);
        self.check_code(&email_key, OutboxKind::Signup, &request.code, now)?;
        self.codes.remove(&(email_key.clone(), OutboxKind::Signup));
        if let Some(account) = self.accounts.get_mut(&email_key) {
            account.confirmed = true;
        }
        Ok(())
    }

    pub(crate) fn resend_sign_up_code(&mut self, outbox: &Outbox, email: &str, now: SystemTime) {
        let email_key = key(email);
        if self.accounts.get(&email_key).is_some_and(|a| !a.confirmed) {
            self.send_code(outbox, &email_key, OutboxKind::Signup, now);
        }
    }

    pub(crate) fn forgot_password(&mut self, outbox: &Outbox, email: &str, now: SystemTime) {
        let email_key = key(email);
        if self.accounts.contains_key(&email_key) {
            self.send_code(outbox, &email_key, OutboxKind::ResetPassword, now);
        }
    }

    pub(crate) fn confirm_forgot_password(
        &mut self,
        tokens: &Tokens,
        request: &ConfirmForgotPasswordRequest,
        now: SystemTime,
    ) -> Result<(), MockError> {
        let email_key = key(&request.email);
        self.check_code(&email_key, OutboxKind::ResetPassword, &request.code, now)?;
        if !password_meets_policy(&request.new_password) {
            return Err(INVALID_PASSWORD);
        }
        self.codes
            .remove(&(email_key.clone(), OutboxKind::ResetPassword));
        let account = self.accounts.get_mut(&email_key).ok_or(CODE_MISMATCH)?;
        account.password = PasswordHash::new(&request.new_password);
        account.force_new_password = false;
        // A reset ends every session of the account.
        for grant in self
            .refresh_grants
            .values_mut()
            .filter(|g| g.email_key == email_key && !g.revoked)
        {
            grant.revoked = true;
            tokens.revoke(grant.access_jtis.drain(..));
        }
        Ok(())
    }
}

impl IdentityState {
    /// The key of the bearer's own account named by `subject` (403 for another subject, 404 when
    /// the account is gone).
    fn own_account(&self, claims: &AccessClaims, subject: &str) -> Result<String, MockError> {
        if claims.sub != subject {
            return Err(FORBIDDEN);
        }
        self.accounts
            .iter()
            .find(|(_, a)| a.subject == subject)
            .map(|(key, _)| key.clone())
            .ok_or(NOT_FOUND)
    }

    /// #106, identity's half: the account's username becomes `email`. Sessions stay valid;
    /// codes e-mailed to the old address are dropped.
    pub(crate) fn change_email(
        &mut self,
        claims: &AccessClaims,
        subject: &str,
        email: &str,
    ) -> Result<(), MockError> {
        let old_key = self.own_account(claims, subject)?;
        let email = email.trim();
        if !email_is_valid(email) {
            return Err(INVALID_PARAMETER);
        }
        let new_key = key(email);
        if new_key != old_key && self.accounts.contains_key(&new_key) {
            return Err(USERNAME_EXISTS);
        }
        let Some(mut account) = self.accounts.remove(&old_key) else {
            return Err(NOT_FOUND);
        };
        account.email = email.to_owned();
        self.accounts.insert(new_key.clone(), account);
        self.codes.retain(|(k, _), _| *k != old_key);
        for grant in self
            .refresh_grants
            .values_mut()
            .filter(|g| g.email_key == old_key)
        {
            grant.email_key = new_key.clone();
        }
        Ok(())
    }

    /// #113, identity's half: the account goes and every session of it ends, so signing in with
    /// it fails from now on.
    pub(crate) fn delete_account(
        &mut self,
        tokens: &Tokens,
        claims: &AccessClaims,
        subject: &str,
    ) -> Result<(), MockError> {
        let email_key = self.own_account(claims, subject)?;
        self.remove_account(tokens, &email_key);
        Ok(())
    }

    /// The account goes, with its codes and challenges, and every session of it ends.
    pub(crate) fn remove_account(&mut self, tokens: &Tokens, email_key: &str) {
        let email_key = email_key.to_owned();
        self.accounts.remove(&email_key);
        self.codes.retain(|(k, _), _| *k != email_key);
        self.challenges.retain(|_, c| c.email_key != email_key);
        for grant in self
            .refresh_grants
            .values_mut()
            .filter(|g| g.email_key == email_key)
        {
            grant.revoked = true;
            tokens.revoke(grant.access_jtis.drain(..));
        }
    }
}

/// Everything the identity handlers share.
pub(crate) struct Identity {
    state: Mutex<IdentityState>,
    api_tokens: Mutex<ApiTokens>,
    tokens: Arc<Tokens>,
    outbox: Outbox,
    client_id: String,
    client_secret: String,
}

impl Identity {
    pub(crate) fn new(
        dataset: &Dataset,
        tokens: Arc<Tokens>,
        outbox: Outbox,
        client_id: &str,
        client_secret: &str,
    ) -> Self {
        Identity {
            state: Mutex::new(IdentityState::from_dataset(dataset)),
            api_tokens: Mutex::default(),
            tokens,
            outbox,
            client_id: client_id.to_owned(),
            client_secret: client_secret.to_owned(),
        }
    }

    /// Back to the dataset's accounts, with no codes and no External API tokens.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.state() = IdentityState::from_dataset(dataset);
        *self.api_tokens() = ApiTokens::default();
    }

    fn state(&self) -> std::sync::MutexGuard<'_, IdentityState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn api_tokens(&self) -> std::sync::MutexGuard<'_, ApiTokens> {
        self.api_tokens.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A live External API token's grant, with an access token of its user for one call; none
    /// for an unknown or revoked token, or one whose account is gone.
    fn introspect(&self, token: &str) -> Option<ApiTokenGrant> {
        let bound = self.api_tokens().check(token, SystemTime::now())?;
        let state = self.state();
        let account = state
            .accounts
            .values()
            .find(|account| account.subject == bound.subject && account.confirmed)?;
        let (access_token, _) =
            self.tokens
                .access_token(&account.subject, &account.email, &account.groups);
        Some(ApiTokenGrant {
            token_id: bound.token_id,
            subject: bound.subject,
            username: account.email.clone(),
            company_ref: bound.company_ref,
            location_ref: bound.location_ref,
            access_token,
            expires_in: self.tokens.ttl().as_secs(),
        })
    }

    fn client_authenticated(&self, req: &ServiceRequest) -> bool {
        let Some(credentials) = req
            .headers()
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Basic "))
            .and_then(|v| STANDARD.decode(v.trim()).ok())
        else {
            return false;
        };
        let expected = format!("{}:{}", self.client_id, self.client_secret);
        constant_time_eq(&credentials, expected.as_bytes())
    }
}

type Data = web::Data<Identity>;

fn empty_ok() -> HttpResponse {
    HttpResponse::Ok().json(json!({}))
}

fn answer<T: serde::Serialize>(result: Result<T, MockError>) -> HttpResponse {
    match result {
        Ok(body) => HttpResponse::Ok().json(body),
        Err(reject) => reject.response(),
    }
}

/// Every `/v1` call authenticates the gateway with HTTP Basic client credentials.
async fn require_client(
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let authenticated = req
        .app_data::<Data>()
        .is_some_and(|identity| identity.client_authenticated(&req));
    if authenticated {
        next.call(req).await
    } else {
        Ok(req.into_response(error_response(
            StatusCode::UNAUTHORIZED,
            codes::NOT_AUTHORIZED,
            "client authentication failed",
        )))
    }
}

async fn login(identity: Data, body: web::Json<LoginRequest>) -> HttpResponse {
    answer(
        identity
            .state()
            .login(&identity.tokens, &body, SystemTime::now()),
    )
}

async fn new_password(
    identity: Data,
    body: web::Json<NewPasswordChallengeRequest>,
) -> HttpResponse {
    answer(
        identity
            .state()
            .new_password(&identity.tokens, &body, SystemTime::now()),
    )
}

async fn refresh(identity: Data, body: web::Json<RefreshRequest>) -> HttpResponse {
    answer(
        identity
            .state()
            .refresh(&identity.tokens, &body.refresh_token),
    )
}

async fn revoke(identity: Data, body: web::Json<RefreshRequest>) -> HttpResponse {
    identity
        .state()
        .revoke(&identity.tokens, &body.refresh_token);
    empty_ok()
}

async fn sign_up(identity: Data, body: web::Json<SignUpRequest>) -> HttpResponse {
    match identity
        .state()
        .sign_up(&identity.outbox, &body, SystemTime::now())
    {
        Ok(()) => empty_ok(),
        Err(reject) => reject.response(),
    }
}

async fn invite(identity: Data, body: web::Json<InvitationRequest>) -> HttpResponse {
    no_content(identity.state().invite(&identity.outbox, &body))
}

async fn confirm_sign_up(identity: Data, body: web::Json<ConfirmSignUpRequest>) -> HttpResponse {
    match identity.state().confirm_sign_up(&body, SystemTime::now()) {
        Ok(()) => empty_ok(),
        Err(reject) => reject.response(),
    }
}

async fn resend_sign_up_code(identity: Data, body: web::Json<EmailRequest>) -> HttpResponse {
    identity
        .state()
        .resend_sign_up_code(&identity.outbox, &body.email, SystemTime::now());
    empty_ok()
}

async fn forgot_password(identity: Data, body: web::Json<EmailRequest>) -> HttpResponse {
    identity
        .state()
        .forgot_password(&identity.outbox, &body.email, SystemTime::now());
    empty_ok()
}

async fn confirm_forgot_password(
    identity: Data,
    body: web::Json<ConfirmForgotPasswordRequest>,
) -> HttpResponse {
    match identity
        .state()
        .confirm_forgot_password(&identity.tokens, &body, SystemTime::now())
    {
        Ok(()) => empty_ok(),
        Err(reject) => reject.response(),
    }
}

fn no_content(result: Result<(), MockError>) -> HttpResponse {
    match result {
        Ok(()) => HttpResponse::NoContent().finish(),
        Err(reject) => reject.response(),
    }
}

async fn change_email(
    identity: Data,
    claims: web::ReqData<AccessClaims>,
    subject: web::Path<String>,
    body: web::Json<ChangeEmailAddressRequest>,
) -> HttpResponse {
    no_content(
        identity
            .state()
            .change_email(&claims, &subject, &body.email),
    )
}

async fn delete_account(
    identity: Data,
    claims: web::ReqData<AccessClaims>,
    subject: web::Path<String>,
) -> HttpResponse {
    no_content(
        identity
            .state()
            .delete_account(&identity.tokens, &claims, &subject),
    )
}

async fn introspect_api_token(
    identity: Data,
    body: web::Json<ApiTokenIntrospection>,
) -> HttpResponse {
    let grant = identity.introspect(&body.token);
    HttpResponse::Ok().json(ApiTokenIntrospected {
        active: grant.is_some(),
        grant,
    })
}

/// #241: a token of the caller for one place of the company (which company and place the
/// caller may name is the gateway's check).
async fn issue_api_token(
    identity: Data,
    claims: web::ReqData<AccessClaims>,
    company: web::Path<String>,
    body: web::Json<ApiTokenRequest>,
) -> HttpResponse {
    let issued = identity
        .api_tokens()
        .issue(&claims.sub, &company, &body, SystemTime::now());
    match issued {
        Ok(issued) => HttpResponse::Created().json(issued),
        Err(reject) => reject.response(),
    }
}

async fn list_api_tokens(identity: Data, company: web::Path<String>) -> HttpResponse {
    HttpResponse::Ok().json(identity.api_tokens().list(&company))
}

async fn revoke_api_token(identity: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let (company, token_id) = path.into_inner();
    no_content(identity.api_tokens().revoke(&company, &token_id))
}

async fn jwks(identity: Data) -> HttpResponse {
    HttpResponse::Ok().json(identity.tokens.jwks())
}

async fn outbox(req: HttpRequest, identity: Data) -> HttpResponse {
    if let Some(response) = control::refuse_non_loopback(&req) {
        return response;
    }
    HttpResponse::Ok().json(identity.outbox.messages())
}

/// identity's routes, for [`super::server::serve`].
pub(crate) fn routes(identity: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(identity.clone())
            .app_data(web::Data::from(identity.tokens.clone()))
            .route("/.well-known/jwks.json", web::get().to(jwks))
            .route("/__control/outbox", web::get().to(outbox))
            // The account's own changes carry the user's access token, not the client's
            // credentials, so they sit in their own scope, registered before the `/v1` one
            // that would otherwise take every `/v1/...` path.
            .service(
                web::scope("/v1/users/{subject}")
                    .wrap(from_fn(require_access_token))
                    .route("/email", web::post().to(change_email))
                    .route("/groups", web::get().to(staff::live_groups))
                    .route("", web::delete().to(delete_account)),
            )
            // Staff access rights, with the staff member's own token (the gateway checks who
            // may: its row table).
            .service(
                web::scope("/admin/access-rights/v1")
                    .wrap(from_fn(require_access_token))
                    .configure(staff::routes),
            )
            .service(
                web::scope("/admin/users/v1")
                    .wrap(from_fn(require_access_token))
                    .configure(staff::user_routes),
            )
            // A company's External API tokens, managed by its main user with their own token.
            .service(
                web::scope("/v2/b2b/company/{companyRef}/apiTokens")
                    .wrap(from_fn(require_access_token))
                    .route("", web::get().to(list_api_tokens))
                    .route("", web::post().to(issue_api_token))
                    .route("/{tokenId}", web::delete().to(revoke_api_token)),
            )
            .service(
                web::scope("/v1")
                    .wrap(from_fn(require_client))
                    .route(
                        "/api-tokens/introspect",
                        web::post().to(introspect_api_token),
                    )
                    .route("/auth/login", web::post().to(login))
                    .route("/auth/challenge/new-password", web::post().to(new_password))
                    .route("/auth/refresh", web::post().to(refresh))
                    .route("/auth/revoke", web::post().to(revoke))
                    .route("/signup", web::post().to(sign_up))
                    .route("/invitations", web::post().to(invite))
                    .route("/signup/confirm", web::post().to(confirm_sign_up))
                    .route("/signup/resend", web::post().to(resend_sign_up_code))
                    .route("/password/forgot", web::post().to(forgot_password))
                    .route("/password/confirm", web::post().to(confirm_forgot_password)),
            );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn setup() -> (IdentityState, Tokens, Outbox) {
        let tokens = Tokens::generate("iss", "aud", Duration::from_secs(60)).unwrap();
        (
            IdentityState::from_dataset(Dataset::demo()),
            tokens,
            Outbox::default(),
        )
    }

    #[test]
    fn the_password_policy_needs_length_cases_and_a_digit() {
        assert!(password_meets_policy("Aurinko2026x"));
        assert!(!password_meets_policy("Aurinko26"));
        assert!(!password_meets_policy("aurinko2026x"));
        assert!(!password_meets_policy("AURINKO2026X"));
        assert!(!password_meets_policy("Aurinkoista"));
    }

    #[test]
    fn e_mail_validation_rejects_malformed_addresses() {
        assert!(email_is_valid("a.b@demo.example"));
        for bad in [
            "",
            "no-at",
            "@demo.example",
            "a@b",
            "a @b.fi",
            "a@b@c.fi",
            "a@.fi",
        ] {
            assert!(!email_is_valid(bad), "{bad}");
        }
    }

    #[test]
    fn a_sign_up_code_expires_after_15_minutes() {
        let (mut state, _, outbox) = setup();
        let now = SystemTime::now();
        let request = SignUpRequest {
            email: "uusi.asiakas@demo.example".into(),
            password: "Kesamokki2026".into(),
            name: "Uusi Asiakas".into(),
        };
        state.sign_up(&outbox, &request, now).unwrap();
        let code = outbox
            .latest_code(&request.email, OutboxKind::Signup)
            .unwrap();
        let confirm = ConfirmSignUpRequest {
            email: request.email.clone(),
            code,
        };
        let later = now + CODE_TTL + Duration::from_secs(1);
        assert_eq!(state.confirm_sign_up(&confirm, later), Err(EXPIRED_CODE));
        assert_eq!(
            state.confirm_sign_up(&confirm, now + Duration::from_secs(60)),
            Ok(())
        );
    }

    #[test]
    fn a_password_reset_code_expires_after_15_minutes() {
        let (mut state, tokens, outbox) = setup();
        let now = SystemTime::now();
        state.forgot_password(&outbox, crate::dataset::emails::EDUSTAJA, now);
        let request = ConfirmForgotPasswordRequest {
            email: crate::dataset::emails::EDUSTAJA.into(),
            code: outbox
                .latest_code(crate::dataset::emails::EDUSTAJA, OutboxKind::ResetPassword)
                .unwrap(),
            new_password: "Uusisalasana1".into(),
        };
        assert_eq!(
            state.confirm_forgot_password(&tokens, &request, now + CODE_TTL),
            Err(EXPIRED_CODE)
        );
    }

    #[test]
    fn an_expired_challenge_session_is_refused() {
        let (mut state, tokens, _) = setup();
        let now = SystemTime::now();
        let login = LoginRequest {
            username: crate::dataset::emails::UUSI.into(),
            password: crate::DEMO_PASSWORD.into(),
        };
        let Ok(LoginResult::NewPasswordRequired { session }) = state.login(&tokens, &login, now)
        else {
            panic!("uusi must get the challenge");
        };
        let request = NewPasswordChallengeRequest {
            username: login.username.clone(),
            session,
            new_password: "Uusisalasana1".into(),
        };
        assert_eq!(
            state
                .new_password(&tokens, &request, now + CHALLENGE_TTL)
                .err(),
            Some(NOT_AUTHORIZED)
        );
    }
}
