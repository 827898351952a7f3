//! When answers are compressed, and how a cached answer avoids being compressed again.
//!
//! actix's `Compress` gzips every answer a client accepts gzip for, on every request: starting
//! a gzip stream costs about 600k instructions under callgrind, ten times a whole cached read,
//! whatever the body's size. So:
//! - a cached JSON answer is gzipped once, when it is kept, and that copy is sent to clients
//!   that accept gzip;
//! - an `/api` answer under [`MIN_COMPRESSED_BYTES`] is sent as it is: gzip would save a few
//!   hundred bytes at most.
//!
//! `Compress` leaves alone an answer that already names its encoding, so an answer not to be
//! compressed carries `Content-Encoding: identity` through it, and the outermost layer removes
//! that marker before the answer leaves (RFC 9110 reserves `identity` for Accept-Encoding).

use std::io::Write;

use actix_web::body::BodySize;
use actix_web::http::header::{
    self, AcceptEncoding, ContentEncoding, Encoding, HeaderMap, HeaderValue,
};
use actix_web::{HttpMessage, HttpRequest};
use bytes::Bytes;
use flate2::write::GzEncoder;
use flate2::Compression;

/// Answers smaller than this are not worth a gzip stream.
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

/// Whether the request's `Accept-Encoding` takes gzip over sending the body as it is.
pub fn accepts_gzip(req: &HttpRequest) -> bool {
    let Some(accept) = req.get_header::<AcceptEncoding>() else {
        return false;
    };
    let offered = [
        Encoding::Known(ContentEncoding::Gzip),
        Encoding::Known(ContentEncoding::Identity),
    ];
    matches!(
        accept.negotiate(offered.iter()),
        Some(Encoding::Known(ContentEncoding::Gzip))
    )
}

/// Marks an answer of `size` to be sent as it is when it is too small to compress and names
/// no encoding yet.
pub fn keep_small_uncompressed(headers: &mut HeaderMap, size: BodySize) {
    let small = matches!(size, BodySize::Sized(bytes) if bytes < MIN_COMPRESSED_BYTES);
    if small && !headers.contains_key(header::CONTENT_ENCODING) {
        mark_uncompressed(headers);
    }
}

/// Tells `Compress` to leave this answer as it is.
fn mark_uncompressed(headers: &mut HeaderMap) {
    headers.insert(
        header::CONTENT_ENCODING,
        HeaderValue::from_static("identity"),
    );
}

/// Removes the `identity` marker of [`mark_uncompressed`] from an answer about to be sent.
pub fn unmark(headers: &mut HeaderMap) {
    if headers
        .get(header::CONTENT_ENCODING)
        .is_some_and(|value| value.as_bytes() == b"identity")
    {
        headers.remove(header::CONTENT_ENCODING);
    }
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use actix_web::test::TestRequest;
    use flate2::read::GzDecoder;

    use super::*;

    fn accepts(value: Option<&str>) -> bool {
        let mut req = TestRequest::default();
        if let Some(value) = value {
            req = req.insert_header((header::ACCEPT_ENCODING, value));
        }
        accepts_gzip(&req.to_http_request())
    }

    #[test]
    fn gzip_is_sent_only_to_those_who_take_it() {
        assert!(accepts(Some("gzip, deflate, br, zstd")));
        assert!(accepts(Some("gzip")));
        assert!(accepts(Some("br;q=1, gzip;q=0.5")));
        assert!(!accepts(None));
        assert!(!accepts(Some("identity")));
        assert!(!accepts(Some("gzip;q=0")));
        assert!(!accepts(Some("br")));
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
    fn the_marker_is_set_only_where_no_encoding_is_named_and_removed_before_sending() {
        let mut headers = HeaderMap::new();
        keep_small_uncompressed(&mut headers, BodySize::Sized(100));
        assert_eq!(headers.get(header::CONTENT_ENCODING).unwrap(), "identity");
        unmark(&mut headers);
        assert!(!headers.contains_key(header::CONTENT_ENCODING));

        keep_small_uncompressed(&mut headers, BodySize::Sized(MIN_COMPRESSED_BYTES));
        keep_small_uncompressed(&mut headers, BodySize::Stream);
        assert!(!headers.contains_key(header::CONTENT_ENCODING));

        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static("gzip"));
        keep_small_uncompressed(&mut headers, BodySize::Sized(10));
        unmark(&mut headers);
        assert_eq!(headers.get(header::CONTENT_ENCODING).unwrap(), "gzip");
    }
}
