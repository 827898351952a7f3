//! Which answers are gzipped on their way out, and how a cached answer avoids being compressed
//! again.
//!
//! - A cached JSON answer is gzipped once, when it is kept ([`gzip`]), and that copy is sent to
//!   clients that accept gzip.
//! - Anything else is gzipped on its way out by the [`Gzip`] layer when the client accepts gzip
//!   and the answer is worth it: at least [`MIN_COMPRESSED_BYTES`] or streamed, text-like (JSON,
//!   CSV, HTML, scripts, SVG), and naming no encoding yet (the build's compressed assets, a kept
//!   gzip). A PDF or an image is sent as it is: gzip gains nothing on it.
//!
//! The layer is the gateway's own rather than actix's `Compress`, which parses and negotiates
//! `Accept-Encoding` into allocated lists on every request (about 8k instructions under
//! callgrind, a seventh of a cached read as a browser asks it), wraps every answer in its
//! encoder, and compresses whatever a client accepts unless the answer is marked otherwise.
//! The compressing itself is still actix-http's encoder, the one `Compress` uses.

use std::future::{ready, Future, Ready};
use std::io::Write;
use std::pin::Pin;
use std::task::{ready, Context, Poll};

use actix_http::encoding::Encoder;
use actix_web::body::{BodySize, EitherBody, MessageBody};
use actix_web::dev::{forward_ready, Service, ServiceRequest, ServiceResponse, Transform};
use actix_web::http::header::{self, ContentEncoding, HeaderMap, HeaderValue};
use actix_web::http::StatusCode;
use bytes::Bytes;
use flate2::write::GzEncoder;
use flate2::Compression;

/// Answers smaller than this are not worth a gzip stream: starting one costs about 600k
/// instructions, ten times a whole cached read, to save a few hundred bytes at most.
pub const MIN_COMPRESSED_BYTES: u64 = 1024;

/// The gzip of `body` when it is worth keeping: large enough, and smaller once compressed.
pub fn gzip(body: &[u8]) -> Option<Bytes> {
    if (body.len() as u64) < MIN_COMPRESSED_BYTES {
        return None;
    }
    let mut encoder = GzEncoder::new(Vec::with_capacity(body.len() / 3), Compression::default());
    encoder.write_all(body).ok()?;
    let compressed = encoder.finish().ok()?;
    (compressed.len() < body.len()).then(|| compressed.into())
}

/// Whether the request's `Accept-Encoding` takes gzip over the body as it is: gzip (or `*`)
/// has a weight above zero and no lower than `identity`'s.
pub fn accepts_gzip(headers: &HeaderMap) -> bool {
    let [gzip, identity] = weights(headers, ["gzip", "identity"]).map(|q| q.unwrap_or(0.0));
    gzip > 0.0 && gzip >= identity
}

/// Whether the request's `Accept-Encoding` takes `coding` at all (a weight above zero).
pub fn accepts(headers: &HeaderMap, coding: &str) -> bool {
    let [weight] = weights(headers, [coding]);
    weight.is_some_and(|q| q > 0.0)
}

/// The weights `Accept-Encoding` gives `codings`, read in one pass over its bytes (this runs
/// for every request a browser makes): each coding's own entry's, else that of `*`; `None`
/// when the header names neither. An entry whose weight is not a number is ignored.
fn weights<const N: usize>(headers: &HeaderMap, codings: [&str; N]) -> [Option<f32>; N] {
    let mut found = [None; N];
    let mut wildcard = None;
    let values = headers.get_all(header::ACCEPT_ENCODING);
    for item in values.flat_map(|value| value.as_bytes().split(|b| *b == b',')) {
        let mut parts = item.split(|b| *b == b';');
        let name = parts.next().unwrap_or_default().trim_ascii();
        let q = parts.find_map(|part| {
            let part = part.trim_ascii();
            part.strip_prefix(b"q=").or(part.strip_prefix(b"Q="))
        });
        let q = match q {
            None => 1.0,
            Some(q) => match std::str::from_utf8(q)
                .ok()
                .and_then(|q| q.parse::<f32>().ok())
            {
                Some(q) => q.clamp(0.0, 1.0),
                None => continue,
            },
        };
        if name == b"*" {
            wildcard = Some(q);
        } else if let Some(at) = codings
            .iter()
            .position(|coding| name.eq_ignore_ascii_case(coding.as_bytes()))
        {
            found[at] = Some(q);
        }
    }
    found.map(|q| q.or(wildcard))
}

/// Whether an answer is worth gzipping on its way out, whoever asks: it has a body large
/// enough or streamed, of a text-like type, in no encoding yet, and a status that carries a
/// whole representation.
fn worth_gzipping(status: StatusCode, headers: &HeaderMap, size: BodySize) -> bool {
    let large = match size {
        BodySize::Sized(bytes) => bytes >= MIN_COMPRESSED_BYTES,
        BodySize::Stream => true,
        BodySize::None => false,
    };
    large
        && status != StatusCode::PARTIAL_CONTENT
        && !headers.contains_key(header::CONTENT_ENCODING)
        && headers
            .get(header::CONTENT_TYPE)
            .is_some_and(|value| text_like(value.as_bytes()))
}

/// JSON, XML, SVG, scripts and every `text/` type (CSV, HTML, CSS); not PDFs, images or
/// archives, which are compressed already.
fn text_like(content_type: &[u8]) -> bool {
    let essence = content_type
        .split(|b| *b == b';')
        .next()
        .unwrap_or_default()
        .trim_ascii()
        .to_ascii_lowercase();
    essence.starts_with(b"text/")
        || essence.ends_with(b"json")
        || essence.ends_with(b"xml")
        || essence == b"application/javascript"
}

/// The layer that gzips answers on their way out (see the module's text).
pub struct Gzip;

impl<S, B> Transform<S, ServiceRequest> for Gzip
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    type Response = ServiceResponse<EitherBody<B, Encoder<B>>>;
    type Error = actix_web::Error;
    type Transform = GzipService<S>;
    type InitError = ();
    type Future = Ready<Result<Self::Transform, Self::InitError>>;

    fn new_transform(&self, service: S) -> Self::Future {
        ready(Ok(GzipService { service }))
    }
}

pub struct GzipService<S> {
    service: S,
}

impl<S, B> Service<ServiceRequest> for GzipService<S>
where
    S: Service<ServiceRequest, Response = ServiceResponse<B>, Error = actix_web::Error>,
    B: MessageBody,
{
    type Response = ServiceResponse<EitherBody<B, Encoder<B>>>;
    type Error = actix_web::Error;
    type Future = GzipFuture<S::Future>;

    forward_ready!(service);

    fn call(&self, req: ServiceRequest) -> Self::Future {
        GzipFuture {
            accepts: accepts_gzip(req.headers()),
            answer: self.service.call(req),
        }
    }
}

pin_project_lite::pin_project! {
    pub struct GzipFuture<F> {
        #[pin]
        answer: F,
        accepts: bool,
    }
}

impl<F, B> Future for GzipFuture<F>
where
    F: Future<Output = Result<ServiceResponse<B>, actix_web::Error>>,
    B: MessageBody,
{
    type Output = Result<ServiceResponse<EitherBody<B, Encoder<B>>>, actix_web::Error>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        let this = self.project();
        let mut response = ready!(this.answer.poll(cx))?;
        let size = response.response().body().size();
        if !worth_gzipping(response.status(), response.headers(), size) {
            return Poll::Ready(Ok(response.map_into_left_body()));
        }
        if !*this.accepts {
            // The answer would differ for a client that takes gzip: shared caches must know.
            response
                .headers_mut()
                .append(header::VARY, HeaderValue::from_static("accept-encoding"));
            return Poll::Ready(Ok(response.map_into_left_body()));
        }
        // The encoder names the encoding and adds `Vary` itself.
        Poll::Ready(Ok(response.map_body(|head, body| {
            EitherBody::right(Encoder::response(ContentEncoding::Gzip, head, body))
        })))
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use flate2::read::GzDecoder;

    use super::*;

    fn headers(accept: &[&'static str]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for value in accept {
            headers.append(header::ACCEPT_ENCODING, HeaderValue::from_static(value));
        }
        headers
    }

    #[test]
    fn gzip_is_sent_only_to_those_who_take_it() {
        let takes = |accept: &[&'static str]| accepts_gzip(&headers(accept));
        assert!(takes(&["gzip, deflate, br, zstd"]));
        assert!(takes(&["gzip"]));
        assert!(takes(&["GZIP"]));
        assert!(takes(&["br;q=1, gzip;q=0.5"]));
        assert!(takes(&["br", "gzip"]));
        assert!(takes(&["*"]));
        assert!(!takes(&[]));
        assert!(!takes(&["identity"]));
        assert!(!takes(&["gzip;q=0"]));
        assert!(!takes(&["gzip;q=0.000"]));
        assert!(!takes(&["*;q=1, gzip;q=0"]));
        assert!(!takes(&["br"]));
        assert!(!takes(&["identity;q=1, gzip;q=0.5"]));
        assert!(!takes(&["gzip;q=high"]));
    }

    #[test]
    fn each_coding_is_read_with_its_refusals() {
        let accept = headers(&["gzip, deflate, br"]);
        assert!(accepts(&accept, "br") && accepts(&accept, "gzip"));
        let accept = headers(&["br;q=0, gzip;q=0.5"]);
        assert!(!accepts(&accept, "br") && accepts(&accept, "gzip"));
        let accept = headers(&["identity"]);
        assert!(!accepts(&accept, "br") && !accepts(&accept, "gzip"));
        assert!(!accepts(&headers(&[""]), "gzip"));
    }

    #[test]
    fn a_large_body_is_kept_gzipped_and_a_small_one_is_not() {
        let body = br#"{"name":"Kaisa Kuluttaja","places":[]}"#.repeat(64);
        let compressed = gzip(&body).expect("a repetitive kilobyte compresses");
        let mut back = Vec::new();
        GzDecoder::new(&compressed[..])
            .read_to_end(&mut back)
            .expect("valid gzip");
        assert_eq!(back, body);
        assert!(gzip(br#"{"small":true}"#).is_none());
    }

    #[test]
    fn only_large_text_in_no_encoding_is_worth_gzipping() {
        let typed = |content_type: &'static str| {
            let mut headers = HeaderMap::new();
            headers.insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
            headers
        };
        let large = BodySize::Sized(MIN_COMPRESSED_BYTES);
        let ok = StatusCode::OK;
        for text in [
            "application/json",
            "application/problem+json",
            "text/csv; charset=utf-8",
            "text/html",
            "Application/JavaScript",
            "image/svg+xml",
        ] {
            assert!(worth_gzipping(ok, &typed(text), large), "{text}");
            assert!(worth_gzipping(ok, &typed(text), BodySize::Stream), "{text}");
        }
        for binary in ["application/pdf", "image/png", "application/octet-stream"] {
            assert!(!worth_gzipping(ok, &typed(binary), large), "{binary}");
        }
        let json = typed("application/json");
        assert!(!worth_gzipping(
            ok,
            &json,
            BodySize::Sized(MIN_COMPRESSED_BYTES - 1)
        ));
        assert!(!worth_gzipping(ok, &json, BodySize::None));
        assert!(!worth_gzipping(StatusCode::PARTIAL_CONTENT, &json, large));
        assert!(!worth_gzipping(ok, &HeaderMap::new(), large));
        let mut encoded = json.clone();
        encoded.insert(header::CONTENT_ENCODING, HeaderValue::from_static("br"));
        assert!(!worth_gzipping(ok, &encoded, large));
    }
}
