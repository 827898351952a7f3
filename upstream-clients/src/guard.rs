//! What stands between the gateway and one upstream: a circuit breaker and a bulkhead.
//!
//! - The circuit opens after `failure_threshold` failures in a row (a timeout, a broken or
//!   refused connection, a 5xx). While open, calls fail at once with the time left, instead of
//!   each waiting out the timeout. When that time is up, one call goes through as a probe: an
//!   answer closes the circuit, a failure opens it again; the other calls meanwhile still fail
//!   at once.
//! - The bulkhead lets `max_concurrent` calls to the system run at once; up to `max_waiting`
//!   more wait for a turn, and any beyond those are shed at once, so one slow system can hold
//!   neither every worker nor a growing queue.
//!
//! Hand-written on tokio's semaphore rather than taken from a crate: `failsafe` keeps its
//! state private (health and metrics need to read it), lets every call through while
//! half-open, and has no notion of the time left for a `Retry-After`; tower's
//! `ConcurrencyLimit`/`LoadShed` wrap a `Service`, which reqwest calls here are not.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::error::{System, UpstreamError};

/// The breaker's and the bulkhead's settings, the same for every upstream.
#[derive(Debug, Clone)]
pub struct GuardSettings {
    /// Failures in a row that open the circuit; 0 never opens it.
    pub failure_threshold: u32,
    /// How long an open circuit refuses calls before it lets a probe through.
    pub open_for: Duration,
    /// Calls to one system running at once.
    pub max_concurrent: usize,
    /// Calls to one system waiting for a turn; more are shed at once.
    pub max_waiting: usize,
}

impl Default for GuardSettings {
    fn default() -> Self {
        Self {
            failure_threshold: 5,
            open_for: Duration::from_secs(10),
            max_concurrent: 64,
            max_waiting: 256,
        }
    }
}

/// A circuit's state, as health checks and metrics show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CircuitState {
    Closed,
    Open,
    HalfOpen,
}

impl CircuitState {
    pub fn name(self) -> &'static str {
        match self {
            CircuitState::Closed => "closed",
            CircuitState::Open => "open",
            CircuitState::HalfOpen => "half_open",
        }
    }
}

#[derive(Debug)]
enum Circuit {
    Closed {
        failures: u32,
    },
    Open {
        until: Instant,
    },
    /// The open time is up; `probing` while the one probe call is out.
    HalfOpen {
        probing: bool,
    },
}

/// What a finished call tells the breaker.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Outcome {
    /// The system answered (any status below 500, or a body that did not decode).
    Answered,
    /// A timeout, a broken or refused connection, or a 5xx.
    Failed,
}

impl Outcome {
    pub(crate) fn of<T>(result: &Result<T, UpstreamError>) -> Self {
        match result {
            Err(UpstreamError::Timeout { .. } | UpstreamError::Unavailable { .. }) => {
                Outcome::Failed
            }
            Err(UpstreamError::Status { status, .. }) if *status >= 500 => Outcome::Failed,
            _ => Outcome::Answered,
        }
    }
}

/// One upstream's breaker and bulkhead, shared by every clone of its client.
#[derive(Debug)]
pub(crate) struct Guard {
    system: System,
    settings: GuardSettings,
    circuit: Mutex<Circuit>,
    turns: Arc<Semaphore>,
    /// Calls running or waiting for a turn.
    admitted: AtomicUsize,
}

/// A call let through: holds its turn, and tells the breaker how it went.
pub(crate) struct Ticket<'a> {
    guard: &'a Guard,
    probe: bool,
    recorded: bool,
    _turn: OwnedSemaphorePermit,
}

impl Guard {
    pub(crate) fn new(system: System, settings: &GuardSettings) -> Self {
        Self {
            system,
            settings: settings.clone(),
            circuit: Mutex::new(Circuit::Closed { failures: 0 }),
            turns: Arc::new(Semaphore::new(settings.max_concurrent.max(1))),
            admitted: AtomicUsize::new(0),
        }
    }

    fn circuit(&self) -> MutexGuard<'_, Circuit> {
        // The state is a few plain fields, valid even if a holder panicked.
        self.circuit.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(crate) fn state(&self) -> CircuitState {
        match *self.circuit() {
            Circuit::Closed { .. } => CircuitState::Closed,
            Circuit::Open { until } if Instant::now() < until => CircuitState::Open,
            Circuit::Open { .. } | Circuit::HalfOpen { .. } => CircuitState::HalfOpen,
        }
    }

    /// Lets a call through, or refuses it at once: the circuit is open, or too many calls are
    /// out. A call let through may wait for a turn.
    pub(crate) async fn admit(&self) -> Result<Ticket<'_>, UpstreamError> {
        let probe = self.pass_circuit()?;
        let admitted = self.admitted.fetch_add(1, Ordering::AcqRel);
        let released = Released(&self.admitted);
        let turn = if admitted >= self.settings.max_concurrent + self.settings.max_waiting {
            None
        } else {
            Arc::clone(&self.turns).acquire_owned().await.ok()
        };
        let Some(turn) = turn else {
            drop(released);
            if probe {
                self.probe_abandoned();
            }
            return Err(UpstreamError::Busy {
                system: self.system,
            });
        };
        std::mem::forget(released);
        Ok(Ticket {
            guard: self,
            probe,
            recorded: false,
            _turn: turn,
        })
    }

    /// Whether the circuit lets a call through, and whether that call is the probe.
    fn pass_circuit(&self) -> Result<bool, UpstreamError> {
        let mut circuit = self.circuit();
        let now = Instant::now();
        match *circuit {
            Circuit::Closed { .. } => Ok(false),
            Circuit::Open { until } if now < until => Err(UpstreamError::CircuitOpen {
                system: self.system,
                retry_after: until - now,
            }),
            Circuit::Open { .. } | Circuit::HalfOpen { probing: false } => {
                *circuit = Circuit::HalfOpen { probing: true };
                Ok(true)
            }
            Circuit::HalfOpen { probing: true } => Err(UpstreamError::CircuitOpen {
                system: self.system,
                // The probe ends within the system's timeout; a second is a fair guess.
                retry_after: Duration::from_secs(1),
            }),
        }
    }

    fn record(&self, probe: bool, outcome: Outcome) {
        let mut circuit = self.circuit();
        let open = || Circuit::Open {
            until: Instant::now() + self.settings.open_for,
        };
        match (&mut *circuit, outcome) {
            (Circuit::Closed { failures }, Outcome::Answered) => *failures = 0,
            (Circuit::Closed { failures }, Outcome::Failed) => {
                *failures += 1;
                if self.settings.failure_threshold > 0
                    && *failures >= self.settings.failure_threshold
                {
                    tracing::warn!(upstream = %self.system, "circuit opened");
                    *circuit = open();
                }
            }
            (Circuit::HalfOpen { .. }, Outcome::Answered) if probe => {
                tracing::info!(upstream = %self.system, "circuit closed");
                *circuit = Circuit::Closed { failures: 0 };
            }
            (Circuit::HalfOpen { .. }, Outcome::Failed) if probe => {
                tracing::warn!(upstream = %self.system, "probe failed, circuit opened again");
                *circuit = open();
            }
            // A call let through before the circuit opened, ending late: the state already
            // says what it would.
            _ => {}
        }
    }

    /// The probe ended without an outcome (its caller went away): the next call probes.
    fn probe_abandoned(&self) {
        let mut circuit = self.circuit();
        if let Circuit::HalfOpen { probing } = &mut *circuit {
            *probing = false;
        }
    }
}

/// Gives back a place among the admitted calls when dropped.
struct Released<'a>(&'a AtomicUsize);

impl Drop for Released<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Ticket<'_> {
    pub(crate) fn record(mut self, outcome: Outcome) {
        self.recorded = true;
        self.guard.record(self.probe, outcome);
    }
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        self.guard.admitted.fetch_sub(1, Ordering::AcqRel);
        if self.probe && !self.recorded {
            self.guard.probe_abandoned();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn guard(threshold: u32, open_for: Duration) -> Guard {
        Guard::new(
            System::Solar,
            &GuardSettings {
                failure_threshold: threshold,
                open_for,
                max_concurrent: 2,
                max_waiting: 1,
            },
        )
    }

    #[tokio::test]
    async fn failures_in_a_row_open_the_circuit_and_an_answer_in_between_resets_them() {
        let guard = guard(3, Duration::from_secs(60));
        for outcome in [Outcome::Failed, Outcome::Failed, Outcome::Answered] {
            guard.admit().await.unwrap().record(outcome);
        }
        for _ in 0..2 {
            guard.admit().await.unwrap().record(Outcome::Failed);
        }
        assert_eq!(guard.state(), CircuitState::Closed);
        guard.admit().await.unwrap().record(Outcome::Failed);
        assert_eq!(guard.state(), CircuitState::Open);
        let refused = guard.admit().await.err().unwrap();
        let UpstreamError::CircuitOpen { retry_after, .. } = refused else {
            panic!("{refused:?}");
        };
        assert!(retry_after > Duration::from_secs(50), "{retry_after:?}");
    }

    #[tokio::test]
    async fn one_probe_at_a_time_closes_or_reopens_the_circuit() {
        let guard = guard(1, Duration::from_millis(20));
        guard.admit().await.unwrap().record(Outcome::Failed);
        tokio::time::sleep(Duration::from_millis(30)).await;
        assert_eq!(guard.state(), CircuitState::HalfOpen);
        let probe = guard.admit().await.unwrap();
        assert!(guard.admit().await.is_err(), "only one probe");
        probe.record(Outcome::Failed);
        assert_eq!(guard.state(), CircuitState::Open);
        tokio::time::sleep(Duration::from_millis(30)).await;
        // A probe whose caller went away lets the next call probe.
        drop(guard.admit().await.unwrap());
        guard.admit().await.unwrap().record(Outcome::Answered);
        assert_eq!(guard.state(), CircuitState::Closed);
    }

    #[tokio::test]
    async fn calls_beyond_the_running_and_waiting_ones_are_shed() {
        let guard = Arc::new(guard(0, Duration::from_secs(1)));
        let first = guard.admit().await.unwrap();
        let second = guard.admit().await.unwrap();
        // The third waits for a turn.
        let waiting = {
            let guard = Arc::clone(&guard);
            tokio::spawn(async move { guard.admit().await.map(|t| t.record(Outcome::Answered)) })
        };
        for _ in 0..100 {
            if guard.admitted.load(Ordering::Acquire) == 3 {
                break;
            }
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
        assert!(matches!(
            guard.admit().await,
            Err(UpstreamError::Busy { .. })
        ));
        drop(first);
        waiting.await.unwrap().unwrap();
        drop(second);
        assert_eq!(guard.admitted.load(Ordering::Acquire), 0);
        // The threshold 0 never opens the circuit.
        for _ in 0..10 {
            guard.admit().await.unwrap().record(Outcome::Failed);
        }
        assert_eq!(guard.state(), CircuitState::Closed);
    }
}
