//! Checks of request fields, giving the field errors of a 400 VALIDATION_FAILED.

use crate::error::{ApiError, ApiResult, FieldCode, FieldError};

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
