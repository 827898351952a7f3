//! What a place's month costs on its invoice. The figures come from the same series and cost
//! functions the metering mock shows ([`crate::series::cost`], [`crate::series::load`],
//! [`crate::series::district_heating`]), so that the portal's costs and the bill agree to the
//! cent (DOMAIN.md); this module only splits them into invoice rows with VAT and rounds them.

use std::cell::Cell;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use chrono::{Datelike, Duration, NaiveDate};

use crate::dataset::{PlaceKind, Product, UsePlace};
use crate::series::cost::{electricity_cost, Tariff};
use crate::series::district_heating::heat_day;
use crate::series::{electricity_kwh, load, vat_percent};

/// One cost component: without VAT and with the VAT in force on each delivery day.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct Amount {
    pub vat0: f64,
    pub with_vat: f64,
}

impl Amount {
    fn add(&mut self, vat0: f64, vat_percent: f64) {
        self.vat0 += vat0;
        self.with_vat += vat0 * (1.0 + vat_percent / 100.0);
    }

    /// Rounded to cents (each invoice row is rounded, and the total is the sum of the rows).
    pub fn rounded(self) -> Amount {
        Amount {
            vat0: round_cents(self.vat0),
            with_vat: round_cents(self.with_vat),
        }
    }

    pub fn vat(self) -> f64 {
        self.with_vat - self.vat0
    }

    pub fn plus(self, other: Amount) -> Amount {
        Amount {
            vat0: self.vat0 + other.vat0,
            with_vat: self.with_vat + other.with_vat,
        }
    }
}

/// Rounds euros to whole cents.
pub fn round_cents(eur: f64) -> f64 {
    (eur * 100.0).round() / 100.0
}

/// A place's costs for one calendar month (Helsinki time). Electricity places fill the energy,
/// margin, basic fee, transfer and tax rows; district heating places the DH energy and power rows.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct MonthCost {
    /// First and last delivery day.
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    /// Electricity in kWh, or district heat in kWh (MWh × 1000).
    pub energy_kwh: f64,
    /// Spot energy (consumption × slot price) or fixed-price energy.
    pub energy: Amount,
    /// The spot product's margin per kWh.
    pub margin: Amount,
    /// The product's monthly fee (perusmaksu).
    pub basic_fee: Amount,
    pub transfer: Amount,
    pub electricity_tax: Amount,
    pub dh_energy: Amount,
    pub dh_power: Amount,
    /// The VAT percents applied in the month (one, unless the rate changed within it).
    pub vat_percents: Vec<f64>,
    /// The whole month unrounded, summed by the series cost functions themselves (not from the
    /// rows above), so it is the very figure the metering mock rounds.
    pub exact: Amount,
}

impl MonthCost {
    /// Energy sales (energy + margin + monthly fee): the invoice's amountOfConsumption, one row
    /// rounded once.
    pub fn consumption(&self) -> Amount {
        self.energy.plus(self.margin).plus(self.basic_fee).rounded()
    }

    /// The total, rounded once from the unrounded cost exactly as the metering mock rounds its
    /// totalCost, so the bill equals the portal's figure to the cent. The rows are rounded one
    /// by one, so their sum may differ from it by half a cent a row (as on any real bill).
    pub fn total(&self) -> Amount {
        self.exact.rounded()
    }
}

/// The days of a month.
pub fn days_of_month(year: i32, month: u32) -> Vec<NaiveDate> {
    NaiveDate::from_ymd_opt(year, month, 1)
        .map(|first| {
            first
                .iter_days()
                .take_while(|d| d.month() == month)
                .collect()
        })
        .unwrap_or_default()
}

/// What `place` costs in `year`-`month` (all days of the month; the caller bills only months
/// that are over). `None` for a month that does not exist or a place that is not billed for
/// consumption (microgeneration: its surplus is bought, see [`Product::Purchase`]).
///
/// A month is about 3 000 slots of series arithmetic, slow enough in debug builds to matter
/// when a summary asks for 24 of them, so results are kept for the process's life: the
/// function is pure in the place's identifier, product and the month.
pub fn month_cost(place: &UsePlace, year: i32, month: u32) -> Option<MonthCost> {
    type Key = (String, String, &'static str, PlaceKind, i32, u32);
    static MEMO: OnceLock<Mutex<HashMap<Key, Option<MonthCost>>>> = OnceLock::new();
    let key = (
        place.location_identifier.clone(),
        format!("{:?}", place.product),
        place.building_type.as_str(),
        place.kind,
        year,
        month,
    );
    let memo = MEMO.get_or_init(Mutex::default);
    if let Some(hit) = memo.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return hit.clone();
    }
    let cost = compute_month_cost(place, year, month);
    memo.lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, cost.clone());
    cost
}

fn compute_month_cost(place: &UsePlace, year: i32, month: u32) -> Option<MonthCost> {
    let days = days_of_month(year, month);
    let (first, last) = (*days.first()?, *days.last()?);
    let mut cost = MonthCost {
        period_start: first,
        period_end: last,
        ..MonthCost::default()
    };
    if let Some(tariff) = Tariff::of(&place.product) {
        // The series the metering mock draws for the place, at the same yearly scale.
        let annual = load::annual_kwh(place);
        let kwh = Cell::new(0.0);
        let kwh_of = |slot| {
            let used = electricity_kwh(&place.location_identifier, annual, slot);
            kwh.set(kwh.get() + used);
            used
        };
        for day in &days {
            // A day at a time, as metering adds up its summary, so each row gets the VAT of
            // its delivery day: the sale of electricity at its own rate, the network's part at
            // the general one (the same split `slot_cost` and `fixed_fees` tax by).
            let lines = electricity_cost(&tariff, *day, *day + Duration::days(1), kwh_of);
            let (sale_vat, vat) = (vat_percent(*day, true), vat_percent(*day, false));
            cost.energy.add(lines.energy_eur, sale_vat);
            cost.margin.add(lines.margin_eur, sale_vat);
            cost.basic_fee.add(lines.basic_fee_eur, sale_vat);
            cost.transfer.add(lines.transfer_eur, vat);
            cost.electricity_tax.add(lines.electricity_tax_eur, vat);
            cost.exact.vat0 += lines.total_vat0();
            cost.exact.with_vat += lines.total();
            note_vat(&mut cost, sale_vat);
        }
        cost.energy_kwh = kwh.get();
        return Some(cost);
    }
    let Product::DistrictHeating {
        energy_eur_per_mwh,
        power_fee_eur_per_year,
        ..
    } = place.product
    else {
        // Production purchase: the surplus is bought, not billed.
        return None;
    };
    let annual = load::annual_heat_mwh(place);
    for day in &days {
        // The days the metering mock shows; heat is sold at the general VAT rate.
        let heat = heat_day(&place.location_identifier, annual, *day);
        let vat = vat_percent(*day, false);
        cost.energy_kwh += heat.energy_mwh * 1_000.0;
        cost.dh_energy
            .add(heat.energy_mwh * energy_eur_per_mwh, vat);
        note_vat(&mut cost, vat);
    }
    // The yearly power fee in twelve equal parts, at the VAT of the month's first day.
    cost.dh_power
        .add(power_fee_eur_per_year / 12.0, vat_percent(first, false));
    cost.exact = cost.dh_energy.plus(cost.dh_power);
    Some(cost)
}

fn note_vat(cost: &mut MonthCost, vat: f64) {
    if !cost.vat_percents.contains(&vat) {
        cost.vat_percents.push(vat);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::Dataset;
    use crate::series::cost::{TRANSFER_C_PER_KWH, TRANSFER_MONTHLY_FEE_EUR};
    use crate::series::{quarters_of_day, spot_price_eur_mwh};

    fn place(id: &str) -> &'static UsePlace {
        Dataset::demo().place(id).expect("a demo place")
    }

    #[test]
    fn spot_energy_is_the_sum_of_slot_costs() {
        let koti = place("KP100101");
        let cost = month_cost(koti, 2025, 3).expect("billed");
        let mut kwh = 0.0;
        let mut energy = 0.0;
        for day in days_of_month(2025, 3) {
            for slot in quarters_of_day(day) {
                let k = electricity_kwh("KP100101", load::annual_kwh(koti), slot);
                kwh += k;
                energy += k * spot_price_eur_mwh(slot) / 1000.0;
            }
        }
        assert!((cost.energy_kwh - kwh).abs() < 1e-6);
        assert!((cost.energy.vat0 - energy).abs() < 1e-6);
        assert!((cost.energy.with_vat - energy * 1.255).abs() < 1e-6);
        assert!((cost.electricity_tax.vat0 - kwh * 0.02253).abs() < 1e-6);
        // The network operator's prices are metering's: 4.46 c/kWh and 11.50 € a month.
        let transfer = kwh * TRANSFER_C_PER_KWH / 100.0 + TRANSFER_MONTHLY_FEE_EUR;
        assert!((cost.transfer.vat0 - transfer).abs() < 1e-6);
        assert!((TRANSFER_C_PER_KWH - 4.46).abs() < 1e-12);
        assert_eq!(cost.vat_percents, vec![25.5]);
    }

    /// The invoice of a month is the cost the metering series give for it: the month's slots
    /// and fees through `electricity_cost` at the place's metering scale and tariff.
    #[test]
    fn an_electricity_invoice_is_the_metering_cost_of_its_month() {
        for (id, year, month) in [("KP100101", 2025, 11), ("KP100104", 2025, 7)] {
            let p = place(id);
            let tariff = Tariff::of(&p.product).expect("electricity");
            let annual = load::annual_kwh(p);
            let from = NaiveDate::from_ymd_opt(year, month, 1).unwrap();
            let to = from.checked_add_months(chrono::Months::new(1)).unwrap();
            let metering =
                electricity_cost(&tariff, from, to, |slot| electricity_kwh(id, annual, slot));
            let cost = month_cost(p, year, month).expect("billed");
            assert_eq!(cost.total().with_vat, round_cents(metering.total()), "{id}");
            assert_eq!(
                cost.total().vat0,
                round_cents(metering.total_vat0()),
                "{id}"
            );
            let rows = cost
                .consumption()
                .plus(cost.transfer)
                .plus(cost.electricity_tax);
            assert!((rows.with_vat - metering.total()).abs() < 0.01, "{id}");
        }
    }

    #[test]
    fn district_heat_is_the_metering_heat_days_at_the_product_price() {
        let dh = place("KP100102");
        let Product::DistrictHeating {
            energy_eur_per_mwh, ..
        } = dh.product
        else {
            panic!("KP100102 is district heated");
        };
        let cost = month_cost(dh, 2026, 1).expect("billed");
        let mwh: f64 = days_of_month(2026, 1)
            .into_iter()
            .map(|d| heat_day("KP100102", load::annual_heat_mwh(dh), d).energy_mwh)
            .sum();
        assert!((cost.energy_kwh - mwh * 1_000.0).abs() < 1e-6);
        assert!((cost.dh_energy.vat0 - mwh * energy_eur_per_mwh).abs() < 1e-6);
    }

    #[test]
    fn vat_follows_the_delivery_month() {
        let koti = place("KP100101");
        let august = month_cost(koti, 2024, 8).expect("billed");
        let september = month_cost(koti, 2024, 9).expect("billed");
        assert_eq!(august.vat_percents, vec![24.0]);
        assert_eq!(september.vat_percents, vec![25.5]);
        let ratio = august.total().with_vat / august.total().vat0;
        assert!((ratio - 1.24).abs() < 0.001, "{ratio}");
    }

    #[test]
    fn fixed_price_is_price_times_consumption() {
        let cost = month_cost(place("KP100104"), 2025, 7).expect("billed");
        let Product::Fixed {
            price_c_per_kwh,
            monthly_fee_eur,
            ..
        } = place("KP100104").product
        else {
            panic!("the summer house has a fixed price");
        };
        assert!((cost.energy.vat0 - cost.energy_kwh * price_c_per_kwh / 100.0).abs() < 1e-6);
        // Metering spreads the fee over the month's days; a whole month carries all of it.
        assert!((cost.basic_fee.vat0 - monthly_fee_eur).abs() < 1e-9);
        assert_eq!(cost.margin, Amount::default());
    }

    #[test]
    fn district_heat_is_higher_in_winter_and_has_a_power_fee() {
        let dh = place("KP100102");
        let january = month_cost(dh, 2026, 1).expect("billed");
        let july = month_cost(dh, 2025, 7).expect("billed");
        assert!(january.energy_kwh > 3.0 * july.energy_kwh);
        assert!(july.energy_kwh > 0.0);
        assert_eq!(january.dh_power.rounded(), july.dh_power.rounded());
        assert_eq!(january.transfer, Amount::default());
    }

    #[test]
    fn microgeneration_and_bad_months_are_not_billed() {
        assert!(month_cost(place("KP100103"), 2025, 7).is_none());
        assert!(month_cost(place("KP100101"), 2025, 13).is_none());
    }

    #[test]
    fn rows_add_up_to_the_total_within_their_rounding() {
        let cost = month_cost(place("KP100101"), 2026, 1).expect("billed");
        let rows = cost.consumption().with_vat
            + cost.transfer.rounded().with_vat
            + cost.electricity_tax.rounded().with_vat;
        // Three rows, each rounded on its own: at most half a cent each.
        assert!((cost.total().with_vat - rows).abs() < 0.0151);
        assert_eq!(cost.total(), cost.exact.rounded());
    }
}
