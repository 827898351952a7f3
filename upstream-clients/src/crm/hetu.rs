//! The Finnish personal identity code (henkilötunnus, "SSN" in the contract, A18):
//! `DDMMYY`, a century sign, a three-digit individual number and a check character. Century
//! signs: `+` 1800s; `-` and, since 2023, `Y X W V U` 1900s; `A` and, since 2023, `B C D E F`
//! 2000s. The check character is `DDMMYYNNN` as one number modulo 31, in
//! `0123456789ABCDEFHJKLMNPRSTUVWXY`. Individual numbers 002–899 are given; 900–999 are
//! temporary ones, valid too.

const CHECK: &[u8; 31] = b"0123456789ABCDEFHJKLMNPRSTUVWXY";

fn century(sign: u8) -> Option<i32> {
    match sign {
        b'+' => Some(1800),
        b'-' | b'Y' | b'X' | b'W' | b'V' | b'U' => Some(1900),
        b'A' | b'B' | b'C' | b'D' | b'E' | b'F' => Some(2000),
        _ => None,
    }
}

fn digits(bytes: &[u8]) -> Option<u32> {
    bytes.iter().try_fold(0u32, |n, b| {
        b.is_ascii_digit().then(|| n * 10 + u32::from(b - b'0'))
    })
}

/// Whether `code` is a well-formed personal identity code with a real date and the right
/// check character.
pub fn is_valid(code: &str) -> bool {
    let bytes = code.as_bytes();
    if bytes.len() != 11 {
        return false;
    }
    let (Some(date), Some(century), Some(individual)) = (
        digits(&bytes[..6]),
        century(bytes[6]),
        digits(&bytes[7..10]),
    ) else {
        return false;
    };
    let (day, month, year) = (date / 10_000, date / 100 % 100, date % 100);
    let real_date = chrono::NaiveDate::from_ymd_opt(century + year as i32, month, day).is_some();
    let number = date * 1000 + individual;
    real_date && individual >= 2 && CHECK[(number % 31) as usize] == bytes[10]
}

/// The code of a person born on `date` with `individual` (2–899), with the first century sign.
pub fn make(date: chrono::NaiveDate, individual: u32) -> String {
    use chrono::Datelike as _;
    let sign = match date.year() {
        ..1900 => '+',
        1900..2000 => '-',
        _ => 'A',
    };
    let ddmmyy = date.day() * 10_000 + date.month() * 100 + (date.year() % 100) as u32;
    let check = CHECK[((ddmmyy * 1000 + individual) % 31) as usize] as char;
    format!("{ddmmyy:06}{sign}{individual:03}{check}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_codes_and_their_century_signs() {
        // The Digital and Population Data Services Agency's examples.
        assert!(is_valid("131052-308T"));
        assert!(is_valid("010594Y9032"));
        assert!(is_valid("010594Y9021"));
        assert!(is_valid("020502E902X"));
        assert!(is_valid("020502A902X"));
        assert!(is_valid("131052X308T"));
    }

    #[test]
    fn a_wrong_check_character_date_sign_or_shape_is_refused() {
        for bad in [
            "131052-308U",
            "310252-308T",
            "131052Z308T",
            "131052-000T",
            "131052-308",
            "131052-308TT",
            "13105Z-308T",
            "",
        ] {
            assert!(!is_valid(bad), "{bad}");
        }
    }

    #[test]
    fn made_codes_are_valid() {
        let date = chrono::NaiveDate::from_ymd_opt(1985, 7, 4).unwrap();
        let code = make(date, 123);
        assert!(is_valid(&code), "{code}");
        assert!(code.starts_with("040785-123"));
    }
}
