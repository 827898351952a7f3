//! "Laskun erittely": an invoice beside the portal's own bill of its period, shared out over its
//! days and one day's metering slots.
//!
//! Every share is a total of the invoice apportioned ([`apportion`]) in proportion to the exact
//! costs the bill was made from, so the days add up to the invoice and a day's slots with its
//! share of the monthly fees add up to the day, to the cent and to the Wh, and nothing is rounded
//! twice. The browser only shows these figures; it computes no money.

use chrono::{DateTime, Duration, NaiveDate, Utc};
use upstream_clients::invoicing::{
    BreakdownDay, BreakdownSlot, ComputedBill, DaySlots, InvoiceBreakdown,
};
use upstream_clients::money::{Cents, UnitPrice, Wh};

use super::cost::{apportion, contract_add_on_fee, electricity_readings, month_bill, Bill};
use super::invoices::Invoice;
use crate::dataset::UsePlace;
use crate::series::cost::{fixed_fees, slot_cost_at, CostBreakdown};
use crate::series::{quarter_hour_prices_from, quarters_of_day, TIME_ZONE};

/// Why a day cannot be broken down.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotInPeriod;

/// The breakdown of `invoice` of `place`, with the slots of `day` when one is asked for. A day
/// outside the invoice's delivery period is refused.
pub fn invoice_breakdown(
    place: &UsePlace,
    invoice: &Invoice,
    day: Option<NaiveDate>,
) -> Result<InvoiceBreakdown, NotInPeriod> {
    let bill = &invoice.bill;
    let day_index = match day {
        Some(date) => Some(
            bill.days
                .iter()
                .position(|d| d.date == date)
                .ok_or(NotInPeriod)?,
        ),
        None => None,
    };
    let with_vat = bill.day_amounts(true);
    let vat0 = bill.day_amounts(false);
    let energy = bill.day_energy();
    let days = bill
        .days
        .iter()
        .enumerate()
        .map(|(i, d)| BreakdownDay {
            date: d.date.to_string(),
            kwh: energy[i],
            amount_vat0: vat0[i],
            amount: with_vat[i],
        })
        .collect();
    let slots = day_index
        .and_then(|i| day_slots(place, bill.days[i].date, (energy[i], vat0[i], with_vat[i])));
    Ok(InvoiceBreakdown {
        invoice_number: invoice.invoice_number.clone(),
        invoice_detail_type: invoice.detail_type,
        period_start: bill.period_start.to_string(),
        period_end: bill.period_end.to_string(),
        amount: bill.total,
        amount_vat0: bill.vat0_total,
        energy_kwh: bill.energy,
        computed: computed(place, bill),
        days,
        day: slots,
    })
}

/// The portal's own bill of the invoice's month: the month summary's (metering's slots at the
/// product's prices, by the same rule), which is why it is not read off the invoice.
fn computed(place: &UsePlace, invoice_bill: &Bill) -> ComputedBill {
    let start = invoice_bill.period_start;
    let own = month_bill(
        place,
        chrono::Datelike::year(&start),
        chrono::Datelike::month(&start),
    )
    .unwrap_or_else(|| invoice_bill.clone());
    ComputedBill {
        lines: own.wire_lines(),
        vat_breakdown: own.wire_vat(),
        amount_vat0: own.vat0_total,
        amount_of_vat: own.vat_total,
        amount: own.total,
        energy_kwh: own.energy,
    }
}

/// The slots of `date` (an electricity place's), sharing out the day's `(energy, VAT-0 amount,
/// amount)`; `None` for district heating, which is metered by the day.
fn day_slots(place: &UsePlace, date: NaiveDate, day: (Wh, Cents, Cents)) -> Option<DaySlots> {
    let (tariff, reading) = electricity_readings(place, contract_add_on_fee(place))?;
    let quarters = quarters_of_day(date);
    // Prices were hourly before the quarter-hour market; a day's hours are whole groups of four
    // quarters from its midnight, DST days included (the clocks move by whole hours).
    let per_slot = if quarters
        .first()
        .is_some_and(|q| *q >= quarter_hour_prices_from())
    {
        1
    } else {
        4
    };
    let slots: Vec<(DateTime<Utc>, CostBreakdown, UnitPrice)> = quarters
        .chunks(per_slot)
        .map(|chunk| {
            let cost: CostBreakdown = chunk
                .iter()
                .map(|q| {
                    let (used, price) = reading(*q);
                    slot_cost_at(&tariff, *q, used, price)
                })
                .sum();
            (chunk[0], cost, UnitPrice(reading(chunk[0]).1 .0))
        })
        .collect();
    let fees = fixed_fees(&tariff, date, date + Duration::days(1));
    let share = |total: i64, weight: &dyn Fn(&CostBreakdown) -> i128| {
        let mut weights: Vec<i128> = slots.iter().map(|s| weight(&s.1)).collect();
        weights.push(weight(&fees));
        apportion(total, &weights)
    };
    let (energy, vat0, with_vat) = day;
    let vat0 = share(vat0.0, &|c| c.total_vat0().0);
    let with_vat = share(with_vat.0, &|c| c.total().0);
    let kwh = apportion(
        energy.0,
        &slots
            .iter()
            .map(|s| i128::from(s.1.energy_used.0))
            .collect::<Vec<_>>(),
    );
    let wire = slots
        .iter()
        .enumerate()
        .map(|(i, (start, _, price))| BreakdownSlot {
            start: start.with_timezone(&TIME_ZONE).to_rfc3339(),
            kwh: Wh(kwh[i]),
            energy_price: *price,
            amount_vat0: Cents(vat0[i]),
            amount: Cents(with_vat[i]),
        })
        .collect();
    Some(DaySlots {
        date: date.to_string(),
        slot_minutes: 15 * per_slot as u32,
        slots: wire,
        fees_vat0: Cents(vat0[slots.len()]),
        fees: Cents(with_vat[slots.len()]),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billing::invoices::invoice_of_month;
    use crate::dataset::Dataset;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn breakdown(id: &str, y: i32, m: u32, day: Option<NaiveDate>) -> InvoiceBreakdown {
        let place = Dataset::demo().place(id).expect("a demo place");
        let invoice = invoice_of_month(place, y, m, date(2026, 11, 22)).expect("invoiced");
        invoice_breakdown(place, &invoice, day).expect("a day of the period")
    }

    fn assert_slots_add_up(day: &DaySlots, of: &BreakdownDay) {
        let vat0: Cents = day.slots.iter().map(|s| s.amount_vat0).sum::<Cents>() + day.fees_vat0;
        let with_vat: Cents = day.slots.iter().map(|s| s.amount).sum::<Cents>() + day.fees;
        let kwh: Wh = day.slots.iter().map(|s| s.kwh).sum();
        assert_eq!((vat0, with_vat, kwh), (of.amount_vat0, of.amount, of.kwh));
    }

    #[test]
    fn the_days_add_up_to_the_invoice() {
        for (id, y, m) in [
            ("KP100101", 2026, 10),
            ("KP100102", 2026, 1),
            ("KP100104", 2025, 7),
        ] {
            let b = breakdown(id, y, m, None);
            let sum = |f: fn(&BreakdownDay) -> Cents| b.days.iter().map(f).sum::<Cents>();
            assert_eq!(sum(|d| d.amount), b.amount, "{id}");
            assert_eq!(sum(|d| d.amount_vat0), b.amount_vat0, "{id}");
            assert_eq!(
                b.days.iter().map(|d| d.kwh).sum::<Wh>(),
                b.energy_kwh,
                "{id}"
            );
            assert_eq!(
                b.computed.amount, b.amount,
                "{id}: the portal's bill is the invoice's twin"
            );
            assert!(b.day.is_none());
        }
    }

    #[test]
    fn a_day_is_its_slots_and_its_share_of_the_fees() {
        // The autumn DST days (25 hours: hourly in 2025, quarters in 2026), the spring one of
        // 2026 (23 hours in quarters), and the first day of quarter-hour prices.
        for (y, m, d, minutes, count) in [
            (2025, 10, 26, 15, 100),
            (2026, 10, 25, 15, 100),
            (2026, 3, 29, 15, 92),
            (2025, 10, 1, 15, 96),
            (2025, 3, 30, 60, 23),
            (2025, 9, 30, 60, 24),
        ] {
            let day = date(y, m, d);
            let b = breakdown("KP100101", y, m, Some(day));
            let slots = b.day.as_ref().expect("electricity has slots");
            assert_eq!(
                (slots.slot_minutes, slots.slots.len()),
                (minutes, count),
                "{day}"
            );
            let of = b.days.iter().find(|x| x.date == day.to_string()).unwrap();
            assert_slots_add_up(slots, of);
            assert!(slots.fees_vat0 > Cents::ZERO);
        }
        let autumn = breakdown("KP100101", 2025, 10, Some(date(2025, 10, 26)));
        let starts: Vec<&str> = autumn
            .day
            .as_ref()
            .unwrap()
            .slots
            .iter()
            .map(|s| s.start.as_str())
            .collect();
        assert!(starts.contains(&"2025-10-26T03:00:00+03:00"));
        assert!(starts.contains(&"2025-10-26T03:00:00+02:00"));
    }

    #[test]
    fn district_heat_has_days_only_and_a_day_outside_the_period_is_refused() {
        let b = breakdown("KP100102", 2026, 1, Some(date(2026, 1, 15)));
        assert!(b.day.is_none());
        let place = Dataset::demo().place("KP100101").unwrap();
        let invoice = invoice_of_month(place, 2026, 10, date(2026, 11, 22)).unwrap();
        assert_eq!(
            invoice_breakdown(place, &invoice, Some(date(2026, 11, 1))),
            Err(NotInPeriod)
        );
    }
}
