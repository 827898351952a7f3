//! What staff tell every customer, as of a moment ago: each origin's maintenance (A70, read by
//! the gate in `crate::maintenance`) and the top-bar message of `/api/v2/me` (A71).
//!
//! Content holds what staff set; the gateway keeps a snapshot of it, so neither the gate nor
//! `/me` calls content per request. The snapshot is fetched again after a staff write that
//! changes it (#11, #13, #14, #27, #28, [`crate::endpoint::After::RefreshNotices`]) and, at
//! most every [`REFRESH_EVERY`], in the background when a request finds it older (a change
//! made at content directly, or a window that starts, shows within that time). On the normal
//! path, with no origin in maintenance, the gate reads the clock once and two atomics: each
//! fetch works out until when no window can cover (the next window's start), and until then
//! the snapshot is not looked at.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use demo_fixtures::dataset::calendar::Clock;
use upstream_clients::content::{parse_instant, paths, PortalNotices, TopBarMessage};
use upstream_clients::crm::Company;
use upstream_clients::ReadClient;

/// How old the snapshot may grow before a request has it fetched again.
pub const REFRESH_EVERY: Duration = Duration::from_secs(5);

/// One origin's maintenance: from `start` (none: already) until `end` (none: until lifted).
#[derive(Debug, Clone)]
pub struct Window {
    pub origin: Company,
    pub start: Option<DateTime<Utc>>,
    pub end: Option<DateTime<Utc>>,
    pub message: Option<String>,
}

impl Window {
    pub fn covers(&self, now: DateTime<Utc>) -> bool {
        self.start.is_none_or(|start| start <= now) && self.end.is_none_or(|end| now < end)
    }
}

/// Content's notices as of the last fetch.
#[derive(Default)]
pub struct Snapshot {
    pub windows: Vec<Window>,
    top_bar: Option<TopBarMessage>,
}

impl Snapshot {
    fn of(notices: PortalNotices) -> Self {
        let at = |text: &str| parse_instant(text).map(|t| t.with_timezone(&Utc));
        let toggles = notices
            .maintenance
            .origins
            .into_iter()
            .filter(|state| state.enabled)
            .map(|state| Window {
                origin: state.origin,
                start: None,
                end: state.until.as_deref().and_then(at),
                message: state.message,
            });
        let schedules = notices.maintenance.schedules.into_iter().map(|s| Window {
            origin: s.origin,
            start: at(&s.start),
            end: at(&s.end),
            message: Some(s.message),
        });
        Snapshot {
            windows: toggles.chain(schedules).collect(),
            top_bar: notices.top_bar,
        }
    }
}

/// The gateway's copy of content's notices.
pub struct Notices {
    current: RwLock<Arc<Snapshot>>,
    /// When the snapshot was fetched, in milliseconds since `epoch`; 0: never.
    fetched_ms: AtomicU64,
    /// Until when (milliseconds since `epoch`) no window of the snapshot covers: the gate has
    /// nothing to look at before. 0: look every time.
    quiet_until_ms: AtomicU64,
    epoch: Instant,
    refreshing: AtomicBool,
    clock: Clock,
}

impl Notices {
    /// Empty until the first fetch; "now" is the dataset's clock (a fixed `mocks.today` is
    /// 15:00 of that day).
    pub fn new(today: Option<chrono::NaiveDate>) -> Self {
        Notices {
            current: RwLock::new(Arc::new(Snapshot::default())),
            fetched_ms: AtomicU64::new(0),
            quiet_until_ms: AtomicU64::new(0),
            epoch: Instant::now(),
            refreshing: AtomicBool::new(false),
            clock: Clock::fixed(today),
        }
    }

    fn snapshot(&self) -> Arc<Snapshot> {
        self.current
            .read()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }

    /// The top-bar message customers see now (A71).
    pub fn top_bar(&self) -> Option<TopBarMessage> {
        let now = self.clock.now();
        self.snapshot().top_bar.clone().filter(|message| {
            message
                .valid_until
                .as_deref()
                .and_then(parse_instant)
                .is_none_or(|until| until > now)
        })
    }

    /// Fetches content's notices now; a failure keeps the snapshot there is.
    pub async fn refresh(&self, content: &ReadClient) {
        let fetched = content
            .public_json_bytes(&paths::NOTICES, &[])
            .await
            .map_err(|e| e.to_string())
            .and_then(|bytes| {
                serde_json::from_slice::<PortalNotices>(&bytes).map_err(|e| e.to_string())
            });
        match fetched {
            Ok(notices) => {
                let snapshot = Snapshot::of(notices);
                let fetched = self.elapsed_ms().max(1);
                let quiet = self.quiet_until(&snapshot, fetched);
                *self.current.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(snapshot);
                self.quiet_until_ms.store(quiet, Ordering::Release);
                self.fetched_ms.store(fetched, Ordering::Release);
            }
            Err(error) => tracing::warn!(%error, "content's notices not refreshed"),
        }
    }

    /// Forgets the snapshot (a mocks reset): the next request fetches it.
    pub fn clear(&self) {
        *self.current.write().unwrap_or_else(|e| e.into_inner()) = Arc::new(Snapshot::default());
        self.quiet_until_ms.store(0, Ordering::Release);
        self.fetched_ms.store(0, Ordering::Release);
    }

    /// Until when, from `at_ms`, no window of `snapshot` covers: the earliest start still to
    /// come; `at_ms` itself when one covers now.
    fn quiet_until(&self, snapshot: &Snapshot, at_ms: u64) -> u64 {
        let now = self.clock.now();
        snapshot
            .windows
            .iter()
            .map(|window| match window.start {
                _ if window.covers(now) => at_ms,
                // Ended already: never again.
                _ if window.end.is_some_and(|end| end <= now) => u64::MAX,
                Some(start) => {
                    let wait = u64::try_from((start - now).num_milliseconds()).unwrap_or(0);
                    at_ms.saturating_add(wait)
                }
                None => at_ms,
            })
            .min()
            .unwrap_or(u64::MAX)
    }

    /// `at` as the gate goes by it (milliseconds since this copy began), for
    /// [`Notices::claim_refresh`] and [`Notices::quiet`]: no clock read of its own.
    pub fn ms_at(&self, at: Instant) -> u64 {
        u64::try_from(at.saturating_duration_since(self.epoch).as_millis()).unwrap_or(u64::MAX)
    }

    /// Whether no window can cover at `now_ms` ([`Notices::ms_at`]): the normal path's answer,
    /// without looking at the snapshot.
    pub fn quiet(&self, now_ms: u64) -> bool {
        now_ms < self.quiet_until_ms.load(Ordering::Acquire)
    }

    fn elapsed_ms(&self) -> u64 {
        u64::try_from(self.epoch.elapsed().as_millis()).unwrap_or(u64::MAX)
    }

    /// Whether the snapshot is due, claiming its refresh when it is (one at a time; the
    /// claimant calls [`Notices::refreshed`] when done).
    pub fn claim_refresh(&self, now_ms: u64) -> bool {
        let fetched = self.fetched_ms.load(Ordering::Acquire);
        let due =
            fetched == 0 || now_ms.saturating_sub(fetched) >= REFRESH_EVERY.as_millis() as u64;
        due && !self.refreshing.swap(true, Ordering::AcqRel)
    }

    /// A claimed refresh is over.
    pub fn refreshed(&self) {
        self.refreshing.store(false, Ordering::Release);
    }

    /// The windows covering now, if any origin is in maintenance.
    pub fn active(&self) -> Option<(Arc<Snapshot>, DateTime<Utc>)> {
        let snapshot = self.snapshot();
        if snapshot.windows.is_empty() {
            return None;
        }
        let now = self.clock.now();
        snapshot
            .windows
            .iter()
            .any(|w| w.covers(now))
            .then_some((snapshot, now))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(text: &str) -> DateTime<Utc> {
        parse_instant(text).unwrap().with_timezone(&Utc)
    }

    #[test]
    fn a_window_covers_from_its_start_until_its_end() {
        let window = Window {
            origin: Company::Vare,
            start: Some(at("2026-03-01T22:00:00+02:00")),
            end: Some(at("2026-03-02T02:00:00+02:00")),
            message: None,
        };
        assert!(!window.covers(at("2026-03-01T21:59:59+02:00")));
        assert!(window.covers(at("2026-03-01T22:00:00+02:00")));
        assert!(!window.covers(at("2026-03-02T02:00:00+02:00")));
        let toggle = Window {
            start: None,
            end: None,
            ..window
        };
        assert!(toggle.covers(at("2030-01-01T00:00:00Z")));
    }

    #[test]
    fn the_gate_is_quiet_until_the_next_window_starts() {
        let notices = Notices::new(None);
        let now = notices.clock.now();
        let window = |start: i64, end: Option<i64>| Window {
            origin: Company::Sv,
            start: Some(now + chrono::Duration::seconds(start)),
            end: end.map(|end| now + chrono::Duration::seconds(end)),
            message: None,
        };
        let snapshot = |windows| Snapshot {
            windows,
            top_bar: None,
        };
        assert_eq!(notices.quiet_until(&snapshot(vec![]), 1000), u64::MAX);
        let later = snapshot(vec![window(60, Some(120)), window(-120, Some(-60))]);
        let quiet = notices.quiet_until(&later, 1000);
        assert!((60_000..=61_000).contains(&quiet), "{quiet}");
        let covering = snapshot(vec![window(60, None), window(-1, Some(60))]);
        assert_eq!(notices.quiet_until(&covering, 1000), 1000);
        // Before any fetch the gate looks every time.
        assert!(!notices.quiet(notices.ms_at(Instant::now())));
    }
}
