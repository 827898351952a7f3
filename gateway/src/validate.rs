//! Checks of request fields, giving the field errors of a 400 VALIDATION_FAILED, and the one
//! rule for free text ([`free_text`]) every user-given string of a body meets.

use serde_json::Value;
use unicode_normalization::{is_nfc_quick, IsNormalized, UnicodeNormalization as _};

use crate::error::{ApiError, ApiResult, FieldCode, FieldError};

/// Whether a free text may run over several lines.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lines {
    /// A name, a label, a title: one line.
    One,
    /// A message typed in a text area: line feeds kept (CR LF and CR become LF).
    Many,
}

/// A body's fields that are typed in a text area: chat and service messages, fault
/// descriptions, feedback comments. Every other string of a body is one line.
const MULTI_LINE_FIELDS: [&str; 4] = ["text", "message", "description", "comment"];

/// The bound on any string of a body whose type sets none lower (names, labels and messages
/// all do).
const LONGEST_STRING: usize = 5_000;

/// Bidirectional embedding, override and isolate characters: they make text display in an
/// order other than it is stored (a file name or a message that reads as something else).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The one rule for free text: Unicode NFC, trimmed, no control characters (C0 with NUL, CR,
/// LF and BEL, DEL, C1) and no bidirectional controls, at most `max` characters. A text of
/// several lines keeps its line feeds. The error is the field's (`field` names it).
pub fn free_text(field: &str, value: &str, lines: Lines, max: usize) -> Result<String, FieldError> {
    let normalized = match is_nfc_quick(value.chars()) {
        IsNormalized::Yes => std::borrow::Cow::Borrowed(value),
        _ => std::borrow::Cow::Owned(value.nfc().collect::<String>()),
    };
    let trimmed = normalized.trim();
    let text = match lines {
        Lines::One => std::borrow::Cow::Borrowed(trimmed),
        Lines::Many if trimmed.contains('\r') => {
            std::borrow::Cow::Owned(trimmed.replace("\r\n", "\n").replace('\r', "\n"))
        }
        Lines::Many => std::borrow::Cow::Borrowed(trimmed),
    };
    let refused =
        |c: char| is_bidi_control(c) || (c.is_control() && !(lines == Lines::Many && c == '\n'));
    if text.chars().any(refused) {
        return Err(FieldError::format(
            field,
            "text",
            "must not contain control or bidirectional-override characters",
        ));
    }
    if text.chars().count() > max {
        return Err(FieldError::new(
            field,
            FieldCode::TooLong,
            format!("at most {max} characters"),
        )
        .param("max", max));
    }
    Ok(text.into_owned())
}

/// Applies [`free_text`] to every string of a write's body, in place, before the body's type
/// reads it: the type's own rules (lengths, formats) then see the clean text. Every bad string
/// is named by its path (`name`, `labels[2]`, `address.street`).
pub fn clean_strings(body: &mut Value) -> ApiResult<()> {
    let mut errors = Vec::new();
    walk(body, String::new(), Lines::One, &mut errors);
    if errors.is_empty() {
        Ok(())
    } else {
        Err(ApiError::Validation(errors))
    }
}

fn walk(value: &mut Value, path: String, lines: Lines, errors: &mut Vec<FieldError>) {
    match value {
        Value::String(text) => match free_text(&path, text, lines, LONGEST_STRING) {
            Ok(clean) => *text = clean,
            Err(error) => errors.push(error),
        },
        Value::Array(items) => {
            for (index, item) in items.iter_mut().enumerate() {
                walk(item, format!("{path}[{index}]"), lines, errors);
            }
        }
        Value::Object(fields) => {
            for (name, field) in fields.iter_mut() {
                let lines = if MULTI_LINE_FIELDS.contains(&name.as_str()) {
                    Lines::Many
                } else {
                    Lines::One
                };
                let path = if path.is_empty() {
                    name.clone()
                } else {
                    format!("{path}.{name}")
                };
                walk(field, path, lines, errors);
            }
        }
        _ => {}
    }
}

/// Collects field errors so one answer names every bad field.
#[derive(Default)]
pub struct Fields(Vec<FieldError>);

impl Fields {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn required(&mut self, field: &str, value: &str) -> &mut Self {
        if value.trim().is_empty() {
            self.0
                .push(FieldError::new(field, FieldCode::Required, "required"));
        }
        self
    }

    pub fn email(&mut self, field: &str, value: &str) -> &mut Self {
        if !is_email(value) {
            self.0.push(FieldError::format(
                field,
                "email",
                "must be an e-mail address",
            ));
        }
        self
    }

    /// The identity system's password policy, checked here to name the field before calling it.
    pub fn new_password(&mut self, field: &str, value: &str) -> &mut Self {
        if !is_strong_password(value) {
            self.0.push(FieldError::new(
                field,
                FieldCode::PasswordPolicy,
                "at least 10 characters with upper and lower case letters and a digit",
            ));
        }
        self
    }

    pub fn code(&mut self, field: &str, value: &str) -> &mut Self {
        let value = value.trim();
        if value.len() != 6 || !value.bytes().all(|b| b.is_ascii_digit()) {
            self.0.push(FieldError::format(
                field,
                "code",
                "must be the 6-digit code",
            ));
        }
        self
    }

    /// [`free_text`] on one line, at most `max` characters (a name given at sign-up).
    pub fn text(&mut self, field: &str, value: &str, max: usize) -> &mut Self {
        if let Err(error) = free_text(field, value, Lines::One, max) {
            self.0.push(error);
        }
        self
    }

    pub fn max_len(&mut self, field: &str, value: &str, max: usize) -> &mut Self {
        if value.chars().count() > max {
            self.0.push(
                FieldError::new(
                    field,
                    FieldCode::TooLong,
                    format!("at most {max} characters"),
                )
                .param("max", max),
            );
        }
        self
    }

    pub fn finish(&mut self) -> ApiResult<()> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(ApiError::Validation(std::mem::take(&mut self.0)))
        }
    }
}

pub fn is_email(value: &str) -> bool {
    let value = value.trim();
    if value.len() > 254 || value.chars().any(char::is_whitespace) {
        return false;
    }
    match value.split_once('@') {
        Some((local, domain)) => {
            !local.is_empty()
                && !domain.contains('@')
                && domain.contains('.')
                && !domain.starts_with('.')
                && !domain.ends_with('.')
        }
        None => false,
    }
}

pub fn is_strong_password(value: &str) -> bool {
    value.chars().count() >= 10
        && value.chars().count() <= 256
        && value.chars().any(|c| c.is_lowercase())
        && value.chars().any(|c| c.is_uppercase())
        && value.chars().any(|c| c.is_ascii_digit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn emails_need_a_local_part_and_a_dotted_domain() {
        assert!(is_email("kuluttaja@demo.example"));
        assert!(!is_email("kuluttaja"));
        assert!(!is_email("@demo.example"));
        assert!(!is_email("a@b"));
        assert!(!is_email("a b@demo.example"));
    }

    #[test]
    fn passwords_need_length_cases_and_a_digit() {
        assert!(is_strong_password("Demo!2026xx"));
        assert!(!is_strong_password("Demo!2026"));
        assert!(!is_strong_password("demo!2026xx"));
        assert!(!is_strong_password("DEMO!2026XX"));
        assert!(!is_strong_password("Demo!abcdef"));
    }

    #[test]
    fn free_text_is_nfc_trimmed_and_without_controls() {
        let one = |text: &str| free_text("name", text, Lines::One, 10);
        // "e" + combining acute becomes "é".
        assert_eq!(one("  Cafe\u{301} ").unwrap(), "Caf\u{e9}");
        for bad in [
            "a\u{0}b",
            "a\rb",
            "a\nb",
            "a\u{7}b",
            "a\u{85}b",
            "a\u{202E}b",
            "a\u{2066}b",
        ] {
            let error = one(bad).unwrap_err();
            assert_eq!(
                (error.field.as_str(), error.code),
                ("name", FieldCode::InvalidFormat)
            );
        }
        assert_eq!(one("12345678901").unwrap_err().code, FieldCode::TooLong);
        let many = |text: &str| free_text("text", text, Lines::Many, 100);
        assert_eq!(
            many("rivi 1\r\nrivi 2\rrivi 3\n").unwrap(),
            "rivi 1\nrivi 2\nrivi 3"
        );
        assert!(many("a\u{0}b").is_err());
        assert!(many("a\u{202D}b").is_err());
    }

    #[test]
    fn every_string_of_a_body_is_cleaned_and_a_bad_one_named_by_its_path() {
        let mut body = serde_json::json!({
            "name": " Mökki ",
            "labels": ["ok", "huono\u{202E}"],
            "address": {"street": "Katu\u{0} 1"},
            "text": "rivi\r\nrivi",
            "count": 3
        });
        let error = clean_strings(&mut body).unwrap_err();
        let ApiError::Validation(fields) = error else {
            panic!("not a validation error")
        };
        let names: Vec<_> = fields.iter().map(|f| f.field.as_str()).collect();
        assert_eq!(names, ["address.street", "labels[1]"]);
        let mut good = serde_json::json!({"name": " Mökki ", "text": "a\r\nb", "n": 1});
        clean_strings(&mut good).unwrap();
        assert_eq!(
            good,
            serde_json::json!({"name": "Mökki", "text": "a\nb", "n": 1})
        );
    }

    #[test]
    fn every_bad_field_is_named_once() {
        let error = Fields::new()
            .required("name", " ")
            .email("email", "nope")
            .finish()
            .unwrap_err();
        match error {
            ApiError::Validation(fields) => {
                let names: Vec<_> = fields.iter().map(|f| f.field.as_str()).collect();
                assert_eq!(names, ["name", "email"]);
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}
