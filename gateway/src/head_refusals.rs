//! Problem bodies for the refusals actix-http writes itself, before any service sees a request:
//! 431 for a head past its 128 KiB buffer or 96 headers, 400 for a request line or header it
//! cannot parse (a URI past 64 KiB among them), 408 for a head that does not arrive in time.
//! actix-http 3 answers these with an empty body and has no hook for them, so each connection's
//! stream is wrapped: what actix writes passes through untouched unless it ends with one of
//! those body-less answers, which is then written as the portal's RFC 9457 body instead.
//!
//! On the normal path the wrapper costs one comparison of a write's last four bytes: an answer
//! with a body ends with its body, and the portal's own answers always have one (the problem
//! fallback gives every error a body; a HEAD answer keeps its non-zero length). Nothing is read
//! or parsed twice.
//!
//! After a refusal actix drops the connection while the client may still be sending (the rest
//! of a 1 MB URL): closing a socket with unread input resets it, and a reset can reach the
//! client before it has read the answer. So the socket is not closed at once: the rest of the
//! input is read and thrown away for at most a second (as nginx's lingering close does), then
//! it is closed.

use std::io;
use std::pin::Pin;
use std::task::{ready, Context, Poll};
use std::time::Duration;

use actix_web::http::StatusCode;
use tokio::io::{AsyncRead, AsyncReadExt as _, AsyncWrite, ReadBuf};
use uuid::Uuid;

use crate::error::{ApiError, FieldCode, REQUEST_ID};

/// How long a refused connection's remaining input is read and thrown away before it closes,
/// and how much of it at most.
const LINGER: Duration = Duration::from_secs(1);
const LINGER_BYTES: u64 = 4 * 1024 * 1024;

/// A connection's stream with the refusal rewrite (see the module's text).
pub struct HeadRefusals<T: AsyncRead + Unpin + 'static> {
    /// Always `Some` until dropped: taken then to linger after a refusal.
    io: Option<T>,
    /// A refusal being written: the bytes to write instead, how many are out, and how many of
    /// actix's bytes they stand for (reported to actix once all are out).
    rewrite: Option<Rewrite>,
    refused: bool,
}

struct Rewrite {
    bytes: Vec<u8>,
    written: usize,
    stands_for: usize,
}

impl<T: AsyncRead + Unpin + 'static> HeadRefusals<T> {
    pub fn new(io: T) -> Self {
        Self {
            io: Some(io),
            rewrite: None,
            refused: false,
        }
    }

    fn io(&mut self) -> Pin<&mut T> {
        Pin::new(self.io.as_mut().expect("the stream is there until dropped"))
    }
}

impl<T: AsyncRead + Unpin + 'static> Drop for HeadRefusals<T> {
    fn drop(&mut self) {
        if !self.refused {
            return;
        }
        if let Some(mut io) = self.io.take() {
            // Outside a runtime (never in the server) the socket just closes.
            if tokio::runtime::Handle::try_current().is_ok() {
                actix_web::rt::spawn(async move {
                    let mut sink = tokio::io::sink();
                    let mut rest = (&mut io).take(LINGER_BYTES);
                    let _ =
                        actix_web::rt::time::timeout(LINGER, tokio::io::copy(&mut rest, &mut sink))
                            .await;
                });
            }
        }
    }
}

impl<T: AsyncRead + Unpin + 'static> AsyncRead for HeadRefusals<T> {
    #[inline]
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        self.get_mut().io().poll_read(cx, buf)
    }
}

impl<T: AsyncRead + AsyncWrite + Unpin + 'static> AsyncWrite for HeadRefusals<T> {
    #[inline]
    fn poll_write(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = self.get_mut();
        if this.rewrite.is_none() {
            // The normal path: an answer with a body does not end with the head's blank line.
            if !buf.ends_with(b"\r\n\r\n") {
                return this.io().poll_write(cx, buf);
            }
            match refusal_at(buf) {
                None => return this.io().poll_write(cx, buf),
                Some((at, status)) => {
                    let mut bytes = buf[..at].to_vec();
                    bytes.extend_from_slice(&problem_answer(status));
                    this.rewrite = Some(Rewrite {
                        bytes,
                        written: 0,
                        stands_for: buf.len(),
                    });
                    this.refused = true;
                }
            }
        }
        // Out with the rewritten bytes; actix hears of its own bytes once all are out (it
        // calls again with the same bytes while this answers Pending).
        let (Some(stream), Some(rewrite)) = (this.io.as_mut(), this.rewrite.as_mut()) else {
            return Poll::Ready(Err(io::ErrorKind::NotConnected.into()));
        };
        while rewrite.written < rewrite.bytes.len() {
            let n =
                ready!(Pin::new(&mut *stream).poll_write(cx, &rewrite.bytes[rewrite.written..]))?;
            if n == 0 {
                return Poll::Ready(Err(io::ErrorKind::WriteZero.into()));
            }
            rewrite.written += n;
        }
        let stands_for = rewrite.stands_for;
        this.rewrite = None;
        Poll::Ready(Ok(stands_for))
    }

    #[inline]
    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.get_mut().io().poll_flush(cx)
    }

    #[inline]
    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        self.get_mut().io().poll_shutdown(cx)
    }
}

/// Where in `buf` (which ends with a blank line) a body-less 400, 408 or 431 head of actix's
/// own starts, if the last head there is one. Earlier answers on the connection (pipelined)
/// stay as they are.
fn refusal_at(buf: &[u8]) -> Option<(usize, StatusCode)> {
    const STATUS_LINE: &[u8] = b"HTTP/1.1 ";
    let at = buf
        .windows(STATUS_LINE.len())
        .rposition(|window| window == STATUS_LINE)?;
    let head = &buf[at..];
    // One head only from there: its blank line is the one that ends `buf`.
    let blank_lines = head.windows(4).filter(|w| w == b"\r\n\r\n").count();
    let status = head.get(STATUS_LINE.len()..STATUS_LINE.len() + 4)?;
    let status = match status {
        b"400 " => StatusCode::BAD_REQUEST,
        b"408 " => StatusCode::REQUEST_TIMEOUT,
        b"431 " => StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE,
        _ => return None,
    };
    let empty = head
        .windows(b"\r\ncontent-length: 0\r\n".len())
        .any(|w| w.eq_ignore_ascii_case(b"\r\ncontent-length: 0\r\n"));
    (blank_lines == 1 && empty).then_some((at, status))
}

/// The error each refusal is reported as.
fn error_for(status: StatusCode) -> ApiError {
    match status {
        StatusCode::BAD_REQUEST => ApiError::validation(
            "request",
            FieldCode::InvalidFormat,
            "the request line or a header could not be read (a URI is at most 64 KiB)",
        ),
        status => ApiError::Refused(status),
    }
}

/// A whole HTTP/1.1 answer for a refusal: the problem body under a request id of its own
/// (logged with it, since no request span exists), closing the connection.
fn problem_answer(status: StatusCode) -> Vec<u8> {
    let error = error_for(status);
    let id = Uuid::new_v4();
    let body = REQUEST_ID
        .sync_scope(id, || serde_json::to_vec(&error.problem()))
        .unwrap_or_default();
    tracing::info!(request_id = %id, status = status.as_u16(), code = error.code(),
        "request refused by the HTTP layer");
    let mut answer = format!(
        "HTTP/1.1 {} {}\r\ncontent-type: application/problem+json\r\ncache-control: no-store\r\n\
         x-content-type-options: nosniff\r\nx-request-id: {id}\r\ncontent-length: {}\r\n\
         connection: close\r\n\r\n",
        status.as_u16(),
        status.canonical_reason().unwrap_or(""),
        body.len()
    )
    .into_bytes();
    answer.extend_from_slice(&body);
    answer
}

#[cfg(test)]
mod tests {
    use super::*;

    const REFUSAL: &[u8] =
        b"HTTP/1.1 431 Request Header Fields Too Large\r\ncontent-length: 0\r\nconnection: close\r\ndate: Fri, 27 Nov 2026 13:00:00 GMT\r\n\r\n";

    #[test]
    fn a_body_less_refusal_is_found_after_earlier_answers() {
        assert_eq!(
            refusal_at(REFUSAL),
            Some((0, StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE))
        );
        let earlier = b"HTTP/1.1 200 OK\r\ncontent-length: 2\r\n\r\n{}";
        let both = [&earlier[..], REFUSAL].concat();
        assert_eq!(
            refusal_at(&both),
            Some((earlier.len(), StatusCode::REQUEST_HEADER_FIELDS_TOO_LARGE))
        );
    }

    #[test]
    fn answers_of_the_portal_are_left_alone() {
        // A 204, a HEAD answer to a 400 problem (its length kept, no body) and a 404 problem.
        for answer in [
            &b"HTTP/1.1 204 No Content\r\ndate: x\r\n\r\n"[..],
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 120\r\n\r\n",
            b"HTTP/1.1 404 Not Found\r\ncontent-length: 0\r\n\r\n",
            b"HTTP/1.1 400 Bad Request\r\ncontent-length: 0\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n",
        ] {
            assert_eq!(
                refusal_at(answer),
                None,
                "{}",
                String::from_utf8_lossy(answer)
            );
        }
    }

    #[test]
    fn the_answer_is_a_problem_body_that_closes_the_connection() {
        let answer = String::from_utf8(problem_answer(StatusCode::BAD_REQUEST)).unwrap();
        let (head, body) = answer.split_once("\r\n\r\n").unwrap();
        assert!(head.starts_with("HTTP/1.1 400 Bad Request\r\n"), "{head}");
        assert!(head.contains("content-type: application/problem+json"));
        assert!(head.contains("connection: close"));
        assert!(head.contains(&format!("content-length: {}", body.len())));
        let problem: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(problem["status"], 400);
        assert_eq!(problem["code"], "VALIDATION_FAILED");
        assert_eq!(problem["errors"][0]["field"], "request");
        assert!(head.contains(&format!(
            "x-request-id: {}",
            problem["requestId"].as_str().unwrap()
        )));
    }
}
