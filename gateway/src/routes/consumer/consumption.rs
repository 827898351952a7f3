//! The `/api/v2/consumption` rows (and `/api/v3/consumption`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::Budget;
use upstream_clients::metering::ConsumptionBudgetRequest;
use upstream_clients::metering::ConsumptionProfile;
use upstream_clients::metering::DistrictHeatingSummary;
use upstream_clients::metering::DistrictHeatingTimeseries;
use upstream_clients::metering::ElectricitySummary;
use upstream_clients::metering::ElectricityTimeseries;
use upstream_clients::metering::PricingData;
use upstream_clients::metering::ProductComparison;
use upstream_clients::metering::ProductConfiguration;
use upstream_clients::metering::ProductConfigurationRequest;
use upstream_clients::metering::WeightedConsumption;

use crate::endpoint::params::{optional, required, Kind};
use crate::endpoint::{body, json, After, Answer, Examples, Extras, Policy, Row};

/// #122's product.
const PRODUCT: Examples = Examples::new(r#"{"product": "HOME_INSURANCE"}"#, "{}");

/// #129's budget.
const BUDGET: Examples = Examples::new(r#"{"active": true, "budget": 300}"#, "{}");

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 121, method: Method::GET, operation_id: "getProductConfiguration", tag: "consumption",
            path: "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productConfiguration",
            summary: "Add-on products (green power, home insurance) of a place",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ProductConfiguration>(), extras: Extras::NONE },
        Row { number: 122, method: Method::POST, operation_id: "setProductConfiguration", tag: "consumption",
            path: "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productConfiguration",
            summary: "Order green power or home insurance for a place",
            policy: Policy::OWN_PLACE_SAVE_AT_METERING,
            answer: json::<ProductConfiguration>(), extras: Extras { body: Some(body::<ProductConfigurationRequest>(&[], PRODUCT)), after: const { &[After::Evict(&["getProductConfiguration", "getPricing", "getProductComparison", "getLocationDetails"])] }, ..Extras::NONE } },
        Row { number: 123, method: Method::DELETE, operation_id: "deleteProductConfiguration", tag: "consumption",
            path: "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productConfiguration",
            summary: "End the add-on products of a place",
            policy: Policy::OWN_PLACE_SAVE_AT_METERING,
            answer: Answer::NoContent, extras: Extras { after: const { &[After::Evict(&["getProductConfiguration", "getPricing", "getProductComparison", "getLocationDetails"])] }, ..Extras::NONE } },
        Row { number: 124, method: Method::GET, operation_id: "getPricing", tag: "consumption",
            path: "/api/v2/consumption/pricing/user/{userId}/location/{locationId}",
            summary: "The month's price components",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<PricingData>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 125, method: Method::GET, operation_id: "getProductComparison", tag: "consumption",
            path: "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productComparison",
            summary: "Spot, fixed and green power compared by building package",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ProductComparison>(), extras: Extras::NONE },
        Row { number: 126, method: Method::GET, operation_id: "getElectricitySummary", tag: "consumption",
            path: "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/summary",
            summary: "Electricity consumption and cost of a year or month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ElectricitySummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12"), optional("includeMeasured", Kind::Bool, "Include measured values (default true)"), optional("vat", Kind::Bool, "Prices with VAT (default: the place's vat flag)")] }, ..Extras::NONE } },
        Row { number: 127, method: Method::GET, operation_id: "getElectricityTimeseries", tag: "consumption",
            path: "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/timeseries",
            summary: "A year's 15-minute electricity consumption with prices and temperature",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ElectricityTimeseries>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits")] }, ..Extras::NONE } },
        Row { number: 128, method: Method::GET, operation_id: "getElectricityProfile", tag: "consumption",
            path: "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/profile/data",
            summary: "The month's consumption profile by hour",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ConsumptionProfile>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 129, method: Method::POST, operation_id: "setConsumptionBudget", tag: "consumption",
            path: "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/setConsumptionBudget",
            summary: "Save the monthly consumption budget",
            policy: Policy::OWN_PLACE_SAVE_AT_METERING,
            answer: json::<Budget>(), extras: Extras { body: Some(body::<ConsumptionBudgetRequest>(&[], BUDGET)), after: const { &[After::Evict(&["getLocationDetails", "getConsumptionBudgetSummary"])] }, ..Extras::NONE } },
        Row { number: 130, method: Method::GET, operation_id: "getDistrictHeatingSummary", tag: "consumption",
            path: "/api/v2/consumption/districtheating/user/{userId}/location/{locationId}/summary",
            summary: "District heating energy and cost of a year or month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<DistrictHeatingSummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12"), optional("unit", Kind::OneOf(&["MWH", "KWH"]), "Energy unit (default MWH)")] }, ..Extras::NONE } },
        Row { number: 131, method: Method::GET, operation_id: "getDistrictHeatingTimeseries", tag: "consumption",
            path: "/api/v2/consumption/districtheating/user/{userId}/location/{locationId}/timeseries",
            summary: "District heating days of a year: energy, return temperature, temperature index",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<DistrictHeatingTimeseries>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits")] }, ..Extras::NONE } },
        Row { number: 132, method: Method::GET, operation_id: "getWeightedConsumption", tag: "consumption",
            path: "/api/v2/consumption/weightedConsumption/user/{userId}/location/{locationId}",
            summary: "Price-weighted consumption of a month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<WeightedConsumption>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12"), optional("vat", Kind::Bool, "Prices with VAT (default: the place's vat flag)")] }, ..Extras::NONE } },
    ]
}
