//! The `/api/v2/energyprice` rows (and `/api/v3/energyprice`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::EnergyPrices;
use upstream_clients::metering::FutureEnergyPrice;
use upstream_clients::metering::WeightedConsumptionSuggestion;

use crate::endpoint::params::{optional, required, Kind};
use crate::endpoint::{json, Extras, Policy, Row};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 167, method: Method::GET, operation_id: "getEnergyPriceFuture", tag: "prices",
            path: "/api/v2/energypricefuture",
            summary: "Monthly price history and forecast",
            policy: Policy::SHARED_AT_METERING,
            answer: json::<FutureEnergyPrice>(), extras: Extras { query: const { &[optional("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12"), optional("vat", Kind::Bool, "With VAT (default true)")] }, ..Extras::NONE } },
        Row { number: 168, method: Method::GET, operation_id: "getEnergyPrice", tag: "prices",
            path: "/api/v2/energyprice",
            summary: "The month's spot prices (and tomorrow's once published)",
            policy: Policy::SHARED_AT_METERING,
            answer: json::<EnergyPrices>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12"), optional("vat", Kind::Bool, "With VAT (default true)")] }, ..Extras::NONE } },
        Row { number: 169, method: Method::GET, operation_id: "getWeightedConsumptionSuggestion", tag: "prices",
            path: "/api/v2/energyprice/weightedConsumptionSuggestion",
            summary: "Suggested price-weighted consumption",
            policy: Policy::SHARED_AT_METERING,
            answer: json::<WeightedConsumptionSuggestion>(), extras: Extras::NONE },
    ]
}
