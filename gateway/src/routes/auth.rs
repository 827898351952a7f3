//! Auth rows #1–#10 (api-surface §1, A12, A13): sign-in and sign-out, session status and refresh,
//! sign-up with code confirmation, password reset and the forced new password.

use actix_session::Session;
use actix_web::{web, HttpRequest, HttpResponse};
use serde::{Deserialize, Serialize};
use upstream_clients::identity::{
    codes, ConfirmForgotPasswordRequest, ConfirmSignUpRequest, EmailRequest, LoginRequest,
    LoginResult, NewPasswordChallengeRequest, SignUpRequest,
};
use upstream_clients::UpstreamError;
use utoipa::ToSchema;

use crate::endpoint::dispatch::Handler;
use crate::endpoint::JsonReply;
use crate::error::{
    ApiError, ApiResult, CsrfHeaderMissing, FieldCode, InvalidCredentials, Problem, SessionExpired,
    Throttled, UpstreamProblems, ValidationFailed,
};
use crate::session::registry::{Account, Device};
use crate::session::{self, SignedIn};
use crate::state::AppState;
use crate::throttle::SignInAttempt;
use crate::validate::{free_text, Fields, Lines};

/// The sign-in handlers, each served where its OpenAPI annotation says. They answer whatever
/// the maintenance (A70): a customer signs in and out and learns what is going on.
pub fn handlers() -> Vec<Handler> {
    let handlers = vec![
        Handler::documented(__path_login, login).serving_row(1),
        Handler::documented(__path_logout, logout).serving_row(2),
        Handler::documented(__path_session_status, session_status).serving_row(3),
        Handler::documented(__path_refresh_session, refresh_session).serving_row(4),
        Handler::documented(__path_sign_up, sign_up).serving_row(5),
        Handler::documented(__path_confirm_signup, confirm_signup).serving_row(6),
        Handler::documented(__path_resend_signup_code, resend_signup_code).serving_row(7),
        Handler::documented(__path_send_reset_password_code, send_reset_password_code)
            .serving_row(8),
        Handler::documented(__path_reset_password, reset_password).serving_row(9),
        Handler::documented(__path_force_reset_password, force_reset_password).serving_row(10),
    ];
    handlers
        .into_iter()
        .map(Handler::passing_maintenance)
        .collect()
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct LoginBody {
    /// The account's e-mail address.
    pub username: String,
    pub password: String,
}

#[derive(Debug, Clone, Copy, Serialize, ToSchema, PartialEq, Eq)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SignInStatus {
    /// Signed in: the session cookie is set.
    SignedIn,
    /// The account must set a new password first (force-reset-password).
    NewPasswordRequired,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignInResponse {
    pub status: SignInStatus,
    /// Access expiry in epoch seconds, when signed in.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expires_at: Option<u64>,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SessionStatus {
    pub has_refresh_token: bool,
    /// The access token's expiry in Unix epoch seconds (A13).
    pub expires_at: u64,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefreshResponse {
    /// The new access expiry in epoch seconds.
    pub expires_at: u64,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SignUpBody {
    pub email: String,
    /// At least 10 characters with upper and lower case letters and a digit.
    pub password: String,
    pub name: String,
}

#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SignUpStatus {
    /// A code was sent to the e-mail address; confirm-signup completes the sign-up.
    ConfirmationRequired,
}

#[derive(Debug, Serialize, ToSchema)]
pub struct SignUpResponse {
    pub status: SignUpStatus,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmSignUpBody {
    pub email: String,
    /// The 6-digit code from the e-mail.
    pub code: String,
}

#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EmailBody {
    pub email: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ResetPasswordBody {
    pub email: String,
    pub code: String,
    pub new_password: String,
}

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ForceResetPasswordBody {
    pub username: String,
    /// The current (temporary) password.
    pub password: String,
    pub new_password: String,
}

/// Counts a code entry or code send against the account and the caller's address: a 429 when
/// either is over its limit.
async fn count_code(req: &HttpRequest, state: &AppState, account: &str) -> ApiResult<()> {
    state
        .throttle
        .check_code(account, state.client_address(req))
        .await
}

/// A code e-mailed for `email` as entered (#6, #9): the e-mail and code in their formats and
/// the fields `more` checks, then the attempt counted; answers the e-mail and code as identity
/// takes them.
async fn entered_code(
    req: &HttpRequest,
    state: &AppState,
    email: &str,
    code: &str,
    more: impl FnOnce(&mut Fields) -> &mut Fields,
) -> ApiResult<(String, String)> {
    more(Fields::new().email("email", email).code("code", code)).finish()?;
    count_code(req, state, email).await?;
    Ok((email.trim().to_owned(), code.trim().to_owned()))
}

/// Asks identity to sign the account in, under the sign-in throttle: a wrong password stays
/// counted against this browser (or the account and address), a right one is forgotten.
async fn throttled_login(
    req: &HttpRequest,
    state: &AppState,
    username: &str,
    password: &str,
) -> ApiResult<(LoginResult, SignInAttempt)> {
    let attempt = state
        .throttle
        .sign_in(req, username, state.client_address(req))
        .await?;
    match identity_login(state, username, password).await {
        Ok(result) => Ok((result, attempt)),
        Err(ApiError::InvalidCredentials) => {
            state.throttle.sign_in_failed(attempt).await;
            Err(ApiError::InvalidCredentials)
        }
        // Not the password's fault (an upstream failure, an unconfirmed account): the attempt
        // stays counted, as any attempt that did not sign in.
        Err(error) => Err(error),
    }
}

/// A sign-in's answer, with the device cookie that makes this browser known to the account.
async fn with_device_cookie(
    state: &AppState,
    attempt: SignInAttempt,
    username: &str,
    body: SignInResponse,
) -> HttpResponse {
    let cookie = state
        .throttle
        .signed_in(attempt, username, state.settings.session.cookie_secure)
        .await;
    HttpResponse::Ok().cookie(cookie).json(body)
}

/// Maps identity's answers to a code or password change onto field errors.
fn code_error(error: UpstreamError, password_field: &str) -> ApiError {
    if let UpstreamError::Unauthorized { system, code } = error {
        // On public rows a 401 means identity refused the gateway's client credentials: a
        // misconfiguration for the operators, an upstream failure for the user.
        tracing::error!(upstream = %system, "identity refused the gateway's client credentials");
        return UpstreamError::Status {
            system,
            status: 401,
            code,
        }
        .into();
    }
    match error.code() {
        Some(codes::CODE_MISMATCH) => {
            ApiError::validation("code", FieldCode::CodeMismatch, "the code is not valid")
        }
        Some(codes::EXPIRED_CODE) => {
            ApiError::validation("code", FieldCode::CodeExpired, "the code has expired")
        }
        Some(codes::INVALID_PASSWORD) => ApiError::validation(
            password_field,
            FieldCode::PasswordPolicy,
            "the password does not meet the policy",
        ),
        Some(codes::INVALID_PARAMETER) => {
            ApiError::validation("email", FieldCode::NotAccepted, "not accepted")
        }
        _ => error.into(),
    }
}

/// Asks identity to sign the account in with the password.
async fn identity_login(
    state: &AppState,
    username: &str,
    password: &str,
) -> ApiResult<LoginResult> {
    let request = LoginRequest {
        username: username.trim().to_owned(),
        password: password.to_owned(),
    };
    state.identity.login(&request).await.map_err(|error| {
        match (&error, error.code()) {
            // Unknown account and wrong password: identity answers alike, and so do we.
            (UpstreamError::Unauthorized { .. }, _) => ApiError::InvalidCredentials,
            (_, Some(codes::USER_NOT_CONFIRMED)) => ApiError::AccountNotConfirmed,
            _ => error.into(),
        }
    })
}

async fn signed_in(
    req: &HttpRequest,
    session: &Session,
    state: &AppState,
    tokens: upstream_clients::identity::TokenSet,
) -> ApiResult<SignInResponse> {
    let user_agent = req
        .headers()
        .get(actix_web::http::header::USER_AGENT)
        .and_then(|value| value.to_str().ok())
        .unwrap_or_default();
    let device = Device::new(user_agent, state.client_ip(req));
    let auth = session::sign_in(session, &state.sessions, tokens, device).await?;
    Ok(SignInResponse {
        status: SignInStatus::SignedIn,
        expires_at: Some(auth.expires_at),
    })
}

/// #1 Sign in. Sets the session cookie; the tokens stay on the server.
#[utoipa::path(
    post,
    path = "/api/auth/v1/login",
    tag = "auth",
    operation_id = "login",
    request_body = LoginBody,
    responses(
        (status = 200, description = "Signed in, or a new password is required", body = SignInResponse),
        ValidationFailed,
        InvalidCredentials,
        (status = 403, description = "ACCOUNT_NOT_CONFIRMED or CSRF_HEADER_MISSING", body = Problem, content_type = "application/problem+json"),
        Throttled,
    )
)]
async fn login(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<LoginBody>,
) -> ApiResult<HttpResponse> {
    Fields::new()
        .required("username", &body.username)
        .required("password", &body.password)
        .max_len("username", &body.username, 254)
        .max_len("password", &body.password, 256)
        .finish()?;
    let (result, attempt) = throttled_login(&req, &state, &body.username, &body.password).await?;
    let answer = match result {
        LoginResult::Authenticated { tokens } => signed_in(&req, &session, &state, tokens).await?,
        LoginResult::NewPasswordRequired { .. } => SignInResponse {
            status: SignInStatus::NewPasswordRequired,
            expires_at: None,
        },
    };
    Ok(with_device_cookie(&state, attempt, &body.username, answer).await)
}

/// #2 Sign out: revokes the refresh token and destroys the session on the server. Idempotent.
#[utoipa::path(
    post,
    path = "/api/auth/v1/logout",
    tag = "auth",
    operation_id = "logout",
    responses(
        (status = 204, description = "Signed out; the session cookie is cleared"),
        CsrfHeaderMissing,
    )
)]
async fn logout(req: HttpRequest, state: web::Data<AppState>, session: Session) -> HttpResponse {
    signed_out(&req, &state, &session).await
}

/// Signs this browser out (#2, and #247 for the caller's own sign-in): 204, the cookie cleared.
pub(crate) async fn signed_out(
    req: &HttpRequest,
    state: &AppState,
    session: &Session,
) -> HttpResponse {
    // A sign-out the other replicas could not be told of is not done: 503, and the user tries
    // again (the cookie goes either way).
    if let Err(error) = session::sign_out(session, &state.sessions).await {
        return actix_web::ResponseError::error_response(&error);
    }
    let mut response = HttpResponse::NoContent();
    // actix-session clears only a cookie whose session it loaded; a stale or expired one is
    // cleared here, so the browser never keeps it (A13: logout always clears the cookie).
    let name = session::cookie_name(state.settings.session.cookie_secure);
    if let Some(mut stale) = req.cookie(name) {
        stale.make_removal();
        stale.set_path("/");
        response.cookie(stale);
    }
    response.finish()
}

/// #3 Session status, answered from the session store. 401 only without a session.
#[utoipa::path(
    get,
    path = "/api/auth/v1/session-status",
    tag = "auth",
    operation_id = "sessionStatus",
    responses(
        (status = 200, body = SessionStatus),
        (status = 401, description = "SESSION_EXPIRED: no session", body = Problem, content_type = "application/problem+json"),
    )
)]
async fn session_status(
    state: web::Data<AppState>,
    session: Session,
) -> ApiResult<JsonReply<SessionStatus>> {
    let (auth, _) = session::current(&session, &state.sessions)
        .await?
        .ok_or(ApiError::SessionExpired)?;
    Ok(JsonReply(SessionStatus {
        has_refresh_token: auth.refresh_token.is_some(),
        expires_at: auth.expires_at,
    }))
}

/// #4 Refresh the access token with the session's refresh token.
#[utoipa::path(
    post,
    path = "/api/auth/v1/refresh-session",
    tag = "auth",
    operation_id = "refreshSession",
    responses(
        (status = 200, body = RefreshResponse),
        SessionExpired,
        CsrfHeaderMissing,
        UpstreamProblems,
    )
)]
async fn refresh_session(signed_in: SignedIn) -> ApiResult<JsonReply<RefreshResponse>> {
    let expires_at = signed_in.refresh().await?;
    Ok(JsonReply(RefreshResponse { expires_at }))
}

/// #5 Sign up: identity sends a confirmation code by e-mail.
#[utoipa::path(
    post,
    path = "/api/auth/v1/sign-up",
    tag = "auth",
    operation_id = "signUp",
    request_body = SignUpBody,
    responses(
        (status = 201, body = SignUpResponse),
        ValidationFailed,
        Throttled,
    )
)]
async fn sign_up(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<SignUpBody>,
) -> ApiResult<HttpResponse> {
    Fields::new()
        .email("email", &body.email)
        .new_password("password", &body.password)
        .required("name", &body.name)
        .text("name", &body.name, 200)
        .finish()?;
    count_code(&req, &state, &body.email).await?;
    let request = SignUpRequest {
        email: body.email.trim().to_owned(),
        password: body.password.clone(),
        name: free_text("name", &body.name, Lines::One, 200)
            .map_err(|error| ApiError::Validation(vec![error]))?,
    };
    let created = || {
        HttpResponse::Created().json(SignUpResponse {
            status: SignUpStatus::ConfirmationRequired,
        })
    };
    match state.identity.sign_up(&request).await {
        Ok(()) => Ok(created()),
        // A65: an existing address answers exactly like a new one; identity e-mails its owner
        // instead of a code. An identity that still says so is not passed on.
        Err(error) if error.code() == Some(codes::USERNAME_EXISTS) => Ok(created()),
        Err(error) => Err(code_error(error, "password")),
    }
}

/// #6 Confirm the sign-up with the e-mailed code.
#[utoipa::path(
    post,
    path = "/api/auth/v1/confirm-signup",
    tag = "auth",
    operation_id = "confirmSignup",
    request_body = ConfirmSignUpBody,
    responses(
        (status = 204, description = "Confirmed; the account can sign in"),
        (status = 400, description = "VALIDATION_FAILED (field code)", body = Problem, content_type = "application/problem+json"),
        Throttled,
    )
)]
async fn confirm_signup(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ConfirmSignUpBody>,
) -> ApiResult<HttpResponse> {
    let (email, code) = entered_code(&req, &state, &body.email, &body.code, |more| more).await?;
    let request = ConfirmSignUpRequest { email, code };
    state
        .identity
        .confirm_sign_up(&request)
        .await
        .map_err(|error| code_error(error, "password"))?;
    Ok(HttpResponse::NoContent().finish())
}

/// A row that e-mails a code (#7, #8): validated and counted alike, answered 202 whether or not
/// the account exists; only identity's call differs. One declaration for both, since utoipa needs
/// a handler of its own for each operation.
macro_rules! code_sender {
    ($(#[doc = $doc:literal])* $handler:ident, $path:literal, $operation_id:literal, $sent:literal, $call:ident) => {
        $(#[doc = $doc])*
        #[utoipa::path(
            post,
            path = $path,
            tag = "auth",
            operation_id = $operation_id,
            request_body = EmailBody,
            responses(
                (status = 202, description = $sent),
                ValidationFailed,
                Throttled,
            )
        )]
        async fn $handler(
            req: HttpRequest,
            state: web::Data<AppState>,
            body: web::Json<EmailBody>,
        ) -> ApiResult<HttpResponse> {
            Fields::new().email("email", &body.email).finish()?;
            count_code(&req, &state, &body.email).await?;
            let request = EmailRequest {
                email: body.email.trim().to_owned(),
            };
            state.identity.$call(&request).await?;
            Ok(HttpResponse::Accepted().finish())
        }
    };
}

code_sender!(
    /// #7 Send the sign-up code again. Answers alike whether or not the account exists.
    resend_signup_code,
    "/api/auth/v1/resend-signup-code",
    "resendSignupCode",
    "A code is sent if an unconfirmed account has this e-mail",
    resend_sign_up_code
);

code_sender!(
    /// #8 Send a password reset code. Answers alike whether or not the account exists.
    send_reset_password_code,
    "/api/auth/v1/send-reset-password-code",
    "sendResetPasswordCode",
    "A code is sent if an account has this e-mail",
    forgot_password
);

/// #9 Set a new password with the e-mailed code.
#[utoipa::path(
    post,
    path = "/api/auth/v1/reset-password",
    tag = "auth",
    operation_id = "resetPassword",
    request_body = ResetPasswordBody,
    responses(
        (status = 204, description = "Password changed"),
        (status = 400, description = "VALIDATION_FAILED (code or newPassword)", body = Problem, content_type = "application/problem+json"),
        Throttled,
    )
)]
async fn reset_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    body: web::Json<ResetPasswordBody>,
) -> ApiResult<HttpResponse> {
    let new_password = &body.new_password;
    let (email, code) = entered_code(&req, &state, &body.email, &body.code, |more| {
        more.new_password("newPassword", new_password)
    })
    .await?;
    let request = ConfirmForgotPasswordRequest {
        email,
        code,
        new_password: new_password.clone(),
    };
    state
        .identity
        .confirm_forgot_password(&request)
        .await
        .map_err(|error| code_error(error, "newPassword"))?;
    // A66: a reset ends every sign-in of the account at once, here as at identity.
    session::end_account(&state.sessions, Account::Username(&request.email), None).await?;
    Ok(HttpResponse::NoContent().finish())
}

/// #10 Complete a sign-in that requires a new password, and sign in. Public: it finishes a
/// sign-in challenge before any session exists, so it repeats the current password.
#[utoipa::path(
    post,
    path = "/api/auth/v1/force-reset-password",
    tag = "auth",
    operation_id = "forceResetPassword",
    request_body = ForceResetPasswordBody,
    responses(
        (status = 200, description = "New password set and signed in", body = SignInResponse),
        ValidationFailed,
        InvalidCredentials,
        Throttled,
    )
)]
async fn force_reset_password(
    req: HttpRequest,
    state: web::Data<AppState>,
    session: Session,
    body: web::Json<ForceResetPasswordBody>,
) -> ApiResult<HttpResponse> {
    Fields::new()
        .required("username", &body.username)
        .required("password", &body.password)
        .new_password("newPassword", &body.new_password)
        .finish()?;
    let (result, attempt) = throttled_login(&req, &state, &body.username, &body.password).await?;
    match result {
        LoginResult::NewPasswordRequired { session: challenge } => {
            let request = NewPasswordChallengeRequest {
                username: body.username.trim().to_owned(),
                session: challenge,
                new_password: body.new_password.clone(),
            };
            let tokens = state
                .identity
                .respond_new_password(&request)
                .await
                .map_err(|error| match error {
                    // The challenge expired or was refused: sign in again.
                    UpstreamError::Unauthorized { .. } => ApiError::InvalidCredentials,
                    error => code_error(error, "newPassword"),
                })?;
            // A66: the account's other sign-ins end with the old password.
            session::end_account(&state.sessions, Account::Username(&request.username), None)
                .await?;
            let answer = signed_in(&req, &session, &state, tokens).await?;
            Ok(with_device_cookie(&state, attempt, &body.username, answer).await)
        }
        LoginResult::Authenticated { tokens } => {
            // The password was right: this attempt is no failure.
            let _ = state
                .throttle
                .signed_in(attempt, &body.username, false)
                .await;
            // Nothing to complete: do not leave the tokens we were handed alive.
            session::revoke_unused(&state.sessions, tokens).await;
            Err(ApiError::validation(
                "newPassword",
                FieldCode::NotAccepted,
                "no new password is required for this account",
            ))
        }
    }
}

// Passwords and codes never reach a log line through `{:?}`.
upstream_clients::debug_redacted!(LoginBody { username } secret { password });
upstream_clients::debug_redacted!(SignUpBody { email, name } secret { password });
upstream_clients::debug_redacted!(ConfirmSignUpBody { email } secret { code });
upstream_clients::debug_redacted!(ResetPasswordBody { email } secret { code, new_password });
upstream_clients::debug_redacted!(ForceResetPasswordBody { username } secret { password, new_password });
