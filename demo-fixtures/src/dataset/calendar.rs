//! The demo dataset's time window and the metering facts the demo fixes (budgets, the green
//! power package): constants of the data, which the metering mock serves but does not decide.

use std::sync::Arc;

use chrono::{DateTime, Datelike, NaiveDate, NaiveTime, TimeZone, Utc};
use upstream_clients::money::Cents;

use crate::series::{local_date, local_midnight, TIME_ZONE};

/// How a place's consumption budget starts in the dataset, until #129 sets another.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DemoBudget {
    /// A fixed size a month (spec §9: 300 €).
    Fixed(Cents),
    /// Close to its limit whatever the day: sized so that the current month's cost so far is
    /// about this share of it (and never over it). A fixed size is over its limit late in a
    /// winter month and far below it early in a summer one; demo mode is the shop window, and a
    /// budget near its limit is the state worth showing.
    NearLimit { used_percent: i64 },
}

/// The share of a [`DemoBudget::NearLimit`] budget the month's cost so far has used.
pub const NEAR_LIMIT_USED_PERCENT: i64 = 90;

/// The smallest [`DemoBudget::NearLimit`] budget: on the first of a month nothing is used yet,
/// and an active budget of 0 € would be no budget at all.
pub const NEAR_LIMIT_MIN: Cents = Cents::eur(1, 0);

/// Places with a consumption budget in the dataset: kuluttaja's home has the spec's 300 €, the
/// demo user's (demo mode's) a budget close to its limit.
pub const DEMO_BUDGETS: [(&str, DemoBudget); 2] = [
    ("KP100101", DemoBudget::Fixed(Cents::eur(300, 0))),
    (
        "KP100001",
        DemoBudget::NearLimit {
            used_percent: NEAR_LIMIT_USED_PERCENT,
        },
    ),
];

impl DemoBudget {
    /// The budget a month; `used_so_far` gives the current month's cost so far (only a
    /// near-limit budget needs it, and it takes the month's series to count).
    pub fn size(self, used_so_far: impl FnOnce() -> Cents) -> Cents {
        match self {
            DemoBudget::Fixed(size) => size,
            DemoBudget::NearLimit { used_percent } => {
                // Rounded up, so the share used stays at or just under the percent: to whole
                // euros, as a person sets a budget, unless that takes the share used under 85 %
                // (a small sum early in a month), then to the cent.
                let up = |n: i64, d: i64| (n.max(0) + d - 1) / d;
                let used = used_so_far().0;
                let cents = up(used * 100, used_percent.max(1));
                let euros = up(cents, 100) * 100;
                let size = if used * 100 >= euros * 85 {
                    euros
                } else {
                    cents
                };
                Cents(size).max(NEAR_LIMIT_MIN)
            }
        }
    }
}

/// The default green power package (spec §9), kWh a year.
pub const DEFAULT_GREEN_POWER_PACKAGE_KWH: f64 = 3000.0;

/// The wall clock a [`Clock`] reads: the system's, or a fake one in tests.
type WallClock = Arc<dyn Fn() -> DateTime<Utc> + Send + Sync>;

/// The date the data is built around, and the instant the mocks take as "now" for the data
/// (published prices, the latest quarter). The real date in Helsinki by default, so the demo
/// always looks current; fixed (`mocks.today`), so that a tester's expected values hold on any
/// day. Writes' own timestamps, token expiry and mail times stay on the real clock.
#[derive(Clone)]
pub struct Clock {
    fixed_today: Option<NaiveDate>,
    wall: WallClock,
}

impl std::fmt::Debug for Clock {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Clock")
            .field("fixed_today", &self.fixed_today)
            .finish_non_exhaustive()
    }
}

impl Default for Clock {
    fn default() -> Self {
        Clock::system()
    }
}

/// With a fixed today, "now" is this Helsinki wall-clock time of it: after 14:00, so tomorrow's
/// prices are already out, as they are for most of a working day.
const FIXED_TIME: NaiveTime = match NaiveTime::from_hms_opt(15, 0, 0) {
    Some(time) => time,
    None => NaiveTime::MIN,
};

impl Clock {
    /// The real date and time.
    pub fn system() -> Self {
        Clock {
            fixed_today: None,
            wall: Arc::new(Utc::now),
        }
    }

    /// Today fixed at `today` (whatever the wall clock says), or the real date when `None`.
    pub fn fixed(today: Option<NaiveDate>) -> Self {
        Clock {
            fixed_today: today,
            ..Clock::system()
        }
    }

    /// The same clock reading `wall` instead of the system's wall clock (tests run "a day
    /// later" with it).
    pub fn with_wall(self, wall: impl Fn() -> DateTime<Utc> + Send + Sync + 'static) -> Self {
        Clock {
            wall: Arc::new(wall),
            ..self
        }
    }

    pub fn fixed_today(&self) -> Option<NaiveDate> {
        self.fixed_today
    }

    pub fn today(&self) -> NaiveDate {
        self.fixed_today
            .unwrap_or_else(|| local_date((self.wall)()))
    }

    pub fn now(&self) -> DateTime<Utc> {
        match self.fixed_today {
            // 15:00 is never skipped nor repeated by a DST change (those are at 03:00-04:00).
            Some(today) => TIME_ZONE
                .from_local_datetime(&today.and_time(FIXED_TIME))
                .earliest()
                .map_or_else(|| local_midnight(today), |at| at.with_timezone(&Utc)),
            None => (self.wall)(),
        }
    }

    /// Makes this the clock of the current thread: each mock server installs its clock on its
    /// worker thread, so mocks with different clocks can run in one process (tests do).
    pub fn install(&self) {
        CURRENT.with(|current| *current.borrow_mut() = Some(self.clone()));
    }
}

thread_local! {
    static CURRENT: std::cell::RefCell<Option<Clock>> = const { std::cell::RefCell::new(None) };
}

fn current<T>(read: impl FnOnce(&Clock) -> T) -> T {
    CURRENT.with(|current| match current.borrow().as_ref() {
        Some(clock) => read(clock),
        None => read(&Clock::system()),
    })
}

/// Today in Helsinki, by the current thread's [`Clock`] (the system's where none is installed):
/// the one today of the crate.
pub fn today() -> NaiveDate {
    current(Clock::today)
}

/// "Now" for the data, by the current thread's [`Clock`].
pub fn now() -> DateTime<Utc> {
    current(Clock::now)
}

/// The first day with measured data: 1 January two years back.
pub fn data_start(today: NaiveDate) -> NaiveDate {
    NaiveDate::from_ymd_opt(today.year() - 2, 1, 1).unwrap_or(today)
}

/// The Helsinki days `from..to` clipped to the measured window (data start up to yesterday).
pub fn measured_days(from: NaiveDate, to: NaiveDate, today: NaiveDate) -> (NaiveDate, NaiveDate) {
    let from = from.max(data_start(today));
    let to = to.min(today);
    (from, to.max(from))
}

/// The first instant not yet measured: today's midnight.
pub fn measured_until(today: NaiveDate) -> DateTime<Utc> {
    local_midnight(today)
}

/// The end (exclusive) of the published day-ahead prices at `now`: tomorrow's prices are
/// published around 13:00 Finnish time, and the portal shows them from 14:00.
pub fn prices_published_until(now: DateTime<Utc>) -> DateTime<Utc> {
    let local = now.with_timezone(&TIME_ZONE);
    let today = local.date_naive();
    let days_ahead = if chrono::Timelike::hour(&local) >= 14 {
        2
    } else {
        1
    };
    local_midnight(today + chrono::Duration::days(days_ahead))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn a_fixed_today_ignores_the_wall_clock_and_its_now_is_15_in_helsinki() {
        let later = Utc::now() + chrono::Duration::days(40);
        let clock = Clock::fixed(Some(date(2026, 3, 29))).with_wall(move || later);
        assert_eq!(clock.today(), date(2026, 3, 29));
        // The day summer time starts: 15:00 EEST is 12:00 UTC.
        assert_eq!(clock.now().to_rfc3339(), "2026-03-29T12:00:00+00:00");
    }

    #[test]
    fn without_a_fixed_today_the_wall_clock_decides_in_helsinki() {
        let wall = DateTime::parse_from_rfc3339("2026-01-31T22:30:00Z")
            .unwrap()
            .with_timezone(&Utc);
        let clock = Clock::fixed(None).with_wall(move || wall);
        // 00:30 in Helsinki: already February.
        assert_eq!(clock.today(), date(2026, 2, 1));
        assert_eq!(clock.now(), wall);
    }

    #[test]
    fn the_installed_clock_is_the_threads_today() {
        std::thread::spawn(|| {
            Clock::fixed(Some(date(2025, 7, 1))).install();
            assert_eq!(today(), date(2025, 7, 1));
        })
        .join()
        .unwrap();
        assert_eq!(today(), Clock::system().today());
    }
}
