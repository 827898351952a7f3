//! What electricity costs: consumption × the slot's price, plus margin, the fixed monthly fees,
//! electricity tax and transfer, then VAT by the delivery date (DOMAIN.md). The metering mock
//! uses it for every cost it shows and the invoicing helper for invoice lines, so the portal's
//! costs match the bill to the cent.

use std::ops::{Add, AddAssign};

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};

use crate::dataset::Product;

use super::{local_date, quarters_of_day, spot_price_eur_mwh, vat_percent};

/// Electricity tax class I with the security-of-supply fee, c/kWh without VAT (vero.fi, 2024–).
pub const ELECTRICITY_TAX_C_PER_KWH: f64 = 2.253;
/// The demo network operator's transfer price, c/kWh without VAT.
pub const TRANSFER_C_PER_KWH: f64 = 4.46;
/// The demo network operator's monthly transfer fee, € without VAT.
pub const TRANSFER_MONTHLY_FEE_EUR: f64 = 11.50;

/// How a place's electricity energy is priced.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum EnergyPrice {
    /// The slot's spot price plus a margin (c/kWh).
    Spot { margin_c_per_kwh: f64 },
    /// A fixed price (c/kWh), whatever the exchange does.
    Fixed { price_c_per_kwh: f64 },
}

/// An electricity sales contract's prices, without VAT.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Tariff {
    pub energy: EnergyPrice,
    /// The sales contract's basic fee, €/month.
    pub monthly_fee_eur: f64,
}

impl Tariff {
    /// The tariff of an electricity product; `None` for district heating and production purchase.
    pub fn of(product: &Product) -> Option<Tariff> {
        match *product {
            Product::Spot {
                margin_c_per_kwh,
                monthly_fee_eur,
                ..
            } => Some(Tariff {
                energy: EnergyPrice::Spot { margin_c_per_kwh },
                monthly_fee_eur,
            }),
            Product::Fixed {
                price_c_per_kwh,
                monthly_fee_eur,
                ..
            } => Some(Tariff {
                energy: EnergyPrice::Fixed { price_c_per_kwh },
                monthly_fee_eur,
            }),
            Product::DistrictHeating { .. } | Product::Purchase { .. } => None,
        }
    }

    /// The energy price (c/kWh, VAT 0) of the slot starting at `slot`, without the margin: the
    /// spot price for spot products, the fixed price otherwise.
    pub fn energy_c_per_kwh(&self, slot: DateTime<Utc>) -> f64 {
        match self.energy {
            EnergyPrice::Spot { .. } => spot_price_eur_mwh(slot) / 10.0,
            EnergyPrice::Fixed { price_c_per_kwh } => price_c_per_kwh,
        }
    }

    /// The margin (c/kWh, VAT 0): zero for fixed prices, whose margin is inside the price.
    pub fn margin_c_per_kwh(&self) -> f64 {
        match self.energy {
            EnergyPrice::Spot { margin_c_per_kwh } => margin_c_per_kwh,
            EnergyPrice::Fixed { .. } => 0.0,
        }
    }
}

/// A cost split into the lines of an electricity invoice, in euros, unrounded (round the
/// totals you show, not the parts you add up).
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct CostBreakdown {
    /// Energy at the slot prices (spot or fixed), VAT 0.
    pub energy_eur: f64,
    /// The spot margin, VAT 0.
    pub margin_eur: f64,
    /// The sales contract's basic fee, VAT 0.
    pub basic_fee_eur: f64,
    /// Transfer: energy part and monthly fee, VAT 0.
    pub transfer_eur: f64,
    /// Electricity tax, VAT 0.
    pub electricity_tax_eur: f64,
    /// VAT on all of the above, each part at the rate in force on its delivery date.
    pub vat_eur: f64,
}

impl CostBreakdown {
    /// The sum of the lines without VAT.
    pub fn total_vat0(&self) -> f64 {
        self.energy_eur
            + self.margin_eur
            + self.basic_fee_eur
            + self.transfer_eur
            + self.electricity_tax_eur
    }

    /// The sum with VAT.
    pub fn total(&self) -> f64 {
        self.total_vat0() + self.vat_eur
    }

    /// Every line times `factor`: slot costs are linear in the energy, so the cost of a series
    /// drawn at another scale is this one scaled (fixed fees excluded: add them separately).
    pub fn scaled(&self, factor: f64) -> CostBreakdown {
        CostBreakdown {
            energy_eur: self.energy_eur * factor,
            margin_eur: self.margin_eur * factor,
            basic_fee_eur: self.basic_fee_eur * factor,
            transfer_eur: self.transfer_eur * factor,
            electricity_tax_eur: self.electricity_tax_eur * factor,
            vat_eur: self.vat_eur * factor,
        }
    }

    /// The sales part (energy, margin, basic fee) without VAT: what the electricity retailer bills.
    pub fn sales_vat0(&self) -> f64 {
        self.energy_eur + self.margin_eur + self.basic_fee_eur
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
        self.energy_eur += other.energy_eur;
        self.margin_eur += other.margin_eur;
        self.basic_fee_eur += other.basic_fee_eur;
        self.transfer_eur += other.transfer_eur;
        self.electricity_tax_eur += other.electricity_tax_eur;
        self.vat_eur += other.vat_eur;
    }
}

impl std::iter::Sum for CostBreakdown {
    fn sum<I: Iterator<Item = CostBreakdown>>(iter: I) -> CostBreakdown {
        iter.fold(CostBreakdown::default(), Add::add)
    }
}

/// The cost of `kwh` used in the slot starting at `slot` (no fixed fees): energy at the slot's
/// price, margin, transfer and electricity tax, with VAT at the rates in force on the slot's
/// Helsinki date (the sale of electricity at its own rate, transfer and tax at the general one).
pub fn slot_cost(tariff: &Tariff, slot: DateTime<Utc>, kwh: f64) -> CostBreakdown {
    let date = local_date(slot);
    let energy_eur = kwh * tariff.energy_c_per_kwh(slot) / 100.0;
    let margin_eur = kwh * tariff.margin_c_per_kwh() / 100.0;
    let transfer_eur = kwh * TRANSFER_C_PER_KWH / 100.0;
    let electricity_tax_eur = kwh * ELECTRICITY_TAX_C_PER_KWH / 100.0;
    let vat_eur = (energy_eur + margin_eur) * vat_percent(date, true) / 100.0
        + (transfer_eur + electricity_tax_eur) * vat_percent(date, false) / 100.0;
    CostBreakdown {
        energy_eur,
        margin_eur,
        basic_fee_eur: 0.0,
        transfer_eur,
        electricity_tax_eur,
        vat_eur,
    }
}

/// The fixed monthly fees (basic fee and transfer fee) that fall on the Helsinki days
/// `from..to` (end exclusive): each month's fees are spread evenly over its days, so a whole
/// month gets exactly its fees and one day its share. VAT is by each day's date.
pub fn fixed_fees(tariff: &Tariff, from: NaiveDate, to: NaiveDate) -> CostBreakdown {
    let mut total = CostBreakdown::default();
    let mut day = from;
    while day < to {
        let share = 1.0 / f64::from(days_in_month(day.year(), day.month()));
        let basic_fee_eur = tariff.monthly_fee_eur * share;
        let transfer_eur = TRANSFER_MONTHLY_FEE_EUR * share;
        total += CostBreakdown {
            basic_fee_eur,
            transfer_eur,
            vat_eur: basic_fee_eur * vat_percent(day, true) / 100.0
                + transfer_eur * vat_percent(day, false) / 100.0,
            ..CostBreakdown::default()
        };
        day += Duration::days(1);
    }
    total
}

/// The whole cost of the Helsinki days `from..to` (end exclusive) for a place whose quarter
/// consumption is `kwh_of(slot)`: every slot's cost plus the fixed fees of those days.
pub fn electricity_cost(
    tariff: &Tariff,
    from: NaiveDate,
    to: NaiveDate,
    kwh_of: impl Fn(DateTime<Utc>) -> f64,
) -> CostBreakdown {
    let mut total = fixed_fees(tariff, from, to);
    let mut day = from;
    while day < to {
        for slot in quarters_of_day(day) {
            total += slot_cost(tariff, slot, kwh_of(slot));
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

    const FIXED: Tariff = Tariff {
        energy: EnergyPrice::Fixed {
            price_c_per_kwh: 10.0,
        },
        monthly_fee_eur: 3.10,
    };

    #[test]
    fn a_slot_costs_its_kwh_times_every_price_then_vat_by_date() {
        let slot = local_midnight(date(2025, 1, 10)) + Duration::hours(8);
        let cost = slot_cost(&FIXED, slot, 2.0);
        assert!((cost.energy_eur - 0.20).abs() < 1e-12);
        assert!((cost.transfer_eur - 0.0892).abs() < 1e-12);
        assert!((cost.electricity_tax_eur - 0.04506).abs() < 1e-12);
        assert!((cost.vat_eur - cost.total_vat0() * 0.255).abs() < 1e-12);
        // Before 1 Sep 2024 the general rate was 24 %.
        let old = slot_cost(&FIXED, local_midnight(date(2024, 8, 31)), 2.0);
        assert!((old.vat_eur - old.total_vat0() * 0.24).abs() < 1e-12);
    }

    #[test]
    fn the_ten_percent_period_taxes_only_the_sale() {
        let cost = slot_cost(&FIXED, local_midnight(date(2023, 2, 1)), 1.0);
        let expected = 0.10 * 0.10 + (cost.transfer_eur + cost.electricity_tax_eur) * 0.24;
        assert!((cost.vat_eur - expected).abs() < 1e-12);
    }

    #[test]
    fn a_whole_month_carries_exactly_its_fees() {
        let fees = fixed_fees(&FIXED, date(2026, 2, 1), date(2026, 3, 1));
        assert!((fees.basic_fee_eur - 3.10).abs() < 1e-9);
        assert!((fees.transfer_eur - TRANSFER_MONTHLY_FEE_EUR).abs() < 1e-9);
    }

    #[test]
    fn spot_slots_follow_the_exchange() {
        let spot = Tariff {
            energy: EnergyPrice::Spot {
                margin_c_per_kwh: 0.5,
            },
            monthly_fee_eur: 0.0,
        };
        let slot = local_midnight(date(2026, 1, 5)) + Duration::hours(18);
        let cost = slot_cost(&spot, slot, 1.0);
        assert!((cost.energy_eur - spot_price_eur_mwh(slot) / 1000.0).abs() < 1e-12);
        assert!((cost.margin_eur - 0.005).abs() < 1e-12);
    }

    #[test]
    fn a_day_costs_the_sum_of_its_slots_and_its_fee_share() {
        let day = date(2025, 3, 30); // 92 quarters
        let cost = electricity_cost(&FIXED, day, date(2025, 3, 31), |_| 1.0);
        assert!((cost.energy_eur - 92.0 * 0.10).abs() < 1e-9);
        assert!((cost.basic_fee_eur - 3.10 / 31.0).abs() < 1e-9);
    }
}
