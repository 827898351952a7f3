//! One-page PDFs (invoices and documents) written with `pdf-writer` and the built-in Helvetica
//! fonts. Text is WinAnsiEncoding so ä, ö, å and € render without embedding a font. Content
//! streams stay uncompressed: tests (and anyone with `strings`) can read the figures.

use pdf_writer::{Content, Finish, Name, Pdf, Rect, Ref, Str};
use upstream_clients::money::Cents;

/// A4 in points.
const PAGE_WIDTH: f32 = 595.0;
const PAGE_HEIGHT: f32 = 842.0;

const REGULAR: Name<'static> = Name(b"F1");
const BOLD: Name<'static> = Name(b"F2");

/// Something drawn on the page; y counts from the top (as one reads), in points.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    Text {
        x: f32,
        y: f32,
        size: f32,
        bold: bool,
        text: String,
    },
    /// A horizontal rule.
    Rule { x: f32, y: f32, width: f32 },
    /// A filled bar (barcode modules).
    Bar {
        x: f32,
        y: f32,
        width: f32,
        height: f32,
    },
}

/// A page being laid out top-down.
#[derive(Debug, Default)]
pub struct Page {
    pub marks: Vec<Mark>,
}

impl Page {
    pub fn text(&mut self, x: f32, y: f32, size: f32, text: impl Into<String>) -> &mut Self {
        self.marks.push(Mark::Text {
            x,
            y,
            size,
            bold: false,
            text: text.into(),
        });
        self
    }

    pub fn bold(&mut self, x: f32, y: f32, size: f32, text: impl Into<String>) -> &mut Self {
        self.marks.push(Mark::Text {
            x,
            y,
            size,
            bold: true,
            text: text.into(),
        });
        self
    }

    /// Text whose right edge is at `right` (amount columns), measured with Helvetica's widths.
    pub fn text_right(
        &mut self,
        right: f32,
        y: f32,
        size: f32,
        bold: bool,
        text: &str,
    ) -> &mut Self {
        let x = right - text_width(text, size);
        self.marks.push(Mark::Text {
            x,
            y,
            size,
            bold,
            text: text.to_owned(),
        });
        self
    }

    pub fn rule(&mut self, x: f32, y: f32, width: f32) -> &mut Self {
        self.marks.push(Mark::Rule { x, y, width });
        self
    }

    pub fn bar(&mut self, x: f32, y: f32, width: f32, height: f32) -> &mut Self {
        self.marks.push(Mark::Bar {
            x,
            y,
            width,
            height,
        });
        self
    }

    /// The finished PDF file.
    pub fn render(&self, title: &str) -> Vec<u8> {
        let catalog = Ref::new(1);
        let tree = Ref::new(2);
        let page_id = Ref::new(3);
        let (regular, bold) = (Ref::new(4), Ref::new(5));
        let content_id = Ref::new(6);
        let info = Ref::new(7);

        let mut pdf = Pdf::new();
        pdf.catalog(catalog).pages(tree);
        pdf.pages(tree).kids([page_id]).count(1);
        let mut page = pdf.page(page_id);
        page.media_box(Rect::new(0.0, 0.0, PAGE_WIDTH, PAGE_HEIGHT));
        page.parent(tree);
        page.contents(content_id);
        page.resources()
            .fonts()
            .pair(REGULAR, regular)
            .pair(BOLD, bold);
        page.finish();
        for (id, name) in [(regular, &b"Helvetica"[..]), (bold, &b"Helvetica-Bold"[..])] {
            pdf.type1_font(id)
                .base_font(Name(name))
                .encoding_predefined(Name(b"WinAnsiEncoding"));
        }
        pdf.document_info(info).title(pdf_writer::TextStr(title));

        let mut content = Content::new();
        for mark in &self.marks {
            match mark {
                Mark::Text {
                    x,
                    y,
                    size,
                    bold,
                    text,
                } => {
                    content.begin_text();
                    content.set_font(if *bold { BOLD } else { REGULAR }, *size);
                    content.next_line(*x, PAGE_HEIGHT - y);
                    // ASCII runs stay literal strings (readable in the file); the rest is hex.
                    for run in ascii_runs(&win_ansi(text)) {
                        content.show(Str(run));
                    }
                    content.end_text();
                }
                Mark::Rule { x, y, width } => {
                    content.set_line_width(0.5);
                    content.move_to(*x, PAGE_HEIGHT - y);
                    content.line_to(x + width, PAGE_HEIGHT - y);
                    content.stroke();
                }
                Mark::Bar {
                    x,
                    y,
                    width,
                    height,
                } => {
                    content.rect(*x, PAGE_HEIGHT - y - height, *width, *height);
                    content.fill_nonzero();
                }
            }
        }
        let stream = content.finish();
        pdf.stream(content_id, stream.as_slice());
        pdf.finish()
    }
}

/// Text in WinAnsiEncoding (Windows-1252): Latin-1 letters map to themselves, € and dashes to
/// their 1252 codes, the minus sign to '-'; anything else the base fonts cannot show becomes '?'.
pub fn win_ansi(text: &str) -> Vec<u8> {
    text.chars()
        .map(|c| match c {
            '€' => 0x80,
            '–' => 0x96,
            '—' => 0x97,
            '\u{2212}' => b'-',
            c if (c as u32) < 0x80 || (0xA0..=0xFF).contains(&(c as u32)) => c as u32 as u8,
            _ => b'?',
        })
        .collect()
}

/// Splits bytes into alternating runs of printable ASCII and other bytes.
fn ascii_runs(bytes: &[u8]) -> Vec<&[u8]> {
    bytes
        .chunk_by(|a, b| a.is_ascii() == b.is_ascii())
        .collect()
}

/// Approximate Helvetica width of a text (points): digits and most letters are 0.556 em, space
/// and punctuation narrower; right-aligning amounts only needs digits to be exact.
fn text_width(text: &str, size: f32) -> f32 {
    text.chars()
        .map(|c| match c {
            ' ' | ',' | '.' | '\u{a0}' => 0.278,
            '€' => 0.556,
            c if c.is_ascii_digit() => 0.556,
            c if c.is_uppercase() => 0.667,
            _ => 0.5,
        })
        .sum::<f32>()
        * size
}

/// A number with `decimals` decimals, Finnish separators: for a rate (a VAT percent), never
/// for money, which is formatted from its cents by [`format_cents`].
pub fn format_decimal(value: f64, decimals: usize) -> String {
    let text = format!("{:.*}", decimals, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let negative = value < 0.0 && text.chars().any(|c| c.is_ascii_digit() && c != '0');
    finnish(negative, whole, fraction)
}

/// A whole number of `10^-decimals` units (cents, Wh) with Finnish separators, exactly:
/// `format_fixed(123456, 2)` is "1 234,56".
pub fn format_fixed(value: i64, decimals: u32) -> String {
    let scale = 10u64.pow(decimals);
    let abs = value.unsigned_abs();
    let whole = (abs / scale).to_string();
    let fraction = format!("{:0width$}", abs % scale, width = decimals as usize);
    let fraction = if decimals == 0 {
        String::new()
    } else {
        fraction
    };
    finnish(value < 0, &whole, &fraction)
}

/// Euros from exact cents: "1 234,56 €".
pub fn format_cents(amount: Cents) -> String {
    format!("{} €", format_fixed(amount.0, 2))
}

/// Digits grouped by three with a space, a comma before the decimals.
fn finnish(negative: bool, whole: &str, fraction: &str) -> String {
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(' ');
        }
        grouped.push(digit);
    }
    let sign = if negative { "-" } else { "" };
    if fraction.is_empty() {
        format!("{sign}{grouped}")
    } else {
        format!("{sign}{grouped},{fraction}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finnish_number_format() {
        assert_eq!(format_decimal(1_234_567.0, 0), "1 234 567");
        assert_eq!(format_decimal(25.5, 1), "25,5");
        assert_eq!(format_cents(Cents(0)), "0,00 €");
        assert_eq!(format_cents(Cents(123_456)), "1 234,56 €");
        assert_eq!(format_cents(Cents(-5)), "-0,05 €");
        assert_eq!(format_fixed(1_649_244, 3), "1 649,244");
        assert_eq!(format_fixed(12, 0), "12");
    }

    #[test]
    fn finnish_letters_are_win_ansi_bytes() {
        assert_eq!(win_ansi("Mökki ä €"), b"M\xf6kki \xe4 \x80".to_vec());
    }

    #[test]
    fn a_page_renders_to_a_pdf_with_readable_ascii_text() {
        let mut page = Page::default();
        page.text(50.0, 50.0, 12.0, "Summa 12,30 € Mökki");
        let pdf = page.render("Testi");
        assert!(pdf.starts_with(b"%PDF-"));
        let body = String::from_utf8_lossy(&pdf);
        assert!(body.contains("(Summa 12,30 )"));
        assert!(body.contains("<80>"));
        assert!(body.contains("/WinAnsiEncoding"));
        assert!(body.trim_end().ends_with("%%EOF"));
    }
}
