//! Check digits of the identifiers the dataset invents: GS1 (GSRN metering point ids) and the
//! Finnish business id (Y-tunnus).

/// GS1 mod-10 check digit of `body` (all ASCII digits): from the right, weights 3, 1, 3, 1, …
pub fn gs1_check_digit(body: &str) -> u8 {
    let sum: u32 = body
        .bytes()
        .rev()
        .enumerate()
        .map(|(i, b)| {
            let digit = u32::from(b - b'0');
            if i % 2 == 0 {
                digit * 3
            } else {
                digit
            }
        })
        .sum();
    ((10 - sum % 10) % 10) as u8
}

/// An 18-digit GSRN metering point id: "643", then `serial` as 14 digits, then the check digit.
pub fn metering_point_id(serial: u64) -> String {
    let body = format!("643{serial:014}");
    debug_assert_eq!(body.len(), 17);
    let check = gs1_check_digit(&body);
    format!("{body}{check}")
}

/// True when `id` is 18 digits and its last digit is the GS1 check digit of the first 17.
pub fn is_valid_gsrn(id: &str) -> bool {
    id.len() == 18
        && id.bytes().all(|b| b.is_ascii_digit())
        && gs1_check_digit(&id[..17]) == id.as_bytes()[17] - b'0'
}

/// A Finnish business id ("1234567-8"): seven digits, weights 7, 9, 10, 5, 8, 4, 2, mod 11.
/// Returns `None` for the bodies that have no valid check digit (remainder 1).
pub fn business_id(body: u32) -> Option<String> {
    let digits = format!("{body:07}");
    let weights = [7u32, 9, 10, 5, 8, 4, 2];
    let sum: u32 = digits
        .bytes()
        .zip(weights)
        .map(|(b, w)| u32::from(b - b'0') * w)
        .sum();
    match sum % 11 {
        0 => Some(format!("{digits}-0")),
        1 => None,
        r => Some(format!("{digits}-{}", 11 - r)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gs1_check_digit_matches_published_examples() {
        // GTIN-13 6291041500213 and SSCC 106141411234567897 from GS1's check digit examples.
        assert_eq!(gs1_check_digit("629104150021"), 3);
        assert_eq!(gs1_check_digit("10614141123456789"), 7);
    }

    #[test]
    fn metering_point_ids_are_18_digits_starting_643_with_a_valid_check_digit() {
        for serial in [0, 1, 42, 12_345_678_901_234, 99_999_999_999_999] {
            let id = metering_point_id(serial);
            assert_eq!(id.len(), 18, "{id}");
            assert!(id.starts_with("643"), "{id}");
            assert!(is_valid_gsrn(&id), "{id}");
        }
    }

    #[test]
    fn a_changed_digit_breaks_the_gsrn_check() {
        let id = metering_point_id(1_000_101);
        let mut broken = id.clone().into_bytes();
        broken[10] = if broken[10] == b'9' {
            b'0'
        } else {
            broken[10] + 1
        };
        assert!(!is_valid_gsrn(&String::from_utf8(broken).unwrap()));
    }

    #[test]
    fn business_id_check_digit_follows_the_mod_11_rule() {
        // Nokia Oyj 0112038-9, Kesko Oyj 0109862-8.
        assert_eq!(business_id(112_038).as_deref(), Some("0112038-9"));
        assert_eq!(business_id(109_862).as_deref(), Some("0109862-8"));
    }
}
