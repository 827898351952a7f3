//! The `/api/v2/campaign` rows (and `/api/v3/campaign`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::Campaign;
use upstream_clients::content::CampaignList;
use upstream_clients::System;

use crate::endpoint::{json, AccessRule, Caching, Extras, Ownership, Policy, Row};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 77, method: Method::GET, operation_id: "getCampaign", tag: "content",
            path: "/api/v2/campaign/{campaignId}",
            summary: "A published campaign",
            policy: Policy::SHARED_AT_CONTENT,
            answer: json::<Campaign>(), extras: Extras::NONE },
        Row { number: 78, method: Method::GET, operation_id: "getPublishedCampaigns", tag: "content",
            path: "/api/v2/campaign/published",
            summary: "Published campaigns",
            policy: Policy::SHARED_AT_CONTENT,
            answer: json::<CampaignList>(), extras: Extras::NONE },
        Row { number: 81, method: Method::GET, operation_id: "getCurrentCampaigns", tag: "content",
            path: "/api/v2/campaign/current/{userId}",
            summary: "Campaigns current for the user",
            policy: Policy { access: AccessRule::Owner(Ownership::SELF), upstream: System::Content, cache: Caching::PerUser },
            answer: json::<CampaignList>(), extras: Extras::NONE },
    ]
}
