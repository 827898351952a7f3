//! Code 128 bars for the bank barcode: the guide prints the 54 digits as Code 128 in code set C
//! (two digits a symbol), start C, a mod-103 check symbol and the stop pattern.

use super::pdf::Page;

/// The symbol patterns of ISO/IEC 15417 by value (1 = bar module, 0 = space module); 105 is
/// start C, the last entry the 13-module stop.
#[rustfmt::skip]
const PATTERNS: [&str; 107] = [
    "11011001100", "11001101100", "11001100110", "10010011000", "10010001100",
    "10001001100", "10011001000", "10011000100", "10001100100", "11001001000",
    "11001000100", "11000100100", "10110011100", "10011011100", "10011001110",
    "10111001100", "10011101100", "10011100110", "11001110010", "11001011100",
    "11001001110", "11011100100", "11001110100", "11101101110", "11101001100",
    "11100101100", "11100100110", "11101100100", "11100110100", "11100110010",
    "11011011000", "11011000110", "11000110110", "10100011000", "10001011000",
    "10001000110", "10110001000", "10001101000", "10001100010", "11010001000",
    "11000101000", "11000100010", "10110111000", "10110001110", "10001101110",
    "10111011000", "10111000110", "10001110110", "11101110110", "11010001110",
    "11000101110", "11011101000", "11011100010", "11011101110", "11101011000",
    "11101000110", "11100010110", "11101101000", "11101100010", "11100011010",
    "11101111010", "11001000010", "11110001010", "10100110000", "10100001100",
    "10010110000", "10010000110", "10000101100", "10000100110", "10110010000",
    "10110000100", "10011010000", "10011000010", "10000110100", "10000110010",
    "11000010010", "11001010000", "11110111010", "11000010100", "10001111010",
    "10100111100", "10010111100", "10010011110", "10111100100", "10011110100",
    "10011110010", "11110100100", "11110010100", "11110010010", "11011011110",
    "11011110110", "11110110110", "10101111000", "10100011110", "10001011110",
    "10111101000", "10111100010", "11110101000", "11110100010", "10111011110",
    "10111101110", "11101011110", "11110101110", "11010000100", "11010010000",
    "11010011100", "1100011101011",
];

const START_C: usize = 105;
const STOP: usize = 106;

/// The symbol values of an even-length digit string in code set C: start, pairs, check, stop.
/// `None` for odd lengths or non-digits.
pub fn symbols_c(digits: &str) -> Option<Vec<usize>> {
    if digits.is_empty()
        || !digits.len().is_multiple_of(2)
        || !digits.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let pairs: Vec<usize> = digits
        .as_bytes()
        .chunks(2)
        .map(|p| usize::from(p[0] - b'0') * 10 + usize::from(p[1] - b'0'))
        .collect();
    let check = pairs
        .iter()
        .enumerate()
        .fold(START_C, |sum, (i, value)| sum + (i + 1) * value)
        % 103;
    let mut symbols = vec![START_C];
    symbols.extend(pairs);
    symbols.extend([check, STOP]);
    Some(symbols)
}

/// The module string (1 = bar) of `digits`.
pub fn modules_c(digits: &str) -> Option<String> {
    symbols_c(digits).map(|symbols| symbols.iter().map(|s| PATTERNS[*s]).collect())
}

/// Draws `digits` as Code 128C at (x, y) with `height`; a module is 0.8 pt, so the 54-digit
/// code (332 modules) is about 9.4 cm wide.
pub fn draw(page: &mut Page, digits: &str, x: f32, y: f32, height: f32) {
    const MODULE: f32 = 0.8;
    let Some(modules) = modules_c(digits) else {
        return;
    };
    let bytes = modules.as_bytes();
    let mut start = 0;
    for run in bytes.chunk_by(|a, b| a == b) {
        if run[0] == b'1' {
            page.bar(
                x + start as f32 * MODULE,
                y,
                run.len() as f32 * MODULE,
                height,
            );
        }
        start += run.len();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_symbol_has_three_bars_in_eleven_modules() {
        for pattern in &PATTERNS[..STOP] {
            assert_eq!(pattern.len(), 11);
            let bars = pattern
                .as_bytes()
                .chunk_by(|a, b| a == b)
                .filter(|r| r[0] == b'1')
                .count();
            assert_eq!(bars, 3, "{pattern}");
        }
        let unique: std::collections::HashSet<_> = PATTERNS.iter().collect();
        assert_eq!(unique.len(), PATTERNS.len());
    }

    #[test]
    fn a_bank_barcode_is_start_c_27_pairs_check_and_stop() {
        let digits = "479440520200360820048831500000000868516259619897100612";
        let symbols = symbols_c(digits).unwrap();
        assert_eq!(symbols.len(), 1 + 27 + 1 + 1);
        assert_eq!(symbols[1], 47);
        assert_eq!(symbols[27], 12);
        let weighted: usize = symbols[1..28]
            .iter()
            .enumerate()
            .map(|(i, v)| (i + 1) * v)
            .sum();
        assert_eq!(symbols[28], (105 + weighted) % 103);
        assert_eq!(modules_c(digits).unwrap().len(), 11 * 29 + 13);
        assert!(symbols_c("123").is_none());
        assert!(symbols_c("12a4").is_none());
    }
}
