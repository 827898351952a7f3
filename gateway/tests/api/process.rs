//! The gateway as an operator runs it: the real binary with JSON logs. SIGTERM stops new
//! connections, lets a request in flight finish and exits 0; the log of the run has one JSON
//! object per request and no password, token, cookie, code or SSN.

use std::io::{BufRead as _, BufReader};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use serde_json::{json, Value};

use crate::helpers::*;

/// The gateway binary on free ports with the test profile, JSON logs at debug level, and its
/// output lines sent to a channel.
pub(crate) fn start() -> (Child, mpsc::Receiver<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gateway"))
        .env("PORTAL_CONFIG_DIR", config_dir())
        .env("PORTAL_PROFILE", "test")
        .env("PORTAL__LOG__FORMAT", "json")
        .env("PORTAL__LOG__FILTER", "debug")
        .env("PORTAL__SERVER__SHUTDOWN_TIMEOUT_SECONDS", "10")
        .env("PORTAL__STATIC_FILES__DIR", "/nonexistent-frontend-build")
        .env_remove("RUST_LOG")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the gateway binary starts");
    let (lines, received) = mpsc::channel();
    for output in [
        Box::new(child.stdout.take().unwrap()) as Box<dyn std::io::Read + Send>,
        Box::new(child.stderr.take().unwrap()),
    ] {
        let lines = lines.clone();
        std::thread::spawn(move || {
            for line in BufReader::new(output).lines().map_while(Result::ok) {
                if lines.send(line).is_err() {
                    return;
                }
            }
        });
    }
    (child, received)
}

/// The port in the first line starting with `prefix` (bounded wait).
pub(crate) fn port_after(
    lines: &mpsc::Receiver<String>,
    prefix: &str,
    seen: &mut Vec<String>,
) -> u16 {
    let until = Instant::now() + Duration::from_secs(60);
    while Instant::now() < until {
        let Ok(line) = lines.recv_timeout(Duration::from_secs(1)) else {
            continue;
        };
        seen.push(line.clone());
        if let Some(rest) = line.strip_prefix(prefix) {
            return rest.rsplit(':').next().unwrap().trim().parse().unwrap();
        }
    }
    panic!("no line starting {prefix:?} in {seen:?}");
}

pub(crate) fn terminate(child: &Child) {
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
}

pub(crate) fn wait_exit(child: &mut Child, within: Duration) -> std::process::ExitStatus {
    let until = Instant::now() + within;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > until {
            let _ = child.kill();
            panic!("the gateway did not exit within {within:?}");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

#[tokio::test]
async fn sigterm_drains_requests_in_flight_and_the_log_keeps_no_secrets() {
    let (mut child, lines) = start();
    let mut log = Vec::new();
    let operator = port_after(&lines, "operator port on ", &mut log);
    // Everything the process prints counts, the start-up banner included.
    let port = port_after(&lines, "listening on ", &mut log);
    let base = format!("http://127.0.0.1:{port}");
    let client = new_client();
    let post = |path: &str, body: Value| {
        client
            .post(format!("{base}{path}"))
            .header("X-Web-Version", WEB_VERSION)
            .json(&body)
            .send()
    };

    // Secrets cross the gateway: a wrong and a right password, the session cookie, tokens.
    let wrong = post(
        "/api/auth/v1/login",
        json!({"username": KULUTTAJA, "password": "Väärä-salasana-1"}),
    )
    .await
    .unwrap();
    assert_eq!(wrong.status(), 401);
    let signed_in = post(
        "/api/auth/v1/login",
        json!({"username": KULUTTAJA, "password": PASSWORD}),
    )
    .await
    .unwrap();
    assert_eq!(signed_in.status(), 200);
    let cookie = session_cookie(&signed_in);
    let cookie_value = cookie.split_once('=').unwrap().1.to_owned();
    let status = client
        .get(format!("{base}/api/auth/v1/session-status"))
        .send()
        .await
        .unwrap();
    assert_eq!(status.status(), 200);
    // A mailed code: read at the operator port, never in the log.
    let sign_up = post(
        "/api/auth/v1/sign-up",
        json!({"email": "loki.tarkistus@demo.example", "password": "Uusi!Salasana1",
            "name": "Loki Tarkistus"}),
    )
    .await
    .unwrap();
    assert_eq!(sign_up.status(), 201);
    let mail: Vec<Value> = reqwest::get(format!(
        "http://127.0.0.1:{operator}/__mocks/mail?to=loki.tarkistus@demo.example"
    ))
    .await
    .unwrap()
    .json()
    .await
    .unwrap();
    let code = mail[0]["code"].as_str().expect("a sign-up code").to_owned();

    // A request in flight when SIGTERM comes: crm answers it after a second (the test
    // profile waits 1.5 s for crm).
    let rule = json!({"method": "GET", "pathPrefix": "/", "delayMs": 1000, "remaining": 1});
    let set = reqwest::Client::new()
        .put(format!("http://127.0.0.1:{operator}/__mocks/crm/faults"))
        .json(&rule)
        .send()
        .await
        .unwrap();
    assert_eq!(set.status(), 200);
    let in_flight = tokio::spawn({
        let client = client.clone();
        let url = format!("{base}/api/v2/info/companies");
        async move { client.get(url).send().await }
    });
    tokio::time::sleep(Duration::from_millis(400)).await;
    terminate(&child);

    // No new connections once it stops accepting (bounded wait for that).
    let mut refused = false;
    for _ in 0..40 {
        if tokio::net::TcpStream::connect(("127.0.0.1", port))
            .await
            .is_err()
        {
            refused = true;
            break;
        }
        tokio::time::sleep(Duration::from_millis(25)).await;
    }
    assert!(refused, "still accepting after SIGTERM");
    let answer = in_flight
        .await
        .unwrap()
        .expect("the request in flight is answered");
    assert_eq!(answer.status(), 200, "the request in flight finished");
    let exit = wait_exit(&mut child, Duration::from_secs(15));
    assert!(exit.success(), "exit status {exit:?}");
    log.extend(lines.try_iter());

    // One JSON object a line, each request's with its id, operation, status and latency.
    let objects: Vec<Value> = log
        .iter()
        .filter_map(|line| serde_json::from_str::<Value>(line).ok())
        .collect();
    assert!(!objects.is_empty(), "{log:?}");
    let request = objects
        .iter()
        .filter_map(|object| object.get("span"))
        .find(|span| span["operation"] == "sessionStatus" && span.get("latency_ms").is_some())
        .unwrap_or_else(|| panic!("no request line for session-status in {log:#?}"));
    assert_eq!(request["status"], 200);
    assert!(request["request_id"].is_string());
    assert!(request["latency_ms"].is_number());

    let hetu = regex_lite_hetu();
    for line in &log {
        for secret in [
            PASSWORD,
            "Väärä-salasana-1",
            cookie_value.as_str(),
            "eyJ",
            "Bearer ",
            "refresh_token",
            "demo-client-secret",
        ] {
            assert!(!line.contains(secret), "{secret} in the log: {line}");
        }
        // A short code may occur inside a request id or a latency: only standing on its own.
        assert!(
            !stands_alone(line, &code),
            "the mailed code in the log: {line}"
        );
        assert!(!hetu(line), "an SSN in the log: {line}");
    }
}

/// Sends `request` raw on a new connection and reads the answer to its end (the server
/// closes after a refusal), keeping what came if the connection is reset.
async fn raw(port: u16, request: Vec<u8>) -> String {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let mut stream = tokio::net::TcpStream::connect(("127.0.0.1", port))
        .await
        .unwrap();
    let (mut reader, mut writer) = stream.split();
    let (_, answer) = tokio::join!(
        async {
            // The server may answer and stop reading before all is sent.
            let _ = writer.write_all(&request).await;
        },
        async {
            let mut answer = Vec::new();
            let _ = tokio::time::timeout(Duration::from_secs(10), reader.read_to_end(&mut answer))
                .await;
            answer
        }
    );
    String::from_utf8_lossy(&answer).into_owned()
}

/// The problem body of a raw answer, after checking its status line and headers.
fn raw_problem(answer: &str, status: u16) -> Value {
    let (head, body) = answer
        .split_once("\r\n\r\n")
        .unwrap_or_else(|| panic!("no head in {answer:?}"));
    assert!(head.starts_with(&format!("HTTP/1.1 {status} ")), "{head}");
    let lower = head.to_ascii_lowercase();
    assert!(
        lower.contains("content-type: application/problem+json"),
        "{head}"
    );
    assert!(
        lower.contains(&format!("content-length: {}", body.len())),
        "{head}"
    );
    let problem: Value = serde_json::from_str(body).unwrap();
    assert_eq!(problem["status"], status, "{problem}");
    let id = problem["requestId"].as_str().unwrap();
    assert_eq!(id.len(), 36, "{problem}");
    assert!(lower.contains(&format!("x-request-id: {id}")), "{head}");
    problem
}

#[tokio::test]
async fn the_http_layers_own_refusals_carry_problem_bodies() {
    let (mut child, lines) = start();
    let mut log = Vec::new();
    let port = port_after(&lines, "listening on ", &mut log);
    let get = |target: Vec<u8>, headers: Vec<u8>| {
        [
            b"GET ".to_vec(),
            target,
            b" HTTP/1.1\r\nHost: portal\r\n".to_vec(),
            headers,
            b"\r\n".to_vec(),
        ]
        .concat()
    };
    let path = b"/api/v2/servicelocation/user/1000001/location/KP100101/contracts".to_vec();

    // A 1 MB URL and 1,000 headers: past the head's buffer and its 96 headers.
    let long = [path.clone(), b"?q=".to_vec(), vec![b'a'; 1 << 20]].concat();
    let problem = raw_problem(&raw(port, get(long, Vec::new())).await, 431);
    assert_eq!(problem["code"], "REQUEST_REFUSED");
    let headers: Vec<u8> = (0..1000)
        .flat_map(|n| format!("X-Header-{n}: {n}\r\n").into_bytes())
        .collect();
    let problem = raw_problem(&raw(port, get(path.clone(), headers)).await, 431);
    assert_eq!(problem["code"], "REQUEST_REFUSED");
    // 10,000 query parameters past the 64 KiB a URI may have, and a request line that is not
    // one: 400 before any handler (within 64 KiB the gateway's own bound answers, elsewhere).
    let query: Vec<String> = (0..10_000).map(|n| format!("p{n}=1")).collect();
    let many = [path.clone(), b"?".to_vec(), query.join("&").into_bytes()].concat();
    let problem = raw_problem(&raw(port, get(many, Vec::new())).await, 400);
    assert_eq!(problem["code"], "VALIDATION_FAILED");
    assert_eq!(problem["errors"][0]["field"], "request", "{problem}");
    for garbage in [
        &b"\x01\x02 not a request\r\n\r\n"[..],
        b"GET /api HTTP/9.9\r\n\r\n",
    ] {
        let problem = raw_problem(&raw(port, garbage.to_vec()).await, 400);
        assert_eq!(problem["code"], "VALIDATION_FAILED");
    }

    // The normal path is untouched: two requests on one kept-alive connection, both answered
    // by the gateway itself (its security headers), the second one closing.
    let status = b"GET /api/auth/v1/session-status HTTP/1.1\r\nHost: portal\r\n".to_vec();
    let two = [
        status.clone(),
        b"\r\n".to_vec(),
        status,
        b"Connection: close\r\n\r\n".to_vec(),
    ]
    .concat();
    let answers = raw(port, two).await;
    assert_eq!(answers.matches("HTTP/1.1 ").count(), 2, "{answers}");
    assert_eq!(
        answers.matches("x-frame-options: DENY").count(),
        2,
        "{answers}"
    );

    terminate(&child);
    let exit = wait_exit(&mut child, Duration::from_secs(15));
    assert!(exit.success(), "exit status {exit:?}");
}

/// Whether `word` occurs in `line` with no letter, digit or decimal point either side.
fn stands_alone(line: &str, word: &str) -> bool {
    let joined = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '.');
    line.match_indices(word).any(|(at, _)| {
        !joined(line[..at].chars().next_back()) && !joined(line[at + word.len()..].chars().next())
    })
}

/// Whether `line` holds a Finnish personal identity code (DDMMYY, century sign, 3 digits, check
/// character) standing on its own (not inside a longer run such as a request id).
pub(crate) fn regex_lite_hetu() -> impl Fn(&str) -> bool {
    |line: &str| {
        let bytes = line.as_bytes();
        let alnum = |at: Option<&u8>| at.is_some_and(u8::is_ascii_alphanumeric);
        (0..bytes.len().saturating_sub(10)).any(|start| {
            let w = &bytes[start..start + 11];
            w[..6].iter().all(u8::is_ascii_digit)
                && b"-+ABCDEFUVWXY".contains(&w[6])
                && w[7..10].iter().all(u8::is_ascii_digit)
                && (w[10].is_ascii_digit() || w[10].is_ascii_uppercase())
                && !alnum(start.checked_sub(1).and_then(|i| bytes.get(i)))
                && !alnum(bytes.get(start + 11))
        })
    }
}
