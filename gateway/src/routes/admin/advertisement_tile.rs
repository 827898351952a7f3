//! The advertisement tile staff set (`/api/admin/advertisement-tile/v1`, A73), held by content,
//! which answers it in #120, #159 and #174 for customers of its origins: a change evicts those
//! reads for everyone.

use actix_web::http::Method;
use upstream_clients::content::{ActiveAdvertisementTile, StaffAdvertisementTile};
use upstream_clients::System;

use crate::endpoint::{
    body, json, AccessRule, After, Answer, Caching, Examples, Extras, Policy, Row,
};

/// The groups that manage the tile (#34–#36).
const TILE: Policy = Policy {
    access: AccessRule::Staff {
        allowed: &[
            "ADMIN_GROUP_ADVERTISEMENT_TILE",
            "ADMIN_GROUP_DEVELOPER_USERS",
            "ADMIN_GROUP_SUPERUSERS",
        ],
        denied: &[],
    },
    upstream: System::Content,
    cache: Caching::Never,
};

const TILE_READS: &[After] = &[After::EvictForEveryone(&[
    "getLocationAdvertisementTile",
    "getMarketPriceAdvertisementTile",
    "getDemoAdvertisementTile",
])];

/// #35's body.
const NEW_TILE: Examples = Examples::new(
    r#"{"title": "Aurinkopaneelit keväällä", "text": "Tilaa ilmainen kartoitus katollesi.", "linkText": "Lue lisää", "linkUrl": "https://aurinko.demo.example/kartoitus", "origins": ["KUO"]}"#,
    r#"{"title": "", "text": "x", "linkText": "Lue", "linkUrl": "javascript:alert(1)", "origins": []}"#,
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 34, method: Method::GET, operation_id: "getStaffAdvertisementTile", tag: "admin",
            path: "/api/admin/advertisement-tile/v1",
            summary: "The tile staff set, or null (A73)",
            policy: TILE,
            answer: json::<ActiveAdvertisementTile>(), extras: Extras::NONE },
        Row { number: 35, method: Method::POST, operation_id: "setStaffAdvertisementTile", tag: "admin",
            path: "/api/admin/advertisement-tile/v1",
            summary: "Replace the active advertisement tile (A73)",
            policy: TILE,
            answer: json::<StaffAdvertisementTile>(), extras: Extras { body: Some(body::<StaffAdvertisementTile>(&[], NEW_TILE)), after: TILE_READS, ..Extras::NONE } },
        Row { number: 36, method: Method::DELETE, operation_id: "removeStaffAdvertisementTile", tag: "admin",
            path: "/api/admin/advertisement-tile/v1",
            summary: "Remove the active advertisement tile (A21)",
            policy: TILE,
            answer: Answer::NoContent, extras: Extras { after: TILE_READS, ..Extras::NONE } },
    ]
}
