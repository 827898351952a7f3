//! Device push tokens (#138–#141, api-surface A42). A token is bound to the identity subject of
//! the bearer that registered it: the rows carry no user id, and the subject exists even for a
//! user signed up after the mock started. There is no read row; the mock only keeps the
//! bindings so that removal can tell the caller's tokens from others'.

use std::collections::HashMap;

use actix_web::http::StatusCode;
use actix_web::{web, HttpRequest, HttpResponse};
use upstream_clients::messaging::{PushPlatform, PushTokenRemovalRequest, PushTokenRequest};

use super::super::error_response;
use super::{caller_subject, Data};

/// Push tokens by token: (owner's identity subject, platform).
#[derive(Debug, Default)]
pub(super) struct PushTokens {
    by_token: HashMap<String, (String, PushPlatform)>,
}

impl PushTokens {
    /// Binds `token` to `subject`. A token registered by someone else moves: a push token names
    /// a device installation, and the device is now used by the caller.
    fn register(&mut self, subject: &str, token: &str, platform: PushPlatform) {
        self.by_token
            .insert(token.to_owned(), (subject.to_owned(), platform));
    }

    /// Removes the caller's `token`; false when it is unknown or someone else's.
    fn remove(&mut self, subject: &str, token: &str) -> bool {
        let owned = self
            .by_token
            .get(token)
            .is_some_and(|(owner, _)| owner == subject);
        if owned {
            self.by_token.remove(token);
        }
        owned
    }
}

fn unauthorized() -> HttpResponse {
    error_response(
        StatusCode::UNAUTHORIZED,
        "Unauthorized",
        "missing, invalid or expired access token",
    )
}

/// #138 POST /v2/push/token and #139 POST /v2/push/registertoken: 204.
async fn register(
    state: Data,
    request: HttpRequest,
    body: web::Json<PushTokenRequest>,
) -> HttpResponse {
    let Some(subject) = caller_subject(&request) else {
        return unauthorized();
    };
    state
        .push_tokens()
        .register(&subject, &body.token, body.platform);
    HttpResponse::NoContent().finish()
}

/// #140 POST /v2/push/unregistertoken and #141 DELETE /v2/push/token (token in the body): 204,
/// or 404 for a token that is unknown or another user's (the two answer alike, so a caller
/// cannot probe for other users' tokens).
async fn unregister(
    state: Data,
    request: HttpRequest,
    body: web::Json<PushTokenRemovalRequest>,
) -> HttpResponse {
    let Some(subject) = caller_subject(&request) else {
        return unauthorized();
    };
    if state.push_tokens().remove(&subject, &body.token) {
        HttpResponse::NoContent().finish()
    } else {
        error_response(StatusCode::NOT_FOUND, "NotFound", "no such push token")
    }
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource("/v2/push/token")
            .route(web::post().to(register))
            .route(web::delete().to(unregister)),
    )
    .route("/v2/push/registertoken", web::post().to(register))
    .route("/v2/push/unregistertoken", web::post().to(unregister));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_registering_subject_removes_a_token_and_a_token_moves_on_reregistration() {
        let mut tokens = PushTokens::default();
        tokens.register("alice", "T1", PushPlatform::Web);
        assert!(!tokens.remove("bob", "T1"));
        assert!(tokens.remove("alice", "T1"));
        assert!(!tokens.remove("alice", "T1"));

        tokens.register("alice", "T2", PushPlatform::Ios);
        tokens.register("bob", "T2", PushPlatform::Ios);
        assert!(!tokens.remove("alice", "T2"));
        assert!(tokens.remove("bob", "T2"));
    }
}
