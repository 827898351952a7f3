//! Writes the answers that demo mode gives in the browser (spec §7 "Demo mode", api-surface A9)
//! as JSON for the frontend build: `export-demo <file>`.
//!
//! The answers are asked from this gateway itself, over its embedded mocks, for the demo user
//! (spec §9): the same rows, compositions (#117) and encodings the gateway serves, over the same
//! dataset the mocks serve, so demo mode and the mocks cannot drift apart. Reads that name the
//! demo user are its public reads; the few that name no user (`me`, future prices, panel
//! details) are read signed in as the demo account, and the admin's company selections (#18) as
//! the superuser, both with the published demo password.

use std::collections::BTreeMap;
use std::path::PathBuf;

use chrono::{NaiveDate, Utc};
use chrono_tz::Europe::Helsinki;
use demo_fixtures::dataset::emails;
use demo_fixtures::{DEMO_PASSWORD, DEMO_USER_ID};
use gateway::settings::Settings;
use gateway::startup::Application;
use serde_json::{json, Value};

type Failure = Box<dyn std::error::Error>;

/// A GET's key: the path, then its query sorted by name (the frontend's `requestKey`).
fn key(path: &str, query: &[(&str, String)]) -> String {
    let mut query = query.to_vec();
    query.sort();
    if query.is_empty() {
        return path.to_owned();
    }
    let encoded = serde_urlencoded::to_string(&query).expect("a query encodes");
    format!("{path}?{encoded}")
}

struct Exporter {
    base: String,
    client: reqwest::Client,
    answers: BTreeMap<String, Value>,
}

impl Exporter {
    /// A session cookie of `username`, signed in with the published demo password.
    async fn sign_in(&self, username: &str) -> Result<String, Failure> {
        let response = self
            .client
            .post(format!("{}/api/auth/v1/login", self.base))
            .header("X-Web-Version", "0.1.0")
            .json(&json!({ "username": username, "password": DEMO_PASSWORD }))
            .send()
            .await?;
        if !response.status().is_success() {
            return Err(format!("{username} did not sign in: {}", response.status()).into());
        }
        let cookie = response
            .headers()
            .get_all(reqwest::header::SET_COOKIE)
            .iter()
            .filter_map(|value| value.to_str().ok())
            .filter_map(|value| value.split(';').next())
            .collect::<Vec<_>>()
            .join("; ");
        Ok(cookie)
    }

    /// Asks one row. A 404 is an answer (a place without a solar panel answers #170 so); any
    /// other failure stops the export, since demo mode would show it.
    async fn get(
        &self,
        path: &str,
        query: &[(&str, String)],
        cookie: Option<&str>,
    ) -> Result<(u16, Value), Failure> {
        let mut request = self.client.get(format!("{}{path}", self.base)).query(query);
        if let Some(cookie) = cookie {
            request = request.header(reqwest::header::COOKIE, cookie);
        }
        let response = request.send().await?;
        let status = response.status().as_u16();
        let body: Value = response.json().await.unwrap_or(Value::Null);
        if status >= 400 && status != 404 {
            return Err(format!("GET {path} {query:?} answered {status}: {body}").into());
        }
        Ok((status, body))
    }

    /// Asks one row of the local list and keeps its answer.
    async fn read(
        &mut self,
        path: &str,
        query: &[(&str, String)],
        cookie: Option<&str>,
    ) -> Result<Value, Failure> {
        let (status, body) = self.get(path, query, cookie).await?;
        self.answers.insert(
            key(path, query),
            json!({ "status": status, "body": body.clone() }),
        );
        Ok(body)
    }
}

async fn export(base: String, as_of: NaiveDate) -> Result<Value, Failure> {
    let mut out = Exporter {
        base,
        client: reqwest::Client::new(),
        answers: BTreeMap::new(),
    };
    let user = format!("/api/v2/user/{DEMO_USER_ID}");
    let places = format!("/api/v2/servicelocation/user/{DEMO_USER_ID}");
    let demo = out.sign_in(emails::DEMO).await?;
    let admin = out.sign_in(emails::ADMIN).await?;

    out.read("/api/v2/me", &[], Some(&demo)).await?;
    out.read(&format!("{user}/ui"), &[], None).await?;
    out.read(
        &format!("/api/admin/users/v1/{DEMO_USER_ID}/companies"),
        &[],
        Some(&admin),
    )
    .await?;
    for vat in ["true", "false"] {
        out.read(
            "/api/v2/energypricefuture",
            &[("vat", vat.to_owned())],
            Some(&demo),
        )
        .await?;
    }

    let content = out.read(&format!("{places}/content"), &[], None).await?;
    let items = content["content"].as_array().cloned().unwrap_or_default();
    if items.is_empty() {
        return Err("the demo user has no places".into());
    }
    for item in items {
        let location = item["location"]["identifier"]
            .as_str()
            .ok_or("a content item without a location identifier")?;
        let utility = item["utilityType"].as_str().unwrap_or_default().to_owned();
        let at = format!("user/{DEMO_USER_ID}/location/{location}");
        out.read(
            &format!("{places}/location/{location}"),
            &[("utilityType", utility)],
            None,
        )
        .await?;
        out.read(&format!("/api/v2/invoice/{at}/summary"), &[], None)
            .await?;
        out.read(&format!("/api/v2/usagereports/{at}"), &[], None)
            .await?;
        out.read(
            &format!("/api/v2/alerts/disruptionelectricity/{at}"),
            &[],
            None,
        )
        .await?;
        let live = out
            .read(&format!("/api/v1/solar/{at}/energy"), &[], None)
            .await?;
        if let Some(panel) = live["panelId"].as_str() {
            out.read(
                &format!("/api/v2/production/solar/panel/{panel}"),
                &[],
                Some(&demo),
            )
            .await?;
        }
        // The monthly summary of every month the insights screen can show, and of the latest.
        let summary = format!("/api/v2/monthlyinsights/{at}/summary");
        let pages_path = format!("/api/v2/monthlyinsights/{at}/pages");
        let (_, pages) = out.get(&pages_path, &[], None).await?;
        out.read(&summary, &[], None).await?;
        for page in pages["pages"].as_array().into_iter().flatten() {
            let (Some(year), Some(month)) = (page["year"].as_u64(), page["month"].as_u64()) else {
                continue;
            };
            let query = [("month", month.to_string()), ("year", year.to_string())];
            out.read(&summary, &query, None).await?;
        }
    }
    Ok(json!({
        "asOf": as_of.format("%Y-%m-%d").to_string(),
        "userId": DEMO_USER_ID,
        "answers": out.answers,
    }))
}

#[actix_web::main]
async fn main() -> std::process::ExitCode {
    let Some(target) = std::env::args().nth(1).map(PathBuf::from) else {
        eprintln!("usage: export-demo <file.json>");
        return std::process::ExitCode::FAILURE;
    };
    let result = async {
        let mut settings = Settings::load_profile(&Settings::default_config_dir(), None)?;
        settings.server.port = 0;
        // A free operator port too: the export must not collide with a running portal.
        settings.server.admin_port = 0;
        settings.server.workers = 1;
        settings.mocks.embedded = true;
        settings.demo.public_reads = true;
        // The mocks' today: the real Helsinki date unless the settings fix one.
        let as_of = settings
            .mocks
            .today
            .unwrap_or_else(|| Utc::now().with_timezone(&Helsinki).date_naive());
        let application = Application::build(settings).await?;
        let (server, _state, _mocks, port) = application.into_parts();
        let handle = server.handle();
        let running = actix_web::rt::spawn(server);
        let data = export(format!("http://127.0.0.1:{port}"), as_of).await;
        handle.stop(true).await;
        let _ = running.await;
        let data = data?;
        std::fs::write(&target, serde_json::to_vec(&data)?)?;
        Ok::<_, Failure>(())
    }
    .await;
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("export-demo: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
