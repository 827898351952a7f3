//! Metrics (A80) in Prometheus text, through the `metrics` facade and its Prometheus exporter,
//! served on the operator port only.
//!
//! Counted as they happen: requests by operation and status with their latency, upstream calls
//! by system and outcome with theirs (`upstream_clients::http`), sign-in refreshes, throttle
//! and maintenance refusals. Read when scraped (`crate::operator`): circuit states, live
//! sessions, the cache's hits, misses, bytes
//! and evictions (the cache counts them in plain atomics, so a cached read pays one add).

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::OnceLock;
use std::time::Duration;

use metrics::{Counter, Histogram};
use metrics_exporter_prometheus::{PrometheusBuilder, PrometheusHandle};

/// Latency buckets in seconds: a cached answer takes well under a millisecond, an upstream call
/// up to its timeout.
const LATENCY_BUCKETS: [f64; 14] = [
    0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0,
];

static HANDLE: OnceLock<PrometheusHandle> = OnceLock::new();

/// The process's recorder, installed on first use. Every gateway of a process (tests run
/// several) records into it, so its counts are the process's.
pub fn handle() -> &'static PrometheusHandle {
    HANDLE.get_or_init(|| {
        let recorder = PrometheusBuilder::new()
            .set_buckets(&LATENCY_BUCKETS)
            .map(PrometheusBuilder::build_recorder)
            .unwrap_or_else(|_| PrometheusBuilder::new().build_recorder());
        let handle = recorder.handle();
        if metrics::set_global_recorder(recorder).is_err() {
            tracing::warn!("another metrics recorder is installed; /metrics shows only gauges");
        }
        // Without the exporter's own listener, its histograms are drained by upkeep: without
        // it they would grow between scrapes, or forever with no scraper.
        let upkeep = handle.clone();
        let spawned = std::thread::Builder::new()
            .name("metrics-upkeep".into())
            .spawn(move || loop {
                std::thread::sleep(Duration::from_secs(5));
                upkeep.run_upkeep();
            });
        if let Err(error) = spawned {
            tracing::warn!(%error, "metrics upkeep thread not started");
        }
        handle
    })
}

/// This thread's handles by operation, and by status within it: the registry's lookup hashes
/// the whole key with its labels, and a request should pay that once per operation, status and
/// thread, not each time.
struct Handles {
    latency: Histogram,
    by_status: Vec<(u16, Counter)>,
}

/// Hashes an operation id's address: the keys are distinct addresses already, so a multiply
/// spreads them well enough, at a fraction of SipHash's cost on every request.
#[derive(Default)]
struct AddressHasher(u64);

impl std::hash::Hasher for AddressHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for byte in bytes {
            self.0 = (self.0 << 8 | u64::from(*byte)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }

    fn write_usize(&mut self, value: usize) {
        self.0 = (value as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

type ByOperation = HashMap<usize, Handles, std::hash::BuildHasherDefault<AddressHasher>>;

thread_local! {
    static HANDLES: RefCell<ByOperation> = RefCell::new(ByOperation::default());
}

/// One answered API request: `operation` is its row's or handler's operation id.
pub fn request(operation: &'static str, status: u16, elapsed: Duration) {
    // A `'static` operation id is one string in the binary: its address names it.
    let id = operation.as_ptr() as usize;
    HANDLES.with_borrow_mut(|handles| {
        let handles = handles.entry(id).or_insert_with(|| Handles {
            latency: metrics::histogram!("portal_request_duration_seconds",
                "operation" => operation),
            by_status: Vec::new(),
        });
        handles.latency.record(elapsed.as_secs_f64());
        // An operation answers a handful of statuses: a scan is quicker than a hash.
        match handles.by_status.iter().find(|(seen, _)| *seen == status) {
            Some((_, counter)) => counter.increment(1),
            None => {
                let counter = metrics::counter!("portal_requests_total",
                    "operation" => operation, "status" => status.to_string());
                counter.increment(1);
                handles.by_status.push((status, counter));
            }
        }
    });
}

/// A refresh of a sign-in's tokens: `refused` when identity refused the refresh token (reused
/// after rotation, or revoked), which ends the sign-in.
pub fn refresh(refused: bool) {
    let outcome = if refused { "refused" } else { "ok" };
    metrics::counter!("portal_refreshes_total", "outcome" => outcome).increment(1);
}

/// A request refused by a throttle (`kind`: what was counted).
pub fn throttled(kind: &'static str) {
    metrics::counter!("portal_throttle_refusals_total", "kind" => kind).increment(1);
}

/// A request refused because the portal is in maintenance (the maintenance gate calls it).
pub fn maintenance_refused() {
    metrics::counter!("portal_maintenance_refusals_total").increment(1);
}
