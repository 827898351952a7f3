use gateway::settings::Settings;
use gateway::startup::Application;

// glibc's allocator took a seventh of the gateway's CPU under load, much of it in arena lock
// contention between the worker threads (perf, session-status); mimalloc's thread-local heaps
// avoid both.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[actix_web::main]
async fn main() -> std::process::ExitCode {
    // `gateway openapi` prints the OpenAPI document (scripts write it to openapi/gateway.json).
    if std::env::args().nth(1).as_deref() == Some("openapi") {
        print!("{}", gateway::openapi::document_json());
        return std::process::ExitCode::SUCCESS;
    }
    let settings = match Settings::load(&Settings::default_config_dir()) {
        Ok(settings) => settings,
        Err(error) => {
            eprintln!("{error}");
            return std::process::ExitCode::FAILURE;
        }
    };
    gateway::telemetry::init(&settings.log);
    let host = settings.server.host;
    let admin_host = settings.server.admin_host;
    let embedded = settings.mocks.embedded;
    let application = match Application::build(settings).await {
        Ok(application) => application,
        Err(error) => {
            eprintln!("could not start the gateway: {error}");
            return std::process::ExitCode::FAILURE;
        }
    };
    if embedded {
        print!("{}", demo_fixtures::dataset::accounts_table());
    }
    println!(
        "operator port on http://{admin_host}:{}",
        application.admin_port()
    );
    // Scripts and the browser test wait for this exact line.
    println!("listening on http://{host}:{}", application.port());
    match application.run_until_stopped().await {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("server error: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}
