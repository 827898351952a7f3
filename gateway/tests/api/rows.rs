//! Every declared read row (`gateway::routes::all_rows()`, writes are walked in
//! `writes.rs`), walked as kuluttaja: it answers,
//! it refuses another user's ids with 403, a bad parameter with 400, and an upstream failure
//! with a clean 502. The walk reads the row list itself, so a new row cannot skip these checks.

use std::collections::BTreeMap;

use chrono::Datelike;
use demo_fixtures::dataset::{user_ids, Dataset};
use demo_fixtures::mocks::FaultRule;
use gateway::endpoint::{AccessRule, Answer, Kind, Param, Row};
use gateway::routes::all_rows;
use reqwest::Response;
use serde_json::Value;

use crate::b2b_tokens::{bearer_client, issue_with, walk_places};
use crate::helpers::*;

/// Another customer, who shares nothing with kuluttaja.
const STRANGER_ID: u64 = 1_000_030;
/// edustaja's own place, and the demo user's panel: never kuluttaja's.
const FOREIGN_PLACE: &str = "KP100201";
const FOREIGN_PANEL: &str = "PV100003";

/// The declared read rows.
pub fn reads() -> impl Iterator<Item = &'static Row> {
    all_rows().iter().filter(|row| !row.is_write())
}

/// kuluttaja's place for a row: the district-heating one for district-heating paths, the
/// microgeneration one (with the panel) for production paths, else the spot-electricity home.
pub fn own_place(row: &Row) -> &'static str {
    if row.path.contains("districtheating") {
        "KP100102"
    } else if row.path.contains("microgeneration") || row.path.contains("solar") {
        "KP100103"
    } else {
        "KP100101"
    }
}

fn reference(place: &str) -> String {
    format!("LR{}", &place[2..])
}

fn subject_of(email: &str) -> String {
    Dataset::demo()
        .accounts
        .iter()
        .find(|account| account.email == email)
        .map(|account| account.subject.clone())
        .expect("a demo account")
}

/// Finds the first value under `key` anywhere in a JSON document.
pub(crate) fn find_key(value: &Value, key: &str) -> Option<String> {
    match value {
        Value::Object(map) => map
            .get(key)
            .and_then(|v| match v {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .or_else(|| map.values().find_map(|v| find_key(v, key))),
        Value::Array(items) => items.iter().find_map(|v| find_key(v, key)),
        _ => None,
    }
}

/// Ids that exist only upstream, read from the list row that shows them.
async fn discover(app: &TestApp) -> BTreeMap<&'static str, String> {
    let lists = [
        ("campaignId", "/api/v2/campaign/published".to_owned()),
        (
            "invoiceNumber",
            "/api/v2/invoice/user/1000001/location/KP100101/summary".to_owned(),
        ),
        (
            "reportId",
            "/api/v2/usagereports/user/1000001/location/KP100101".to_owned(),
        ),
        (
            "documentId",
            "/api/documents/v1/user/1000001/location/LR100101".to_owned(),
        ),
    ];
    let mut found = BTreeMap::new();
    for (key, path) in lists {
        // A list row that is not declared (yet) simply gives no id; rows needing it fail below.
        if let Ok(body) = app.get(&path).await.json::<Value>().await {
            if let Some(value) = find_key(&body, key) {
                found.insert(key, value);
            }
        }
    }
    found
}

/// A value every parameter accepts: its kind's, and an `endTime` a day after `startTime`.
fn good_param(param: &Param) -> String {
    match param.name {
        "endTime" => "2026-01-02T00:00:00+02:00".to_owned(),
        _ => good_value(param.kind),
    }
}

/// A value every parameter kind accepts.
fn good_value(kind: Kind) -> String {
    let today = chrono::Utc::now().date_naive();
    match kind {
        Kind::Year => today.year().to_string(),
        Kind::Month => today.month().to_string(),
        Kind::Bool => "true".to_owned(),
        Kind::Date => today.format("%Y-%m-%d").to_string(),
        Kind::DateTime => "2026-01-01T00:00:00+02:00".to_owned(),
        Kind::OneOf(values) => values[0].to_owned(),
        Kind::Count => "5".to_owned(),
        Kind::Offset => "0".to_owned(),
        Kind::Text => "x".to_owned(),
        Kind::UserId => KULUTTAJA_ID.to_string(),
        Kind::Location => "KP100101".to_owned(),
        Kind::UserReference => SUB_USER_REF.to_owned(),
        // CR-100's at VARE, the first `company` value.
        Kind::CustomerCode => COMPANY_CUSTOMER_CODE.to_owned(),
    }
}

/// A value the kind refuses.
fn bad_value(kind: Kind) -> String {
    match kind {
        Kind::Text => "x".repeat(65),
        _ => "13!".to_owned(),
    }
}

pub(crate) struct Walk {
    ids: BTreeMap<&'static str, String>,
    subject: String,
    /// CR-100's main user, who walks the B2B rows (kuluttaja has no company).
    pub(crate) yritys: reqwest::Client,
    /// A superuser, who walks the staff rows.
    pub(crate) staff: reqwest::Client,
    /// An External API token of CR-100's main user for `token_place`, as its client.
    pub(crate) bearer: reqwest::Client,
    pub(crate) token_place: String,
    /// Another place of CR-100: not the token's.
    pub(crate) other_place: String,
}

impl Walk {
    /// The row's owner: the token for an External API row, CR-100's main user for a B2B row,
    /// a superuser for a staff row, else kuluttaja (the app's client).
    pub(crate) fn client<'a>(&'a self, app: &'a TestApp, row: &Row) -> &'a reqwest::Client {
        if row.is_external() {
            &self.bearer
        } else if TestApp::is_company_row(row) {
            &self.yritys
        } else if matches!(row.policy.access, AccessRule::Staff { .. }) {
            &self.staff
        } else {
            &app.client
        }
    }

    /// The owner's value for a path parameter.
    fn own(&self, row: &Row, name: &str) -> String {
        match name {
            "userId" if TestApp::is_company_row(row) => YRITYS_ID.to_string(),
            "userId" => KULUTTAJA_ID.to_string(),
            "companyRef" => COMPANY.to_owned(),
            "compositeLocationId" => COMPOSITE.to_owned(),
            "userRef" => SUB_USER_REF.to_owned(),
            "locationId" => own_place(row).to_owned(),
            "locationRef" if row.is_external() => self.token_place.clone(),
            "locationRef" => reference(own_place(row)),
            "timeseriesType" => "consumption".to_owned(),
            "panelId" => "PV100103".to_owned(),
            "invoiceNumber" if TestApp::is_company_row(row) => self.ids[COMPANY_INVOICE].clone(),
            "uuid" => self.subject.clone(),
            "origin" => "VARE".to_owned(),
            // kuluttaja's customer code at VARE.
            "customerCode" => "A1000001".to_owned(),

            "email" => demo_fixtures::dataset::emails::KEHITTAJA.to_owned(),
            other => self
                .ids
                .get(other)
                .cloned()
                .unwrap_or_else(|| panic!("#{}: no example for {other}", row.number)),
        }
    }

    /// The owner's path of the row, with the values in `replace` (by parameter name) instead.
    pub(crate) fn path(&self, row: &Row, replace: &[(&str, &str)]) -> String {
        let mut path = row.path.to_owned();
        for name in row.path_params() {
            let value = match replace.iter().find(|(target, _)| *target == name) {
                Some((_, value)) => (*value).to_owned(),
                None => self.own(row, name),
            };
            path = path.replace(&format!("{{{name}}}"), &value);
        }
        path
    }

    fn query(&self, row: &Row, replace: Option<(&str, String)>) -> String {
        let pairs: Vec<String> = row
            .extras
            .query
            .iter()
            .filter(|param| {
                param.required || replace.as_ref().is_some_and(|(n, _)| *n == param.name)
            })
            .map(|param| {
                let value = match &replace {
                    Some((name, value)) if *name == param.name => value.clone(),
                    _ => good_param(param),
                };
                format!("{}={}", param.name, urlencode(&value))
            })
            .collect();
        if pairs.is_empty() {
            String::new()
        } else {
            format!("?{}", pairs.join("&"))
        }
    }

    pub(crate) fn url(&self, row: &Row) -> String {
        self.url_with(row, &[])
    }

    /// The owner's URL of the row with the path values in `replace` instead.
    pub(crate) fn url_with(&self, row: &Row, replace: &[(&str, &str)]) -> String {
        format!("{}{}", self.path(row, replace), self.query(row, None))
    }
}

fn urlencode(value: &str) -> String {
    url::form_urlencoded::byte_serialize(value.as_bytes()).collect()
}

pub(crate) async fn expect_ok(row: &Row, response: Response) {
    let status = response.status();
    let content_type = response
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let disposition = response.headers().get("content-disposition").cloned();
    let body = response.bytes().await.unwrap();
    assert_eq!(
        status,
        200,
        "#{} {}: {}",
        row.number,
        row.path,
        String::from_utf8_lossy(&body)
    );
    match row.answer {
        Answer::Json(_) => {
            assert!(
                content_type.starts_with("application/json"),
                "#{}",
                row.number
            );
            serde_json::from_slice::<Value>(&body).expect("a JSON answer");
        }
        Answer::NoContent | Answer::Created(_) | Answer::Accepted(_) => {
            unreachable!("a read row answers content")
        }
        Answer::CsvExport => unreachable!("an export is a PUT or POST"),
        Answer::File => {
            assert!(!body.is_empty(), "#{} file is empty", row.number);
            let disposition = disposition.expect("a Content-Disposition");
            assert!(disposition.to_str().unwrap().starts_with("attachment"));
        }
    }
}

/// The other user's ids this row must refuse, each with what it replaces.
fn foreign_variants(walk: &Walk, row: &Row) -> Vec<(String, String)> {
    let mut variants = Vec::new();
    let mut swap = |name: &str, value: &str, what: &str| {
        variants.push((
            format!(
                "{}{}",
                walk.path(row, &[(name, value)]),
                walk.query(row, None)
            ),
            what.to_owned(),
        ));
    };
    for name in row.path_params() {
        match name {
            "userId" => swap(name, &STRANGER_ID.to_string(), "another user"),
            "locationId" => swap(name, FOREIGN_PLACE, "another user's place"),
            "locationRef" if row.is_external() => {
                swap(name, &walk.other_place, "a place that is not the token's")
            }
            "locationRef" => swap(
                name,
                &reference(FOREIGN_PLACE),
                "another user's place reference",
            ),
            "panelId" => swap(name, FOREIGN_PANEL, "another user's panel"),
            "companyRef" => swap(name, OTHER_COMPANY, "another company"),
            "compositeLocationId" => swap(name, OTHER_COMPANY_PLACE, "another company's place"),
            "userRef" => swap(name, OTHER_COMPANY_USER_REF, "another company's user"),
            "uuid" => swap(name, &subject_of(EDUSTAJA), "another account"),
            // Invoice numbers are the place's 6 digits + YYYYMM: the same month of edustaja's.
            "invoiceNumber" if matches!(row.policy.access, AccessRule::InvoiceOfVisible) => {
                let own = walk.own(row, name);
                swap(
                    name,
                    &format!("{}{}", &FOREIGN_PLACE[2..], &own[6..]),
                    "another user's invoice",
                )
            }
            _ => {}
        }
    }
    for param in row.extras.query {
        let foreign = match param.kind {
            Kind::UserReference => Some((OTHER_COMPANY_USER_REF, "another company's user")),
            Kind::CustomerCode => Some((OTHER_COMPANY_CUSTOMER_CODE, "another company's code")),
            _ => None,
        };
        if let Some((value, what)) = foreign {
            variants.push((
                format!(
                    "{}{}",
                    walk.path(row, &[]),
                    walk.query(row, Some((param.name, value.to_owned())))
                ),
                format!("{what} in the query"),
            ));
        }
    }
    if matches!(row.policy.access, AccessRule::QueryOwner) {
        let path = walk.path(row, &[]);
        variants.push((
            format!(
                "{path}{}",
                walk.query(row, Some(("priwattiUserId", STRANGER_ID.to_string())))
            ),
            "another user in the query".to_owned(),
        ));
        variants.push((
            format!(
                "{path}{}",
                walk.query(row, Some(("locationIdentifier", FOREIGN_PLACE.to_owned())))
            ),
            "another user's place in the query".to_owned(),
        ));
    }
    variants
}

/// The key of an invoice number of CR-100's composite in [`Walk::ids`].
const COMPANY_INVOICE: &str = "companyInvoiceNumber";

pub(crate) async fn walk(app: &TestApp) -> Walk {
    app.sign_in(KULUTTAJA).await;
    let mut ids = discover(app).await;
    let yritys = app.client_for(YRITYS).await;
    let url = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/{COMPOSITE}/invoice/summary"
    );
    let body: Value = app
        .get_with(&yritys, &url)
        .await
        .json()
        .await
        .expect("CR-100's composite has an invoice summary");
    let number = find_key(&body, "invoiceNumber").expect("CR-100's composite has an invoice");
    ids.insert(COMPANY_INVOICE, number);
    let (token_place, other_place) = walk_places();
    let issued = issue_with(app, &yritys, &token_place, "Walk").await;
    Walk {
        ids,
        subject: subject_of(KULUTTAJA),
        yritys,
        staff: app.client_for(ADMIN).await,
        bearer: bearer_client(issued["token"].as_str().unwrap()),
        token_place,
        other_place,
    }
}

#[tokio::test]
async fn every_row_answers_its_owner() {
    let app = spawn_app().await;
    let walk = walk(&app).await;
    assert!(reads().count() >= 80, "the declared read rows");
    for row in reads() {
        let response = app.get_with(walk.client(&app, row), &walk.url(row)).await;
        expect_ok(row, response).await;
    }
}

#[tokio::test]
async fn every_owner_checked_row_refuses_other_users_ids() {
    let app = spawn_app().await;
    let walk = walk(&app).await;
    let mut checked = 0;
    for row in reads().filter(|row| row.is_owner_checked()) {
        let variants = foreign_variants(&walk, row);
        // An External API row without a place in its path answers for the token's place:
        // there is no id to name instead (`external_api.rs` checks whose data it is).
        assert!(
            !variants.is_empty() || row.is_external(),
            "#{} names nothing to check",
            row.number
        );
        for (url, what) in variants {
            let response = app.get_with(walk.client(&app, row), &url).await;
            assert_eq!(response.status(), 403, "#{} with {what}: {url}", row.number);
            problem(response, 403, "FORBIDDEN").await;
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked} foreign ids checked");
}

#[tokio::test]
async fn every_parameter_is_validated() {
    let app = spawn_app().await;
    let walk = walk(&app).await;
    for row in reads() {
        for param in row.extras.query {
            let url = format!(
                "{}{}",
                walk.path(row, &[]),
                walk.query(row, Some((param.name, bad_value(param.kind))))
            );
            let response = app.get_with(walk.client(&app, row), &url).await;
            let body = problem(response, 400, "VALIDATION_FAILED").await;
            assert_eq!(
                body["errors"][0]["field"], param.name,
                "#{} {url}",
                row.number
            );
        }
        if row.path_params().any(|name| name == "userId") {
            let url = walk.path(row, &[("userId", "12ab")]);
            let response = app.get_with(walk.client(&app, row), &url).await;
            let body = problem(response, 400, "VALIDATION_FAILED").await;
            assert_eq!(body["errors"][0]["field"], "userId", "#{}", row.number);
        }
    }
}

#[tokio::test]
async fn every_row_reports_a_failing_upstream_cleanly() {
    let app = spawn_app().await;
    let walk = walk(&app).await;
    for row in reads() {
        let (mock, prefix) = mock_of_row(&app, row);
        mock.faults.set(FaultRule {
            status: Some(500),
            ..fault("GET", &prefix)
        });
        // An answer cached by an earlier read would rightly be served despite the fault.
        app.state.cache.evict_all();
        let response = app.get_with(walk.client(&app, row), &walk.url(row)).await;
        let body = problem(response, 502, "UPSTREAM_FAILED").await.to_string();
        assert!(!body.contains("127.0.0.1"), "#{}: {body}", row.number);
        mock.faults.clear();
    }
}

#[tokio::test]
async fn rows_need_a_session_except_public_ones() {
    let app = spawn_app().await;
    let (token_place, other_place) = walk_places();
    let walk = Walk {
        ids: BTreeMap::new(),
        subject: subject_of(KULUTTAJA),
        yritys: new_client(),
        staff: new_client(),
        bearer: new_client(),
        token_place,
        other_place,
    };
    for row in reads() {
        // Rows whose example ids are only discovered after sign-in are covered by the others.
        if row.path_params().any(|name| {
            !matches!(
                name,
                "userId"
                    | "locationId"
                    | "locationRef"
                    | "panelId"
                    | "uuid"
                    | "origin"
                    | "companyRef"
                    | "compositeLocationId"
                    | "userRef"
                    | "timeseriesType"
            )
        }) {
            continue;
        }
        let response = app.get(&walk.url(row)).await;
        if matches!(row.policy.access, AccessRule::Public) {
            assert_eq!(response.status(), 200, "#{}", row.number);
        } else if row.is_external() {
            problem(response, 401, "INVALID_TOKEN").await;
        } else {
            problem(response, 401, "SESSION_EXPIRED").await;
        }
    }
}

#[tokio::test]
async fn a_read_right_holder_reads_the_grantors_place_rows() {
    let app = spawn_app().await;
    let walk = walk(&app).await;
    let edustaja = app.client_for(EDUSTAJA).await;
    let grantor_rows = reads().filter(|row| {
        matches!(row.policy.access, AccessRule::Owner(o) if o.grantor)
            && row
                .path_params()
                .all(|name| matches!(name, "userId" | "locationId" | "locationRef" | "panelId"))
    });
    let mut read = 0;
    for row in grantor_rows {
        let response = app.get_with(&edustaja, &walk.url(row)).await;
        expect_ok(row, response).await;
        read += 1;
    }
    assert!(read > 0);
    assert_eq!(user_ids::KULUTTAJA, KULUTTAJA_ID);
}

/// Rule CS over every owner-checked read row: staff of kuluttaja's company (VARE) and a
/// superuser read exactly the rows marked +CS, staff of another company (SV) read none, and no
/// staff member reads a row without +CS.
#[tokio::test]
async fn staff_read_exactly_the_customer_service_rows_of_their_own_companys_customers() {
    let app = spawn_app().await;
    let walk = walk(&app).await;
    let vare = app.client_for(ASIAKASPALVELU).await;
    let sv = app
        .client_for(demo_fixtures::dataset::emails::SV_ASIAKASPALVELU)
        .await;
    let superuser = app.client_for(ADMIN).await;
    let mut cs_rows = 0;
    // Staff have no External API token, and a session is none.
    for row in reads().filter(|row| row.is_owner_checked() && !row.is_external()) {
        let customer_service =
            matches!(row.policy.access, AccessRule::Owner(o) if o.customer_service);
        let url = walk.url(row);
        for (who, client, allowed) in [
            ("VARE staff", &vare, customer_service),
            ("superuser", &superuser, customer_service),
            ("SV staff", &sv, false),
        ] {
            let response = app.get_with(client, &url).await;
            if allowed {
                expect_ok(row, response).await;
            } else {
                assert_eq!(response.status(), 403, "#{} as {who}: {url}", row.number);
            }
        }
        cs_rows += usize::from(customer_service);
    }
    assert!(cs_rows >= 40, "{cs_rows} rows carry +CS");
}
