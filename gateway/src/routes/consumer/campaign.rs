//! The `/api/v2/campaign` rows (and `/api/v3/campaign`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::{Campaign, CampaignList, CampaignRequest};
use upstream_clients::System;

use crate::endpoint::{
    body, created, json, AccessRule, After, Answer, Caching, Examples, Extras, Ownership, Policy,
    Row,
};

/// Campaign administration (A31): the benefits group, never cached.
const BENEFITS: Policy = Policy {
    access: AccessRule::Staff {
        allowed: &["ADMIN_GROUP_BENEFITS", "ADMIN_GROUP_SUPERUSERS"],
        denied: &[],
    },
    upstream: System::Content,
    cache: Caching::Never,
};

/// What customers read of campaigns, evicted for everyone by every campaign write.
const CUSTOMERS_CAMPAIGNS: &[After] = &[After::EvictForEveryone(&[
    "getCampaign",
    "getPublishedCampaigns",
    "getCurrentCampaigns",
])];

/// #82's and #83's body.
const CAMPAIGN: Examples = Examples::new(
    r#"{"status": "DRAFT", "title": "Talviedut", "description": "Kodin lämmityksen tarkastus talven alla.", "benefit": "-15 %", "partner": "Lämpöhuolto Oy", "linkUrl": "https://edut.demo.example/talvi", "company": "VARE", "startDate": "2099-12-01", "endDate": "2099-12-31"}"#,
    r#"{"status": "EXPIRED", "title": "", "description": "x", "benefit": "x", "partner": "x", "linkUrl": "http://x", "startDate": "2099-12-31", "endDate": "2099-12-01"}"#,
);

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
        Row { number: 79, method: Method::GET, operation_id: "getExpiredCampaigns", tag: "content",
            path: "/api/v2/campaign/expired",
            summary: "Campaigns whose last day has passed (A31)",
            policy: BENEFITS,
            answer: json::<CampaignList>(), extras: Extras::NONE },
        Row { number: 80, method: Method::GET, operation_id: "getDraftCampaigns", tag: "content",
            path: "/api/v2/campaign/drafts",
            summary: "Draft campaigns (A31)",
            policy: BENEFITS,
            answer: json::<CampaignList>(), extras: Extras::NONE },
        Row { number: 82, method: Method::POST, operation_id: "createCampaign", tag: "content",
            path: "/api/v2/campaign",
            summary: "A new campaign, as a draft or published (A31)",
            policy: BENEFITS,
            answer: created::<Campaign>(), extras: Extras { body: Some(body::<CampaignRequest>(&[], CAMPAIGN)), after: CUSTOMERS_CAMPAIGNS, ..Extras::NONE } },
        Row { number: 83, method: Method::PUT, operation_id: "updateCampaign", tag: "content",
            path: "/api/v2/campaign/{campaignId}",
            summary: "Replace a campaign (A31)",
            policy: BENEFITS,
            answer: json::<Campaign>(), extras: Extras { body: Some(body::<CampaignRequest>(&[], CAMPAIGN)), after: CUSTOMERS_CAMPAIGNS, ..Extras::NONE } },
        Row { number: 84, method: Method::PUT, operation_id: "deleteCampaign", tag: "content",
            path: "/api/v2/campaign/deleteCampaign/{campaignId}",
            summary: "Delete a campaign (a delete sent as PUT, A31)",
            policy: BENEFITS,
            answer: Answer::NoContent, extras: Extras { after: CUSTOMERS_CAMPAIGNS, ..Extras::NONE } },
    ]
}
