//! What electricity costs: consumption × the slot's price, plus margin, the fixed monthly fees,
//! electricity tax and transfer, then VAT by the delivery date (DOMAIN.md). The metering mock
//! uses it for every cost it shows and the invoicing helper for invoice lines, so the portal's
//! costs match the bill to the cent.

use std::ops::{Add, AddAssign};

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use upstream_clients::money::{Cents, UnitPrice, Wh};

use crate::dataset::Product;

use super::{local_date, quarters_of_day, spot_price, vat_per_mille};

/// Pico-euros in a cent.
const PICO_PER_CENT: i128 = 10_000_000_000;

pub use upstream_clients::money::div_round;

/// An exact amount of money in pico-euros (10⁻¹² €): a reading in mWh times a price in µ€/kWh
/// lands here without loss, so a month of slots adds up exactly before its line is rounded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Exact(pub i128);

impl Exact {
    pub const ZERO: Exact = Exact(0);

    pub fn of_cents(cents: Cents) -> Exact {
        Exact(i128::from(cents.0) * PICO_PER_CENT)
    }

    /// Rounded to the cent, half away from zero: how every line of a bill is rounded.
    pub fn to_cents(self) -> Cents {
        Cents(div_round(self.0, PICO_PER_CENT) as i64)
    }

    /// `self × numerator / denominator`, rounded to the pico-euro (a fee's share of the days).
    pub fn share(self, numerator: i64, denominator: i64) -> Exact {
        Exact(div_round(
            self.0 * i128::from(numerator),
            i128::from(denominator.max(1)),
        ))
    }

    /// `self` × `per_mille` / 1000: VAT on an unrounded amount, for figures that are not a
    /// bill's (a bill applies its VAT to rounded lines, see `billing::bill`).
    pub fn vat(self, per_mille: i64) -> Exact {
        self.share(per_mille, 1000)
    }

    /// Euros as a double, for a chart or an average price: never for adding up.
    pub fn eur_f64(self) -> f64 {
        self.0 as f64 / 1e12
    }
}

upstream_clients::integer_unit_arithmetic!(Exact, Energy);

/// Energy in milliwatt-hours. A meter reads to 0.1 Wh (four decimals of kWh), so a reading is
/// a whole number of these and sums of readings are exact.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Energy(pub i64);

impl Energy {
    /// A reading the series drew in kWh, already rounded to the meter's resolution.
    pub fn from_kwh(kwh: f64) -> Energy {
        Energy((kwh * 1e6).round() as i64)
    }

    pub fn kwh(self) -> f64 {
        self.0 as f64 / 1e6
    }

    /// To the watt-hour, half away from zero: how a bill states its energy.
    pub fn to_wh(self) -> Wh {
        Wh(div_round(i128::from(self.0), 1000) as i64)
    }
}

/// A unit price in micro-euros per kWh: 0.01 €/MWh (the exchange's tick) is 10, 0.001 c/kWh
/// (a tariff's finest decimal) is 10 too, so every price of the dataset is a whole number.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Price(pub i64);

impl Price {
    pub fn from_c_per_kwh(c_per_kwh: f64) -> Price {
        Price((c_per_kwh * 10_000.0).round() as i64)
    }

    pub fn from_eur_per_mwh(eur_per_mwh: f64) -> Price {
        Price((eur_per_mwh * 1_000.0).round() as i64)
    }

    pub fn c_per_kwh(self) -> f64 {
        self.0 as f64 / 10_000.0
    }

    /// The exact cost of `energy` at this price.
    pub fn times(self, energy: Energy) -> Exact {
        Exact(i128::from(self.0) * i128::from(energy.0))
    }

    /// A price in c/kWh: a ten-thousandth of a cent per kWh is a µ€/kWh.
    pub fn of_c_per_kwh(price: UnitPrice) -> Price {
        Price(price.0)
    }

    /// A price in €/MWh (to 0.001 €/MWh, which the dataset's two decimals are): 0.001 €/MWh
    /// is a µ€/kWh.
    pub fn of_eur_per_mwh(price: UnitPrice) -> Price {
        Price(div_round(i128::from(price.0), 10) as i64)
    }

    /// In c/kWh on the wire: a µ€/kWh is a ten-thousandth of a cent per kWh, so exact.
    pub fn c_per_kwh_unit(self) -> UnitPrice {
        UnitPrice(self.0)
    }

    /// In €/MWh on the wire (an exchange quote): 1 µ€/kWh is 0.001 €/MWh, exact.
    pub fn eur_per_mwh_unit(self) -> UnitPrice {
        UnitPrice(self.0 * 10)
    }

    /// In c/kWh with VAT of `per_mille` applied once to the exact price, rounded once.
    pub fn c_per_kwh_with_vat(self, per_mille: i64, decimals: u32) -> UnitPrice {
        UnitPrice(self.0).with_vat(per_mille, decimals)
    }
}

/// The mean of slot prices in c/kWh, each with its own slot's VAT or without, plain or weighted
/// (by the energy used in the slot), held exactly (in thousandths of a µ€/kWh times the weight,
/// so a VAT rate in per mille multiplies in without loss) and rounded once when it goes on the
/// wire.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct MeanPrice {
    thousandths: i128,
    weight: i128,
}

impl MeanPrice {
    /// Adds a slot's price, with VAT of `vat_per_mille` (0 for none), weighing one.
    pub fn add(&mut self, price: Price, vat_per_mille: i64) {
        self.add_weighted(price, vat_per_mille, 1);
    }

    /// Adds a slot's price weighing `weight` (a reading in mWh for a consumption-weighted mean).
    pub fn add_weighted(&mut self, price: Price, vat_per_mille: i64, weight: i64) {
        self.thousandths +=
            i128::from(price.0) * i128::from(1000 + vat_per_mille) * i128::from(weight);
        self.weight += i128::from(weight);
    }

    /// The mean with `price` (with VAT of `vat_per_mille`) added to it: a margin on top of the
    /// mean spot price.
    pub fn plus(self, price: Price, vat_per_mille: i64) -> MeanPrice {
        MeanPrice {
            thousandths: self.thousandths
                + i128::from(price.0) * i128::from(1000 + vat_per_mille) * self.weight,
            weight: self.weight,
        }
    }

    pub fn is_empty(&self) -> bool {
        self.weight == 0
    }

    /// The mean times `numerator / denominator`, exactly (a threshold 3 % above a mean).
    pub fn scaled(self, numerator: i64, denominator: i64) -> MeanPrice {
        MeanPrice {
            thousandths: self.thousandths * i128::from(numerator),
            weight: self.weight * i128::from(denominator),
        }
    }

    /// The exact mean rounded once to `decimals` decimals of c/kWh; `None` with no slots.
    pub fn rounded(&self, decimals: u32) -> Option<UnitPrice> {
        (self.weight != 0)
            .then(|| UnitPrice::round_scaled(self.thousandths, 1000 * self.weight, decimals))
    }

    /// `self − other`, both exact, rounded once; zero when either is empty.
    pub fn minus(&self, other: &MeanPrice, decimals: u32) -> UnitPrice {
        if self.is_empty() || other.is_empty() {
            return UnitPrice(0);
        }
        UnitPrice::round_scaled(
            self.thousandths * other.weight - other.thousandths * self.weight,
            1000 * self.weight * other.weight,
            decimals,
        )
    }

    /// The means compared exactly (cross-multiplied), not their rounded values.
    pub fn compare(&self, other: &MeanPrice) -> std::cmp::Ordering {
        (self.thousandths * other.weight).cmp(&(other.thousandths * self.weight))
    }

    /// The mean of several means, each weighing the same (a month's forecast from the same
    /// month of earlier years), with VAT of `vat_per_mille` on top, rounded once. The empty
    /// means are left out; `None` when all are.
    pub fn mean_of(means: &[MeanPrice], vat_per_mille: i64, decimals: u32) -> Option<UnitPrice> {
        let means: Vec<&MeanPrice> = means.iter().filter(|m| !m.is_empty()).collect();
        if means.is_empty() {
            return None;
        }
        // Σ tᵢ/(1000·wᵢ) / k over the common denominator Π wᵢ: two months of quarters keep the
        // products far inside an i128.
        let product: i128 = means.iter().map(|m| m.weight).product();
        let numerator: i128 = means
            .iter()
            .map(|m| m.thousandths * (product / m.weight))
            .sum();
        let denominator = 1000 * product * means.len() as i128 * 1000;
        Some(UnitPrice::round_scaled(
            numerator * i128::from(1000 + vat_per_mille),
            denominator,
            decimals,
        ))
    }
}

/// Electricity tax class I with the security-of-supply fee, 2.253 c/kWh without VAT (vero.fi, 2024–).
pub const ELECTRICITY_TAX: Price = Price(22_530);
/// The demo network operator's transfer price, 4.46 c/kWh without VAT.
pub const TRANSFER: Price = Price(44_600);
/// The demo network operator's monthly transfer fee, without VAT.
pub const TRANSFER_MONTHLY_FEE: Cents = Cents(1150);

/// How a place's electricity energy is priced.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum EnergyPrice {
    /// The slot's spot price plus a margin.
    Spot { margin: Price },
    /// A fixed price, whatever the exchange does.
    Fixed { price: Price },
}

/// An electricity sales contract's prices, without VAT.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tariff {
    pub energy: EnergyPrice,
    /// The sales contract's basic fee a month.
    pub monthly_fee: Cents,
    /// The add-ons' fees a month (green power), zero when none is on.
    pub add_on_fee: Cents,
}

impl Tariff {
    /// The tariff of an electricity product, no add-on on; `None` for district heating and
    /// production purchase.
    pub fn of(product: &Product) -> Option<Tariff> {
        match *product {
            Product::Spot {
                margin_c_per_kwh,
                monthly_fee_eur,
                ..
            } => Some(Tariff {
                energy: EnergyPrice::Spot {
                    margin: Price::of_c_per_kwh(margin_c_per_kwh),
                },
                monthly_fee: monthly_fee_eur,
                add_on_fee: Cents::ZERO,
            }),
            Product::Fixed {
                price_c_per_kwh,
                monthly_fee_eur,
                ..
            } => Some(Tariff {
                energy: EnergyPrice::Fixed {
                    price: Price::of_c_per_kwh(price_c_per_kwh),
                },
                monthly_fee: monthly_fee_eur,
                add_on_fee: Cents::ZERO,
            }),
            Product::DistrictHeating { .. } | Product::Purchase { .. } => None,
        }
    }

    /// This tariff with `fee` a month for the add-ons that are on.
    pub fn with_add_ons(self, fee: Cents) -> Tariff {
        Tariff {
            add_on_fee: fee,
            ..self
        }
    }

    /// The energy price (VAT 0) of the slot starting at `slot`, without the margin: the spot
    /// price for spot products, the fixed price otherwise.
    pub fn energy_price(&self, slot: DateTime<Utc>) -> Price {
        match self.energy {
            EnergyPrice::Spot { .. } => spot_price(slot),
            EnergyPrice::Fixed { price } => price,
        }
    }

    /// The margin (VAT 0): zero for fixed prices, whose margin is inside the price.
    pub fn margin(&self) -> Price {
        match self.energy {
            EnergyPrice::Spot { margin } => margin,
            EnergyPrice::Fixed { .. } => Price(0),
        }
    }
}

/// A cost split into the lines of an electricity invoice, exact and unrounded (a bill rounds
/// its lines once, see `billing::bill`).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CostBreakdown {
    /// The energy metered, exactly.
    pub energy_used: Energy,
    /// Energy at the slot prices (spot or fixed), VAT 0.
    pub energy: Exact,
    /// The spot margin, VAT 0.
    pub margin: Exact,
    /// The sales contract's basic fee, VAT 0.
    pub basic_fee: Exact,
    /// The add-ons' fees (green power), VAT 0.
    pub add_ons: Exact,
    /// Transfer's energy part, VAT 0.
    pub transfer: Exact,
    /// Transfer's monthly fee, VAT 0.
    pub transfer_fee: Exact,
    /// Electricity tax, VAT 0.
    pub electricity_tax: Exact,
    /// VAT on all of the above, each part at the rate in force on its delivery date, unrounded.
    pub vat: Exact,
}

impl CostBreakdown {
    /// The sum of the lines without VAT.
    pub fn total_vat0(&self) -> Exact {
        self.sales_vat0() + self.network_vat0()
    }

    /// The sum with VAT.
    pub fn total(&self) -> Exact {
        self.total_vat0() + self.vat
    }

    /// The sales part (energy, margin, basic fee, add-ons) without VAT: what the electricity
    /// retailer bills, taxed at the electricity sale's rate.
    pub fn sales_vat0(&self) -> Exact {
        self.energy + self.margin + self.basic_fee + self.add_ons
    }

    /// The network's part (transfer, its fee, electricity tax) without VAT, at the general rate.
    pub fn network_vat0(&self) -> Exact {
        self.transfer + self.transfer_fee + self.electricity_tax
    }

    /// Every part times `numerator / denominator`: slot costs are linear in the energy, so the
    /// cost of a series drawn at another scale is this one scaled (fixed fees excluded).
    pub fn scaled(&self, numerator: i64, denominator: i64) -> CostBreakdown {
        let s = |e: Exact| e.share(numerator, denominator);
        CostBreakdown {
            energy_used: Energy(div_round(
                i128::from(self.energy_used.0) * i128::from(numerator),
                i128::from(denominator.max(1)),
            ) as i64),
            energy: s(self.energy),
            margin: s(self.margin),
            basic_fee: s(self.basic_fee),
            add_ons: s(self.add_ons),
            transfer: s(self.transfer),
            transfer_fee: s(self.transfer_fee),
            electricity_tax: s(self.electricity_tax),
            vat: s(self.vat),
        }
    }
}

impl Add for CostBreakdown {
    type Output = CostBreakdown;
    fn add(mut self, other: CostBreakdown) -> CostBreakdown {
        self += other;
        self
    }
}

impl AddAssign for CostBreakdown {
    fn add_assign(&mut self, other: CostBreakdown) {
        self.energy_used += other.energy_used;
        self.energy += other.energy;
        self.margin += other.margin;
        self.basic_fee += other.basic_fee;
        self.add_ons += other.add_ons;
        self.transfer += other.transfer;
        self.transfer_fee += other.transfer_fee;
        self.electricity_tax += other.electricity_tax;
        self.vat += other.vat;
    }
}

impl std::iter::Sum for CostBreakdown {
    fn sum<I: Iterator<Item = CostBreakdown>>(iter: I) -> CostBreakdown {
        iter.fold(CostBreakdown::default(), Add::add)
    }
}

/// The cost of `energy` used in the slot starting at `slot` (no fixed fees): energy at the
/// slot's price, margin, transfer and electricity tax, with VAT at the rates in force on the
/// slot's Helsinki date (the sale of electricity at its own rate, transfer and tax at the
/// general one).
pub fn slot_cost(tariff: &Tariff, slot: DateTime<Utc>, energy: Energy) -> CostBreakdown {
    slot_cost_at(tariff, slot, energy, tariff.energy_price(slot))
}

/// [`slot_cost`] with the slot's energy price given (a projection's, where the exchange has
/// not yet published one).
pub fn slot_cost_at(
    tariff: &Tariff,
    slot: DateTime<Utc>,
    energy: Energy,
    energy_price: Price,
) -> CostBreakdown {
    let date = local_date(slot);
    let vat = (vat_per_mille(date, true), vat_per_mille(date, false));
    slot_cost_with_vat(tariff, energy, energy_price, vat)
}

/// [`slot_cost_at`] with the slot's VAT per mille given, `(sale, the rest)`: the same slot of
/// many places priced without looking its date up for each.
pub fn slot_cost_with_vat(
    tariff: &Tariff,
    energy: Energy,
    energy_price: Price,
    (sale_vat, other_vat): (i64, i64),
) -> CostBreakdown {
    let mut cost = CostBreakdown {
        energy_used: energy,
        energy: energy_price.times(energy),
        margin: tariff.margin().times(energy),
        transfer: TRANSFER.times(energy),
        electricity_tax: ELECTRICITY_TAX.times(energy),
        ..CostBreakdown::default()
    };
    cost.vat = (cost.energy + cost.margin).vat(sale_vat)
        + (cost.transfer + cost.electricity_tax).vat(other_vat);
    cost
}

/// The fixed monthly fees (basic fee, add-ons and transfer fee) that fall on the Helsinki days
/// `from..to` (end exclusive): each month's fees are spread evenly over its days, so a whole
/// month gets exactly its fees and one day its share. VAT is by each day's date.
pub fn fixed_fees(tariff: &Tariff, from: NaiveDate, to: NaiveDate) -> CostBreakdown {
    let mut total = CostBreakdown::default();
    for (start, end) in month_parts(from, to) {
        // Each month's days within the range are shared out in one division, so that a whole
        // month carries its fees to the pico-euro.
        let month_days = i64::from(days_in_month(start.year(), start.month()));
        let days = (end - start).num_days();
        let share = |fee: Cents| Exact::of_cents(fee).share(days, month_days);
        let mut fees = CostBreakdown {
            basic_fee: share(tariff.monthly_fee),
            add_ons: share(tariff.add_on_fee),
            transfer_fee: share(TRANSFER_MONTHLY_FEE),
            ..CostBreakdown::default()
        };
        // VAT rates change only on a month's first day, so one rate holds for the part.
        fees.vat = (fees.basic_fee + fees.add_ons).vat(vat_per_mille(start, true))
            + fees.transfer_fee.vat(vat_per_mille(start, false));
        total += fees;
    }
    total
}

/// The Helsinki days `from..to` (end exclusive) cut at the months' ends: each month's part as
/// `(first day, day after its last)`.
pub fn month_parts(from: NaiveDate, to: NaiveDate) -> Vec<(NaiveDate, NaiveDate)> {
    let mut parts = Vec::new();
    let mut start = from;
    while start < to {
        let end = start
            .with_day(1)
            .and_then(|first| first.checked_add_months(chrono::Months::new(1)))
            .unwrap_or(to)
            .min(to);
        parts.push((start, end));
        start = end;
    }
    parts
}

/// The whole cost of the Helsinki days `from..to` (end exclusive) for a place whose quarter
/// consumption is `energy_of(slot)`: every slot's cost plus the fixed fees of those days.
pub fn electricity_cost(
    tariff: &Tariff,
    from: NaiveDate,
    to: NaiveDate,
    energy_of: impl Fn(DateTime<Utc>) -> Energy,
) -> CostBreakdown {
    let mut total = fixed_fees(tariff, from, to);
    let mut day = from;
    while day < to {
        for slot in quarters_of_day(day) {
            total += slot_cost(tariff, slot, energy_of(slot));
        }
        day += Duration::days(1);
    }
    total
}

/// The number of days in a month (28–31); 30 for an impossible month.
pub fn days_in_month(year: i32, month: u32) -> u32 {
    let first = NaiveDate::from_ymd_opt(year, month, 1);
    let next = if month == 12 {
        NaiveDate::from_ymd_opt(year + 1, 1, 1)
    } else {
        NaiveDate::from_ymd_opt(year, month + 1, 1)
    };
    match (first, next) {
        (Some(first), Some(next)) => (next - first).num_days() as u32,
        _ => 30,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::series::local_midnight;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn mean_of(prices: &[(i64, i64)], vat_per_mille: i64) -> MeanPrice {
        let mut mean = MeanPrice::default();
        for &(price, weight) in prices {
            mean.add_weighted(Price(price), vat_per_mille, weight);
        }
        mean
    }

    #[test]
    fn a_mean_of_quotes_is_exact_and_rounded_once() {
        // 1.0002 and 1.0005 c/kWh: 1.00035 exactly, 1.0004 to four decimals (half away from
        // zero), 1.000 to three; the same below zero.
        let plain = mean_of(&[(10_002, 1), (10_005, 1)], 0);
        assert_eq!(plain.rounded(4), Some(UnitPrice(10_004)));
        assert_eq!(plain.rounded(3), Some(UnitPrice(10_000)));
        assert_eq!(
            mean_of(&[(-10_002, 1), (-10_005, 1)], 0).rounded(4),
            Some(UnitPrice(-10_004))
        );
        // With VAT the rate multiplies the exact mean: 0.4 and 0.5 c/kWh at 25.5 % are
        // 0.56475, 0.565 to three decimals. Each slot's price rounded first (0.502 and 0.628)
        // would give 0.565 too but 0.5650 to four, where the exact mean is 0.5648.
        let taxed = mean_of(&[(4_000, 1), (5_000, 1)], 255);
        assert_eq!(taxed.rounded(3), Some(UnitPrice(5_650)));
        assert_eq!(taxed.rounded(4), Some(UnitPrice(5_648)));
        // Weighted by use: three parts at 1 c/kWh and one at 2 are 1.25.
        let weighted = mean_of(&[(10_000, 3), (20_000, 1)], 0);
        assert_eq!(weighted.rounded(4), Some(UnitPrice(12_500)));
        assert_eq!(weighted.minus(&plain, 4), UnitPrice(2_497));
        assert_eq!(weighted.compare(&plain), std::cmp::Ordering::Greater);
        assert_eq!(
            weighted.compare(&weighted.scaled(103, 100)),
            std::cmp::Ordering::Less
        );
        // The margin on top of a mean: 1.00035 + 0.5 × 1.255 = 1.62785.
        assert_eq!(
            plain.plus(Price(5_000), 255).rounded(4),
            Some(UnitPrice(16_279))
        );
        assert_eq!(MeanPrice::default().rounded(3), None);
    }

    #[test]
    fn a_forecast_is_the_mean_of_the_means_rounded_once() {
        // 1 c/kWh, and 2.0001 c/kWh from two quarters (2 and 2.0002): 1.50005 → 1.5001 at four
        // decimals; with 25.5 % VAT 1.88256275 → 1.88 at two.
        let one = mean_of(&[(10_000, 1)], 0);
        let two = mean_of(&[(20_000, 1), (20_002, 1)], 0);
        assert_eq!(
            MeanPrice::mean_of(&[one, two], 0, 4),
            Some(UnitPrice(15_001))
        );
        assert_eq!(
            MeanPrice::mean_of(&[one, two], 255, 2),
            Some(UnitPrice(18_800))
        );
        // An empty month is left out, not counted as zero.
        assert_eq!(
            MeanPrice::mean_of(&[one, MeanPrice::default()], 0, 4),
            Some(UnitPrice(10_000))
        );
        assert_eq!(MeanPrice::mean_of(&[MeanPrice::default()], 0, 4), None);
    }

    const FIXED: Tariff = Tariff {
        energy: EnergyPrice::Fixed {
            price: Price(100_000),
        },
        monthly_fee: Cents(310),
        add_on_fee: Cents(0),
    };

    fn eur(pico: i128) -> Exact {
        Exact(pico)
    }

    #[test]
    fn rounding_is_half_away_from_zero() {
        assert_eq!(div_round(5, 10), 1);
        assert_eq!(div_round(-5, 10), -1);
        assert_eq!(div_round(4, 10), 0);
        assert_eq!(div_round(-14, 10), -1);
        assert_eq!(Exact(4_999_999_999).to_cents(), Cents(0));
        assert_eq!(Exact(5_000_000_000).to_cents(), Cents(1));
        assert_eq!(Exact(-5_000_000_000).to_cents(), Cents(-1));
    }

    #[test]
    fn a_slot_costs_its_energy_times_every_price_then_vat_by_date() {
        let slot = local_midnight(date(2025, 1, 10)) + Duration::hours(8);
        let cost = slot_cost(&FIXED, slot, Energy::from_kwh(2.0));
        // 2 kWh × 10 c/kWh = 0.20 €, × 4.46 c = 0.0892 €, × 2.253 c = 0.04506 €, exactly.
        assert_eq!(cost.energy, eur(200_000_000_000));
        assert_eq!(cost.transfer, eur(89_200_000_000));
        assert_eq!(cost.electricity_tax, eur(45_060_000_000));
        assert_eq!(cost.vat, cost.total_vat0().vat(255));
        // Before 1 Sep 2024 the general rate was 24 %.
        let old = slot_cost(
            &FIXED,
            local_midnight(date(2024, 8, 31)),
            Energy::from_kwh(2.0),
        );
        assert_eq!(old.vat, old.total_vat0().vat(240));
    }

    #[test]
    fn the_ten_percent_period_taxes_only_the_sale() {
        let cost = slot_cost(
            &FIXED,
            local_midnight(date(2023, 2, 1)),
            Energy::from_kwh(1.0),
        );
        let expected = cost.energy.vat(100) + (cost.transfer + cost.electricity_tax).vat(240);
        assert_eq!(cost.vat, expected);
    }

    #[test]
    fn a_whole_month_carries_exactly_its_fees() {
        let tariff = FIXED.with_add_ons(Cents(100));
        let fees = fixed_fees(&tariff, date(2026, 2, 1), date(2026, 3, 1));
        assert_eq!(fees.basic_fee, Exact::of_cents(Cents(310)));
        assert_eq!(fees.add_ons, Exact::of_cents(Cents(100)));
        assert_eq!(fees.transfer_fee, Exact::of_cents(TRANSFER_MONTHLY_FEE));
        // Across a month's end each month gives its share of its own days.
        let two = fixed_fees(&FIXED, date(2026, 1, 31), date(2026, 2, 2));
        let expected =
            Exact::of_cents(Cents(310)).share(1, 31) + Exact::of_cents(Cents(310)).share(1, 28);
        assert_eq!(two.basic_fee, expected);
    }

    #[test]
    fn spot_slots_follow_the_exchange() {
        let spot = Tariff {
            energy: EnergyPrice::Spot {
                margin: Price::from_c_per_kwh(0.5),
            },
            monthly_fee: Cents(0),
            add_on_fee: Cents(0),
        };
        let slot = local_midnight(date(2026, 1, 5)) + Duration::hours(18);
        let cost = slot_cost(&spot, slot, Energy::from_kwh(1.0));
        let price = spot_price(slot);
        assert_eq!(cost.energy, price.times(Energy(1_000_000)));
        assert_eq!(cost.margin, eur(5_000_000_000));
    }

    #[test]
    fn a_day_costs_the_sum_of_its_slots_and_its_fee_share() {
        let day = date(2025, 3, 30); // 92 quarters
        let cost = electricity_cost(&FIXED, day, date(2025, 3, 31), |_| Energy::from_kwh(1.0));
        assert_eq!(cost.energy, Exact::of_cents(Cents(920)));
        assert_eq!(cost.energy_used, Energy(92_000_000));
        assert_eq!(cost.basic_fee, Exact::of_cents(Cents(310)).share(1, 31));
    }
}
