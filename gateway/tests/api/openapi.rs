//! `openapi/gateway.json` is generated from the code and must not drift.
//! Regenerate with `UPDATE_OPENAPI=1 cargo test -p gateway --test api openapi`.

#[test]
fn the_checked_in_openapi_document_is_current() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../openapi/gateway.json");
    let generated = gateway::openapi::document_json();
    if std::env::var_os("UPDATE_OPENAPI").is_some() {
        std::fs::write(&path, &generated).unwrap();
    }
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == generated,
        "openapi/gateway.json is stale: run UPDATE_OPENAPI=1 cargo test -p gateway --test api openapi"
    );
}

/// Every operation that looks up a sign-in or counts a throttle (it can answer 401 or 429)
/// declares the 503 a caller gets while the shared store does not answer.
#[test]
fn every_operation_on_the_session_store_declares_store_unavailable() {
    let document: serde_json::Value =
        serde_json::from_str(&gateway::openapi::document_json()).unwrap();
    let mut checked = 0;
    for (path, item) in document["paths"].as_object().unwrap() {
        for (method, operation) in item.as_object().unwrap() {
            let responses = &operation["responses"];
            if responses.get("401").is_none() && responses.get("429").is_none() {
                continue;
            }
            let declared = responses["503"]["description"].as_str().unwrap_or_default();
            assert!(
                declared.contains("STORE_UNAVAILABLE"),
                "{method} {path}: 503 {declared:?}"
            );
            checked += 1;
        }
    }
    assert!(checked > 200, "{checked}");
}

/// Every code the gateway's `ApiError::code` answers with (its `=> "CODE"` arms, read from the
/// source, so a new variant's code is checked the day it is added) is declared in the
/// document: in the description of some operation's problem answer.
#[test]
fn every_code_the_gateway_answers_is_declared() {
    let source = include_str!("../../src/error.rs");
    let start = source.find("pub fn code(").expect("ApiError::code");
    let body = &source[start..];
    let body = &body[..body.find("\n    }\n").expect("the end of ApiError::code")];
    let answered: Vec<&str> = body
        .split("=> \"")
        .skip(1)
        .filter_map(|arm| arm.split('"').next())
        .collect();
    assert!(answered.contains(&"MAINTENANCE"), "{answered:?}");
    assert!(answered.len() >= 20, "{answered:?}");

    let document: serde_json::Value =
        serde_json::from_str(&gateway::openapi::document_json()).unwrap();
    let mut declared = String::new();
    for item in document["paths"].as_object().unwrap().values() {
        for operation in item.as_object().unwrap().values() {
            for (status, response) in operation["responses"].as_object().unwrap() {
                if !status.starts_with('2') {
                    declared.push_str(response["description"].as_str().unwrap_or_default());
                    declared.push('\n');
                }
            }
        }
    }
    let is_code_char = |c: char| c.is_ascii_uppercase() || c == '_';
    let undeclared: Vec<&&str> = answered
        .iter()
        .filter(|code| {
            !declared
                .split(|c: char| !is_code_char(c))
                .any(|word| word == **code)
        })
        .collect();
    assert!(
        undeclared.is_empty(),
        "answered, never declared: {undeclared:?}"
    );
}
