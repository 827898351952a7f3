//! The `/api/v2/push` rows (and `/api/v3/push`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::messaging::PushTokenRemovalRequest;
use upstream_clients::messaging::PushTokenRequest;

use crate::endpoint::{body, Answer, Extras, Op, Row};
use crate::routes::groups::SESSION_AT_MESSAGING;

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        SESSION_AT_MESSAGING.row(Op { number: 138, method: Method::POST, operation_id: "addPushToken", tag: "push",
            path: "/api/v2/push/token",
            summary: "Add the device's push token",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRequest>()), ..Extras::NONE } }),
        SESSION_AT_MESSAGING.row(Op { number: 139, method: Method::POST, operation_id: "registerPushToken", tag: "push",
            path: "/api/v2/push/registertoken",
            summary: "Register the device's push token",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRequest>()), ..Extras::NONE } }),
        SESSION_AT_MESSAGING.row(Op { number: 140, method: Method::POST, operation_id: "unregisterPushToken", tag: "push",
            path: "/api/v2/push/unregistertoken",
            summary: "Unregister the device's push token",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRemovalRequest>()), ..Extras::NONE } }),
        SESSION_AT_MESSAGING.row(Op { number: 141, method: Method::DELETE, operation_id: "deletePushToken", tag: "push",
            path: "/api/v2/push/token",
            summary: "Remove the device's push token",
            answer: Answer::NoContent, extras: Extras { body: Some(body::<PushTokenRemovalRequest>()), ..Extras::NONE } }),
    ]
}
