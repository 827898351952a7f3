//! The frontend build as the gateway serves it: hashed assets cached for a year and sent
//! pre-compressed to a browser that accepts it, index.html always revalidated.

use std::path::PathBuf;

use crate::helpers::*;

const ASSET: &str = "main.0123456789.js";

/// A build directory with an index, one asset and its brotli and gzip copies (the bytes differ
/// so each answer shows which file it came from).
pub(crate) fn build_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("portal-assets-{name}-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("assets")).unwrap();
    std::fs::write(
        dir.join("index.html"),
        "<!doctype html><title>Portaali</title>",
    )
    .unwrap();
    std::fs::write(dir.join("assets").join(ASSET), "console.log('plain');").unwrap();
    std::fs::write(
        dir.join("assets").join(format!("{ASSET}.br")),
        "brotli bytes",
    )
    .unwrap();
    std::fs::write(dir.join("assets").join(format!("{ASSET}.gz")), "gzip bytes").unwrap();
    dir
}

async fn fetch(app: &TestApp, path: &str, accept: Option<&str>) -> reqwest::Response {
    let mut request = reqwest::Client::new().get(app.url(path));
    if let Some(accept) = accept {
        request = request.header("accept-encoding", accept);
    }
    request.send().await.unwrap()
}

fn header(response: &reqwest::Response, name: &str) -> Option<String> {
    response
        .headers()
        .get(name)
        .map(|v| v.to_str().unwrap().to_owned())
}

#[tokio::test]
async fn a_hashed_asset_is_immutable_and_sent_in_the_best_accepted_encoding() {
    let dir = build_dir("encodings");
    let build = dir.clone();
    let app = spawn_app_with(move |s| s.static_files.dir = build).await;
    let path = format!("/assets/{ASSET}");

    for (accept, encoding, body) in [
        (Some("gzip, deflate, br"), Some("br"), "brotli bytes"),
        (Some("gzip"), Some("gzip"), "gzip bytes"),
        (Some("br;q=0, gzip"), Some("gzip"), "gzip bytes"),
        (None, None, "console.log('plain');"),
    ] {
        let response = fetch(&app, &path, accept).await;
        assert_eq!(response.status(), 200, "{accept:?}");
        assert_eq!(
            header(&response, "content-encoding").as_deref(),
            encoding,
            "{accept:?}"
        );
        assert_eq!(
            header(&response, "cache-control").as_deref(),
            Some("public, max-age=31536000, immutable")
        );
        assert!(header(&response, "vary")
            .unwrap()
            .contains("accept-encoding"));
        let content_type = header(&response, "content-type").unwrap();
        assert!(content_type.contains("javascript"), "{content_type}");
        assert_eq!(response.text().await.unwrap(), body, "{accept:?}");
    }
    std::fs::remove_dir_all(dir).ok();
}

#[tokio::test]
async fn the_shell_is_revalidated_and_a_missing_asset_is_404_not_the_shell() {
    let dir = build_dir("shell");
    let build = dir.clone();
    let app = spawn_app_with(move |s| s.static_files.dir = build).await;

    let shell = fetch(&app, "/kayttopaikka", Some("br")).await;
    let missing = fetch(&app, "/assets/missing.0123456789.js", Some("br")).await;
    let sneaky = fetch(&app, "/assets/..%2Findex.html", None).await;

    assert_eq!(shell.status(), 200);
    assert_eq!(header(&shell, "cache-control").as_deref(), Some("no-cache"));
    assert!(shell.text().await.unwrap().contains("Portaali"));
    assert_eq!(missing.status(), 404);
    assert_eq!(sneaky.status(), 404);
    std::fs::remove_dir_all(dir).ok();
}
