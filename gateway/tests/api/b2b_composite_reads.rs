//! A composite made during the run (#208) read from metering and invoicing, which know places,
//! not the portal's composites: the chart, the current figures and the averages (#201–#203)
//! are its places' sums, slot by slot, to the Wh and the cent; the invoices (#217–#219) are its
//! first place's, and the export (#206) names every place; once separated (#209) the
//! composite's id is refused and its places answer for themselves.

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

/// A figure in kWh (three decimals) as whole Wh; None for a gap.
fn wh(value: &Value) -> Option<i64> {
    value.as_f64().map(|kwh| (kwh * 1000.0).round() as i64)
}

/// The figure at `pointer` in each answer, added up in Wh: None when any answer has none.
fn summed(answers: &[Value], pointer: &str) -> Option<i64> {
    answers
        .iter()
        .map(|answer| wh(answer.pointer(pointer)?))
        .sum()
}

/// Each of the three places' own answer to `read`, before they are combined.
async fn each_place(app: &TestApp, client: &reqwest::Client, read: &str) -> Vec<Value> {
    let mut answers = Vec::new();
    for place in [FIRST, OTHERS[0], OTHERS[1]] {
        answers.push(json_of(app, client, &place_path(place, read)).await);
    }
    answers
}

#[tokio::test]
async fn a_composite_made_during_the_run_adds_up_its_places_and_exports_every_place() {
    let app = spawn_app().await;
    let yritys = app.client_for(YRITYS).await;
    // The places' own answers, before they are combined.
    let graphs = each_place(&app, &yritys, "graph").await;
    let averages = each_place(&app, &yritys, "averages").await;
    let currents = each_place(&app, &yritys, "current").await;
    let invoices = json_of(&app, &yritys, &place_path(FIRST, "invoice/summary")).await;

    let composite = combine(&app, &yritys).await;

    // The chart: every bar is the sum of the places' bars of that slot, to the Wh.
    let graph = json_of(&app, &yritys, &place_path(&composite, "graph")).await;
    let bars = graph["points"].as_array().unwrap();
    assert_eq!(bars.len(), graphs[0]["points"].as_array().unwrap().len());
    let mut measured = 0;
    for (slot, bar) in bars.iter().enumerate() {
        assert_eq!(bar["time"], graphs[1]["points"][slot]["time"]);
        let expected = summed(&graphs, &format!("/points/{slot}/kwh"));
        assert_eq!(wh(&bar["kwh"]), expected, "slot {slot}");
        measured += usize::from(expected.is_some());
    }
    assert!(measured > 0, "the month has measured days");
    let comparison = graph["overlays"]
        .as_array()
        .unwrap()
        .iter()
        .position(|o| o["kind"] == "comparison")
        .unwrap();
    assert_eq!(
        wh(&graph["overlays"][comparison]["points"][0]["value"]),
        summed(&graphs, &format!("/overlays/{comparison}/points/0/value"))
    );
    // The average day, hour by hour.
    let average = json_of(&app, &yritys, &place_path(&composite, "averages")).await;
    for hour in 0..24 {
        for kind in ["weekdayKwh", "weekendKwh"] {
            let pointer = format!("/hours/{hour}/{kind}");
            assert_eq!(
                wh(average.pointer(&pointer).unwrap()),
                summed(&averages, &pointer)
            );
        }
    }
    // The current figures: the last full month, the week, yesterday, and its cost in cents.
    let current = json_of(&app, &yritys, &place_path(&composite, "current")).await;
    for pointer in [
        "/energyConsumption/previousMonthConsumption/consumption",
        "/energyConsumption/previousWeekConsumption/consumption",
        "/energyConsumption/yesterdayConsumption",
    ] {
        assert_eq!(
            wh(current.pointer(pointer).unwrap()),
            summed(&currents, pointer),
            "{pointer}"
        );
        assert!(summed(&currents, pointer).unwrap() > 0);
    }
    // Euros to the cent, compared in the same integer scale.
    assert_eq!(
        wh(&current["energyConsumption"]["yesterdayCost"]),
        summed(&currents, "/energyConsumption/yesterdayCost")
    );
    assert_eq!(
        wh(&current["budget"]["consumptionForMonth"]),
        summed(&currents, "/budget/consumptionForMonth")
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
