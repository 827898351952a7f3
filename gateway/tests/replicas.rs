//! Two gateway replicas on one Redis (`session.store = "redis"`), each test with a Redis of its
//! own on a random loopback port: what one replica does, the other knows at once.

#[allow(dead_code)]
#[path = "api/helpers.rs"]
mod helpers;

use std::net::TcpListener;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use base64::Engine;
use futures_util::future::join_all;
use gateway::settings::{SessionStoreKind, Settings};
use secrecy::SecretString;
use serde_json::{json, Value};

use helpers::*;

/// A `redis-server` of the test's own, stopped when dropped.
struct Redis {
    child: Child,
    port: u16,
}

impl Redis {
    /// Starts one on a free loopback port (installing Debian's `redis-server` when missing, as
    /// `scripts/lib.sh` does), and waits until it answers, 10 s at most.
    fn start() -> Redis {
        ensure_redis_server();
        let port = free_port();
        let child = Command::new("redis-server")
            .args(["--port", &port.to_string(), "--bind", "127.0.0.1"])
            .args(["--save", "", "--appendonly", "no", "--daemonize", "no"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("redis-server starts");
        let redis = Redis { child, port };
        let deadline = Instant::now() + Duration::from_secs(10);
        while !redis.answers() {
            assert!(
                Instant::now() < deadline,
                "redis-server did not answer on port {port} within 10 s"
            );
            std::thread::sleep(Duration::from_millis(20));
        }
        redis
    }

    fn url(&self) -> String {
        format!("redis://127.0.0.1:{}", self.port)
    }

    fn answers(&self) -> bool {
        use std::io::{Read, Write};
        let Ok(mut stream) = std::net::TcpStream::connect(("127.0.0.1", self.port)) else {
            return false;
        };
        let _ = stream.set_read_timeout(Some(Duration::from_millis(500)));
        let mut answer = [0u8; 7];
        stream.write_all(b"PING\r\n").is_ok()
            && stream.read_exact(&mut answer).is_ok()
            && &answer == b"+PONG\r\n"
    }

    fn stop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Redis {
    fn drop(&mut self) {
        self.stop();
    }
}

fn ensure_redis_server() {
    let present = || {
        Command::new("sh")
            .args(["-c", "command -v redis-server"])
            .stdout(Stdio::null())
            .status()
            .is_ok_and(|status| status.success())
    };
    if present() {
        return;
    }
    let lib = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../scripts/lib.sh");
    let installed = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source '{}' && ensure_apt redis-server redis-server",
            lib.display()
        ))
        .status();
    assert!(
        present(),
        "these tests need Redis: redis-server is not installed and installing Debian's \
         redis-server failed ({installed:?}); run `apt-get install redis-server`"
    );
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .expect("a free port")
        .port()
}

/// The settings of a replica on `redis`: the same cookie key on every replica, so each reads
/// the others' cookies.
fn on_redis(redis: &Redis) -> Settings {
    let mut settings = test_settings();
    settings.session.store = SessionStoreKind::Redis;
    settings.redis.url = SecretString::from(redis.url());
    settings.session.cookie_key =
        SecretString::from(base64::engine::general_purpose::STANDARD.encode([7u8; 64]));
    settings
}

/// Two replicas on one Redis, the second in front of the first's mocks.
async fn two_replicas(configure: impl Fn(&mut Settings)) -> (Redis, TestApp, TestApp) {
    let redis = Redis::start();
    let mut settings = on_redis(&redis);
    configure(&mut settings);
    let first = spawn_app_on(
        settings.clone(),
        demo_fixtures::dataset::calendar::Clock::fixed(settings.mocks.today),
    )
    .await;
    let second = spawn_replica(&first, settings).await;
    (redis, first, second)
}

async fn status_on(app: &TestApp, client: &reqwest::Client, path: &str) -> u16 {
    app.get_with(client, path).await.status().as_u16()
}

#[tokio::test]
async fn a_session_made_on_one_replica_is_used_on_the_other() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    a.sign_in(KULUTTAJA).await;

    assert_eq!(status_on(&b, &a.client, "/api/v2/me").await, 200);
    let status: Value = b
        .get_with(&a.client, "/api/auth/v1/session-status")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(status["hasRefreshToken"], true);
    // Listed once, whichever replica lists it.
    let listed: Value = b
        .get_with(&a.client, "/api/auth/v1/sessions")
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(listed.as_array().map(Vec::len), Some(1), "{listed}");
}

#[tokio::test]
async fn a_sign_out_on_one_replica_is_final_on_both() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    let login = a.login(KULUTTAJA, PASSWORD).await;
    let cookie = session_cookie(&login);
    // Both replicas now keep the sign-in in front of Redis.
    assert_eq!(a.get_with_cookie("/api/v2/me", &cookie).await.status(), 200);
    assert_eq!(b.get_with_cookie("/api/v2/me", &cookie).await.status(), 200);

    let signed_out = b
        .send_with(
            &a.client,
            "POST",
            "/api/auth/v1/logout",
            Some(&json!({})),
            true,
        )
        .await;

    assert_eq!(signed_out.status(), 204);
    for replica in [&a, &b] {
        problem(
            replica.get_with_cookie("/api/v2/me", &cookie).await,
            401,
            "SESSION_EXPIRED",
        )
        .await;
    }
}

#[tokio::test]
async fn a_password_reset_on_one_replica_ends_the_sign_ins_on_both() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    let phone = a.client_for(KULUTTAJA).await;
    let content = TestApp::content_path(KULUTTAJA_ID);
    // Cached on the other replica under the user's scope, and the sign-in kept there.
    assert_eq!(status_on(&b, &phone, &content).await, 200);

    b.post_json(
        "/api/auth/v1/send-reset-password-code",
        &json!({"email": KULUTTAJA}),
    )
    .await;
    let code = a
        .mocks
        .outbox
        .latest_code(KULUTTAJA, demo_fixtures::mocks::OutboxKind::ResetPassword)
        .expect("a reset code was mailed");
    let reset = b
        .post_json(
            "/api/auth/v1/reset-password",
            &json!({"email": KULUTTAJA, "code": code, "newPassword": "Uusi!Salasana2"}),
        )
        .await;

    assert_eq!(reset.status(), 204);
    for replica in [&a, &b] {
        for path in ["/api/v2/me", content.as_str()] {
            problem(replica.get_with(&phone, path).await, 401, "SESSION_EXPIRED").await;
        }
    }
}

#[tokio::test]
async fn an_administrator_ending_a_users_sign_ins_on_one_replica_ends_them_on_both() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    let phone = a.client_for(KULUTTAJA).await;
    let desktop = b.client_for(KULUTTAJA).await;
    let bystander = b.client_for(EDUSTAJA).await;
    for (replica, client) in [(&a, &desktop), (&b, &phone)] {
        assert_eq!(status_on(replica, client, "/api/v2/me").await, 200);
    }

    let admin = a.client_for(ADMIN).await;
    let path = format!("/api/admin/users/v1/{KULUTTAJA_ID}/sessions");
    let ended = a.send_with(&admin, "DELETE", &path, None, true).await;

    assert_eq!(ended.status(), 200);
    let body: Value = ended.json().await.unwrap();
    assert_eq!(body["ended"], 2);
    for replica in [&a, &b] {
        for client in [&phone, &desktop] {
            problem(
                replica.get_with(client, "/api/v2/me").await,
                401,
                "SESSION_EXPIRED",
            )
            .await;
        }
        assert_eq!(status_on(replica, &bystander, "/api/v2/me").await, 200);
    }
}

#[tokio::test]
async fn a_write_on_one_replica_is_read_fresh_on_the_other() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    a.sign_in(KULUTTAJA).await;
    let content = TestApp::content_path(KULUTTAJA_ID);
    async fn unread(replica: &TestApp, client: &reqwest::Client, content: &str) -> u64 {
        let body: Value = replica
            .get_with(client, content)
            .await
            .json()
            .await
            .unwrap();
        body["user"]["unreadMessages"].as_u64().unwrap()
    }
    // Cached on both replicas now.
    let before = unread(&b, &a.client, &content).await;
    assert!(before >= 1, "kuluttaja starts with unread messages");
    assert_eq!(unread(&a, &a.client, &content).await, before);

    let all = a
        .send("PUT", "/api/v2/messages/user/1000001/markAllAsRead", None)
        .await;

    assert_eq!(all.status(), 204);
    assert_eq!(unread(&b, &a.client, &content).await, 0);
    assert_eq!(unread(&a, &a.client, &content).await, 0);
}

#[tokio::test]
async fn twenty_parallel_calls_with_an_expired_token_over_both_replicas_make_one_refresh() {
    let (_redis, a, b) = two_replicas(|settings| {
        settings.mocks.access_token_ttl_seconds = 6;
        settings.identity.leeway_seconds = 0;
    })
    .await;
    a.sign_in(KULUTTAJA).await;
    // Past the refresh margin.
    tokio::time::sleep(Duration::from_millis(1500)).await;

    let refreshes = || {
        a.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/refresh")
    };
    let calls = (0..20u32).map(|n| {
        let replica = if n % 2 == 0 { &a } else { &b };
        // Distinct rows, so the cache's single flight does not hide the refreshes.
        let path = if n % 4 < 2 {
            format!("/api/v2/user/{KULUTTAJA_ID}/ui")
        } else {
            format!(
                "/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP10010{}/contracts",
                1 + n % 3
            )
        };
        let client = &a.client;
        async move { status_on(replica, client, &path).await }
    });
    let statuses = join_all(calls).await;

    assert!(statuses.iter().all(|s| *s == 200), "{statuses:?}");
    assert_eq!(refreshes(), 1);
    // The identity mock revokes a token family on reuse: the session lives on both replicas
    // only if no replica sent a retired refresh token.
    for replica in [&a, &b] {
        assert_eq!(status_on(replica, &a.client, "/api/v2/me").await, 200);
    }
    let refreshed = b
        .send_with(
            &a.client,
            "POST",
            "/api/auth/v1/refresh-session",
            Some(&json!({})),
            true,
        )
        .await;
    assert_eq!(refreshed.status(), 200);
    assert_eq!(refreshes(), 2);
    assert_eq!(status_on(&a, &a.client, "/api/v2/me").await, 200);
}

#[tokio::test]
async fn with_redis_stopped_readiness_names_the_store_and_users_get_a_quick_503() {
    let (mut redis, a, b) = two_replicas(|_| {}).await;
    let operator = reqwest::Client::new();
    let ready = operator
        .get(format!("{}/health/ready", a.operator))
        .send()
        .await
        .unwrap();
    assert_eq!(ready.status(), 200);
    // Signed in before, and not yet kept by the second replica.
    a.sign_in(KULUTTAJA).await;

    redis.stop();

    let ready = operator
        .get(format!("{}/health/ready", a.operator))
        .send()
        .await
        .unwrap();
    assert_eq!(ready.status(), 503);
    let body: Value = ready.json().await.unwrap();
    assert_eq!(body["checks"]["sessionStore"]["status"], "DOWN", "{body}");
    assert!(body["checks"]["sessionStore"]["reason"].is_string());

    let started = Instant::now();
    let refused = b.get_with(&a.client, "/api/v2/me").await;
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "answered after {:?}",
        started.elapsed()
    );
    assert_eq!(refused.headers()["retry-after"], "1");
    let body = problem(refused, 503, "STORE_UNAVAILABLE").await;
    assert!(!body.to_string().contains("redis://"), "{body}");
    let started = Instant::now();
    problem(b.login(EDUSTAJA, PASSWORD).await, 503, "STORE_UNAVAILABLE").await;
    assert!(started.elapsed() < Duration::from_secs(3));
}

#[tokio::test]
async fn the_sign_in_throttle_counts_attempts_on_both_replicas() {
    let (_redis, a, b) = two_replicas(|settings| {
        settings.throttle.sign_in_per_account_per_minute = 4;
        // Far above a millisecond an attempt: counted in microseconds, never a zero interval.
        settings.throttle.sign_in_per_address_per_minute = 1_000_000;
    })
    .await;
    for attempt in 0..4 {
        let replica = if attempt % 2 == 0 { &a } else { &b };
        let refused = replica.login(EDUSTAJA, "väärä-salasana").await;
        assert_eq!(refused.status(), 401, "attempt {attempt}");
    }

    for replica in [&a, &b] {
        let throttled = replica.login(EDUSTAJA, "väärä-salasana").await;
        assert!(throttled.headers().contains_key("retry-after"));
        problem(throttled, 429, "RATE_LIMITED").await;
    }
    // Another account is not held up by this one's count.
    b.sign_in(KULUTTAJA).await;
}

#[tokio::test]
async fn guessing_on_both_replicas_waits_while_a_known_browser_signs_in_on_either() {
    let (_redis, a, b) = two_replicas(|settings| {
        settings.throttle.sign_in_per_account_per_minute = 4;
        settings.throttle.sign_in_per_address_per_minute = 1_000_000;
    })
    .await;
    // The owner's browser has signed in before, on replica a: it carries the device cookie.
    a.sign_in(EDUSTAJA).await;
    let guesser = new_client();
    let guess = json!({"username": EDUSTAJA, "password": "väärä-salasana"});
    for attempt in 0..4 {
        let replica = if attempt % 2 == 0 { &a } else { &b };
        let refused = replica
            .send_with(&guesser, "POST", "/api/auth/v1/login", Some(&guess), true)
            .await;
        assert_eq!(refused.status(), 401, "guess {attempt}");
    }
    // Four failures counted in Redis: the fifth guess waits, whichever replica it reaches.
    for replica in [&a, &b] {
        let throttled = replica
            .send_with(&guesser, "POST", "/api/auth/v1/login", Some(&guess), true)
            .await;
        problem(throttled, 429, "RATE_LIMITED").await;
    }
    // The owner's browser is judged by its own count, on the other replica too.
    let owner = json!({"username": EDUSTAJA, "password": PASSWORD});
    let signed_in = b
        .send_with(&a.client, "POST", "/api/auth/v1/login", Some(&owner), true)
        .await;
    assert_eq!(signed_in.status(), 200);
}

/// A gateway process (the built `gateway` binary) on `redis`, in front of `mocks`; killed when
/// dropped.
struct Process {
    child: Child,
    address: String,
}

impl Process {
    fn start(redis: &Redis, mocks: &demo_fixtures::mocks::RunningMocks) -> Process {
        use std::io::BufRead;
        let mut command = Command::new(env!("CARGO_BIN_EXE_gateway"));
        command
            .env("PORTAL_CONFIG_DIR", config_dir())
            .env("PORTAL_PROFILE", "test")
            .env("PORTAL__MOCKS__EMBEDDED", "false")
            .env("PORTAL__SESSION__STORE", "redis")
            .env("PORTAL__REDIS__URL", redis.url())
            .env(
                "PORTAL__SESSION__COOKIE_KEY",
                base64::engine::general_purpose::STANDARD.encode([7u8; 64]),
            )
            .env("PORTAL__STATIC_FILES__DIR", "/nonexistent-frontend-build")
            // Several browsers of one account sign in at once.
            .env("PORTAL__THROTTLE__SIGN_IN_PER_ACCOUNT_PER_MINUTE", "100")
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        for (name, mock) in mocks.all() {
            let variable = format!("PORTAL__UPSTREAMS__{}__BASE_URL", name.to_uppercase());
            command.env(variable, &mock.base_url);
        }
        let mut child = command.spawn().expect("the gateway binary starts");
        // It prints `listening on http://127.0.0.1:<port>` once it serves.
        let stdout = child.stdout.take().expect("its stdout");
        let (sender, receiver) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(stdout)
                .lines()
                .map_while(Result::ok)
            {
                if let Some(address) = line.strip_prefix("listening on ") {
                    let _ = sender.send(address.to_owned());
                }
            }
        });
        let address = receiver
            .recv_timeout(Duration::from_secs(20))
            .expect("the gateway listens within 20 s");
        Process { child, address }
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[tokio::test]
async fn killing_a_replica_mid_load_loses_no_session() {
    let redis = Redis::start();
    let mocks = demo_fixtures::mocks::start(demo_fixtures::mocks::MockSettings::default())
        .await
        .expect("mocks start");
    let mut first = Process::start(&redis, &mocks);
    let second = Process::start(&redis, &mocks);
    let replicas = [first.address.clone(), second.address.clone()];

    // Browsers signed in on either replica.
    let mut browsers = Vec::new();
    for n in 0..6usize {
        let client = new_client();
        let login = client
            .post(format!("{}/api/auth/v1/login", replicas[n % 2]))
            .header("X-Web-Version", WEB_VERSION)
            .json(&json!({"username": KULUTTAJA, "password": PASSWORD}))
            .send()
            .await
            .unwrap();
        assert_eq!(login.status(), 200);
        browsers.push(client);
    }

    // Load on both replicas while the first is killed: what the second answers is always 200.
    let load = {
        let browsers = browsers.clone();
        let second = second.url("/api/v2/me");
        let first = first.url("/api/v2/me");
        tokio::spawn(async move {
            let mut answered = 0;
            for round in 0..40 {
                for browser in &browsers {
                    let status = browser.get(&second).send().await.unwrap().status();
                    assert_eq!(status, 200, "round {round} on the surviving replica");
                    answered += 1;
                    // The first may be gone: a refused connection is what a killed one gives.
                    let _ = browser.get(&first).send().await;
                }
            }
            answered
        })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    first.child.kill().expect("SIGKILL");
    let _ = first.child.wait();
    assert_eq!(load.await.expect("the load ran"), 240);

    // A replica started afresh knows every sign-in from Redis.
    let third = Process::start(&redis, &mocks);
    for browser in &browsers {
        for url in [second.url("/api/v2/me"), third.url("/api/v2/me")] {
            assert_eq!(browser.get(&url).send().await.unwrap().status(), 200);
        }
    }
    mocks.stop().await;
}

/// The audit log's newest entries as `replica` reads them for `admin` (#244), with `filter`.
async fn audit_page(replica: &TestApp, admin: &reqwest::Client, filter: &str) -> Value {
    let page = replica
        .get_with(admin, &format!("/api/admin/audit/v1?{filter}"))
        .await;
    assert_eq!(page.status(), 200);
    page.json().await.unwrap()
}

#[tokio::test]
async fn an_admin_write_on_one_replica_is_in_the_audit_log_read_on_the_other() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    let admin = a.client_for(ADMIN).await;
    let top_bar = "/api/admin/notifications/top-bar/v1";
    // Three writes, recorded by both replicas in turn.
    for replica in [&a, &b, &a] {
        let removed = replica
            .send_with(&admin, "DELETE", top_bar, None, true)
            .await;
        assert!(removed.status().is_success(), "{}", removed.status());
    }

    // Newest first, numbered in order whichever replica recorded, paged by the cursor.
    let first = audit_page(&b, &admin, "row=28&limit=2").await;
    let entries = first["entries"].as_array().unwrap();
    assert_eq!(entries.len(), 2, "{first}");
    assert_eq!(entries[0]["actor"], ADMIN);
    assert_eq!(entries[0]["operationId"], "removeTopBarMessage");
    let ids: Vec<u64> = entries
        .iter()
        .map(|e| e["entryId"].as_u64().unwrap())
        .collect();
    assert!(ids[0] > ids[1], "{ids:?}");
    let cursor = first["nextCursor"].as_str().expect("a next page");
    let rest = audit_page(&a, &admin, &format!("row=28&limit=2&cursor={cursor}")).await;
    let rest = rest["entries"].as_array().unwrap();
    assert_eq!(rest.len(), 1, "{rest:?}");
    assert!(rest[0]["entryId"].as_u64().unwrap() < ids[1]);
    // The other filters hold as in one process.
    let none = audit_page(&b, &admin, &format!("actor={KULUTTAJA}")).await;
    assert_eq!(none["entries"], json!([]));
}

#[tokio::test]
async fn maintenance_toggled_on_one_replica_refuses_a_customer_on_the_other_at_once() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    let customer = b.client_for(KULUTTAJA).await;
    let content = TestApp::content_path(KULUTTAJA_ID);
    // The second replica has fetched its notices just now: without being told, it would not
    // look again for seconds.
    assert_eq!(status_on(&b, &customer, &content).await, 200);
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert_eq!(status_on(&b, &customer, &content).await, 200);

    let admin = a.client_for(ADMIN).await;
    let toggle = "/api/admin/maintenance/v1/VARE";
    let on = a.send_with(&admin, "PUT", toggle, None, true).await;
    assert_eq!(on.status(), 200);

    problem(b.get_with(&customer, &content).await, 503, "MAINTENANCE").await;
    let off = a.send_with(&admin, "PUT", toggle, None, true).await;
    assert_eq!(off.status(), 200);
    assert_eq!(status_on(&b, &customer, &content).await, 200);
}

#[tokio::test]
async fn the_live_sessions_gauge_counts_every_replicas_sign_ins() {
    let (_redis, a, b) = two_replicas(|_| {}).await;
    a.sign_in(KULUTTAJA).await;
    b.client_for(EDUSTAJA).await;
    b.client_for(ADMIN).await;

    for replica in [&a, &b] {
        let text = reqwest::get(format!("{}/metrics", replica.operator))
            .await
            .unwrap()
            .text()
            .await
            .unwrap();
        let live = text
            .lines()
            .find_map(|line| line.strip_prefix("portal_live_sessions "))
            .unwrap_or_else(|| panic!("no gauge in {text}"));
        assert_eq!(live.trim(), "3", "{}", replica.operator);
    }
}
