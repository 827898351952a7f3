//! Reactive energy (kVArh) of business places with motors and compressors: it follows the
//! active energy at a power factor that drifts a little per place and per hour.

use chrono::{DateTime, Utc};

use super::{seed, unit_noise};

/// Reactive energy (kVArh) in a slot whose active energy is `kwh`: tan φ between 0.2 and 0.4
/// (cos φ about 0.93–0.98), drawn per place and hour.
pub fn reactive_kvarh(location_identifier: &str, kwh: f64, slot: DateTime<Utc>) -> f64 {
    let hour = slot.timestamp().div_euclid(3600);
    let tan_phi = 0.2 + 0.2 * unit_noise(seed(location_identifier) ^ 0x9a, hour);
    (kwh * tan_phi * 10_000.0).round() / 10_000.0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reactive_energy_stays_below_active_energy() {
        let slot = DateTime::<Utc>::from_timestamp(1_790_000_000, 0).unwrap();
        let q = reactive_kvarh("KP300001", 10.0, slot);
        assert!((2.0..=4.0).contains(&q), "{q}");
    }
}
