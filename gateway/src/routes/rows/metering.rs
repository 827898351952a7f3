//! The read rows served by metering: consumption, district heating, microgeneration, prices,
//! pricing, monthly insights, usage reports, the report file and the plus estimates.

use upstream_clients::metering::{
    ConsumptionBudgetSummary, ConsumptionEstimate, ConsumptionGraph, ConsumptionProfile,
    DistrictHeatingSummary, DistrictHeatingTimeseries, ElectricitySummary, ElectricityTimeseries,
    EnergyPrices, EstimateDays, FutureEnergyPrice, GreenPowerSummary, InsightPages,
    InsightsNewUser, LocalPowerSummary, MicrogenerationSummary, MicrogenerationTimeseries,
    MonthlySummary, PlusDetails, PricingData, ProductComparison, ProductConfiguration, Reports,
    TipOfTheMonth, TopHours, UsageReport, WeightedConsumption, WeightedConsumptionSuggestion,
};
use upstream_clients::System;

use crate::endpoint::params::{optional, required, Kind, Param, RESOLUTIONS};
use crate::endpoint::{json, Answer, Caching, Ownership, Row, SubResource};

use actix_web::http::Method;
use upstream_clients::metering::{Budget, ConsumptionBudgetRequest, ProductConfigurationRequest};

use crate::endpoint::{body, After, BodyIds};

/// §0.7: #122 and #123 change the pricing reads and the place's cards.
const PRODUCTS_CHANGED: &[After] = &[After::Evict(&[121, 124, 125, 117])];

fn row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    let tag = if path.contains("/monthlyinsights/")
        || path.contains("/usagereports/")
        || path.contains("/reports/")
    {
        "insights"
    } else if path.contains("/energyprice") {
        "prices"
    } else {
        "consumption"
    };
    Row::get(System::Metering, tag, number, id, path, summary, answer)
}

/// An {owner} read of a place's data: the owner, a read-right holder or rule CS; cached per
/// caller.
fn place_row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    row(number, id, path, summary, answer)
        .owner(Ownership::OWNER_PLACE_CS)
        .cached(Caching::PerUser)
}

const YEAR: Param = required("year", Kind::Year, "Year, 4 digits");
const MONTH: Param = required("month", Kind::Month, "Month 1-12");
const OPTIONAL_YEAR: Param = optional("year", Kind::Year, "Year, 4 digits");
const OPTIONAL_MONTH: Param = optional("month", Kind::Month, "Month 1-12");
const VAT: Param = optional(
    "vat",
    Kind::Bool,
    "Prices with VAT (default: the place's vat flag)",
);
const MEASURED: Param = optional(
    "includeMeasured",
    Kind::Bool,
    "Include measured values (default true)",
);
const YEAR_MONTH: &[Param] = &[YEAR, MONTH];

pub fn rows() -> Vec<Row> {
    vec![
        place_row(
            63,
            "getMicrogeneration",
            "/api/v2/production/microgeneration/user/{userId}/location/{locationId}",
            "Microgeneration production of a year or month",
            json::<MicrogenerationSummary>(),
        )
        .query(const { &[YEAR, OPTIONAL_MONTH, MEASURED] }),
        place_row(
            64,
            "getMicrogenerationTimeseries",
            "/api/v2/production/microgeneration/user/{userId}/location/{locationId}/timeseries",
            "Microgeneration production points of a year",
            json::<MicrogenerationTimeseries>(),
        )
        .query(const { &[YEAR] }),
        place_row(
            121,
            "getProductConfiguration",
            "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productConfiguration",
            "Add-on products (green power, home insurance) of a place",
            json::<ProductConfiguration>(),
        ),
        place_row(
            124,
            "getPricing",
            "/api/v2/consumption/pricing/user/{userId}/location/{locationId}",
            "The month's price components",
            json::<PricingData>(),
        )
        .query(YEAR_MONTH),
        place_row(
            125,
            "getProductComparison",
            "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productComparison",
            "Spot, fixed and green power compared by building package",
            json::<ProductComparison>(),
        ),
        place_row(
            126,
            "getElectricitySummary",
            "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/summary",
            "Electricity consumption and cost of a year or month",
            json::<ElectricitySummary>(),
        )
        .query(const { &[YEAR, OPTIONAL_MONTH, MEASURED, VAT] }),
        place_row(
            127,
            "getElectricityTimeseries",
            "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/timeseries",
            "A year's 15-minute electricity consumption with prices and temperature",
            json::<ElectricityTimeseries>(),
        )
        .query(const { &[YEAR] }),
        place_row(
            128,
            "getElectricityProfile",
            "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/profile/data",
            "The month's consumption profile by hour",
            json::<ConsumptionProfile>(),
        )
        .query(YEAR_MONTH),
        place_row(
            130,
            "getDistrictHeatingSummary",
            "/api/v2/consumption/districtheating/user/{userId}/location/{locationId}/summary",
            "District heating energy and cost of a year or month",
            json::<DistrictHeatingSummary>(),
        )
        .query(
            const {
                &[
                    YEAR,
                    OPTIONAL_MONTH,
                    optional(
                        "unit",
                        Kind::OneOf(&["MWH", "KWH"]),
                        "Energy unit (default MWH)",
                    ),
                ]
            },
        ),
        place_row(
            131,
            "getDistrictHeatingTimeseries",
            "/api/v2/consumption/districtheating/user/{userId}/location/{locationId}/timeseries",
            "District heating days of a year: energy, return temperature, temperature index",
            json::<DistrictHeatingTimeseries>(),
        )
        .query(const { &[YEAR] }),
        place_row(
            132,
            "getWeightedConsumption",
            "/api/v2/consumption/weightedConsumption/user/{userId}/location/{locationId}",
            "Price-weighted consumption of a month",
            json::<WeightedConsumption>(),
        )
        .query(const { &[YEAR, MONTH, VAT] }),
        place_row(
            147,
            "getTopHours",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/topHours",
            "The month's top consumption hours",
            json::<TopHours>(),
        )
        .query(YEAR_MONTH),
        place_row(
            148,
            "getTipOfTheMonth",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/tipOfTheMonth",
            "An energy tip for the month",
            json::<TipOfTheMonth>(),
        )
        .query(YEAR_MONTH),
        place_row(
            149,
            "getMonthlyPackageSummary",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/monthlyPackageSummary",
            "The month's package summary",
            json::<MonthlySummary>(),
        )
        .query(YEAR_MONTH),
        place_row(
            150,
            "getLocalPowerSummary",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/localPowerSummary",
            "Local power of the month",
            json::<LocalPowerSummary>(),
        )
        .query(YEAR_MONTH),
        place_row(
            151,
            "getGreenPowerSummary",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/greenPowerSummary",
            "Green power of the month",
            json::<GreenPowerSummary>(),
        )
        .query(YEAR_MONTH),
        place_row(
            152,
            "getConsumptionBudgetSummary",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/consumptionBudgetSummary",
            "The month against the consumption budget",
            json::<ConsumptionBudgetSummary>(),
        )
        .query(YEAR_MONTH),
        place_row(
            153,
            "getMonthlyInsightsSummary",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/summary",
            "Monthly insight summary (default: the last whole month)",
            json::<MonthlySummary>(),
        )
        .query(const { &[OPTIONAL_YEAR, OPTIONAL_MONTH] }),
        place_row(
            154,
            "getMonthlyInsightsPages",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/pages",
            "The months that have insights",
            json::<InsightPages>(),
        )
        .query(const { &[OPTIONAL_YEAR, OPTIONAL_MONTH] }),
        place_row(
            155,
            "getMonthlyInsightsNewUser",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/newUser",
            "Whether the insights are new to the place's user",
            json::<InsightsNewUser>(),
        )
        .query(const { &[OPTIONAL_YEAR, OPTIONAL_MONTH] }),
        place_row(
            156,
            "getConsumptionGraph",
            "/api/v2/monthlyinsights/user/{userId}/location/{locationId}/graph",
            "The consumption chart of a period with its overlays",
            json::<ConsumptionGraph>(),
        )
        .query(
            const {
                &[
            required(
                "resolution",
                Kind::OneOf(RESOLUTIONS),
                "Time range of the chart",
            ),
            optional(
                "splineData",
                Kind::Bool,
                "Add the overlays (temperature, price, comparison, reactive power)",
            ),
            optional(
                "date",
                Kind::Date,
                "A day in the period (default today); added to the contract so the chart can page",
            ),
        ]
            },
        ),
        place_row(
            157,
            "getUsageReports",
            "/api/v2/usagereports/user/{userId}/location/{locationId}",
            "Monthly usage reports of the past year",
            json::<Reports>(),
        ),
        place_row(
            158,
            "getUsageReport",
            "/api/v2/usagereports/user/{userId}/location/{locationId}/report/{reportId}",
            "One usage report",
            json::<UsageReport>(),
        )
        .sub_resource(SubResource {
            param: "reportId",
            listed_by: 157,
            at: &["items", "*", "reportId"],
            in_any_own_place: false,
        }),
        row(
            167,
            "getEnergyPriceFuture",
            "/api/v2/energypricefuture",
            "Monthly price history and forecast",
            json::<FutureEnergyPrice>(),
        )
        .query(
            const {
                &[
                    OPTIONAL_YEAR,
                    OPTIONAL_MONTH,
                    optional("vat", Kind::Bool, "With VAT (default true)"),
                ]
            },
        )
        .cached(Caching::Shared),
        row(
            168,
            "getEnergyPrice",
            "/api/v2/energyprice",
            "The month's spot prices (and tomorrow's once published)",
            json::<EnergyPrices>(),
        )
        .query(
            const {
                &[
                    YEAR,
                    MONTH,
                    optional("vat", Kind::Bool, "With VAT (default true)"),
                ]
            },
        )
        .cached(Caching::Shared),
        row(
            169,
            "getWeightedConsumptionSuggestion",
            "/api/v2/energyprice/weightedConsumptionSuggestion",
            "Suggested price-weighted consumption",
            json::<WeightedConsumptionSuggestion>(),
        )
        .cached(Caching::Shared),
        row(
            171,
            "getPlusDetails",
            "/api/v1/plus/user/{userId}/location/{locationId}/details",
            "Plus service details of a place",
            json::<PlusDetails>(),
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            172,
            "getConsumptionEstimate",
            "/api/v1/plus/user/{userId}/location/{locationId}/consumption/estimate",
            "Consumption estimate of a month",
            json::<ConsumptionEstimate>(),
        )
        .query(YEAR_MONTH)
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            173,
            "getEstimateDays",
            "/api/v1/plus/user/{userId}/location/{locationId}/estimate/days",
            "Daily estimates",
            json::<EstimateDays>(),
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            175,
            "getReportFile",
            "/api/reports/v1/user/{userId}/location/{locationId}",
            "The month's consumption as a CSV or JSON file",
            Answer::File,
        )
        .query(
            const {
                &[
                    YEAR,
                    MONTH,
                    required("format", Kind::OneOf(&["csv", "json"]), "File format"),
                ]
            },
        )
        .owner(Ownership::OWNER_PLACE_CS),
            // Writes (issue 5).
        Row::write(
            Method::POST,
            System::Metering,
            "consumption",
            122,
            "setProductConfiguration",
            "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productConfiguration",
            "Order green power or home insurance for a place",
        )
        .owner(Ownership::SELF_OWN_PLACE)
        .body(body::<ProductConfigurationRequest>())
        .answer(json::<ProductConfiguration>())
        .after(PRODUCTS_CHANGED),
        Row::write(
            Method::DELETE,
            System::Metering,
            "consumption",
            123,
            "deleteProductConfiguration",
            "/api/v2/consumption/pricing/user/{userId}/location/{locationId}/productConfiguration",
            "End the add-on products of a place",
        )
        .owner(Ownership::SELF_OWN_PLACE)
        .after(PRODUCTS_CHANGED),
        Row::write(
            Method::POST,
            System::Metering,
            "consumption",
            129,
            "setConsumptionBudget",
            "/api/v2/consumption/electricity/user/{userId}/location/{locationId}/setConsumptionBudget",
            "Save the monthly consumption budget",
        )
        .owner(Ownership::SELF_OWN_PLACE)
        .body(body::<ConsumptionBudgetRequest>())
        .answer(json::<Budget>())
        .after(const { &[After::Evict(&[117, 152])] }),
    ]
}

impl BodyIds for ProductConfigurationRequest {}
impl BodyIds for ConsumptionBudgetRequest {}
