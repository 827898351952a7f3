//! A place's documents (#188) and their files (#189).

use actix_web::{web, HttpResponse};
use upstream_clients::invoicing::Documents;

use super::{place_by_reference, today, Answer, Data};
use crate::billing::documents::{document_pdf, documents_of_place};
use crate::mocks::error::MockError;
use crate::mocks::file_response;

/// #188: the place's documents.
pub(super) async fn documents(state: Data, path: web::Path<(String, String)>) -> Answer {
    let data = state.data();
    let place = place_by_reference(&data, &path.0, &path.1)?;
    Ok(HttpResponse::Ok().json(Documents {
        items: documents_of_place(place, today()),
    }))
}

/// #189: one document's file.
pub(super) async fn document(state: Data, path: web::Path<(String, String, String)>) -> Answer {
    let data = state.data();
    let place = place_by_reference(&data, &path.0, &path.1)?;
    let (document, bytes) =
        document_pdf(&data, place, &path.2, today()).ok_or_else(MockError::no_such_resource)?;
    Ok(file_response(
        &document.content_type,
        &document.file_name,
        bytes,
    ))
}
