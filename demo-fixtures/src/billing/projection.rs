//! The current month's cost so far and its month-end projection: the measured days as billed,
//! and the rest of the month from the last four weeks' profile by weekday and quarter hour, at
//! the spot prices already published for those slots and the month's average price so far for
//! the others. Billed by the invoice's rule ([`super::cost::electricity_bill`]), so the
//! projection is the bill the month would get if it went on as it has.
//!
//! A pure function of the place, its add-ons, the date and the end of the published prices:
//! the same inputs always give the same projection.

use std::collections::HashMap;

use chrono::{DateTime, Datelike, Duration, NaiveDate, Utc, Weekday};
use upstream_clients::money::Cents;

use super::cost::{electricity_bill, Bill};
use crate::dataset::UsePlace;
use crate::series::cost::{div_round, Energy, Price, Tariff};
use crate::series::{electricity_kwh, load, local_midnight, local_time, quarters_of_day};

/// How many days back the consumption profile reaches.
pub const PROFILE_DAYS: i64 = 28;

/// What a projection is based on.
#[derive(Debug, Clone, PartialEq)]
pub struct ProjectionBasis {
    /// The days measured so far this month.
    pub measured_days: u32,
    /// The days projected, today to the month's end.
    pub projected_days: u32,
    /// Projected slots priced at their published spot price.
    pub known_price_slots: u32,
    /// Projected slots priced at the month's average so far.
    pub average_price_slots: u32,
    /// The month's average energy price so far (VAT 0), the price of the slots not published.
    pub average_price: Price,
    /// The profile's days: `profile_from..profile_to` (end exclusive).
    pub profile_from: NaiveDate,
    pub profile_to: NaiveDate,
}

/// The month so far and its projection.
#[derive(Debug, Clone, PartialEq)]
pub struct MonthProjection {
    /// The measured days' bill; `None` on the month's first day.
    pub to_date: Option<Bill>,
    /// The whole month: measured days as they are, the rest projected.
    pub projected: Bill,
    pub basis: ProjectionBasis,
}

/// The projection of the month `today` falls in for an electricity place (`None` for others),
/// with `add_on_fee` a month of add-ons, the spot prices published until `prices_until`.
pub fn project_month(
    place: &UsePlace,
    add_on_fee: Cents,
    today: NaiveDate,
    prices_until: DateTime<Utc>,
) -> Option<MonthProjection> {
    let tariff = Tariff::of(&place.product)?.with_add_ons(add_on_fee);
    let first = today.with_day(1)?;
    let next = first.checked_add_months(chrono::Months::new(1))?;
    let annual = load::annual_kwh(place);
    let reading =
        |slot| Energy::from_kwh(electricity_kwh(&place.location_identifier, annual, slot));
    let measured = |slot| (reading(slot), tariff.energy_price(slot));

    // The last four weeks' mean use per weekday and quarter of the local clock.
    let profile_from = today - Duration::days(PROFILE_DAYS);
    let mut sums: HashMap<(Weekday, u32), (i64, i64)> = HashMap::new();
    for day in profile_from.iter_days().take_while(|d| *d < today) {
        for slot in quarters_of_day(day) {
            let local = local_time(slot);
            let entry = sums
                .entry((day.weekday(), local.hour * 4 + local.minute / 15))
                .or_default();
            entry.0 += reading(slot).0;
            entry.1 += 1;
        }
    }
    let profile = |slot: DateTime<Utc>| {
        let local = local_time(slot);
        let key = (local.date.weekday(), local.hour * 4 + local.minute / 15);
        sums.get(&key).map_or(Energy::default(), |(sum, n)| {
            Energy(div_round(i128::from(*sum), i128::from((*n).max(1))) as i64)
        })
    };

    // The month's mean energy price so far; the profile's on the month's first day.
    let priced_from = if today > first { first } else { profile_from };
    let prices: Vec<i64> = priced_from
        .iter_days()
        .take_while(|d| *d < today)
        .flat_map(quarters_of_day)
        .map(|slot| tariff.energy_price(slot).0)
        .collect();
    let average_price = Price(div_round(
        i128::from(prices.iter().sum::<i64>()),
        prices.len().max(1) as i128,
    ) as i64);

    let (mut known, mut average) = (0u32, 0u32);
    for slot in today
        .iter_days()
        .take_while(|d| *d < next)
        .flat_map(quarters_of_day)
    {
        if slot < prices_until {
            known += 1;
        } else {
            average += 1;
        }
    }
    let projected_slot = |slot: DateTime<Utc>| {
        let price = if slot < prices_until {
            tariff.energy_price(slot)
        } else {
            average_price
        };
        (profile(slot), price)
    };
    let measured_until = local_midnight(today);
    let projected = electricity_bill(&tariff, first, next, |slot| {
        if slot < measured_until {
            measured(slot)
        } else {
            projected_slot(slot)
        }
    });
    let to_date = (today > first).then(|| electricity_bill(&tariff, first, today, measured));
    Some(MonthProjection {
        to_date,
        projected,
        basis: ProjectionBasis {
            measured_days: (today - first).num_days() as u32,
            projected_days: (next - today).num_days() as u32,
            known_price_slots: known,
            average_price_slots: average,
            average_price,
            profile_from,
            profile_to: today,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::billing::cost::{contract_add_on_fee, month_bill};
    use crate::dataset::Dataset;

    fn date(y: i32, m: u32, d: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(y, m, d).unwrap()
    }

    fn koti() -> &'static UsePlace {
        Dataset::demo().place("KP100101").unwrap()
    }

    #[test]
    fn on_a_fixed_day_the_projection_is_computed_from_known_data_and_is_stable() {
        let today = date(2026, 11, 20);
        // Prices published through tomorrow, as at 15:00 on the 20th.
        let until = local_midnight(date(2026, 11, 22));
        let fee = contract_add_on_fee(koti());
        let one = project_month(koti(), fee, today, until).expect("electricity");
        let again = project_month(koti(), fee, today, until).expect("electricity");
        assert_eq!(one, again);
        let basis = &one.basis;
        assert_eq!((basis.measured_days, basis.projected_days), (19, 11));
        assert_eq!(basis.known_price_slots, 2 * 96);
        assert_eq!(basis.average_price_slots, 9 * 96);
        assert_eq!(
            (basis.profile_from, basis.profile_to),
            (date(2026, 10, 23), today)
        );
        // The measured part is the month so far as billed; the rest adds to it.
        let to_date = one.to_date.as_ref().expect("19 days measured");
        assert_eq!(to_date.days.len(), 19);
        assert!(one.projected.total > to_date.total);
        assert_eq!(one.projected.days.len(), 30);
        assert_eq!(&one.projected.days[..19], &to_date.days[..]);
        // The whole month's fees are in it once.
        let basic: Cents = one.projected.sum_of(&["BASIC_FEE"]).0;
        assert_eq!(basic, Cents(395));
    }

    #[test]
    fn a_month_projected_from_its_last_day_is_nearly_its_bill() {
        // October 2026 projected on the 31st: 30 days measured, one from the profile.
        let until = local_midnight(date(2026, 11, 2));
        let fee = contract_add_on_fee(koti());
        let projection = project_month(koti(), fee, date(2026, 10, 31), until).unwrap();
        let bill = month_bill(koti(), 2026, 10).unwrap();
        let (projected, billed) = (projection.projected.total.0, bill.total.0);
        // One day of 31 projected from its weekday's profile: within a tenth of the month.
        assert!(
            (projected - billed).abs() * 10 < billed,
            "{projected} against {billed}"
        );
        assert_eq!(projection.basis.average_price_slots, 0);
    }

    #[test]
    fn the_first_day_projects_the_whole_month_from_the_profile() {
        let until = local_midnight(date(2026, 11, 2));
        let projection =
            project_month(koti(), Cents::ZERO, date(2026, 11, 1), until).expect("electricity");
        assert!(projection.to_date.is_none());
        assert_eq!(projection.basis.measured_days, 0);
        assert!(projection.projected.total > Cents(0));
        assert!(project_month(
            Dataset::demo().place("KP100102").unwrap(),
            Cents::ZERO,
            date(2026, 11, 1),
            until
        )
        .is_none());
    }
}
