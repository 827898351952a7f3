//! Deterministic time series: every value is a seeded function of the place and the time slot,
//! computed on demand and never stored, so two years of 15-minute data cost no memory and every
//! mock (metering, invoicing, solar) sees the same numbers.
//!
//! Time is `Europe/Helsinki` (DOMAIN.md): a day has 92, 96 or 100 quarters. Prices are day-ahead
//! spot prices in €/MWh without VAT: one price per hour for deliveries before 1 Oct 2025, one per
//! 15 minutes from then on (the Nordic market's change).

use chrono::Offset as _;
use chrono::{DateTime, Datelike, Duration, NaiveDate, NaiveTime, TimeZone, Timelike, Utc};
use chrono_tz::Europe::Helsinki;
use chrono_tz::Tz;

pub mod cost;
pub mod district_heating;
pub mod load;
pub mod period;
pub mod reactive_power;
pub mod solar;

/// The portal's time zone.
pub const TIME_ZONE: Tz = Helsinki;

/// Length of a metering slot.
pub const QUARTER: Duration = Duration::minutes(15);

/// 1 Oct 2025 00:00 Helsinki: from here on the day-ahead price changes every 15 minutes.
pub fn quarter_hour_prices_from() -> DateTime<Utc> {
    // 2025-09-30T21:00:00Z as a constant: every price reads it, and a time zone lookup per
    // call would cost more than the price itself.
    DateTime::<Utc>::from_timestamp(QUARTER_HOUR_PRICES_FROM_UNIX, 0).unwrap_or_default()
}

/// [`quarter_hour_prices_from`] in Unix seconds.
const QUARTER_HOUR_PRICES_FROM_UNIX: i64 = 1_759_266_000;

/// Midnight at the start of `date` in Helsinki, as UTC. (Finnish DST changes at 03:00/04:00,
/// so midnight always exists exactly once.)
pub fn local_midnight(date: NaiveDate) -> DateTime<Utc> {
    TIME_ZONE
        .from_local_datetime(&date.and_time(NaiveTime::MIN))
        .earliest()
        .map(|t| t.with_timezone(&Utc))
        .unwrap_or_else(|| Utc.from_utc_datetime(&date.and_time(NaiveTime::MIN)))
}

/// The Helsinki calendar date of an instant.
pub fn local_date(at: DateTime<Utc>) -> NaiveDate {
    local_time(at).date
}

/// The Helsinki wall-clock fields of an instant that the series read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LocalTime {
    pub date: NaiveDate,
    /// 0–23.
    pub hour: u32,
    pub minute: u32,
    /// UTC offset in seconds (7200 or 10800).
    pub offset_seconds: i32,
}

/// A Helsinki day as UTC seconds `start..end` with one offset through it (DST days excluded).
#[derive(Clone, Copy)]
struct SteadyDay {
    start: i64,
    end: i64,
    offset: i32,
    date: NaiveDate,
}

/// The Helsinki fields of `at`. Series read them for every 15-minute slot, so the time zone
/// is looked up once per day (kept per thread) and the rest is arithmetic; DST days, whose
/// offset changes inside the day, are looked up every time.
pub fn local_time(at: DateTime<Utc>) -> LocalTime {
    thread_local! {
        static DAY: std::cell::Cell<Option<SteadyDay>> = const { std::cell::Cell::new(None) };
    }
    let seconds = at.timestamp();
    let day = DAY
        .with(|day| day.get())
        .filter(|d| d.start <= seconds && seconds < d.end);
    let day = match day {
        Some(day) => Some(day),
        None => {
            let date = at.with_timezone(&TIME_ZONE).date_naive();
            let start = local_midnight(date);
            let end = local_midnight(date.succ_opt().unwrap_or(date));
            let offset =
                |t: DateTime<Utc>| t.with_timezone(&TIME_ZONE).offset().fix().local_minus_utc();
            let steady = (offset(start) == offset(end - Duration::seconds(1))).then(|| SteadyDay {
                start: start.timestamp(),
                end: end.timestamp(),
                offset: offset(start),
                date,
            });
            if steady.is_some() {
                DAY.with(|day| day.set(steady));
            }
            steady
        }
    };
    match day {
        Some(day) => {
            let second_of_day = (seconds + i64::from(day.offset)).rem_euclid(86_400);
            LocalTime {
                date: day.date,
                hour: (second_of_day / 3600) as u32,
                minute: (second_of_day % 3600 / 60) as u32,
                offset_seconds: day.offset,
            }
        }
        None => {
            let local = at.with_timezone(&TIME_ZONE);
            LocalTime {
                date: local.date_naive(),
                hour: local.hour(),
                minute: local.minute(),
                offset_seconds: local.offset().fix().local_minus_utc(),
            }
        }
    }
}

/// The starts of every quarter of a Helsinki day: 96, or 92 on the spring DST day and 100 on
/// the autumn one.
pub fn quarters_of_day(date: NaiveDate) -> Vec<DateTime<Utc>> {
    let start = local_midnight(date);
    let end = local_midnight(date.succ_opt().unwrap_or(date));
    let count = (end - start).num_minutes() / 15;
    (0..count).map(|i| start + QUARTER * i as i32).collect()
}

/// The VAT percent in force on `date` (vero.fi): 24 until 31 Aug 2024, 25.5 from 1 Sep 2024;
/// the sale of electricity (not its transfer) had 10 from 1 Dec 2022 to 30 Apr 2023.
pub fn vat_percent(date: NaiveDate, electricity_sale: bool) -> f64 {
    vat_per_mille(date, electricity_sale) as f64 / 10.0
}

/// [`vat_percent`] in tenths of a percent (255 for 25.5 %), for exact VAT arithmetic.
pub fn vat_per_mille(date: NaiveDate, electricity_sale: bool) -> i64 {
    let ymd = |y, m, d| NaiveDate::from_ymd_opt(y, m, d).unwrap_or_default();
    if electricity_sale && date >= ymd(2022, 12, 1) && date <= ymd(2023, 4, 30) {
        100
    } else if date >= ymd(2024, 9, 1) {
        255
    } else {
        240
    }
}

/// FNV-1a of an identifier: the seed of a place's series.
pub fn seed(identifier: &str) -> u64 {
    identifier
        .bytes()
        .fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
            (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
        })
}

/// A uniform number in [0, 1) from a seed and a slot number (splitmix64).
pub fn unit_noise(seed: u64, slot: i64) -> f64 {
    let mut z = seed.wrapping_add((slot as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15));
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^= z >> 31;
    (z >> 11) as f64 / (1u64 << 53) as f64
}

/// Noise in [-1, 1).
pub(crate) fn signed_noise(seed: u64, slot: i64) -> f64 {
    unit_noise(seed, slot) * 2.0 - 1.0
}

/// Day number since the epoch of a Helsinki date (a slot number for daily noise).
fn day_number(date: NaiveDate) -> i64 {
    i64::from(date.num_days_from_ce())
}

/// Weather of a day: a smooth departure from the seasonal normal (°C), the same for every place.
fn weather_anomaly(date: NaiveDate) -> f64 {
    thread_local! {
        // The last day asked for: series walk day by day, so one entry saves almost every
        // recomputation.
        static LAST: std::cell::Cell<Option<(i64, f64)>> = const { std::cell::Cell::new(None) };
    }
    let day = day_number(date);
    if let Some((cached, anomaly)) = LAST.with(|last| last.get()) {
        if cached == day {
            return anomaly;
        }
    }
    // Three overlapping daily noises make a slow, believable drift of a few degrees.
    let weather = seed("weather");
    let anomaly = (0..5)
        .map(|back| signed_noise(weather, (day - back) / 3))
        .sum::<f64>()
        * 1.6;
    LAST.with(|last| last.set(Some((day, anomaly))));
    anomaly
}

/// Outdoor temperature (°C) at an instant in western Finland: seasonal normal (about −7 °C in
/// late January, +17 °C in mid-July), a day-night swing and the day's weather.
pub fn outdoor_temperature_c(at: DateTime<Utc>) -> f64 {
    let local = local_time(at);
    let day_of_year = f64::from(local.date.ordinal0());
    let seasonal = 5.0 - 12.0 * ((day_of_year - 20.0) / 365.25 * std::f64::consts::TAU).cos();
    let hour = f64::from(local.hour) + f64::from(local.minute) / 60.0;
    let diurnal = -3.0 * ((hour - 3.0) / 24.0 * std::f64::consts::TAU).cos();
    seasonal + diurnal + weather_anomaly(local.date)
}

/// The day-ahead spot price (VAT 0) of the delivery slot that contains `at`: an hour before
/// 1 Oct 2025, a quarter from then on. Exact from here on: the draw below is brought to the
/// exchange's 0.01 €/MWh tick once, and every sum and mean of quotes is taken in integers.
pub fn spot_price(at: DateTime<Utc>) -> cost::Price {
    cost::Price::from_eur_per_mwh(spot_price_draw(at))
}

/// The generator behind [`spot_price`], in €/MWh rounded to the tick. Cold days and the morning
/// and evening peaks cost more; windy nights can go negative, as they do in Finland.
fn spot_price_draw(at: DateTime<Utc>) -> f64 {
    let prices = seed("spot-price");
    let hour_start = at.timestamp().div_euclid(3600);
    // Every input is read at the start of the delivery slot, so all instants of one slot (an
    // hour before October 2025) get the same price even when the temperature moves within it.
    let slot_seconds = if at >= quarter_hour_prices_from() {
        900
    } else {
        3600
    };
    let at =
        DateTime::<Utc>::from_timestamp(at.timestamp().div_euclid(slot_seconds) * slot_seconds, 0)
            .unwrap_or(at);
    let local = local_time(at);
    let hour = local.hour;
    let date = local.date;
    let peak = match hour {
        7..=9 => 1.5,
        17..=20 => 1.7,
        0..=5 => 0.55,
        _ => 1.0,
    };
    let cold = (5.0 - outdoor_temperature_c(at)).max(0.0) * 2.2;
    let day_level = 25.0 + 45.0 * unit_noise(prices, day_number(date)).powi(2);
    let mut price = day_level * peak + cold + 12.0 * signed_noise(prices, hour_start);
    // Roughly one night in twelve is windy enough to push prices below zero.
    if unit_noise(prices ^ 0x5a5a, day_number(date)) < 0.08 && !(7..=20).contains(&hour) {
        price = -2.0 - 8.0 * unit_noise(prices, hour_start ^ 0x77);
    }
    // A rare scarcity spike.
    if unit_noise(prices ^ 0xa5a5, hour_start) > 0.997 {
        price += 250.0;
    }
    if at >= quarter_hour_prices_from() {
        let quarter = at.timestamp().div_euclid(900);
        price += 6.0 * signed_noise(prices ^ 0x15, quarter);
    }
    (price * 100.0).round() / 100.0
}

/// Electricity use (kWh) in the 15-minute slot starting at `slot` for a place that uses about
/// `annual_kwh` a year: a household day shape, more on weekends, electric heating that follows
/// the outdoor temperature, and the place's own noise.
pub fn electricity_kwh(location_identifier: &str, annual_kwh: f64, slot: DateTime<Utc>) -> f64 {
    electricity_kwh_at_temperature(
        location_identifier,
        annual_kwh,
        slot,
        outdoor_temperature_c(slot),
    )
}

/// [`electricity_kwh`] for a caller that has already read `outdoor_temperature_c(slot)`
/// (a series that shows both), so the temperature is computed once per slot.
pub fn electricity_kwh_at_temperature(
    location_identifier: &str,
    annual_kwh: f64,
    slot: DateTime<Utc>,
    temperature_c: f64,
) -> f64 {
    place_kwh(
        seed(location_identifier),
        annual_kwh,
        slot.timestamp(),
        load_factor(slot, temperature_c),
    )
}

/// The part of a slot's electricity use that is the same for every place: the household day
/// shape, more on weekends, and electric heating that follows the outdoor temperature.
fn load_factor(slot: DateTime<Utc>, temperature_c: f64) -> f64 {
    let local = local_time(slot);
    let shape = match local.hour {
        0..=5 => 0.55,
        6..=8 => 1.25,
        9..=15 => 0.85,
        16..=21 => 1.45,
        _ => 0.9,
    };
    let weekend = if local.date.weekday().number_from_monday() >= 6 {
        1.15
    } else {
        1.0
    };
    let heating = (17.0 - temperature_c).max(0.0) / 12.0;
    0.45 * shape * weekend + 0.55 * heating
}

/// A place's use in the slot starting at `slot_start` (Unix seconds), given the slot's
/// [`load_factor`]: the place's size and its own noise.
fn place_kwh(place_seed: u64, annual_kwh: f64, slot_start: i64, factor: f64) -> f64 {
    let noise = 1.0 + 0.3 * signed_noise(place_seed, slot_start / 900);
    // annual_kwh / 35_040 quarters, with the shape and heating averaging to about 1.
    let base = annual_kwh / 35_040.0;
    let kwh = base * factor * noise * 1.35;
    (kwh.max(0.0) * 10_000.0).round() / 10_000.0
}

/// The [`load_factor`] of every quarter of a period, worked out once for adding up the use of
/// many places over it (a company's month): the local time and the temperature of a slot are
/// most of [`electricity_kwh`]'s cost, and they do not depend on the place.
pub struct LoadShape {
    slots: Vec<(i64, f64)>,
}

impl LoadShape {
    /// The quarters of `period`.
    pub fn of(period: &period::Bucket) -> Self {
        LoadShape {
            slots: period
                .quarters()
                .map(|slot| {
                    let factor = load_factor(slot, outdoor_temperature_c(slot));
                    (slot.timestamp(), factor)
                })
                .collect(),
        }
    }

    /// A place's reading of each quarter of the period, in order: its start and
    /// [`electricity_kwh`] of it, the place-independent part worked out once.
    pub fn readings<'a>(
        &'a self,
        location_identifier: &str,
        annual_kwh: f64,
    ) -> impl Iterator<Item = (i64, f64)> + 'a {
        let place_seed = seed(location_identifier);
        self.slots
            .iter()
            .map(move |&(start, factor)| (start, place_kwh(place_seed, annual_kwh, start, factor)))
    }

    /// A place's use over the period: the sum of [`electricity_kwh`] of its quarters, in order.
    pub fn kwh(&self, location_identifier: &str, annual_kwh: f64) -> f64 {
        let place_seed = seed(location_identifier);
        self.slots
            .iter()
            .map(|&(start, factor)| place_kwh(place_seed, annual_kwh, start, factor))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn a_load_shape_adds_up_exactly_what_each_quarter_gives() {
        // October 2025 has the autumn DST day (100 quarters).
        let october = period::days(date(2025, 10, 1), date(2025, 11, 1));
        let shape = LoadShape::of(&october);
        for (place, annual) in [("KP100101", 18_000.0), ("KP400123", 250_000.0)] {
            let each: f64 = october
                .quarters()
                .map(|q| electricity_kwh(place, annual, q))
                .sum();
            assert_eq!(
                shape.kwh(place, annual).to_bits(),
                each.to_bits(),
                "{place}"
            );
        }
    }

    #[test]
    fn dst_days_have_92_and_100_quarters() {
        assert_eq!(quarters_of_day(date(2025, 3, 30)).len(), 92);
        assert_eq!(quarters_of_day(date(2025, 10, 26)).len(), 100);
        assert_eq!(quarters_of_day(date(2025, 6, 1)).len(), 96);
    }

    #[test]
    fn local_time_matches_the_time_zone_on_every_quarter_of_dst_days_and_around_them() {
        for day in [
            date(2025, 3, 29),
            date(2025, 3, 30),
            date(2025, 10, 26),
            date(2025, 10, 27),
        ] {
            for slot in quarters_of_day(day) {
                let local = slot.with_timezone(&TIME_ZONE);
                let fields = local_time(slot);
                assert_eq!(fields.date, local.date_naive());
                assert_eq!((fields.hour, fields.minute), (local.hour(), local.minute()));
                assert_eq!(
                    fields.offset_seconds,
                    local.offset().fix().local_minus_utc()
                );
            }
        }
    }

    #[test]
    fn vat_follows_the_date_of_delivery() {
        assert_eq!(vat_percent(date(2024, 8, 31), false), 24.0);
        assert_eq!(vat_percent(date(2024, 9, 1), false), 25.5);
        assert_eq!(vat_percent(date(2023, 1, 15), true), 10.0);
        assert_eq!(vat_percent(date(2023, 1, 15), false), 24.0);
    }

    #[test]
    fn the_quarter_hour_market_starts_on_1_october_2025_helsinki_time() {
        assert_eq!(
            quarter_hour_prices_from(),
            local_midnight(date(2025, 10, 1))
        );
    }

    #[test]
    fn prices_are_hourly_before_october_2025_and_quarterly_after() {
        let hour = local_midnight(date(2025, 9, 30)) + Duration::hours(10);
        assert!((0..4).all(|q| spot_price(hour + QUARTER * q) == spot_price(hour)));
        let later = local_midnight(date(2025, 11, 3)) + Duration::hours(10);
        let quarters: Vec<cost::Price> = (0..4).map(|q| spot_price(later + QUARTER * q)).collect();
        assert!(quarters.windows(2).any(|w| w[0] != w[1]));
    }

    #[test]
    fn series_are_deterministic_and_plausible() {
        let slot = local_midnight(date(2026, 1, 20)) + Duration::hours(18);
        assert_eq!(
            electricity_kwh("KP100101", 18_000.0, slot),
            electricity_kwh("KP100101", 18_000.0, slot)
        );
        let year: f64 = (0..365)
            .flat_map(|d| quarters_of_day(date(2025, 1, 1) + Duration::days(d)))
            .map(|q| electricity_kwh("KP100101", 18_000.0, q))
            .sum();
        assert!((12_000.0..26_000.0).contains(&year), "{year}");
        let winter = outdoor_temperature_c(local_midnight(date(2026, 1, 25)));
        let summer = outdoor_temperature_c(local_midnight(date(2026, 7, 15)) + Duration::hours(14));
        assert!(winter < summer);
        let mut negatives = 0;
        for d in 0..365 {
            for q in quarters_of_day(date(2025, 1, 1) + Duration::days(d)) {
                if spot_price(q).0 < 0 {
                    negatives += 1;
                }
            }
        }
        assert!(negatives > 0);
    }
}
