//! A call made while serving a request carries that request's id as `X-Request-Id`; a call made
//! outside one carries none.

mod common;

use common::upstream;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;
use upstream_clients::http::{Credentials, REQUEST_ID};

/// A loopback server that answers `{}` to one request and hands back that request's head.
async fn one_request_server() -> (String, tokio::task::JoinHandle<String>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let head = tokio::spawn(async move {
        let (mut socket, _) = listener.accept().await.unwrap();
        let mut request = vec![0u8; 8192];
        let read = socket.read(&mut request).await.unwrap();
        let body = b"{}";
        let answer = format!(
            "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n",
            body.len()
        );
        socket.write_all(answer.as_bytes()).await.unwrap();
        socket.write_all(body).await.unwrap();
        String::from_utf8_lossy(&request[..read]).to_lowercase()
    });
    (url, head)
}

#[tokio::test]
async fn the_request_id_goes_upstream() {
    let (url, head) = one_request_server().await;
    let id = uuid::Uuid::new_v4();

    let _: serde_json::Value = REQUEST_ID
        .scope(
            id,
            upstream(&url, 1).get_json(&["v1", "thing"], Credentials::None),
        )
        .await
        .unwrap();

    let head = head.await.unwrap();
    assert!(
        head.contains(&format!("x-request-id: {}", id.hyphenated())),
        "{head}"
    );
}

#[tokio::test]
async fn a_call_outside_a_request_sends_no_id() {
    let (url, head) = one_request_server().await;

    let _: serde_json::Value = upstream(&url, 1)
        .get_json(&["v1", "thing"], Credentials::None)
        .await
        .unwrap();

    assert!(!head.await.unwrap().contains("x-request-id"));
}
