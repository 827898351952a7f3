//! Solar production: clear-sky power from the sun's position at the panel (latitude, longitude,
//! date and time), the panels' tilt and azimuth, and a daily cloudiness drawn from the seeded
//! noise. Zero at night; the Finnish winter gives almost nothing (low sun, short days, snow).

use chrono::{DateTime, Datelike, Duration, NaiveDate, Timelike, Utc};

use super::{local_date, local_midnight, quarters_of_day, seed, unit_noise, QUARTER};
use crate::dataset::SolarPanel;

/// System losses (wiring, temperature, soiling, inverter).
const PERFORMANCE_RATIO: f64 = 0.85;

/// The sun's elevation and azimuth (degrees; azimuth from north, clockwise) at an instant,
/// by the usual declination and hour-angle approximation (good to about a degree).
pub fn sun_position(latitude: f64, longitude: f64, at: DateTime<Utc>) -> (f64, f64) {
    let day = f64::from(at.ordinal());
    let gamma = std::f64::consts::TAU / 365.0 * (day - 1.0);
    let declination =
        23.44_f64.to_radians() * (std::f64::consts::TAU * (284.0 + day) / 365.0).sin();
    // Equation of time (minutes), Spencer's series.
    let eot = 229.18
        * (0.000075 + 0.001868 * gamma.cos()
            - 0.032077 * gamma.sin()
            - 0.014615 * (2.0 * gamma).cos()
            - 0.040849 * (2.0 * gamma).sin());
    let utc_minutes = f64::from(at.num_seconds_from_midnight()) / 60.0;
    let solar_minutes = utc_minutes + 4.0 * longitude + eot;
    let hour_angle = (solar_minutes / 4.0 - 180.0).to_radians();
    let phi = latitude.to_radians();
    let sin_elevation =
        phi.sin() * declination.sin() + phi.cos() * declination.cos() * hour_angle.cos();
    let elevation = sin_elevation.clamp(-1.0, 1.0).asin();
    let azimuth = hour_angle
        .sin()
        .atan2(hour_angle.cos() * phi.sin() - declination.tan() * phi.cos())
        .to_degrees()
        + 180.0;
    (elevation.to_degrees(), azimuth)
}

/// How clear a Helsinki day is at the plant, 0.1 (overcast) to 1 (clear).
pub fn clearness(panel: &SolarPanel, date: NaiveDate) -> f64 {
    let clouds = unit_noise(
        seed(&format!("{}-clouds", panel.panel_id)),
        i64::from(date.num_days_from_ce()),
    );
    // Finnish summers are clearer than autumns; skew towards overcast in Oct-Feb.
    let dark_season = matches!(date.month(), 10..=12 | 1 | 2);
    let clear = if dark_season {
        1.0 - clouds.powf(0.5)
    } else {
        1.0 - clouds.powi(2)
    };
    0.1 + 0.9 * clear
}

/// Snow on the panels in Dec-Feb blocks most light.
fn snow_factor(date: NaiveDate) -> f64 {
    if matches!(date.month(), 12 | 1 | 2) {
        0.3
    } else {
        1.0
    }
}

/// The plant's AC power (kW) at an instant.
pub fn power_kw(panel: &SolarPanel, at: DateTime<Utc>) -> f64 {
    let (elevation, sun_azimuth) = sun_position(panel.latitude, panel.longitude, at);
    if elevation <= 0.0 {
        return 0.0;
    }
    let el = elevation.to_radians();
    // Clear-sky direct normal irradiance (W/m²) with Meinel's air-mass attenuation.
    let air_mass = 1.0 / el.sin().max(0.05);
    let direct = 1_353.0 * 0.7_f64.powf(air_mass.powf(0.678));
    let tilt = f64::from(panel.tilt_deg).to_radians();
    let relative = (sun_azimuth - f64::from(panel.azimuth_deg)).to_radians();
    let incidence = el.sin() * tilt.cos() + el.cos() * tilt.sin() * relative.cos();
    let diffuse = 0.12 * direct * (1.0 + tilt.cos()) / 2.0;
    let irradiance = direct * incidence.max(0.0) + diffuse;
    let date = local_date(at);
    let peak_kw = f64::from(panel.panel_count) * f64::from(panel.panel_power_w) / 1_000.0;
    let kw = peak_kw * irradiance / 1_000.0
        * PERFORMANCE_RATIO
        * clearness(panel, date)
        * snow_factor(date);
    kw.min(panel.inverter_nominal_power_kw).max(0.0)
}

/// Energy (kWh) in the 15-minute slot starting at `slot`: the power at its middle for a quarter.
pub fn quarter_kwh(panel: &SolarPanel, slot: DateTime<Utc>) -> f64 {
    let kwh = power_kw(panel, slot + QUARTER / 2) * 0.25;
    (kwh * 10_000.0).round() / 10_000.0
}

/// Energy (kWh) of a Helsinki day.
pub fn day_kwh(panel: &SolarPanel, date: NaiveDate) -> f64 {
    quarters_of_day(date)
        .into_iter()
        .map(|q| quarter_kwh(panel, q))
        .sum()
}

/// The start of the 15-minute slot that holds `at`.
pub fn slot_of(at: DateTime<Utc>) -> DateTime<Utc> {
    let day_start = local_midnight(local_date(at));
    let quarters = (at - day_start).num_seconds().div_euclid(900);
    day_start + Duration::seconds(quarters * 900)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::Dataset;

    fn panel() -> SolarPanel {
        Dataset::demo()
            .place("KP100103")
            .and_then(|p| p.solar_panel.clone())
            .expect("the microgeneration place has panels")
    }

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn the_sun_is_highest_around_local_noon_and_low_in_finnish_winter() {
        // Helsinki 60.17 N, 24.94 E: midsummer noon elevation is about 53°, midwinter about 6.5°.
        let summer = local_midnight(date(2025, 6, 21)) + Duration::minutes(13 * 60 + 20);
        let (elevation, azimuth) = sun_position(60.17, 24.94, summer);
        assert!((elevation - 53.3).abs() < 1.5, "{elevation}");
        assert!((azimuth - 180.0).abs() < 5.0, "{azimuth}");
        let winter = local_midnight(date(2025, 12, 21)) + Duration::minutes(12 * 60 + 20);
        let (elevation, _) = sun_position(60.17, 24.94, winter);
        assert!((elevation - 6.4).abs() < 1.5, "{elevation}");
        let night = local_midnight(date(2025, 12, 21)) + Duration::hours(1);
        assert!(sun_position(60.17, 24.94, night).0 < 0.0);
    }

    #[test]
    fn production_is_zero_at_night_and_tiny_in_winter() {
        let panel = panel();
        let night = local_midnight(date(2025, 7, 1)) + Duration::hours(1);
        assert_eq!(power_kw(&panel, night), 0.0);
        let june: f64 = (1..=30).map(|d| day_kwh(&panel, date(2025, 6, d))).sum();
        let december: f64 = (1..=31).map(|d| day_kwh(&panel, date(2025, 12, d))).sum();
        assert!(june > 20.0 * december, "june {june} december {december}");
        let peak = f64::from(panel.panel_count * panel.panel_power_w) / 1000.0;
        // A Finnish plant yields roughly 800-1000 kWh per kWp a year.
        let year: f64 = (0..365)
            .map(|d| day_kwh(&panel, date(2025, 1, 1) + Duration::days(d)))
            .sum();
        assert!(
            (500.0 * peak..1_100.0 * peak).contains(&year),
            "{year} kWh from {peak} kWp"
        );
    }

    #[test]
    fn power_never_exceeds_the_inverter() {
        let panel = panel();
        let day = local_midnight(date(2025, 6, 10));
        assert!(
            (0..96).all(|q| power_kw(&panel, day + QUARTER * q) <= panel.inverter_nominal_power_kw)
        );
    }
}
