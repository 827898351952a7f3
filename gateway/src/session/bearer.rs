//! The External API's caller (A58, A64): an `Authorization: Bearer` token instead of a cookie
//! session. identity is asked on every call whether the token is live, so a revoked token is
//! refused on its very next call, by every gateway replica alike; its answer carries an access
//! token of the token's user, with which this one request calls the upstreams. The token itself
//! is never logged or kept: the throttle and the cache know it by hash and by id.

use std::net::IpAddr;
use std::sync::Arc;

use actix_session::SessionExt;
use actix_web::http::header;
use actix_web::{web, HttpRequest};
use upstream_clients::UpstreamError;

use super::{now_epoch_seconds, AuthSession, Sessions, SignedIn};
use crate::error::{ApiError, ApiResult};
use crate::throttle::Throttle;

/// Longer than any token identity issues; a longer header is refused before anything else.
const MAX_TOKEN_LENGTH: usize = 256;

/// What a live token stands for besides its user.
#[derive(Debug, Clone)]
pub struct Bearer {
    pub token_id: String,
    pub company_ref: String,
    pub location_ref: String,
}

/// The token of `Authorization: Bearer <token>` (the scheme in any case, RFC 7235); anything
/// else is 401.
fn token_of(req: &HttpRequest) -> ApiResult<&str> {
    let value = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .ok_or(ApiError::InvalidToken)?;
    let (scheme, token) = value.split_once(' ').ok_or(ApiError::InvalidToken)?;
    let token = token.trim();
    let well_formed = scheme.eq_ignore_ascii_case("bearer")
        && (1..=MAX_TOKEN_LENGTH).contains(&token.len())
        && token.bytes().all(|b| b.is_ascii_graphic());
    well_formed.then_some(token).ok_or(ApiError::InvalidToken)
}

impl SignedIn {
    /// The External API caller of `req`: rate-limited per token, then the token checked with
    /// identity and its user found at crm. A missing, unknown, revoked or expired token is
    /// 401 `INVALID_TOKEN`; a cookie the request may carry is not looked at.
    pub async fn from_bearer(
        req: &HttpRequest,
        throttle: &Throttle,
        address: Option<IpAddr>,
    ) -> ApiResult<Self> {
        let sessions = req
            .app_data::<web::Data<Sessions>>()
            .cloned()
            .ok_or_else(|| ApiError::internal("sessions missing"))?;
        // Looked up once: the maintenance gate may have done it already.
        if let Some(super::HandedOn(caller)) = actix_web::HttpMessage::extensions_mut(req).remove()
        {
            return Ok(caller);
        }
        let token = token_of(req)?;
        throttle.check_external(token, address).await?;
        let grant = match sessions.identity.introspect_api_token(token).await {
            Ok(answer) => answer.grant.filter(|_| answer.active),
            // A live or dead token is a 200; a 401 means identity refused the gateway's client
            // credentials: a misconfiguration for the operators, an upstream failure here.
            Err(UpstreamError::Unauthorized { system, code }) => {
                tracing::error!(upstream = %system, "identity refused the gateway's client credentials");
                return Err(UpstreamError::Status {
                    system,
                    status: 401,
                    code,
                }
                .into());
            }
            Err(error) => return Err(error.into()),
        };
        let Some(grant) = grant else {
            throttle.external_refused(token, address).await;
            return Err(ApiError::InvalidToken);
        };
        throttle.external_accepted(token, grant.expires_in).await;
        let user_id = match sessions
            .crm
            .user_mapping(&grant.access_token, &grant.subject)
            .await
        {
            Ok(mapping) => mapping.priwatti_user_id,
            // The token's account has no portal user any more.
            Err(UpstreamError::NotFound { .. }) => return Err(ApiError::InvalidToken),
            Err(error) => return Err(error.into()),
        };
        let auth = AuthSession {
            subject: grant.subject,
            username: grant.username,
            groups: Arc::from([]),
            user_id: Some(user_id),
            access_token: grant.access_token.into(),
            refresh_token: None,
            expires_at: now_epoch_seconds() + grant.expires_in,
        };
        let bearer = Bearer {
            token_id: grant.token_id,
            company_ref: grant.company_ref,
            location_ref: grant.location_ref,
        };
        Ok(Self::new(
            req.get_session(),
            sessions,
            auth,
            None,
            Some(bearer),
        ))
    }
}

#[cfg(test)]
mod tests {
    use actix_web::test::TestRequest;

    use super::*;

    fn token(header: Option<&str>) -> Option<String> {
        let mut req = TestRequest::default();
        if let Some(value) = header {
            req = req.insert_header((header::AUTHORIZATION, value));
        }
        token_of(&req.to_http_request()).ok().map(str::to_owned)
    }

    #[test]
    fn only_a_well_formed_bearer_header_names_a_token() {
        assert_eq!(token(Some("Bearer ept_abc")).as_deref(), Some("ept_abc"));
        assert_eq!(token(Some("bearer ept_abc")).as_deref(), Some("ept_abc"));
        for refused in [
            None,
            Some("ept_abc"),
            Some("Basic ept_abc"),
            Some("Bearer "),
            Some("Bearer ept abc"),
        ] {
            assert_eq!(token(refused), None, "{refused:?}");
        }
        let long = format!("Bearer {}", "a".repeat(MAX_TOKEN_LENGTH + 1));
        assert_eq!(token(Some(&long)), None);
    }
}
