//! Field rules shared by the write bodies.

use validator::ValidationError;

/// Finnish postal code: exactly five digits.
pub(crate) fn postal_code(value: &str) -> Result<(), ValidationError> {
    if value.len() == 5 && value.bytes().all(|b| b.is_ascii_digit()) {
        Ok(())
    } else {
        Err(ValidationError::new("postal_code").with_message("must be five digits".into()))
    }
}

/// A text that is not only white space (names are stored trimmed).
pub(crate) fn not_blank(value: &str) -> Result<(), ValidationError> {
    if value.trim().is_empty() {
        Err(ValidationError::new("blank").with_message("must not be blank".into()))
    } else {
        Ok(())
    }
}

/// E.164-ish phone number: an optional leading '+', then digits with optional spaces or dashes,
/// 5..20 characters with at least five digits (the contract's "E.164-ish, 5..20").
pub(crate) fn phone_number(value: &str) -> Result<(), ValidationError> {
    let rest = value.strip_prefix('+').unwrap_or(value);
    let digits = rest.bytes().filter(u8::is_ascii_digit).count();
    let ok = (5..=20).contains(&value.len())
        && digits >= 5
        && rest.starts_with(|c: char| c.is_ascii_digit())
        && rest
            .bytes()
            .all(|b| b.is_ascii_digit() || b == b' ' || b == b'-');
    if ok {
        Ok(())
    } else {
        Err(ValidationError::new("phone")
            .with_message("must be a phone number like +358401234567".into()))
    }
}

/// A calendar date YYYY-MM-DD (checked by hand: this crate has no date library).
pub(crate) fn iso_date(value: &str) -> Result<(), ValidationError> {
    let parts: Vec<&str> = value.split('-').collect();
    let valid = match parts.as_slice() {
        [y, m, d] if y.len() == 4 && m.len() == 2 && d.len() == 2 => {
            match (y.parse::<u32>(), m.parse::<u32>(), d.parse::<u32>()) {
                (Ok(y), Ok(m), Ok(d)) => {
                    let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
                    let days = match m {
                        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
                        4 | 6 | 9 | 11 => 30,
                        2 if leap => 29,
                        2 => 28,
                        _ => 0,
                    };
                    (1..=days).contains(&d)
                }
                _ => false,
            }
        }
        _ => false,
    };
    if valid {
        Ok(())
    } else {
        Err(ValidationError::new("date").with_message("must be a date YYYY-MM-DD".into()))
    }
}
