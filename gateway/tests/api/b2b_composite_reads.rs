//! A composite made during the run (#208) read from metering and invoicing, which know places,
//! not the portal's composites: the gateway names the composite's first place for the chart,
//! the current figures, the averages and the invoices (#201–#203, #217–#219) and every place
//! for the export (#206); once separated (#209) the composite's id is refused and its places
//! answer for themselves.

use serde_json::{json, Value};

use crate::helpers::*;

/// The place the composite is made from (electricity, so #203 has averages) and its first.
const FIRST: &str = "KP300022";
const OTHERS: [&str; 2] = ["KP300021", "KP300023"];

fn place_path(place: &str, read: &str) -> String {
    format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/{place}/{read}")
}

async fn json_of(app: &TestApp, client: &reqwest::Client, path: &str) -> Value {
    let response = app.get_with(client, path).await;
    assert_eq!(response.status(), 200, "{path}");
    response.json().await.unwrap()
}

async fn status_of(app: &TestApp, client: &reqwest::Client, path: &str) -> u16 {
    app.get_with(client, path).await.status().as_u16()
}

/// #208 of `FIRST` and `OTHERS`; the new composite's id.
async fn combine(app: &TestApp, client: &reqwest::Client) -> String {
    let body = json!({"name": "Ajonaikainen alue", "locationIdentifiers": OTHERS});
    let path = place_path(FIRST, "createCompositeLocation");
    let made = app.post_json_with(client, &path, &body).await;
    assert_eq!(made.status(), 201);
    let made: Value = made.json().await.unwrap();
    assert_eq!(
        made["locationIdentifiers"],
        json!([FIRST, OTHERS[0], OTHERS[1]])
    );
    made["compositeLocationIdentifier"]
        .as_str()
        .unwrap()
        .to_owned()
}

/// #206 of `place` for a day by the hour.
async fn export_of(app: &TestApp, client: &reqwest::Client, place: &str) -> reqwest::Response {
    let options = json!({"from": "2026-10-01", "to": "2026-10-01", "resolution": "DAY"});
    let path = place_path(place, "csv");
    app.send_with(client, "PUT", &path, Some(&options), true)
        .await
}

/// The place column of an export's rows, each place once in the order of the file.
async fn exported_places(response: reqwest::Response) -> Vec<String> {
    assert_eq!(response.status(), 200);
    let text = response.text().await.unwrap();
    let mut places: Vec<String> = Vec::new();
    for line in text.split_terminator("\r\n").skip(1) {
        let place = line.split(';').next().unwrap().to_owned();
        if places.last() != Some(&place) {
            places.push(place);
        }
    }
    places
}

#[tokio::test]
async fn a_composite_made_during_the_run_reads_as_its_first_place_and_exports_every_place() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    // The first place's own answers, before it is combined.
    let graph = json_of(&app, &yritys, &place_path(FIRST, "graph")).await;
    let averages = json_of(&app, &yritys, &place_path(FIRST, "averages")).await;
    let current = json_of(&app, &yritys, &place_path(FIRST, "current")).await;
    let invoices = json_of(&app, &yritys, &place_path(FIRST, "invoice/summary")).await;

    let composite = combine(&app, &yritys).await;

    assert_eq!(
        json_of(&app, &yritys, &place_path(&composite, "graph")).await,
        graph
    );
    assert_eq!(
        json_of(&app, &yritys, &place_path(&composite, "averages")).await,
        averages
    );
    assert_eq!(
        json_of(&app, &yritys, &place_path(&composite, "current")).await,
        current
    );
    let summary = json_of(&app, &yritys, &place_path(&composite, "invoice/summary")).await;
    assert_eq!(summary, invoices);
    let number = summary["invoices"][0]["invoiceNumber"].as_str().unwrap();
    let details = place_path(&composite, &format!("invoice/details/{number}"));
    assert_eq!(
        json_of(&app, &yritys, &details).await["invoiceNumber"],
        number
    );
    let pdf = app
        .get_with(
            &yritys,
            &place_path(&composite, &format!("invoice/pdf/{number}")),
        )
        .await;
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    // The cache keeps the composite's own path, under the caller.
    assert!(app
        .state
        .cache
        .keys()
        .iter()
        .any(|key| key.contains(&format!("{composite}/graph"))));

    let export = export_of(&app, &yritys, &composite).await;
    assert_eq!(exported_places(export).await, [FIRST, OTHERS[0], OTHERS[1]]);
    // A mass export naming the composite exports its places too.
    let mass = format!("/api/v2/b2b/company/{COMPANY}/servicelocation/user/{YRITYS_ID}/csv");
    let body = json!({"locationIdentifiers": ["KP300005", composite], "from": "2026-10-01",
        "to": "2026-10-01", "resolution": "DAY"});
    let export = app.post_json_with(&yritys, &mass, &body).await;
    assert_eq!(
        exported_places(export).await,
        ["KP300005", FIRST, OTHERS[0], OTHERS[1]]
    );
}

#[tokio::test]
async fn a_separated_composite_is_refused_and_its_places_answer_for_themselves() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    let composite = combine(&app, &yritys).await;
    // Cached while combined: the separation must not leave it readable.
    json_of(&app, &yritys, &place_path(&composite, "graph")).await;
    json_of(&app, &yritys, &place_path(&composite, "invoice/summary")).await;

    let body = json!({"name": "Ajonaikainen alue", "locationIdentifiers": []});
    let separated = app
        .post_json_with(
            &yritys,
            &place_path(&composite, "modifyCompositeLocation"),
            &body,
        )
        .await;
    assert_eq!(separated.status(), 200);

    for read in ["graph", "current", "averages", "invoice/summary"] {
        let path = place_path(&composite, read);
        assert_eq!(status_of(&app, &yritys, &path).await, 403, "{path}");
    }
    let export = export_of(&app, &yritys, &composite).await;
    problem(export, 403, "FORBIDDEN").await;
    for place in [FIRST, OTHERS[0]] {
        let graph = json_of(&app, &yritys, &place_path(place, "graph")).await;
        assert_eq!(graph["locationId"], place);
        let export = export_of(&app, &yritys, place).await;
        assert_eq!(exported_places(export).await, [place]);
    }
}
