//! What a place's days cost as a bill: the lines of an invoice, rounded by one rule (api-surface
//! A81), written once here and used by the invoices, their PDFs and metering's month summary.
//!
//! 1. Each line's amount without VAT is its exact cost (slots × prices, fees) rounded to the
//!    cent, half away from zero.
//! 2. The total without VAT is the sum of the rounded lines.
//! 3. The VAT of each rate (the rate of the lines' delivery dates) is applied once to the sum of
//!    that rate's lines, and rounded to the cent.
//! 4. The total is the total without VAT plus the VAT.
//! 5. A line with VAT is its amount plus its share of its rate's VAT, shared out by the largest
//!    remainder in proportion to the lines' amounts, so the lines with VAT add up to the total.
//!
//! The figures come from the same series and cost functions the metering mock shows
//! ([`crate::series::cost`], [`crate::series::load`], [`crate::series::district_heating`]).

use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc};
use upstream_clients::money::{BillLine, Cents, VatBreakdown, Wh};

use crate::dataset::calendar::DEFAULT_GREEN_POWER_PACKAGE_KWH;
use crate::dataset::{PlaceKind, Product, UsePlace};
use crate::series::cost::{
    days_in_month, fixed_fees, month_parts, slot_cost_at, CostBreakdown, Energy, Exact, Price,
    Tariff,
};
use crate::series::district_heating::heat_day;
use crate::series::{electricity_kwh, load, quarters_of_day, vat_per_mille};

/// Green power's fee per started default package (3000 kWh a year) a month, VAT 0 (spec §9:
/// "from 1 euro per month").
pub const GREEN_POWER_FEE_PER_PACKAGE: Cents = Cents(100);

/// Green power's monthly fee for a package of `package_kwh` a year: one fee per started
/// default-size package.
pub fn green_power_fee(package_kwh: f64) -> Cents {
    let packages = (package_kwh / DEFAULT_GREEN_POWER_PACKAGE_KWH)
        .ceil()
        .max(1.0) as i64;
    Cents(GREEN_POWER_FEE_PER_PACKAGE.0 * packages)
}

/// `total` shared out in proportion to `weights`, by the largest remainder: the parts add up to
/// `total` exactly. All of it goes to the first part when the weights add up to nothing.
pub fn apportion(total: i64, weights: &[i128]) -> Vec<i64> {
    let mut sum: i128 = weights.iter().sum();
    let sign = if sum < 0 { -1 } else { 1 };
    sum *= sign;
    if sum == 0 {
        return (0..weights.len())
            .map(|i| if i == 0 { total } else { 0 })
            .collect();
    }
    let mut parts: Vec<(i64, i128)> = weights
        .iter()
        .map(|w| {
            let share = i128::from(total) * w * sign;
            (share.div_euclid(sum) as i64, share.rem_euclid(sum))
        })
        .collect();
    let left = total - parts.iter().map(|p| p.0).sum::<i64>();
    let mut order: Vec<usize> = (0..parts.len()).collect();
    // Largest remainder first; the earlier part on a tie, so the result is deterministic.
    order.sort_by(|a, b| parts[*b].1.cmp(&parts[*a].1).then(a.cmp(b)));
    for i in order.into_iter().take(left.max(0) as usize) {
        parts[i].0 += 1;
    }
    parts.into_iter().map(|p| p.0).collect()
}

/// A bill's component before rounding.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Part {
    pub component: &'static str,
    /// The energy a line priced by energy bills.
    pub energy: Option<Energy>,
    /// VAT rate of its delivery dates, ‰ of the amount (255 = 25.5 %).
    pub vat_per_mille: i64,
    pub exact: Exact,
}

/// One rounded line.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    pub component: &'static str,
    pub energy: Option<Wh>,
    pub vat_per_mille: i64,
    pub vat0: Cents,
    pub with_vat: Cents,
}

impl Line {
    /// The Finnish label of the line, as the PDF prints it.
    pub fn name(&self) -> &'static str {
        component_name(self.component)
    }
}

/// The components in the order a bill lists them: the sale, then the network's part.
pub const COMPONENTS: [&str; 9] = [
    "ENERGY",
    "MARGIN",
    "BASIC_FEE",
    "GREEN_POWER",
    "TRANSFER",
    "TRANSFER_BASIC_FEE",
    "ELECTRICITY_TAX",
    "DH_ENERGY",
    "DH_POWER_FEE",
];

/// The Finnish label of a component.
pub fn component_name(component: &str) -> &'static str {
    match component {
        "ENERGY" => "Sähköenergia",
        "MARGIN" => "Marginaali",
        "BASIC_FEE" => "Perusmaksu",
        "GREEN_POWER" => "Vihreä sähkö",
        "TRANSFER" => "Sähkönsiirto",
        "TRANSFER_BASIC_FEE" => "Siirron perusmaksu",
        "ELECTRICITY_TAX" => "Sähkövero ja huoltovarmuusmaksu",
        "DH_ENERGY" => "Kaukolämpöenergia",
        "DH_POWER_FEE" => "Tehomaksu",
        _ => "Muu",
    }
}

/// The VAT of one rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VatGroup {
    pub vat_per_mille: i64,
    pub base: Cents,
    pub vat: Cents,
}

/// A VAT rate in ‰ as a percent (25.5).
pub fn percent(per_mille: i64) -> f64 {
    per_mille as f64 / 10.0
}

/// Days of a bill, rounded by the rule in the module notes.
#[derive(Debug, Clone, PartialEq)]
pub struct Bill {
    /// First and last delivery day.
    pub period_start: NaiveDate,
    pub period_end: NaiveDate,
    /// The energy billed, to the Wh (electricity, or district heat).
    pub energy: Wh,
    pub lines: Vec<Line>,
    pub vat: Vec<VatGroup>,
    pub vat0_total: Cents,
    pub vat_total: Cents,
    pub total: Cents,
    /// Each day's exact cost without VAT and with it (the VAT of its delivery date, unrounded)
    /// and its energy: what the days' share of the bill is apportioned by.
    pub days: Vec<DayCost>,
}

/// One day's exact cost and energy.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DayCost {
    pub date: NaiveDate,
    pub energy: Energy,
    pub vat0: Exact,
    pub with_vat: Exact,
}

impl Bill {
    /// The bill of `parts` (merged by component and rate, listed in [`COMPONENTS`] order) by
    /// A81's rule.
    pub fn of_parts(
        period_start: NaiveDate,
        period_end: NaiveDate,
        energy: Energy,
        parts: &[Part],
        days: Vec<DayCost>,
    ) -> Bill {
        let mut merged: Vec<Part> = Vec::new();
        for part in parts {
            match merged
                .iter_mut()
                .find(|m| m.component == part.component && m.vat_per_mille == part.vat_per_mille)
            {
                Some(m) => {
                    m.exact += part.exact;
                    m.energy = match (m.energy, part.energy) {
                        (Some(a), Some(b)) => Some(a + b),
                        (a, b) => a.or(b),
                    };
                }
                None => merged.push(*part),
            }
        }
        let rank = |c: &str| COMPONENTS.iter().position(|k| *k == c);
        merged.sort_by_key(|p| (rank(p.component), -p.vat_per_mille));
        let mut lines: Vec<Line> = merged
            .iter()
            .map(|p| Line {
                component: p.component,
                energy: p.energy.map(Energy::to_wh),
                vat_per_mille: p.vat_per_mille,
                vat0: p.exact.to_cents(),
                with_vat: p.exact.to_cents(),
            })
            .collect();
        let mut rates: Vec<i64> = lines.iter().map(|l| l.vat_per_mille).collect();
        rates.sort_unstable();
        rates.dedup();
        let mut vat = Vec::new();
        for rate in rates.into_iter().rev() {
            let members: Vec<usize> = (0..lines.len())
                .filter(|i| lines[*i].vat_per_mille == rate)
                .collect();
            let base: Cents = members.iter().map(|i| lines[*i].vat0).sum();
            let group_vat = Exact::of_cents(base).vat(rate).to_cents();
            let weights: Vec<i128> = members
                .iter()
                .map(|i| i128::from(lines[*i].vat0.0))
                .collect();
            for (i, share) in members.iter().zip(apportion(group_vat.0, &weights)) {
                lines[*i].with_vat = lines[*i].vat0 + Cents(share);
            }
            vat.push(VatGroup {
                vat_per_mille: rate,
                base,
                vat: group_vat,
            });
        }
        let vat0_total: Cents = lines.iter().map(|l| l.vat0).sum();
        let vat_total: Cents = vat.iter().map(|g| g.vat).sum();
        Bill {
            period_start,
            period_end,
            energy: energy.to_wh(),
            lines,
            vat,
            vat0_total,
            vat_total,
            total: vat0_total + vat_total,
            days,
        }
    }

    /// Several bills as one (a year of months): lines of the same component and rate, and VAT
    /// of the same rate, added up, so it states exactly the sum of its bills. `None` for none.
    pub fn merge(bills: &[Bill]) -> Option<Bill> {
        let (first, rest) = bills.split_first()?;
        let mut merged = first.clone();
        for bill in rest {
            merged.period_start = merged.period_start.min(bill.period_start);
            merged.period_end = merged.period_end.max(bill.period_end);
            merged.energy += bill.energy;
            for line in &bill.lines {
                match merged.lines.iter_mut().find(|l| {
                    l.component == line.component && l.vat_per_mille == line.vat_per_mille
                }) {
                    Some(l) => {
                        l.vat0 += line.vat0;
                        l.with_vat += line.with_vat;
                        l.energy = match (l.energy, line.energy) {
                            (Some(a), Some(b)) => Some(a + b),
                            (a, b) => a.or(b),
                        };
                    }
                    None => merged.lines.push(line.clone()),
                }
            }
            for group in &bill.vat {
                match merged
                    .vat
                    .iter_mut()
                    .find(|g| g.vat_per_mille == group.vat_per_mille)
                {
                    Some(g) => {
                        g.base += group.base;
                        g.vat += group.vat;
                    }
                    None => merged.vat.push(*group),
                }
            }
            merged.vat0_total += bill.vat0_total;
            merged.vat_total += bill.vat_total;
            merged.total += bill.total;
            merged.days.extend_from_slice(&bill.days);
        }
        Some(merged)
    }

    /// The lines of `components` added up: (without VAT, with VAT).
    pub fn sum_of(&self, components: &[&str]) -> (Cents, Cents) {
        self.lines
            .iter()
            .filter(|l| components.contains(&l.component))
            .fold((Cents::ZERO, Cents::ZERO), |(a, b), l| {
                (a + l.vat0, b + l.with_vat)
            })
    }

    /// The VAT percents of the bill, highest first.
    pub fn vat_percents(&self) -> Vec<f64> {
        self.vat.iter().map(|g| percent(g.vat_per_mille)).collect()
    }

    /// The lines as the wire carries them.
    pub fn wire_lines(&self) -> Vec<BillLine> {
        self.lines
            .iter()
            .map(|l| BillLine {
                component: l.component.to_owned(),
                name: l.name().to_owned(),
                kwh: l.energy,
                vat_percent: percent(l.vat_per_mille),
                amount_vat0: l.vat0,
                amount: l.with_vat,
            })
            .collect()
    }

    /// The VAT by rate as the wire carries it.
    pub fn wire_vat(&self) -> Vec<VatBreakdown> {
        self.vat
            .iter()
            .map(|g| VatBreakdown {
                vat_percent: percent(g.vat_per_mille),
                base_vat0: g.base,
                vat: g.vat,
            })
            .collect()
    }

    /// The bill's total shared out over its days (with or without VAT), in proportion to each
    /// day's exact cost: the days add up to the bill to the cent.
    pub fn day_amounts(&self, vat: bool) -> Vec<Cents> {
        let (total, weights): (Cents, Vec<i128>) = if vat {
            (self.total, self.days.iter().map(|d| d.with_vat.0).collect())
        } else {
            (
                self.vat0_total,
                self.days.iter().map(|d| d.vat0.0).collect(),
            )
        };
        apportion(total.0, &weights)
            .into_iter()
            .map(Cents)
            .collect()
    }

    /// The bill's energy shared out over its days: the days add up to it to the Wh.
    pub fn day_energy(&self) -> Vec<Wh> {
        let weights: Vec<i128> = self.days.iter().map(|d| i128::from(d.energy.0)).collect();
        apportion(self.energy.0, &weights)
            .into_iter()
            .map(Wh)
            .collect()
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

/// The add-on fees a month `place` is billed for by the dataset's contract: green power at the
/// default package when it is on.
pub fn contract_add_on_fee(place: &UsePlace) -> Cents {
    if place.green_power {
        green_power_fee(DEFAULT_GREEN_POWER_PACKAGE_KWH)
    } else {
        Cents::ZERO
    }
}

/// What `place` is billed for `year`-`month` (all its days; the caller bills only months that
/// are over), with the contract's add-ons. `None` for a month that does not exist or a place
/// that is not billed for consumption (microgeneration: its surplus is bought, see
/// [`Product::Purchase`]).
///
/// A month is about 3 000 slots of series arithmetic, slow enough in debug builds to matter
/// when a summary asks for 24 of them, so results are kept for the process's life: the
/// function is pure in the place's identifier, product, add-ons and the month.
pub fn month_bill(place: &UsePlace, year: i32, month: u32) -> Option<Bill> {
    let first = NaiveDate::from_ymd_opt(year, month, 1)?;
    let next = first.checked_add_months(chrono::Months::new(1))?;
    days_bill(place, first, next, contract_add_on_fee(place))
}

/// What `place` is billed for the Helsinki days `from..to` (end exclusive) with `add_on_fee` a
/// month of add-ons: a month's bill, or the month so far. Kept like [`month_bill`].
pub fn days_bill(
    place: &UsePlace,
    from: NaiveDate,
    to: NaiveDate,
    add_on_fee: Cents,
) -> Option<Bill> {
    type Key = (
        String,
        String,
        &'static str,
        PlaceKind,
        NaiveDate,
        NaiveDate,
        i64,
    );
    static MEMO: OnceLock<Mutex<HashMap<Key, Option<Bill>>>> = OnceLock::new();
    if from >= to {
        return None;
    }
    let key = (
        place.location_identifier.clone(),
        format!("{:?}", place.product),
        place.building_type.as_str(),
        place.kind,
        from,
        to,
        add_on_fee.0,
    );
    let memo = MEMO.get_or_init(Mutex::default);
    if let Some(hit) = memo.lock().unwrap_or_else(|e| e.into_inner()).get(&key) {
        return hit.clone();
    }
    let bill = compute_bill(place, from, to, add_on_fee);
    memo.lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(key, bill.clone());
    bill
}

fn compute_bill(
    place: &UsePlace,
    from: NaiveDate,
    to: NaiveDate,
    add_on_fee: Cents,
) -> Option<Bill> {
    let last = to - Duration::days(1);
    if let Some((tariff, reading)) = electricity_readings(place, add_on_fee) {
        return Some(electricity_bill(&tariff, from, to, reading));
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
    let price = Price::of_eur_per_mwh(energy_eur_per_mwh);
    let annual = load::annual_heat_mwh(place);
    let (mut parts, mut days, mut energy) = (Vec::new(), Vec::new(), Energy::default());
    let mut day = from;
    while day < to {
        // The days the metering mock shows; heat is sold at the general VAT rate.
        let heat = heat_day(&place.location_identifier, annual, day).energy();
        let cost = price.times(heat);
        let rate = vat_per_mille(day, false);
        days.push(DayCost {
            date: day,
            energy: heat,
            vat0: cost,
            with_vat: cost + cost.vat(rate),
        });
        energy += heat;
        parts.push(Part {
            component: "DH_ENERGY",
            energy: Some(heat),
            vat_per_mille: rate,
            exact: cost,
        });
        day += Duration::days(1);
    }
    // The yearly power fee in twelve equal parts, each month's share by its days in the period,
    // at the VAT of the period's first day.
    let yearly = Exact::of_cents(power_fee_eur_per_year);
    let mut power = Exact::ZERO;
    for (start, end) in month_parts(from, to) {
        let month_days = i64::from(days_in_month(start.year(), start.month()));
        power += yearly.share((end - start).num_days(), 12 * month_days);
    }
    parts.push(Part {
        component: "DH_POWER_FEE",
        energy: None,
        vat_per_mille: vat_per_mille(from, false),
        exact: power,
    });
    Some(Bill::of_parts(from, last, energy, &parts, days))
}

/// What a slot used and its energy price.
pub type Reading = (Energy, Price);

/// An electricity place's tariff with `add_on_fee` a month of add-ons, and what each of its
/// slots used and its energy price: the series the metering mock draws for the place, at the
/// same yearly scale. `None` for a place not billed for electricity.
pub fn electricity_readings(
    place: &UsePlace,
    add_on_fee: Cents,
) -> Option<(Tariff, impl Fn(DateTime<Utc>) -> Reading + '_)> {
    let tariff = Tariff::of(&place.product)?.with_add_ons(add_on_fee);
    let annual = load::annual_kwh(place);
    let reading = move |slot| {
        let used = Energy::from_kwh(electricity_kwh(&place.location_identifier, annual, slot));
        (used, tariff.energy_price(slot))
    };
    Some((tariff, reading))
}

/// The bill of the Helsinki days `from..to` (end exclusive) for a place whose slots used and
/// cost what `slot_of(slot)` says (its energy and its energy price): measured readings, or a
/// projection's. Fees of the whole period at once, so a whole month carries exactly its fees.
pub fn electricity_bill(
    tariff: &Tariff,
    from: NaiveDate,
    to: NaiveDate,
    slot_of: impl Fn(DateTime<Utc>) -> Reading,
) -> Bill {
    let mut parts = Vec::new();
    let mut days = Vec::new();
    let mut energy = Energy::default();
    let mut day = from;
    while day < to {
        let mut slots = CostBreakdown::default();
        for slot in quarters_of_day(day) {
            let (used, price) = slot_of(slot);
            slots += slot_cost_at(tariff, slot, used, price);
        }
        let whole = slots + fixed_fees(tariff, day, day + Duration::days(1));
        days.push(DayCost {
            date: day,
            energy: slots.energy_used,
            vat0: whole.total_vat0(),
            with_vat: whole.total(),
        });
        energy += slots.energy_used;
        electricity_parts(&mut parts, &slots, day);
        day += Duration::days(1);
    }
    // A period's days share one rate per month (rates change on a month's first day).
    for (start, end) in month_parts(from, to) {
        electricity_parts(&mut parts, &fixed_fees(tariff, start, end), start);
    }
    parts.retain(|p| p.exact != Exact::ZERO || p.component == "ENERGY");
    Bill::of_parts(from, to - Duration::days(1), energy, &parts, days)
}

/// Adds the parts of `cost` delivered on `day`, each at its rate.
fn electricity_parts(parts: &mut Vec<Part>, cost: &CostBreakdown, day: NaiveDate) {
    let (sale, general) = (vat_per_mille(day, true), vat_per_mille(day, false));
    let energy = Some(cost.energy_used);
    for (component, energy, vat_per_mille, exact) in [
        ("ENERGY", energy, sale, cost.energy),
        ("MARGIN", energy, sale, cost.margin),
        ("BASIC_FEE", None, sale, cost.basic_fee),
        ("GREEN_POWER", None, sale, cost.add_ons),
        ("TRANSFER", energy, general, cost.transfer),
        ("TRANSFER_BASIC_FEE", None, general, cost.transfer_fee),
        ("ELECTRICITY_TAX", energy, general, cost.electricity_tax),
    ] {
        parts.push(Part {
            component,
            energy: energy.filter(|_| exact != Exact::ZERO || component == "ENERGY"),
            vat_per_mille,
            exact,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::Dataset;
    use crate::series::cost::{electricity_cost, ELECTRICITY_TAX, TRANSFER};
    use crate::series::spot_price;

    fn place(id: &str) -> &'static UsePlace {
        Dataset::demo().place(id).expect("a demo place")
    }

    fn line<'b>(bill: &'b Bill, component: &str) -> &'b Line {
        bill.lines
            .iter()
            .find(|l| l.component == component)
            .unwrap_or_else(|| panic!("{component} on the bill"))
    }

    #[test]
    fn apportioning_adds_up_exactly() {
        assert_eq!(apportion(10, &[1, 1, 1]), vec![4, 3, 3]);
        assert_eq!(apportion(-10, &[1, 1, 1]), vec![-3, -3, -4]);
        assert_eq!(apportion(7, &[0, 0]), vec![7, 0]);
        assert_eq!(apportion(5, &[-1, 3]), vec![-2, 7]);
        assert_eq!(apportion(100, &[-2, -2]), vec![50, 50]);
    }

    #[test]
    fn spot_energy_is_the_sum_of_slot_costs() {
        let koti = place("KP100101");
        let bill = month_bill(koti, 2025, 3).expect("billed");
        let (mut energy, mut cost) = (Energy::default(), Exact::ZERO);
        for day in days_of_month(2025, 3) {
            for slot in quarters_of_day(day) {
                let used =
                    Energy::from_kwh(electricity_kwh("KP100101", load::annual_kwh(koti), slot));
                energy += used;
                cost += spot_price(slot).times(used);
            }
        }
        assert_eq!(bill.energy, energy.to_wh());
        assert_eq!(line(&bill, "ENERGY").vat0, cost.to_cents());
        assert_eq!(line(&bill, "ENERGY").energy, Some(energy.to_wh()));
        assert_eq!(
            line(&bill, "ELECTRICITY_TAX").vat0,
            ELECTRICITY_TAX.times(energy).to_cents()
        );
        assert_eq!(
            line(&bill, "TRANSFER").vat0,
            TRANSFER.times(energy).to_cents()
        );
        assert_eq!(line(&bill, "TRANSFER_BASIC_FEE").vat0, Cents(1150));
        assert_eq!(bill.vat_percents(), vec![25.5]);
    }

    #[test]
    fn the_rule_rounds_lines_then_vat_once_per_rate() {
        for (id, year, month) in [
            ("KP100101", 2026, 10),
            ("KP100104", 2025, 7),
            ("KP100102", 2026, 1),
        ] {
            let bill = month_bill(place(id), year, month).expect("billed");
            let vat0: Cents = bill.lines.iter().map(|l| l.vat0).sum();
            assert_eq!(bill.vat0_total, vat0, "{id}");
            // VAT once per rate on its lines (the invariant test recounts the bases).
            for group in &bill.vat {
                let expected = Exact::of_cents(group.base).vat(group.vat_per_mille);
                assert_eq!(group.vat, expected.to_cents(), "{id}");
            }
            assert_eq!(bill.total, bill.vat0_total + bill.vat_total);
            let with_vat: Cents = bill.lines.iter().map(|l| l.with_vat).sum();
            assert_eq!(with_vat, bill.total, "{id}");
            let days: Cents = bill.day_amounts(true).into_iter().sum();
            assert_eq!(days, bill.total);
            let energy: Wh = bill.day_energy().into_iter().sum();
            assert_eq!(energy, bill.energy);
        }
    }

    /// The bill of a month is the cost the metering series give for it, line by line.
    #[test]
    fn an_electricity_bill_is_the_metering_cost_of_its_month() {
        for (id, year, month) in [("KP100101", 2025, 11), ("KP100104", 2025, 7)] {
            let p = place(id);
            let tariff = Tariff::of(&p.product)
                .expect("electricity")
                .with_add_ons(contract_add_on_fee(p));
            let annual = load::annual_kwh(p);
            let from = NaiveDate::from_ymd_opt(year, month, 1).unwrap();
            let to = from.checked_add_months(chrono::Months::new(1)).unwrap();
            let metering = electricity_cost(&tariff, from, to, |slot| {
                Energy::from_kwh(electricity_kwh(id, annual, slot))
            });
            let bill = month_bill(p, year, month).expect("billed");
            assert_eq!(
                line(&bill, "ENERGY").vat0,
                metering.energy.to_cents(),
                "{id}"
            );
            assert_eq!(
                line(&bill, "BASIC_FEE").vat0,
                metering.basic_fee.to_cents(),
                "{id}"
            );
            assert_eq!(bill.energy, metering.energy_used.to_wh(), "{id}");
        }
    }

    #[test]
    fn green_power_is_billed_when_it_is_on() {
        let koti = place("KP100101");
        let bill = month_bill(koti, 2026, 10).expect("billed");
        let green = bill.lines.iter().find(|l| l.component == "GREEN_POWER");
        if koti.green_power {
            assert_eq!(green.map(|l| l.vat0), Some(Cents(100)));
        } else {
            assert!(green.is_none());
        }
        assert_eq!(green_power_fee(3000.0), Cents(100));
        assert_eq!(green_power_fee(4500.0), Cents(200));
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
        let bill = month_bill(dh, 2026, 1).expect("billed");
        let heat: Energy = days_of_month(2026, 1)
            .into_iter()
            .map(|d| {
                Energy::from_kwh(
                    heat_day("KP100102", load::annual_heat_mwh(dh), d).energy_mwh * 1000.0,
                )
            })
            .sum();
        assert_eq!(bill.energy, heat.to_wh());
        assert_eq!(
            line(&bill, "DH_ENERGY").vat0,
            Price::of_eur_per_mwh(energy_eur_per_mwh)
                .times(heat)
                .to_cents()
        );
        let july = month_bill(dh, 2025, 7).expect("billed");
        assert!(bill.energy.0 > 3 * july.energy.0 && july.energy.0 > 0);
        assert_eq!(
            line(&bill, "DH_POWER_FEE").vat0,
            line(&july, "DH_POWER_FEE").vat0
        );
    }

    #[test]
    fn vat_follows_the_delivery_month() {
        let koti = place("KP100101");
        assert_eq!(
            month_bill(koti, 2024, 8).unwrap().vat_percents(),
            vec![24.0]
        );
        assert_eq!(
            month_bill(koti, 2024, 9).unwrap().vat_percents(),
            vec![25.5]
        );
        // The ten per cent period: the sale at 10 %, the network at 24 %.
        assert_eq!(
            month_bill(koti, 2023, 2).unwrap().vat_percents(),
            vec![24.0, 10.0]
        );
    }

    #[test]
    fn fixed_price_is_price_times_consumption() {
        let p = place("KP100104");
        let bill = month_bill(p, 2025, 7).expect("billed");
        let tariff = Tariff::of(&p.product).unwrap();
        assert_eq!(line(&bill, "BASIC_FEE").vat0, tariff.monthly_fee);
        assert!(bill.lines.iter().all(|l| l.component != "MARGIN"));
    }

    #[test]
    fn microgeneration_and_bad_months_are_not_billed() {
        assert!(month_bill(place("KP100103"), 2025, 7).is_none());
        assert!(month_bill(place("KP100101"), 2025, 13).is_none());
    }
}
