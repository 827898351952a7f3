//! How much a place uses in a year, from its building type: the scale every consumption series
//! of the place is drawn at. The place's id seeds a ±15 % spread so that two detached houses
//! differ the way real neighbours do.

use crate::dataset::{BuildingType, PlaceKind, UsePlace};

use super::{seed, unit_noise};

/// Typical yearly electricity use (kWh) of a building type in Finland: a detached house with
/// electric heating about 18,000, an apartment about 2,500, a summer house about 4,000, a
/// company building much more.
pub fn typical_annual_kwh(building_type: BuildingType) -> f64 {
    match building_type {
        BuildingType::DetachedHouse => 18_000.0,
        BuildingType::RowHouse => 7_500.0,
        BuildingType::Apartment => 2_500.0,
        BuildingType::SummerHouse => 4_000.0,
        BuildingType::CompanyBuilding => 120_000.0,
    }
}

/// The spread a place's id gives around the typical use: a factor in [0.85, 1.15).
fn place_factor(location_identifier: &str) -> f64 {
    0.85 + 0.3 * unit_noise(seed(location_identifier), 0)
}

/// The yearly electricity use (kWh) a place's series is drawn at.
pub fn annual_kwh(place: &UsePlace) -> f64 {
    let typical = typical_annual_kwh(place.building_type);
    // A district-heated apartment building only meters its common electricity; its heat comes
    // through the heating series.
    let heating_share = if place.kind == PlaceKind::DistrictHeating {
        0.4
    } else {
        1.0
    };
    (typical * heating_share * place_factor(&place.location_identifier)).round()
}

/// The yearly district heating energy (MWh) of a district-heated place.
pub fn annual_heat_mwh(place: &UsePlace) -> f64 {
    let typical = match place.building_type {
        BuildingType::DetachedHouse => 20.0,
        BuildingType::RowHouse => 60.0,
        BuildingType::Apartment => 180.0,
        BuildingType::SummerHouse => 6.0,
        BuildingType::CompanyBuilding => 400.0,
    };
    (typical * place_factor(&place.location_identifier) * 10.0).round() / 10.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spread_stays_within_fifteen_percent() {
        for id in ["KP100101", "KP100001", "KP300007"] {
            let factor = place_factor(id);
            assert!((0.85..1.15).contains(&factor), "{id}: {factor}");
        }
        assert_ne!(place_factor("KP100101"), place_factor("KP100001"));
    }
}
