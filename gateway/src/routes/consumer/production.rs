//! The `/api/v2/production` rows (and `/api/v3/production`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::MicrogenerationSummary;
use upstream_clients::metering::MicrogenerationTimeseries;
use upstream_clients::solar::FindLinkRequest;
use upstream_clients::solar::MonthlyProduction;
use upstream_clients::solar::PanelDetails;
use upstream_clients::solar::PanelLink;
use upstream_clients::System;

use crate::endpoint::params::{optional, required, Kind};
use crate::endpoint::{
    body, id, json, AccessRule, After, Answer, Caching, Examples, Extras, IdAt, IdKind, Ownership,
    PlaceRule, Policy, Row,
};

/// #60's user, panel and place, each the caller's.
const LINK_IDS: &[IdAt] = &[
    id(IdKind::User, &["userId"]),
    id(IdKind::Panel, &["panelId"]),
    id(IdKind::Location, &["locationId"]),
];

/// #60's panel and place (its user only in the body).
const FIND_LINK: Examples = Examples::new(
    r#"{"userId": 1000001, "panelId": "PV100103", "locationId": "KP100103"}"#,
    "{}",
);

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 58, method: Method::PUT, operation_id: "linkSolarPanel", tag: "solar",
            path: "/api/v2/production/solar/user/{userId}/panel/{panelId}/link/{locationId}",
            summary: "Link a solar panel to a use place",
            policy: Policy::OWN_PANEL_AT_SOLAR,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&["getSolarProduction", "getSolarPanel", "getLocationDetails"])] }, ..Extras::NONE } },
        Row { number: 59, method: Method::PUT, operation_id: "unlinkSolarPanel", tag: "solar",
            path: "/api/v2/production/solar/user/{userId}/panel/{panelId}/unlink/{locationId}",
            summary: "Unlink a solar panel from a use place",
            policy: Policy::OWN_PANEL_AT_SOLAR,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&["getSolarProduction", "getSolarPanel", "getLocationDetails"])] }, ..Extras::NONE } },
        Row { number: 60, method: Method::POST, operation_id: "findSolarLink", tag: "solar",
            path: "/api/v2/production/solar/findLink",
            summary: "Whether a panel is linked to a use place",
            policy: Policy::OWN_PANEL_AT_SOLAR,
            answer: json::<PanelLink>(), extras: Extras { body: Some(body::<FindLinkRequest>(LINK_IDS, FIND_LINK)), ..Extras::NONE } },
        Row { number: 61, method: Method::GET, operation_id: "getSolarProduction", tag: "solar",
            path: "/api/v2/production/solar/user/{userId}/panel/{panelId}/location/{locationId}",
            summary: "Solar production by day of a month",
            policy: Policy { access: AccessRule::Owner(Ownership { grantor: true, place: PlaceRule::OwnOfUser, panel: true, customer_service: true }), upstream: System::Solar, cache: Caching::PerUser },
            answer: json::<MonthlyProduction>(), extras: Extras { query: const { &[optional("year", Kind::Year, "Year (default this year)"), optional("month", Kind::Month, "Month 1-12 (default this month)")] }, ..Extras::NONE } },
        Row { number: 62, method: Method::GET, operation_id: "getSolarPanel", tag: "solar",
            path: "/api/v2/production/solar/panel/{panelId}",
            summary: "Solar plant details",
            policy: Policy { access: AccessRule::PanelOfVisible, upstream: System::Solar, cache: Caching::PerUser },
            answer: json::<PanelDetails>(), extras: Extras::NONE },
        Row { number: 63, method: Method::GET, operation_id: "getMicrogeneration", tag: "consumption",
            path: "/api/v2/production/microgeneration/user/{userId}/location/{locationId}",
            summary: "Microgeneration production of a year or month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<MicrogenerationSummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12"), optional( "includeMeasured", Kind::Bool, "Include measured values (default true)", )] }, ..Extras::NONE } },
        Row { number: 64, method: Method::GET, operation_id: "getMicrogenerationTimeseries", tag: "consumption",
            path: "/api/v2/production/microgeneration/user/{userId}/location/{locationId}/timeseries",
            summary: "Microgeneration production points of a year",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<MicrogenerationTimeseries>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits")] }, ..Extras::NONE } },
    ]
}
