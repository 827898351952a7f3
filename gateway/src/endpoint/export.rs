//! The CSV exports (#206, #211, A55, A63): the upstream's export stream, one JSON line per place
//! (`upstream_clients::metering::ExportLine`), turned into CSV one place at a time as the
//! browser's connection takes it, so memory holds a place's line, never the export.
//!
//! The file: UTF-8 with a byte-order mark (Excel reads it as UTF-8 then), `;` between fields,
//! CRLF line ends, a header row, decimal commas and no thousands grouping (a grouped number is
//! text to a spreadsheet). A bucket's start is Helsinki wall-clock time, the date `d.M.yyyy` and
//! the time `HH:MM` in columns of their own as in metering's usage-report CSV (#175), with its UTC
//! offset in a third: on the autumn DST day 03:00–03:59 comes twice, and only the offset tells
//! the two apart.
//!
//! Failures: whatever goes wrong before the first line of the upstream arrived is a JSON problem
//! (502, 503, 504) like any other row's. Once the CSV has begun, the status is sent, so a
//! failure (a broken upstream connection, a line that does not decode, a stream that ends
//! without the upstream's closing line or with another count of places) aborts the response
//! without its final chunk: the browser reports the download as failed instead of saving a
//! file that looks whole.

use std::fmt::Write as _;

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::HttpResponse;
use bytes::{Bytes, BytesMut};
use chrono::{DateTime, Datelike, Offset as _, TimeZone as _, Timelike, Utc};
use chrono_tz::Europe::Helsinki;
use futures_util::stream;
use serde::Deserialize as _;
use upstream_clients::metering::{
    CsvExportRequest, ExportLine, ExportSeries, MassCsvExportRequest,
};
use upstream_clients::{ByteStream, Method, System, UpstreamError};

use super::params::PathParams;
use super::read::safe_file_name;
use super::Row;
use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;
use crate::state::AppState;

/// The byte-order mark and the header row.
const HEADER: &str = "\u{feff}Käyttöpaikka;Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus;Yksikkö\r\n";

/// An upstream line longer than this is refused rather than buffered without end (a year of
/// quarters of one place is about 800 KB).
const MAX_LINE_BYTES: usize = 8 * 1024 * 1024;

/// Answers an export row: asks metering's company export for the places the request names
/// (a composite as its places, which metering does not know as one: `super::places`) with the
/// validated options, and streams the CSV.
pub(super) async fn serve(
    row: &Row,
    caller: &SignedIn,
    params: &PathParams,
    options: &serde_json::Value,
    state: &AppState,
) -> ApiResult<HttpResponse> {
    let client = state.reads.of(row.policy.upstream);
    let addressed: Vec<&str> = match params.get("compositeLocationId") {
        Some(one) => vec![one],
        None => options
            .get("locationIdentifiers")
            .and_then(serde_json::Value::as_array)
            .map(|ids| ids.iter().filter_map(serde_json::Value::as_str).collect())
            .unwrap_or_default(),
    };
    // #206's options are #211's without the places; both were validated as their row's type.
    let period = CsvExportRequest::deserialize(options).map_err(ApiError::internal)?;
    let request = MassCsvExportRequest {
        location_identifiers: super::places::company_places(caller, params, &addressed, state)
            .await?,
        from: period.from,
        to: period.to,
        resolution: period.resolution,
    };
    let request = serde_json::to_value(&request).map_err(ApiError::internal)?;
    let segments = upstream_clients::metering::paths::company_export(
        params.company_ref(),
        params.get("userId").unwrap_or_default(),
    );
    let (segments, request) = (&segments, &request);
    let upstream = caller
        .read(|token| async move { client.export(&token, Method::POST, segments, request).await })
        .await
        .map_err(|error| match error {
            // A missing id answers like a foreign one (A6).
            ApiError::Upstream(UpstreamError::NotFound { .. }) => ApiError::Forbidden,
            other => other,
        })?;
    let mut reader = Lines::new(upstream, row.policy.upstream);
    // The first line decides between a JSON problem and a CSV: nothing is sent before it.
    let first = reader.next_line().await.map_err(ApiError::Upstream)?;
    let name = file_name(row, params, options);
    let start = Csv {
        reader,
        pending: Some(first),
        places: 0,
        header: true,
    };
    let body = stream::unfold(Some(start), |csv| async move {
        let mut csv = csv?;
        match csv.next_chunk().await {
            Ok(Step::Chunk(chunk)) => Some((Ok(chunk), Some(csv))),
            Ok(Step::End(chunk)) => Some((Ok(chunk), None)),
            Err(error) => Some((Err(abort(error)), None)),
        }
    });
    Ok(HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(name)],
        })
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .streaming(body))
}

/// A failure after the CSV began: logged, and the response aborted.
fn abort(error: UpstreamError) -> std::io::Error {
    tracing::warn!(%error, "export aborted in the middle of the file");
    std::io::Error::other(error)
}

/// `kulutus_<place or company>_<from>_<to>.csv`.
fn file_name(row: &Row, params: &PathParams, options: &serde_json::Value) -> String {
    let subject = params
        .get("compositeLocationId")
        .or_else(|| params.get("companyRef"))
        .unwrap_or(row.operation_id);
    let day = |name: &str| {
        options
            .get(name)
            .and_then(|v| v.as_str())
            .unwrap_or_default()
    };
    safe_file_name(&format!(
        "kulutus_{subject}_{}_{}.csv",
        day("from"),
        day("to")
    ))
}

/// The upstream's answer as lines.
struct Lines {
    upstream: ByteStream,
    system: System,
    buffer: BytesMut,
    /// How much of `buffer` is known to hold no line end (a place's line spans many chunks).
    scanned: usize,
    done: bool,
}

impl Lines {
    fn new(upstream: ByteStream, system: System) -> Self {
        Lines {
            upstream,
            system,
            buffer: BytesMut::new(),
            scanned: 0,
            done: false,
        }
    }

    /// The next line decoded, `None` at the end of the answer.
    async fn next_line(&mut self) -> Result<Option<ExportLine>, UpstreamError> {
        loop {
            let newline = self.buffer[self.scanned..].iter().position(|&b| b == b'\n');
            if let Some(end) = newline.map(|at| self.scanned + at) {
                let line = self.buffer.split_to(end + 1);
                self.scanned = 0;
                if line.iter().all(u8::is_ascii_whitespace) {
                    continue;
                }
                return serde_json::from_slice(&line).map(Some).map_err(|source| {
                    UpstreamError::Decode {
                        system: self.system,
                        source,
                    }
                });
            }
            if self.done {
                return if self.buffer.iter().all(u8::is_ascii_whitespace) {
                    Ok(None)
                } else {
                    Err(UpstreamError::Decode {
                        system: self.system,
                        source: serde::de::Error::custom("the export's last line is cut"),
                    })
                };
            }
            if self.buffer.len() > MAX_LINE_BYTES {
                return Err(UpstreamError::Decode {
                    system: self.system,
                    source: serde::de::Error::custom("an export line is too long"),
                });
            }
            self.scanned = self.buffer.len();
            match self.upstream.next_chunk().await? {
                Some(chunk) => self.buffer.extend_from_slice(&chunk),
                None => self.done = true,
            }
        }
    }
}

/// The CSV being made: the upstream's lines, and what has been sent.
struct Csv {
    reader: Lines,
    /// A line read before the response began (the first).
    pending: Option<Option<ExportLine>>,
    places: u32,
    /// The header row is still to be sent.
    header: bool,
}

enum Step {
    Chunk(Bytes),
    /// The last chunk: the upstream closed the export with the count of places sent.
    End(Bytes),
}

impl Csv {
    /// The CSV of the next upstream line (after the header, first).
    async fn next_chunk(&mut self) -> Result<Step, UpstreamError> {
        let line = match self.pending.take() {
            Some(line) => line,
            None => self.reader.next_line().await?,
        };
        let mut out = String::new();
        if std::mem::take(&mut self.header) {
            out.push_str(HEADER);
        }
        let cut = |message: String| UpstreamError::Decode {
            system: self.reader.system,
            source: serde::de::Error::custom(message),
        };
        match line {
            Some(ExportLine::Series(series)) => {
                self.places += 1;
                write_rows(&mut out, &series);
                Ok(Step::Chunk(Bytes::from(out)))
            }
            Some(ExportLine::End(end)) if end.locations == self.places => {
                Ok(Step::End(Bytes::from(out)))
            }
            Some(ExportLine::End(end)) => Err(cut(format!(
                "the export closed with {} places after {}",
                end.locations, self.places
            ))),
            None => Err(cut("the export ended without its closing line".to_owned())),
        }
    }
}

/// One row per bucket of a place.
fn write_rows(out: &mut String, series: &ExportSeries) {
    out.reserve(series.points.len() * (series.location_identifier.len() + 40));
    let mut offset_of = OffsetOfDay::default();
    for &(start, value) in &series.points {
        let Some(start) = DateTime::<Utc>::from_timestamp(start, 0) else {
            continue;
        };
        let (local, offset) = offset_of.local(start);
        // Writing to a String cannot fail.
        let _ = write!(
            out,
            "{};{}.{}.{};{:02}:{:02};{}{:02}:{:02};",
            series.location_identifier,
            local.day(),
            local.month(),
            local.year(),
            local.hour(),
            local.minute(),
            if offset < 0 { '-' } else { '+' },
            offset.abs() / 3600,
            offset.abs() % 3600 / 60,
        );
        if let Some(value) = value {
            decimal_comma(out, value);
        }
        out.push(';');
        out.push_str(&series.unit);
        out.push_str("\r\n");
    }
}

/// `value` with a decimal comma, as short as it reads back exactly.
fn decimal_comma(out: &mut String, value: f64) {
    let start = out.len();
    let _ = write!(out, "{value}");
    if let Some(dot) = out[start..].find('.') {
        out.replace_range(start + dot..start + dot + 1, ",");
    }
}

/// Helsinki time of an instant, the time zone looked up once per hour of UTC (Helsinki's
/// offset has changed only on whole hours since 1921).
#[derive(Default)]
struct OffsetOfDay {
    hour: Option<(i64, i32)>,
}

impl OffsetOfDay {
    fn local(&mut self, at: DateTime<Utc>) -> (chrono::NaiveDateTime, i32) {
        let hour = at.timestamp().div_euclid(3600);
        let offset = match self.hour {
            Some((cached, offset)) if cached == hour => offset,
            _ => {
                let offset = Helsinki
                    .offset_from_utc_datetime(&at.naive_utc())
                    .fix()
                    .local_minus_utc();
                self.hour = Some((hour, offset));
                offset
            }
        };
        (
            at.naive_utc() + chrono::Duration::seconds(i64::from(offset)),
            offset,
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_carry_helsinki_time_its_offset_and_a_decimal_comma() {
        // 2025-10-26 00:00 Helsinki (+03:00) is 2025-10-25T21:00Z; 03:00 comes twice.
        let midnight = 1_761_426_000;
        let series = ExportSeries {
            location_identifier: "KP400001".to_owned(),
            unit: "kWh".to_owned(),
            points: vec![
                (midnight, Some(0.1234)),
                (midnight + 3 * 3600, Some(12.5)),
                (midnight + 4 * 3600, None),
            ],
        };
        let mut out = String::new();
        write_rows(&mut out, &series);
        assert_eq!(
            out,
            "KP400001;26.10.2025;00:00;+03:00;0,1234;kWh\r\n\
             KP400001;26.10.2025;03:00;+03:00;12,5;kWh\r\n\
             KP400001;26.10.2025;03:00;+02:00;;kWh\r\n"
        );
    }

    #[test]
    fn whole_numbers_and_negatives_keep_their_form() {
        let mut out = String::new();
        decimal_comma(&mut out, 3.0);
        out.push(' ');
        decimal_comma(&mut out, -0.25);
        assert_eq!(out, "3 -0,25");
    }
}
