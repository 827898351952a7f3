//! The one access check (ARCHITECTURE "Authorization"), the same for reads, writes, exports and
//! the hand-written fan-outs (#116, #117, #196): [`authorize`] answers whether the caller may
//! read or write everything an admitted request names under its row's [`AccessRule`]: the
//! path's ids, the query's and the body's, and a sub-resource id in the path. Each rule is
//! written here once; whether a principal may act on what an id names is
//! [`crate::authz::Principal::may`]'s answer, and which place an id names is
//! [`crate::authz::Authorizer`]'s. A denial and a missing id both answer 403.

use serde::Deserialize;
use upstream_clients::crm::Company;
use upstream_clients::invoicing::EInvoicing;
use upstream_clients::UpstreamError;

use super::body::BodyId;
use super::dispatch::ApiRouter;
use super::params::{PathParams, CUSTOMERSHIP_COMPANY, CUSTOMER_CODE, USER_REFERENCE};
use super::{AccessRule, Ownership, PlaceRule, Row};
use crate::authz::{Capability, Grant, Managed, OwnerCheck, Place, Principal, Target};
use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;
use crate::state::AppState;

/// What an admitted request names: its path values, its declared query and the ids of its
/// body (none for a read).
#[derive(Clone, Copy)]
pub struct Named<'a> {
    pub params: &'a PathParams,
    pub query: &'a [(String, String)],
    pub body: &'a [BodyId],
}

impl<'a> Named<'a> {
    /// A request that names only its path values.
    pub fn path(params: &'a PathParams) -> Self {
        Named {
            params,
            query: &[],
            body: &[],
        }
    }

    fn query(&self, name: &str) -> Option<&'a str> {
        self.query
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The body's ids of one kind, as `pick` takes them (no allocation for a read's none).
    fn body_ids(&self, pick: impl Fn(&'a BodyId) -> Option<&'a str>) -> Vec<&'a str> {
        self.body.iter().filter_map(pick).collect()
    }
}

/// 403 unless `caller` may `capability` everything `named` names under `row`'s access rule,
/// its sub-resource id included (`router` finds the row that lists it).
pub(super) async fn authorize(
    row: &Row,
    router: &ApiRouter,
    caller: &SignedIn,
    named: Named<'_>,
    capability: Capability,
    state: &AppState,
) -> ApiResult<()> {
    check(row.policy.access, caller, named, capability, state).await?;
    super::sub_resource::check(row, router, caller, named.params, state).await
}

/// [`check`] of a request that names nothing but its path's values: a hand-written handler's.
pub async fn check_path(
    rule: AccessRule,
    caller: &SignedIn,
    params: &PathParams,
    capability: Capability,
    state: &AppState,
) -> ApiResult<Grant> {
    check(rule, caller, Named::path(params), capability, state).await
}

/// The rule itself: `authorize` for a row, and the access check of a hand-written fan-out,
/// which declares its rule like a row does. Why access was granted comes back (customer
/// service sees less of a customer's content than the customer); a rule that names no user
/// grants as [`Grant::Own`].
pub async fn check(
    rule: AccessRule,
    caller: &SignedIn,
    named: Named<'_>,
    capability: Capability,
    state: &AppState,
) -> ApiResult<Grant> {
    let (authz, params) = (&state.authz, named.params);
    let granted = |allowed: bool| allowed.then_some(Grant::Own).ok_or(ApiError::Forbidden);
    match rule {
        AccessRule::Public | AccessRule::Session => Ok(Grant::Own),
        // `bearer_place` has checked the token's place and bound the row to it.
        AccessRule::ExternalBearer => Ok(Grant::Own),
        AccessRule::Owner(ownership) => owner(ownership, caller, named, capability, state).await,
        AccessRule::Company | AccessRule::CompanyPersonal => {
            // A personal setting changes nothing of the places themselves (A56).
            let capability = match rule {
                AccessRule::CompanyPersonal => Capability::Read,
                _ => capability,
            };
            let places = named.body_ids(|id| match id {
                BodyId::Location(place) => Some(place.as_str()),
                _ => None,
            });
            let place = params.get("compositeLocationId");
            let (user, company) = (params.user_id()?, params.company_ref());
            authz
                .company(caller, user, company, place, &places, capability)
                .await
                .map(|()| Grant::Own)
                .map_err(|refusal| match (rule, refusal) {
                    // A setting is no read of the places: refused as any other write.
                    (AccessRule::CompanyPersonal, ApiError::PlacesRefused(_)) => {
                        ApiError::Forbidden
                    }
                    (_, refusal) => refusal,
                })
        }
        AccessRule::ApiTokens => {
            let places = named.body_ids(|id| match id {
                BodyId::CompanyPlaceRef(reference) => Some(reference.as_str()),
                _ => None,
            });
            authz
                .api_tokens(caller, params.company_ref(), &places, capability)
                .await
                .map(|()| Grant::Own)
        }
        AccessRule::UserManagement { main_user } => {
            user_management(caller, named, main_user, capability, state).await
        }
        AccessRule::PanelOfVisible => {
            let panel = params.get("panelId").unwrap_or_default();
            let check = OwnerCheck::self_only().panel(panel).visible();
            of_visible(caller, check, capability, state).await
        }
        AccessRule::InvoiceOfVisible => {
            let place = invoice_place(caller, params, state).await?;
            let check = OwnerCheck::self_only().location(&place).visible();
            of_visible(caller, check, capability, state).await
        }
        AccessRule::SessionSubject => {
            let subject = caller.auth().subject;
            granted(params.get("uuid") == Some(subject.as_str()))
        }
        AccessRule::QueryOwner => {
            let user = named.query("priwattiUserId").and_then(|v| v.parse().ok());
            if user.is_none() || user != caller.user_id() {
                return Err(ApiError::Forbidden);
            }
            match named.query("locationIdentifier") {
                Some(location) => {
                    let check = OwnerCheck::self_only().location(location).visible();
                    of_visible(caller, check, capability, state).await
                }
                None => Ok(Grant::Own),
            }
        }
        AccessRule::MessageOfSelf => message_of_self(caller, params, state).await,
        AccessRule::NoPortalUser => match caller.user_id() {
            Some(_) => Err(ApiError::AccountExists),
            None => Ok(Grant::Own),
        },
        AccessRule::InvoicingCodesOfSelf => invoicing_codes_of_self(caller, named, state).await,
        AccessRule::Staff { allowed, denied } => {
            let groups = caller.groups().await?;
            let staff = Principal::Staff { groups: &groups };
            granted(staff.may(capability, Target::Permission { allowed, denied }))
        }
    }
}

/// The ownership cell (§0.4): the path's `{userId}` (the caller, or for a read a grantor of
/// theirs or a customer of staff under rule CS) with the row's place and panel, and every user,
/// place and panel the body names, checked alike. A write never passes for a grantor or staff:
/// every user it names must be the caller.
async fn owner(
    ownership: Ownership,
    caller: &SignedIn,
    named: Named<'_>,
    capability: Capability,
    state: &AppState,
) -> ApiResult<Grant> {
    let params = named.params;
    let caller_id = caller.user_id();
    let path_user = match params.get("userId") {
        Some(_) => Some(params.user_id()?),
        None => None,
    };
    let mut body_users = named
        .body
        .iter()
        .filter_map(|id| match id {
            BodyId::User(user) => Some(*user),
            _ => None,
        })
        .peekable();
    // #60 names its user only in the body.
    let user = match (path_user, body_users.peek()) {
        (Some(user), _) => user,
        (None, Some(_)) => caller_id.ok_or(ApiError::Forbidden)?,
        (None, None) => return Err(ApiError::internal("an owner-checked row names no user")),
    };
    let foreign = |other: u64| Some(other) != caller_id;
    if body_users.any(foreign) || (capability == Capability::Write && foreign(user)) {
        return Err(ApiError::Forbidden);
    }
    let authz = &state.authz;
    let check = owner_check(ownership, params);
    let grant = authz.owner(caller, user, check, capability).await?;
    for id in named.body {
        let check = match id {
            BodyId::Location(location) => {
                let check = OwnerCheck::self_only().place(Place::Id(location));
                if ownership.place == PlaceRule::OwnOfUser {
                    check
                } else {
                    check.visible()
                }
            }
            BodyId::Panel(panel) => OwnerCheck::self_only().panel(panel),
            BodyId::User(_)
            | BodyId::InvoicingCustomer(_)
            | BodyId::InvoicingContract(_)
            | BodyId::CompanyPlaceRef(_) => continue,
            BodyId::CompanyPlace(_) | BodyId::CompanyUser(_) => {
                return Err(ApiError::internal("a company id in an owner-checked body"))
            }
        };
        authz.owner(caller, user, check, capability).await?;
    }
    Ok(grant)
}

/// The row's ownership cell as the authorizer checks it, with the path's place and panel.
fn owner_check(ownership: Ownership, params: &PathParams) -> OwnerCheck<'_> {
    let mut check = if ownership.grantor {
        OwnerCheck::self_or_grantor()
    } else {
        OwnerCheck::self_only()
    };
    if ownership.place != PlaceRule::None {
        if let Some(id) = params.get("locationId") {
            check = check.place(Place::Id(id));
        } else if let Some(reference) = params.get("locationRef") {
            check = check.place(Place::Ref(reference));
        }
    }
    if ownership.place == PlaceRule::Visible {
        check = check.visible();
    }
    if ownership.panel {
        if let Some(panel) = params.get("panelId") {
            check = check.panel(panel);
        }
    }
    if ownership.customer_service {
        check = check.customer_service();
    }
    check
}

/// A place or panel named without a user (#62, #101, #181, #182, A28): in `visible(self)`, the
/// caller's own or a grantor's.
async fn of_visible(
    caller: &SignedIn,
    check: OwnerCheck<'_>,
    capability: Capability,
    state: &AppState,
) -> ApiResult<Grant> {
    let caller_id = caller.user_id().ok_or(ApiError::Forbidden)?;
    state
        .authz
        .owner(caller, caller_id, check, capability)
        .await
}

/// A user-management row (A57): the company, the main user when `main_user`, and what the
/// request names: the path's `{userRef}`, the query's user reference and customership, the
/// body's places and users.
async fn user_management(
    caller: &SignedIn,
    named: Named<'_>,
    main_user: bool,
    capability: Capability,
    state: &AppState,
) -> ApiResult<Grant> {
    let params = named.params;
    let mut managed = Managed {
        users: params.get("userRef").into_iter().collect(),
        ..Managed::default()
    };
    managed.users.extend(named.query(USER_REFERENCE));
    if let Some(code) = named.query(CUSTOMER_CODE) {
        let origin = named
            .query(CUSTOMERSHIP_COMPANY)
            .and_then(|origin| Company::ALL.into_iter().find(|c| c.code() == origin))
            .ok_or(ApiError::Forbidden)?;
        managed.customership = Some((origin, code));
    }
    for id in named.body {
        match id {
            BodyId::CompanyPlace(place) => managed.places.push(place),
            BodyId::CompanyUser(user) => managed.users.push(user),
            _ => {
                return Err(ApiError::internal(
                    "a user-management body names another id",
                ))
            }
        }
    }
    state
        .authz
        .user_management(
            caller,
            params.company_ref(),
            main_user,
            &managed,
            capability,
        )
        .await
        .map(|()| Grant::Own)
}

/// An External API row's path values bound to the token's place (A58): a `{locationRef}` in the
/// path must be the token's (403 otherwise), and `locationRef` and `locationId` become the
/// token's place for the upstream path, which rows without a place in their path answer for;
/// `companyRef` its company, whose lists a write makes stale.
pub(super) async fn bearer_place(
    caller: &SignedIn,
    params: PathParams,
    state: &AppState,
    capability: Capability,
) -> ApiResult<PathParams> {
    let bearer = caller.bearer().ok_or(ApiError::InvalidToken)?;
    let location_id = state
        .authz
        .bearer_place(
            caller,
            &bearer.company_ref,
            &bearer.location_ref,
            capability,
        )
        .await?;
    let principal = Principal::Bearer {
        user_id: caller.user_id().ok_or(ApiError::Forbidden)?,
        location_id: &location_id,
        location_ref: &bearer.location_ref,
    };
    let named = params.get("locationRef").unwrap_or(&bearer.location_ref);
    if !principal.may(capability, Target::PlaceRef(named)) {
        return Err(ApiError::Forbidden);
    }
    let location_ref = bearer.location_ref.clone();
    Ok(params
        .with("locationRef", location_ref)
        .with("locationId", location_id)
        .with("companyRef", bearer.company_ref.clone()))
}

/// What an id of the request belongs to, asked of the system that holds it at `segments`. An
/// id the system does not know answers like another customer's (403, A6).
async fn belongs_to<T: serde::de::DeserializeOwned>(
    caller: &SignedIn,
    client: &upstream_clients::ReadClient,
    segments: &[&str],
) -> ApiResult<T> {
    let answer = super::read_as(caller, client, segments, &[]).await;
    match answer {
        Err(ApiError::Upstream(UpstreamError::NotFound { .. })) => Err(ApiError::Forbidden),
        other => other,
    }
}

/// The place an invoice belongs to, asked from invoicing (the contract's `place` read).
async fn invoice_place(
    caller: &SignedIn,
    params: &PathParams,
    state: &AppState,
) -> ApiResult<String> {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct InvoicePlace {
        location_identifier: String,
    }
    let origin = params.get("origin").unwrap_or_default();
    let number = params.get("invoiceNumber").unwrap_or_default();
    let segments = upstream_clients::invoicing::paths::invoice_place(origin, number);
    let place: InvoicePlace = belongs_to(caller, &state.reads.invoicing, &segments).await?;
    Ok(place.location_identifier)
}

/// #66: the message must be addressed to the caller; messaging says to whom it is.
async fn message_of_self(
    caller: &SignedIn,
    params: &PathParams,
    state: &AppState,
) -> ApiResult<Grant> {
    #[derive(Deserialize)]
    #[serde(rename_all = "camelCase")]
    struct Recipient {
        priwatti_user_id: u64,
    }
    let message = params.get("messageId").unwrap_or_default();
    let segments = upstream_clients::messaging::paths::message_recipient(message);
    let recipient: Recipient = belongs_to(caller, &state.reads.messaging, &segments).await?;
    if Some(recipient.priwatti_user_id) == caller.user_id() {
        Ok(Grant::Own)
    } else {
        Err(ApiError::Forbidden)
    }
}

/// #185: the invoicing customer and contract codes in the body must be the caller's, as the
/// e-invoicing status (#183) lists them.
async fn invoicing_codes_of_self(
    caller: &SignedIn,
    named: Named<'_>,
    state: &AppState,
) -> ApiResult<Grant> {
    let ids = named.body;
    let caller_id = caller.user_id().ok_or(ApiError::Forbidden)?.to_string();
    let segments = upstream_clients::invoicing::paths::e_invoicing(&caller_id);
    let client = &state.reads.invoicing;
    let status: EInvoicing = super::read_as(caller, client, &segments, &[]).await?;
    let owned = ids.iter().all(|id| match id {
        BodyId::InvoicingCustomer(code) => status
            .items
            .iter()
            .any(|item| &item.invoicing_customer_code == code),
        BodyId::InvoicingContract(code) => status
            .items
            .iter()
            .any(|item| item.invoicing_contract_codes.contains(code)),
        _ => false,
    });
    if owned && !ids.is_empty() {
        Ok(Grant::Own)
    } else {
        Err(ApiError::Forbidden)
    }
}
