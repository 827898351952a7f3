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
use crate::endpoint::{body, json, AccessRule, Caching, Extras, Policy, Row};

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
            answer: json::<WeightedConsumptionAlert>(), extras: Extras { body: Some(body::<WeightedConsumptionAlert>()), ..Extras::NONE } },
        Row { number: 87, method: Method::GET, operation_id: "getWeightedConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/weightedConsumption/user/{userId}/location/{locationId}",
            summary: "Weighted consumption alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<WeightedConsumptionAlert>(), extras: Extras::NONE },
        Row { number: 88, method: Method::PUT, operation_id: "setWeightedConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/weightedConsumption/user/{userId}/location/{locationId}",
            summary: "Save the weighted-consumption alert",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<WeightedConsumptionAlert>(), extras: Extras { body: Some(body::<WeightedConsumptionAlert>()), ..Extras::NONE } },
        Row { number: 89, method: Method::GET, operation_id: "getConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/consumption/user/{userId}/location/{locationId}",
            summary: "Electricity consumption alert thresholds of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<ElectricityConsumptionAlert>(), extras: Extras::NONE },
        Row { number: 90, method: Method::PUT, operation_id: "setConsumptionAlert", tag: "alerts",
            path: "/api/v2/alerts/consumption/user/{userId}/location/{locationId}",
            summary: "Save the consumption alert thresholds",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<ElectricityConsumptionAlert>(), extras: Extras { body: Some(body::<ElectricityConsumptionAlert>()), ..Extras::NONE } },
        Row { number: 91, method: Method::GET, operation_id: "getDisruptionElectricityAlert", tag: "alerts",
            path: "/api/v2/alerts/disruptionelectricity/user/{userId}/location/{locationId}",
            summary: "Electricity disruption alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<DisruptionElectricityAlert>(), extras: Extras::NONE },
        Row { number: 92, method: Method::PUT, operation_id: "setDisruptionElectricityAlert", tag: "alerts",
            path: "/api/v2/alerts/disruptionelectricity/user/{userId}/location/{locationId}",
            summary: "Save the electricity disruption alert",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<DisruptionElectricityAlert>(), extras: Extras { body: Some(body::<DisruptionElectricityAlert>()), ..Extras::NONE } },
        Row { number: 93, method: Method::GET, operation_id: "getDistrictHeatingAlert", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}",
            summary: "District heating return temperature alert of a place",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<DistrictHeatingAlert>(), extras: Extras::NONE },
        Row { number: 94, method: Method::PUT, operation_id: "setDistrictHeatingAlert", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}",
            summary: "Save the district-heating return temperature alert",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<DistrictHeatingAlert>(), extras: Extras { body: Some(body::<DistrictHeatingAlert>()), ..Extras::NONE } },
        Row { number: 95, method: Method::GET, operation_id: "getDistrictHeatingBulkAlert", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}/bulk",
            summary: "District heating alerts across the owner's places",
            policy: Policy::PLACE_AT_MESSAGING,
            answer: json::<DistrictHeatingBulkAlert>(), extras: Extras::NONE },
        Row { number: 96, method: Method::PUT, operation_id: "setDistrictHeatingAlertBulk", tag: "alerts",
            path: "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}/bulk",
            summary: "Save the district-heating alert for several places",
            policy: Policy::PLACE_SAVE_AT_MESSAGING,
            answer: json::<DistrictHeatingDisruptionAlert>(), extras: Extras { body: Some(body::<DistrictHeatingBulkAlertRequest>()), ..Extras::NONE } },
        Row { number: 97, method: Method::GET, operation_id: "getEnergyPriceReport", tag: "alerts",
            path: "/api/v2/alerts/energypricereport/{userId}",
            summary: "The market price report subscription",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceReport>(), extras: Extras::NONE },
        Row { number: 98, method: Method::PUT, operation_id: "setEnergyPriceReport", tag: "alerts",
            path: "/api/v2/alerts/energypricereport/{userId}",
            summary: "Save the market price report settings",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceReport>(), extras: Extras { body: Some(body::<EnergyPriceReport>()), ..Extras::NONE } },
        Row { number: 99, method: Method::GET, operation_id: "getEnergyPriceAlert", tag: "alerts",
            path: "/api/v2/alerts/energyprice/{userId}",
            summary: "The market price alert",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceAlert>(), extras: Extras::NONE },
        Row { number: 100, method: Method::PUT, operation_id: "setEnergyPriceAlert", tag: "alerts",
            path: "/api/v2/alerts/energyprice/{userId}",
            summary: "Save the market price alert thresholds",
            policy: Policy::OWN_AT_MESSAGING,
            answer: json::<EnergyPriceAlert>(), extras: Extras { body: Some(body::<EnergyPriceAlert>()), ..Extras::NONE } },
        Row { number: 101, method: Method::GET, operation_id: "checkElectricityContracts", tag: "user",
            path: "/api/v2/alerts/checkElectricityContracts",
            summary: "Whether the place has electricity contracts for alerts",
            policy: Policy { access: AccessRule::QueryOwner, upstream: System::Crm, cache: Caching::PerUser },
            answer: json::<ElectricityContractCheck>(), extras: Extras { query: const { &[required( "priwattiUserId", Kind::UserId, "The caller's portal user id", ), required( "locationIdentifier", Kind::Location, "A place visible to the caller", )] }, ..Extras::NONE } },
    ]
}
