//! The month figures the CONSUMPTION and COST sort modes rank a company's places by (A61's
//! extension): each place's use of a month to the Wh and its electricity cost with VAT in
//! cents, from the same series metering draws (one dataset feeds both mocks). A place's
//! figures are worked out once per month and kept, so a company of 5,000 places is ranked from
//! kept figures, never added up again per request (worked out in the background once the
//! company's places are first listed); the month's load shape, which does not
//! depend on the place, is worked out once for all of them. A figure is kept with what it was
//! worked out from (the yearly use and the product), so a changed product is priced anew.

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, OnceLock};

use chrono::{Datelike, Duration, NaiveDate};
use upstream_clients::crm::{MonthFigures, UtilityType};
use upstream_clients::money::Cents;

use crate::dataset::{Product, UsePlace};
use crate::series::cost::{
    fixed_fees, slot_cost_with_vat, Energy, EnergyPrice, Exact, Price, Tariff,
};
use crate::series::district_heating::heat_day;
use crate::series::period::days;
use crate::series::{load, local_date, spot_price, vat_per_mille, LoadShape};

/// A place's kept figures and what they were worked out from.
struct Kept {
    annual: u64,
    product: Product,
    figures: (Option<i64>, Option<Cents>),
}

/// What a month's quarters are for every place: the load shape, and each quarter's exchange
/// price and VAT per mille `(sale, the rest)`, in the shape's order.
struct Month {
    shape: LoadShape,
    slots: Vec<(Price, (i64, i64))>,
}

impl Month {
    fn starting(first: NaiveDate) -> Self {
        let (from, to) = month_days(first);
        let period = days(from, to);
        let slots = period
            .quarters()
            .map(|slot| {
                let date = local_date(slot);
                (
                    spot_price(slot),
                    (vat_per_mille(date, true), vat_per_mille(date, false)),
                )
            })
            .collect();
        Month {
            shape: LoadShape::of(&period),
            slots,
        }
    }
}

#[derive(Default)]
struct Cache {
    months: HashMap<NaiveDate, Arc<Month>>,
    places: HashMap<(String, NaiveDate), Kept>,
}

fn cache() -> &'static Mutex<Cache> {
    static CACHE: OnceLock<Mutex<Cache>> = OnceLock::new();
    CACHE.get_or_init(Mutex::default)
}

/// The first day of the last full month before `today`: what the modes rank by by default.
pub(super) fn last_full_month(today: NaiveDate) -> NaiveDate {
    let this_month = today.with_day(1).unwrap_or(today);
    (this_month - Duration::days(1))
        .with_day(1)
        .unwrap_or(today)
}

/// Works out the last full month of `company`'s places in the background, once a process, when
/// its places are first listed: a ranking, which a person picks after seeing the list, is then
/// an answer from kept figures, even for the 5,000-place company. A ranking asked before it
/// finishes works out (and keeps) what is still missing itself. Nothing is worked out for a
/// company nobody lists, so a process that ranks nothing (most test processes) pays nothing.
pub(super) fn prepare(company: &str, places: &[&UsePlace]) {
    static STARTED: OnceLock<Mutex<HashSet<String>>> = OnceLock::new();
    let started = STARTED.get_or_init(Mutex::default);
    let first_time = started
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
        .insert(company.to_owned());
    if !first_time {
        return;
    }
    let first = last_full_month(crate::dataset::calendar::today());
    let places: Vec<UsePlace> = places.iter().map(|place| (*place).clone()).collect();
    let spawned = std::thread::Builder::new()
        .name("crm-rankings".to_owned())
        .spawn(move || {
            for place in &places {
                month_figures(place, first);
            }
        });
    if let Err(error) = spawned {
        tracing::warn!(%error, "month figures are worked out on first use instead");
    }
}

/// The month starting `first` (the 1st) and the day after its last.
fn month_days(first: NaiveDate) -> (NaiveDate, NaiveDate) {
    let next = (first + Duration::days(32)).with_day(1).unwrap_or(first);
    (first, next)
}

/// The figures of `place` in the month starting `first`.
pub(super) fn month_figures(place: &UsePlace, first: NaiveDate) -> MonthFigures {
    let annual = match place.utility_type {
        UtilityType::Electricity => load::annual_kwh(place),
        UtilityType::DistrictHeating => load::annual_heat_mwh(place),
        UtilityType::Microgeneration | UtilityType::Solar => 0.0,
    };
    let key = (place.location_identifier.clone(), first);
    let lock = || {
        cache()
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    };
    let month = {
        let mut cache = lock();
        let kept = cache
            .places
            .get(&key)
            .filter(|kept| kept.annual == annual.to_bits() && kept.product == place.product);
        match kept {
            Some(kept) => Err(kept.figures),
            None => {
                let month = cache.months.entry(first);
                Ok(Arc::clone(
                    month.or_insert_with(|| Arc::new(Month::starting(first))),
                ))
            }
        }
    };
    // Worked out without the lock, so two rankings (or a ranking and the background
    // preparation) use both cores; a place both work out at once is kept twice, the same.
    let figures = month.map_or_else(
        |kept| kept,
        |month| {
            let figures = work_out(place, annual, first, &month);
            lock().places.insert(
                key,
                Kept {
                    annual: annual.to_bits(),
                    product: place.product.clone(),
                    figures,
                },
            );
            figures
        },
    );
    MonthFigures {
        month: first.format("%Y-%m").to_string(),
        consumption_wh: figures.0,
        cost: figures.1,
    }
}

/// Use in Wh and, for electricity, the cost with VAT: every quarter's reading priced as
/// metering prices it (`series::cost`), plus the month's fixed fees.
fn work_out(
    place: &UsePlace,
    annual: f64,
    first: NaiveDate,
    month: &Month,
) -> (Option<i64>, Option<Cents>) {
    let (from, to) = month_days(first);
    match place.utility_type {
        UtilityType::Electricity => {
            let tariff = Tariff::of(&place.product);
            let mut used = Energy::default();
            let mut cost = tariff.as_ref().map(|tariff| fixed_fees(tariff, from, to));
            let readings = month.shape.readings(&place.location_identifier, annual);
            for ((_, kwh), &(spot, vat)) in readings.zip(&month.slots) {
                let energy = Energy::from_kwh(kwh);
                used += energy;
                if let (Some(cost), Some(tariff)) = (cost.as_mut(), tariff.as_ref()) {
                    let price = match tariff.energy {
                        EnergyPrice::Spot { .. } => spot,
                        EnergyPrice::Fixed { price } => price,
                    };
                    *cost += slot_cost_with_vat(tariff, energy, price, vat);
                }
            }
            let cost = cost.map(|cost| Exact::to_cents(cost.total()));
            (Some(used.to_wh().0), cost)
        }
        UtilityType::DistrictHeating => {
            let mut mwh = 0.0;
            let mut day = from;
            while day < to {
                // A day's heat reads to the Wh (three decimals of kWh, six of MWh).
                mwh += heat_day(&place.location_identifier, annual, day).energy_mwh;
                day += Duration::days(1);
            }
            (Some((mwh * 1_000_000.0).round() as i64), None)
        }
        UtilityType::Microgeneration | UtilityType::Solar => (None, None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::Dataset;

    #[test]
    fn a_month_of_electricity_is_its_quarters_to_the_wh_and_is_kept() {
        let data = Dataset::demo();
        let place = data.place("KP300005").unwrap();
        let first = NaiveDate::from_ymd_opt(2025, 10, 1).unwrap();
        let figures = month_figures(place, first);
        assert_eq!(figures.month, "2025-10");
        let annual = load::annual_kwh(place);
        let expected: Energy = days(first, NaiveDate::from_ymd_opt(2025, 11, 1).unwrap())
            .quarters()
            .map(|q| Energy::from_kwh(crate::series::electricity_kwh("KP300005", annual, q)))
            .sum();
        assert_eq!(figures.consumption_wh, Some(expected.to_wh().0));
        assert_eq!(month_figures(place, first), figures);
    }

    #[test]
    fn a_months_cost_is_metering_s_to_the_cent_for_spot_and_fixed_prices() {
        let data = Dataset::demo();
        let first = NaiveDate::from_ymd_opt(2025, 11, 1).unwrap();
        let (from, to) = month_days(first);
        let mut kinds = std::collections::HashSet::new();
        for place in data.places_of_company("CR-100") {
            let Some(tariff) = Tariff::of(&place.product) else {
                continue;
            };
            if place.utility_type != UtilityType::Electricity {
                continue;
            }
            kinds.insert(matches!(tariff.energy, EnergyPrice::Spot { .. }));
            let annual = load::annual_kwh(place);
            let id = &place.location_identifier;
            let metering = crate::series::cost::electricity_cost(&tariff, from, to, |slot| {
                Energy::from_kwh(crate::series::electricity_kwh(id, annual, slot))
            });
            let figures = month_figures(place, first);
            assert_eq!(figures.cost, Some(metering.total().to_cents()), "{id}");
        }
        assert_eq!(kinds.len(), 2, "spot and fixed prices both checked");
    }
}
