//! What the dispatcher audits (A77), decided by a fact of each row and handler ([`Audit`]):
//! every admin write, every staff look-up of customers (rule C1), and every staff read of a
//! customer's data (rule CS). The log itself is `crate::audit`.

use crate::audit::{AuditTarget, BodyTarget, Pending};

use super::params::{check_path_param, MatchedParams};

/// Whose data a request is about, by the path's values (each only when well-formed).
pub fn target_of(params: &MatchedParams) -> AuditTarget {
    let text = |name: &str| {
        let value = params.get(name)?;
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

/// What the audit log records of a row's or handler's requests (A77): a fact of each, declared
/// where it is (a row's `Extras::audit`, a handler's `Handler::audited`). Its default follows
/// from facts the row or handler must declare anyway (a row's access rule and method, a
/// handler's OpenAPI tag and method), so a new staff write is recorded without anyone
/// remembering to say so.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Audit {
    /// Not recorded: a customer's own request, a staff tool that names no customer's data.
    Not,
    /// An admin write: every call with a session, refusals included.
    AdminWrite,
    /// A staff look-up of customers (#18–#25, filtered by rule C1): every call with a session.
    CustomerLookup,
    /// A read of a customer's data: recorded when staff make it (rule CS), refusals included;
    /// a customer's own read is not.
    CustomerRead,
}

impl Audit {
    /// The default of a row: a write under a staff rule is an admin write; a read whose access
    /// checks a customer's user, place or company is a customer read.
    pub fn of_row(staff: bool, write: bool, owner_checked: bool) -> Audit {
        match (staff, write) {
            (true, true) => Audit::AdminWrite,
            (false, false) if owner_checked => Audit::CustomerRead,
            _ => Audit::Not,
        }
    }

    /// The default of a hand-written handler: a write of the staff tools (OpenAPI tag
    /// `admin`) is an admin write; anything else is declared ([`Audit`] on the handler).
    pub fn of_handler(admin_tag: bool, write: bool) -> Audit {
        if admin_tag && write {
            Audit::AdminWrite
        } else {
            Audit::Not
        }
    }
}

/// What to record of `req`'s caller under `audit`, if anything: `None` without a session (a
/// 401 is no staff action) or, for a customer read, when the caller is no staff member. The
/// groups are the caller's live ones, asked before the request is served (a change of groups
/// it makes is its own target, not its actor's rights). The caller found is handed on to the
/// row or handler, so the session is looked up once.
pub async fn pending(
    req: &actix_web::HttpRequest,
    audit: Audit,
    row: Option<u16>,
    operation_id: &'static str,
    target: impl FnOnce() -> AuditTarget,
) -> Option<Pending> {
    use actix_web::{FromRequest as _, HttpMessage as _};
    if audit == Audit::Not {
        return None;
    }
    let caller = crate::session::SignedIn::extract(req).await.ok()?;
    let pending = if audit != Audit::CustomerRead || caller.claims_staff() {
        Some(pending_of(req, &caller, row, operation_id, target()).await)
    } else {
        None
    };
    let mut extensions = req.extensions_mut();
    extensions.insert(crate::session::HandedOn(caller));
    if let Some(pending) = &pending {
        extensions.insert(pending.body_target.clone());
    }
    pending
}

/// Names the target of `req`'s audit entry from its body, for a handler whose path names none
/// (#15–#17 name the account by e-mail in the body). Called once the body is checked, with
/// only the fields that name whom it is about (never a password, token or SSN); nothing when
/// the request is not audited.
pub fn name_from_body(req: &actix_web::HttpRequest, target: impl FnOnce() -> AuditTarget) {
    use actix_web::HttpMessage as _;
    if let Some(body_target) = req.extensions().get::<BodyTarget>() {
        body_target.name(target());
    }
}

/// What to record of `caller`'s request `req`.
pub async fn pending_of(
    req: &actix_web::HttpRequest,
    caller: &crate::session::SignedIn,
    row: Option<u16>,
    operation_id: &'static str,
    target: AuditTarget,
) -> Pending {
    use actix_web::HttpMessage as _;
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
    Pending {
        actor: caller.auth().username,
        actor_groups,
        row,
        operation_id,
        target,
        body_target: BodyTarget::default(),
        request_id,
    }
}
