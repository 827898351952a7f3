//! The CONSUMPTION and COST sort modes (A61's extension): a company's places ranked by a month's
//! use and cost, places without the figure last both ways, the figures shown on each item and
//! equal to metering's own; the month and the paging checked at the door.

use serde_json::{json, Value};

use crate::helpers::*;

fn list(company: &str, user: u64, query: &str) -> String {
    format!("/api/v2/b2b/company/{company}/servicelocation/user/{user}/listSearch?{query}")
}

async fn results(app: &TestApp, client: &reqwest::Client, path: &str) -> Vec<Value> {
    let response = app.get_with(client, path).await;
    assert_eq!(response.status(), 200, "{path}");
    let body: Value = response.json().await.unwrap();
    body["results"].as_array().unwrap().clone()
}

/// Each item's figure `field` of the month, in list order.
fn figures(items: &[Value], field: &str, month: &str) -> Vec<Option<i64>> {
    items
        .iter()
        .map(|item| {
            let figures = &item["monthFigures"];
            assert_eq!(figures["month"], month);
            match field {
                // Euros with at most two decimals on the wire.
                "cost" => figures[field]
                    .as_f64()
                    .map(|eur| (eur * 100.0).round() as i64),
                _ => figures[field].as_i64(),
            }
        })
        .collect()
}

/// Present figures in order (`descending` or not), then the missing ones.
fn assert_ranked(values: &[Option<i64>], descending: bool, what: &str) {
    let present: Vec<i64> = values.iter().map_while(|v| *v).collect();
    assert!(
        values[present.len()..].iter().all(Option::is_none),
        "{what}: missing figures last"
    );
    let mut sorted = present.clone();
    sorted.sort_unstable();
    if descending {
        sorted.reverse();
    }
    assert_eq!(present, sorted, "{what}");
    assert!(present.len() >= 2, "{what}: ranked figures");
}

#[tokio::test]
async fn places_rank_by_a_months_consumption_and_cost_with_missing_figures_last() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    for (mode, field) in [("CONSUMPTION", "consumptionWh"), ("COST", "cost")] {
        let query = |dir: &str| format!("count=100&sortingMode={mode}_{dir}&year=2025&month=10");
        let up = results(&app, &yritys, &list(COMPANY, YRITYS_ID, &query("ASC"))).await;
        let down = results(&app, &yritys, &list(COMPANY, YRITYS_ID, &query("DESC"))).await;
        assert_ranked(&figures(&up, field, "2025-10"), false, mode);
        assert_ranked(&figures(&down, field, "2025-10"), true, mode);
        assert_eq!(up.len(), down.len());
    }
    // Another sort mode carries no month's figures.
    let plain = results(&app, &yritys, &list(COMPANY, YRITYS_ID, "count=5")).await;
    assert!(plain.iter().all(|item| item.get("monthFigures").is_none()));
}

#[tokio::test]
async fn a_places_month_is_metering_s_own_to_the_wh() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let top = results(
        &app,
        &yritys,
        &list(
            COMPANY,
            YRITYS_ID,
            "count=3&sortingMode=CONSUMPTION_DESC&year=2025&month=10",
        ),
    )
    .await;
    for item in &top {
        let place = item["location"]["locationIdentifier"].as_str().unwrap();
        let unit_per_wh = match item["location"]["utilityType"].as_str().unwrap() {
            "DISTRICT_HEATING" => 1_000_000.0,
            _ => 1_000.0,
        };
        let path = format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/csv");
        let body = json!({"locationIdentifiers": [place], "from": "2025-10-01", "to": "2025-10-31", "resolution": "MONTH"});
        let response = app.post_json_with(&yritys, &path, &body).await;
        assert_eq!(response.status(), 200);
        let text = response.text().await.unwrap();
        let wh: f64 = text
            .split("\r\n")
            .skip(1)
            .filter(|line| !line.is_empty())
            .map(|line| {
                let value = line.split(';').nth(4).unwrap().replace(',', ".");
                value.parse::<f64>().unwrap() * unit_per_wh
            })
            .sum();
        assert_eq!(
            item["monthFigures"]["consumptionWh"].as_i64(),
            Some(wh.round() as i64),
            "{place}"
        );
    }
}

#[tokio::test]
async fn the_month_and_the_page_are_checked() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    for query in [
        "sortingMode=CONSUMPTION",
        "sortingMode=CONSUMPTION_DESC&year=2025",
        "sortingMode=COST_ASC&month=10",
        "sortingMode=COST_ASC&year=2025&month=13",
        "sortingMode=COST_ASC&year=2099&month=1",
        "sortingMode=COST_ASC&year=2000&month=1",
        "count=0",
        "count=101",
        "count=x",
        "offset=-1",
        "offset=1.5",
    ] {
        let response = app
            .get_with(&yritys, &list(COMPANY, YRITYS_ID, query))
            .await;
        problem(response, 400, "VALIDATION_FAILED").await;
    }
    // A page past the end is empty, not an error: the list says how many pages there are.
    let response = app
        .get_with(
            &yritys,
            &list(COMPANY, YRITYS_ID, "offset=100000&count=100"),
        )
        .await;
    let body: Value = response.json().await.unwrap();
    assert_eq!(body["results"], json!([]));
    assert_eq!(body["pagesTotal"], 1);
}

#[tokio::test]
async fn the_large_companys_places_rank_by_cost() {
    let app = spawn_app().await;
    let suuryritys = app.client_for(SUURYRITYS).await;
    // The places of one city: 250 of the 5,000, ranked by last month's cost.
    let path = |dir: &str| {
        list(
            LARGE_COMPANY,
            SUURYRITYS_ID,
            &format!("sortingMode=COST_{dir}&count=100&searchString=Kuopio"),
        )
    };
    let down = results(&app, &suuryritys, &path("DESC")).await;
    let up = results(&app, &suuryritys, &path("ASC")).await;
    let month = down[0]["monthFigures"]["month"]
        .as_str()
        .unwrap()
        .to_owned();
    let (down, up) = (figures(&down, "cost", &month), figures(&up, "cost", &month));
    assert_ranked(&down, true, "COST_DESC");
    assert_ranked(&up, false, "COST_ASC");
    assert!(down[0] > up[0], "the dearest first, the cheapest first");
}
