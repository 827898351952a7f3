//! The identity system: sign-in and tokens, sign-up and confirmation codes, password reset, the
//! forced new password challenge and the JWKS the tokens are verified with.
//! Contract: `openapi/upstreams/identity.yaml`.
//!
//! Token endpoints authenticate the gateway as a confidential client (HTTP Basic with the client id
//! and secret from config); the user's own tokens are never sent here except to refresh or revoke.

use jsonwebtoken::jwk::JwkSet;
use secrecy::SecretString;
use serde::{Deserialize, Serialize};
use validator::Validate;

use crate::error::UpstreamError;
use crate::http::{Credentials, Upstream};

/// Error codes identity puts in its error body's `code`.
pub mod codes {
    pub const NOT_AUTHORIZED: &str = "NotAuthorized";
    pub const USER_NOT_CONFIRMED: &str = "UserNotConfirmed";
    pub const USERNAME_EXISTS: &str = "UsernameExists";
    /// User administration named a staff account (#15 deletes customers' accounts only).
    pub const STAFF_ACCOUNT: &str = "StaffAccount";
    pub const CODE_MISMATCH: &str = "CodeMismatch";
    pub const EXPIRED_CODE: &str = "ExpiredCode";
    pub const INVALID_PASSWORD: &str = "InvalidPassword";
    pub const INVALID_PARAMETER: &str = "InvalidParameter";
}

/// Claims identity puts in every access token (JWT, EdDSA, key in the JWKS by `kid`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct AccessClaims {
    /// The identity subject: stable per account, mapped to a portal user by crm.
    pub sub: String,
    pub username: String,
    #[serde(default)]
    pub groups: Vec<String>,
    pub iss: String,
    /// The client id the token was issued to.
    pub aud: String,
    pub iat: u64,
    pub exp: u64,
    pub jti: String,
    /// Always "access".
    pub token_use: String,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TokenSet {
    pub access_token: String,
    pub id_token: String,
    /// Present on sign-in; a refresh answers without a new one (the old one stays valid).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub refresh_token: Option<String>,
    /// Seconds the access token is valid for.
    pub expires_in: u64,
    pub token_type: String,
}

/// Identity answers a sign-in either with tokens or with a challenge to complete first.
#[derive(Clone, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "SCREAMING_SNAKE_CASE")]
pub enum LoginResult {
    Authenticated {
        tokens: TokenSet,
    },
    /// The account must set a new password before it gets tokens.
    NewPasswordRequired {
        /// Opaque challenge session to send back with the new password.
        session: String,
    },
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LoginRequest {
    pub username: String,
    pub password: String,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct NewPasswordChallengeRequest {
    pub username: String,
    pub session: String,
    pub new_password: String,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct RefreshRequest {
    pub refresh_token: String,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct SignUpRequest {
    pub email: String,
    pub password: String,
    pub name: String,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmSignUpRequest {
    pub email: String,
    pub code: String,
}

/// Resend a sign-up code or send a password reset code.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct EmailRequest {
    pub email: String,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmForgotPasswordRequest {
    pub email: String,
    pub code: String,
    pub new_password: String,
}

/// An account a B2B company's main user invites (#224 CREATE_ACCOUNT_MODE): identity creates it
/// with a temporary password, which it e-mails; the first sign-in must set a new one. 409
/// `UsernameExists` when the address has an account.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct InvitationRequest {
    pub email: String,
    pub name: String,
}

/// The gateway's client registration at identity.
#[derive(Debug, Clone)]
pub struct ClientCredentials {
    pub client_id: String,
    pub client_secret: SecretString,
}

#[derive(Debug, Clone)]
pub struct IdentityClient {
    upstream: Upstream,
    credentials: ClientCredentials,
}

impl IdentityClient {
    pub fn new(upstream: Upstream, credentials: ClientCredentials) -> Self {
        Self {
            upstream,
            credentials,
        }
    }

    fn client(&self) -> Credentials<'_> {
        Credentials::Client {
            id: &self.credentials.client_id,
            secret: &self.credentials.client_secret,
        }
    }

    pub async fn login(&self, request: &LoginRequest) -> Result<LoginResult, UpstreamError> {
        self.upstream
            .post_json(&["v1", "auth", "login"], self.client(), request)
            .await
    }

    pub async fn respond_new_password(
        &self,
        request: &NewPasswordChallengeRequest,
    ) -> Result<TokenSet, UpstreamError> {
        self.upstream
            .post_json(
                &["v1", "auth", "challenge", "new-password"],
                self.client(),
                request,
            )
            .await
    }

    pub async fn refresh(&self, refresh_token: &str) -> Result<TokenSet, UpstreamError> {
        let request = RefreshRequest {
            refresh_token: refresh_token.to_owned(),
        };
        self.upstream
            .post_json(&["v1", "auth", "refresh"], self.client(), &request)
            .await
    }

    /// Revokes the refresh token (and with it the access tokens issued from it).
    pub async fn revoke(&self, refresh_token: &str) -> Result<(), UpstreamError> {
        let request = RefreshRequest {
            refresh_token: refresh_token.to_owned(),
        };
        self.upstream
            .post_no_content(&["v1", "auth", "revoke"], self.client(), &request)
            .await
    }

    pub async fn sign_up(&self, request: &SignUpRequest) -> Result<(), UpstreamError> {
        self.upstream
            .post_no_content(&["v1", "signup"], self.client(), request)
            .await
    }

    pub async fn confirm_sign_up(
        &self,
        request: &ConfirmSignUpRequest,
    ) -> Result<(), UpstreamError> {
        self.upstream
            .post_no_content(&["v1", "signup", "confirm"], self.client(), request)
            .await
    }

    pub async fn resend_sign_up_code(&self, request: &EmailRequest) -> Result<(), UpstreamError> {
        self.upstream
            .post_no_content(&["v1", "signup", "resend"], self.client(), request)
            .await
    }

    pub async fn forgot_password(&self, request: &EmailRequest) -> Result<(), UpstreamError> {
        self.upstream
            .post_no_content(&["v1", "password", "forgot"], self.client(), request)
            .await
    }

    pub async fn confirm_forgot_password(
        &self,
        request: &ConfirmForgotPasswordRequest,
    ) -> Result<(), UpstreamError> {
        self.upstream
            .post_no_content(&["v1", "password", "confirm"], self.client(), request)
            .await
    }

    /// Whether an External API token is live and, if it is, what it stands for, with an access
    /// token of its user for this one request (A58, A64; RFC 7662's shape: an unknown, revoked
    /// or expired token is `active: false`, so a 401 here can only mean the client credentials).
    pub async fn introspect_api_token(
        &self,
        token: &str,
    ) -> Result<ApiTokenIntrospected, UpstreamError> {
        let request = ApiTokenIntrospection {
            token: token.to_owned(),
        };
        self.upstream
            .post_json(&paths::API_TOKEN_INTROSPECT, self.client(), &request)
            .await
    }

    /// Creates an invited account and e-mails its temporary password (#224).
    pub async fn invite(&self, request: &InvitationRequest) -> Result<(), UpstreamError> {
        self.upstream
            .post_no_content(&["v1", "invitations"], self.client(), request)
            .await
    }

    /// The public keys access tokens are signed with.
    /// The live groups of the account `subject`, asked with its own access token: staff rights
    /// are checked against these on every request, not against the token's copy (A74).
    pub async fn groups(
        &self,
        access_token: &str,
        subject: &str,
    ) -> Result<AccountGroups, UpstreamError> {
        self.upstream
            .get_json(
                &paths::user_groups(subject),
                Credentials::Bearer(access_token),
            )
            .await
    }

    pub async fn jwks(&self) -> Result<JwkSet, UpstreamError> {
        self.upstream
            .get_json(&[".well-known", "jwks.json"], Credentials::None)
            .await
    }
}

/// #241: an External API token for one place of the company (A64).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenRequest {
    /// The place the token answers for: one of the company's (locationReferenceId).
    #[validate(length(min = 1, max = 64))]
    pub location_ref: String,
    /// What the company calls the token (its integration), 1–60 characters.
    #[validate(length(min = 1, max = 60), custom(function = "crate::crm::not_blank"))]
    pub name: String,
}

/// #241's answer: the token itself, shown this once; identity keeps only its hash.
#[derive(Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct IssuedApiToken {
    pub token_id: String,
    /// The secret for the `Authorization: Bearer` header; never shown again.
    pub token: String,
    /// The token's first characters, by which the lists name it.
    pub prefix: String,
    pub name: String,
    pub location_ref: String,
    /// RFC 3339.
    pub created_at: String,
}

/// One token of #242: never the secret.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenInfo {
    pub token_id: String,
    pub prefix: String,
    pub name: String,
    pub location_ref: String,
    /// RFC 3339.
    pub created_at: String,
    /// RFC 3339; none before the first External API call.
    pub last_used_at: Option<String>,
}

/// #242: the company's tokens, oldest first.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenList {
    pub tokens: Vec<ApiTokenInfo>,
}

#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenIntrospection {
    pub token: String,
}

/// Introspection's answer: `grant` only when `active`.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenIntrospected {
    pub active: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grant: Option<ApiTokenGrant>,
}

/// A live External API token: whose it is, for which place, and an access token of its user
/// that the gateway uses for this request's upstream calls.
#[derive(Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct ApiTokenGrant {
    pub token_id: String,
    /// The identity subject of the main user who issued it.
    pub subject: String,
    pub username: String,
    pub company_ref: String,
    pub location_ref: String,
    pub access_token: String,
    /// Seconds the access token is valid for.
    pub expires_in: u64,
}

/// The staff groups of spec §6: the only groups an account can be given (#39, A74).
pub const STAFF_GROUPS: [&str; 11] = [
    "ADMIN_GROUP_SUPERUSERS",
    "ADMIN_GROUP_VARE",
    "ADMIN_GROUP_SV",
    "ADMIN_GROUP_KUO",
    "ADMIN_GROUP_MESSAGING",
    "ADMIN_GROUP_DEVELOPER_USERS",
    "ADMIN_USERS",
    "ADMIN_GROUP_TOPBAR_MESSAGE",
    "ADMIN_GROUP_ADVERTISEMENT_TILE",
    "ADMIN_GROUP_BENEFITS",
    "USER_GROUP_ADMIN_ACCESS_RIGHTS",
];

/// An account's live groups, as identity holds them now (not as its last token said).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AccountGroups {
    pub groups: Vec<String>,
}

/// A staff account and its groups (#37, #38, #39's answer, #40, #41's items).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StaffAccount {
    pub email: String,
    pub groups: Vec<String>,
}

/// #41: the staff accounts holding an origin's company group, by e-mail.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct StaffAccountList {
    pub origin: String,
    pub accounts: Vec<StaffAccount>,
}

/// #39's body: a new staff account with its groups, each one of spec §6's.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NewStaffAccount {
    #[validate(email, length(max = 254))]
    pub email: String,
    #[validate(length(min = 1, max = 11), custom(function = "staff_groups"))]
    pub groups: Vec<String>,
}

fn staff_groups(groups: &[String]) -> Result<(), validator::ValidationError> {
    if groups.iter().all(|g| STAFF_GROUPS.contains(&g.as_str())) {
        Ok(())
    } else {
        Err(validator::ValidationError::new("groups")
            .with_message("every group must be one of the staff groups".into()))
    }
}

/// Upstream paths of the identity halves of `A+B` rows (A10).
pub mod paths {
    /// Checks an External API token (client-authenticated).
    pub const API_TOKEN_INTROSPECT: [&str; 3] = ["v1", "api-tokens", "introspect"];

    /// The identity account (#113 deletes it).
    pub fn user(subject: &str) -> [&str; 3] {
        ["v1", "users", subject]
    }

    /// The account's sign-in e-mail (#106).
    pub fn user_email(subject: &str) -> [&str; 4] {
        ["v1", "users", subject, "email"]
    }

    /// The account's live groups (asked with its own access token).
    pub fn user_groups(subject: &str) -> [&str; 4] {
        ["v1", "users", subject, "groups"]
    }
}

// Passwords, codes and tokens never reach a log line through `{:?}`.
impl std::fmt::Debug for LoginResult {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Authenticated { tokens } => f
                .debug_struct("Authenticated")
                .field("tokens", tokens)
                .finish(),
            // The challenge session lets its holder set the account's new password.
            Self::NewPasswordRequired { .. } => f
                .debug_struct("NewPasswordRequired")
                .field("session", &crate::redact::REDACTED)
                .finish(),
        }
    }
}

crate::debug_redacted!(TokenSet { expires_in, token_type } secret { access_token, id_token, refresh_token });
crate::debug_redacted!(LoginRequest { username } secret { password });
crate::debug_redacted!(NewPasswordChallengeRequest { username } secret { session, new_password });
crate::debug_redacted!(RefreshRequest {} secret { refresh_token });
crate::debug_redacted!(SignUpRequest { email, name } secret { password });
crate::debug_redacted!(ConfirmSignUpRequest { email } secret { code });
crate::debug_redacted!(ConfirmForgotPasswordRequest { email } secret { code, new_password });
crate::debug_redacted!(IssuedApiToken { token_id, prefix, name, location_ref, created_at } secret { token });
crate::debug_redacted!(ApiTokenIntrospection {} secret { token });
crate::debug_redacted!(ApiTokenGrant { token_id, subject, username, company_ref, location_ref, expires_in } secret { access_token });

/// An account found by #24's e-mail search: a customer's account (never a staff account).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UnauthenticatedAccount {
    pub email: String,
    /// The identity subject, by which crm maps an account to its portal user.
    pub subject: String,
    pub name: String,
    /// Whether the sign-up was confirmed.
    pub confirmed: bool,
}

/// #24: the accounts with an e-mail that have no customership yet.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UnauthenticatedAccounts {
    pub accounts: Vec<UnauthenticatedAccount>,
}

/// A customer's account made by user administration (#16): confirmed, with a temporary password
/// e-mailed to it that its first sign-in replaces. identity answers it as an
/// [`UnauthenticatedAccount`] (crm maps it to the customer next); 409 `UsernameExists` when the
/// address has an account.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct NewCustomerAccount {
    pub email: String,
    pub name: String,
}
