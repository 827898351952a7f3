//! A background process upstream (#74's mass message) changes what cached reads answer after
//! its write has answered: each batch it sends raises its recipients' unread count in user
//! content (#116). The write's own eviction runs at acceptance, before most recipients are
//! reached, so a read in between would keep a stale count until its entry expires. The gateway
//! follows the process instead, asking messaging how far it is, and evicts the reads again
//! each time it has reached more recipients and once it has ended. The eviction goes through
//! the cache's broadcast, so every replica drops its entries.

use std::time::{Duration, Instant};

use actix_web::web;
use upstream_clients::messaging::{BackgroundProcesses, ProcessState};
use upstream_clients::System;

use crate::cache::Eviction;
use crate::state::AppState;

/// How often the process is asked about: a recipient's stale count lasts at most about this.
const POLL: Duration = Duration::from_millis(250);
/// Following stops after this, whatever the process's state: a process that runs longer
/// leaves its last recipients' entries to their time to live, as before.
const AT_MOST: Duration = Duration::from_secs(30 * 60);
/// Failed questions in a row after which following stops (messaging down, the token refused).
const FAILURES: u32 = 3;
/// #53's upstream path: the latest mass-message processes, newest first.
const PROCESSES: [&str; 4] = ["admin", "background-process", "v1", "mass-message"];

/// Follows process `process_id` with the writer's access token, applying `eviction` (a read's
/// entries for everyone) whenever it has reached more recipients and when it ends. Runs on
/// the replica's runtime; the write has already answered.
pub fn follow(state: web::Data<AppState>, token: String, process_id: String, eviction: Eviction) {
    actix_web::rt::spawn(async move {
        let messaging = state.reads.of(System::Messaging);
        let started = Instant::now();
        let (mut reached, mut failures) = (0, 0);
        while started.elapsed() < AT_MOST {
            actix_web::rt::time::sleep(POLL).await;
            let latest = messaging
                .json::<BackgroundProcesses>(&token, &PROCESSES, &[("amount", "100")])
                .await;
            let process = match latest {
                Ok(latest) => latest
                    .processes
                    .into_iter()
                    .find(|process| process.process_id == process_id),
                Err(error) => {
                    failures += 1;
                    tracing::warn!(%error, failures, "a background process could not be followed");
                    if failures >= FAILURES {
                        break;
                    }
                    continue;
                }
            };
            failures = 0;
            // Gone (the upstream forgot it): nothing more will be sent.
            let Some(process) = process else { break };
            let ended = matches!(process.state, ProcessState::Done | ProcessState::Failed);
            if process.sent > reached || ended {
                reached = process.sent;
                evict(&state, &eviction).await;
            }
            if ended {
                // A read in flight as the process ended may still keep an answer made before
                // its last batch: dropped once more a moment later.
                actix_web::rt::time::sleep(POLL).await;
                evict(&state, &eviction).await;
                break;
            }
        }
    });
}

async fn evict(state: &AppState, eviction: &Eviction) {
    if let Err(error) = state.cache.evict(eviction.clone()).await {
        tracing::warn!(%error, "a background process's eviction failed");
    }
}
