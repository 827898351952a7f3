//! A write's JSON body: decoded as the row's type, validated by the type's `validator` rules,
//! and the ids it carries listed for the ownership check (§0.4 "body ids"). What a row's body
//! names, and a good and a bad example of it, are declared with the row ([`body`]).

use serde::{de::DeserializeOwned, Serialize};
use utoipa::openapi::{RefOr, Schema};
use utoipa::ToSchema;
use validator::{Validate, ValidationError, ValidationErrors, ValidationErrorsKind};

use super::Schemas;
use crate::error::{ApiError, FieldCode, FieldError};

/// An identifier inside a body, checked like the path parameter of the same kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodyId {
    /// A portal user id: must be the caller.
    User(u64),
    /// A use place: must pass the row's place rule (own or visible).
    Location(String),
    /// A use place by locationReferenceId: one of the places of the row's company assigned
    /// to the caller (#241).
    CompanyPlaceRef(String),
    /// A solar panel: must be one of the caller's.
    Panel(String),
    /// An invoicing customer code: must be one of the caller's (#185).
    InvoicingCustomer(String),
    /// An invoicing contract code: must be one of the caller's (#185).
    InvoicingContract(String),
    /// A B2B company's place or composite by the id it is addressed by (#220, #221, #224): one
    /// of the path company's, for the caller to give.
    CompanyPlace(String),
    /// A user reference (#223): one of the path company's users.
    CompanyUser(String),
}

/// The kind of an id a body names: which [`BodyId`] it is, and so how it is checked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IdKind {
    User,
    Location,
    CompanyPlaceRef,
    Panel,
    InvoicingCustomer,
    InvoicingContract,
    CompanyPlace,
    CompanyUser,
}

/// Where a body names an id, and its kind: the field names from the body's top, `*` for each
/// item of an array (`["locations", "*", "compositeLocationIdentifier"]`).
#[derive(Debug, Clone, Copy)]
pub struct IdAt {
    pub kind: IdKind,
    pub at: &'static [&'static str],
}

/// An id of `kind` at `at` in the body.
pub const fn id(kind: IdKind, at: &'static [&'static str]) -> IdAt {
    IdAt { kind, at }
}

impl IdAt {
    /// The ids at this place of `body` (the JSON of the decoded type: a missing optional field
    /// names none).
    fn ids_in(&self, body: &serde_json::Value) -> Vec<BodyId> {
        values_at(body, self.at)
            .filter_map(|value| {
                let text = || value.as_str().map(str::to_owned);
                Some(match self.kind {
                    IdKind::User => BodyId::User(value.as_u64()?),
                    IdKind::Location => BodyId::Location(text()?),
                    IdKind::CompanyPlaceRef => BodyId::CompanyPlaceRef(text()?),
                    IdKind::Panel => BodyId::Panel(text()?),
                    IdKind::InvoicingCustomer => BodyId::InvoicingCustomer(text()?),
                    IdKind::InvoicingContract => BodyId::InvoicingContract(text()?),
                    IdKind::CompanyPlace => BodyId::CompanyPlace(text()?),
                    IdKind::CompanyUser => BodyId::CompanyUser(text()?),
                })
            })
            .collect()
    }
}

/// The values at `path` in `value` (`*` walks every item of an array).
pub fn values_at<'v>(
    value: &'v serde_json::Value,
    path: &'static [&'static str],
) -> Box<dyn Iterator<Item = &'v serde_json::Value> + 'v> {
    match path.split_first() {
        None => Box::new(std::iter::once(value).filter(|value| !value.is_null())),
        Some((&"*", rest)) => Box::new(
            value
                .as_array()
                .into_iter()
                .flatten()
                .flat_map(move |item| values_at(item, rest)),
        ),
        Some((field, rest)) => Box::new(
            value
                .get(*field)
                .into_iter()
                .flat_map(move |inner| values_at(inner, rest)),
        ),
    }
}

/// A good and a bad example of a row's body, declared with the row: what the frontend sends
/// (the write walk saves it as the row's owner and swaps each of its ids for another user's),
/// and a body the type's rules refuse with a 400 naming its fields. `path` names path values
/// the good example needs instead of the walk's own (a composite is made from a single place).
#[derive(Debug, Clone, Copy)]
pub struct Examples {
    pub good: &'static str,
    pub bad: &'static str,
    pub path: &'static [(&'static str, &'static str)],
}

impl Examples {
    pub const fn new(good: &'static str, bad: &'static str) -> Self {
        Examples {
            good,
            bad,
            path: &[],
        }
    }

    /// The same, sent with these path values.
    pub const fn at(self, path: &'static [(&'static str, &'static str)]) -> Self {
        Examples { path, ..self }
    }
}

/// A decoded, validated body: the JSON forwarded upstream and the ids to check.
pub struct Checked {
    pub json: serde_json::Value,
    pub ids: Vec<BodyId>,
}

/// The row's body: its type (kept as functions so the rows can stay plain data), the ids it
/// names and its examples.
#[derive(Clone, Copy)]
pub struct Body {
    parse: fn(&[u8]) -> Result<serde_json::Value, ApiError>,
    pub(super) schema: fn(&mut Schemas) -> RefOr<Schema>,
    /// Every id the body names, each checked against the session like a path id (§0.4).
    pub ids: &'static [IdAt],
    pub examples: Examples,
    /// An empty body is taken as `{}` (every field optional, A15) rather than refused.
    pub optional: bool,
}

impl Body {
    /// The same body, which may also be left empty: it is then read as `{}`.
    pub const fn or_empty(self) -> Self {
        Body {
            optional: true,
            ..self
        }
    }

    /// `bytes` decoded as the row's type and validated, with the ids it names.
    pub fn parse(&self, bytes: &[u8]) -> Result<Checked, ApiError> {
        let json = (self.parse)(bytes)?;
        let ids = self.ids.iter().flat_map(|at| at.ids_in(&json)).collect();
        Ok(Checked { json, ids })
    }
}

/// The body of a write that takes `T`, naming `ids` (none: `&[]`), with its `examples`. Only the
/// fields `T` names are forwarded: the body is re-encoded from the decoded value.
pub fn body<T>(ids: &'static [IdAt], examples: Examples) -> Body
where
    T: DeserializeOwned + Serialize + Validate + ToSchema,
{
    Body {
        parse: |bytes| {
            let not_json =
                || ApiError::validation("body", FieldCode::InvalidFormat, "is not valid JSON");
            // Every string meets the free-text rule before the type reads it (one rule for
            // every field, whichever row's type declares it).
            let mut json: serde_json::Value =
                serde_json::from_slice(bytes).map_err(|_| not_json())?;
            crate::validate::clean_strings(&mut json)?;
            let value: T = serde_path_to_error::deserialize(json).map_err(decode_error)?;
            let json = serde_json::to_value(&value).map_err(ApiError::internal)?;
            value
                .validate()
                .map_err(|errors| ApiError::Validation(field_errors(&errors, &json)))?;
            Ok(json)
        },
        schema: |schemas| {
            T::schemas(schemas);
            schemas.push((T::name().into_owned(), T::schema()));
            RefOr::Ref(utoipa::openapi::Ref::from_schema_name(T::name()))
        },
        ids,
        examples,
        optional: false,
    }
}

/// Names the field a decoding error is about (serde_path_to_error keeps the path serde loses)
/// and says what is wrong without echoing the value sent.
fn decode_error(error: serde_path_to_error::Error<serde_json::Error>) -> ApiError {
    // From a `Value`, serde_json calls every decoding error a data error.
    let path = error.path().to_string();
    let inner = error.inner();
    let (field, code, message) = match inner.classify() {
        serde_json::error::Category::Data => {
            let text = inner.to_string();
            match text.strip_prefix("missing field `") {
                // The path is the struct the field is missing from.
                Some(rest) => {
                    let name = rest.split('`').next().unwrap_or_default();
                    let field = if path == "." {
                        name.to_owned()
                    } else {
                        format!("{path}.{name}")
                    };
                    (field, FieldCode::Required, "required".to_owned())
                }
                // A number the field's type refuses (a price with five decimals): say what it
                // takes, as the type words it, never the number sent.
                None if text.starts_with("invalid value") => {
                    let expected = text.split(", expected ").nth(1).unwrap_or_default();
                    let expected = expected.split(" at line").next().unwrap_or_default();
                    (
                        path,
                        FieldCode::InvalidFormat,
                        format!("must be {expected}"),
                    )
                }
                None if text.starts_with("unknown variant") => {
                    let allowed = text.split("expected ").nth(1).unwrap_or_default();
                    let allowed = allowed.split(" at line").next().unwrap_or_default();
                    (path, FieldCode::NotAllowed, format!("must be {allowed}"))
                }
                None => (
                    path,
                    FieldCode::InvalidType,
                    "has the wrong type".to_owned(),
                ),
            }
        }
        _ => (
            "body".to_owned(),
            FieldCode::InvalidFormat,
            "is not valid JSON".to_owned(),
        ),
    };
    let field = if field == "." {
        "body".to_owned()
    } else {
        field
    };
    ApiError::Validation(vec![FieldError::new(field, code, message)])
}

/// `validator`'s nested errors as flat `field` paths (`newAddress.postalCode`, `order[2]`),
/// sorted so an answer is stable. `validator` names the Rust fields (it reads no serde
/// attribute); the paths name them as the body spells them, found in `json`, the decoded value
/// encoded again.
pub fn field_errors(errors: &ValidationErrors, json: &serde_json::Value) -> Vec<FieldError> {
    let mut out = Vec::new();
    collect(errors, "", Some(json), &mut out);
    out.sort_by(|a, b| a.field.cmp(&b.field));
    out
}

/// The JSON name of Rust field `field` of `object`: the key of the encoded object that differs
/// from it only in case and separators (serde's `rename_all`), else, for a field the encoding
/// leaves out (an absent optional one), its camelCase spelling, the bodies' convention.
fn json_name(field: &str, object: Option<&serde_json::Value>) -> String {
    key_of(field, object).unwrap_or_else(|| {
        let mut words = field.split('_');
        let mut camel = words.next().unwrap_or_default().to_owned();
        for word in words {
            let mut chars = word.chars();
            camel.extend(chars.next().map(|c| c.to_ascii_uppercase()));
            camel.push_str(chars.as_str());
        }
        camel
    })
}

/// The key of the encoded `object` that spells Rust field `field`, if it has one.
fn key_of(field: &str, object: Option<&serde_json::Value>) -> Option<String> {
    let squashed = |name: &str| -> String {
        name.chars()
            .filter(|c| *c != '_' && *c != '-')
            .flat_map(char::to_lowercase)
            .collect()
    };
    let map = object?.as_object()?;
    if map.contains_key(field) {
        return Some(field.to_owned());
    }
    let wanted = squashed(field);
    map.keys().find(|key| squashed(key) == wanted).cloned()
}

fn collect(
    errors: &ValidationErrors,
    prefix: &str,
    object: Option<&serde_json::Value>,
    out: &mut Vec<FieldError>,
) {
    let joined = |name: &str| {
        if prefix.is_empty() {
            name.to_owned()
        } else {
            format!("{prefix}.{name}")
        }
    };
    for (field, kind) in errors.errors() {
        let name = json_name(field, object);
        let path = match field.as_ref() {
            // A struct-level (schema) rule names its fields in its own message code.
            "__all__" => prefix.to_owned(),
            _ => joined(&name),
        };
        let inner = object.and_then(|object| object.get(&name));
        match kind {
            ValidationErrorsKind::Field(list) => {
                for error in list {
                    let message = error
                        .message
                        .as_ref()
                        .map(|m| m.to_string())
                        .unwrap_or_else(|| default_message(&error.code, &error.params));
                    let field = if field.as_ref() == "__all__" {
                        // Schema rules report the field they are about as their code, or
                        // the rule's own name (`bottom_below_top`), which stays as it is.
                        joined(
                            &key_of(&error.code, object).unwrap_or_else(|| error.code.to_string()),
                        )
                    } else {
                        path.clone()
                    };
                    out.push(coded(field, error, message));
                }
            }
            ValidationErrorsKind::Struct(errors) => collect(errors, &path, inner, out),
            ValidationErrorsKind::List(items) => {
                for (index, errors) in items {
                    let item = inner.and_then(|list| list.get(*index));
                    collect(errors, &format!("{path}[{index}]"), item, out);
                }
            }
        }
    }
}

/// A `validator` error as a coded field error: the rule's code mapped to [`FieldCode`], its
/// bounds as params, and never the value sent (validator keeps it in `params.value`).
fn coded(field: String, error: &ValidationError, message: String) -> FieldError {
    let param = |name: &str| error.params.get(name).cloned();
    let length = || {
        let value = param("value");
        let len = value.as_ref().and_then(|v| match v {
            serde_json::Value::String(s) => Some(s.chars().count() as u64),
            serde_json::Value::Array(items) => Some(items.len() as u64),
            _ => None,
        });
        let min = param("min").or_else(|| param("equal"));
        let max = param("max").or_else(|| param("equal"));
        let below = match (len, min.as_ref().and_then(serde_json::Value::as_u64)) {
            (Some(len), Some(min)) => len < min,
            _ => false,
        };
        let mut coded = FieldError::new(
            field.clone(),
            if below {
                FieldCode::TooShort
            } else {
                FieldCode::TooLong
            },
            message.clone(),
        );
        if let Some(min) = min {
            coded = coded.param("min", min);
        }
        if let Some(max) = max {
            coded = coded.param("max", max);
        }
        coded
    };
    match error.code.as_ref() {
        "length" => length(),
        "range" => {
            let mut coded = FieldError::new(field, FieldCode::OutOfRange, message);
            for bound in ["min", "max"] {
                if let Some(value) = param(bound) {
                    coded = coded.param(bound, value);
                }
            }
            coded
        }
        "required" | "blank" => FieldError::new(field, FieldCode::Required, message),
        format @ ("email" | "phone" | "bic" | "postal_code" | "date") => {
            FieldError::format(field, format, message)
        }
        "one_of" | "ui_mode" | "package_size" => {
            FieldError::new(field, FieldCode::NotAllowed, message)
        }
        _ => FieldError::new(field, FieldCode::Invalid, message),
    }
}

/// A readable message for a rule without its own.
fn default_message(
    code: &str,
    params: &std::collections::HashMap<std::borrow::Cow<'static, str>, serde_json::Value>,
) -> String {
    let param = |name: &str| params.get(name).map(|v| v.to_string());
    match code {
        "length" => match (param("min"), param("max")) {
            (Some(min), Some(max)) => format!("length must be {min}-{max}"),
            (Some(min), None) => format!("length must be at least {min}"),
            (None, Some(max)) => format!("length must be at most {max}"),
            _ => "has the wrong length".to_owned(),
        },
        "range" => match (param("min"), param("max")) {
            (Some(min), Some(max)) => format!("must be between {min} and {max}"),
            (Some(min), None) => format!("must be at least {min}"),
            (None, Some(max)) => format!("must be at most {max}"),
            _ => "is out of range".to_owned(),
        },
        "email" => "must be an e-mail address".to_owned(),
        "required" => "required".to_owned(),
        other => format!("is not valid ({other})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize, Serialize, Validate, utoipa::ToSchema)]
    #[serde(rename_all = "camelCase")]
    struct Address {
        #[validate(length(equal = 5))]
        postal_code: String,
    }

    #[derive(Debug, Deserialize, Serialize, Validate, utoipa::ToSchema)]
    struct Move {
        #[validate(length(min = 1, max = 60))]
        name: String,
        #[validate(email)]
        email: String,
        #[validate(nested)]
        home_address: Address,
        #[validate(nested)]
        #[serde(rename = "OTHER_ADDRESSES", default)]
        other_addresses: Vec<Address>,
    }

    fn errors_of(json: &str) -> Vec<FieldError> {
        match body::<Move>(&[], Examples::new("{}", "{}")).parse(json.as_bytes()) {
            Err(ApiError::Validation(errors)) => errors,
            Err(other) => panic!("unexpected error {other}"),
            Ok(_) => panic!("accepted {json}"),
        }
    }

    #[test]
    fn every_bad_field_is_named_with_its_path() {
        let errors = errors_of(
            r#"{"name":"","email":"x","home_address":{"postalCode":"1"},
                "OTHER_ADDRESSES":[{"postalCode":"00100"},{"postalCode":"2"}]}"#,
        );
        let fields: Vec<&str> = errors.iter().map(|e| e.field.as_str()).collect();
        // As the body spells them, not as the Rust fields are named.
        assert_eq!(
            fields,
            [
                "OTHER_ADDRESSES[1].postalCode",
                "email",
                "home_address.postalCode",
                "name"
            ]
        );
        assert_eq!(errors[3].message, "length must be 1-60");
    }

    #[test]
    fn a_missing_field_and_broken_json_are_field_errors() {
        let errors = errors_of(r#"{"email":"a@b.fi","home_address":{"postalCode":"00100"}}"#);
        assert_eq!(errors[0].field, "name");
        assert_eq!(errors[0].message, "required");
        let errors =
            errors_of(r#"{"name":5,"email":"a@b.fi","home_address":{"postalCode":"00100"}}"#);
        assert_eq!(
            (errors[0].field.as_str(), errors[0].message.as_str()),
            ("name", "has the wrong type")
        );
        let errors = errors_of("{not json");
        assert_eq!(errors[0].field, "body");
    }

    #[test]
    fn unknown_fields_are_not_forwarded() {
        let checked = body::<Move>(&[], Examples::new("{}", "{}"))
            .parse(br#"{"name":"Koti","email":"a@b.fi","home_address":{"postalCode":"00100"},"admin":true}"#)
            .ok()
            .unwrap();
        assert!(checked.json.get("admin").is_none());
    }

    #[test]
    fn values_are_found_through_arrays_and_fields() {
        let list = serde_json::json!({
            "invoices": [{"invoiceNumber": "A1"}, {"invoiceNumber": "B2"}, {"other": "C3"}]
        });
        let found: Vec<&str> = values_at(&list, &["invoices", "*", "invoiceNumber"])
            .filter_map(serde_json::Value::as_str)
            .collect();
        assert_eq!(found, ["A1", "B2"]);
        assert_eq!(values_at(&list, &["missing", "*", "x"]).count(), 0);
    }

    #[test]
    fn a_body_names_the_ids_declared_for_it() {
        const IDS: &[IdAt] = &[
            id(IdKind::User, &["user"]),
            id(IdKind::Location, &["places", "*"]),
        ];
        #[derive(Deserialize, Serialize, Validate, utoipa::ToSchema)]
        struct Named {
            user: u64,
            places: Vec<String>,
            note: Option<String>,
        }
        let body = body::<Named>(IDS, Examples::new("{}", "{}"));
        let checked = body
            .parse(br#"{"user": 7, "places": ["KP1", "KP2"]}"#)
            .ok()
            .unwrap();
        assert_eq!(
            checked.ids,
            [
                BodyId::User(7),
                BodyId::Location("KP1".into()),
                BodyId::Location("KP2".into())
            ]
        );
    }
}
