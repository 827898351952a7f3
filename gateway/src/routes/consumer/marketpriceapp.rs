//! The `/api/v2/marketpriceapp` rows (and `/api/v3/marketpriceapp`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::content::AdvertisementTile;
use upstream_clients::System;

use crate::endpoint::{json, AccessRule, Caching, Extras, Policy, Row};

pub fn rows() -> Vec<Row> {
    vec![Row {
        number: 159,
        method: Method::GET,
        path: "/api/v2/marketpriceapp/advertisementtile",
        operation_id: "getMarketPriceAdvertisementTile",
        tag: "content",
        summary: "The market price app's advertisement tile",
        policy: Policy {
            access: AccessRule::Session,
            upstream: System::Content,
            cache: Caching::Shared,
        },
        answer: json::<AdvertisementTile>(),
        extras: Extras::NONE,
    }]
}
