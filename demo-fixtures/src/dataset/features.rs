//! Demo feature sets (spec §3 Feature, §6 "demo feature sets differ per utility; some read-only").
//! A feature missing from a set is, per spec §6, disabled and read-only.

use upstream_clients::crm::Feature;

use super::PlaceKind;

pub const CONSUMPTION: &str = "CONSUMPTION";
pub const DISTRICT_HEATING_CONSUMPTION: &str = "DISTRICT_HEATING_CONSUMPTION";
pub const MICROGENERATION: &str = "MICROGENERATION";
pub const SOLAR: &str = "SOLAR";
pub const INVOICES: &str = "INVOICES";
pub const DUE_DATE_CHANGE: &str = "DUE_DATE_CHANGE";
pub const CONTRACTS: &str = "CONTRACTS";
pub const MARKET_PRICE: &str = "MARKET_PRICE";
pub const FUTURE_PRICES: &str = "FUTURE_PRICES";
pub const ALERTS: &str = "ALERTS";
pub const REPORTS: &str = "REPORTS";
pub const SIMULATOR: &str = "SIMULATOR";
pub const MONTHLY_INSIGHTS: &str = "MONTHLY_INSIGHTS";
pub const CONSUMPTION_BUDGET: &str = "CONSUMPTION_BUDGET";
pub const MOVING_SERVICE: &str = "MOVING_SERVICE";
pub const FAULT_REPORTING: &str = "FAULT_REPORTING";
pub const GREEN_POWER: &str = "GREEN_POWER";
pub const HOME_INSURANCE: &str = "HOME_INSURANCE";
pub const DOCUMENTS: &str = "DOCUMENTS";

// User-level features (generalFeatures).
pub const MESSAGES: &str = "MESSAGES";
pub const CHAT: &str = "CHAT";
pub const REPRESENTATIVE: &str = "REPRESENTATIVE";
pub const CUSTOMER_BENEFITS: &str = "CUSTOMER_BENEFITS";
pub const FEEDBACK: &str = "FEEDBACK";

fn feature(name: &str, read_only: bool) -> Feature {
    Feature {
        feature: name.to_owned(),
        enabled: true,
        read_only,
        qualifiers: Vec::new(),
    }
}

fn disabled(name: &str) -> Feature {
    Feature {
        feature: name.to_owned(),
        enabled: false,
        read_only: true,
        qualifiers: Vec::new(),
    }
}

/// The location features of a place of this kind.
pub fn features_for(kind: PlaceKind) -> Vec<Feature> {
    let common = [
        feature(INVOICES, false),
        feature(DUE_DATE_CHANGE, false),
        feature(CONTRACTS, false),
        feature(DOCUMENTS, true),
        feature(MOVING_SERVICE, false),
        feature(FAULT_REPORTING, false),
    ];
    let specific = match kind {
        PlaceKind::Electricity => vec![
            feature(CONSUMPTION, false),
            feature(MARKET_PRICE, false),
            feature(FUTURE_PRICES, true),
            feature(ALERTS, false),
            feature(REPORTS, false),
            feature(SIMULATOR, false),
            feature(MONTHLY_INSIGHTS, false),
            feature(CONSUMPTION_BUDGET, false),
            feature(GREEN_POWER, false),
            feature(HOME_INSURANCE, false),
        ],
        PlaceKind::DistrictHeating => vec![
            feature(DISTRICT_HEATING_CONSUMPTION, false),
            feature(ALERTS, false),
            feature(REPORTS, true),
            disabled(MARKET_PRICE),
            disabled(CONSUMPTION_BUDGET),
        ],
        PlaceKind::Microgeneration => vec![
            feature(MICROGENERATION, false),
            feature(SOLAR, false),
            feature(MARKET_PRICE, true),
            feature(REPORTS, true),
        ],
        PlaceKind::SummerHouse => vec![
            feature(CONSUMPTION, false),
            feature(MARKET_PRICE, true),
            feature(ALERTS, false),
            feature(CONSUMPTION_BUDGET, true),
            feature(MONTHLY_INSIGHTS, true),
            disabled(SIMULATOR),
        ],
    };
    common.into_iter().chain(specific).collect()
}

/// User-level features, which take precedence over location features (spec §6).
pub fn general_features() -> Vec<Feature> {
    vec![
        feature(MESSAGES, false),
        feature(CHAT, false),
        feature(REPRESENTATIVE, false),
        feature(CUSTOMER_BENEFITS, false),
        feature(FEEDBACK, false),
        feature(FUTURE_PRICES, true),
    ]
}
