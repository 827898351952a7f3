//! The `/api/v2/campaign` rows (and `/api/v3/campaign`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::Campaign;
use upstream_clients::content::CampaignList;
use upstream_clients::System;

use crate::endpoint::{json, Access, Caching, Extras, Ownership, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 77, method: Method::GET, operation_id: "getCampaign", tag: "content",
            path: "/api/v2/campaign/{campaignId}",
            summary: "A published campaign",
            access: Access::Session, upstream: System::Content, cache: Caching::Shared,
            answer: json::<Campaign>(), extras: Extras::NONE },
        Row { number: 78, method: Method::GET, operation_id: "getPublishedCampaigns", tag: "content",
            path: "/api/v2/campaign/published",
            summary: "Published campaigns",
            access: Access::Session, upstream: System::Content, cache: Caching::Shared,
            answer: json::<CampaignList>(), extras: Extras::NONE },
        Row { number: 81, method: Method::GET, operation_id: "getCurrentCampaigns", tag: "content",
            path: "/api/v2/campaign/current/{userId}",
            summary: "Campaigns current for the user",
            access: Access::Owner(Ownership::SELF), upstream: System::Content, cache: Caching::PerUser,
            answer: json::<CampaignList>(), extras: Extras::NONE },
    ]
}
