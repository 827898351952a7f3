//! What the core's tests share: an upstream at a loopback test server's URL.

use std::time::Duration;

use upstream_clients::{HttpCore, HttpSettings, System, Upstream};

/// An upstream at `url` with short timeouts, keeping up to `idle` connections per host.
pub fn upstream(url: &str, idle: usize) -> Upstream {
    let core = HttpCore::new(&HttpSettings {
        connect_timeout: Duration::from_millis(500),
        pool_max_idle_per_host: idle,
        guard: Default::default(),
    })
    .unwrap();
    Upstream::new(
        core,
        System::Crm,
        url.parse().unwrap(),
        Duration::from_secs(2),
    )
}
