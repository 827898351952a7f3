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
