//! Bearer-token check shared by every mock that serves a signed-in user's data: the access token
//! must come from the identity mock. The mocks check the token, not ownership (the gateway does).

use actix_web::body::BoxBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::{header, StatusCode};
use actix_web::middleware::Next;
use actix_web::{web, HttpMessage as _};
use upstream_clients::identity::AccessClaims;

use super::error_response;
use super::tokens::Tokens;

/// Middleware: a valid access token, or 401. The claims go into the request extensions. Needs
/// `web::Data<Tokens>` in the app data (see [`tokens_data`]).
pub(crate) async fn require_access_token(
    req: ServiceRequest,
    next: Next<BoxBody>,
) -> Result<ServiceResponse<BoxBody>, actix_web::Error> {
    let claims = req.app_data::<web::Data<Tokens>>().and_then(|tokens| {
        let token = req
            .headers()
            .get(header::AUTHORIZATION)?
            .to_str()
            .ok()?
            .strip_prefix("Bearer ")?;
        tokens.verify_access(token.trim())
    });
    match claims {
        Some(claims) => {
            req.extensions_mut().insert::<AccessClaims>(claims);
            next.call(req).await
        }
        None => Ok(req.into_response(error_response(
            StatusCode::UNAUTHORIZED,
            "Unauthorized",
            "missing, invalid or expired access token",
        ))),
    }
}
