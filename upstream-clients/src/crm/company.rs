//! A B2B company's use places as its users see them: the location list pages of #193 and
//! #194 (spec §3, A61, A63) and the label writes #204 and #205.

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use super::*;

/// How a location list is ordered (§3 sort modes, A61). Ascending and descending are exact
/// reverses of each other; ties are broken by the location identifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum SortingMode {
    AddressAsc,
    AddressDesc,
    AlertsTriggeredAsc,
    AlertsTriggeredDesc,
    AlertsEnabledAsc,
    AlertsEnabledDesc,
    NameAsc,
    NameDesc,
    LabelsAsc,
    LabelsDesc,
    CompanyAsc,
    CompanyDesc,
    ContentOrder,
    ConsumptionAsc,
    ConsumptionDesc,
    CostAsc,
    CostDesc,
}

impl SortingMode {
    pub const ALL: [SortingMode; 17] = [
        SortingMode::AddressAsc,
        SortingMode::AddressDesc,
        SortingMode::AlertsTriggeredAsc,
        SortingMode::AlertsTriggeredDesc,
        SortingMode::AlertsEnabledAsc,
        SortingMode::AlertsEnabledDesc,
        SortingMode::NameAsc,
        SortingMode::NameDesc,
        SortingMode::LabelsAsc,
        SortingMode::LabelsDesc,
        SortingMode::CompanyAsc,
        SortingMode::CompanyDesc,
        SortingMode::ContentOrder,
        SortingMode::ConsumptionAsc,
        SortingMode::ConsumptionDesc,
        SortingMode::CostAsc,
        SortingMode::CostDesc,
    ];

    /// The default of A61.
    pub const DEFAULT: SortingMode = SortingMode::AddressAsc;

    /// The name on the wire (the query value).
    pub const fn wire(self) -> &'static str {
        match self {
            SortingMode::AddressAsc => "ADDRESS_ASC",
            SortingMode::AddressDesc => "ADDRESS_DESC",
            SortingMode::AlertsTriggeredAsc => "ALERTS_TRIGGERED_ASC",
            SortingMode::AlertsTriggeredDesc => "ALERTS_TRIGGERED_DESC",
            SortingMode::AlertsEnabledAsc => "ALERTS_ENABLED_ASC",
            SortingMode::AlertsEnabledDesc => "ALERTS_ENABLED_DESC",
            SortingMode::NameAsc => "NAME_ASC",
            SortingMode::NameDesc => "NAME_DESC",
            SortingMode::LabelsAsc => "LABELS_ASC",
            SortingMode::LabelsDesc => "LABELS_DESC",
            SortingMode::CompanyAsc => "COMPANY_ASC",
            SortingMode::CompanyDesc => "COMPANY_DESC",
            SortingMode::ContentOrder => "CONTENT_ORDER",
            SortingMode::ConsumptionAsc => "CONSUMPTION_ASC",
            SortingMode::ConsumptionDesc => "CONSUMPTION_DESC",
            SortingMode::CostAsc => "COST_ASC",
            SortingMode::CostDesc => "COST_DESC",
        }
    }

    /// Whether the mode is the descending one of its pair.
    pub const fn descending(self) -> bool {
        matches!(
            self,
            SortingMode::AddressDesc
                | SortingMode::AlertsTriggeredDesc
                | SortingMode::AlertsEnabledDesc
                | SortingMode::NameDesc
                | SortingMode::LabelsDesc
                | SortingMode::CompanyDesc
                | SortingMode::ConsumptionDesc
                | SortingMode::CostDesc
        )
    }

    /// Whether the mode ranks by a month's figures ([`MonthFigures`]).
    pub const fn ranks_by_month(self) -> bool {
        matches!(
            self,
            SortingMode::ConsumptionAsc
                | SortingMode::ConsumptionDesc
                | SortingMode::CostAsc
                | SortingMode::CostDesc
        )
    }
}

/// Every sort mode's wire name, in [`SortingMode::ALL`]'s order.
pub const SORTING_MODES: [&str; 17] = {
    let mut names = [""; 17];
    let mut i = 0;
    while i < names.len() {
        names[i] = SortingMode::ALL[i].wire();
        i += 1;
    }
    names
};

/// crm's 400 `code` for a list ranked by a month that is not a full month of measured data
/// (or a `year` without its `month`): the gateway names the caller's `month`.
pub const MONTH_NOT_MEASURED: &str = "MonthNotMeasured";

/// The page size when `count` is not given (§9).
pub const LOCATION_PAGE_SIZE: u32 = 20;

/// The use place of a list item (A63).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ListLocation {
    pub location_identifier: String,
    pub location_reference_id: String,
    pub utility_type: UtilityType,
    /// The company's own name for the place, if it gave one.
    pub name: Option<String>,
    pub address: Address,
}

/// #234: the company's name for the place (the `name` of its list items), 1–60 characters.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PlaceNameRequest {
    #[validate(length(min = 1, max = 60), custom(function = "not_blank"))]
    pub name: String,
}

/// One use place in a company's location list (A63).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyLocationItem {
    pub location: ListLocation,
    pub labels: Vec<String>,
    /// The composite location the place belongs to; absent for a place on its own. A B2B
    /// user addresses the place by this id (else by its locationIdentifier).
    pub composite_location_identifier: Option<String>,
    /// The company's name for that composite, so a member's row can name it; absent for a place
    /// on its own.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub composite_name: Option<String>,
    /// The energy company serving the place (the COMPANY sort modes).
    pub company: Company,
    /// The caller's right on the place: FULL_ACCESS for the main user.
    pub rights: UserRight,
    /// Alerts of the place that fired recently (the ALERTS_TRIGGERED sort modes).
    pub alerts_triggered: u32,
    /// Alerts of the place switched on (the ALERTS_ENABLED sort modes).
    pub alerts_enabled: u32,
    /// listComparisons (#194) only: metering's comparison of the place's last full month with
    /// the same month a year before; absent on #193 and for a place with nothing to compare.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comparison: Option<crate::metering::LocationComparison>,
    /// Under the CONSUMPTION and COST sort modes only: the figures of the month ranked by.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub month_figures: Option<MonthFigures>,
}

/// #193 listSearch and #194 listComparisons: one page of the places assigned to the caller
/// (spec §3 location list page).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyLocationPage {
    /// The page size asked for (default 20).
    pub count: u32,
    /// The places that match the search and type, on every page.
    pub locations_total: u32,
    /// The 0-based index of the first place of this page among them.
    pub offset: u32,
    /// `ceil(locationsTotal / count)`.
    pub pages_total: u32,
    pub results: Vec<CompanyLocationItem>,
    pub search_string: Option<String>,
    pub sorting_mode: SortingMode,
}

/// At most this many labels on one place (A63).
pub const MAX_LABELS_PER_PLACE: usize = 20;

/// #204 addLabels, #205 removeLabels: `{labels}`, each 1–40 characters, at most 20 (A63); 204.
/// Adding a label the place has, or removing one it has not, changes nothing.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LabelsRequest {
    #[validate(
        length(min = 1, max = 20),
        custom(function = "labels_of_1_to_40_characters")
    )]
    pub labels: Vec<String>,
}

/// #207 setLocationDetails: the name the company gives a place, or a composite (its name, as
/// #209 sets it), shown to every user of the company in the lists and details; 204.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyLocationDetailsRequest {
    #[validate(length(min = 1, max = 60), custom(function = "not_blank"))]
    pub name: String,
}

/// Every label 1–40 characters, not blank, no control characters: a blank one is `blank`
/// (required), a long one `length` with its bounds.
fn labels_of_1_to_40_characters(labels: &[String]) -> Result<(), ValidationError> {
    for label in labels {
        if label.trim().is_empty() {
            return Err(
                ValidationError::new("blank").with_message("a label must not be blank".into())
            );
        }
        if label.chars().count() > 40 || label.chars().any(char::is_control) {
            let mut error = ValidationError::new("length");
            error.add_param("min".into(), &1);
            error.add_param("max".into(), &40);
            return Err(error.with_message("every label must be 1-40 characters".into()));
        }
    }
    Ok(())
}

/// A62: a company the user belongs to, and as whom.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum CompanyRole {
    MainUser,
    SubUser,
}

/// An add-on service of a B2B place (#198). Home insurance is a household product, so a
/// company place is only ever offered green power.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum AdditionalServiceKind {
    GreenPower,
    HomeInsurance,
}

/// One add-on service one place can have, and whether it is on.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdditionalService {
    pub location_identifier: String,
    pub service: AdditionalServiceKind,
    /// The product's name on the screen, e.g. "Tuulivoima".
    pub name: String,
    pub active: bool,
}

/// #198: the add-on services of a place, or of every place of a composite; a service the place
/// cannot have is not listed.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AdditionalServiceList {
    /// The place or composite the path names.
    pub composite_location_identifier: String,
    pub services: Vec<AdditionalService>,
}

/// A composite location of the company as the caller sees it (#199).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompositeLocationSummary {
    pub composite_location_identifier: String,
    pub name: String,
    /// Its places, at least two.
    pub location_identifiers: Vec<String>,
    /// The caller's right on it: FULL_ACCESS for the main user; changing it (#209) needs
    /// FULL_ACCESS.
    pub rights: UserRight,
}

/// #199: the company's composite locations assigned to the caller, other than the one the path
/// names, by name.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompositeLocationList {
    pub composite_locations: Vec<CompositeLocationSummary>,
}

/// #200: the places that could join the path's place or composite in a composite: assigned to
/// the caller, of the same company, in no composite and not the path's place, in address order.
/// Each carries the caller's `rights`: creating or changing a composite (#208, #209) still
/// needs FULL_ACCESS on every place.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompositeEligibleList {
    pub results: Vec<CompanyLocationItem>,
}

/// One unit's total over the summarised places (#195): metering's comparison of each place's
/// last full month, added up (kWh for electricity, MWh for district heating).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ConsumptionTotal {
    pub unit: String,
    /// The month compared (YYYY-MM): the last full month.
    pub month: String,
    /// The places in the total (those metering has figures for).
    pub locations: u32,
    pub consumption: f64,
    /// The same month a year before.
    pub previous_year_consumption: f64,
    /// The change against the year before in percent; 0 when either is zero.
    pub delta: f64,
}

/// #195 listSummary: the places assigned to the caller that match `searchString` and `type`,
/// counted, with their ids in address order and (added by the gateway from metering) their
/// consumption totals per unit.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompanyLocationSummary {
    pub search_string: Option<String>,
    pub locations_total: u32,
    /// The composite locations the places make up (a composite counts once).
    pub composites_total: u32,
    /// The places' alerts that fired recently, and those switched on (as the list items count).
    pub alerts_triggered: u32,
    pub alerts_enabled: u32,
    pub location_identifiers: Vec<String>,
    /// Per unit, by unit; crm leaves it empty and the gateway fills it from metering.
    #[serde(default)]
    pub consumption: Vec<ConsumptionTotal>,
}

/// One place of a company export's columns (crm's `exportPlaces`): what the company calls it
/// and where it is, beside the figures metering gives by its id.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportPlace {
    pub location_identifier: String,
    pub address: Address,
    /// The company's own name for the place, if it gave one.
    pub name: Option<String>,
    pub labels: Vec<String>,
}

/// crm's `exportPlaces`: every place assigned to the user that matches `searchString` and
/// `type`, in address order (as #195 counts them), with the export's columns.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ExportPlaces {
    pub places: Vec<ExportPlace>,
}

/// The crm path of [`ExportPlaces`].
pub fn export_places_path<'a>(company_ref: &'a str, user_id: &'a str) -> [&'a str; 8] {
    [
        "v2",
        "b2b",
        "company",
        company_ref,
        "servicelocation",
        "user",
        user_id,
        "exportPlaces",
    ]
}

/// A place's figures of the month the CONSUMPTION and COST sort modes rank by: what it used,
/// to the Wh (district heating too), and what its electricity cost with VAT. `None` where the
/// place has no such figure (a production place uses nothing; district heating is not priced
/// here); such places come after the others in both directions.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MonthFigures {
    /// YYYY-MM.
    pub month: String,
    pub consumption_wh: Option<i64>,
    pub cost: Option<crate::money::Cents>,
}
