use actix_web::{web, HttpRequest, HttpResponse};
use upstream_clients::crm::UserContent;

use crate::authz::{Capability, Grant};
use crate::cache::{CacheScope, CachedBody, ResponseCache};
use crate::endpoint::access;
use crate::endpoint::params::{optional, Kind, CONTRACT_TYPES};
use crate::endpoint::{
    answer_response, body, id, json, AccessRule, After, Answer, Caching, Examples, Extras, IdAt,
    IdKind, Ownership, PathParams, Policy, Row, SubResource,
};
use crate::error::{ApiError, ApiResult, Problem, SessionExpired, UpstreamProblems};
use crate::session::SignedIn;
use crate::state::AppState;
use actix_web::http::Method;
use upstream_clients::content::AdvertisementTile;
use upstream_clients::crm::ContractList;
use upstream_clients::crm::FollowUpAcceptance;
use upstream_clients::crm::FollowUpOfferList;
use upstream_clients::crm::FollowUpOfferStatus;
use upstream_clients::crm::LocationNameRequest;
use upstream_clients::crm::MoveRequest;
use upstream_clients::crm::MoveRequestReceipt;
use upstream_clients::crm::SetContentOrderRequest;
use upstream_clients::crm::SwitchGuard;
use upstream_clients::System;

/// #116 A user's content: the user, their use places and the places shared with them.
/// Ownership: `userId=self`, plus customer-service staff of the user's company (+CS, A3), who
/// see only the places at their own companies.
#[utoipa::path(
    get,
    path = "/api/v2/servicelocation/user/{userId}/content",
    tag = "servicelocation",
    operation_id = "getUserContent",
    params(("userId" = u64, Path, description = "The portal user id (priwattiUserId)")),
    responses(
        (status = 200, body = UserContent),
        (status = 400, description = "VALIDATION_FAILED: userId is not a number", body = Problem, content_type = "application/problem+json"),
        SessionExpired,
        (status = 403, description = "FORBIDDEN: another user's id, or no such user", body = Problem, content_type = "application/problem+json"),
        UpstreamProblems,
    )
)]
pub async fn user_content(
    signed_in: SignedIn,
    state: web::Data<AppState>,
    params: PathParams,
    req: HttpRequest,
) -> ApiResult<HttpResponse> {
    let user_id = params.user_id()?;
    let rule = AccessRule::Owner(Ownership::SELF_CS);
    let access = access::check_path(rule, &signed_in, &params, Capability::Read, &state).await?;
    // §0.6 caches #116 per caller: the key is the caller's scope and the canonical path, and
    // the access check above runs before every hit.
    let Some(caller_id) = signed_in.user_id() else {
        return Err(ApiError::Forbidden);
    };
    let key = ResponseCache::key(
        CacheScope::User(caller_id),
        "GET",
        &format!("/api/v2/servicelocation/user/{user_id}/content"),
        &[],
    );
    let fetch = || async {
        let content = content_for(&signed_in, &state, user_id, access).await?;
        let body = serde_json::to_vec(&content).map_err(ApiError::internal)?;
        Ok(CachedBody::kept(body.into()))
    };
    let cached = state.cache.get_or_fetch(key, fetch).await?;
    Ok(answer_response(&req, &cached))
}

/// The user's content as the caller may see it.
async fn content_for(
    signed_in: &SignedIn,
    state: &AppState,
    user_id: u64,
    access: Grant,
) -> ApiResult<UserContent> {
    let mut content = signed_in
        .read(|token| async move { state.crm.user_content(&token, user_id).await })
        .await?;
    if access == Grant::CustomerService {
        if let Some((companies, places)) = state
            .authz
            .customer_service_view(signed_in, user_id)
            .await?
        {
            content
                .content
                .retain(|item| places.contains(&item.location.identifier));
            content
                .user
                .customer_codes
                .retain(|code| companies.contains(&code.company));
        }
    }
    Ok(content)
}
/// The places an order lists.
const ORDER: &[IdAt] = &[id(IdKind::Location, &["order", "*"])];

/// The place #115 names.
const NAMED_PLACE: &[IdAt] = &[id(IdKind::Location, &["locationIdentifier"])];

/// The place #238 moves out of.
const MOVING_PLACE: &[IdAt] = &[id(IdKind::Location, &["locationId"])];

/// #114's order of kuluttaja's places.
const CONTENT_ORDER: Examples =
    Examples::new(r#"{"order": ["KP100103", "KP100101", "KP100102"]}"#, "{}");

/// #115's name for a place.
const PLACE_NAME: Examples = Examples::new(
    r#"{"locationIdentifier": "KP100101", "name": "Koti"}"#,
    "{}",
);

/// #238's move out of a place.
const MOVE: Examples = Examples::new(
    r#"{"locationId": "KP100101", "moveOutDate": "2026-12-31",
        "newAddress": {"street": "Uusikatu 1", "postalCode": "00100", "city": "Helsinki"},
        "contractWanted": true}"#,
    "{}",
);

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 55, method: Method::PUT, operation_id: "acceptFollowupOffer", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/followupoffer/accept/{leadId}",
            summary: "Accept a follow-up offer",
            policy: Policy::OWN_AT_CRM,
            answer: json::<FollowUpAcceptance>(), extras: Extras { sub_resource: Some(SubResource { param: "leadId", listed_by: "getFollowupOffers", at: &["offers", "*", "leadId"], in_any_own_place: true }), ..Extras::NONE } },
        Row { number: 56, method: Method::GET, operation_id: "getFollowupOfferStatus", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/followupoffer/location/{locationId}/status",
            summary: "Follow-up offer status of a place",
            policy: Policy::OWN_PLACE_AT_CRM,
            answer: json::<FollowUpOfferStatus>(), extras: Extras::NONE },
        Row { number: 57, method: Method::GET, operation_id: "getFollowupOffers", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/followupoffer/location/{locationId}/offers",
            summary: "Follow-up offers of a place",
            policy: Policy::OWN_PLACE_AT_CRM,
            answer: json::<FollowUpOfferList>(), extras: Extras::NONE },
        Row { number: 114, method: Method::POST, operation_id: "setContentOrder", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/setContentOrder",
            summary: "Order of the use places",
            policy: Policy::PLACE_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<SetContentOrderRequest>(ORDER, CONTENT_ORDER)), after: const { &[After::Evict(&["getUserContent", "getLocationDetails"])] }, ..Extras::NONE } },
        Row { number: 115, method: Method::POST, operation_id: "setLocationName", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/name",
            summary: "Name a use place",
            policy: Policy::PLACE_SAVE_AT_CRM,
            answer: Answer::NoContent, extras: Extras { body: Some(body::<LocationNameRequest>(NAMED_PLACE, PLACE_NAME)), after: const { &[After::Evict(&["getUserContent", "getLocationDetails"])] }, ..Extras::NONE } },
        Row { number: 118, method: Method::GET, operation_id: "getLocationContracts", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/location/{locationId}/contracts",
            summary: "Contracts of a place",
            policy: Policy::CRM_OF_PLACE,
            answer: json::<ContractList>(), extras: Extras { query: const { &[optional( "contractType", Kind::OneOf(CONTRACT_TYPES), "Only contracts of this type", )] }, ..Extras::NONE } },
        Row { number: 119, method: Method::GET, operation_id: "getSwitchGuard", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/location/{locationId}/contract/switchGuard",
            summary: "Whether and when the contract can be switched",
            policy: Policy::CRM_OF_PLACE,
            answer: json::<SwitchGuard>(), extras: Extras::NONE },
        Row { number: 120, method: Method::GET, operation_id: "getLocationAdvertisementTile", tag: "content",
            path: "/api/v2/servicelocation/user/{userId}/location/{locationId}/advertisementtile",
            summary: "The advertisement tile of a place",
            policy: Policy { access: AccessRule::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Content, cache: Caching::PerUser },
            answer: json::<AdvertisementTile>(), extras: Extras::NONE },
        Row { number: 238, method: Method::POST, operation_id: "requestMove", tag: "servicelocation",
            path: "/api/v2/servicelocation/user/{userId}/move",
            summary: "Moving service: end a place's contract and start one at the new address",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF_OWN_PLACE), upstream: System::Crm, cache: Caching::Never },
            answer: json::<MoveRequestReceipt>(), extras: Extras { body: Some(body::<MoveRequest>(MOVING_PLACE, MOVE)), ..Extras::NONE } },
    ]
}
