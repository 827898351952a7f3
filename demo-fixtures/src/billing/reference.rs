//! Finnish payment identifiers: the national reference number (viitenumero) and the IBAN of a
//! Finnish account, both with their check digits.

/// The check digit of a national reference number body (Finance Finland's rules): the digits
/// weighted 7, 3, 1, 7, 3, 1, ... from the right, check = (10 − sum mod 10) mod 10.
/// `None` unless the body is 3–19 digits (a whole reference is 4–20).
pub fn reference_check_digit(body: &str) -> Option<u8> {
    if !(3..=19).contains(&body.len()) || !body.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let sum: u32 = body
        .bytes()
        .rev()
        .zip([7u32, 3, 1].into_iter().cycle())
        .map(|(digit, weight)| u32::from(digit - b'0') * weight)
        .sum();
    Some(((10 - sum % 10) % 10) as u8)
}

/// The reference number of a body: the body followed by its check digit.
pub fn reference_number(body: &str) -> Option<String> {
    reference_check_digit(body).map(|check| format!("{body}{check}"))
}

/// Whether `reference` (spaces allowed, as printed in groups of five) is a valid national reference.
pub fn is_valid_reference(reference: &str) -> bool {
    let digits: String = reference.chars().filter(|c| *c != ' ').collect();
    match digits.split_at_checked(digits.len().saturating_sub(1)) {
        Some((body, check)) => {
            reference_check_digit(body).map(|c| c.to_string()) == Some(check.to_owned())
        }
        None => false,
    }
}

/// A reference printed in groups of five from the right ("86851 62596 19897"), as on a bill.
pub fn grouped_reference(reference: &str) -> String {
    let digits: Vec<char> = reference.chars().collect();
    let first = digits.len() % 5;
    let mut groups: Vec<String> = Vec::new();
    if first > 0 {
        groups.push(digits[..first].iter().collect());
    }
    groups.extend(digits[first..].chunks(5).map(|c| c.iter().collect()));
    groups.join(" ")
}

/// A Finnish IBAN from an account's 14-digit BBAN: "FI" + ISO 13616 mod-97 check digits + BBAN.
pub fn finnish_iban(bban: &str) -> Option<String> {
    if bban.len() != 14 || !bban.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    // Move "FI00" to the end and letters to numbers (F = 15, I = 18): check = 98 − n mod 97.
    let remainder = mod_97(&format!("{bban}151800"));
    Some(format!("FI{:02}{bban}", 98 - remainder))
}

/// Whether an IBAN (spaces allowed) has valid mod-97 check digits and a Finnish 18-char form.
pub fn is_valid_finnish_iban(iban: &str) -> bool {
    let compact: String = iban.chars().filter(|c| *c != ' ').collect();
    if compact.len() != 18 || !compact.starts_with("FI") {
        return false;
    }
    let (head, bban) = compact.split_at(4);
    if !compact[2..].bytes().all(|b| b.is_ascii_digit()) {
        return false;
    }
    mod_97(&format!("{bban}1518{}", &head[2..])) == 1
}

/// An IBAN in groups of four, as printed.
pub fn grouped_iban(iban: &str) -> String {
    iban.as_bytes()
        .chunks(4)
        .map(|c| String::from_utf8_lossy(c).into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

fn mod_97(digits: &str) -> u32 {
    digits
        .bytes()
        .fold(0, |acc, b| (acc * 10 + u32::from(b - b'0')) % 97)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reference_check_digits_match_published_references() {
        // Finance Finland's barcode guide examples carry these valid references.
        assert!(is_valid_reference("86851 62596 19897"));
        assert!(is_valid_reference("559582243294671"));
        assert!(is_valid_reference("868624"));
        assert_eq!(reference_number("1234561").as_deref(), Some("12345614"));
        assert_eq!(reference_number("123").as_deref(), Some("1232"));
    }

    #[test]
    fn wrong_check_digit_and_bad_bodies_are_rejected() {
        assert!(!is_valid_reference("86851 62596 19898"));
        assert!(!is_valid_reference("12"));
        assert_eq!(reference_check_digit("12a4"), None);
        assert_eq!(reference_check_digit(&"1".repeat(20)), None);
    }

    #[test]
    fn references_print_in_groups_of_five_from_the_right() {
        assert_eq!(grouped_reference("868516259619897"), "86851 62596 19897");
        assert_eq!(grouped_reference("1232"), "1232");
        assert_eq!(grouped_reference("1234567"), "12 34567");
    }

    #[test]
    fn iban_check_digits_follow_mod_97() {
        assert_eq!(
            finnish_iban("44052020036082").as_deref(),
            Some("FI7944052020036082")
        );
        assert!(is_valid_finnish_iban("FI79 4405 2020 0360 82"));
        assert!(!is_valid_finnish_iban("FI78 4405 2020 0360 82"));
        assert_eq!(grouped_iban("FI7944052020036082"), "FI79 4405 2020 0360 82");
    }
}
