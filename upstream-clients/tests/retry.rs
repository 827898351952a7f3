//! The shared core retries an idempotent read once when the connection breaks before an answer,
//! and never retries a write.

mod common;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

use common::upstream;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use upstream_clients::http::Credentials;
use upstream_clients::UpstreamError;

/// A loopback server that drops its first connection without answering and answers `{"ok":true}`
/// on the later ones. Returns its base URL and the number of connections it accepted.
async fn flaky_server() -> (String, Arc<AtomicUsize>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let accepted = Arc::new(AtomicUsize::new(0));
    let counter = accepted.clone();
    tokio::spawn(async move {
        // Bounded: the tests need at most a handful of connections.
        for _ in 0..8 {
            let Ok((mut socket, _)) = listener.accept().await else {
                return;
            };
            if counter.fetch_add(1, Ordering::SeqCst) == 0 {
                drop(socket);
                continue;
            }
            let mut request = vec![0u8; 4096];
            let _ = socket.read(&mut request).await;
            let body = br#"{"ok":true}"#;
            let head = format!(
                "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
                body.len()
            );
            let _ = socket.write_all(head.as_bytes()).await;
            let _ = socket.write_all(body).await;
        }
    });
    (url, accepted)
}

#[tokio::test]
async fn a_read_whose_connection_breaks_is_retried_once() {
    let (url, accepted) = flaky_server().await;

    let answer: serde_json::Value = upstream(&url, 1)
        .get_json(&["v1", "thing"], Credentials::Bearer("token"))
        .await
        .expect("the retry succeeds");

    assert_eq!(answer["ok"], true);
    assert_eq!(accepted.load(Ordering::SeqCst), 2);
}

#[tokio::test]
async fn a_write_whose_connection_breaks_is_not_retried() {
    let (url, accepted) = flaky_server().await;

    let result: Result<serde_json::Value, _> = upstream(&url, 1)
        .post_json(
            &["v1", "thing"],
            Credentials::Bearer("token"),
            &serde_json::json!({}),
        )
        .await;

    assert!(
        matches!(result, Err(UpstreamError::Unavailable { .. })),
        "{result:?}"
    );
    assert_eq!(accepted.load(Ordering::SeqCst), 1);
}

#[tokio::test]
async fn a_refused_read_is_unavailable_after_its_retry() {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    drop(listener);

    let result: Result<serde_json::Value, _> = upstream(&url, 1)
        .get_json(&["v1", "thing"], Credentials::Bearer("token"))
        .await;

    assert!(
        matches!(result, Err(UpstreamError::Unavailable { .. })),
        "{result:?}"
    );
}
