//! Feature flags and overrides (`/api/admin/feature-flags/v1`, A72), held by content, which
//! merges them into the features rows (#186, #187): every change evicts their cached answers
//! for everyone, so each user's next read shows it.

use actix_web::http::Method;
use upstream_clients::content::{
    FeatureFlag, FeatureFlagList, FeatureOverride, FeatureOverrideList, NewFeatureOverride,
};
use upstream_clients::System;

use super::DEVELOPERS;
use crate::endpoint::{body, created, json, After, Answer, Caching, Examples, Extras, Policy, Row};

/// Flags are the developers' tool (A14), never cached.
const FLAGS: Policy = Policy {
    access: DEVELOPERS,
    upstream: System::Content,
    cache: Caching::Never,
};

/// The reads whose answers a flag or an override changes: the features rows and the place
/// details that carry a place's features.
const FEATURE_READS: &[After] = &[After::EvictForEveryone(&[
    "getUserFeatures",
    "getLocationFeatures",
    "getLocationDetails",
    "getCompanyLocationDetails",
])];

/// #30's body: the market price off for SV's electricity places.
const FLAG: Examples = Examples::new(
    r#"{"feature": "MARKET_PRICE", "enabled": false, "readOnly": true, "qualifiers": [{"type": "ORIGIN", "value": "SV"}, {"type": "UTILITY_TYPE", "value": "ELECTRICITY"}]}"#,
    r#"{"feature": "market price", "enabled": true, "readOnly": false, "qualifiers": [{"type": "ORIGIN", "value": "HELSINKI"}]}"#,
);

/// #32's body: an override of one place.
const OVERRIDE: Examples = Examples::new(
    r#"{"feature": "CONSUMPTION_BUDGET", "locationId": "KP100101", "enabled": true, "readOnly": false}"#,
    r#"{"feature": "CONSUMPTION_BUDGET", "userId": 1000001, "locationId": "KP100101", "enabled": true, "readOnly": false}"#,
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 29, method: Method::GET, operation_id: "getFeatureFlags", tag: "admin",
            path: "/api/admin/feature-flags/v1",
            summary: "Every feature flag",
            policy: FLAGS,
            answer: json::<FeatureFlagList>(), extras: Extras::NONE },
        Row { number: 30, method: Method::POST, operation_id: "setFeatureFlag", tag: "admin",
            path: "/api/admin/feature-flags/v1",
            summary: "Set a feature for everyone its qualifiers hold for (A72)",
            policy: FLAGS,
            answer: json::<FeatureFlag>(), extras: Extras { body: Some(body::<FeatureFlag>(&[], FLAG)), after: FEATURE_READS, ..Extras::NONE } },
        Row { number: 31, method: Method::GET, operation_id: "getFeatureOverrides", tag: "admin",
            path: "/api/admin/feature-flags/v1/override",
            summary: "Every feature override",
            policy: FLAGS,
            answer: json::<FeatureOverrideList>(), extras: Extras::NONE },
        Row { number: 32, method: Method::POST, operation_id: "addFeatureOverride", tag: "admin",
            path: "/api/admin/feature-flags/v1/override",
            summary: "Set a feature for one user or place, beating every flag (A72)",
            policy: FLAGS,
            answer: created::<FeatureOverride>(), extras: Extras { body: Some(body::<NewFeatureOverride>(&[], OVERRIDE)), after: FEATURE_READS, ..Extras::NONE } },
        Row { number: 33, method: Method::DELETE, operation_id: "removeFeatureOverride", tag: "admin",
            path: "/api/admin/feature-flags/v1/override/{overrideId}",
            summary: "Remove a feature override",
            policy: FLAGS,
            answer: Answer::NoContent, extras: Extras { after: FEATURE_READS, ..Extras::NONE } },
    ]
}
