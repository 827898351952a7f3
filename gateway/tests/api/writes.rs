//! Every declared write row, walked as kuluttaja like the reads in `rows.rs`: it saves with its
//! good example body, needs `X-Web-Version` and a session, refuses other users' ids in the path
//! and in the body (and a read right holder), names the bad fields of its bad example body, and
//! reports a failing or slow upstream without claiming success. The walk reads the row list
//! itself, and a row's body declares its ids and both examples with the row
//! (`gateway::endpoint::body`), so a new write cannot skip these checks.

use std::collections::BTreeMap;

use demo_fixtures::mocks::{FaultRule, OutboxKind};
use gateway::endpoint::{AccessRule, Answer, IdKind, Row};
use gateway::routes::all_rows;
use reqwest::Response;
use serde_json::{json, Value};

use crate::b2b_tokens::{bearer_client, issue_with, place_ref_of, walk_places};
use crate::helpers::*;
use crate::rows::own_place;

const STRANGER_ID: u64 = 1_000_030;
const FOREIGN_PLACE: &str = "KP100201";
const FOREIGN_PANEL: &str = "PV100003";
const OWN_PANEL: &str = "PV100103";

/// Writes with a flow of their own, left out of the save and fault walks and tested by name
/// below: registration needs an identity without a portal user, activation an invitation, and
/// deletion ends the session.
const OWN_FLOW: &[&str] = &["registerUser", "deleteUser", "activateRepresentation"];

/// Every write. The CSV exports (#206, #211) come as PUT and POST but change nothing and are
/// allowed with a read right (A55): `b2b_export.rs` walks their access, bodies and faults.
pub fn writes() -> impl Iterator<Item = &'static Row> {
    all_rows()
        .iter()
        .filter(|row| row.is_write() && !matches!(row.answer, Answer::CsvExport))
}

/// One write as the walk sends it.
pub(crate) struct Example {
    pub(crate) path: String,
    pub(crate) body: Option<Value>,
    /// JSON pointers of the ids in the body, and their kinds.
    pub(crate) ids: Vec<(String, IdKind)>,
}

/// Ids that exist only upstream, from the reads that list them.
pub(crate) struct Known {
    found: BTreeMap<&'static str, String>,
    subject: String,
    /// CR-100's main user, who walks the B2B writes (kuluttaja has no company).
    yritys: reqwest::Client,
    /// An External API token of CR-100's main user for `token_place`, as its client.
    bearer: reqwest::Client,
    token_place: String,
    /// Another place of CR-100: not the token's.
    other_place: String,
    /// A second token of CR-100, for #243 to revoke.
    spare_token_id: String,
    /// A superuser, who walks the staff writes.
    staff: reqwest::Client,
}

async fn discover(app: &TestApp) -> Known {
    let lists = [
        (
            "leadId",
            // The summer house's contract is ending: it has follow-up offers.
            "/api/v2/servicelocation/user/1000001/followupoffer/location/KP100104/offers",
        ),
        ("messageId", "/api/v2/messages/user/1000001"),
    ];
    let mut found = BTreeMap::new();
    for (key, path) in lists {
        let body: Value = app.get(path).await.json().await.unwrap_or(Value::Null);
        if let Some(value) = find(&body, key) {
            found.insert(key, value);
        }
    }
    let yritys = app.client_for(YRITYS).await;
    // Two companies invite kuluttaja: one invitation to accept, one to decline.
    let yritys2 = app.client_for(YRITYS2).await;
    for (key, client, company) in [
        ("invitationRef", &yritys2, OTHER_COMPANY),
        ("declinedRef", &yritys, COMPANY),
    ] {
        let path = format!("/api/v2/company/{company}/usermanagement/create");
        let body = json!({"accountMode": "IDENTIFY_ACCOUNT_MODE", "email": KULUTTAJA});
        let answer: Value = app
            .send_with(client, "POST", &path, Some(&body), true)
            .await
            .json()
            .await
            .unwrap();
        if let Some(reference) = find(&answer, "userReferenceId") {
            found.insert(key, reference);
        }
    }
    let (token_place, other_place) = walk_places();
    let issued = issue_with(app, &yritys, &token_place, "Walk").await;
    let spare = issue_with(app, &yritys, &token_place, "Spare").await;
    Known {
        found,
        bearer: bearer_client(issued["token"].as_str().unwrap()),
        token_place,
        other_place,
        spare_token_id: spare["tokenId"].as_str().unwrap().to_owned(),
        yritys,
        staff: app.client_for(ADMIN).await,
        subject: demo_fixtures::dataset::Dataset::demo()
            .accounts
            .iter()
            .find(|a| a.email == KULUTTAJA)
            .map(|a| a.subject.clone())
            .unwrap(),
    }
}

/// The dataset's own id of what a staff write names: its planned maintenance window, its
/// feature override and a draft campaign.
pub(crate) fn staff_content_id(name: &str) -> Option<String> {
    let data = demo_fixtures::dataset::Dataset::demo();
    match name {
        "scheduleId" => data
            .maintenance_windows
            .first()
            .map(|w| w.schedule_id.clone()),
        "overrideId" => data
            .feature_overrides
            .first()
            .map(|o| o.override_id.clone()),
        "campaignId" => data
            .campaigns
            .iter()
            .find(|c| c.status == upstream_clients::content::CampaignStatus::Draft)
            .map(|c| c.campaign_id.clone()),
        // A staff account whose company groups the walk may change (not the superuser's).
        "email" => Some(demo_fixtures::dataset::emails::KEHITTAJA.to_owned()),
        _ => None,
    }
}

/// The first value under `key` anywhere in `value` (the first item of an array value).
fn find(value: &Value, key: &str) -> Option<String> {
    let text = |v: &Value| match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        Value::Array(items) => items.first().and_then(|i| i.as_str().map(str::to_owned)),
        _ => None,
    };
    match value {
        Value::Object(map) => map
            .get(key)
            .and_then(text)
            .or_else(|| map.values().find_map(|v| find(v, key))),
        Value::Array(items) => items.iter().find_map(|v| find(v, key)),
        _ => None,
    }
}

/// The user whose write the walk makes: CR-100's main user for a B2B row, else kuluttaja.
fn owner_id(row: &Row) -> u64 {
    if TestApp::is_company_row(row) {
        YRITYS_ID
    } else {
        KULUTTAJA_ID
    }
}

impl Known {
    /// The row's owner: the token for an External API row, CR-100's main user for a B2B row,
    /// a superuser for a staff row, else kuluttaja (the app's client).
    fn client<'a>(&'a self, app: &'a TestApp, row: &Row) -> &'a reqwest::Client {
        if row.is_external() {
            &self.bearer
        } else if matches!(row.policy.access, AccessRule::Staff { .. }) {
            &self.staff
        } else if TestApp::is_company_row(row) {
            &self.yritys
        } else {
            &app.client
        }
    }

    /// A write as the row's owner sends it.
    pub(crate) async fn send(
        &self,
        app: &TestApp,
        row: &Row,
        path: &str,
        body: Option<&Value>,
    ) -> Response {
        app.send_with(self.client(app, row), method(row), path, body, true)
            .await
    }

    fn id(&self, row: &Row, name: &str) -> String {
        match name {
            "userId" => owner_id(row).to_string(),
            "companyRef" => COMPANY.to_owned(),
            "compositeLocationId" => COMPOSITE.to_owned(),
            // The walk deletes the other sub-user: lukija is the one the rights are handed to.
            "userRef" if row.operation_id == "deleteCompanyUser" => KONSERNI_REF.to_owned(),
            "userRef" => SUB_USER_REF.to_owned(),
            "locationId" => own_place(row).to_owned(),
            "panelId" => OWN_PANEL.to_owned(),
            "uuid" => self.subject.clone(),
            "locationRef" if row.is_external() => self.token_place.clone(),
            "tokenId" => self.spare_token_id.clone(),
            // Each of the two is answered once: decline has its own invitation.
            "invitationRef" if row.path.ends_with("/decline") => self.get(row, "declinedRef"),
            "origin" => "SV".to_owned(),
            other => staff_content_id(other).unwrap_or_else(|| self.get(row, other)),
        }
    }

    fn get(&self, row: &Row, key: &str) -> String {
        self.found
            .get(key)
            .cloned()
            .unwrap_or_else(|| panic!("#{}: no example for {key}", row.number))
    }

    /// The owner's path of the row, with the values in `replace` (by parameter name, the first
    /// one named) instead.
    fn path(&self, row: &Row, replace: &[(&str, &str)]) -> String {
        let mut path = row.path.to_owned();
        for name in row.path_params() {
            let value = match replace.iter().find(|(target, _)| *target == name) {
                Some((_, value)) => (*value).to_owned(),
                None => self.id(row, name),
            };
            path = path.replace(&format!("{{{name}}}"), &value);
        }
        let query: Vec<String> = row
            .extras
            .query
            .iter()
            .filter(|p| p.required)
            .map(|p| format!("{}={}", p.name, query_value(p.name)))
            .collect();
        if query.is_empty() {
            path
        } else {
            format!("{path}?{}", query.join("&"))
        }
    }

    /// The write with its good example body (none for a bodyless write), as its owner sends it.
    pub(crate) fn example(&self, row: &Row) -> Example {
        self.example_with(row, &[])
    }

    /// The example of a write with the path values in `replace` instead of the owner's (and
    /// those its example names instead of the walk's).
    pub(crate) fn example_with(&self, row: &Row, replace: &[(&str, &str)]) -> Example {
        let Some(body) = row.extras.body else {
            return Example {
                path: self.path(row, replace),
                body: None,
                ids: Vec::new(),
            };
        };
        let examples = body.examples;
        let path = self.path(row, &[replace, examples.path].concat());
        let json: Value = serde_json::from_str(examples.good)
            .unwrap_or_else(|error| panic!("#{}'s good example: {error}", row.number));
        let mut ids = Vec::new();
        for declared in body.ids {
            pointers(&json, declared.at, String::new(), &mut |pointer| {
                ids.push((pointer, declared.kind))
            });
        }
        Example {
            path,
            body: Some(json),
            ids,
        }
    }
}

/// The JSON pointer of every value at `at` in `value` (`*` is each item of an array).
fn pointers(value: &Value, at: &[&str], pointer: String, found: &mut impl FnMut(String)) {
    match at.split_first() {
        None if !value.is_null() => found(pointer),
        None => {}
        Some((&"*", rest)) => {
            for (index, item) in value.as_array().into_iter().flatten().enumerate() {
                pointers(item, rest, format!("{pointer}/{index}"), found);
            }
        }
        Some((field, rest)) => {
            if let Some(inner) = value.get(*field) {
                pointers(inner, rest, format!("{pointer}/{field}"), found);
            }
        }
    }
}

/// The walk's value of a required query parameter: #232 removes CR-100's customership at SV
/// (#225 adds it back).
fn query_value(name: &str) -> &'static str {
    match name {
        "company" => "SV",
        "customerCode" => COMPANY_SV_CUSTOMER_CODE,
        _ => "true",
    }
}

pub(crate) fn method(row: &Row) -> &str {
    row.method.as_str()
}

/// The walk's order: by row number, except that a panel is unlinked before it is linked again
/// (#59 before #58), a customership is removed before it is added back (#232 before #225), and
/// the main user hands on their rights after every other B2B write; tokens are added before
/// they are removed as numbered. The own-flow rows are left out.
pub(crate) fn walk_order() -> Vec<&'static Row> {
    let mut list: Vec<&'static Row> = writes()
        .filter(|row| !OWN_FLOW.contains(&row.operation_id))
        .collect();
    list.sort_by_key(|row| match row.operation_id {
        "unlinkSolarPanel" => 575,
        "removeCompanyCustomership" => 2245,
        "transferCompanyMainUserRights" => u32::MAX,
        _ => u32::from(row.number) * 10,
    });
    list
}

/// A write's answer as its row says; an export's, the CSV it streams (A63).
pub(crate) async fn expect_saved(row: &Row, response: Response) -> Value {
    let status = response.status().as_u16();
    let csv = response
        .headers()
        .get("content-type")
        .is_some_and(|value| value.as_bytes().starts_with(b"text/csv"));
    let text = response.text().await.unwrap();
    assert_eq!(
        status,
        row.answer.success_status(),
        "#{} {}: {text}",
        row.number,
        row.path
    );
    match row.answer {
        Answer::NoContent => Value::Null,
        Answer::CsvExport => {
            assert!(csv, "#{}: a CSV", row.number);
            Value::Null
        }
        _ => serde_json::from_str(&text).expect("a JSON answer"),
    }
}

pub(crate) async fn signed_in(app: &TestApp) -> Known {
    app.sign_in(KULUTTAJA).await;
    discover(app).await
}

#[tokio::test]
async fn every_write_saves_for_its_owner() {
    let app = spawn_app().await;
    let known = signed_in(&app).await;
    let list = walk_order();
    assert!(list.len() >= 40, "{} declared writes", list.len());
    for row in list {
        let example = known.example(row);
        let response = known
            .send(&app, row, &example.path, example.body.as_ref())
            .await;
        expect_saved(row, response).await;
    }
}

#[tokio::test]
async fn every_write_needs_the_web_version_header_and_a_session() {
    let app = spawn_app().await;
    let anonymous = new_client();
    for row in writes() {
        // Ids only discovered after sign-in do not matter: both checks come first.
        let path = row.path_params().fold(row.path.to_owned(), |path, name| {
            let value = match name {
                "userId" => KULUTTAJA_ID.to_string(),
                "locationId" => own_place(row).to_owned(),
                _ => "x1".to_owned(),
            };
            path.replace(&format!("{{{name}}}"), &value)
        });
        let body = row.extras.body.map(|_| json!({}));
        let response = app
            .send_with(&anonymous, method(row), &path, body.as_ref(), false)
            .await;
        if row.is_external() {
            // A bearer call needs no web-version header, only its token.
            problem(response, 401, "INVALID_TOKEN").await;
            continue;
        }
        problem(response, 403, "CSRF_HEADER_MISSING").await;
        let response = app
            .send_with(&anonymous, method(row), &path, body.as_ref(), true)
            .await;
        problem(response, 401, "SESSION_EXPIRED").await;
    }
}

/// Every way of naming someone else's data in a write, with what it is.
fn foreign_variants(
    known: &Known,
    row: &Row,
    example: &Example,
) -> Vec<(String, Option<Value>, String)> {
    let mut variants = Vec::new();
    for name in row.path_params() {
        let foreign = match name {
            "userId" => STRANGER_ID.to_string(),
            "locationId" => FOREIGN_PLACE.to_owned(),
            "panelId" => FOREIGN_PANEL.to_owned(),
            "uuid" => "00000000-0000-4000-8000-000000000000".to_owned(),
            "messageId" => "MSG-UNKNOWN".to_owned(),
            "leadId" => "LEAD-UNKNOWN".to_owned(),
            "companyRef" => OTHER_COMPANY.to_owned(),
            "compositeLocationId" => OTHER_COMPANY_PLACE.to_owned(),
            "locationRef" if row.is_external() => known.other_place.clone(),
            "userRef" => OTHER_COMPANY_USER_REF.to_owned(),
            _ => continue,
        };
        variants.push((
            known.path(row, &[(name, &foreign)]),
            example.body.clone(),
            format!("another {name} in the path"),
        ));
    }
    for (pointer, id) in &example.ids {
        let foreign = match id {
            IdKind::User => json!(STRANGER_ID),
            IdKind::Location => json!(FOREIGN_PLACE),
            IdKind::Panel => json!(FOREIGN_PANEL),
            IdKind::InvoicingCustomer | IdKind::InvoicingContract => json!("EDUSTAJA-CODE-1"),
            IdKind::CompanyPlaceRef => json!(place_ref_of(OTHER_COMPANY, |_| true)),
            IdKind::CompanyPlace => json!(OTHER_COMPANY_PLACE),
            IdKind::CompanyUser => json!(OTHER_COMPANY_USER_REF),
        };
        let mut body = example.body.clone().expect("a body with ids");
        *body.pointer_mut(pointer).expect("the id's pointer") = foreign;
        variants.push((
            example.path.clone(),
            Some(body),
            format!("another {id:?} at {pointer}"),
        ));
    }
    if row.extras.query.iter().any(|p| p.name == "customerCode") {
        let path = example.path.replace(
            &format!("company=SV&customerCode={COMPANY_SV_CUSTOMER_CODE}"),
            &format!("company=KUO&customerCode={OTHER_COMPANY_CUSTOMER_CODE}"),
        );
        assert_ne!(path, example.path);
        variants.push((
            path,
            example.body.clone(),
            "another company's customership".into(),
        ));
    }
    variants
}

#[tokio::test]
async fn every_owner_checked_write_refuses_other_users_ids() {
    let app = spawn_app().await;
    let known = signed_in(&app).await;
    let mut checked = 0;
    for row in writes().filter(|row| row.is_owner_checked()) {
        let example = known.example(row);
        let variants = foreign_variants(&known, row, &example);
        assert!(
            !variants.is_empty(),
            "#{} names nothing to check",
            row.number
        );
        for (path, body, what) in variants {
            let response = known.send(&app, row, &path, body.as_ref()).await;
            assert_eq!(
                response.status(),
                403,
                "#{} with {what}: {path}",
                row.number
            );
            problem(response, 403, "FORBIDDEN").await;
            checked += 1;
        }
    }
    assert!(checked >= 40, "{checked} foreign ids checked");
}

#[tokio::test]
async fn a_read_right_never_allows_a_write_for_the_grantor() {
    let app = spawn_app().await;
    let known = signed_in(&app).await;
    let edustaja = app.client_for(EDUSTAJA).await;
    let mut refused = 0;
    let customers_writes = writes().filter(|row| {
        matches!(
            row.policy.access,
            AccessRule::Owner(_) | AccessRule::Company | AccessRule::CompanyPersonal
        )
    });
    for row in customers_writes {
        // The owner's own example, sent by edustaja, who holds a read right over kuluttaja
        // (and belongs to no company).
        let example = known.example(row);
        let response = app
            .send_with(
                &edustaja,
                method(row),
                &example.path,
                example.body.as_ref(),
                true,
            )
            .await;
        problem(response, 403, "FORBIDDEN").await;
        refused += 1;
    }
    assert!(refused >= 30);
}

/// The bad example of a row's body: one its rules refuse.
fn bad_body(row: &Row) -> Value {
    let examples = row.extras.body.expect("a body").examples;
    serde_json::from_str(examples.bad).expect("a bad example that is JSON")
}

#[tokio::test]
async fn every_write_names_the_bad_fields_of_its_body() {
    let app = spawn_app().await;
    let known = signed_in(&app).await;
    for row in writes().filter(|row| row.extras.body.is_some()) {
        let path = known.path(row, &[]);
        let client = known.client(&app, row);
        let response = app
            .send_with(client, method(row), &path, Some(&bad_body(row)), true)
            .await;
        assert_eq!(
            response.status(),
            400,
            "#{} accepted {}",
            row.number,
            bad_body(row)
        );
        let body = problem(response, 400, "VALIDATION_FAILED").await;
        let errors = body["errors"].as_array().expect("field errors");
        assert!(!errors.is_empty(), "#{}", row.number);
        assert!(errors
            .iter()
            .all(|e| e["field"].is_string() && e["message"].is_string()));
        // Each field is named as the body spells it, never as its Rust field is named
        // (`postal_code` for the body's `postalCode`).
        let sent = bad_body(row).to_string();
        for error in errors {
            let field = error["field"].as_str().unwrap();
            for name in field
                .split(['.', '[', ']'])
                .filter(|name| name.contains('_'))
            {
                let camel = name
                    .split('_')
                    .enumerate()
                    .map(|(i, word)| match i {
                        0 => word.to_owned(),
                        _ => word[..1].to_uppercase() + &word[1..],
                    })
                    .collect::<String>();
                assert!(
                    sent.contains(&format!("\"{name}\""))
                        || !sent.contains(&format!("\"{camel}\"")),
                    "#{}: {field} names a Rust field of {sent}",
                    row.number
                );
            }
        }
        // Not JSON at all.
        let response = client
            .request(row.method.as_str().parse().unwrap(), app.url(&path))
            .header("X-Web-Version", WEB_VERSION)
            .header("content-type", "application/json")
            .body("{\"broken\":")
            .send()
            .await
            .unwrap();
        problem(response, 400, "VALIDATION_FAILED").await;
    }
}

#[tokio::test]
async fn a_derived_rules_failure_names_the_field_as_the_body_spells_it() {
    let app = spawn_app().await;
    let client = app.client_for(KULUTTAJA).await;
    let path = format!("/api/customerships/v1/user/{KULUTTAJA_ID}");
    let body = serde_json::json!({
        "phone": "+358401239876",
        "invoicingAddress": {"street": "Katu 1", "postalCode": "1", "city": "Espoo"},
    });
    let response = app
        .send_with(&client, "PATCH", &path, Some(&body), true)
        .await;
    let problem = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(problem["errors"].as_array().unwrap().len(), 1, "{problem}");
    assert_eq!(problem["errors"][0]["field"], "invoicingAddress.postalCode");
}

#[tokio::test]
async fn a_failing_or_slow_upstream_write_is_reported_as_not_saved() {
    // Writes of every system time out after 300 ms here; the fault answers after 600 ms.
    let app = spawn_app_with(|settings| {
        for upstream in settings.upstreams.all_mut() {
            upstream.timeout_ms = 300;
        }
    })
    .await;
    let known = signed_in(&app).await;
    for row in walk_order() {
        let example = known.example(row);
        let (mock, prefix) = mock_of_row(&app, row);
        let failed = FaultRule {
            status: Some(500),
            ..fault(method(row), &prefix)
        };
        let mut cases = vec![
            (failed.clone(), 502, "UPSTREAM_FAILED"),
            // The fault answers 500 after the wait, so the write never happens upstream.
            (
                FaultRule {
                    delay: Some(std::time::Duration::from_millis(600)),
                    ..failed
                },
                504,
                "UPSTREAM_TIMEOUT",
            ),
        ];
        if !matches!(row.answer, Answer::NoContent) {
            // A 204 write has no body to be malformed: its confirmation is the status.
            cases.push((
                FaultRule {
                    malformed: true,
                    ..fault(method(row), &prefix)
                },
                502,
                "UPSTREAM_FAILED",
            ));
        }
        for (rule, status, code) in cases {
            mock.faults.set(rule);
            let response = known
                .send(&app, row, &example.path, example.body.as_ref())
                .await;
            let body = problem(response, status, code).await.to_string();
            assert!(!body.contains("127.0.0.1"), "#{}: {body}", row.number);
            mock.faults.clear();
        }
    }
}

#[tokio::test]
async fn deleting_the_account_removes_it_at_crm_and_identity_and_ends_the_session() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let response = app.send("DELETE", "/api/v2/user/1000001", None).await;
    assert_eq!(response.status(), 204, "{}", response.text().await.unwrap());
    app.assert_signed_out().await;
    // identity's half: the account can no longer sign in.
    problem(
        app.login(KULUTTAJA, PASSWORD).await,
        401,
        "INVALID_CREDENTIALS",
    )
    .await;
}

/// The places `client` lists in its own content (#116), by owner.
async fn content_owners(app: &TestApp, client: &reqwest::Client, user_id: u64) -> Vec<u64> {
    let response = app.get_with(client, &TestApp::content_path(user_id)).await;
    assert_eq!(response.status(), 200);
    let content: Value = response.json().await.unwrap();
    content["content"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["contentOwnerId"].as_u64().unwrap())
        .collect()
}

#[tokio::test]
async fn a_read_right_is_granted_activated_from_the_mailed_link_and_revoked() {
    const EDUSTAJA_ID: u64 = 1_000_002;
    let app = spawn_app().await;
    let grantor = app.client_for(KULUTTAJA).await;
    let representative = app.client_for(EDUSTAJA).await;
    let place = format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/location/KP100101");
    // The seeded right: edustaja lists kuluttaja's places (and the answer is now cached).
    assert!(content_owners(&app, &representative, EDUSTAJA_ID)
        .await
        .contains(&KULUTTAJA_ID));
    let remove = |id: &str| json!({ "representationId": id });
    let ended = app
        .send_with(
            &grantor,
            "POST",
            "/api/v2/representative/user/1000001/remove",
            Some(&remove("REP-1")),
            true,
        )
        .await;
    assert_eq!(ended.status(), 204);
    // Gone from the representative's own list at once, cache or not, and unreadable.
    assert!(!content_owners(&app, &representative, EDUSTAJA_ID)
        .await
        .contains(&KULUTTAJA_ID));
    problem(
        app.get_with(&representative, &place).await,
        403,
        "FORBIDDEN",
    )
    .await;

    let created = app
        .send_with(
            &grantor,
            "POST",
            "/api/v2/representative/user/1000001/create",
            Some(&json!({ "email": EDUSTAJA, "rights": "READ_ONLY" })),
            true,
        )
        .await;
    assert_eq!(created.status(), 200);
    let created: Value = created.json().await.unwrap();
    assert_eq!(created["status"], "PENDING");
    let link = app
        .mocks
        .outbox
        .latest_link(EDUSTAJA, OutboxKind::RepresentationInvite)
        .expect("crm mailed the invitation");
    let code = link
        .strip_prefix("/lukuoikeus/aktivoi?koodi=")
        .expect("the link opens the activation page");
    // A pending right grants nothing yet.
    problem(
        app.get_with(&representative, &place).await,
        403,
        "FORBIDDEN",
    )
    .await;
    // Only the invited address can accept it (§8 code passes through).
    let stranger = app.client_for(ADMIN).await;
    let activate = json!({ "activationCode": code });
    let path = "/api/v2/representative/activate";
    let mismatch = app
        .send_with(&stranger, "POST", path, Some(&activate), true)
        .await;
    problem(mismatch, 409, "RepresentativeEmailMismatchException").await;

    let accepted = app
        .send_with(&representative, "POST", path, Some(&activate), true)
        .await;
    assert_eq!(accepted.status(), 200);
    let accepted: Value = accepted.json().await.unwrap();
    assert_eq!(accepted["status"], "ACTIVE");
    assert_eq!(accepted["grantorUserId"], KULUTTAJA_ID);
    assert!(content_owners(&app, &representative, EDUSTAJA_ID)
        .await
        .contains(&KULUTTAJA_ID));
    assert_eq!(app.get_with(&representative, &place).await.status(), 200);
    let again = app
        .send_with(&representative, "POST", path, Some(&activate), true)
        .await;
    problem(again, 409, "RepresentativeAlreadyActivatedException").await;

    let id = accepted["id"].as_str().unwrap().to_owned();
    let revoked = app
        .send_with(
            &grantor,
            "POST",
            "/api/v2/representative/user/1000001/remove",
            Some(&remove(&id)),
            true,
        )
        .await;
    assert_eq!(revoked.status(), 204);
    assert!(!content_owners(&app, &representative, EDUSTAJA_ID)
        .await
        .contains(&KULUTTAJA_ID));
    problem(
        app.get_with(&representative, &place).await,
        403,
        "FORBIDDEN",
    )
    .await;
    let late = app
        .send_with(&representative, "POST", path, Some(&activate), true)
        .await;
    problem(late, 409, "RepresentativeAlreadyRevokedException").await;
}

#[tokio::test]
async fn registering_gives_a_signed_up_identity_its_portal_user_in_the_same_session() {
    let app = spawn_app().await;
    let email = "rekisteroityva@demo.example";
    let password = "Uusi!Salasana1";
    let signed_up = app
        .post_json(
            "/api/auth/v1/sign-up",
            &json!({"email": email, "password": password, "name": "Rea Rekisteröityvä"}),
        )
        .await;
    assert_eq!(signed_up.status(), 201);
    let code = app
        .mocks
        .outbox
        .latest_code(email, OutboxKind::Signup)
        .expect("identity mailed the code");
    let confirm = json!({"email": email, "code": code});
    let confirmed = app.post_json("/api/auth/v1/confirm-signup", &confirm).await;
    assert_eq!(confirmed.status(), 204);
    assert_eq!(app.login(email, password).await.status(), 200);
    let me: Value = app.get("/api/v2/me").await.json().await.unwrap();
    assert_eq!(me["priwattiId"], Value::Null);

    let register = "/api/v3/user/register";
    let invalid = app
        .send(
            "POST",
            register,
            Some(&json!({"name": " ", "company": "VARE"})),
        )
        .await;
    let invalid = problem(invalid, 400, "VALIDATION_FAILED").await;
    assert_eq!(invalid["errors"][0]["field"], "name");
    let body = json!({"name": "Rea Rekisteröityvä", "phone": "+358401234567", "company": "SV"});
    let registered = app.send("POST", register, Some(&body)).await;
    assert_eq!(registered.status(), 200);
    let registered: Value = registered.json().await.unwrap();
    let id = registered["priwattiUserId"].as_u64().unwrap();
    // The same session now acts as the new user: me, and its own (empty) content.
    let me: Value = app.get("/api/v2/me").await.json().await.unwrap();
    assert_eq!(me["priwattiId"], id);
    let content = app.get(&TestApp::content_path(id)).await;
    assert_eq!(content.status(), 200);
    problem(
        app.get(&TestApp::content_path(KULUTTAJA_ID)).await,
        403,
        "FORBIDDEN",
    )
    .await;
    // Only once.
    let twice = app.send("POST", register, Some(&body)).await;
    problem(twice, 409, "ACCOUNT_EXISTS").await;
}

#[tokio::test]
async fn marking_messages_seen_updates_the_unread_count_of_the_user_content() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let content = TestApp::content_path(KULUTTAJA_ID);
    let unread = || async {
        let body: Value = app.get(&content).await.json().await.unwrap();
        body["user"]["unreadMessages"].as_u64().unwrap()
    };
    // Cached now: the writes below must evict it.
    let before = unread().await;
    assert!(
        before >= 2,
        "kuluttaja starts with unread messages: {before}"
    );
    let page: Value = app
        .get("/api/v2/messages/user/1000001?offset=0&count=50")
        .await
        .json()
        .await
        .unwrap();
    let unseen = page["messages"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["seen"] == false)
        .expect("an unseen message")["messageId"]
        .as_str()
        .unwrap()
        .to_owned();
    let seen = app
        .send(
            "PUT",
            &format!("/api/v2/messages/seen/{unseen}?seen=true"),
            None,
        )
        .await;
    assert_eq!(seen.status(), 204);
    assert_eq!(unread().await, before - 1);
    let all = app
        .send("PUT", "/api/v2/messages/user/1000001/markAllAsRead", None)
        .await;
    assert_eq!(all.status(), 204);
    assert_eq!(unread().await, 0);
}

/// Seeing is not changing: staff who may read kuluttaja's data (customer service of kuluttaja's
/// company, a superuser) write none of it, and nobody writes in the demo user's name.
#[tokio::test]
async fn staff_and_the_demo_reader_never_write_as_a_customer() {
    let app = spawn_app().await;
    let known = signed_in(&app).await;
    let vare = app.client_for(ASIAKASPALVELU).await;
    let superuser = app.client_for(ADMIN).await;
    let anonymous = new_client();
    let demo_account = app.client_for("demo@demo.example").await;
    let mut refused = 0;
    let customers_writes = writes().filter(|row| {
        matches!(
            row.policy.access,
            AccessRule::Owner(_) | AccessRule::Company | AccessRule::CompanyPersonal
        )
    });
    for row in customers_writes {
        let example = known.example(row);
        for (who, client) in [("VARE staff", &vare), ("superuser", &superuser)] {
            let response = app
                .send_with(
                    client,
                    method(row),
                    &example.path,
                    example.body.as_ref(),
                    true,
                )
                .await;
            assert_eq!(response.status(), 403, "#{} as {who}", row.number);
        }
        if row.path_params().any(|name| name == "userId") {
            let demo_path = example
                .path
                .replace(&format!("/{}", owner_id(row)), &format!("/{}", 1_000_000));
            for client in [&anonymous, &demo_account] {
                let response = app
                    .send_with(client, method(row), &demo_path, example.body.as_ref(), true)
                    .await;
                problem(response, 403, "DEMO_READ_ONLY").await;
            }
        }
        refused += 1;
    }
    assert!(refused >= 30);
}
