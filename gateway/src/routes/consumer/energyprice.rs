//! The `/api/v2/energyprice` rows (and `/api/v3/energyprice`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::EnergyPrices;
use upstream_clients::metering::FutureEnergyPrice;
use upstream_clients::metering::WeightedConsumptionSuggestion;
use upstream_clients::System;

use crate::endpoint::params::{optional, required, Kind};
use crate::endpoint::{json, Access, Caching, Extras, Row};

/// The declared rows, one row a few lines with the same fields in the same order: a table,
/// kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 167, method: Method::GET, operation_id: "getEnergyPriceFuture", tag: "prices",
            path: "/api/v2/energypricefuture",
            summary: "Monthly price history and forecast",
            access: Access::Session, upstream: System::Metering, cache: Caching::Shared,
            answer: json::<FutureEnergyPrice>(), extras: Extras { query: const { &[optional("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12"), optional("vat", Kind::Bool, "With VAT (default true)")] }, ..Extras::NONE } },
        Row { number: 168, method: Method::GET, operation_id: "getEnergyPrice", tag: "prices",
            path: "/api/v2/energyprice",
            summary: "The month's spot prices (and tomorrow's once published)",
            access: Access::Session, upstream: System::Metering, cache: Caching::Shared,
            answer: json::<EnergyPrices>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12"), optional("vat", Kind::Bool, "With VAT (default true)")] }, ..Extras::NONE } },
        Row { number: 169, method: Method::GET, operation_id: "getWeightedConsumptionSuggestion", tag: "prices",
            path: "/api/v2/energyprice/weightedConsumptionSuggestion",
            summary: "Suggested price-weighted consumption",
            access: Access::Session, upstream: System::Metering, cache: Caching::Shared,
            answer: json::<WeightedConsumptionSuggestion>(), extras: Extras::NONE },
    ]
}
