//! The consumption exports of a B2B company's places (#206 one place, #211 many; the gateway
//! asks a composite's export as its places):
//! `application/x-ndjson`, one line per place in the order asked ([`ExportLine::Series`]), then
//! [`ExportLine::End`]. Lines are computed one place at a time as the connection takes them, so
//! an export of thousands of places is never held whole; the gateway turns them into CSV.
//!
//! The buckets are those a chart of the resolution draws (`DAY_QUARTERLY` quarters, `DAY`
//! hours, `WEEK` and `MONTH` days, `YEAR` months, `YEARS` years) over the Helsinki days
//! `from..=to`, DST days included (92 or 100 quarters, 23 or 25 hours). A bucket not wholly
//! measured (before the data's start, today or later) is `null`; district heating is metered
//! per day, so its buckets shorter than a day are `null` too.

use std::collections::HashMap;
use std::sync::Arc;

use actix_web::web::{self, Bytes};
use actix_web::HttpResponse;
use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use futures_util::{stream, StreamExt as _};
use upstream_clients::crm::UtilityType;
use upstream_clients::metering::{
    CsvExportRequest, ExportEnd, ExportLine, ExportSeries, MassCsvExportRequest, Resolution,
};

use super::{not_found, Data, Metering, MockError};
use crate::dataset::calendar::{data_start, measured_until, today};
use crate::dataset::{PlaceOwner, UsePlace};
use crate::series::district_heating::heat_day;
use crate::series::{electricity_kwh, load, local_midnight, quarters_of_day};

/// One bucket: its quarters `start..end`, and the Helsinki days it spans `first..=last`.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    start: DateTime<Utc>,
    end: DateTime<Utc>,
    first_day: NaiveDate,
}

/// What a place's line is computed from; owned, so no lock is held while the stream runs.
struct Source {
    location_identifier: String,
    utility: UtilityType,
    /// kWh a year (electricity) or MWh a year (district heating).
    annual: f64,
}

/// The buckets of `resolution` over the days `from..=to`.
fn buckets(resolution: Resolution, from: NaiveDate, to: NaiveDate) -> Vec<Bucket> {
    let mut out: Vec<Bucket> = Vec::new();
    let mut day = from;
    while day <= to {
        let next = day + Duration::days(1);
        let (start, end) = (local_midnight(day), local_midnight(next));
        match resolution {
            Resolution::DayQuarterly => {
                out.extend(quarters_of_day(day).into_iter().map(|q| Bucket {
                    start: q,
                    end: q + Duration::minutes(15),
                    first_day: day,
                }))
            }
            // Hours run in UTC steps from midnight, so DST days get 23 or 25 of them.
            Resolution::Day => {
                let mut hour = start;
                while hour < end {
                    out.push(Bucket {
                        start: hour,
                        end: hour + Duration::hours(1),
                        first_day: day,
                    });
                    hour += Duration::hours(1);
                }
            }
            Resolution::Week | Resolution::Month => out.push(Bucket {
                start,
                end,
                first_day: day,
            }),
            Resolution::Year | Resolution::Years => {
                let same = |last: &Bucket| match resolution {
                    Resolution::Year => {
                        (last.first_day.year(), last.first_day.month()) == (day.year(), day.month())
                    }
                    _ => last.first_day.year() == day.year(),
                };
                match out.last_mut() {
                    Some(last) if same(last) => last.end = end,
                    _ => out.push(Bucket {
                        start,
                        end,
                        first_day: day,
                    }),
                }
            }
        }
        day = next;
    }
    out
}

/// A place's line: its consumption per bucket, `null` where not wholly measured.
fn series(
    source: &Source,
    buckets: &[Bucket],
    measured: (DateTime<Utc>, DateTime<Utc>),
) -> ExportSeries {
    let (measured_from, measured_until) = measured;
    let whole = |b: &Bucket| b.start >= measured_from && b.end <= measured_until;
    let points = buckets
        .iter()
        .map(|bucket| {
            let value = match source.utility {
                UtilityType::Electricity if whole(bucket) => {
                    let quarters = (bucket.end - bucket.start).num_minutes() / 15;
                    let kwh: f64 = (0..quarters)
                        .map(|q| {
                            let slot = bucket.start + Duration::minutes(15 * q);
                            electricity_kwh(&source.location_identifier, source.annual, slot)
                        })
                        .sum();
                    Some(super::round(kwh, 4))
                }
                UtilityType::DistrictHeating
                    if whole(bucket) && bucket.end - bucket.start >= Duration::hours(23) =>
                {
                    let mut mwh = 0.0;
                    let mut day = bucket.first_day;
                    while local_midnight(day) < bucket.end {
                        mwh += heat_day(&source.location_identifier, source.annual, day).energy_mwh;
                        day += Duration::days(1);
                    }
                    Some(super::round(mwh, 4))
                }
                _ => None,
            };
            (bucket.start.timestamp(), value)
        })
        .collect();
    ExportSeries {
        location_identifier: source.location_identifier.clone(),
        unit: match source.utility {
            UtilityType::DistrictHeating => "MWh",
            _ => "kWh",
        }
        .to_owned(),
        points,
    }
}

fn parse_day(value: &str) -> Result<NaiveDate, MockError> {
    NaiveDate::parse_from_str(value, "%Y-%m-%d")
        .map_err(|_| super::bad_request("from and to are YYYY-MM-DD"))
}

impl Metering {
    /// The places `ids` name, in the order asked, when `user` belongs to `company` and every id
    /// is one of its places by its own id (a composite is the portal's, which the gateway asks
    /// as its places); 404 otherwise.
    fn export_sources(
        &self,
        company: &str,
        user: &str,
        ids: &[String],
    ) -> Result<Vec<Source>, MockError> {
        let data = self.data();
        let user: u64 = user.parse().map_err(|_| not_found())?;
        let member = data
            .companies_of_user(user)
            .iter()
            .any(|c| c.company_reference_id == company);
        if !member {
            return Err(not_found());
        }
        let of_company: HashMap<&str, &UsePlace> = data
            .places
            .iter()
            .filter(|p| matches!(&p.owner, PlaceOwner::Company(c) if c == company))
            .map(|p| (p.location_identifier.as_str(), p))
            .collect();
        let source = |place: &UsePlace| Source {
            location_identifier: place.location_identifier.clone(),
            utility: place.utility_type,
            annual: match place.utility_type {
                UtilityType::DistrictHeating => load::annual_heat_mwh(place),
                _ => load::annual_kwh(place),
            },
        };
        ids.iter()
            .map(|id| Ok(source(of_company.get(id.as_str()).ok_or_else(not_found)?)))
            .collect()
    }
}

/// The export of `ids` as a stream of lines.
fn export(
    state: &Metering,
    (company, user): (&str, &str),
    ids: &[String],
    (from, to, resolution): (&str, &str, Resolution),
) -> HttpResponse {
    let answer = (|| {
        let (from, to) = (parse_day(from)?, parse_day(to)?);
        if to < from {
            return Err(super::bad_request("to is before from"));
        }
        let sources = state.export_sources(company, user, ids)?;
        let today = today();
        let measured = (local_midnight(data_start(today)), measured_until(today));
        Ok((sources, Arc::new(buckets(resolution, from, to)), measured))
    })();
    let (sources, buckets, measured) = match answer {
        Ok(parts) => parts,
        Err(error) => return super::respond::<()>(Err(error)),
    };
    let count = sources.len() as u32;
    let line = |line: &ExportLine| {
        let mut bytes = serde_json::to_vec(line).unwrap_or_default();
        bytes.push(b'\n');
        Bytes::from(bytes)
    };
    let lines = stream::iter(sources)
        .map(move |source| {
            Ok::<_, std::io::Error>(line(&ExportLine::Series(series(
                &source, &buckets, measured,
            ))))
        })
        .chain(stream::once(async move {
            Ok(line(&ExportLine::End(ExportEnd { locations: count })))
        }));
    HttpResponse::Ok()
        .content_type("application/x-ndjson")
        .streaming(lines)
}

type CompanyPath = web::Path<(String, String)>;
type PlacePath = web::Path<(String, String, String)>;

/// #206: one place or composite.
async fn export_place(
    state: Data,
    path: PlacePath,
    body: web::Json<CsvExportRequest>,
) -> HttpResponse {
    let (company, user, place) = path.into_inner();
    export(
        &state,
        (&company, &user),
        &[place],
        (&body.from, &body.to, body.resolution),
    )
}

/// #211: the places the body names.
async fn export_places(
    state: Data,
    path: CompanyPath,
    body: web::Json<MassCsvExportRequest>,
) -> HttpResponse {
    let (company, user) = path.into_inner();
    export(
        &state,
        (&company, &user),
        &body.location_identifiers,
        (&body.from, &body.to, body.resolution),
    )
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    const BASE: &str = "/v2/b2b/company/{companyRef}/servicelocation/user/{userId}";
    cfg.route(&format!("{BASE}/csv"), web::post().to(export_places))
        .route(
            &format!("{BASE}/{{compositeLocationId}}/csv"),
            web::put().to(export_place),
        );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    #[test]
    fn buckets_follow_helsinki_days_and_dst() {
        let october = (date(2025, 10, 1), date(2025, 10, 31));
        // 31 days of 96 quarters, and 4 more on the 26th (25 hours).
        assert_eq!(
            buckets(Resolution::DayQuarterly, october.0, october.1).len(),
            31 * 96 + 4
        );
        assert_eq!(
            buckets(Resolution::Day, october.0, october.1).len(),
            31 * 24 + 1
        );
        assert_eq!(buckets(Resolution::Month, october.0, october.1).len(), 31);
        let spring = date(2025, 3, 30);
        assert_eq!(buckets(Resolution::DayQuarterly, spring, spring).len(), 92);
        let year = buckets(Resolution::Year, date(2025, 1, 15), date(2025, 12, 31));
        assert_eq!(year.len(), 12);
        assert_eq!(year[0].start, local_midnight(date(2025, 1, 15)));
        assert_eq!(year[11].end, local_midnight(date(2026, 1, 1)));
        assert_eq!(
            buckets(Resolution::Years, date(2024, 12, 1), date(2025, 1, 31)).len(),
            2
        );
    }

    #[test]
    fn a_bucket_not_wholly_measured_is_null_and_sums_are_of_quarters() {
        let source = Source {
            location_identifier: "KP400001".to_owned(),
            utility: UtilityType::Electricity,
            annual: 20_000.0,
        };
        let day = date(2025, 10, 26);
        let hours = buckets(Resolution::Day, day, day);
        let quarters = buckets(Resolution::DayQuarterly, day, day);
        let measured = (
            local_midnight(day),
            local_midnight(day) + Duration::hours(12),
        );
        let by_hour = series(&source, &hours, measured);
        let by_quarter = series(&source, &quarters, measured);
        assert_eq!(by_hour.points.len(), 25);
        let first_hour: f64 = by_quarter.points[..4].iter().filter_map(|(_, v)| *v).sum();
        assert!((by_hour.points[0].1.unwrap() - first_hour).abs() < 1e-3);
        assert_eq!(by_hour.points[12].1, None);
        assert_eq!(by_hour.points[11].0 + 3600, by_hour.points[12].0);
    }
}
