//! Serves the frontend's production build: content-hashed assets under `/assets/` (cached for a
//! year and served pre-compressed when the browser accepts it), and index.html for every other
//! non-API path so client routes survive a reload (never cached without revalidation).

use std::path::{Path, PathBuf};

use actix_files::{Files, NamedFile};
use actix_web::dev::{fn_service, HttpServiceFactory, ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, ContentEncoding, HeaderValue};
use actix_web::{web, HttpRequest, HttpResponse};

/// A hashed name changes with its content, so a copy may be kept for good.
const IMMUTABLE: &str = "public, max-age=31536000, immutable";

/// `None` when the build is missing (the gateway still serves the API).
pub fn spa(dir: PathBuf) -> Option<impl HttpServiceFactory> {
    let index = dir.join("index.html");
    if !index.is_file() {
        tracing::warn!(dir = %dir.display(), "frontend build not found; serving the API only");
        return None;
    }
    let assets = web::Data::new(Assets(dir.join("assets")));
    let files = Files::new("/", dir)
        .index_file("index.html")
        .use_etag(true)
        .use_last_modified(true)
        .default_handler(fn_service(move |req: ServiceRequest| {
            let index = index.clone();
            async move {
                let (req, _) = req.into_parts();
                let mut response = NamedFile::open_async(&index).await?.into_response(&req);
                // The shell must be revalidated so a new build is picked up at once.
                response
                    .headers_mut()
                    .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
                Ok(ServiceResponse::new(req, response))
            }
        }));
    Some((
        web::resource("/assets/{name}")
            .app_data(assets)
            .route(web::get().to(asset))
            .route(web::head().to(asset)),
        files,
    ))
}

/// The build's `assets/` directory.
struct Assets(PathBuf);

/// One hashed asset: the brotli or gzip copy the build made beside it when the browser accepts
/// that encoding, else the file itself; 404 for anything that is not a file of the directory.
async fn asset(
    req: HttpRequest,
    name: web::Path<String>,
    assets: web::Data<Assets>,
) -> actix_web::Result<HttpResponse> {
    let name = name.into_inner();
    let plain = assets.0.join(&name);
    if !is_plain_name(&name) || !plain.is_file() {
        return Ok(HttpResponse::NotFound()
            .insert_header((header::CACHE_CONTROL, "no-store"))
            .finish());
    }
    let variant = [
        (ContentEncoding::Brotli, "br"),
        (ContentEncoding::Gzip, "gz"),
    ]
    .into_iter()
    .find(|(encoding, suffix)| {
        crate::compression::accepts(req.headers(), encoding.as_str())
            && with_suffix(&plain, suffix).is_file()
    });
    let file = match variant {
        Some((encoding, suffix)) => NamedFile::open_async(with_suffix(&plain, suffix))
            .await?
            // The copy is sent as the original's type, marked with the encoding it carries
            // (which also keeps the gzip layer from compressing it again).
            .set_content_type(actix_files::file_extension_to_mime(
                plain
                    .extension()
                    .and_then(|e| e.to_str())
                    .unwrap_or_default(),
            ))
            .set_content_encoding(encoding),
        None => NamedFile::open_async(&plain).await?,
    };
    let mut response = file.use_etag(true).into_response(&req);
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static(IMMUTABLE));
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
    Ok(response)
}

/// A file name with no path in it (the router already stops at `/`; `..` and friends stay out).
fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'.' | b'-' | b'_'))
}

fn with_suffix(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    PathBuf::from(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_plain_file_names_are_assets() {
        assert!(is_plain_name("main.e05f4c7619.js"));
        assert!(!is_plain_name(".."));
        assert!(!is_plain_name("..%2Fetc"));
        assert!(!is_plain_name(""));
    }
}
