//! The crm mock's B2B location list (#193's upstream) and label writes (#204, #205): the list
//! is the path user's assigned places, paged, searched and sorted; a label write shows in it.

use crate::crm_writes::{signed_in, App};
use demo_fixtures::dataset::{b2b, emails, user_ids, Dataset};
use reqwest::Method;
use serde_json::json;
use upstream_clients::crm::{CompanyLocationPage, SortingMode, UserRight};
use upstream_clients::UpstreamError;

fn base(company: &str, user: u64) -> String {
    format!("/v2/b2b/company/{company}/servicelocation/user/{user}")
}

/// #193's upstream: the list of `company` for `user`.
async fn list_of(
    app: &App,
    (company, user): (&str, u64),
    query: &[(&str, &str)],
) -> Result<CompanyLocationPage, UpstreamError> {
    let path = format!("{}/listSearch", base(company, user));
    let segments: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    app.crm.json(&app.token, &segments, query).await
}

/// CR-100's list as its main user has it.
async fn list(app: &App, query: &[(&str, &str)]) -> CompanyLocationPage {
    list_of(app, (b2b::COMPANY_REFERENCE_ID, user_ids::YRITYS), query)
        .await
        .unwrap()
}

/// A label write on CR-100's `place` for `user`; the status.
async fn labels(app: &App, user: u64, place: &str, action: &str, labels: &[&str]) -> u16 {
    let path = format!("{}/{place}/{action}", base(b2b::COMPANY_REFERENCE_ID, user));
    let body = json!({ "labels": labels });
    app.write(Method::PUT, &path, Some(body)).await.0
}

#[tokio::test]
async fn the_main_user_lists_every_place_of_the_company_a_page_at_a_time() {
    let app = signed_in(emails::YRITYS).await;
    let total = Dataset::demo()
        .places_of_company(b2b::COMPANY_REFERENCE_ID)
        .len() as u32;
    let first = list(&app, &[]).await;
    assert_eq!(
        (first.count, first.offset, first.locations_total),
        (20, 0, total)
    );
    assert_eq!(first.pages_total, total.div_ceil(20));
    assert_eq!(first.sorting_mode, SortingMode::AddressAsc);
    assert!(first
        .results
        .iter()
        .all(|item| item.rights == UserRight::FullAccess));
    let last = list(&app, &[("offset", "40"), ("count", "20")]).await;
    assert_eq!(last.results.len() as u32, total - 40);
}

#[tokio::test]
async fn a_sub_user_gets_only_the_assigned_places_with_their_rights() {
    let app = signed_in(emails::YRITYS).await;
    let page = list_of(
        &app,
        (b2b::COMPANY_REFERENCE_ID, user_ids::LUKIJA),
        &[("count", "100")],
    )
    .await
    .unwrap();
    let data = Dataset::demo();
    let assigned = &data.customer_companies[0].sub_users[0].locations;
    assert!(page.locations_total < 48);
    for item in &page.results {
        let place = data.place(&item.location.location_identifier).unwrap();
        let right = assigned
            .iter()
            .find(|(id, _)| id == place.addressed_as())
            .map(|(_, right)| *right);
        assert_eq!(Some(item.rights), right);
    }
}

#[tokio::test]
async fn unknown_companies_strangers_and_bad_parameters_are_refused() {
    let app = signed_in(emails::YRITYS).await;
    let company = b2b::COMPANY_REFERENCE_ID;
    let not_found = |result: Result<CompanyLocationPage, UpstreamError>| {
        matches!(result, Err(UpstreamError::NotFound { .. }))
    };
    assert!(not_found(
        list_of(&app, ("CR-999", user_ids::YRITYS), &[]).await
    ));
    assert!(not_found(
        list_of(&app, (company, user_ids::KULUTTAJA), &[]).await
    ));
    assert!(not_found(
        list_of(&app, (company, user_ids::YRITYS2), &[]).await
    ));
    for query in [
        [("sortingMode", "PRICE_ASC")],
        [("count", "0")],
        [("type", "GAS")],
    ] {
        let result = list_of(&app, (company, user_ids::YRITYS), &query).await;
        assert!(
            matches!(result, Err(UpstreamError::Status { status: 400, .. })),
            "{query:?}"
        );
    }
}

#[tokio::test]
async fn labels_written_on_a_composite_show_on_its_places_and_are_checked() {
    let app = signed_in(emails::YRITYS).await;
    let composite = b2b::COMPOSITE_IDS[0];
    assert_eq!(
        labels(
            &app,
            user_ids::YRITYS,
            composite,
            "addLabels",
            &["Katto uusittu"]
        )
        .await,
        204
    );
    let found = list(&app, &[("searchString", "katto UUSITTU"), ("count", "100")]).await;
    assert!(found.results.len() >= 2);
    assert!(found
        .results
        .iter()
        .all(|item| item.composite_location_identifier.as_deref() == Some(composite)));
    assert_eq!(
        labels(
            &app,
            user_ids::YRITYS,
            composite,
            "removeLabels",
            &["KATTO uusittu"]
        )
        .await,
        204
    );
    let found = list(&app, &[("searchString", "katto uusittu")]).await;
    assert_eq!(found.locations_total, 0);
    assert_eq!(found.pages_total, 0);

    // A place not assigned to lukija is not lukija's to label; 21 labels are too many.
    assert_eq!(
        labels(&app, user_ids::LUKIJA, "KP300015", "addLabels", &["x"]).await,
        404
    );
    let many: Vec<String> = (0..21).map(|n| format!("L{n}")).collect();
    let many: Vec<&str> = many.iter().map(String::as_str).collect();
    assert_eq!(
        labels(&app, user_ids::YRITYS, "KP300015", "addLabels", &many).await,
        409
    );
}
