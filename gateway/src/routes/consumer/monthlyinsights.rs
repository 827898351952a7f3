//! The `/api/v2/monthlyinsights` rows (and `/api/v3/monthlyinsights`), declared for `crate::endpoint`.

use actix_web::http::Method;
use upstream_clients::metering::ConsumptionBudgetSummary;
use upstream_clients::metering::ConsumptionGraph;
use upstream_clients::metering::GreenPowerSummary;
use upstream_clients::metering::InsightPages;
use upstream_clients::metering::InsightsNewUser;
use upstream_clients::metering::LocalPowerSummary;
use upstream_clients::metering::MonthlySummary;
use upstream_clients::metering::TipOfTheMonth;
use upstream_clients::metering::TopHours;

use crate::endpoint::params::{optional, required, Kind, RESOLUTIONS};
use crate::endpoint::{json, Extras, Policy, Row};

/// The declared rows, a table kept as one: a row whose policy (access, upstream, cache) other
/// rows share names it (`crate::routes::policies`) and states only what is its own.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 147, method: Method::GET, operation_id: "getTopHours", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/topHours",
            summary: "The month's top consumption hours",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<TopHours>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 148, method: Method::GET, operation_id: "getTipOfTheMonth", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/tipOfTheMonth",
            summary: "An energy tip for the month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<TipOfTheMonth>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 149, method: Method::GET, operation_id: "getMonthlyPackageSummary", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/monthlyPackageSummary",
            summary: "The month's package summary",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<MonthlySummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 150, method: Method::GET, operation_id: "getLocalPowerSummary", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/localPowerSummary",
            summary: "Local power of the month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<LocalPowerSummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 151, method: Method::GET, operation_id: "getGreenPowerSummary", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/greenPowerSummary",
            summary: "Green power of the month",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<GreenPowerSummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 152, method: Method::GET, operation_id: "getConsumptionBudgetSummary", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/consumptionBudgetSummary",
            summary: "The month against the consumption budget",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ConsumptionBudgetSummary>(), extras: Extras { query: const { &[required("year", Kind::Year, "Year, 4 digits"), required("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 153, method: Method::GET, operation_id: "getMonthlyInsightsSummary", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/summary",
            summary: "Monthly insight summary (default: the last whole month)",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<MonthlySummary>(), extras: Extras { query: const { &[optional("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 154, method: Method::GET, operation_id: "getMonthlyInsightsPages", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/pages",
            summary: "The months that have insights",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<InsightPages>(), extras: Extras { query: const { &[optional("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 155, method: Method::GET, operation_id: "getMonthlyInsightsNewUser", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/newUser",
            summary: "Whether the insights are new to the place's user",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<InsightsNewUser>(), extras: Extras { query: const { &[optional("year", Kind::Year, "Year, 4 digits"), optional("month", Kind::Month, "Month 1-12")] }, ..Extras::NONE } },
        Row { number: 156, method: Method::GET, operation_id: "getConsumptionGraph", tag: "insights",
            path: "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/graph",
            summary: "The consumption chart of a period with its overlays",
            policy: Policy::METERING_OF_PLACE,
            answer: json::<ConsumptionGraph>(), extras: Extras { query: const { &[required("resolution", Kind::OneOf(RESOLUTIONS), "Time range of the chart; a district-heating place, read per day, takes WEEK, MONTH, YEAR or YEARS"), optional("splineData", Kind::Bool, "Add the overlays (temperature, price, comparison, reactive power; district heating: temperature and comparison)"), optional("date", Kind::Date, "A day in the period (default today); added to the contract so the chart can page")] }, ..Extras::NONE } },
    ]
}
