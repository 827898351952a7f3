//! Runs every mock upstream on loopback until Ctrl-C, printing the base URLs, the control
//! surface's and the demo accounts. Environment: MOCK_IDENTITY_PORT, MOCK_CRM_PORT,
//! MOCK_INVOICING_PORT, MOCK_METERING_PORT, MOCK_SOLAR_PORT, MOCK_MESSAGING_PORT,
//! MOCK_CONTENT_PORT, MOCK_CONTROL_PORT (default 0 = random), MOCK_TODAY (YYYY-MM-DD; default the
//! real date in Helsinki), MOCK_ACCESS_TOKEN_TTL_SECONDS (900), MOCK_CLIENT_ID
//! ("portal-gateway"), MOCK_CLIENT_SECRET ("demo-client-secret"), MOCK_ISSUER
//! ("http://portal-identity.demo"), RUST_LOG (info).

use std::time::Duration;

use chrono::NaiveDate;
use demo_fixtures::dataset::accounts_table;
use demo_fixtures::dataset::calendar::Clock;
use demo_fixtures::mocks::{self, operator, MockSettings};
use tracing_subscriber::EnvFilter;

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> Result<T, String> {
    match std::env::var(name) {
        Ok(value) => value
            .trim()
            .parse()
            .map_err(|_| format!("{name}={value:?} is not valid")),
        Err(_) => Ok(default),
    }
}

/// MOCK_TODAY, when set.
fn fixed_today() -> Result<Option<NaiveDate>, String> {
    match std::env::var("MOCK_TODAY") {
        Ok(value) if !value.trim().is_empty() => {
            NaiveDate::parse_from_str(value.trim(), "%Y-%m-%d")
                .map(Some)
                .map_err(|_| format!("MOCK_TODAY={value:?} is not a YYYY-MM-DD date"))
        }
        _ => Ok(None),
    }
}

fn settings() -> Result<MockSettings, String> {
    let defaults = MockSettings::default();
    Ok(MockSettings {
        identity_port: env_or("MOCK_IDENTITY_PORT", 0)?,
        crm_port: env_or("MOCK_CRM_PORT", 0)?,
        invoicing_port: env_or("MOCK_INVOICING_PORT", 0)?,
        metering_port: env_or("MOCK_METERING_PORT", 0)?,
        solar_port: env_or("MOCK_SOLAR_PORT", 0)?,
        messaging_port: env_or("MOCK_MESSAGING_PORT", 0)?,
        content_port: env_or("MOCK_CONTENT_PORT", 0)?,
        access_token_ttl: Duration::from_secs(env_or("MOCK_ACCESS_TOKEN_TTL_SECONDS", 900)?),
        client_id: env_or("MOCK_CLIENT_ID", defaults.client_id.clone())?,
        client_secret: env_or("MOCK_CLIENT_SECRET", defaults.client_secret.clone())?,
        issuer: env_or("MOCK_ISSUER", defaults.issuer.clone())?,
        clock: Clock::fixed(fixed_today()?),
        ..defaults
    })
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let settings = settings()?;
    let host = settings.host;
    let control_port = env_or("MOCK_CONTROL_PORT", 0)?;
    let running = mocks::start(settings).await?;
    let control = operator::serve(host, control_port, running.clone())?;

    println!("Mock upstreams (today {}):", running.clock.today());
    for (name, mock) in running.all() {
        println!("  {name:<10} {}", mock.base_url);
    }
    println!(
        "  {:<10} {}{}",
        "control",
        control.base_url,
        operator::PREFIX
    );
    println!();
    print!("{}", accounts_table());
    println!();
    println!(
        "Mail (sign-up and reset codes, invitations): GET {}{}/mail. Ctrl-C stops.",
        control.base_url,
        operator::PREFIX
    );

    tokio::signal::ctrl_c().await?;
    control.stop().await;
    running.stop().await;
    Ok(())
}
