//! Contracts of use places (from [`Product`]): start dates, fixed terms, prices with and without
//! VAT, green power and home insurance, and the follow-up offers made on some places.

use chrono::{Months, NaiveDate};
use upstream_clients::crm::{
    ContractPricing, ContractType, FollowUpStatus, PriceType, UtilityType,
};

use upstream_clients::money::{Cents, UnitPrice};

use super::{BuildingType, PlaceKind, PlaceOwner, Product, UsePlace};

/// Name of the green-power add-on (spec §9: from 1 € a month).
pub const GREEN_POWER_NAME: &str = "Tuulivoima";

/// The day a place's contract started: spread over 2019–2023 by the place's number, so every
/// place has its own date and all are in the past.
pub fn contract_start(place_number: u32) -> NaiveDate {
    let first = NaiveDate::from_ymd_opt(2019, 1, 1).unwrap_or_default();
    first + chrono::Duration::days(i64::from(place_number.wrapping_mul(97) % 1_800))
}

/// Months of a fixed-price term (renewed automatically): companies sign 24, households 12.
pub fn fixed_term_months(place: &UsePlace) -> Option<u32> {
    match (&place.product, &place.owner) {
        (Product::Fixed { .. }, PlaceOwner::Company(_)) => Some(24),
        (Product::Fixed { .. }, PlaceOwner::User(_)) => Some(12),
        _ => None,
    }
}

/// The end of the fixed term running on `today` (the first term end after today), if any.
pub fn fixed_term_end(place: &UsePlace, today: NaiveDate) -> Option<NaiveDate> {
    let months = fixed_term_months(place)?;
    let start = NaiveDate::parse_from_str(&place.contract_start, "%Y-%m-%d").ok()?;
    (1..)
        .map_while(|n: u32| start.checked_add_months(Months::new(months * n)))
        .find(|end| *end > today)
}

/// The prices of a product. `vat_per_mille` is the rate in force (255 for 25.5 %; purchases
/// from private producers carry no VAT, whatever the rate); `show_vat` picks what `price` and
/// `basicFee` are. A price with VAT is the rate applied once to the exact price, rounded once:
/// to 0.0001 of the unit for the energy price, to the cent for the fee.
pub fn pricing(product: &Product, vat_per_mille: i64, show_vat: bool) -> ContractPricing {
    let (price_type, price, unit, fee, fee_unit, vat) = match product {
        Product::Spot {
            margin_c_per_kwh,
            monthly_fee_eur,
            ..
        } => (
            PriceType::SpotMargin,
            *margin_c_per_kwh,
            "c/kWh",
            *monthly_fee_eur,
            "€/kk",
            vat_per_mille,
        ),
        Product::Fixed {
            price_c_per_kwh,
            monthly_fee_eur,
            ..
        } => (
            PriceType::Fixed,
            *price_c_per_kwh,
            "c/kWh",
            *monthly_fee_eur,
            "€/kk",
            vat_per_mille,
        ),
        Product::DistrictHeating {
            energy_eur_per_mwh,
            power_fee_eur_per_year,
            ..
        } => (
            PriceType::DistrictHeating,
            *energy_eur_per_mwh,
            "€/MWh",
            *power_fee_eur_per_year,
            "€/v",
            vat_per_mille,
        ),
        Product::Purchase {
            margin_c_per_kwh, ..
        } => (
            PriceType::PurchaseMargin,
            *margin_c_per_kwh,
            "c/kWh",
            Cents::ZERO,
            "€/kk",
            0,
        ),
    };
    let fee = UnitPrice::of_cents(fee);
    let price_vat = price.with_vat(vat, 4);
    let fee_vat = fee.with_vat(vat, 2);
    ContractPricing {
        price_type,
        price: if show_vat { price_vat } else { price },
        price_vat,
        price_vat0: price,
        price_unit: unit.to_owned(),
        basic_fee: if show_vat { fee_vat } else { fee },
        basic_fee_vat: fee_vat,
        basic_fee_vat0: fee,
        basic_fee_unit: fee_unit.to_owned(),
        vat_included: show_vat,
        vat_percent: vat as f64 / 10.0,
    }
}

/// Whether the product is sold electricity (the 10 % VAT period applied to it, DOMAIN.md).
pub fn is_electricity_sale(product: &Product) -> bool {
    matches!(product, Product::Spot { .. } | Product::Fixed { .. })
}

/// Whether green power can be added: households' and companies' electricity (not production).
pub fn can_have_green_power(place: &UsePlace) -> bool {
    place.utility_type == UtilityType::Electricity
}

/// Whether home insurance can be offered: a private person's house or summer house.
pub fn can_have_home_insurance(place: &UsePlace) -> bool {
    matches!(place.owner, PlaceOwner::User(_))
        && matches!(place.kind, PlaceKind::Electricity | PlaceKind::SummerHouse)
}

/// A follow-up offer as stored; `valid_days` counts from today.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoOffer {
    pub lead_id: String,
    pub title: String,
    pub description: String,
    pub product: Product,
    pub contract_type: ContractType,
    pub valid_days: i64,
}

/// The follow-up of a place (§4 status and the offers made).
#[derive(Debug, Clone, PartialEq)]
pub struct FollowUp {
    pub location_identifier: String,
    pub status: FollowUpStatus,
    pub offers: Vec<DemoOffer>,
}

/// Follow-ups: summer houses whose fixed term ends get offers; the demo user's home declined
/// one; edustaja's could not be made one. Places not listed have status `off`.
pub(super) fn follow_ups(places: &[UsePlace]) -> Vec<FollowUp> {
    let mut out = Vec::new();
    for place in places {
        let PlaceOwner::User(owner) = place.owner else {
            continue;
        };
        let n = &place.location_identifier[2..];
        let (status, offers) = match (place.kind, owner) {
            (PlaceKind::SummerHouse, _) => (
                FollowUpStatus::Success,
                vec![
                    DemoOffer {
                        lead_id: format!("LEAD-{n}-1"),
                        title: "Jatka kiinteällä hinnalla".to_owned(),
                        description: "Mökin sopimuksesi määräaika päättyy. Jatka uudella 12 kk kiinteällä hinnalla.".to_owned(),
                        product: Product::Fixed {
                            name: "Kiinteä Sähkö Vapaa-aika 12 kk".to_owned(),
                            price_c_per_kwh: UnitPrice::decimal(899, 2),
                            monthly_fee_eur: Cents::eur(3, 90),
                        },
                        contract_type: ContractType::Electricity,
                        valid_days: 30,
                    },
                    DemoOffer {
                        lead_id: format!("LEAD-{n}-2"),
                        title: "Vaihda pörssisähköön".to_owned(),
                        description: "Pörssisähkössä maksat tunnin hinnan ja pienen marginaalin.".to_owned(),
                        product: Product::Spot {
                            name: "Pörssisähkö".to_owned(),
                            margin_c_per_kwh: UnitPrice::decimal(49, 2),
                            monthly_fee_eur: Cents::eur(3, 95),
                        },
                        contract_type: ContractType::Electricity,
                        valid_days: 30,
                    },
                ],
            ),
            (PlaceKind::Electricity, super::DEMO_USER_ID) => (FollowUpStatus::Abort, Vec::new()),
            (PlaceKind::Electricity, super::user_ids::EDUSTAJA) => {
                (FollowUpStatus::Fail, Vec::new())
            }
            _ => continue,
        };
        out.push(FollowUp {
            location_identifier: place.location_identifier.clone(),
            status,
            offers,
        });
    }
    out
}

/// A year's electricity use typical of the building type (kWh), for estimates such as the CO₂
/// green power would save. Detached houses and summer houses here heat with electricity.
pub fn estimated_annual_kwh(building_type: BuildingType) -> f64 {
    match building_type {
        BuildingType::DetachedHouse => 18_000.0,
        BuildingType::Apartment => 2_500.0,
        BuildingType::RowHouse => 5_000.0,
        BuildingType::SummerHouse => 4_000.0,
        BuildingType::CompanyBuilding => 60_000.0,
    }
}

/// CO₂ of Finland's average grid electricity, kg/kWh (about 72 g/kWh in recent years).
pub const GRID_CO2_KG_PER_KWH: f64 = 0.072;
