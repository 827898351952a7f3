//! Solar production of a microgeneration plant: the sun's position by date and time at the
//! plant's latitude and longitude (about 63° N), the panels' tilt and direction, and a cloud
//! cover drawn per day from the plant's seed. The inverter caps the power.

use std::f64::consts::PI;

use chrono::{DateTime, Datelike, Timelike, Utc};

use crate::dataset::SolarPanel;

use super::{local_date, seed, unit_noise};

/// The sun's elevation and azimuth (degrees; azimuth from north, clockwise) at an instant.
pub fn sun_position(latitude_deg: f64, longitude_deg: f64, at: DateTime<Utc>) -> (f64, f64) {
    let day = f64::from(at.ordinal());
    let declination = (23.44 * (2.0 * PI * (284.0 + day) / 365.0).sin()).to_radians();
    // Solar time from UTC and longitude (the equation of time, ±16 min, is left out).
    let utc_hours = f64::from(at.hour()) + f64::from(at.minute()) / 60.0;
    let hour_angle = (15.0 * (utc_hours + longitude_deg / 15.0 - 12.0)).to_radians();
    let latitude = latitude_deg.to_radians();
    let sin_elevation =
        latitude.sin() * declination.sin() + latitude.cos() * declination.cos() * hour_angle.cos();
    let elevation = sin_elevation.clamp(-1.0, 1.0).asin();
    let cos_azimuth = (declination.sin() - sin_elevation * latitude.sin())
        / (elevation.cos() * latitude.cos()).max(1e-9);
    let mut azimuth = cos_azimuth.clamp(-1.0, 1.0).acos().to_degrees();
    if hour_angle > 0.0 {
        azimuth = 360.0 - azimuth;
    }
    (elevation.to_degrees(), azimuth)
}

/// How much of the clear-sky light a day's clouds let through, in [0.1, 1]: the same for
/// every slot of the day, drawn from the plant's seed.
pub fn clear_sky_share(panel_id: &str, date: chrono::NaiveDate) -> f64 {
    let noise = unit_noise(seed(panel_id) ^ 0xc10d, i64::from(date.num_days_from_ce()));
    0.1 + 0.9 * noise.sqrt()
}

/// Energy (kWh) the plant produces in the 15-minute slot starting at `slot`, read at the
/// slot's middle.
pub fn production_kwh(panel: &SolarPanel, slot: DateTime<Utc>) -> f64 {
    let middle = slot + chrono::Duration::minutes(7) + chrono::Duration::seconds(30);
    let (elevation, azimuth) = sun_position(panel.latitude, panel.longitude, middle);
    if elevation <= 0.0 {
        return 0.0;
    }
    let sin_elevation = elevation.to_radians().sin();
    // Direct light thins with the air mass it crosses; diffuse light follows the elevation.
    let direct = 1000.0 * 0.7_f64.powf((1.0 / sin_elevation.max(0.05)).powf(0.678));
    let tilt = f64::from(panel.tilt_deg).to_radians();
    let incidence = sin_elevation * tilt.cos()
        + elevation.to_radians().cos()
            * tilt.sin()
            * (azimuth - f64::from(panel.azimuth_deg)).to_radians().cos();
    let diffuse = 100.0 * sin_elevation;
    let irradiance = direct * incidence.max(0.0) + diffuse;
    let peak_kw = f64::from(panel.panel_count * panel.panel_power_w) / 1000.0;
    let clouds = clear_sky_share(&panel.panel_id, local_date(slot));
    // 15 % system losses; the inverter cannot deliver more than its nominal power.
    let power_kw =
        (peak_kw * irradiance / 1000.0 * clouds * 0.85).min(panel.inverter_nominal_power_kw);
    (power_kw * 0.25 * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::series::{local_midnight, quarters_of_day};
    use chrono::NaiveDate;

    fn panel() -> SolarPanel {
        SolarPanel {
            panel_id: "PV-TEST".into(),
            name: "test".into(),
            latitude: 63.1,
            longitude: 21.6,
            panel_count: 20,
            panel_power_w: 400,
            tilt_deg: 30,
            azimuth_deg: 180,
            inverter_nominal_power_kw: 8.0,
            inverter_commission_date: "2024-04-01".into(),
            inverter_model: "test".into(),
            inverter_serial: "1".into(),
        }
    }

    fn day_total(date: NaiveDate) -> f64 {
        quarters_of_day(date)
            .into_iter()
            .map(|q| production_kwh(&panel(), q))
            .sum()
    }

    #[test]
    fn midsummer_noon_is_high_and_midwinter_is_dark() {
        let (elevation, azimuth) = sun_position(
            63.0,
            22.0,
            local_midnight(NaiveDate::from_ymd_opt(2026, 6, 21).unwrap())
                + chrono::Duration::hours(13)
                + chrono::Duration::minutes(30),
        );
        assert!(elevation > 45.0 && elevation < 52.0, "{elevation}");
        assert!((150.0..210.0).contains(&azimuth), "{azimuth}");
        let night = local_midnight(NaiveDate::from_ymd_opt(2026, 12, 21).unwrap());
        assert_eq!(production_kwh(&panel(), night), 0.0);
    }

    #[test]
    fn june_produces_far_more_than_december() {
        let june: f64 = (1..=30)
            .map(|d| day_total(NaiveDate::from_ymd_opt(2026, 6, d).unwrap()))
            .sum();
        let december: f64 = (1..=31)
            .map(|d| day_total(NaiveDate::from_ymd_opt(2025, 12, d).unwrap()))
            .sum();
        assert!(june > 10.0 * december, "{june} vs {december}");
        // An 8 kWp plant makes some hundreds of kWh in a Finnish June.
        assert!((300.0..1400.0).contains(&june), "{june}");
    }
}
