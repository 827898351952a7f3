//! Upstreams failing by timeout, 500, malformed body, a slow drip, a connection cut mid-body
//! and a refused connection map to 504/502/502/504/503/503 problem bodies that name no upstream
//! internals: every system, on a read and on a write (the fault matrix), and identity at
//! sign-in. Then the circuit: a stalled system fails fast once its circuit is open, and closes
//! again when it answers.

use std::time::{Duration, Instant};

use demo_fixtures::mocks::{FaultRule, RunningMock};
use gateway::endpoint::{Answer, Row};
use reqwest::Response;
use upstream_clients::{CircuitState, System};

use crate::helpers::*;
use crate::rows::{reads, walk};
use crate::writes::{method, signed_in, walk_order};

#[derive(Clone, Copy, Debug)]
enum Fault {
    Timeout,
    ServerError,
    Malformed,
    /// Headers at once, then a byte now and then: the answer never completes in time.
    SlowDrip,
    /// Headers and part of the body, then the connection is cut.
    DroppedConnection,
}

impl Fault {
    fn rule(self, method: &str, path: &str) -> FaultRule {
        let base = fault(method, path);
        match self {
            // Past the test profile's 1.5 s upstream timeout.
            Fault::Timeout => FaultRule {
                delay: Some(Duration::from_millis(2500)),
                ..base
            },
            Fault::ServerError => FaultRule {
                status: Some(500),
                ..base
            },
            Fault::Malformed => FaultRule {
                malformed: true,
                ..base
            },
            Fault::SlowDrip => FaultRule {
                drip: Some(Duration::from_millis(100)),
                ..base
            },
            Fault::DroppedConnection => FaultRule {
                drop_connection: true,
                ..base
            },
        }
    }

    fn expected(self) -> (u16, &'static str) {
        match self {
            Fault::Timeout | Fault::SlowDrip => (504, "UPSTREAM_TIMEOUT"),
            Fault::ServerError | Fault::Malformed => (502, "UPSTREAM_FAILED"),
            Fault::DroppedConnection => (503, "UPSTREAM_UNAVAILABLE"),
        }
    }
}

const FAULTS: [Fault; 5] = [
    Fault::Timeout,
    Fault::ServerError,
    Fault::Malformed,
    Fault::SlowDrip,
    Fault::DroppedConnection,
];

/// The body names the failure by code only: no host, port, URL, system or upstream text.
async fn assert_clean_problem(response: Response, status: u16, code: &str, app: &TestApp) {
    let body = problem(response, status, code).await.to_string();
    let systems = app.mocks.all();
    let names = systems.iter().map(|(name, _)| *name);
    for leak in [
        "127.0.0.1",
        "http://",
        "localhost",
        "/v1/",
        "reqwest",
        "InjectedFault",
    ]
    .into_iter()
    .chain(names)
    {
        assert!(!body.contains(leak), "{leak} leaked in {body}");
    }
    for (_, mock) in &systems {
        let port = mock.base_url.rsplit(':').next().unwrap();
        assert!(!body.contains(port), "port leaked in {body}");
    }
}

/// Every system in an order where stopping one (the refused connection) leaves the later ones
/// working: crm answers every other system's access checks, identity signs in.
const SYSTEMS: [System; 7] = [
    System::Invoicing,
    System::Metering,
    System::Solar,
    System::Messaging,
    System::Content,
    System::Crm,
    System::Identity,
];

fn mock_of(app: &TestApp, system: System) -> RunningMock {
    app.mocks
        .all()
        .into_iter()
        .find(|(name, _)| *name == system.name())
        .map(|(_, mock)| mock.clone())
        .expect("a mock of every system")
}

/// kuluttaja's or CR-100's first read of the system (identity serves none).
fn read_of(system: System) -> Option<&'static Row> {
    reads().find(|row| row.policy.upstream == system && !row.is_external())
}

/// The first write of the system in the write walk.
fn write_of(system: System) -> Option<&'static Row> {
    walk_order()
        .into_iter()
        .find(|row| row.policy.upstream == system && !row.is_external())
}

#[tokio::test]
async fn every_upstream_failing_every_way_is_mapped_and_a_write_is_not_saved() {
    // Short timeouts keep the matrix quick; metering's reads are slower in a debug build.
    let app = spawn_app_with(|settings| {
        for upstream in settings.upstreams.all_mut() {
            upstream.timeout_ms = 700;
        }
        settings.upstreams.metering.timeout_ms = 2000;
        settings.throttle.sign_in_per_account_per_minute = 100;
    })
    .await;
    let walk = walk(&app).await;
    let known = signed_in(&app).await;
    let mut cases = 0;
    for system in SYSTEMS {
        let mock = mock_of(&app, system);
        for fault in FAULTS {
            let (status, code) = fault.expected();
            if let Some(row) = read_of(system) {
                let (_, prefix) = mock_of_row(&app, row);
                mock.faults.set(fault.rule("GET", &prefix));
                // An answer cached earlier would rightly be served despite the fault.
                app.state.cache.evict_all();
                let response = app.get_with(walk.client(&app, row), &walk.url(row)).await;
                assert_clean_problem(response, status, code, &app).await;
                mock.faults.clear();
                cases += 1;
            }
            // A write confirmed by its status alone has no body to be malformed.
            let write = write_of(system).filter(|row| {
                !(matches!(fault, Fault::Malformed) && matches!(row.answer, Answer::NoContent))
            });
            if let Some(row) = write {
                let (_, prefix) = mock_of_row(&app, row);
                mock.faults.set(fault.rule(method(row), &prefix));
                let example = known.example(row);
                let response = known
                    .send(&app, row, &example.path, example.body.as_ref())
                    .await;
                // Never a success: the fault answers in the mock's place, so nothing was saved.
                assert_clean_problem(response, status, code, &app).await;
                mock.faults.clear();
                cases += 1;
            }
            if system == System::Identity {
                mock.faults.set(fault.rule("POST", "/v1/auth/login"));
                let client = new_client();
                let response = app
                    .post_json_with(
                        &client,
                        "/api/auth/v1/login",
                        &serde_json::json!({"username": KULUTTAJA, "password": PASSWORD}),
                    )
                    .await;
                assert_clean_problem(response, status, code, &app).await;
                mock.faults.clear();
                cases += 1;
            }
        }
        // Last, the connection refused: the system is gone for the rest of the test.
        mock.stop().await;
        if let Some(row) = read_of(system) {
            app.state.cache.evict_all();
            let response = app.get_with(walk.client(&app, row), &walk.url(row)).await;
            assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
            cases += 1;
        }
        if let Some(row) = write_of(system) {
            let example = known.example(row);
            let response = known
                .send(&app, row, &example.path, example.body.as_ref())
                .await;
            assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
            cases += 1;
        }
    }
    // Every system has a read or a write (identity: a write and the sign-in).
    assert!(cases >= 7 * 6, "{cases} cases");
}

#[tokio::test]
async fn a_stalled_upstream_fails_fast_once_its_circuit_opens_and_recovers() {
    let timeout = Duration::from_millis(1500);
    let app = spawn_app_with(|settings| {
        settings.upstreams.solar.timeout_ms = timeout.as_millis() as u64;
        settings.upstreams.circuit_failure_threshold = 3;
        settings.upstreams.circuit_open_ms = 3000;
    })
    .await;
    let walk = walk(&app).await;
    let row = read_of(System::Solar).expect("a solar read");
    let (mock, prefix) = mock_of_row(&app, row);
    let solar = || {
        app.state
            .upstreams
            .iter()
            .find(|upstream| upstream.system() == System::Solar)
            .expect("solar")
            .circuit()
    };
    let call = || async {
        app.state.cache.evict_all();
        let started = Instant::now();
        let response = app.get_with(walk.client(&app, row), &walk.url(row)).await;
        (response, started.elapsed())
    };

    mock.faults.set(Fault::Timeout.rule("GET", &prefix));
    for _ in 0..3 {
        let (response, _) = call().await;
        assert_clean_problem(response, 504, "UPSTREAM_TIMEOUT", &app).await;
    }
    assert_eq!(solar(), CircuitState::Open);
    let asked = mock.faults.request_counts().values().sum::<u64>();

    // Open: refused at once, without asking solar, with a time to come back.
    for _ in 0..5 {
        let (response, took) = call().await;
        assert!(took < timeout / 3, "took {took:?}");
        let retry_after: u64 = response.headers()["retry-after"]
            .to_str()
            .unwrap()
            .parse()
            .unwrap();
        assert!((1..=3).contains(&retry_after), "Retry-After {retry_after}");
        assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
    }
    assert_eq!(mock.faults.request_counts().values().sum::<u64>(), asked);

    // Solar answers again: after the open time one probe goes through and closes the circuit.
    mock.faults.clear();
    for _ in 0..100 {
        if solar() == CircuitState::HalfOpen {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    assert_eq!(solar(), CircuitState::HalfOpen);
    let (response, _) = call().await;
    assert_eq!(response.status(), 200);
    assert_eq!(solar(), CircuitState::Closed);
}

#[tokio::test]
async fn crm_failures_on_a_read_are_mapped() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let path = format!("/v1/users/{KULUTTAJA_ID}/content");
    for fault in FAULTS {
        app.mocks.crm.faults.clear();
        app.mocks.crm.faults.set(fault.rule("GET", &path));

        let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

        let (status, code) = fault.expected();
        assert_clean_problem(response, status, code, &app).await;
    }
}

#[tokio::test]
async fn identity_failures_at_sign_in_are_mapped() {
    let app = spawn_app_with(|s| s.throttle.sign_in_per_account_per_minute = 100).await;
    for fault in FAULTS {
        app.mocks.identity.faults.clear();
        app.mocks
            .identity
            .faults
            .set(fault.rule("POST", "/v1/auth/login"));

        let response = app.login(KULUTTAJA, PASSWORD).await;

        let (status, code) = fault.expected();
        assert_clean_problem(response, status, code, &app).await;
        app.assert_signed_out().await;
    }
}

#[tokio::test]
async fn a_refused_connection_to_crm_is_unavailable() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    app.mocks.crm.stop().await;

    let response = app.get(&TestApp::content_path(KULUTTAJA_ID)).await;

    assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
}

#[tokio::test]
async fn a_refused_connection_to_identity_is_unavailable() {
    let app = spawn_app().await;
    app.mocks.identity.stop().await;

    let response = app.login(KULUTTAJA, PASSWORD).await;

    assert_clean_problem(response, 503, "UPSTREAM_UNAVAILABLE", &app).await;
}

#[tokio::test]
async fn crm_failing_during_sign_in_fails_the_sign_in_honestly() {
    let app = spawn_app().await;
    app.mocks
        .crm
        .faults
        .set(Fault::ServerError.rule("GET", "/v1/user-mappings/"));

    let response = app.login(KULUTTAJA, PASSWORD).await;

    assert_clean_problem(response, 502, "UPSTREAM_FAILED", &app).await;
    problem(app.get("/api/v2/me").await, 401, "SESSION_EXPIRED").await;
}
