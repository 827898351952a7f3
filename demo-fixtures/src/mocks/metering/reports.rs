//! Reports: #157 the monthly usage reports of the last twelve whole months, #158 one of them,
//! #175 a generated file of a month's 15-minute rows as CSV (Finnish Excel style) or JSON.

use actix_web::http::header::{ContentDisposition, DispositionParam, DispositionType};
use actix_web::{web, HttpResponse};
use chrono::{Datelike, NaiveDate};
use upstream_clients::metering::{Report, ReportFile, ReportRow, Reports, UsageReport};
use upstream_clients::money::UnitPrice;

use super::insights::monthly_summary;
use super::overview::month_label;
use super::period::{first_day, month_end};
use super::Params;
use super::{
    bad_request, not_found, place_row, rfc3339, round, Answer, Data, Electricity, PlacePath,
};
use crate::dataset::calendar::{measured_days, today};
use crate::dataset::UsePlace;
use crate::series::period::days;
use crate::series::{local_time, outdoor_temperature_c};

/// The whole months with a report: the twelve before the current one, newest first.
fn report_months(today: NaiveDate) -> Vec<NaiveDate> {
    let index = today.year() * 12 + today.month0() as i32;
    (1..=12)
        .filter_map(|back| {
            let i = index - back;
            NaiveDate::from_ymd_opt(i.div_euclid(12), i.rem_euclid(12) as u32 + 1, 1)
        })
        .collect()
}

fn report(state: &Data, place: &UsePlace, first: NaiveDate) -> Report {
    let company_name = state.data().energy_company(place.company).name.clone();
    Report {
        name: format!("Kulutusraportti {}", month_label(first)),
        // Made on the first day after the month.
        date: month_end(first).format("%Y-%m-%d").to_string(),
        company_name,
        report_id: format!("{}-{}", place.location_identifier, first.format("%Y-%m")),
    }
}

fn list(state: &Data, path: &(String, String), _: &Params) -> Answer<Reports> {
    let place = state.place(&path.0, &path.1)?;
    // Usage reports are made of electricity consumption; other places have none yet.
    if Electricity::of(&place).is_err() {
        return Ok(Reports { items: Vec::new() });
    }
    Ok(Reports {
        items: report_months(today())
            .into_iter()
            .map(|first| report(state, &place, first))
            .collect(),
    })
}

async fn get_one(state: Data, path: web::Path<(String, String, String)>) -> HttpResponse {
    let (user_id, location_id, report_id) = path.into_inner();
    super::respond(one(&state, &user_id, &location_id, &report_id))
}

fn one(state: &Data, user_id: &str, location_id: &str, report_id: &str) -> Answer<UsageReport> {
    let place = state.place(user_id, location_id)?;
    let e = Electricity::of(&place)?;
    let first = report_months(today())
        .into_iter()
        .find(|first| report(state, &place, *first).report_id == report_id)
        .ok_or_else(not_found)?;
    Ok(UsageReport {
        report: report(state, &place, first),
        summary: monthly_summary(&e, first),
    })
}

/// A number with a decimal comma, as Finnish spreadsheets read it.
fn decimal_comma(value: f64, decimals: usize) -> String {
    format!("{value:.decimals$}").replace('.', ",")
}

/// A price in c/kWh to three decimals with a decimal comma, from its exact value.
fn price_comma(price: UnitPrice) -> String {
    let thousandths = price.rounded(3).0 / 10;
    let sign = if thousandths < 0 { "-" } else { "" };
    let abs = thousandths.unsigned_abs();
    format!("{sign}{},{:03}", abs / 1000, abs % 1000)
}

fn rows(
    e: &Electricity<'_>,
    first: NaiveDate,
) -> Vec<(chrono::DateTime<chrono::Utc>, f64, UnitPrice, f64)> {
    let (from, to) = measured_days(first, month_end(first), today());
    days(from, to)
        .quarters()
        .map(|q| {
            (
                q,
                e.kwh(q),
                e.tariff.energy_price(q).c_per_kwh_unit(),
                outdoor_temperature_c(q),
            )
        })
        .collect()
}

fn csv(e: &Electricity<'_>, first: NaiveDate) -> String {
    // The offset column tells the two 03:00–03:45 hours of the autumn DST day apart.
    let mut out = String::from("Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus (kWh);Energian hinta (c/kWh, alv 0 %);Lämpötila (°C)\r\n");
    for (slot, kwh, price, temperature) in rows(e, first) {
        let local = local_time(slot);
        out.push_str(&format!(
            "{}.{}.{};{:02}:{:02};+{:02}:00;{};{};{}\r\n",
            local.date.day(),
            local.date.month(),
            local.date.year(),
            local.hour,
            local.minute,
            local.offset_seconds / 3600,
            decimal_comma(kwh, 4),
            price_comma(price),
            decimal_comma(temperature, 1)
        ));
    }
    out
}

fn file(state: &Data, path: &(String, String), params: &Params) -> Answer<HttpResponse> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    let first = first_day(params.year()?, params.month()?)?;
    let format = params.required("format")?;
    // The place id is KP + digits (it was found in the dataset), so the name needs no escaping.
    let name = |extension: &str| {
        format!(
            "kulutus-{}-{}.{extension}",
            place.location_identifier,
            first.format("%Y-%m")
        )
    };
    let disposition = |file_name: String| ContentDisposition {
        disposition: DispositionType::Attachment,
        parameters: vec![DispositionParam::Filename(file_name)],
    };
    match format {
        "csv" => Ok(HttpResponse::Ok()
            .content_type("text/csv; charset=utf-8")
            .insert_header(disposition(name("csv")))
            .body(csv(&e, first))),
        "json" => Ok(HttpResponse::Ok()
            .insert_header(disposition(name("json")))
            .json(ReportFile {
                location_id: place.location_identifier.clone(),
                year: first.year(),
                month: first.month(),
                rows: rows(&e, first)
                    .into_iter()
                    .map(|(slot, kwh, price, temperature)| ReportRow {
                        time: rfc3339(slot),
                        kwh,
                        price: price.rounded(3),
                        temperature_c: round(temperature, 1),
                    })
                    .collect(),
            })),
        _ => Err(bad_request("format must be csv or json")),
    }
}

async fn get_file(state: Data, path: PlacePath, params: Params) -> HttpResponse {
    file(&state, &path, &params).unwrap_or_else(|reject| reject.response())
}

place_row!(get_list, list);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/usagereports/user/{user_id}/location/{location_id}";
    cfg.route(base, web::get().to(get_list))
        .route(
            &format!("{base}/report/{{report_id}}"),
            web::get().to(get_one),
        )
        .route(
            "/reports/v1/user/{user_id}/location/{location_id}",
            web::get().to(get_file),
        );
}
