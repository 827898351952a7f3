//! Each thread calls the upstreams through a connection pool of its own: a pooled connection is
//! driven by the runtime that opened it, so a call must not take a connection another thread's
//! runtime drives (it would wait for that runtime, or wake it across threads).

mod common;

use std::io::{Read, Write};
use std::net::TcpListener;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::upstream;
use upstream_clients::http::Credentials;
use upstream_clients::Upstream;

/// A blocking loopback server on threads of its own (no runtime of the test drives it) that
/// answers `{"ok":true}` on keep-alive connections. Returns its base URL and the number of
/// connections it accepted.
fn keep_alive_server() -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let accepted = Arc::new(AtomicUsize::new(0));
    let counter = accepted.clone();
    std::thread::spawn(move || {
        // Bounded: the test needs two connections.
        for _ in 0..8 {
            let Ok((socket, _)) = listener.accept() else {
                return;
            };
            counter.fetch_add(1, Ordering::SeqCst);
            std::thread::spawn(move || answer_requests(socket));
        }
    });
    (url, accepted)
}

/// Answers each request head that arrives on `socket`, up to a bound, until the client closes.
fn answer_requests(mut socket: std::net::TcpStream) {
    let body = br#"{"ok":true}"#;
    let head = format!(
        "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n",
        body.len()
    );
    let mut pending = Vec::new();
    let mut buffer = [0u8; 4096];
    for _ in 0..64 {
        let Ok(read) = socket.read(&mut buffer) else {
            return;
        };
        if read == 0 {
            return;
        }
        pending.extend_from_slice(&buffer[..read]);
        while let Some(end) = pending.windows(4).position(|w| w == b"\r\n\r\n") {
            pending.drain(..end + 4);
            if socket.write_all(head.as_bytes()).is_err() || socket.write_all(body).is_err() {
                return;
            }
        }
    }
}

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap()
}

async fn call(upstream: &Upstream) -> Result<serde_json::Value, upstream_clients::UpstreamError> {
    upstream
        .get_json(&["v1", "thing"], Credentials::Bearer("token"))
        .await
}

#[test]
fn each_thread_calls_through_a_pool_of_its_own() {
    let (url, accepted) = keep_alive_server();
    let upstream = upstream(&url, 4);

    // One thread's calls share its connection.
    let first = runtime();
    for _ in 0..3 {
        let answer = first.block_on(call(&upstream)).expect("answered");
        assert_eq!(answer["ok"], true);
    }
    assert_eq!(accepted.load(Ordering::SeqCst), 1);

    // Another thread, while the first thread's runtime is idle (and would never drive the
    // connection it opened), opens its own connection and is answered.
    let other = upstream.clone();
    let answer = std::thread::spawn(move || runtime().block_on(call(&other)))
        .join()
        .unwrap()
        .expect("the other thread is answered on a connection of its own");
    assert_eq!(answer["ok"], true);
    assert_eq!(accepted.load(Ordering::SeqCst), 2);

    // The first thread still has its own.
    first.block_on(call(&upstream)).expect("answered");
    assert_eq!(accepted.load(Ordering::SeqCst), 2);
}
