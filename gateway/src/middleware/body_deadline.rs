//! A deadline for reading a request's body. actix cuts a client whose request head is slow
//! (`client_request_timeout`), but not one that sends its body a byte at a time: such a client
//! held its connection, and a worker's attention, for as long as it liked. The body must now
//! arrive within `server.body_read_timeout_ms` of the handler starting to read it; past that
//! the read fails, the request is refused with 408, and the connection is closed.

use std::io;
use std::time::Duration;

use actix_web::dev::Payload;
use actix_web::error::PayloadError;
use actix_web::{web, HttpRequest};
use futures_util::StreamExt as _;

use crate::error::ApiError;
use crate::state::AppState;

/// `payload` failing with a timed-out read once `within` has passed; a request without a body
/// is left as it is.
pub fn with_deadline(payload: Payload, within: Duration) -> Payload {
    if matches!(payload, Payload::None) {
        return payload;
    }
    let deadline = tokio::time::Instant::now() + within;
    let chunks = futures_util::stream::unfold(Some(payload), move |payload| async move {
        let mut payload = payload?;
        match tokio::time::timeout_at(deadline, payload.next()).await {
            Ok(Some(chunk)) => Some((chunk, Some(payload))),
            Ok(None) => None,
            // The payload is dropped with the error: nothing more is read.
            Err(_) => Some((Err(PayloadError::Io(too_slow())), None)),
        }
    });
    Payload::Stream {
        payload: Box::pin(chunks),
    }
}

/// `req`'s payload under the configured deadline.
pub fn for_request(req: &HttpRequest, payload: Payload) -> Payload {
    match req.app_data::<web::Data<AppState>>() {
        Some(state) => with_deadline(
            payload,
            Duration::from_millis(state.settings.server.body_read_timeout_ms),
        ),
        None => payload,
    }
}

fn too_slow() -> io::Error {
    io::Error::new(io::ErrorKind::TimedOut, "the request body came too slowly")
}

/// Whether a body read failed on the deadline.
pub fn is_too_slow(error: &PayloadError) -> bool {
    matches!(error, PayloadError::Io(error) if error.kind() == io::ErrorKind::TimedOut)
}

/// The refusal of a body that came too slowly.
pub fn refusal() -> ApiError {
    ApiError::Refused(actix_web::http::StatusCode::REQUEST_TIMEOUT)
}
