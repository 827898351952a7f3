//! Rules every request meets: the CSRF header, security headers, problem bodies for unknown
//! paths and bad bodies, and the SPA fallback.

use serde_json::json;

use crate::helpers::*;

#[tokio::test]
async fn a_state_changing_request_without_the_web_version_header_is_refused() {
    let app = spawn_app().await;

    let response = app
        .client
        .post(app.url("/api/auth/v1/login"))
        .json(&json!({"username": KULUTTAJA, "password": PASSWORD}))
        .send()
        .await
        .unwrap();

    problem(response, 403, "CSRF_HEADER_MISSING").await;
    assert_eq!(
        app.mocks
            .identity
            .faults
            .request_count("POST", "/v1/auth/login"),
        0
    );
}

#[tokio::test]
async fn every_state_changing_method_needs_the_header_but_get_does_not() {
    let app = spawn_app().await;
    for method in [
        reqwest::Method::POST,
        reqwest::Method::PUT,
        reqwest::Method::PATCH,
        reqwest::Method::DELETE,
    ] {
        let response = app
            .client
            .request(method.clone(), app.url("/api/auth/v1/logout"))
            .send()
            .await
            .unwrap();
        problem(response, 403, "CSRF_HEADER_MISSING").await;
    }

    let get = app.get("/api/auth/v1/session-status").await;

    assert_eq!(get.status(), 401);
}

#[tokio::test]
async fn responses_carry_the_security_headers() {
    let app = spawn_app().await;

    let response = app.get("/api/auth/v1/session-status").await;

    let header = |name: &str| {
        response
            .headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .unwrap_or_default()
            .to_owned()
    };
    let csp = header("content-security-policy");
    assert!(csp.contains("script-src 'self'"), "{csp}");
    assert!(csp.contains("frame-ancestors 'none'"), "{csp}");
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert_eq!(header("x-content-type-options"), "nosniff");
    assert_eq!(header("referrer-policy"), "strict-origin-when-cross-origin");
    assert_eq!(header("cache-control"), "no-store");
}

#[tokio::test]
async fn an_unknown_api_path_is_a_404_problem_with_the_request_id() {
    let app = spawn_app().await;

    let response = app.get("/api/v2/no-such-thing").await;

    let header_id = response
        .headers()
        .get("x-request-id")
        .unwrap()
        .to_str()
        .unwrap()
        .to_owned();
    let body = problem(response, 404, "NOT_FOUND").await;
    assert_eq!(body["requestId"], header_id);
}

#[tokio::test]
async fn a_wrong_method_is_answered_like_an_unknown_path() {
    let app = spawn_app().await;

    // Routes are matched by method and path together (actix's method guards), so no route
    // answers: a 404 problem body, like any unknown path.
    let response = app.get("/api/auth/v1/login").await;

    problem(response, 404, "NOT_FOUND").await;
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_validation_problem() {
    let app = spawn_app().await;

    let response = app
        .client
        .post(app.url("/api/auth/v1/login"))
        .header("X-Web-Version", WEB_VERSION)
        .header("content-type", "application/json")
        .body("{not json")
        .send()
        .await
        .unwrap();

    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "body");
}

#[tokio::test]
async fn an_oversized_body_is_refused() {
    let app = spawn_app().await;
    let huge = "x".repeat(70_000);

    let response = app
        .post_json(
            "/api/auth/v1/login",
            &json!({"username": huge, "password": "x"}),
        )
        .await;

    problem(response, 413, "PAYLOAD_TOO_LARGE").await;
}

#[tokio::test]
async fn client_routes_fall_back_to_the_spa_and_api_paths_do_not() {
    let dir = std::env::temp_dir().join(format!("portal-spa-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(
        dir.join("index.html"),
        "<!doctype html><html lang=\"fi\"><title>Portaali</title></html>",
    )
    .unwrap();
    let spa_dir = dir.clone();
    let app = spawn_app_with(move |s| s.static_files.dir = spa_dir).await;

    let client_route = app.get("/kayttopaikka").await;
    let api = app.get("/api/nothing/here").await;

    assert_eq!(client_route.status(), 200);
    assert!(client_route.text().await.unwrap().contains("Portaali"));
    problem(api, 404, "NOT_FOUND").await;
    std::fs::remove_dir_all(dir).ok();
}

/// Field errors carry a stable code and the rule's bounds, for clients to word in their own
/// language, and never the value sent.
#[tokio::test]
async fn field_errors_carry_codes_and_bounds_but_not_the_value_sent() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let long_name = "Hyvin pitkä nimi ".repeat(5);

    let rename = app
        .send(
            "POST",
            &format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/name"),
            Some(&json!({"locationIdentifier": "KP100101", "name": long_name})),
        )
        .await;
    let month = app
        .get(&format!(
            "/api/v2/consumption/electricity/user/{KULUTTAJA_ID}/location/KP100101/summary?year=2026&month=13"
        ))
        .await;
    let missing = app
        .send(
            "POST",
            &format!("/api/v2/servicelocation/user/{KULUTTAJA_ID}/name"),
            Some(&json!({"locationIdentifier": "KP100101"})),
        )
        .await;

    let rename = problem(rename, 400, "VALIDATION_FAILED").await;
    assert_eq!(
        rename["errors"][0],
        json!({"field": "name", "code": "too_long", "message": rename["errors"][0]["message"],
               "params": {"min": 1, "max": 60}})
    );
    assert!(!rename.to_string().contains("pitkä"));
    let month = problem(month, 400, "VALIDATION_FAILED").await;
    assert_eq!(month["errors"][0]["code"], "out_of_range");
    assert_eq!(month["errors"][0]["params"], json!({"min": 1, "max": 12}));
    let missing = problem(missing, 400, "VALIDATION_FAILED").await;
    assert_eq!(missing["errors"][0]["code"], "required");
    assert_eq!(missing["errors"][0]["field"], "name");
}

#[tokio::test]
async fn a_kept_answer_is_sent_gzipped_as_kept_and_a_small_one_as_it_is() {
    use std::io::Read;

    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let browser = "gzip, deflate, br, zstd";
    let get = |path: String, accept: Option<&'static str>| {
        let mut request = app.client.get(app.url(&path));
        if let Some(accept) = accept {
            request = request.header("accept-encoding", accept);
        }
        request.send()
    };

    // #116, kept per caller: its gzip, made when it was kept, is what a browser gets.
    let plain = get(TestApp::content_path(1_000_001), None).await.unwrap();
    assert!(plain.headers().get("content-encoding").is_none());
    let plain = plain.bytes().await.unwrap();
    assert!(plain.len() > 1024, "#116 is large enough to compress");
    let zipped = get(TestApp::content_path(1_000_001), Some(browser))
        .await
        .unwrap();
    assert_eq!(zipped.headers()["content-encoding"], "gzip");
    assert_eq!(zipped.headers()["vary"], "Accept-Encoding");
    let zipped = zipped.bytes().await.unwrap();
    assert!(zipped.len() < plain.len());
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(&zipped[..])
        .read_to_end(&mut unzipped)
        .unwrap();
    assert_eq!(unzipped, plain);

    // A client that refuses gzip gets the JSON.
    let refused = get(TestApp::content_path(1_000_001), Some("gzip;q=0"))
        .await
        .unwrap();
    assert!(refused.headers().get("content-encoding").is_none());
    assert_eq!(refused.bytes().await.unwrap(), plain);

    // Small answers, kept or not, are sent as they are and name no encoding at all.
    for path in [
        "/api/auth/v1/session-status".to_owned(),
        "/api/v2/servicelocation/user/1000001/location/KP100101/contracts".to_owned(),
    ] {
        let small = get(path.clone(), Some(browser)).await.unwrap();
        assert_eq!(small.status(), 200, "{path}");
        assert!(
            small.headers().get("content-encoding").is_none(),
            "{path}: {:?}",
            small.headers().get("content-encoding")
        );
        assert!(small.bytes().await.unwrap().len() < 1024, "{path}");
    }
}

#[tokio::test]
async fn an_uncached_text_answer_is_gzipped_on_its_way_out_and_a_pdf_is_not() {
    use std::io::Read;

    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    let get = |path: String, accept: Option<&'static str>| {
        let mut request = app.client.get(app.url(&path));
        if let Some(accept) = accept {
            request = request.header("accept-encoding", accept);
        }
        request.send()
    };

    // #170, live and never cached: gzipped by the layer for a browser, as it is otherwise,
    // and both say that the answer depends on Accept-Encoding.
    let live = "/api/v1/solar/user/1000001/location/KP100103/energy".to_owned();
    let plain = get(live.clone(), None).await.unwrap();
    assert_eq!(plain.status(), 200);
    assert!(plain.headers().get("content-encoding").is_none());
    assert_eq!(plain.headers()["vary"], "accept-encoding");
    let plain: serde_json::Value = plain.json().await.unwrap();
    let zipped = get(live, Some("gzip, deflate, br, zstd")).await.unwrap();
    assert_eq!(zipped.headers()["content-encoding"], "gzip");
    assert_eq!(zipped.headers()["vary"], "accept-encoding");
    let zipped = zipped.bytes().await.unwrap();
    let mut unzipped = Vec::new();
    flate2::read::GzDecoder::new(&zipped[..])
        .read_to_end(&mut unzipped)
        .unwrap();
    assert!(unzipped.len() > 1024, "#170 is large enough to compress");
    assert!(zipped.len() < unzipped.len());
    let unzipped: serde_json::Value = serde_json::from_slice(&unzipped).unwrap();
    // The live values move between the two reads; the answer's shape does not.
    assert_eq!(
        unzipped.as_object().map(|o| o.keys().collect::<Vec<_>>()),
        plain.as_object().map(|o| o.keys().collect::<Vec<_>>())
    );

    // An invoice PDF is compressed already: it is sent as it is.
    let summary: serde_json::Value = app
        .get("/api/v2/invoice/user/1000001/location/KP100101/summary")
        .await
        .json()
        .await
        .unwrap();
    let number = summary["invoices"][0]["invoiceNumber"].as_str().unwrap();
    let pdf = get(
        format!("/api/v2/invoice/user/1000001/location/KP100101/pdf/{number}"),
        Some("gzip"),
    )
    .await
    .unwrap();
    assert_eq!(pdf.status(), 200);
    assert_eq!(pdf.headers()["content-type"], "application/pdf");
    assert!(pdf.headers().get("content-encoding").is_none());
    assert!(pdf.bytes().await.unwrap().starts_with(b"%PDF"));
}

/// Sends a request head announcing a body, then the body a byte at a time `every` apart, and
/// reads what comes back (bounded): the answer's text and whether the server then closed.
async fn slow_body(app: &TestApp, path: &str, every: std::time::Duration) -> (String, bool) {
    use tokio::io::{AsyncReadExt as _, AsyncWriteExt as _};
    let body = br#"{"username":"kuluttaja@demo.example","password":"not it"}"#;
    let address = app.address.trim_start_matches("http://");
    let mut stream = tokio::net::TcpStream::connect(address).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: {address}\r\nContent-Type: application/json\r\n\
         X-Web-Version: {WEB_VERSION}\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    stream.write_all(head.as_bytes()).await.unwrap();
    let (mut reader, mut writer) = stream.into_split();
    let dripping = tokio::spawn(async move {
        for byte in body {
            tokio::time::sleep(every).await;
            if writer.write_all(&[*byte]).await.is_err() {
                return;
            }
        }
    });
    let mut answer = Vec::new();
    let read = tokio::time::timeout(
        std::time::Duration::from_secs(10),
        reader.read_to_end(&mut answer),
    )
    .await;
    dripping.abort();
    (String::from_utf8_lossy(&answer).into_owned(), read.is_ok())
}

#[tokio::test]
async fn a_request_body_that_comes_too_slowly_is_cut_with_a_problem() {
    let app = spawn_app_with(|settings| settings.server.body_read_timeout_ms = 300).await;
    let every = std::time::Duration::from_millis(200);
    // A hand-written handler's JSON body (sign-in) and a declared write row's body.
    for path in ["/api/auth/v1/login", "/api/v2/user/1000001/setProperty"] {
        let started = std::time::Instant::now();
        let (answer, closed) = slow_body(&app, path, every).await;
        assert!(answer.starts_with("HTTP/1.1 408"), "{path}: {answer}");
        assert!(answer.contains("application/problem+json"), "{answer}");
        assert!(answer.contains("\"status\":408"), "{answer}");
        assert!(closed, "{path}: the connection stays open");
        // Cut long before the whole body (a minute at this pace) could arrive.
        assert!(started.elapsed() < std::time::Duration::from_secs(5));
    }
}

#[tokio::test]
async fn past_the_bound_on_requests_in_flight_a_request_is_shed_with_retry_after() {
    use demo_fixtures::mocks::FaultRule;
    use std::time::Duration;

    let app = spawn_app_with(|settings| settings.server.max_in_flight = 1).await;
    app.sign_in(KULUTTAJA).await;
    // One slow request holds the only place.
    app.mocks.crm.faults.set(FaultRule {
        method: Some("GET".into()),
        path_prefix: "/v2/info".into(),
        // Within the test profile's 1.5 s for crm.
        delay: Some(Duration::from_millis(1000)),
        remaining: Some(1),
        ..Default::default()
    });
    let slow = tokio::spawn({
        let client = app.client.clone();
        let url = app.url("/api/v2/info/companies");
        async move { client.get(url).send().await.unwrap().status() }
    });
    tokio::time::sleep(Duration::from_millis(300)).await;

    let shed = app.get("/api/auth/v1/session-status").await;
    assert_eq!(shed.headers()["retry-after"], "1");
    assert!(shed.headers().get("x-request-id").is_some());
    problem(shed, 503, "OVERLOADED").await;

    // Its place is free again once it is answered.
    assert_eq!(slow.await.unwrap(), 200);
    assert_eq!(app.get("/api/auth/v1/session-status").await.status(), 200);
}

#[tokio::test]
async fn ten_thousand_query_parameters_are_refused_with_a_problem_body() {
    let app = spawn_app().await;
    app.sign_in(KULUTTAJA).await;
    // Within the 64 KiB a URI may have (past it, the HTTP layer refuses it before the gateway).
    let query = vec!["p=1"; 10_000];
    let response = app
        .get(&format!(
            "/api/v2/servicelocation/user/1000001/location/KP100101/contracts?{}",
            query.join("&")
        ))
        .await;
    let body = problem(response, 400, "VALIDATION_FAILED").await;
    assert_eq!(body["errors"][0]["field"], "query", "{body}");
    assert_eq!(body["errors"][0]["params"]["max"], 100, "{body}");
    // A hundred are still read (and the undeclared ones dropped).
    let query: Vec<String> = (0..100).map(|n| format!("p{n}=1")).collect();
    let response = app
        .get(&format!(
            "/api/v2/servicelocation/user/1000001/location/KP100101/contracts?{}",
            query.join("&")
        ))
        .await;
    assert_eq!(response.status(), 200);
}
