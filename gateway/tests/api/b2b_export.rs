//! #206 and #211: consumption exports as CSV streamed from metering's export (A55, A63): BOM,
//! `;`, decimal comma, Helsinki times with their offset, a row per bucket of every place, DST
//! days counted; a read right suffices; a failure before the file began is a JSON problem, one
//! after it an aborted download.

use serde_json::{json, Value};

use crate::helpers::*;

/// An electricity place of CR-100 in no composite, READ_ONLY for lukija.
const PLACE: &str = "KP300005";
/// A place of CR-100 not assigned to lukija.
const UNASSIGNED: &str = "KP300015";
const HEADER: &str =
    "Käyttöpaikka;Päivämäärä;Kellonaika;UTC-siirtymä;Kulutus;Yksikkö;Osoite;Nimi;Tunnisteet";

fn place_path(company: &str, user: u64, place: &str) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user}/{place}/csv")
}

fn mass_path(company: &str, user: u64) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user}/csv")
}

fn all_path(company: &str, user: u64) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user}/csvAll")
}

async fn get_json(app: &TestApp, client: &reqwest::Client, path: &str) -> Value {
    let response = app.get_with(client, path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

/// The places of the CSV in the order they come, each once.
fn places_of(rows: &[Vec<String>]) -> Vec<String> {
    let mut order: Vec<String> = rows.iter().map(|r| r[0].clone()).collect();
    order.dedup();
    order
}

pub(crate) fn options(from: &str, to: &str, resolution: &str) -> Value {
    json!({"from": from, "to": to, "resolution": resolution})
}

/// The CSV's rows after checking the BOM, the header and the field count of each row.
async fn csv_rows(response: reqwest::Response) -> Vec<Vec<String>> {
    assert_eq!(response.status(), 200);
    let headers = response.headers().clone();
    assert_eq!(headers["content-type"], "text/csv; charset=utf-8");
    let disposition = headers["content-disposition"].to_str().unwrap();
    assert!(
        disposition.starts_with("attachment; filename="),
        "{disposition}"
    );
    let bytes = response.bytes().await.expect("the whole file");
    assert_eq!(&bytes[..3], b"\xEF\xBB\xBF", "UTF-8 byte-order mark");
    let text = std::str::from_utf8(&bytes[3..]).expect("UTF-8");
    assert!(text.ends_with("\r\n"));
    let mut lines = text.split_terminator("\r\n");
    assert_eq!(lines.next(), Some(HEADER));
    lines
        .map(|line| {
            let fields: Vec<String> = line.split(';').map(str::to_owned).collect();
            assert_eq!(fields.len(), 9, "{line}");
            fields
        })
        .collect()
}

#[tokio::test]
async fn a_place_exports_a_row_per_quarter_with_the_autumn_dst_hour_twice() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let path = place_path(COMPANY, YRITYS_ID, PLACE);
    let body = options("2025-10-01", "2025-10-31", "DAY_QUARTERLY");
    let rows = csv_rows(
        app.send_with(&yritys, "PUT", &path, Some(&body), true)
            .await,
    )
    .await;

    // 31 days of 96 quarters, and the 26th has 25 hours.
    assert_eq!(rows.len(), 31 * 96 + 4);
    assert!(rows.iter().all(|r| r[0] == PLACE && r[5] == "kWh"));
    assert_eq!(rows[0][1..4], ["1.10.2025", "00:00", "+03:00"]);
    assert_eq!(
        rows.last().unwrap()[1..4],
        ["31.10.2025", "23:45", "+02:00"]
    );
    let three_o_clock: Vec<&str> = rows
        .iter()
        .filter(|r| r[1] == "26.10.2025" && r[2] == "03:00")
        .map(|r| r[3].as_str())
        .collect();
    assert_eq!(three_o_clock, ["+03:00", "+02:00"]);
    // Measured values with a decimal comma, never a point.
    assert!(rows.iter().all(|r| !r[4].is_empty() && !r[4].contains('.')));
    assert!(rows.iter().any(|r| r[4].contains(',')));
    let total: f64 = rows
        .iter()
        .map(|r| r[4].replace(',', ".").parse::<f64>().unwrap())
        .sum();
    assert!(total > 0.0);
}

#[tokio::test]
async fn a_composite_exports_every_member_by_the_hour_on_the_spring_dst_day() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let path = place_path(COMPANY, YRITYS_ID, COMPOSITE);
    let body = options("2025-03-30", "2025-03-30", "DAY");
    let response = app
        .send_with(&yritys, "PUT", &path, Some(&body), true)
        .await;
    let disposition = response.headers()["content-disposition"]
        .to_str()
        .unwrap()
        .to_owned();
    assert!(
        disposition.contains("kulutus_CL100001_2025-03-30_2025-03-30.csv"),
        "{disposition}"
    );
    let rows = csv_rows(response).await;

    // Four members, 23 hours each; 03:00 does not exist that day.
    assert_eq!(rows.len(), 4 * 23);
    let members: std::collections::BTreeSet<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    assert_eq!(members.len(), 4);
    assert!(!rows.iter().any(|r| r[2] == "03:00"));
    assert!(rows.iter().any(|r| r[2] == "02:00" && r[3] == "+02:00"));
    assert!(rows
        .iter()
        .any(|r| r[1] == "30.3.2025" && r[2] == "04:00" && r[3] == "+03:00"));
    // District heating is metered per day: its hours are empty, in MWh.
    let heat: Vec<&Vec<String>> = rows.iter().filter(|r| r[5] == "MWh").collect();
    assert_eq!(heat.len(), 23);
    assert!(heat.iter().all(|r| r[4].is_empty()));
}

#[tokio::test]
async fn a_mass_export_has_every_place_in_the_order_asked() {
    let app = spawn_app().await;
    let suuryritys = app.client_for(SUURYRITYS).await;
    let places: Vec<String> = (0..40)
        .map(|i| format!("KP{:06}", 404_000 - i * 97))
        .collect();
    let mut body = options("2025-10-26", "2025-10-27", "DAY");
    body["locationIdentifiers"] = json!(places);
    let path = mass_path(LARGE_COMPANY, SUURYRITYS_ID);
    let rows = csv_rows(app.post_json_with(&suuryritys, &path, &body).await).await;

    assert_eq!(rows.len(), places.len() * (25 + 24));
    let mut order: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
    order.dedup();
    assert_eq!(order, places);

    // Days of a month by MONTH: one row a day.
    let body = json!({"locationIdentifiers": ["KP400001"], "from": "2025-02-01", "to": "2025-02-28", "resolution": "MONTH"});
    let rows = csv_rows(app.post_json_with(&suuryritys, &path, &body).await).await;
    assert_eq!(rows.len(), 28);
    assert_eq!(rows[27][1..3], ["28.2.2025", "00:00"]);
}

/// The places a 403 names: (the field, the place its message names).
async fn refused_places(response: reqwest::Response) -> Vec<(String, String)> {
    let body = problem(response, 403, "PLACES_NOT_AVAILABLE").await;
    body["errors"]
        .as_array()
        .unwrap()
        .iter()
        .map(|error| {
            let message = error["message"].as_str().unwrap();
            assert!(message.ends_with(" is not one of your places"), "{message}");
            let place = message.split(' ').next().unwrap().to_owned();
            (error["field"].as_str().unwrap().to_owned(), place)
        })
        .collect()
}

fn named(index: usize, place: &str) -> (String, String) {
    (format!("locationIdentifiers[{index}]"), place.to_owned())
}

#[tokio::test]
async fn a_composites_places_export_by_their_own_ids_for_whoever_reads_the_composite() {
    let app = spawn_app().await;
    let body = options("2025-10-01", "2025-10-01", "DAY");
    let yritys = app.client_for(YRITYS).await;
    let whole = app
        .send_with(
            &yritys,
            "PUT",
            &place_path(COMPANY, YRITYS_ID, COMPOSITE),
            Some(&body),
            true,
        )
        .await;
    let mut members: Vec<String> = csv_rows(whole)
        .await
        .into_iter()
        .map(|r| r[0].clone())
        .collect();
    members.dedup();
    assert_eq!(members.len(), 4);

    // The list offers the members one by one: selected with a single place, they export as
    // asked, for the main user and for a sub-user who reads the composite (PLACE is READ_ONLY).
    let selection = [members[2].as_str(), PLACE, members[0].as_str()];
    let lukija = app.client_for(LUKIJA).await;
    for (client, user) in [(&yritys, YRITYS_ID), (&lukija, LUKIJA_ID)] {
        let mut mass = body.clone();
        mass["locationIdentifiers"] = json!(selection);
        let rows = csv_rows(
            app.post_json_with(client, &mass_path(COMPANY, user), &mass)
                .await,
        )
        .await;
        assert_eq!(rows.len(), 3 * 24);
        let mut order: Vec<&str> = rows.iter().map(|r| r[0].as_str()).collect();
        order.dedup();
        assert_eq!(order, selection, "user {user}");
    }

    // A member of a composite the caller does not read is named like any other place.
    let yritys2 = app.client_for(YRITYS2).await;
    let me = app.get_with(&yritys2, "/api/v2/me").await;
    let me: Value = me.json().await.unwrap();
    let id = me["priwattiId"].as_u64().unwrap();
    let mut mass = body.clone();
    mass["locationIdentifiers"] = json!([members[1]]);
    let response = app
        .post_json_with(&yritys2, &mass_path(OTHER_COMPANY, id), &mass)
        .await;
    assert_eq!(refused_places(response).await, [named(0, &members[1])]);
}

#[tokio::test]
async fn a_read_right_suffices_but_only_on_assigned_places_of_the_company() {
    let app = spawn_app().await;
    let body = options("2025-10-01", "2025-10-01", "DAY");
    let lukija = app.client_for(LUKIJA).await;
    let response = app
        .send_with(
            &lukija,
            "PUT",
            &place_path(COMPANY, LUKIJA_ID, PLACE),
            Some(&body),
            true,
        )
        .await;
    assert_eq!(csv_rows(response).await.len(), 24);

    let refused = [
        place_path(COMPANY, LUKIJA_ID, UNASSIGNED),
        place_path(COMPANY, YRITYS_ID, PLACE),
        place_path(COMPANY, LUKIJA_ID, "KP300001"),
        place_path(OTHER_COMPANY, LUKIJA_ID, OTHER_COMPANY_PLACE),
    ];
    for path in refused {
        let response = app
            .send_with(&lukija, "PUT", &path, Some(&body), true)
            .await;
        problem(response, 403, "FORBIDDEN").await;
    }
    // A selection's refusal names the places refused, not the caller's rights.
    let mut mass = body.clone();
    mass["locationIdentifiers"] = json!([PLACE, UNASSIGNED]);
    let response = app
        .post_json_with(&lukija, &mass_path(COMPANY, LUKIJA_ID), &mass)
        .await;
    assert_eq!(refused_places(response).await, [named(1, UNASSIGNED)]);

    let yritys = app.client_for(YRITYS).await;
    mass["locationIdentifiers"] = json!([PLACE, OTHER_COMPANY_PLACE]);
    let response = app
        .post_json_with(&yritys, &mass_path(COMPANY, YRITYS_ID), &mass)
        .await;
    assert_eq!(
        refused_places(response).await,
        [named(1, OTHER_COMPANY_PLACE)]
    );

    let kuluttaja = app.client_for(KULUTTAJA).await;
    let response = app
        .send_with(
            &kuluttaja,
            "PUT",
            &place_path(COMPANY, KULUTTAJA_ID, PLACE),
            Some(&body),
            true,
        )
        .await;
    problem(response, 403, "FORBIDDEN").await;

    let anonymous = new_client();
    let response = app
        .send_with(
            &anonymous,
            "PUT",
            &place_path(COMPANY, YRITYS_ID, PLACE),
            Some(&body),
            true,
        )
        .await;
    problem(response, 401, "SESSION_EXPIRED").await;
}

#[tokio::test]
async fn bad_options_are_named_by_field() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let path = place_path(COMPANY, YRITYS_ID, PLACE);
    let cases = [
        (options("2025-10-02", "2025-10-01", "DAY"), "to"),
        (options("2024-01-01", "2025-01-01", "DAY"), "to"),
        (options("2025-10-01", "2025-10-32", "DAY"), "to"),
        (options("1.10.2025", "2025-10-01", "DAY"), "from"),
        (options("2025-10-01", "2025-10-01", "HOURLY"), "resolution"),
        (
            json!({"from": "2025-10-01", "to": "2025-10-01"}),
            "resolution",
        ),
    ];
    for (body, field) in cases {
        let response = app
            .send_with(&yritys, "PUT", &path, Some(&body), true)
            .await;
        let problem = problem(response, 400, "VALIDATION_FAILED").await;
        assert_eq!(problem["errors"][0]["field"], field, "{body}");
    }
    let mass = mass_path(COMPANY, YRITYS_ID);
    let cases = [
        json!({"locationIdentifiers": [], "from": "2025-10-01", "to": "2025-10-01", "resolution": "DAY"}),
        json!({"locationIdentifiers": [PLACE, PLACE], "from": "2025-10-01", "to": "2025-10-01", "resolution": "DAY"}),
        json!({"from": "2025-10-01", "to": "2025-10-01", "resolution": "DAY"}),
    ];
    for body in cases {
        let response = app.post_json_with(&yritys, &mass, &body).await;
        let problem = problem(response, 400, "VALIDATION_FAILED").await;
        assert_eq!(
            problem["errors"][0]["field"], "locationIdentifiers",
            "{body}"
        );
    }
}

#[tokio::test]
async fn a_metering_failure_before_the_file_is_a_problem_and_after_it_an_aborted_download() {
    let app = spawn_app().await;
    let suuryritys = app.client_for(SUURYRITYS).await;
    let path = mass_path(LARGE_COMPANY, SUURYRITYS_ID);
    let places: Vec<String> = (1..=200).map(|i| format!("KP{:06}", 400_000 + i)).collect();
    let body = json!({"locationIdentifiers": places, "from": "2025-10-01", "to": "2025-10-07", "resolution": "DAY_QUARTERLY"});
    let upstream =
        format!("/v2/b2b/company/{LARGE_COMPANY}/servicelocation/user/{SUURYRITYS_ID}/csv");

    for rule in [
        demo_fixtures::mocks::FaultRule {
            status: Some(500),
            ..fault("POST", &upstream)
        },
        demo_fixtures::mocks::FaultRule {
            drop_connection: true,
            ..fault("POST", &upstream)
        },
    ] {
        app.mocks.metering.faults.clear();
        app.mocks.metering.faults.set(rule);
        let response = app.post_json_with(&suuryritys, &path, &body).await;
        assert!(
            response.status() == 502 || response.status() == 503,
            "{}",
            response.status()
        );
        assert_eq!(
            response.headers()["content-type"],
            "application/problem+json"
        );
    }

    // Cut after a few places: the CSV has begun, so the download must fail, not end.
    app.mocks.metering.faults.clear();
    app.mocks
        .metering
        .faults
        .set(demo_fixtures::mocks::FaultRule {
            cut_after_bytes: Some(200_000),
            ..fault("POST", &upstream)
        });
    let response = app.post_json_with(&suuryritys, &path, &body).await;
    assert_eq!(response.status(), 200);
    assert!(
        response.bytes().await.is_err(),
        "a cut export must not read as a whole file"
    );

    // And whole again without the fault.
    app.mocks.metering.faults.clear();
    let rows = csv_rows(app.post_json_with(&suuryritys, &path, &body).await).await;
    assert_eq!(rows.len(), 200 * 7 * 96);
}

#[tokio::test]
async fn export_all_streams_every_place_the_caller_sees_with_its_address_name_and_labels() {
    let app = spawn_app().await;
    let suuryritys = app.client_for(SUURYRITYS).await;
    let path = all_path(LARGE_COMPANY, SUURYRITYS_ID);
    let body = options("2025-10-01", "2025-10-01", "MONTH");
    let response = app.post_json_with(&suuryritys, &path, &body).await;
    // Streamed: no length known in advance, the count of places told instead.
    assert!(response.headers().get("content-length").is_none());
    assert_eq!(response.headers()["x-export-places"], "5000");
    let disposition = response.headers()["content-disposition"].to_str().unwrap();
    assert!(disposition.contains("kulutus_CR-300_2025-10-01_2025-10-01.csv"));
    let rows = csv_rows(response).await;
    let places = places_of(&rows);
    assert_eq!(places.len(), 5000);
    assert_eq!(rows.len(), 5000);
    // Every row names its place's address ("street, postal code city").
    assert!(rows.iter().all(|r| r[6].contains(", ") && r[6].len() > 8));

    // The list's filter narrows it: the same places as #195 counts, in its order.
    let summary = get_json(
            &app,
            &suuryritys,
            &format!(
                "/api/v2/b2b/company/{LARGE_COMPANY}/servicelocation/user/{SUURYRITYS_ID}/listSummary?type=DISTRICT_HEATING"
            ),
        )
        .await;
    let mut filtered = body.clone();
    filtered["type"] = json!("DISTRICT_HEATING");
    let rows = csv_rows(app.post_json_with(&suuryritys, &path, &filtered).await).await;
    let expected: Vec<String> =
        serde_json::from_value(summary["locationIdentifiers"].clone()).unwrap();
    assert!(!expected.is_empty() && expected.len() < 5000);
    assert_eq!(places_of(&rows), expected);
    assert!(rows.iter().all(|r| r[5] == "MWh"));
}

#[tokio::test]
async fn export_all_carries_the_companys_name_and_labels_and_composite_members() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let base = format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}");
    let label = json!({"labels": ["Vientitesti; \"A\""]});
    let added = app
        .send_with(
            &yritys,
            "PUT",
            &format!("{base}/{PLACE}/addLabels"),
            Some(&label),
            true,
        )
        .await;
    assert_eq!(added.status(), 204);
    let named = app
        .post_json_with(
            &yritys,
            &format!("{base}/{PLACE}/setLocationDetails"),
            &json!({"name": "=Vientihalli"}),
        )
        .await;
    assert_eq!(named.status(), 204);

    let body = options("2025-10-01", "2025-10-01", "MONTH");
    let response = app
        .post_json_with(&yritys, &all_path(COMPANY, YRITYS_ID), &body)
        .await;
    assert_eq!(response.status(), 200);
    let text = response.text().await.unwrap();
    // A name that would be a formula is defused, a label with `;` and quotes is quoted.
    let line = text
        .split("\r\n")
        .find(|line| line.starts_with(PLACE))
        .expect("the place's row");
    assert!(
        line.ends_with(";'=Vientihalli;\"Vientitesti; \"\"A\"\"\""),
        "{line}"
    );
    // The composite's members are there by their own ids.
    let members: Vec<Value> = get_json(&app, &yritys, &format!("{base}/listSearch?count=100"))
        .await["results"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|item| item["compositeLocationIdentifier"] == COMPOSITE)
        .map(|item| item["location"]["locationIdentifier"].clone())
        .collect();
    assert!(members.len() >= 2);
    for member in members {
        let member = member.as_str().unwrap();
        assert!(text.contains(&format!("\r\n{member};")), "{member}");
    }

    let removed = app
        .send_with(
            &yritys,
            "PUT",
            &format!("{base}/{PLACE}/removeLabels"),
            Some(&label),
            true,
        )
        .await;
    assert_eq!(removed.status(), 204);

    // A sub-user's file holds only their places.
    let lukija = app.client_for(LUKIJA).await;
    let response = app
        .post_json_with(&lukija, &all_path(COMPANY, LUKIJA_ID), &body)
        .await;
    let lukija_places = response.headers()["x-export-places"]
        .to_str()
        .unwrap()
        .to_owned();
    let rows = csv_rows(response).await;
    let places = places_of(&rows);
    assert_eq!(places.len().to_string(), lukija_places);
    assert!(places.contains(&PLACE.to_owned()));
    assert!(!places.contains(&UNASSIGNED.to_owned()));
}

#[tokio::test]
async fn export_all_is_refused_for_others_and_bad_filters_are_named() {
    let app = spawn_app().await;
    let lukija = app.client_for(LUKIJA).await;
    let body = options("2025-10-01", "2025-10-01", "DAY");
    for path in [
        all_path(COMPANY, YRITYS_ID),
        all_path(OTHER_COMPANY, LUKIJA_ID),
    ] {
        problem(
            app.post_json_with(&lukija, &path, &body).await,
            403,
            "FORBIDDEN",
        )
        .await;
    }
    let path = all_path(COMPANY, LUKIJA_ID);
    let mut bad = body.clone();
    bad["type"] = json!("WATER");
    assert_eq!(app.post_json_with(&lukija, &path, &bad).await.status(), 400);
    let mut bad = body.clone();
    bad["to"] = json!("2024-01-01");
    assert_eq!(app.post_json_with(&lukija, &path, &bad).await.status(), 400);

    // Nothing matches: a file of the header only.
    let mut none = body.clone();
    none["searchString"] = json!("ei tällaista paikkaa");
    let response = app.post_json_with(&lukija, &path, &none).await;
    assert_eq!(response.headers()["x-export-places"], "0");
    assert!(csv_rows(response).await.is_empty());
}
