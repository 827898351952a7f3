//! District heating per day: energy from the heating demand of the day's outdoor temperature
//! plus hot water, the network's supply temperature by its heating curve, the building's return
//! temperature, and the cooling (supply − return) graded against bands per building type.

use chrono::{Duration, NaiveDate};

use crate::dataset::BuildingType;

use super::{local_midnight, outdoor_temperature_c, seed, signed_noise, unit_noise};

/// Heating degree days a year in western Finland (base 17 °C): the scale of the heating share.
const DEGREE_DAYS_PER_YEAR: f64 = 4_200.0;
/// The share of a year's heat that goes to hot water, spread evenly over the days.
const HOT_WATER_SHARE: f64 = 0.2;

/// One day of district heating at a place.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HeatDay {
    pub date: NaiveDate,
    /// Mean outdoor temperature, °C.
    pub outdoor_c: f64,
    /// Energy, MWh.
    pub energy_mwh: f64,
    /// Supply temperature, °C.
    pub supply_c: f64,
    /// Return temperature, °C.
    pub return_c: f64,
}

impl HeatDay {
    /// Cooling (jäähtymä), °C: supply − return. Higher is better.
    pub fn cooling_c(&self) -> f64 {
        self.supply_c - self.return_c
    }

    /// The day's heat exactly, as it is billed (the draw is to 0.1 kWh already).
    pub fn energy(&self) -> super::cost::Energy {
        super::cost::Energy::from_kwh(self.energy_mwh * 1_000.0)
    }
}

/// The mean outdoor temperature of a Helsinki day, from eight three-hour readings (enough for
/// the daily mean, and an eighth of the work of reading every quarter).
pub fn daily_mean_temperature_c(date: NaiveDate) -> f64 {
    let midnight = local_midnight(date);
    (0..8)
        .map(|i| outdoor_temperature_c(midnight + Duration::hours(3 * i) + Duration::minutes(90)))
        .sum::<f64>()
        / 8.0
}

/// The day `date` at a place that uses `annual_mwh` a year.
pub fn heat_day(location_identifier: &str, annual_mwh: f64, date: NaiveDate) -> HeatDay {
    let outdoor_c = daily_mean_temperature_c(date);
    let degree_days = (17.0 - outdoor_c).max(0.0);
    let place = seed(location_identifier);
    let day = i64::from(chrono::Datelike::num_days_from_ce(&date));
    let noise = 1.0 + 0.08 * signed_noise(place, day);
    let energy_mwh = annual_mwh
        * (HOT_WATER_SHARE / 365.0 + (1.0 - HOT_WATER_SHARE) * degree_days / DEGREE_DAYS_PER_YEAR)
        * noise;
    // The network's heating curve: 65 °C in summer, up to 115 °C in hard frost.
    let supply_c = (70.0 - 1.5 * outdoor_c).clamp(65.0, 115.0);
    // A building's substation returns water at its own level (tuning differs), a little higher
    // when the supply is hotter.
    let building = 26.0 + 10.0 * unit_noise(place ^ 0x7e, 0);
    let return_c = building + 0.15 * (supply_c - 65.0) + 1.5 * signed_noise(place ^ 0x7f, day);
    HeatDay {
        date,
        outdoor_c: round(outdoor_c, 1),
        energy_mwh: round(energy_mwh.max(0.0), 4),
        supply_c: round(supply_c, 1),
        return_c: round(return_c, 1),
    }
}

fn round(value: f64, decimals: i32) -> f64 {
    let scale = 10f64.powi(decimals);
    (value * scale).round() / scale
}

/// The lower bounds of cooling (°C) for each grade of the temperature index, per building type:
/// a building reaches a grade when its cooling is at least the bound.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TemperatureIndexBands {
    pub excellent: f64,
    pub very_good: f64,
    pub good: f64,
    pub satisfying: f64,
    pub passable: f64,
    /// Below `passable`: the bound shown for "bad" is 0.
    pub bad: f64,
}

/// The bands of a building type: big buildings with modern substations are held to more.
pub fn temperature_index_bands(building_type: BuildingType) -> TemperatureIndexBands {
    let top = match building_type {
        BuildingType::Apartment | BuildingType::CompanyBuilding => 45.0,
        BuildingType::RowHouse => 42.0,
        BuildingType::DetachedHouse | BuildingType::SummerHouse => 40.0,
    };
    TemperatureIndexBands {
        excellent: top,
        very_good: top - 5.0,
        good: top - 10.0,
        satisfying: top - 15.0,
        passable: top - 20.0,
        bad: 0.0,
    }
}

/// The grade of a cooling, in Finnish as the screen shows it.
pub fn temperature_index_grade(bands: &TemperatureIndexBands, cooling_c: f64) -> &'static str {
    if cooling_c >= bands.excellent {
        "Erinomainen"
    } else if cooling_c >= bands.very_good {
        "Erittäin hyvä"
    } else if cooling_c >= bands.good {
        "Hyvä"
    } else if cooling_c >= bands.satisfying {
        "Tyydyttävä"
    } else if cooling_c >= bands.passable {
        "Välttävä"
    } else {
        "Huono"
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn winter_days_need_more_heat_and_hotter_supply() {
        let winter = heat_day(
            "KP100102",
            180.0,
            NaiveDate::from_ymd_opt(2026, 1, 20).unwrap(),
        );
        let summer = heat_day(
            "KP100102",
            180.0,
            NaiveDate::from_ymd_opt(2026, 7, 10).unwrap(),
        );
        assert!(winter.energy_mwh > 3.0 * summer.energy_mwh);
        assert!(winter.supply_c > summer.supply_c);
        assert!(winter.cooling_c() > 0.0 && summer.cooling_c() > 0.0);
    }

    #[test]
    fn a_year_adds_up_to_about_the_annual_energy() {
        let start = NaiveDate::from_ymd_opt(2025, 1, 1).unwrap();
        let total: f64 = (0..365)
            .map(|d| heat_day("KP100102", 180.0, start + Duration::days(d)).energy_mwh)
            .sum();
        assert!((120.0..240.0).contains(&total), "{total}");
    }

    #[test]
    fn grades_follow_the_bands() {
        let bands = temperature_index_bands(BuildingType::Apartment);
        assert_eq!(temperature_index_grade(&bands, 46.0), "Erinomainen");
        assert_eq!(temperature_index_grade(&bands, 36.0), "Hyvä");
        assert_eq!(temperature_index_grade(&bands, 10.0), "Huono");
    }
}
