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
//! Every row also carries the place's address, the company's name for it and its labels (crm's
//! `exportPlaces`, read once per export), after the figures so the figures' columns stay where
//! they were. #252 ("export all") takes its places from the same read: every place the caller
//! sees that matches the list's filter, in address order. The response's `X-Export-Places`
//! header tells how many places the file holds, so the browser can show its progress.
//!
//! Failures: whatever goes wrong before the first line of the upstream arrived is a JSON problem
//! (502, 503, 504) like any other row's. Once the CSV has begun, the status is sent, so a
//! failure (a broken upstream connection, a line that does not decode, a stream that ends
//! without the upstream's closing line or with another count of places) aborts the response
//! without its final chunk: the browser reports the download as failed instead of saving a
//! file that looks whole.

use std::collections::HashMap;
use std::fmt::Write as _;

use actix_web::http::header::{self, ContentDisposition, DispositionParam, DispositionType};
use actix_web::HttpResponse;
use bytes::{Bytes, BytesMut};
use chrono::{DateTime, Datelike, Offset as _, TimeZone as _, Timelike, Utc};
use chrono_tz::Europe::Helsinki;
use futures_util::stream;
use serde::Deserialize as _;
use upstream_clients::crm::{export_places_path, ExportPlace, ExportPlaces};
use upstream_clients::metering::{
    AllCsvExportRequest, CsvExportRequest, ExportLine, ExportSeries, ExportUtility,
    MassCsvExportRequest, MAX_EXPORT_PLACES,
};
use upstream_clients::{ByteStream, Method, System, UpstreamError};

use super::params::PathParams;
use super::read::safe_file_name;
use super::Row;
use crate::error::{ApiError, ApiResult};
use crate::session::SignedIn;
use crate::state::AppState;

/// The byte-order mark and the header row.
const HEADER: &str = "\u{feff}Käyttöpaikka;Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus;Yksikkö;\
                      Osoite;Nimi;Tunnisteet\r\n";

/// The response header that tells how many places the file holds.
pub const PLACES_HEADER: &str = "x-export-places";

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
    let all =
        params.get("compositeLocationId").is_none() && options.get("locationIdentifiers").is_none();
    let (ids, places) = if all {
        let filter = AllCsvExportRequest::deserialize(options).map_err(ApiError::internal)?;
        let filter = (filter.search_string.as_deref(), filter.utility);
        let places = export_places(caller, params, filter, state).await?;
        let ids: Vec<String> = places
            .iter()
            .map(|place| place.location_identifier.clone())
            .collect();
        (ids, places)
    } else {
        let addressed: Vec<&str> = match params.get("compositeLocationId") {
            Some(one) => vec![one],
            None => options
                .get("locationIdentifiers")
                .and_then(serde_json::Value::as_array)
                .map(|ids| ids.iter().filter_map(serde_json::Value::as_str).collect())
                .unwrap_or_default(),
        };
        let ids = super::places::company_places(caller, params, &addressed, state).await?;
        (
            ids,
            export_places(caller, params, (None, None), state).await?,
        )
    };
    if ids.len() > MAX_EXPORT_PLACES {
        return Err(ApiError::validation(
            "searchString",
            crate::error::FieldCode::TooLong,
            "more places match than one export holds: narrow the filter",
        ));
    }
    let columns: HashMap<String, ExportPlace> = places
        .into_iter()
        .map(|place| (place.location_identifier.clone(), place))
        .collect();
    let name = file_name(row, params, options);
    let count = ids.len();
    if ids.is_empty() {
        // Nothing matches the filter: a file of the header only, metering is not asked.
        return Ok(csv_response(
            name,
            count,
            stream::once(async { Ok(Bytes::from(HEADER)) }),
        ));
    }
    // #206's and #252's options are #211's without the places; each was validated as its row's.
    let period = CsvExportRequest::deserialize(options).map_err(ApiError::internal)?;
    let request = MassCsvExportRequest {
        location_identifiers: ids,
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
    let start = Csv {
        reader,
        pending: Some(first),
        places: 0,
        header: true,
        columns,
    };
    let body = stream::unfold(Some(start), |csv| async move {
        let mut csv = csv?;
        match csv.next_chunk().await {
            Ok(Step::Chunk(chunk)) => Some((Ok(chunk), Some(csv))),
            Ok(Step::End(chunk)) => Some((Ok(chunk), None)),
            Err(error) => Some((Err(abort(error)), None)),
        }
    });
    Ok(csv_response(name, count, body))
}

/// The streamed CSV answer, named `name`, of `places` places.
fn csv_response<S>(name: String, places: usize, body: S) -> HttpResponse
where
    S: futures_util::Stream<Item = Result<Bytes, std::io::Error>> + 'static,
{
    HttpResponse::Ok()
        .content_type("text/csv; charset=utf-8")
        .insert_header(ContentDisposition {
            disposition: DispositionType::Attachment,
            parameters: vec![DispositionParam::Filename(name)],
        })
        .insert_header((header::X_CONTENT_TYPE_OPTIONS, "nosniff"))
        .insert_header((PLACES_HEADER, places.to_string()))
        .streaming(body)
}

/// crm's columns of every place assigned to the caller that matches `filter` (the list's
/// search and utility), in address order.
async fn export_places(
    caller: &SignedIn,
    params: &PathParams,
    (search, utility): (Option<&str>, Option<ExportUtility>),
    state: &AppState,
) -> ApiResult<Vec<ExportPlace>> {
    let crm = state.reads.of(System::Crm);
    let user = params.get("userId").unwrap_or_default();
    let path = export_places_path(params.company_ref(), user);
    let mut query: Vec<(&str, &str)> = Vec::new();
    if let Some(search) = search {
        query.push(("searchString", search));
    }
    if let Some(utility) = utility {
        query.push(("type", utility.wire()));
    }
    let answer: ExportPlaces = super::read_as(caller, crm, &path, &query).await?;
    Ok(answer.places)
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
    /// crm's columns of each place by its id.
    columns: HashMap<String, ExportPlace>,
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
                let columns = self.columns.get(&series.location_identifier);
                write_rows(&mut out, &series, &place_columns(columns));
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

/// A place's address, name and labels as the CSV's last three fields, each quoted when it
/// needs to be (a user-given name may hold `;` or quotes) and kept from reading as a formula.
fn place_columns(place: Option<&ExportPlace>) -> String {
    let Some(place) = place else {
        return ";;".to_owned();
    };
    let address = format!(
        "{}, {} {}",
        place.address.street, place.address.postal_code, place.address.city
    );
    [
        address.as_str(),
        place.name.as_deref().unwrap_or_default(),
        place.labels.join(", ").as_str(),
    ]
    .map(field)
    .join(";")
}

/// One text field of the CSV (RFC 4180 quoting). A field a spreadsheet would run as a
/// formula (`=`, `+`, `-`, `@` first) gets a leading apostrophe (OWASP's CSV injection advice).
fn field(text: &str) -> String {
    let text = if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_owned()
    };
    if text.contains([';', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text
    }
}

/// One row per bucket of a place, `columns` (the place's own fields) at the end of each.
fn write_rows(out: &mut String, series: &ExportSeries, columns: &str) {
    out.reserve(series.points.len() * (series.location_identifier.len() + columns.len() + 40));
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
        out.push(';');
        out.push_str(columns);
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
        write_rows(&mut out, &series, "a;b;c");
        assert_eq!(
            out,
            "KP400001;26.10.2025;00:00;+03:00;0,1234;kWh;a;b;c\r\n\
             KP400001;26.10.2025;03:00;+03:00;12,5;kWh;a;b;c\r\n\
             KP400001;26.10.2025;03:00;+02:00;;kWh;a;b;c\r\n"
        );
    }

    #[test]
    fn place_fields_are_quoted_and_never_a_formula() {
        let place = ExportPlace {
            location_identifier: "KP1".to_owned(),
            address: upstream_clients::crm::Address {
                street: "Kauppakatu 1".to_owned(),
                postal_code: "70100".to_owned(),
                city: "Kuopio".to_owned(),
            },
            name: Some("Halli \"A\"; itä".to_owned()),
            labels: vec!["=SUM(A1)".to_owned(), "Kiinteistö".to_owned()],
        };
        assert_eq!(
            place_columns(Some(&place)),
            "Kauppakatu 1, 70100 Kuopio;\"Halli \"\"A\"\"; itä\";'=SUM(A1), Kiinteistö"
        );
        assert_eq!(place_columns(None), ";;");
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
