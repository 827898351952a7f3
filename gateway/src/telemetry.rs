//! Logging: one span per request with method, path (never the query string: A18 keeps personal
//! data such as an SSN out of logs), request id and status.

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::HttpMessage;
use tracing::Span;
use tracing_actix_web::{RequestId, RootSpanBuilder};
use tracing_subscriber::fmt::format::FmtSpan;
use tracing_subscriber::EnvFilter;

pub struct PathOnlySpan;

impl RootSpanBuilder for PathOnlySpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        // Formatted only if the span is recorded: most requests log nothing.
        let request_id = request.extensions().get::<RequestId>().copied();
        tracing::info_span!(
            "request",
            method = %request.method(),
            path = %request.path(),
            request_id = request_id.map(tracing::field::display),
            status = tracing::field::Empty,
        )
    }

    fn on_request_end<B: MessageBody>(
        span: Span,
        outcome: &Result<ServiceResponse<B>, actix_web::Error>,
    ) {
        let status = match outcome {
            Ok(response) => response.status().as_u16(),
            Err(error) => error.as_response_error().status_code().as_u16(),
        };
        span.record("status", status);
    }
}

/// Installs the global subscriber once; `RUST_LOG` wins over the configured filter.
pub fn init(filter: &str) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(filter));
    let _ = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_span_events(FmtSpan::CLOSE)
        .with_target(false)
        .try_init();
}
