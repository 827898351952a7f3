//! The declared rows in the OpenAPI document: one GET operation per row with its path and query
//! parameters, its answer type's schema and the problem answers it can give.

use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, SchemaFormat, Type};
use utoipa::openapi::security::{
    ApiKey, ApiKeyValue, HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme,
};
use utoipa::openapi::{ContentBuilder, OpenApi, Required, ResponseBuilder};

use super::params::{Kind, COMPANIES};
use super::{AccessRule, Answer, Row, Schemas};
use crate::error::{problem_response, UPSTREAM_PROBLEMS};

/// Adds the operation of each of `rows` and the schemas they use.
pub fn document(openapi: &mut OpenApi, rows: &[Row]) {
    let mut schemas = Schemas::new();
    for row in rows {
        let operation = operation(row, &mut schemas);
        openapi
            .paths
            .add_path_operation(row.path, vec![http_method(row)], operation);
    }
    let components = openapi.components.get_or_insert_with(Default::default);
    for (name, schema) in schemas {
        components.schemas.entry(name).or_insert(schema);
    }
    // So that a client generator (and a customer's developer) sees how each row authenticates.
    components.add_security_scheme(
        SESSION_SCHEME,
        SecurityScheme::ApiKey(ApiKey::Cookie(ApiKeyValue::with_description(
            crate::session::cookie_name(true),
            "The portal's session cookie from sign-in (`portal_session` over plain HTTP on \
             loopback); writes also need the X-Web-Version header.",
        ))),
    );
    components.add_security_scheme(
        BEARER_SCHEME,
        SecurityScheme::Http(
            HttpBuilder::new()
                .scheme(HttpAuthScheme::Bearer)
                .description(Some(
                    "An External API token from #241, bound to one place (A58, A64).",
                ))
                .build(),
        ),
    );
}

const SESSION_SCHEME: &str = "session";
const BEARER_SCHEME: &str = "externalBearer";

/// How the row's caller authenticates; none for a public row.
fn security(row: &Row) -> Option<SecurityRequirement> {
    match row.policy.access {
        AccessRule::Public => None,
        AccessRule::ExternalBearer => Some(SecurityRequirement::new(BEARER_SCHEME, [""; 0])),
        _ => Some(SecurityRequirement::new(SESSION_SCHEME, [""; 0])),
    }
}

fn http_method(row: &Row) -> HttpMethod {
    match row.method.as_str() {
        "POST" => HttpMethod::Post,
        "PUT" => HttpMethod::Put,
        "PATCH" => HttpMethod::Patch,
        "DELETE" => HttpMethod::Delete,
        _ => HttpMethod::Get,
    }
}

fn operation(row: &Row, schemas: &mut Schemas) -> utoipa::openapi::path::Operation {
    let mut builder = OperationBuilder::new()
        .operation_id(Some(row.operation_id))
        .tag(row.tag)
        .summary(Some(format!("#{} {}", row.number, row.summary)))
        .description(Some(access_text(row)));
    if let Some(security) = security(row) {
        builder = builder.security(security);
    }
    for name in row.path_params() {
        builder = builder.parameter(
            ParameterBuilder::new()
                .name(name)
                .parameter_in(ParameterIn::Path)
                .required(Required::True)
                .schema(Some(path_schema(name))),
        );
    }
    for param in row.extras.query {
        builder = builder.parameter(
            ParameterBuilder::new()
                .name(param.name)
                .parameter_in(ParameterIn::Query)
                .required(if param.required {
                    Required::True
                } else {
                    Required::False
                })
                .description(Some(param.description))
                .schema(Some(query_schema(param.kind))),
        );
    }
    if let Some(body) = row.extras.body {
        builder = builder.request_body(Some(
            RequestBodyBuilder::new()
                .required(Some(Required::True))
                .content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some((body.schema)(schemas)))
                        .build(),
                )
                .build(),
        ));
    }
    let (status, ok) = match row.answer {
        Answer::Json(answer) => (
            "200",
            ResponseBuilder::new().description("OK").content(
                "application/json",
                ContentBuilder::new()
                    .schema(Some((answer.schema)(schemas)))
                    .build(),
            ),
        ),
        Answer::Created(answer) | Answer::Accepted(answer) => {
            let (status, description) = match row.answer {
                Answer::Created(_) => ("201", "Created: the upstream made it"),
                _ => (
                    "202",
                    "Accepted: the upstream goes on with it in the background",
                ),
            };
            (
                status,
                ResponseBuilder::new().description(description).content(
                    "application/json",
                    ContentBuilder::new()
                        .schema(Some((answer.schema)(schemas)))
                        .build(),
                ),
            )
        }
        Answer::NoContent => (
            "204",
            ResponseBuilder::new().description("Saved: the upstream confirmed the write"),
        ),
        Answer::File => (
            "200",
            ResponseBuilder::new()
                .description(
                    "The file, with its content type and an attachment Content-Disposition",
                )
                .content(
                    "application/octet-stream",
                    ContentBuilder::new()
                        .schema(Some(
                            ObjectBuilder::new()
                                .schema_type(Type::String)
                                .format(Some(SchemaFormat::KnownFormat(KnownFormat::Binary))),
                        ))
                        .build(),
                ),
        ),
        Answer::CsvExport => (
            "200",
            ResponseBuilder::new()
                .description(
                    "The CSV (UTF-8 with BOM, `;`, decimal comma, Helsinki times with their UTC \
                     offset), streamed as an attachment; a failure once it has begun aborts the \
                     response instead of ending it",
                )
                .content(
                    "text/csv",
                    ContentBuilder::new()
                        .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
                        .build(),
                ),
        ),
    };
    builder = builder.response(status, ok.build());
    for (status, text) in problems(row) {
        builder = builder.response(status, problem_response(text));
    }
    builder.build()
}

fn access_text(row: &Row) -> String {
    let access = match row.policy.access {
        AccessRule::Public => "Public.".to_owned(),
        AccessRule::Session => "Any session.".to_owned(),
        AccessRule::Owner(o) => format!(
            "Session; userId must be {}{}{}{}.",
            if o.grantor {
                "the caller or a grantor of an active read right"
            } else {
                "the caller"
            },
            match o.place {
                super::PlaceRule::None => "",
                super::PlaceRule::OwnOfUser => "; the place one of that user's",
                super::PlaceRule::Visible => "; the place the caller's own or granted",
            },
            if o.panel {
                "; the panel that user's"
            } else {
                ""
            },
            if o.customer_service {
                "; or the customer's company staff (rule CS)"
            } else {
                ""
            }
        ),
        AccessRule::PanelOfVisible => "Session; the panel the caller's or a grantor's.".to_owned(),
        AccessRule::InvoiceOfVisible => {
            "Session; the invoice of a place the caller owns or has a read right on.".to_owned()
        }
        AccessRule::SessionSubject => {
            "Session; uuid must be the caller's identity subject.".to_owned()
        }
        AccessRule::QueryOwner => {
            "Session; priwattiUserId must be the caller, locationIdentifier visible to them."
                .to_owned()
        }
        AccessRule::MessageOfSelf => {
            "Session; the message must be addressed to the caller.".to_owned()
        }
        AccessRule::NoPortalUser => {
            "Session of an identity without a portal user yet (409 ACCOUNT_EXISTS otherwise)."
                .to_owned()
        }
        AccessRule::Company => {
            "Session; userId must be the caller, companyRef one of the caller's \
            companies and compositeLocationId a place assigned to the caller; a write needs \
            FULL_ACCESS on it or the company's main user (A56)."
                .to_owned()
        }
        AccessRule::CompanyPersonal => "Session; userId must be the caller, companyRef one of the \
            caller's companies and every place named one assigned to the caller, with any right: \
            the setting is the caller's own (A56)."
            .to_owned(),
        AccessRule::UserManagement { main_user } => format!(
            "Session; companyRef one of the caller's companies{}; a userRef (path) or \
             userReferenceId (query) must be a user of that company: any for the main user, \
             a member's own otherwise (A57).",
            if main_user {
                ", and the caller its main user"
            } else {
                ""
            }
        ),
        AccessRule::InvoicingCodesOfSelf => {
            "Session; the body's invoicing customer and contract codes must be the caller's."
                .to_owned()
        }
        AccessRule::ApiTokens => {
            "Session; companyRef one of the caller's companies and the caller \
            its main user; a locationRef in the body one of the company's places (A64)."
                .to_owned()
        }
        AccessRule::Staff { allowed, denied } => format!(
            "Staff session in one of the groups {}{}; ADMIN_GROUP_SUPERUSERS always.",
            allowed.join(", "),
            if denied.is_empty() {
                String::new()
            } else {
                format!(", none of {}", denied.join(", "))
            }
        ),
        AccessRule::ExternalBearer => {
            "External API: `Authorization: Bearer <token>` from #241, no \
            cookie and no X-Web-Version header; a locationRef must be the token's place (403 \
            otherwise), and the answer is about that place. Missing, unknown or revoked tokens \
            are 401 INVALID_TOKEN; rate-limited per token (429 RATE_LIMITED with Retry-After)."
                .to_owned()
        }
    };
    let write = if row.is_write() && !row.is_external() {
        " A write: needs the X-Web-Version header (403 CSRF_HEADER_MISSING); ids in the body are \
         checked like path ids; sent upstream once, never retried; saved only when the upstream \
         confirmed it."
    } else {
        ""
    };
    let cache = match row.policy.cache {
        super::Caching::PerUser if row.is_external() => " Cached per token for up to an hour.",
        super::Caching::PerUser => " Cached per user for up to an hour.",
        super::Caching::Shared => " Cached for everyone for up to an hour.",
        super::Caching::Never => " Never cached.",
    };
    format!("{access}{write}{cache} Upstream: {}.", row.policy.upstream)
}

fn problems(row: &Row) -> Vec<(&'static str, &'static str)> {
    let mut list = vec![if row.is_write() {
        (
            "400",
            "VALIDATION_FAILED: a path, query or body value is not valid (errors name the fields)",
        )
    } else {
        (
            "400",
            "VALIDATION_FAILED: a path or query value is not valid",
        )
    }];
    match row.policy.access {
        AccessRule::Public => {}
        AccessRule::ExternalBearer => {
            list.push(("401", "INVALID_TOKEN"));
            list.push(("429", "RATE_LIMITED"));
        }
        _ => list.push(("401", "SESSION_EXPIRED")),
    }
    let staff = matches!(row.policy.access, AccessRule::Staff { .. });
    // A read whose body names a company's places (an export's selection) names those refused.
    let names_places = matches!(row.policy.access, AccessRule::Company)
        && row.capability() == crate::authz::Capability::Read
        && row.extras.body.is_some();
    match (row.is_write() && !row.is_external(), row.is_owner_checked()) {
        _ if names_places => list.push((
            "403",
            "FORBIDDEN (another user's id, or no such id), PLACES_NOT_AVAILABLE (places of the \
             body not among the caller's, named in errors) or CSRF_HEADER_MISSING",
        )),
        _ if staff && row.is_write() => list.push((
            "403",
            "FORBIDDEN (in none of the row's staff groups) or CSRF_HEADER_MISSING",
        )),
        _ if staff => list.push(("403", "FORBIDDEN: in none of the row's staff groups")),
        (true, true) => list.push((
            "403",
            "FORBIDDEN (another user's id, a read right, or no such id) or CSRF_HEADER_MISSING",
        )),
        (true, false) => list.push(("403", "CSRF_HEADER_MISSING")),
        (false, true) => list.push(("403", "FORBIDDEN: another user's id, or no such id")),
        (false, false) => {}
    }
    match row.answer {
        Answer::File => list.push(("404", "PDF_NOT_FOUND: no such file for this place")),
        Answer::Json(_) if !row.is_write() => list.push(("404", "NOT_FOUND")),
        _ => {}
    }
    if row.is_write() {
        list.push((
            "409",
            "The upstream's outcome code: ACCOUNT_EXISTS, a §8 representation error or a conflict",
        ));
    }
    list.extend(UPSTREAM_PROBLEMS);
    list
}

fn path_schema(name: &str) -> ObjectBuilder {
    match name {
        "userId" => ObjectBuilder::new()
            .schema_type(Type::Integer)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Int64))),
        "origin" => ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(COMPANIES.iter().copied())),
        _ => ObjectBuilder::new().schema_type(Type::String),
    }
}

fn query_schema(kind: Kind) -> ObjectBuilder {
    match kind {
        Kind::Year => ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(2000))
            .maximum(Some(2100)),
        Kind::Month => ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(1))
            .maximum(Some(12)),
        Kind::Count => ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(1))
            .maximum(Some(100)),
        Kind::Offset | Kind::UserId => ObjectBuilder::new()
            .schema_type(Type::Integer)
            .minimum(Some(0)),
        Kind::Bool => ObjectBuilder::new().schema_type(Type::Boolean),
        Kind::Date => ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Date))),
        Kind::DateTime => ObjectBuilder::new()
            .schema_type(Type::String)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::DateTime))),
        Kind::OneOf(values) => ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(values.iter().copied())),
        Kind::Text | Kind::Location | Kind::UserReference => {
            ObjectBuilder::new().schema_type(Type::String)
        }
        Kind::CustomerCode => ObjectBuilder::new()
            .schema_type(Type::String)
            .pattern(Some("^A[0-9]{7}$")),
    }
}
