//! The `/api/v2/push` rows (and `/api/v3/push`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::PushTokenRemovalRequest;
use upstream_clients::messaging::PushTokenRequest;

use crate::endpoint::{body, Answer, Examples, Extras, Policy, Row};

/// #138's device.
const PUSH_TOKEN_A: Examples =
    Examples::new(r#"{"token": "web-token-a", "platform": "WEB"}"#, "{}");

/// #139's device.
const PUSH_TOKEN_B: Examples =
    Examples::new(r#"{"token": "web-token-b", "platform": "WEB"}"#, "{}");

/// #140's device, registered by #139.
const PUSH_TOKEN_B_GONE: Examples = Examples::new(r#"{"token": "web-token-b"}"#, "{}");

/// #141's device, added by #138.
const PUSH_TOKEN_A_GONE: Examples = Examples::new(r#"{"token": "web-token-a"}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 138, method: Method::POST, operation_id: "addPushToken", tag: "push",
            path: "/api/v2/push/token",
            summary: "Add the device's push token",
            policy: Policy::SESSION_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRequest>(&[], PUSH_TOKEN_A)), ..Extras::NONE } },
        Row { number: 139, method: Method::POST, operation_id: "registerPushToken", tag: "push",
            path: "/api/v2/push/registertoken",
            summary: "Register the device's push token",
            policy: Policy::SESSION_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRequest>(&[], PUSH_TOKEN_B)), ..Extras::NONE } },
        Row { number: 140, method: Method::POST, operation_id: "unregisterPushToken", tag: "push",
            path: "/api/v2/push/unregistertoken",
            summary: "Unregister the device's push token",
            policy: Policy::SESSION_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRemovalRequest>(&[], PUSH_TOKEN_B_GONE)), ..Extras::NONE } },
        Row { number: 141, method: Method::DELETE, operation_id: "deletePushToken", tag: "push",
            path: "/api/v2/push/token",
            summary: "Remove the device's push token",
            policy: Policy::SESSION_AT_MESSAGING,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRemovalRequest>(&[], PUSH_TOKEN_A_GONE)), ..Extras::NONE } },
    ]
}
