//! Money and energy as integers: [`Cents`] for euro amounts and [`Wh`] for billed energy.
//!
//! The wire keeps the contract's shapes (euros and kWh as JSON numbers), but a value is held as
//! a whole number of cents or watt-hours, so adding invoice lines is exact. A JSON number is
//! written from the integer with its exact decimals (a cent count below 2^53 divided by 100
//! prints as its own two decimals), and read back only when it has no more decimals than the
//! unit holds: 208.345 is not an amount of money, and is refused rather than rounded.

use std::fmt;

use serde::de::{Error as _, Unexpected};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// A whole number of `1 / scale` units written as a JSON number of units (euros, kWh).
fn write_scaled<S: Serializer>(value: i64, scale: i64, serializer: S) -> Result<S::Ok, S::Error> {
    // Whole units are written as integers, the rest as the nearest double, which prints as
    // exactly the decimals it came from while |value| < 2^53.
    if value % scale == 0 {
        serializer.serialize_i64(value / scale)
    } else {
        serializer.serialize_f64(value as f64 / scale as f64)
    }
}

/// A JSON number of units read as a whole number of `1 / scale` units, refused when it has
/// finer decimals than the unit holds.
fn read_scaled<'de, D: Deserializer<'de>>(
    deserializer: D,
    scale: i64,
    what: &'static str,
) -> Result<i64, D::Error> {
    let number = f64::deserialize(deserializer)?;
    let scaled = number * scale as f64;
    let whole = scaled.round();
    // A double carries 15 significant digits; a value with no finer decimals lands within
    // rounding noise of a whole number of units.
    if !whole.is_finite() || whole.abs() > 9e15 || (scaled - whole).abs() > 1e-6 {
        return Err(D::Error::invalid_value(Unexpected::Float(number), &what));
    }
    Ok(whole as i64)
}

/// Adding, subtracting, negating and summing for a newtype over one integer: the arithmetic of
/// an amount in a fixed unit, which is the inner integer's.
#[macro_export]
macro_rules! integer_unit_arithmetic {
    ($($unit:ident),+) => {$(
        impl ::std::ops::Add for $unit {
            type Output = $unit;
            fn add(self, other: $unit) -> $unit {
                $unit(self.0 + other.0)
            }
        }
        impl ::std::ops::AddAssign for $unit {
            fn add_assign(&mut self, other: $unit) {
                self.0 += other.0;
            }
        }
        impl ::std::ops::Sub for $unit {
            type Output = $unit;
            fn sub(self, other: $unit) -> $unit {
                $unit(self.0 - other.0)
            }
        }
        impl ::std::ops::Neg for $unit {
            type Output = $unit;
            fn neg(self) -> $unit {
                $unit(-self.0)
            }
        }
        impl ::std::iter::Sum for $unit {
            fn sum<I: Iterator<Item = $unit>>(iter: I) -> $unit {
                $unit(iter.map(|u| u.0).sum())
            }
        }
    )+};
}

integer_unit_arithmetic!(Cents, Wh, UnitPrice);

/// An amount of money in whole euro cents. On the wire: euros as a JSON number with at most two
/// decimals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cents(pub i64);

impl Cents {
    pub const ZERO: Cents = Cents(0);

    /// From whole euros and cents: `Cents::eur(208, 34)` is 208,34 €.
    pub const fn eur(euros: i64, cents: i64) -> Cents {
        Cents(euros * 100 + cents)
    }

    /// The amount in euros as a double, for a chart or a ratio: never for adding up money.
    pub fn to_f64(self) -> f64 {
        self.0 as f64 / 100.0
    }
}

/// "208.34": euros with a point and two decimals (the screens format their own).
impl fmt::Display for Cents {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
    }
}

impl Serialize for Cents {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_scaled(self.0, 100, serializer)
    }
}

impl<'de> Deserialize<'de> for Cents {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Cents, D::Error> {
        read_scaled(deserializer, 100, "euros with at most two decimals").map(Cents)
    }
}

/// An amount of energy in whole watt-hours. On the wire: kWh as a JSON number with at most
/// three decimals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Wh(pub i64);

impl Wh {
    /// The energy in kWh as a double, for a chart or a ratio.
    pub fn kwh_f64(self) -> f64 {
        self.0 as f64 / 1000.0
    }
}

impl Serialize for Wh {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_scaled(self.0, 1000, serializer)
    }
}

impl<'de> Deserialize<'de> for Wh {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Wh, D::Error> {
        read_scaled(deserializer, 1000, "kWh with at most three decimals").map(Wh)
    }
}

/// A price per unit (c/kWh, €/kk, €/MWh, €/v: the row says which) in ten-thousandths of its
/// unit. In c/kWh one is a micro-euro per kWh, so the exchange's 0.01 €/MWh tick and a
/// tariff's 0.001 c/kWh are whole numbers of it. On the wire: a JSON number with at most four
/// decimals.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct UnitPrice(pub i64);

/// `n / d` rounded half away from zero (`d` > 0): the one rounding of money and energy.
pub fn div_round(n: i128, d: i128) -> i128 {
    let (q, r) = (n / d, n % d);
    if 2 * r.abs() >= d {
        q + n.signum()
    } else {
        q
    }
}

impl UnitPrice {
    /// `mantissa` × 10^−`decimals` of the unit (at most four decimals): `decimal(49, 2)` is
    /// 0.49, a dataset's price written as its digits.
    pub const fn decimal(mantissa: i64, decimals: u32) -> UnitPrice {
        UnitPrice(mantissa * 10i64.pow(4 - decimals))
    }

    /// An amount of euros a month or a year as a price in €/kk or €/v.
    pub const fn of_cents(cents: Cents) -> UnitPrice {
        UnitPrice(cents.0 * 100)
    }

    /// Rounded half away from zero to `decimals` (at most four) decimals of the unit.
    pub fn rounded(self, decimals: u32) -> UnitPrice {
        Self::round_scaled(i128::from(self.0), 1, decimals)
    }

    /// With VAT of `per_mille` (255 for 25.5 %) applied to the exact price and rounded once to
    /// `decimals` decimals of the unit.
    pub fn with_vat(self, per_mille: i64, decimals: u32) -> UnitPrice {
        Self::round_scaled(
            i128::from(self.0) * i128::from(1000 + per_mille),
            1000,
            decimals,
        )
    }

    /// `value / divisor` ten-thousandths rounded once to `decimals` decimals: an exact ratio
    /// (a mean, a price with VAT) brought to the wire with one rounding.
    pub fn round_scaled(value: i128, divisor: i128, decimals: u32) -> UnitPrice {
        let step = 10i128.pow(4 - decimals.min(4));
        UnitPrice((div_round(value, divisor * step) * step) as i64)
    }
}

impl Serialize for UnitPrice {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        write_scaled(self.0, 10_000, serializer)
    }
}

impl<'de> Deserialize<'de> for UnitPrice {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<UnitPrice, D::Error> {
        read_scaled(deserializer, 10_000, "c/kWh with at most four decimals").map(UnitPrice)
    }
}

/// One line of a bill, an invoice's or a month summary's (api-surface A81): its amount without
/// VAT rounded to the cent, and with its share of the VAT of its rate, so that the lines with VAT
/// add up to the total.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct BillLine {
    /// `ENERGY`, `MARGIN`, `BASIC_FEE`, `GREEN_POWER`, `TRANSFER`, `TRANSFER_BASIC_FEE`,
    /// `ELECTRICITY_TAX`, `DH_ENERGY` or `DH_POWER_FEE` (the components of #124).
    pub component: String,
    /// Finnish label, as the PDF prints it.
    pub name: String,
    /// The energy the line bills (kWh), for lines priced by energy; null for monthly fees.
    #[serde(default)]
    pub kwh: Option<Wh>,
    /// The VAT percent of the line's delivery days.
    pub vat_percent: f64,
    pub amount_vat0: Cents,
    /// With its share of the VAT of its rate.
    pub amount: Cents,
}

/// The VAT of one rate on a bill: the rate applied once to the sum of its lines' amounts
/// without VAT, rounded to the cent.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct VatBreakdown {
    pub vat_percent: f64,
    /// The sum of the lines at this rate, without VAT.
    pub base_vat0: Cents,
    pub vat: Cents,
}

#[cfg(feature = "openapi")]
mod schema {
    use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, Schema, SchemaFormat, Type};
    use utoipa::openapi::RefOr;

    fn decimal(step: f64, description: &str) -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::Number)
            .format(Some(SchemaFormat::KnownFormat(KnownFormat::Double)))
            .multiple_of(Some(step))
            .description(Some(description))
            .into()
    }

    impl utoipa::PartialSchema for super::Cents {
        fn schema() -> RefOr<Schema> {
            decimal(0.01, "Euros, exact to the cent (at most two decimals).")
        }
    }
    impl utoipa::ToSchema for super::Cents {}

    impl utoipa::PartialSchema for super::Wh {
        fn schema() -> RefOr<Schema> {
            decimal(0.001, "kWh, exact to the Wh (at most three decimals).")
        }
    }
    impl utoipa::ToSchema for super::Wh {}

    impl utoipa::PartialSchema for super::UnitPrice {
        fn schema() -> RefOr<Schema> {
            decimal(
                0.0001,
                "A price in its unit, exact (at most four decimals).",
            )
        }
    }
    impl utoipa::ToSchema for super::UnitPrice {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_travel_as_their_exact_euros() {
        for (cents, text) in [
            (Cents(20834), "208.34"),
            (Cents(5313), "53.13"),
            (Cents(-1), "-0.01"),
            (Cents(700), "7"),
            (Cents(10), "0.1"),
            (Cents(12_345_678_901), "123456789.01"),
        ] {
            assert_eq!(serde_json::to_string(&cents).unwrap(), text);
            assert_eq!(serde_json::from_str::<Cents>(text).unwrap(), cents);
        }
        assert_eq!(Cents(-1234).to_string(), "-12.34");
    }

    #[test]
    fn finer_decimals_are_refused_not_rounded() {
        assert!(serde_json::from_str::<Cents>("208.345").is_err());
        assert!(serde_json::from_str::<Cents>("\"208.34\"").is_err());
        assert!(serde_json::from_str::<Wh>("1649.2435").is_err());
        assert_eq!(
            serde_json::from_str::<Wh>("1649.244").unwrap(),
            Wh(1_649_244)
        );
        assert_eq!(serde_json::to_string(&Wh(1_649_244)).unwrap(), "1649.244");
        assert_eq!(serde_json::to_string(&UnitPrice(22_530)).unwrap(), "2.253");
        assert_eq!(
            serde_json::from_str::<UnitPrice>("12.3456").unwrap(),
            UnitPrice(123_456)
        );
        assert!(serde_json::from_str::<UnitPrice>("12.34567").is_err());
        // 0.49 c/kWh with 25.5 % VAT is 0.61495: 0.615 to three decimals, 0.61 to two (one
        // rounding, not 0.6150 rounded again).
        assert_eq!(UnitPrice(4_900).with_vat(255, 3), UnitPrice(6_150));
        assert_eq!(UnitPrice(4_900).with_vat(255, 2), UnitPrice(6_100));
        assert_eq!(
            UnitPrice::of_cents(Cents(395)).with_vat(240, 2),
            UnitPrice(49_000)
        );
        assert_eq!(UnitPrice(-4_905).rounded(3), UnitPrice(-4_910));
    }
}
