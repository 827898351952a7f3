//! One text rule for every free-text field: each string of every row's good example body, sent
//! with a control or bidirectional-override character in it, is refused naming that field;
//! sign-up's name too.

use gateway::error::ApiError;
use gateway::routes::all_rows;
use serde_json::{json, Value};

use crate::helpers::*;

/// The paths of every string in `value` (`name`, `labels[0]`, `address.street`).
fn string_paths(value: &Value, path: String, out: &mut Vec<String>) {
    match value {
        Value::String(_) => out.push(path),
        Value::Array(items) => {
            for (index, item) in items.iter().enumerate() {
                string_paths(item, format!("{path}[{index}]"), out);
            }
        }
        Value::Object(fields) => {
            for (name, field) in fields {
                let inner = if path.is_empty() {
                    name.clone()
                } else {
                    format!("{path}.{name}")
                };
                string_paths(field, inner, out);
            }
        }
        _ => {}
    }
}

/// `value` with `bad` put into the string at `path`.
fn spoiled(value: &Value, path: &str, bad: &str) -> Value {
    let mut value = value.clone();
    let mut at = &mut value;
    for step in path.split('.') {
        let (name, index) = match step.split_once('[') {
            Some((name, rest)) => (name, rest.trim_end_matches(']').parse::<usize>().ok()),
            None => (step, None),
        };
        at = &mut at[name];
        if let Some(index) = index {
            at = &mut at[index];
        }
    }
    let text = at.as_str().unwrap().to_owned();
    *at = Value::String(format!("{text}{bad}x"));
    value
}

#[test]
fn every_string_of_every_example_body_is_held_to_the_text_rule() {
    let mut checked = 0;
    for row in all_rows() {
        let Some(body) = row.extras.body else {
            continue;
        };
        let good: Value = serde_json::from_str(body.examples.good).unwrap();
        let mut paths = Vec::new();
        string_paths(&good, String::new(), &mut paths);
        for path in paths {
            for bad in ["\u{0}", "\u{7}", "\r", "\u{202E}", "\u{2066}", "\u{9B}"] {
                let sent = spoiled(&good, &path, bad);
                let multi_line = ["text", "message", "description", "comment"]
                    .iter()
                    .any(|name| path.ends_with(name));
                if bad == "\r" && multi_line {
                    continue;
                }
                match body.parse(sent.to_string().as_bytes()) {
                    Err(ApiError::Validation(fields)) => assert!(
                        fields.iter().any(|field| field.field == path),
                        "#{} {path} with {bad:?}: {fields:?}",
                        row.number
                    ),
                    Err(other) => panic!("#{} {path}: {other:?}", row.number),
                    Ok(_) => panic!("#{} {path} with {bad:?} was accepted", row.number),
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 100, "only {checked} fields checked");
}

#[tokio::test]
async fn a_name_given_at_sign_up_is_held_to_the_text_rule() {
    let app = spawn_app().await;
    for bad in ["Nimi\u{0}", "Nimi\r\nBcc: x", "\u{202E}imiN"] {
        let response = app
            .post_json(
                "/api/auth/v1/sign-up",
                &json!({"email": "teksti@demo.example", "password": "Uusi!Salasana1", "name": bad}),
            )
            .await;
        let body = problem(response, 400, "VALIDATION_FAILED").await;
        assert_eq!(body["errors"][0]["field"], "name", "{body}");
    }
}
