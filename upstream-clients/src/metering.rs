//! Metering: electricity, district heating and microgeneration consumption, spot and future prices, pricing and product configuration, budgets, monthly insights, usage reports and report files.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types. Request bodies of
//! the write rows derive [`validator::Validate`]; the gateway validates them before the call.

mod age;
pub use age::*;

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::money::{BillLine, Cents, UnitPrice, VatBreakdown, Wh};

/// Chart time ranges (spec §3): the bucket size of a graph.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum Resolution {
    /// Hourly points of one day (23 or 25 on DST days).
    Day,
    /// Daily points of one ISO week.
    Week,
    /// Daily points of one month.
    Month,
    /// Monthly points of one year.
    Year,
    /// Yearly points over the years of data.
    Years,
    /// The 15-minute points of one day (92, 96 or 100).
    DayQuarterly,
}

impl Resolution {
    pub const ALL: [Resolution; 6] = [
        Resolution::Day,
        Resolution::Week,
        Resolution::Month,
        Resolution::Year,
        Resolution::Years,
        Resolution::DayQuarterly,
    ];

    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Resolution::Day => "DAY",
            Resolution::Week => "WEEK",
            Resolution::Month => "MONTH",
            Resolution::Year => "YEAR",
            Resolution::Years => "YEARS",
            Resolution::DayQuarterly => "DAY_QUARTERLY",
        }
    }

    /// Parses the wire name.
    pub fn parse(value: &str) -> Option<Resolution> {
        Resolution::ALL.into_iter().find(|r| r.as_str() == value)
    }

    /// Whether a day's reading fills each bucket: not for hours or quarters.
    pub fn of_whole_days(self) -> bool {
        !matches!(self, Resolution::Day | Resolution::DayQuarterly)
    }
}

/// The code of metering's 400 for a chart finer than the place's meter reads: a
/// district-heating meter is read per day, so #156 at `DAY` or `DAY_QUARTERLY` would be
/// invented figures. The gateway cannot tell a place's utility before asking, so it passes this
/// refusal on as the caller's invalid `resolution`.
pub const RESOLUTION_TOO_FINE: &str = "ResolutionTooFine";

/// #235's `{timeseriesType}`: the series the External API serves of its place (A58).
pub const TIMESERIES_TYPES: [&str; 3] = ["consumption", "market-price", "temperature"];

/// #235: one series of a place from `startTime` to `endTime`, a point per step of the
/// resolution (DAY_QUARTERLY 15 minutes, DAY an hour, WEEK and MONTH a day, YEAR a month,
/// YEARS a year), each point at the step's start.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExternalTimeseries {
    /// One of [`TIMESERIES_TYPES`].
    pub timeseries_type: String,
    /// KWH (consumption), EUR_KWH (market price with VAT), CELSIUS (temperature).
    pub unit: EnergyUnit,
    pub resolution: Resolution,
    pub points: Vec<TimeseriesPoint>,
}

/// One step of an [`ExternalTimeseries`]; `value` is null where nothing is measured yet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TimeseriesPoint {
    /// RFC 3339 with the Helsinki offset.
    pub time: String,
    pub value: Option<f64>,
}

/// Energy data overlays (spec §3) drawn over a chart's bars.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "kebab-case")]
pub enum OverlayKind {
    Temperature,
    MarketPrice,
    Comparison,
    ReactivePower,
}

/// Units of overlays and series (spec §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum EnergyUnit {
    Celsius,
    EurKwh,
    Kwh,
    Kvarh,
    Mwh,
}

/// The cost of a period split into invoice lines, in euros exact to the cent, by the invoice's
/// rule (api-surface A81): each line rounded without VAT, `totalVat0` their sum, `vat` each
/// rate applied once to its lines, `total` = `totalVat0` + `vat`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CostLines {
    /// Energy at the slot prices (spot or fixed), VAT 0.
    pub energy: Cents,
    /// The spot margin, VAT 0.
    pub margin: Cents,
    /// The sales contract's basic fee, VAT 0.
    pub basic_fee: Cents,
    /// The add-ons that are on (green power), VAT 0.
    pub add_ons: Cents,
    /// Transfer (energy and monthly fee), VAT 0.
    pub transfer: Cents,
    /// Electricity tax, VAT 0.
    pub electricity_tax: Cents,
    pub vat: Cents,
    pub total_vat0: Cents,
    pub total: Cents,
}

/// One period (day or month) of an electricity summary. The periods of a summary add up to its
/// totals exactly: a month's bill is shared out over its days by their exact costs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionPeriod {
    /// `YYYY-MM-DD` (a day of a month's summary) or `YYYY-MM` (a month of a year's summary).
    pub period: String,
    pub kwh: Wh,
    /// The cost, with VAT when the summary's `vatIncluded`.
    pub cost: Cents,
    /// True when the period holds measured values not yet on an invoice (the current month).
    pub measured: bool,
}

/// #126: electricity use and cost of a year, or of one month of it. A month that has been
/// invoiced carries the invoice's lines, kWh, VAT and totals (#160, #162), to the cent and the
/// Wh; the current month its days so far, billed by the same rule.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ElectricitySummary {
    pub location_id: String,
    pub year: i32,
    pub month: Option<u32>,
    pub vat_included: bool,
    pub total_kwh: Wh,
    /// Total cost, with VAT when `vatIncluded`.
    pub total_cost: Cents,
    /// The total's invoice lines (both with and without VAT).
    pub cost_lines: CostLines,
    /// The lines by component and VAT rate, as the invoice prints them.
    pub lines: Vec<BillLine>,
    /// The VAT of each rate.
    pub vat_breakdown: Vec<VatBreakdown>,
    /// The invoice of the month, for a month summary of an invoiced month.
    #[serde(default)]
    pub invoice_number: Option<String>,
    /// For a summary that covers the current month: its cost lines so far (the measured days,
    /// billed by the invoice's rule).
    #[serde(default)]
    pub month_to_date: Option<CostLines>,
    /// For a summary that covers the current month: the month's projected total, with VAT
    /// when `vatIncluded`.
    #[serde(default)]
    pub projected_total: Option<Cents>,
    /// What `projectedTotal` is based on.
    #[serde(default)]
    pub projection_basis: Option<ProjectionBasis>,
    /// Days of the month, or months of the year, that have data.
    pub periods: Vec<ConsumptionPeriod>,
}

/// How a month-end projection is made: the measured days as billed, the rest of the month from
/// the last four weeks' use by weekday and quarter hour, at the published spot prices and, for
/// slots not yet published, the month's average price so far.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProjectionBasis {
    pub measured_days: u32,
    pub projected_days: u32,
    /// Projected quarter hours priced at their published spot price.
    pub known_price_slots: u32,
    /// Projected quarter hours priced at the month's average so far.
    pub average_price_slots: u32,
    /// That average, c/kWh without VAT.
    pub average_price: UnitPrice,
    /// The profile's first and last day, YYYY-MM-DD.
    pub profile_from: String,
    pub profile_to: String,
}

/// One 15-minute point of a year's timeseries.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EnergyPoint {
    /// Start of the slot, RFC 3339 with the Helsinki offset.
    pub time: String,
    pub kwh: f64,
    /// The slot's spot price, €/MWh VAT 0 (spot-priced places only).
    pub price_eur_mwh: Option<UnitPrice>,
    pub temperature_c: f64,
}

/// #127: every 15-minute point of a year that has data (35,040 in a full year; DST days 92/100).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ElectricityTimeseries {
    pub location_id: String,
    pub year: i32,
    pub resolution_minutes: u32,
    pub points: Vec<EnergyPoint>,
}

/// #128: the month's average day shape: mean kWh per hour of day, weekdays and weekends apart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionProfile {
    pub location_id: String,
    pub year: i32,
    pub month: u32,
    pub hours: Vec<ProfileHour>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProfileHour {
    /// Local hour of day, 0–23.
    pub hour: u32,
    pub weekday_kwh: f64,
    pub weekend_kwh: f64,
}

/// #132: consumption-weighted spot price of a month against its plain average: how well the
/// place's use followed cheap hours.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WeightedConsumption {
    pub location_id: String,
    pub year: i32,
    pub month: u32,
    pub vat_included: bool,
    pub kwh: Wh,
    /// Σ(kWh × price) / Σ kWh, c/kWh.
    pub weighted_price: UnitPrice,
    /// The month's plain average spot price, c/kWh.
    pub average_price: UnitPrice,
    /// weightedPrice − averagePrice (negative: cheaper than average).
    pub difference: UnitPrice,
}

/// One point of an overlay line.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct OverlayPoint {
    pub time: String,
    /// The value (market price: with the VAT in force on the date).
    pub value: Option<f64>,
    /// Market price only: without VAT.
    pub value_vat0: Option<f64>,
}

/// A line drawn over the bars of a chart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Overlay {
    pub kind: OverlayKind,
    pub unit: EnergyUnit,
    pub points: Vec<OverlayPoint>,
}

/// One bar of a chart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GraphPoint {
    /// Start of the bucket, RFC 3339 with the Helsinki offset.
    pub time: String,
    /// The bucket's energy in the chart's `unit` (MWh for district heating, despite the
    /// contract's name); None where the bucket has no measured data yet.
    pub kwh: Option<f64>,
}

/// #156: the use-place chart: bars at a resolution around an anchor day, and overlays.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionGraph {
    pub location_id: String,
    pub resolution: Resolution,
    /// The anchor day, `YYYY-MM-DD`.
    pub date: String,
    /// First day of the period and the day after its last, `YYYY-MM-DD`.
    pub start: String,
    pub end: String,
    /// The unit of the bars: KWH for electricity, MWH for district heating.
    pub unit: EnergyUnit,
    pub points: Vec<GraphPoint>,
    /// Empty unless `splineData=true`.
    pub overlays: Vec<Overlay>,
}

/// One delivery slot of the exchange.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct SpotPrice {
    /// Start of the slot, RFC 3339 with the Helsinki offset.
    pub time: String,
    /// 60 before 1 Oct 2025, 15 from then on.
    pub duration_minutes: u32,
    pub eur_mwh: UnitPrice,
    /// c/kWh without VAT.
    pub price_vat0: UnitPrice,
    /// c/kWh with the VAT in force on the date.
    pub price_vat: UnitPrice,
    pub vat_percent: f64,
    /// `priceVat` or `priceVat0` by the request's `vat`.
    pub value: UnitPrice,
}

/// #168: a month's day-ahead prices up to what is published.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EnergyPrices {
    pub year: i32,
    pub month: u32,
    pub vat_included: bool,
    /// Always `c/kWh`.
    pub unit: String,
    /// The last slot published, RFC 3339 (today 23:45, or tomorrow's once published after 14:00).
    pub published_until: String,
    pub prices: Vec<SpotPrice>,
}

/// A month's value in the future price chart.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MonthValue {
    pub year: i32,
    pub month: u32,
    /// c/kWh.
    pub value: UnitPrice,
}

/// #167: monthly average spot prices behind and forecasts ahead (spec §3 future energy price).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct FutureEnergyPrice {
    pub vat_included: bool,
    /// Always `c/kWh`.
    pub unit: String,
    /// When the forecast was made, RFC 3339.
    pub updated: String,
    pub historic_data: Vec<MonthValue>,
    pub future_data: Vec<MonthValue>,
}

/// #169: the hours of today (or tomorrow once published) that are cheapest for a flexible load.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WeightedConsumptionSuggestion {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// The cheapest three consecutive hours: start, RFC 3339.
    pub cheapest_start: String,
    /// Their mean price, c/kWh with VAT.
    pub cheapest_price: UnitPrice,
    /// The day's mean price, c/kWh with VAT.
    pub day_average_price: UnitPrice,
}

/// A value with and without VAT, and the one the place shows by its vat flag.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PeriodDelta {
    /// `WEEK` or `MONTH`.
    #[serde(rename = "type")]
    pub kind: String,
    pub consumption: f64,
    /// Change against the period before, percent (0 if either is 0, spec §5).
    pub delta: f64,
}

/// Location details `energyConsumption` (spec §3).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EnergyConsumption {
    /// Yesterday, `YYYY-MM-DD`.
    pub measurement_date: String,
    pub yesterday_consumption: f64,
    /// Yesterday against the day before, percent.
    pub previous_day_delta: f64,
    /// e.g. `vk 46`.
    pub previous_week_label: String,
    /// e.g. `lokakuu 2026`.
    pub previous_month_label: String,
    pub previous_week_consumption: PeriodDelta,
    pub previous_month_consumption: PeriodDelta,
    /// Yesterday's cost in euros, with VAT when the place shows VAT.
    pub yesterday_cost: Cents,
}

/// Location details `marketPrice` (spec §3), c/kWh.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MarketPrice {
    /// The mean of the last seven days, by the place's vat flag.
    pub week_avg_price: UnitPrice,
    pub week_avg_price_vat: UnitPrice,
    pub week_avg_price_vat0: UnitPrice,
    /// The price of the current slot, by the place's vat flag.
    pub hourly_price: UnitPrice,
    pub hourly_price_vat: UnitPrice,
    pub hourly_price_vat0: UnitPrice,
    pub notification_on: bool,
}

/// Bands of the temperature index per building type (spec §3): the lowest cooling, °C, of each grade.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TemperatureIndexLimits {
    pub building_type: String,
    pub excellent: f64,
    pub very_good: f64,
    pub good: f64,
    pub satisfying: f64,
    pub passable: f64,
    pub bad: f64,
}

/// Location details `districtHeatingConsumption` (spec §3): yesterday's values.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingConsumption {
    pub measurement_date: String,
    /// MWh.
    pub consumption: f64,
    /// Energy cost in euros, with VAT when the place shows VAT.
    pub price: Cents,
    pub return_temperature: f64,
    pub return_temperature_description: String,
    /// Cooling (supply − return), °C.
    pub temperature_index: f64,
    pub temperature_index_description: String,
    pub temperature_index_limits: TemperatureIndexLimits,
}

/// Location details `microgenerationProduction` (spec §3), kWh fed to the grid.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MicrogenerationProduction {
    pub measurement_date: String,
    pub yesterday_production: f64,
    pub previous_day_delta: f64,
    pub previous_week_production: f64,
    pub previous_week_delta: f64,
    pub previous_month_production: f64,
    pub previous_month_delta: f64,
}

/// Location details `budget` (spec §3), euros.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Budget {
    pub active: bool,
    pub budget: Cents,
    /// The current month's cost so far, with VAT.
    pub consumption_for_month: Cents,
    /// `YYYY-MM`.
    pub consumption_month: String,
}

/// Location details `consumptionPrice` (spec §3): the current month's mean energy price.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionPrice {
    pub year: i32,
    pub month: u32,
    pub value: UnitPrice,
    /// `c/kWh`.
    pub price_unit: String,
}

/// `GET /v1/locations/{locationId}/overview`: the parts of location details (#117) metering
/// owns. Parts that do not apply to the place's utility are null.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MeteringOverview {
    pub energy_consumption: Option<EnergyConsumption>,
    pub market_price: Option<MarketPrice>,
    pub district_heating_consumption: Option<DistrictHeatingConsumption>,
    pub microgeneration_production: Option<MicrogenerationProduction>,
    /// The last whole month monthly insights cover, `YYYY-MM`.
    pub monthly_insights_month: Option<String>,
    pub budget: Option<Budget>,
    pub consumption_price: Option<ConsumptionPrice>,
    /// The place's add-on products (#121), for #117's greenPowerOn and homeInsuranceOn: crm's
    /// contract data does not see metering's writes (#122, #123). Null for places without an
    /// electricity sale.
    #[serde(default)]
    pub product_configuration: Option<ProductConfiguration>,
}

/// One price component of a month (#124).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PriceComponent {
    /// `ENERGY`, `MARGIN`, `BASIC_FEE`, `TRANSFER`, `TRANSFER_BASIC_FEE`, `ELECTRICITY_TAX`,
    /// `DH_ENERGY`, `DH_POWER_FEE`.
    pub component: String,
    /// Finnish label.
    pub name: String,
    /// `c/kWh`, `€/kk`, `€/MWh` or `€/v`.
    pub unit: String,
    /// The price in `unit` without VAT, to three decimals.
    pub value_vat0: UnitPrice,
    /// `valueVat0` with the VAT of the month's first day applied once, to three decimals.
    pub value_vat: UnitPrice,
}

/// #124: the month's price components at the place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PricingData {
    pub location_id: String,
    pub year: i32,
    pub month: u32,
    pub product_name: String,
    /// `SPOT`, `FIXED`, `DISTRICT_HEATING` or `PURCHASE`.
    pub product_type: String,
    /// The general VAT rate on the month's first day.
    pub vat_percent: f64,
    /// The rate on the sale of electricity (differs from 1 Dec 2022 to 30 Apr 2023).
    pub electricity_vat_percent: f64,
    pub components: Vec<PriceComponent>,
}

/// #121: the place's product configuration.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProductConfiguration {
    pub location_id: String,
    pub product_name: String,
    pub product_type: String,
    /// `APARTMENT`, `ROW_HOUSE`, `DETACHED_HOUSE` or `COMPANY_BUILDING`.
    pub building_package_type: String,
    pub annual_consumption_estimate_kwh: f64,
    pub green_power_on: bool,
    /// The green power package, kWh a year (3000 unless chosen in #122).
    pub green_power_package_kwh: f64,
    #[serde(default)]
    pub home_insurance_on: bool,
    /// Whether #122 may turn green power on at the place (else 409).
    #[serde(default)]
    pub can_have_green_power: bool,
    /// Whether #122 may turn home insurance on at the place (else 409).
    #[serde(default)]
    pub can_have_home_insurance: bool,
}

/// An add-on product of #122.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AddOnProduct {
    GreenPower,
    HomeInsurance,
}

/// #122: turn an add-on product on at the place; answers the place's [`ProductConfiguration`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "package_only_for_green_power"))]
pub struct ProductConfigurationRequest {
    pub product: AddOnProduct,
    /// Green power only: kWh a year, 3000 when absent.
    #[validate(range(min = 1000.0, max = 20000.0))]
    pub package_size: Option<f64>,
}

/// Home insurance has no package: a size with it is a mistake, not something to ignore.
fn package_only_for_green_power(
    request: &ProductConfigurationRequest,
) -> Result<(), ValidationError> {
    if request.package_size.is_some() && request.product != AddOnProduct::GreenPower {
        Err(ValidationError::new("package_size")
            .with_message("packageSize is for GREEN_POWER only".into()))
    } else {
        Ok(())
    }
}

/// #129 setConsumptionBudget (A40): the §3 budget; answers the saved [`Budget`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionBudgetRequest {
    pub active: bool,
    /// Euros a month, 0–100 000.
    #[validate(custom(function = "budget_range"))]
    pub budget: Cents,
}

/// A budget of 0–100 000 euros, reported as a `range` rule is.
fn budget_range(budget: &Cents) -> Result<(), ValidationError> {
    if (0..=10_000_000).contains(&budget.0) {
        return Ok(());
    }
    let mut error = ValidationError::new("range");
    error.add_param("min".into(), &0.0);
    error.add_param("max".into(), &100_000.0);
    Err(error)
}

/// One product's yearly cost for one building package (#125).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProductCost {
    /// `SPOT`, `FIXED` or `GREEN_POWER`.
    pub product_type: String,
    pub product_name: String,
    pub annual_cost_vat: Cents,
    pub annual_cost_vat0: Cents,
    /// Energy only, c/kWh with VAT, to 0.001 c/kWh.
    pub average_energy_price_vat: UnitPrice,
    /// Energy only, c/kWh without VAT (a company that shows prices without VAT, spec §6).
    pub average_energy_price_vat0: UnitPrice,
}

/// One building package of the comparison (#125).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PackageComparison {
    pub building_package_type: String,
    pub annual_kwh: f64,
    pub products: Vec<ProductCost>,
}

/// #125: spot, fixed and green power over the last twelve whole months, per building package.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProductComparison {
    pub location_id: String,
    /// First day and the day after the last, `YYYY-MM-DD`.
    pub from: String,
    pub to: String,
    pub green_power_package_kwh: f64,
    pub packages: Vec<PackageComparison>,
}

/// One day of district heating (#131).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatPoint {
    /// `YYYY-MM-DD`.
    pub date: String,
    pub energy_mwh: f64,
    pub supply_temperature: f64,
    pub return_temperature: f64,
    /// supply − return, °C.
    pub cooling: f64,
    /// The cooling graded against `temperatureIndexLimits`.
    pub temperature_index: String,
    pub outdoor_temperature: f64,
}

/// #131: a year of daily district heating values.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingTimeseries {
    pub location_id: String,
    pub year: i32,
    pub temperature_index_limits: TemperatureIndexLimits,
    pub points: Vec<HeatPoint>,
}

/// A period of a district heating summary (#130).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct HeatPeriod {
    /// `YYYY-MM-DD` or `YYYY-MM`.
    pub period: String,
    /// In the summary's unit.
    pub energy: f64,
    pub average_return_temperature: f64,
    pub average_cooling: f64,
}

/// #130: district heating energy of a year or a month.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingSummary {
    pub location_id: String,
    pub year: i32,
    pub month: Option<u32>,
    /// `MWH` or `KWH`.
    pub unit: EnergyUnit,
    pub total_energy: f64,
    /// Energy cost with VAT, euros (the power fee is a yearly fee, not in here): the energy
    /// lines of the months' bills with their VAT, so an invoiced month shows its invoice's.
    pub energy_cost: Cents,
    pub average_return_temperature: f64,
    pub average_cooling: f64,
    pub periods: Vec<HeatPeriod>,
}

/// A period of a microgeneration summary (#63).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProductionPeriod {
    pub period: String,
    /// kWh fed to the grid, to the Wh.
    pub kwh: Wh,
    /// What the purchase contract pays for it, euros VAT 0, to the cent.
    pub revenue: Cents,
    pub measured: bool,
}

/// #63: production fed to the grid in a year or a month, and what it earned.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MicrogenerationSummary {
    pub location_id: String,
    pub year: i32,
    pub month: Option<u32>,
    /// The sum of the periods' kWh.
    pub total_kwh: Wh,
    /// The sum of the periods' revenue.
    pub total_revenue: Cents,
    pub periods: Vec<ProductionPeriod>,
}

/// A 15-minute point of production (#64).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ProductionPoint {
    pub time: String,
    /// kWh fed to the grid in the slot.
    pub kwh: f64,
    /// The slot's spot price, €/MWh VAT 0.
    pub price_eur_mwh: UnitPrice,
}

/// #64: a year of 15-minute production.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MicrogenerationTimeseries {
    pub location_id: String,
    pub year: i32,
    pub resolution_minutes: u32,
    pub points: Vec<ProductionPoint>,
}

/// One of the month's highest-consumption hours (#147).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TopHour {
    /// Start of the hour, RFC 3339.
    pub time: String,
    pub kwh: f64,
    /// Cost of the hour with VAT: energy, margin, transfer and tax, no fixed fees, euros.
    pub cost: Cents,
}

/// #147: the month's ten highest-consumption hours, highest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TopHours {
    pub year: i32,
    pub month: u32,
    pub hours: Vec<TopHour>,
}

/// #148: a tip chosen from the month's own data.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct TipOfTheMonth {
    pub year: i32,
    pub month: u32,
    /// `SHIFT_TO_CHEAP_HOURS`, `HEATING`, `STANDBY` or `WELL_DONE`.
    pub category: String,
    pub title: String,
    pub text: String,
}

/// #149, #153: a month's use and cost against the month before and a year before.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MonthlySummary {
    pub year: i32,
    pub month: u32,
    pub kwh: Wh,
    /// Cost with VAT, fixed fees included, euros.
    pub cost: Cents,
    /// cost / kwh, c/kWh.
    pub average_price: UnitPrice,
    /// Mean outdoor temperature, °C.
    pub average_temperature: f64,
    pub previous_month_kwh: Wh,
    /// Percent (spec §5).
    pub previous_month_delta: f64,
    pub previous_year_kwh: Wh,
    pub previous_year_delta: f64,
}

/// #150: how much of the month's use the place's own solar plant covered.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocalPowerSummary {
    pub year: i32,
    pub month: u32,
    /// False for places without a plant (then every figure is 0).
    pub has_local_power: bool,
    pub produced_kwh: f64,
    /// Produced and used on the spot.
    pub self_consumed_kwh: f64,
    pub fed_to_grid_kwh: f64,
    /// selfConsumed / consumption, percent.
    pub self_sufficiency_percent: f64,
}

/// #151: green power for the month's use.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct GreenPowerSummary {
    pub year: i32,
    pub month: u32,
    pub green_power_on: bool,
    pub kwh: f64,
    /// CO₂ the month's use would not emit with green power, kg.
    pub potential_carbon_emission_savings: f64,
    /// `kg`.
    pub potential_carbon_emission_savings_unit: String,
}

/// #152: the month's cost against the budget (spec §3 budget summary).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionBudgetSummary {
    pub active: bool,
    /// Euros a month.
    pub budget: Cents,
    /// The month's cost with VAT, euros.
    pub total_consumption: Cents,
}

/// A month monthly insights cover.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InsightPage {
    pub year: i32,
    pub month: u32,
}

/// #154: the whole months with insights, newest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InsightPages {
    pub pages: Vec<InsightPage>,
}

/// #155: whether the monthly insights are new to the place's user. A place whose contract
/// began less than three months ago has no comparable months yet, so the app introduces the
/// insights instead of comparing.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct InsightsNewUser {
    pub new_user: bool,
    /// When the place's contract began, `YYYY-MM-DD`.
    pub contract_start: String,
}

/// A usage report (spec §3 report).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub name: String,
    /// When the report was made, `YYYY-MM-DD`.
    pub date: String,
    pub company_name: String,
    pub report_id: String,
}

/// #157: the monthly usage reports of the last twelve whole months, newest first.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Reports {
    pub items: Vec<Report>,
}

/// #158: one usage report with its figures.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UsageReport {
    pub report: Report,
    pub summary: MonthlySummary,
}

/// One row of a report file (#175, `format=json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ReportRow {
    pub time: String,
    pub kwh: f64,
    /// Energy price of the slot, c/kWh VAT 0 (spot or fixed).
    pub price: UnitPrice,
    pub temperature_c: f64,
}

/// #175 `format=json`: the month's 15-minute rows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ReportFile {
    pub location_id: String,
    pub year: i32,
    pub month: u32,
    pub rows: Vec<ReportRow>,
}

/// #171: what the metering "plus" service knows of a place.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PlusDetails {
    pub location_id: String,
    pub metering_point_id: String,
    pub building_type: String,
    pub annual_consumption_estimate_kwh: f64,
    pub resolution_minutes: u32,
    /// First day with data, `YYYY-MM-DD`.
    pub data_from: String,
}

/// One day of an estimate (#173).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EstimateDay {
    pub date: String,
    pub kwh: f64,
    /// False for measured days.
    pub estimated: bool,
}

/// #172: a month's use: measured days plus an estimate of the rest.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionEstimate {
    pub year: i32,
    pub month: u32,
    pub measured_kwh: f64,
    /// Measured plus estimated days.
    pub estimated_kwh: f64,
    pub measured_days: u32,
    pub estimated_days: u32,
}

/// #173: the current month day by day, measured or estimated.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct EstimateDays {
    pub days: Vec<EstimateDay>,
}

/// Upstream paths the gateway calls besides its rows' mirrored ones.
/// One place's consumption of the last full month against the same month a year before: what
/// #194 adds to each place of a company's list.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationComparison {
    pub location_identifier: String,
    /// The month compared (YYYY-MM): the last full month.
    pub month: String,
    /// kWh for electricity, MWh for district heating.
    pub unit: String,
    pub consumption: f64,
    /// The same month a year before.
    pub previous_year_consumption: f64,
    /// The change against the year before in percent; 0 when either is zero (spec §5).
    pub delta: f64,
}

/// `GET /v1/locations/comparisons?locationIdentifiers=KP1,KP2`: the comparisons of the places
/// that have consumption (a place without any is left out).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct LocationComparisons {
    pub comparisons: Vec<LocationComparison>,
}

/// The most places one mass export (#211) may name.
pub const MAX_EXPORT_PLACES: usize = 10_000;

/// The longest export period, in days.
pub const MAX_EXPORT_DAYS: i64 = 366;

/// #206's export options (A63): the consumption of the Helsinki days `from..=to`, in the buckets
/// a chart of `resolution` draws (`DAY_QUARTERLY` 15 minutes, `DAY` hours, `WEEK` and `MONTH`
/// days, `YEAR` months, `YEARS` years); answered as `text/csv`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "period_of_one_export", skip_on_field_errors = true))]
pub struct CsvExportRequest {
    /// The first day, YYYY-MM-DD (Helsinki).
    #[validate(custom(function = "crate::crm::validate::iso_date"))]
    pub from: String,
    /// The last day, YYYY-MM-DD (Helsinki), included; at most 366 days after `from`.
    #[validate(custom(function = "crate::crm::validate::iso_date"))]
    pub to: String,
    pub resolution: Resolution,
}

/// #211's export selection (A63): #206's options for several places of the company.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "places_of_mass_export"))]
#[validate(schema(function = "period_of_mass_export", skip_on_field_errors = true))]
pub struct MassCsvExportRequest {
    /// Places or composites of the company assigned to the caller, each once (1–10,000).
    pub location_identifiers: Vec<String>,
    #[validate(custom(function = "crate::crm::validate::iso_date"))]
    pub from: String,
    #[validate(custom(function = "crate::crm::validate::iso_date"))]
    pub to: String,
    pub resolution: Resolution,
}

/// The places an "export all" (#252) takes: the list's filter, as #193 and #195 read it.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum ExportUtility {
    All,
    Electricity,
    DistrictHeating,
    Microgeneration,
}

impl ExportUtility {
    /// The list's `type` value.
    pub const fn wire(self) -> &'static str {
        match self {
            ExportUtility::All => "ALL",
            ExportUtility::Electricity => "ELECTRICITY",
            ExportUtility::DistrictHeating => "DISTRICT_HEATING",
            ExportUtility::Microgeneration => "MICROGENERATION",
        }
    }
}

/// #252's options: #206's period for every place of the company assigned to the caller that
/// matches the list's filter (none: every place the caller sees).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "period_of_export_all", skip_on_field_errors = true))]
pub struct AllCsvExportRequest {
    #[validate(custom(function = "crate::crm::validate::iso_date"))]
    pub from: String,
    #[validate(custom(function = "crate::crm::validate::iso_date"))]
    pub to: String,
    pub resolution: Resolution,
    /// Only places whose name, address or a label contains this, ignoring case.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    /// As the list's query takes it: 1–64 characters.
    #[validate(length(min = 1, max = 64))]
    pub search_string: Option<String>,
    /// Only places of this utility (default ALL).
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub utility: Option<ExportUtility>,
}

fn period_of_export_all(request: &AllCsvExportRequest) -> Result<(), ValidationError> {
    export_period(&request.from, &request.to)
}

fn period_of_one_export(request: &CsvExportRequest) -> Result<(), ValidationError> {
    export_period(&request.from, &request.to)
}

fn period_of_mass_export(request: &MassCsvExportRequest) -> Result<(), ValidationError> {
    export_period(&request.from, &request.to)
}

/// 1–10,000 places, each once; reported on `locationIdentifiers` (a field rule would be named
/// by the Rust field, not the wire's).
fn places_of_mass_export(request: &MassCsvExportRequest) -> Result<(), ValidationError> {
    let ids = &request.location_identifiers;
    if !(1..=MAX_EXPORT_PLACES).contains(&ids.len()) {
        return Err(ValidationError::new("locationIdentifiers")
            .with_message("must name 1-10000 places".into()));
    }
    distinct_ids(ids)
}

/// `from <= to`, at most [`MAX_EXPORT_DAYS`] days; reported on `to`.
fn export_period(from: &str, to: &str) -> Result<(), ValidationError> {
    match (day_number(from), day_number(to)) {
        (Some(from), Some(to)) if from <= to && to - from < MAX_EXPORT_DAYS => Ok(()),
        _ => Err(ValidationError::new("to")
            .with_message("must be on or after from, at most 366 days in all".into())),
    }
}

/// Days since 1970-01-01 of a valid YYYY-MM-DD (the civil-from-days algorithm, inverted).
fn day_number(date: &str) -> Option<i64> {
    let mut parts = date.split('-').map(str::parse::<i64>);
    let (y, m, d) = (
        parts.next()?.ok()?,
        parts.next()?.ok()?,
        parts.next()?.ok()?,
    );
    let y = if m <= 2 { y - 1 } else { y };
    let era = y.div_euclid(400);
    let yoe = y - era * 400;
    let mp = (m + 9) % 12;
    let doy = (153 * mp + 2) / 5 + d - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    Some(era * 146_097 + doe - 719_468)
}

/// The same place twice would be exported twice.
fn distinct_ids(ids: &[String]) -> Result<(), ValidationError> {
    let mut sorted: Vec<&String> = ids.iter().collect();
    sorted.sort_unstable();
    if sorted.windows(2).any(|pair| pair[0] == pair[1]) {
        Err(ValidationError::new("locationIdentifiers").with_message("names a place twice".into()))
    } else {
        Ok(())
    }
}

/// One line of metering's export stream (`application/x-ndjson`, the answer to #206 and #211):
/// a place's series, and after the last place, `end`. A stream that stops without `end` was cut
/// short and must not pass for a whole export.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub enum ExportLine {
    Series(ExportSeries),
    End(ExportEnd),
}

/// One place's consumption in the export's buckets.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ExportSeries {
    pub location_identifier: String,
    /// `kWh` (electricity) or `MWh` (district heating).
    pub unit: String,
    /// `[start, value]` per bucket in time order: the bucket's start in Unix seconds, and its
    /// consumption, or `null` where the bucket is not (wholly) measured.
    pub points: Vec<(i64, Option<f64>)>,
}

/// The export's last line: how many places it held.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct ExportEnd {
    pub locations: u32,
}

#[cfg(test)]
mod export_tests {
    use super::*;

    #[test]
    fn day_numbers_count_calendar_days() {
        assert_eq!(day_number("1970-01-01"), Some(0));
        assert_eq!(
            day_number("2024-03-01")
                .zip(day_number("2024-02-28"))
                .map(|(a, b)| a - b),
            Some(2)
        );
        assert_eq!(
            day_number("2026-12-31")
                .zip(day_number("2026-01-01"))
                .map(|(a, b)| a - b),
            Some(364)
        );
    }

    #[test]
    fn a_period_runs_forward_for_at_most_366_days() {
        assert!(export_period("2026-10-01", "2026-10-01").is_ok());
        assert!(export_period("2024-01-01", "2024-12-31").is_ok());
        assert!(export_period("2026-10-02", "2026-10-01").is_err());
        assert!(export_period("2025-01-01", "2026-01-02").is_err());
    }

    #[test]
    fn a_place_named_twice_is_refused() {
        let ids = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert!(distinct_ids(&ids(&["KP1", "KP2"])).is_ok());
        assert!(distinct_ids(&ids(&["KP1", "KP2", "KP1"])).is_err());
    }
}

pub mod paths {
    /// A place's metering overview for #117's fan-out.
    pub fn location_overview(location: &str) -> [&str; 4] {
        ["v1", "locations", location, "overview"]
    }

    /// The comparisons of several places (query `locationIdentifiers`, comma-separated) for
    /// #194's list and #195's totals.
    pub const LOCATION_COMPARISONS: [&str; 3] = ["v1", "locations", "comparisons"];

    /// The export of many places of a company (#211's upstream path; body
    /// `MassCsvExportRequest`): the gateway asks every export here with the places by their
    /// own ids, a composite's as its places.
    pub fn company_export<'a>(company: &'a str, user: &'a str) -> [&'a str; 8] {
        [
            "v2",
            "b2b",
            "company",
            company,
            "servicelocation",
            "user",
            user,
            "csv",
        ]
    }

    /// At most this many places in one [`LOCATION_COMPARISONS`] read (a list page's most);
    /// more is metering's 400.
    pub const MAX_COMPARED_LOCATIONS: usize = 100;
}
