//! What the dispatcher audits (A77), decided by facts of the row: a write under `/api/admin/`
//! (a hand-written admin handler's too), and a staff member's read of an owner-checked row
//! (rule CS), marked by the read. The log itself is `crate::audit`.

use crate::audit::{AuditTarget, Pending};

use super::params::{check_path_param, MatchedParams};

/// Whose data a request is about, by the path's values (each only when well-formed).
pub fn target_of(params: &MatchedParams) -> AuditTarget {
    target_named(|name| params.get(name))
}

/// The same for path values looked up by `value_of` (admitted or not).
pub fn target_named<'p>(value_of: impl Fn(&str) -> Option<&'p str>) -> AuditTarget {
    let text = |name: &str| {
        let value = value_of(name)?;
        check_path_param(name, value)
            .is_none()
            .then(|| value.to_owned())
    };
    AuditTarget {
        origin: text("origin"),
        user_id: text("userId").and_then(|id| id.parse().ok()),
        location_id: text("locationId"),
        email: text("email"),
    }
}

/// Marks a read that staff made of a customer's data (rule CS), with whose: the dispatcher
/// records it.
#[derive(Debug, Clone)]
pub struct CustomerRead(pub AuditTarget);

/// Whether a request to `path` by `method` is an admin write (A77's first half).
pub fn is_admin_write(method: &actix_web::http::Method, path: &str) -> bool {
    method != actix_web::http::Method::GET && path.starts_with("/api/admin/")
}

/// Whether a request is a staff look-up of customers (#18–#25, rule C1): a read under
/// `/api/admin/users/`.
pub fn is_customer_lookup(method: &actix_web::http::Method, path: &str) -> bool {
    method == actix_web::http::Method::GET && path.starts_with("/api/admin/users/")
}

/// What to record of `req`'s caller, if it has a session; `None` without one (a 401 is no
/// staff action). The groups are the caller's live ones, asked before the request is served
/// (a change of groups it makes is its own target, not its actor's rights).
pub async fn pending(
    req: &actix_web::HttpRequest,
    row: Option<u16>,
    operation_id: &'static str,
    target: AuditTarget,
) -> Option<Pending> {
    use actix_web::{FromRequest as _, HttpMessage as _};
    let caller = crate::session::SignedIn::extract(req).await.ok()?;
    let actor_groups = caller
        .groups()
        .await
        .map(|groups| groups.to_vec())
        .unwrap_or_default();
    let request_id = req
        .extensions()
        .get::<tracing_actix_web::RequestId>()
        .map(ToString::to_string)
        .unwrap_or_default();
    Some(Pending {
        actor: caller.auth().username,
        actor_groups,
        row,
        operation_id,
        target,
        request_id,
    })
}
