//! The baseline for `scripts/bench`: a bare actix-web handler answering a small JSON body, with
//! no middleware, session or upstream. `BARE_PORT` picks the port (default 0: printed at start).

use actix_web::{get, web, App, HttpServer};
use serde::Serialize;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Status {
    has_refresh_token: bool,
    expires_at: u64,
}

#[get("/status")]
async fn status() -> web::Json<Status> {
    web::Json(Status {
        has_refresh_token: true,
        expires_at: 1_800_000_000,
    })
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let port: u16 = std::env::var("BARE_PORT")
        .ok()
        .and_then(|p| p.parse().ok())
        .unwrap_or(0);
    let listener = std::net::TcpListener::bind(("127.0.0.1", port))?;
    println!(
        "listening on http://127.0.0.1:{}",
        listener.local_addr()?.port()
    );
    HttpServer::new(|| App::new().service(status))
        .listen(listener)?
        .run()
        .await
}
