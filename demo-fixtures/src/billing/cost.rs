//! What a place's month costs, computed from the metering series slot by slot so that the
//! portal's costs and the bill agree (DOMAIN.md): consumption × the slot's price, plus margin,
//! the monthly fee, transfer and electricity tax, then VAT by the delivery date.

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use chrono::{Datelike, Duration, NaiveDate};

use crate::dataset::{BuildingType, PlaceKind, Product, UsePlace};
use crate::series::{
    electricity_kwh, local_midnight, outdoor_temperature_c, quarters_of_day, vat_percent,
};

/// Electricity tax class I (households), c/kWh without VAT: the excise tax 2.24 plus the
/// security of supply fee 0.013 (vero.fi, in force through 2024–2026).
pub const ELECTRICITY_TAX_C_PER_KWH: f64 = 2.24 + 0.013;

/// The demo network's general transfer tariff (yleissiirto), without VAT: a monthly basic fee
/// and an energy fee. Billed on the same invoice (the demo companies sell both).
pub const TRANSFER_BASIC_FEE_EUR_PER_MONTH: f64 = 7.50;
pub const TRANSFER_C_PER_KWH: f64 = 3.90;

/// Heating degree days (S17) of a normal year in western Finland, the scale of the DH model.
const NORMAL_YEAR_DEGREE_DAYS: f64 = 4_000.0;

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
}

impl MonthCost {
    /// Energy sales (energy + margin + monthly fee): the invoice's amountOfConsumption.
    pub fn consumption(&self) -> Amount {
        self.energy
            .rounded()
            .plus(self.margin.rounded())
            .plus(self.basic_fee.rounded())
    }

    /// The total: the sum of the rounded rows.
    pub fn total(&self) -> Amount {
        [
            self.consumption(),
            self.transfer.rounded(),
            self.electricity_tax.rounded(),
            self.dh_energy.rounded(),
            self.dh_power.rounded(),
        ]
        .into_iter()
        .fold(Amount::default(), Amount::plus)
        .rounded()
    }
}

/// About how much electricity a place uses a year (kWh), the scale of its metering series.
/// Shared by every mock that reads the place's consumption, so metering and invoicing agree.
pub fn annual_kwh(place: &UsePlace) -> f64 {
    match (place.kind, place.building_type) {
        (PlaceKind::SummerHouse, _) | (_, BuildingType::SummerHouse) => 3_500.0,
        (_, BuildingType::DetachedHouse) => 18_000.0,
        (_, BuildingType::RowHouse) => 6_500.0,
        (_, BuildingType::Apartment) => 2_600.0,
        (_, BuildingType::CompanyBuilding) => 60_000.0,
    }
}

/// About how much district heat a place uses in a normal year (MWh).
pub fn annual_heat_mwh(place: &UsePlace) -> f64 {
    match place.building_type {
        BuildingType::DetachedHouse => 20.0,
        BuildingType::RowHouse => 60.0,
        BuildingType::Apartment => 250.0,
        BuildingType::CompanyBuilding => 400.0,
        BuildingType::SummerHouse => 8.0,
    }
}

/// Heating degrees of a day (S17 rule): 17 °C minus the day's mean outdoor temperature, zero
/// when the mean is 17 °C or warmer; the mean is taken over the day's whole hours.
pub fn degree_day(date: NaiveDate) -> f64 {
    let midnight = local_midnight(date);
    let mean = (0..24)
        .map(|h| outdoor_temperature_c(midnight + Duration::hours(h)))
        .sum::<f64>()
        / 24.0;
    (17.0 - mean).max(0.0)
}

/// District heat (MWh) a place uses on a day: a fifth of the year's heat is hot water, spread
/// evenly; the rest follows the day's heating degrees.
pub fn district_heat_mwh(place: &UsePlace, date: NaiveDate) -> f64 {
    let annual = annual_heat_mwh(place);
    annual * (0.2 / 365.0 + 0.8 * degree_day(date) / NORMAL_YEAR_DEGREE_DAYS)
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
    let annual = annual_kwh(place);
    // Monthly fees carry the VAT in force on the first delivery day.
    let fee_vat = vat_percent(first, false);
    match &place.product {
        Product::Spot {
            margin_c_per_kwh,
            monthly_fee_eur,
            ..
        } => {
            for day in &days {
                let (sale_vat, vat) = (vat_percent(*day, true), vat_percent(*day, false));
                for slot in quarters_of_day(*day) {
                    let kwh = electricity_kwh(&place.location_identifier, annual, slot);
                    // €/MWh × kWh / 1000 = €.
                    let spot = crate::series::spot_price_eur_mwh(slot);
                    cost.energy.add(kwh * spot / 1_000.0, sale_vat);
                    cost.margin.add(kwh * margin_c_per_kwh / 100.0, sale_vat);
                    add_network(&mut cost, kwh, vat);
                }
                note_vat(&mut cost, sale_vat);
            }
            cost.basic_fee
                .add(*monthly_fee_eur, vat_percent(first, true));
            cost.transfer.add(TRANSFER_BASIC_FEE_EUR_PER_MONTH, fee_vat);
        }
        Product::Fixed {
            price_c_per_kwh,
            monthly_fee_eur,
            ..
        } => {
            for day in &days {
                let (sale_vat, vat) = (vat_percent(*day, true), vat_percent(*day, false));
                for slot in quarters_of_day(*day) {
                    let kwh = electricity_kwh(&place.location_identifier, annual, slot);
                    cost.energy.add(kwh * price_c_per_kwh / 100.0, sale_vat);
                    add_network(&mut cost, kwh, vat);
                }
                note_vat(&mut cost, sale_vat);
            }
            cost.basic_fee
                .add(*monthly_fee_eur, vat_percent(first, true));
            cost.transfer.add(TRANSFER_BASIC_FEE_EUR_PER_MONTH, fee_vat);
        }
        Product::DistrictHeating {
            energy_eur_per_mwh,
            power_fee_eur_per_year,
            ..
        } => {
            for day in &days {
                let vat = vat_percent(*day, false);
                let mwh = district_heat_mwh(place, *day);
                cost.energy_kwh += mwh * 1_000.0;
                cost.dh_energy.add(mwh * energy_eur_per_mwh, vat);
                note_vat(&mut cost, vat);
            }
            cost.dh_power.add(power_fee_eur_per_year / 12.0, fee_vat);
        }
        Product::Purchase { .. } => return None,
    }
    Some(cost)
}

fn add_network(cost: &mut MonthCost, kwh: f64, vat: f64) {
    cost.energy_kwh += kwh;
    cost.transfer.add(kwh * TRANSFER_C_PER_KWH / 100.0, vat);
    cost.electricity_tax
        .add(kwh * ELECTRICITY_TAX_C_PER_KWH / 100.0, vat);
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
    use crate::series::spot_price_eur_mwh;

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
                let k = electricity_kwh("KP100101", annual_kwh(koti), slot);
                kwh += k;
                energy += k * spot_price_eur_mwh(slot) / 1000.0;
            }
        }
        assert!((cost.energy_kwh - kwh).abs() < 1e-6);
        assert!((cost.energy.vat0 - energy).abs() < 1e-6);
        assert!((cost.energy.with_vat - energy * 1.255).abs() < 1e-6);
        assert!((cost.electricity_tax.vat0 - kwh * 0.02253).abs() < 1e-6);
        assert_eq!(cost.vat_percents, vec![25.5]);
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
        assert_eq!(cost.basic_fee.vat0, monthly_fee_eur);
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
    fn total_is_the_sum_of_rounded_rows() {
        let cost = month_cost(place("KP100101"), 2026, 1).expect("billed");
        let rows = cost.consumption().with_vat
            + cost.transfer.rounded().with_vat
            + cost.electricity_tax.rounded().with_vat;
        assert!((cost.total().with_vat - rows).abs() < 0.005);
    }
}
