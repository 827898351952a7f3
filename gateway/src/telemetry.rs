//! Logging: one span per request with method, path (never the query string: A18 keeps personal
//! data such as an SSN out of logs), request id, operation, status and latency, written when the
//! request ends; as text, or as one JSON object per line (`log.format = "json"`).

use std::time::Instant;

use actix_web::body::MessageBody;
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::HttpMessage;
use tracing::Span;
use tracing_actix_web::{RequestId, RootSpanBuilder};
use tracing_subscriber::fmt::format::FmtSpan;
use tracing_subscriber::EnvFilter;

use crate::settings::{LogFormat, LogSettings};

pub struct PathOnlySpan;

/// When a logged request began (kept only while its span is recorded).
#[derive(Clone, Copy)]
struct Began(Instant);

impl RootSpanBuilder for PathOnlySpan {
    fn on_request_start(request: &ServiceRequest) -> Span {
        // Formatted only if the span is recorded: most requests log nothing.
        let request_id = request.extensions().get::<RequestId>().copied();
        let span = tracing::info_span!(
            "request",
            method = %request.method(),
            path = %request.path(),
            request_id = request_id.map(tracing::field::display),
            operation = tracing::field::Empty,
            status = tracing::field::Empty,
            latency_ms = tracing::field::Empty,
        );
        if !span.is_disabled() {
            request.extensions_mut().insert(Began(Instant::now()));
        }
        span
    }

    fn on_request_end<B: MessageBody>(
        span: Span,
        outcome: &Result<ServiceResponse<B>, actix_web::Error>,
    ) {
        // Most requests log nothing: nothing to record on a span no one keeps.
        if span.is_disabled() {
            return;
        }
        let status = match outcome {
            Ok(response) => response.status().as_u16(),
            Err(error) => error.as_response_error().status_code().as_u16(),
        };
        span.record("status", status);
        if let Ok(response) = outcome {
            if let Some(Began(began)) = response.request().extensions().get::<Began>().copied() {
                span.record("latency_ms", began.elapsed().as_secs_f64() * 1000.0);
            }
        }
    }
}

/// Names the operation on the request's span, when it is recorded.
pub fn record_operation(operation: &'static str) {
    if tracing::enabled!(tracing::Level::INFO) {
        Span::current().record("operation", operation);
    }
}

/// Installs the global subscriber once; `RUST_LOG` wins over the configured filter.
pub fn init(log: &LogSettings) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new(&log.filter));
    let builder = tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_span_events(FmtSpan::CLOSE)
        .with_target(false);
    let _ = match log.format {
        LogFormat::Text => builder.try_init(),
        // The request's fields sit in its span, which each line carries.
        LogFormat::Json => builder
            .json()
            .with_current_span(true)
            .with_span_list(false)
            .try_init(),
    };
}
