//! The `/api/v2/alerts` rows (and `/api/v3/alerts`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::crm::DistrictHeatingDisruptionAlert;
use upstream_clients::crm::ElectricityConsumptionAlert;
use upstream_clients::crm::ElectricityContractCheck;
use upstream_clients::crm::EnergyPriceAlert;
use upstream_clients::crm::EnergyPriceReport;
use upstream_clients::messaging::DisruptionElectricityAlert;
use upstream_clients::messaging::DistrictHeatingAlert;
use upstream_clients::messaging::DistrictHeatingBulkAlert;
use upstream_clients::messaging::DistrictHeatingBulkAlertRequest;
use upstream_clients::messaging::WeightedConsumptionAlert;
use upstream_clients::System;

use crate::endpoint::params::{required, Kind};
use crate::endpoint::{
    body, id, json, AccessRule, Caching, Examples, Extras, IdAt, IdKind, Policy, Row,
};

/// The place an alert's body names: visible to the caller, like the path's.
const PLACE_ALERT: &[IdAt] = &[id(IdKind::Location, &["locationIdentifier"])];

/// The places #96 saves the settings for.
const ALERT_PLACES: &[IdAt] = &[id(IdKind::Location, &["locationIdentifiers", "*"])];

/// #86's alert, as #85 answers it (A32: the PUT sends back what the GET read).
const WEIGHTED_PLUS_ALERT: Examples = Examples::new(
    r#"{"active": true, "emailNotifications": true, "includesMargin": true,
        "locationIdentifier": "KP100101", "pushNotifications": true, "thresholdValue": 14.0,
        "vat": true}"#,
    "{}",
);

/// #88's alert, as #87 answers it.
const WEIGHTED_ALERT: Examples = Examples::new(
    r#"{"active": true, "emailNotifications": true, "includesMargin": false,
        "locationIdentifier": "KP100101", "pushNotifications": false, "thresholdValue": 12.0,
        "vat": true}"#,
    "{}",
);

/// #90's thresholds, as #89 answers them; both are optional, so the bad one has its bottom
/// above its top.
const CONSUMPTION_ALERT: Examples = Examples::new(
    r#"{"bottomThresholdValue": 5.0, "topThresholdValue": 60.0}"#,
    r#"{"bottomThresholdValue": 10.0, "topThresholdValue": 5.0}"#,
);

/// #92's alert, as #91 answers it.
const DISRUPTION_ALERT: Examples = Examples::new(
    r#"{"active": true, "defaultPushEndHour": 23, "defaultPushEndMin": 0, "defaultPushStartHour": 7,
        "defaultPushStartMin": 0, "emailSettings": [{"active": true,
        "address": "kuluttaja@demo.example", "id": "EDA-1000001-EMAIL", "pushEndHour": 22,
        "pushEndMin": 0, "pushStartHour": 7, "pushStartMin": 0, "triggeredRecently": false}],
        "locationIdentifier": "KP100101", "phoneSettings": [{"active": true,
        "address": "+358 40 555 0101", "id": "EDA-1000001-SMS", "pushEndHour": 22, "pushEndMin": 0,
        "pushStartHour": 7, "pushStartMin": 0, "triggeredRecently": false}]}"#,
    "{}",
);

/// #94's alert, as #93 answers it.
const DISTRICT_HEATING_ALERT: Examples = Examples::new(
    r#"{"active": true, "locationIdentifier": "KP100102", "settings": {"email": true,
        "emailAddress": "kuluttaja@demo.example", "mobileNumber": "+358 40 555 0101",
        "pushEndHour": 22, "pushEndMin": 0, "pushStartHour": 7, "pushStartMin": 0, "sms": true}}"#,
    "{}",
);

/// #96's settings for the listed places.
const DISTRICT_HEATING_BULK_ALERT: Examples = Examples::new(
    r#"{"settings": {"email": true, "emailAddress": "kuluttaja@demo.example",
        "mobileNumber": "+358 40 555 0101", "pushEndHour": 22, "pushEndMin": 0, "pushStartHour": 7,
        "pushStartMin": 0, "sms": true}, "locationIdentifiers": ["KP100102"]}"#,
    "{}",
);

/// #98's report settings, as #97 answers them.
const PRICE_REPORT: Examples = Examples::new(
    r#"{"active": true, "emailNotifications": true, "id": "EPR-1000001", "pushNotifications": false,
        "unit": "KWH", "vat": "VAT_24"}"#,
    "{}",
);

/// #100's thresholds, as #99 answers them.
const PRICE_ALERT: Examples = Examples::new(
    r#"{"active": true, "bottomThresholdValue": 2.0, "id": "EPA-1000001", "thresholdValue": 25.0}"#,
    "{}",
);

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 85, method: Method::GET, operation_id: "getWeightedConsumptionPlusAlert", tag: "alerts",
            path: "/api/v2/alerts/weightedConsumptionPlus/user/{userId}/location/{locationId}",
            summary: "Weighted consumption plus alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<WeightedConsumptionAlert>(), extras: Extras::NONE },
        Row { number: 86, method: Method::PUT, operation_id: "setWeightedConsumptionPlusAlert", tag: "alerts",
            path: "/api/v2/alerts/weightedConsumptionPlus/user/{userId}/location/{locationId}",
            summary: "Save the weighted-consumption alert with margin",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<WeightedConsumptionAlert>(), extras: Extras { body: Some(body::<WeightedConsumptionAlert>(PLACE_ALERT, WEIGHTED_PLUS_ALERT)), ..Extras::NONE } },
        Row { number: 87, method: Method::GET, operation_id: "getWeightedConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/weightedConsumption/user/{userId}/location/{locationId}",
            summary: "Weighted consumption alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<WeightedConsumptionAlert>(), extras: Extras::NONE },
        Row { number: 88, method: Method::PUT, operation_id: "setWeightedConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/weightedConsumption/user/{userId}/location/{locationId}",
            summary: "Save the weighted-consumption alert",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<WeightedConsumptionAlert>(), extras: Extras { body: Some(body::<WeightedConsumptionAlert>(PLACE_ALERT, WEIGHTED_ALERT)), ..Extras::NONE } },
        Row { number: 89, method: Method::GET, operation_id: "getConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/consumption/user/{userId}/location/{locationId}",
            summary: "Electricity consumption alert thresholds of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<ElectricityConsumptionAlert>(), extras: Extras::NONE },
        Row { number: 90, method: Method::PUT, operation_id: "setConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/consumption/user/{userId}/location/{locationId}",
            summary: "Save the consumption alert thresholds",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<ElectricityConsumptionAlert>(), extras: Extras { body: Some(body::<ElectricityConsumptionAlert>(&[], CONSUMPTION_ALERT)), ..Extras::NONE } },
        Row { number: 91, method: Method::GET, operation_id: "getDisruptionElectricityAlert", tag: "alerts",
            path: "/api/v2/alerts/disruptionelectricity/user/{userId}/location/{locationId}",
            summary: "Electricity disruption alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<DisruptionElectricityAlert>(), extras: Extras::NONE },
        Row { number: 92, method: Method::PUT, operation_id: "setDisruptionElectricityAlert", tag: "alerts",
            path: "/api/v2/alerts/disruptionelectricity/user/{userId}/location/{locationId}",
            summary: "Save the electricity disruption alert",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<DisruptionElectricityAlert>(), extras: Extras { body: Some(body::<DisruptionElectricityAlert>(PLACE_ALERT, DISRUPTION_ALERT)), ..Extras::NONE } },
        Row { number: 93, method: Method::GET, operation_id: "getDistrictHeatingAlert", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}",
            summary: "District heating return temperature alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<DistrictHeatingAlert>(), extras: Extras::NONE },
        Row { number: 94, method: Method::PUT, operation_id: "setDistrictHeatingAlert", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}",
            summary: "Save the district-heating return temperature alert",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<DistrictHeatingAlert>(), extras: Extras { body: Some(body::<DistrictHeatingAlert>(PLACE_ALERT, DISTRICT_HEATING_ALERT)), ..Extras::NONE } },
        Row { number: 95, method: Method::GET, operation_id: "getDistrictHeatingBulkAlert", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}/bulk",
            summary: "District heating alerts across the owner's places",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<DistrictHeatingBulkAlert>(), extras: Extras::NONE },
        Row { number: 96, method: Method::PUT, operation_id: "setDistrictHeatingAlertBulk", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}/bulk",
            summary: "Save the district-heating alert for several places",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<DistrictHeatingDisruptionAlert>(), extras: Extras { body: Some(body::<DistrictHeatingBulkAlertRequest>(ALERT_PLACES, DISTRICT_HEATING_BULK_ALERT)), ..Extras::NONE } },
        Row { number: 97, method: Method::GET, operation_id: "getEnergyPriceReport", tag: "alerts",
            path: "/api/v2/alerts/energypricereport/{userId}",
            summary: "The market price report subscription",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceReport>(), extras: Extras::NONE },
        Row { number: 98, method: Method::PUT, operation_id: "setEnergyPriceReport", tag: "alerts",
            path: "/api/v2/alerts/energypricereport/{userId}",
            summary: "Save the market price report settings",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceReport>(), extras: Extras { body: Some(body::<EnergyPriceReport>(&[], PRICE_REPORT)), ..Extras::NONE } },
        Row { number: 99, method: Method::GET, operation_id: "getEnergyPriceAlert", tag: "alerts",
            path: "/api/v2/alerts/energyprice/{userId}",
            summary: "The market price alert",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceAlert>(), extras: Extras::NONE },
        Row { number: 100, method: Method::PUT, operation_id: "setEnergyPriceAlert", tag: "alerts",
            path: "/api/v2/alerts/energyprice/{userId}",
            summary: "Save the market price alert thresholds",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceAlert>(), extras: Extras { body: Some(body::<EnergyPriceAlert>(&[], PRICE_ALERT)), ..Extras::NONE } },
        Row { number: 101, method: Method::GET, operation_id: "checkElectricityContracts", tag: "user",
            path: "/api/v2/alerts/checkElectricityContracts",
            summary: "Whether the place has electricity contracts for alerts",
            policy: Policy { access: AccessRule::QueryOwner, upstream: System::Crm, cache: Caching::PerUser },
            answer: json::<ElectricityContractCheck>(), extras: Extras { query: const { &[required( "priwattiUserId", Kind::UserId, "The caller's portal user id", ), required( "locationIdentifier", Kind::Location, "A place visible to the caller", )] }, ..Extras::NONE } },
    ]
}
