//! The `/api/v2/campaign` rows (and `/api/v3/campaign`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::Campaign;
use upstream_clients::content::CampaignList;
use upstream_clients::System;

use crate::endpoint::{json, Access, Caching, Extras, Op, Ownership, Row};
use crate::routes::groups::SHARED_AT_CONTENT;

/// The declared rows, a table kept as one: a row whose access, upstream and cache policy others
/// share names it (`crate::routes::groups`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        SHARED_AT_CONTENT.row(Op { number: 77, method: Method::GET, operation_id: "getCampaign", tag: "content",
            path: "/api/v2/campaign/{campaignId}",
            summary: "A published campaign",
            answer: json::<Campaign>(), extras: Extras::NONE }),
        SHARED_AT_CONTENT.row(Op { number: 78, method: Method::GET, operation_id: "getPublishedCampaigns", tag: "content",
            path: "/api/v2/campaign/published",
            summary: "Published campaigns",
            answer: json::<CampaignList>(), extras: Extras::NONE }),
        Row { number: 81, method: Method::GET, operation_id: "getCurrentCampaigns", tag: "content",
            path: "/api/v2/campaign/current/{userId}",
            summary: "Campaigns current for the user",
            access: Access::Owner(Ownership::SELF), upstream: System::Content, cache: Caching::PerUser,
            answer: json::<CampaignList>(), extras: Extras::NONE },
    ]
}
