//! Serves the frontend's production build, with index.html for every non-API path so client
//! routes survive a reload.

use std::path::PathBuf;

use actix_files::{Files, NamedFile};
use actix_web::dev::{fn_service, ServiceRequest, ServiceResponse};
use actix_web::http::header;

/// `None` when the build is missing (the gateway still serves the API).
pub fn spa(dir: PathBuf) -> Option<Files> {
    let index = dir.join("index.html");
    if !index.is_file() {
        tracing::warn!(dir = %dir.display(), "frontend build not found; serving the API only");
        return None;
    }
    Some(
        Files::new("/", dir)
            .index_file("index.html")
            .use_etag(true)
            .use_last_modified(true)
            .default_handler(fn_service(move |req: ServiceRequest| {
                let index = index.clone();
                async move {
                    let (req, _) = req.into_parts();
                    let mut response = NamedFile::open_async(&index).await?.into_response(&req);
                    // The shell must be revalidated so a new build is picked up at once.
                    response.headers_mut().insert(
                        header::CACHE_CONTROL,
                        header::HeaderValue::from_static("no-cache"),
                    );
                    Ok(ServiceResponse::new(req, response))
                }
            })),
    )
}
