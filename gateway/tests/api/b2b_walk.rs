//! The ownership walk over every B2B row: every declared row that names a company (places,
//! composites, exports, user management, API tokens) and every External API row, taken from
//! the engine's table, so a row added later is walked too, with every kind of caller. Each
//! request is the example `rows.rs` and `writes.rs` make for the row's owner:
//!
//! - CR-100's main user makes every one of them;
//! - its sub-user lukija reads the places assigned to them with either right, writes only
//!   FULL_ACCESS ones (A56), exports and orders READ_ONLY ones too (A55, A56), and manages
//!   nothing (A57, A64) but reads the company, its main user and their own user reference; a
//!   place not assigned to them, the main user's id or another user's reference is 403;
//! - a sub-user of CR-100 and CR-200 names their own CR-100 place only under CR-100;
//! - another company's main user (with CR-100's ids, under CR-100 or under their own company),
//!   a household, the demo account and every staff account get 403: no B2B row of the
//!   contract lists an admin group or `+CS` (§0.3 rules C1 and CS apply to such rows only), so
//!   staff have no rights on a company's rows, and the engine decides the same;
//! - a caller without a session, and one with an External API token instead, get 401;
//! - an External API row answers its token for the token's place only (403 for another place)
//!   and 401 without a token, for a session, a forged and a revoked token.
//!
//! #196 (a company place's cards) has a hand-written handler, so it is not in the table:
//! `b2b_detail.rs` checks its callers.

use demo_fixtures::dataset::Dataset;
use gateway::endpoint::{Answer, IdKind, Row};
use gateway::routes::all_rows;
use reqwest::{Client, Response};
use serde_json::{json, Value};
use upstream_clients::crm::UserRight;

use crate::b2b::lukija_assignments;
use crate::b2b_tokens::{bearer_client, forged, issue_with, tokens_path};
use crate::helpers::*;
use crate::rows::{expect_ok, find_key, Walk};
use crate::writes::{expect_saved, walk_order, Known};

/// What the contract lets a company's sub-user do on a row (the ownership cells of api-surface
/// §1 and §6, A55–A57, A64).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum SubUser {
    /// Reads, exports (A55) and their own content order (A56): places assigned to them.
    Assigned,
    /// The writes of A56: places assigned to them with FULL_ACCESS.
    FullAccess,
    /// The company, its main user and their own user reference (A57).
    Member,
    /// User management and API tokens: the main user's alone (A57, A64).
    Nothing,
}

/// The contract's answer for each company row; a new row fails the walk until it is said here.
fn sub_user_may(row: &Row) -> SubUser {
    match row.number {
        // #253 is #219's invoice again, by day: the same place, the same rule.
        193..=203 | 206 | 210..=213 | 216..=219 | 253 => SubUser::Assigned,
        204 | 205 | 207..=209 | 214 | 215 => SubUser::FullAccess,
        // #252 exports what the caller sees: no place is named, membership is the check.
        226..=228 | 252 => SubUser::Member,
        // #254 deletes a sub-user: the main user's alone, as the other user-management writes.
        220..=225 | 229..=232 | 241..=243 | 254 => SubUser::Nothing,
        other => panic!(
            "#{other} {}: say what the contract lets a sub-user do",
            row.path
        ),
    }
}

/// Every declared company row: the reads, the exports, then the writes in the order of
/// `writes.rs` (the main user hands on their rights last).
fn company_rows() -> Vec<&'static Row> {
    let company = |row: &&'static Row| TestApp::is_company_row(row);
    let all = || all_rows().iter().filter(company);
    let list: Vec<&'static Row> = all()
        .filter(|row| !row.is_write())
        .chain(all().filter(|row| matches!(row.answer, Answer::CsvExport)))
        .chain(walk_order().into_iter().filter(company))
        .collect();
    assert_eq!(
        list.len(),
        all().count(),
        "every company row is walked once"
    );
    assert!(list.len() >= 42, "{} company rows", list.len());
    list
}

fn external_rows() -> Vec<&'static Row> {
    let list: Vec<&'static Row> = all_rows().iter().filter(|r| r.is_external()).collect();
    assert!(list.len() >= 4, "{} External API rows", list.len());
    list
}

/// One request of the walk.
#[derive(Clone)]
struct Request {
    method: &'static str,
    path: String,
    body: Option<Value>,
    /// JSON pointers of the ids in the body.
    ids: Vec<(String, IdKind)>,
}

impl Request {
    /// The same request with `value` at `pointer` of its body.
    fn with(&self, pointer: &str, value: Value) -> Request {
        let mut request = self.clone();
        let body = request.body.as_mut().expect("a body");
        *body.pointer_mut(pointer).expect("the id's pointer") = value;
        request
    }

    /// Whether the list holding `pointer` names `value` at another index.
    fn lists_elsewhere(&self, pointer: &str, value: &str) -> bool {
        let Some((list, index)) = pointer.rsplit_once('/') else {
            return false;
        };
        let body = self.body.as_ref().expect("a body");
        body.pointer(list)
            .and_then(Value::as_array)
            .is_some_and(|items| {
                items
                    .iter()
                    .enumerate()
                    .any(|(at, item)| at.to_string() != index && item == value)
            })
    }

    /// The places its body names, by pointer.
    fn body_places(&self) -> impl Iterator<Item = &str> + '_ {
        self.ids
            .iter()
            .filter(|(_, id)| matches!(id, IdKind::Location | IdKind::CompanyPlace))
            .map(|(pointer, _)| pointer.as_str())
    }

    async fn send(&self, app: &TestApp, client: &Client) -> Response {
        app.send_with(client, self.method, &self.path, self.body.as_ref(), true)
            .await
    }
}

/// The owner's requests of every row: the reads of `rows.rs`, the writes of `writes.rs`.
struct B2bWalk {
    reads: Walk,
    writes: Known,
}

impl B2bWalk {
    async fn new(app: &TestApp) -> B2bWalk {
        B2bWalk {
            reads: crate::rows::walk(app).await,
            writes: crate::writes::signed_in(app).await,
        }
    }

    /// The owner's request for `row`, with the path values in `replace` instead.
    fn request(&self, row: &'static Row, replace: &[(&str, &str)]) -> Request {
        if row.is_write() {
            let example = self.writes.example_with(row, replace);
            Request {
                method: row.method.as_str(),
                path: example.path,
                body: example.body,
                ids: example.ids,
            }
        } else {
            Request {
                method: "GET",
                path: self.reads.url_with(row, replace),
                body: None,
                ids: Vec::new(),
            }
        }
    }
}

/// The row's answer to a caller it allows.
async fn allowed(row: &Row, response: Response) {
    if row.is_write() {
        expect_saved(row, response).await;
    } else {
        expect_ok(row, response).await;
    }
}

async fn refused(row: &Row, request: &Request, response: Response, what: &str) {
    refused_as(row, request, response, what, "FORBIDDEN").await;
}

/// A company member's refusal of places: a read naming them only in its body (an export's
/// selection) names them (PLACES_NOT_AVAILABLE); anything else is FORBIDDEN.
fn members_refusal(row: &Row, request: &Request) -> &'static str {
    let path_place = row.path_params().any(|name| name == "compositeLocationId");
    let reads = row.capability() == gateway::authz::Capability::Read;
    if reads && !path_place && request.body_places().next().is_some() {
        "PLACES_NOT_AVAILABLE"
    } else {
        "FORBIDDEN"
    }
}

/// [`members_refusal`]'s code, checked.
async fn members_refused(row: &Row, request: &Request, response: Response, what: &str) {
    refused_as(row, request, response, what, members_refusal(row, request)).await;
}

async fn refused_as(row: &Row, request: &Request, response: Response, what: &str, code: &str) {
    let status = response.status();
    assert_eq!(status, 403, "#{} {what}: {}", row.number, request.path);
    problem(response, 403, code).await;
}

/// The portal user id of a demo account.
fn user_id_of(email: &str) -> u64 {
    Dataset::demo()
        .account(email)
        .and_then(|account| account.priwatti_user_id)
        .unwrap_or_else(|| panic!("{email} has a portal user"))
}

/// A signed-in caller who is no user of CR-100.
struct Outsider {
    who: String,
    client: Client,
    user_id: String,
    /// The company they are the main user of.
    company: Option<&'static str>,
    /// Their refusal of a write: the demo account's is DEMO_READ_ONLY wherever it writes (A67).
    write_refusal: &'static str,
}

/// A household, the demo account, another company's main user and every staff account.
async fn outsiders(app: &TestApp) -> Vec<Outsider> {
    let demo = demo_fixtures::dataset::emails::DEMO;
    let mut list = Vec::new();
    for (who, email, company, write_refusal) in [
        ("a household", KULUTTAJA, None, "FORBIDDEN"),
        ("the demo account", demo, None, "DEMO_READ_ONLY"),
        (
            "another company's main user",
            YRITYS2,
            Some(OTHER_COMPANY),
            "FORBIDDEN",
        ),
    ] {
        list.push(Outsider {
            who: who.to_owned(),
            client: app.client_for(email).await,
            user_id: user_id_of(email).to_string(),
            company,
            write_refusal,
        });
    }
    let staff = Dataset::demo()
        .accounts
        .iter()
        .filter(|account| !account.groups.is_empty());
    for account in staff {
        list.push(Outsider {
            who: format!("staff {} ({})", account.email, account.groups.join(", ")),
            client: app.client_for(&account.email).await,
            user_id: user_id_of(&account.email).to_string(),
            company: None,
            write_refusal: "FORBIDDEN",
        });
    }
    assert!(list.len() >= 10, "{} outsiders", list.len());
    list
}

/// Whether the request names an id of CR-100 besides the company and the user: a place, a
/// user reference or a token in the path, a customer code in the query, or places or user
/// references in the body.
fn names_company_ids(row: &Row, request: &Request) -> bool {
    row.path_params()
        .any(|name| matches!(name, "compositeLocationId" | "userRef" | "tokenId"))
        || request.path.contains("customerCode=")
        || request.ids.iter().any(|(_, id)| {
            matches!(
                id,
                IdKind::Location
                    | IdKind::CompanyPlace
                    | IdKind::CompanyPlaceRef
                    | IdKind::CompanyUser
            )
        })
}

#[tokio::test]
async fn outsiders_are_refused_every_company_row_and_callers_without_a_session_get_401() {
    let app = spawn_app().await;
    let walk = B2bWalk::new(&app).await;
    let outsiders = outsiders(&app).await;
    let anonymous = new_client();
    let mut under_own_company = 0;
    for row in company_rows() {
        let main = walk.request(row, &[]);
        for (who, client) in [("anonymous", &anonymous), ("a token", &walk.reads.bearer)] {
            let response = main.send(&app, client).await;
            assert_eq!(response.status(), 401, "#{} {who}", row.number);
            problem(response, 401, "SESSION_EXPIRED").await;
        }
        for outsider in &outsiders {
            let who = &outsider.who;
            let code = if row.is_write() {
                outsider.write_refusal
            } else {
                "FORBIDDEN"
            };
            let mut variants = vec![(
                main.clone(),
                format!("{who}, the main user's request"),
                code,
            )];
            if row.path_params().any(|name| name == "userId") {
                let own = [("userId", outsider.user_id.as_str())];
                variants.push((
                    walk.request(row, &own),
                    format!("{who}, as themselves"),
                    code,
                ));
            }
            if let Some(company) = outsider.company.filter(|_| names_company_ids(row, &main)) {
                let own = [
                    ("userId", outsider.user_id.as_str()),
                    ("companyRef", company),
                ];
                // A member of their own company: a read names the places refused.
                let request = walk.request(row, &own);
                let code = match members_refusal(row, &request) {
                    "FORBIDDEN" => code,
                    places => places,
                };
                variants.push((
                    request,
                    format!("{who}, CR-100's ids under their own company"),
                    code,
                ));
                under_own_company += 1;
            }
            for (request, what, code) in variants {
                let response = request.send(&app, &outsider.client).await;
                refused_as(row, &request, response, &what, code).await;
            }
        }
    }
    assert!(
        under_own_company >= 25,
        "{under_own_company} rows name CR-100's ids besides the company"
    );
}

/// konserni@'s CR-100 places, the one they write (FULL_ACCESS) first, from the dataset.
fn konserni_places() -> Vec<String> {
    let mut places = Dataset::demo()
        .customer_companies
        .iter()
        .find(|company| company.company_reference_id == COMPANY)
        .and_then(|company| {
            company
                .sub_users
                .iter()
                .find(|user| user.priwatti_user_id == KONSERNI_ID)
        })
        .expect("konserni@ is a sub-user of CR-100")
        .locations
        .clone();
    places.sort_by_key(|(_, right)| *right != UserRight::FullAccess);
    assert_eq!(
        places[0].1,
        UserRight::FullAccess,
        "konserni@ writes a place"
    );
    assert!(places.len() >= 2, "a body list names two of their places");
    places.into_iter().map(|(place, _)| place).collect()
}

/// A member of two companies may name a place only under the company it belongs to: konserni@'s
/// own CR-100 place, named under CR-200 (where they are a sub-user too), is refused on every row
/// that names a place, though under CR-100 the same read is theirs. An access rule that asked
/// "is the place of one of the caller's companies" instead of "of `{companyRef}`" fails here.
#[tokio::test]
async fn a_member_of_two_companies_names_its_place_only_under_the_company_it_belongs_to() {
    let app = spawn_app().await;
    let walk = B2bWalk::new(&app).await;
    let konserni = app.client_for(KONSERNI).await;
    let places = konserni_places();
    let place = &places[0];
    let user = KONSERNI_ID.to_string();
    let (mut refused_count, mut allowed_count) = (0, 0);
    for row in company_rows() {
        if !matches!(sub_user_may(row), SubUser::Assigned | SubUser::FullAccess) {
            continue;
        }
        let under = |company| {
            [
                ("userId", user.as_str()),
                ("companyRef", company),
                ("compositeLocationId", place.as_str()),
            ]
        };
        let in_path = row.path_params().any(|name| name == "compositeLocationId");
        let mut elsewhere = walk.request(row, &under(OTHER_COMPANY));
        let pointers: Vec<String> = elsewhere.body_places().map(str::to_owned).collect();
        if !in_path && pointers.is_empty() {
            continue;
        }
        // A list names distinct places: their own, one after another.
        for (pointer, place) in pointers.iter().zip(places.iter().cycle()) {
            elsewhere = elsewhere.with(pointer, json!(place));
        }
        let response = elsewhere.send(&app, &konserni).await;
        members_refused(row, &elsewhere, response, "their CR-100 place under CR-200").await;
        refused_count += 1;
        // The same read under CR-100, where nothing else of the path is another place's.
        let only_place = row
            .path_params()
            .all(|name| matches!(name, "companyRef" | "userId" | "compositeLocationId"));
        if !row.is_write() && pointers.is_empty() && only_place {
            let own = walk.request(row, &under(COMPANY));
            allowed(row, own.send(&app, &konserni).await).await;
            allowed_count += 1;
        }
    }
    assert!(refused_count >= 20, "{refused_count} refusals checked");
    assert!(allowed_count >= 10, "{allowed_count} reads under CR-100");
}

/// lukija's places by right, and a place of CR-100 not assigned to them, from the dataset.
struct Places {
    read_only: String,
    /// Single places (no composite) with FULL_ACCESS.
    full_access: Vec<String>,
    unassigned: String,
}

fn lukija_places() -> Places {
    let assigned = lukija_assignments();
    let single = |right: UserRight| {
        assigned
            .iter()
            .filter(move |(id, held)| *held == right && !id.starts_with("CL"))
            .map(|(id, _)| id.clone())
    };
    assert!(
        assigned.contains(&(COMPOSITE.to_owned(), UserRight::FullAccess)),
        "the examples' composite is lukija's to write"
    );
    let unassigned = Dataset::demo()
        .places_of_company(COMPANY)
        .into_iter()
        .map(|place| place.addressed_as().to_owned())
        .find(|addressed| !assigned.iter().any(|(id, _)| id == addressed))
        .expect("a place of CR-100 not assigned to lukija");
    let places = Places {
        read_only: single(UserRight::ReadOnly)
            .next()
            .expect("a READ_ONLY place"),
        full_access: single(UserRight::FullAccess).collect(),
        unassigned,
    };
    assert!(places.full_access.len() >= 2, "two FULL_ACCESS places");
    places
}

/// An invoice number of one of CR-100's places, as the main user's invoice summary lists it.
async fn invoice_of(app: &TestApp, walk: &B2bWalk, place: &str) -> String {
    let url = format!(
        "/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/{place}/invoice/summary"
    );
    let body: Value = app
        .get_with(&walk.reads.yritys, &url)
        .await
        .json()
        .await
        .expect("an invoice summary");
    find_key(&body, "invoiceNumber").expect("the place has an invoice")
}

/// lukija's own request for a row: the main user's as lukija's, with the path values in
/// `replace`. Where the main user's example names places lukija does not hold, lukija's names
/// theirs: a composite made of their two FULL_ACCESS places, an order starting with a place
/// they only read.
fn sub_user_request(
    walk: &B2bWalk,
    row: &'static Row,
    places: &Places,
    replace: &[(&str, &str)],
) -> Request {
    let lukija = LUKIJA_ID.to_string();
    let mut values = replace.to_vec();
    values.push(("userId", &lukija));
    if row.operation_id == "createCompanyCompositeLocation" {
        values.push(("compositeLocationId", &places.full_access[0]));
    }
    let request = walk.request(row, &values);
    match row.operation_id {
        "createCompanyCompositeLocation" => request.with(
            "/locationIdentifiers",
            json!([places.full_access[0], places.full_access[1]]),
        ),
        "setCompanyContentOrder" => request.with("/order/0", json!(places.read_only)),
        _ => request,
    }
}

#[tokio::test]
async fn the_sub_user_reads_assigned_places_and_writes_only_full_access_ones() {
    let app = spawn_app().await;
    let walk = B2bWalk::new(&app).await;
    let lukija = app.client_for(LUKIJA).await;
    let places = lukija_places();
    let read_only_invoice = invoice_of(&app, &walk, &places.read_only).await;
    let read_only = [
        ("compositeLocationId", places.read_only.as_str()),
        ("invoiceNumber", read_only_invoice.as_str()),
    ];
    let unassigned = [("compositeLocationId", places.unassigned.as_str())];
    let (mut allowed_count, mut refused_count) = (0, 0);
    for row in company_rows() {
        let may = sub_user_may(row);
        let own = sub_user_request(&walk, row, &places, &[]);
        // Refusals first: none of them may change anything.
        let mut refusals = Vec::new();
        let mut reads_too = Vec::new();
        if row.path_params().any(|name| name == "userId") {
            let main = walk.request(row, &[]);
            refusals.push((main, "the main user's own request", "FORBIDDEN"));
        }
        match may {
            SubUser::Nothing => refusals.push((own.clone(), "a main user's row", "FORBIDDEN")),
            SubUser::Member => {
                if row.path_params().any(|name| name == "userRef") {
                    let other = [("userRef", MAIN_USER_REF)];
                    let request = sub_user_request(&walk, row, &places, &other);
                    refusals.push((request, "another user's reference", "FORBIDDEN"));
                }
            }
            SubUser::Assigned | SubUser::FullAccess => {
                if row.path_params().any(|name| name == "compositeLocationId") {
                    let request = sub_user_request(&walk, row, &places, &unassigned);
                    refusals.push((request, "a place not assigned", "FORBIDDEN"));
                    let request = sub_user_request(&walk, row, &places, &read_only);
                    if may == SubUser::FullAccess {
                        refusals.push((request, "a READ_ONLY place", "FORBIDDEN"));
                    } else {
                        reads_too.push(request);
                    }
                }
                for pointer in own.body_places() {
                    let request = own.with(pointer, json!(places.unassigned));
                    let code = members_refusal(row, &request);
                    refusals.push((request, "a place not assigned in the body", code));
                    if own.lists_elsewhere(pointer, &places.read_only) {
                        // A list naming a place twice is a 400 of its own.
                        continue;
                    }
                    let request = own.with(pointer, json!(places.read_only));
                    if may == SubUser::FullAccess {
                        let code = members_refusal(row, &request);
                        refusals.push((request, "a READ_ONLY place in the body", code));
                    } else {
                        reads_too.push(request);
                    }
                }
            }
        }
        for (request, what, code) in refusals {
            let response = request.send(&app, &lukija).await;
            refused_as(row, &request, response, what, code).await;
            refused_count += 1;
        }
        if may == SubUser::Nothing {
            continue;
        }
        for request in reads_too.iter().chain([&own]) {
            allowed(row, request.send(&app, &lukija).await).await;
            allowed_count += 1;
        }
    }
    assert!(allowed_count >= 30, "{allowed_count} allowed");
    assert!(refused_count >= 60, "{refused_count} refusals checked");
}

#[tokio::test]
async fn the_main_user_makes_every_request_of_the_walk() {
    let app = spawn_app().await;
    let walk = B2bWalk::new(&app).await;
    for row in company_rows() {
        let request = walk.request(row, &[]);
        allowed(row, request.send(&app, &walk.reads.yritys).await).await;
    }
}

#[tokio::test]
async fn a_token_answers_for_its_place_only_and_no_token_a_session_forged_or_revoked_one_is_401() {
    let app = spawn_app().await;
    let walk = B2bWalk::new(&app).await;
    let yritys = &walk.reads.yritys;
    let issued = issue_with(&app, yritys, &walk.reads.token_place, "Walk 2").await;
    let token = issued["token"].as_str().unwrap();
    let revoked = issue_with(&app, yritys, &walk.reads.token_place, "Revoked").await;
    let revoke = format!(
        "{}/{}",
        tokens_path(COMPANY),
        revoked["tokenId"].as_str().unwrap()
    );
    assert_eq!(
        app.send_with(yritys, "DELETE", &revoke, None, true)
            .await
            .status(),
        204
    );
    let callers = [
        ("no token", new_client()),
        ("the main user's session", yritys.clone()),
        ("a forged token", bearer_client(&forged(token))),
        (
            "a revoked token",
            bearer_client(revoked["token"].as_str().unwrap()),
        ),
    ];
    let bearer = bearer_client(token);
    let mut naming_a_place = 0;
    for row in external_rows() {
        let own = walk.request(row, &[]);
        for (who, client) in &callers {
            let response = own.send(&app, client).await;
            assert_eq!(response.status(), 401, "#{} {who}", row.number);
            problem(response, 401, "INVALID_TOKEN").await;
        }
        if row.path_params().any(|name| name == "locationRef") {
            let other = [("locationRef", walk.reads.other_place.as_str())];
            let request = walk.request(row, &other);
            let response = request.send(&app, &bearer).await;
            refused(row, &request, response, "another place than the token's").await;
            naming_a_place += 1;
        }
        allowed(row, own.send(&app, &bearer).await).await;
    }
    assert!(naming_a_place >= 2, "{naming_a_place} rows name a place");
}
