//! Pricing rows: #121 the product configuration, #124 a month's price components, #125 spot vs
//! fixed vs green power for each building package.

use actix_web::web;
use chrono::{Datelike, NaiveDate};
use upstream_clients::metering::{
    PackageComparison, PriceComponent, PricingData, ProductComparison, ProductConfiguration,
    ProductCost,
};

use super::period::first_day;
use super::prices::month_average;
use super::Params;
use super::{not_found, place_row, round, Answer, Data};
use crate::dataset::calendar::DEFAULT_GREEN_POWER_PACKAGE_KWH;
use crate::dataset::calendar::{prices_published_until, today};
use crate::dataset::contracts::{can_have_green_power, can_have_home_insurance};
use crate::dataset::{BuildingType, Product, UsePlace};
use crate::series::cost::{
    fixed_fees, slot_cost, CostBreakdown, EnergyPrice, Tariff, ELECTRICITY_TAX_C_PER_KWH,
    TRANSFER_C_PER_KWH, TRANSFER_MONTHLY_FEE_EUR,
};
use crate::series::load::{annual_kwh, typical_annual_kwh};
use crate::series::period::days;
use crate::series::{electricity_kwh, vat_percent};

/// Green power's fee per started default package (3000 kWh a year), €/month VAT 0 (spec §9:
/// "from 1 euro per month").
const GREEN_POWER_FEE_EUR_PER_MONTH: f64 = 1.0;
/// The companies' standing offers the comparison prices, for places whose own product is of
/// another kind. VAT 0.
const SPOT_OFFER: Tariff = Tariff {
    energy: EnergyPrice::Spot {
        margin_c_per_kwh: 0.49,
    },
    monthly_fee_eur: 3.95,
};
const FIXED_OFFER: Tariff = Tariff {
    energy: EnergyPrice::Fixed {
        price_c_per_kwh: 8.49,
    },
    monthly_fee_eur: 4.90,
};

/// Building package types (spec §3) and the building type whose use each stands for.
const PACKAGES: [(&str, BuildingType); 4] = [
    ("APARTMENT", BuildingType::Apartment),
    ("ROW_HOUSE", BuildingType::RowHouse),
    ("DETACHED_HOUSE", BuildingType::DetachedHouse),
    ("COMPANY_BUILDING", BuildingType::CompanyBuilding),
];

fn package_of(building_type: BuildingType) -> &'static str {
    match building_type {
        BuildingType::Apartment => "APARTMENT",
        BuildingType::RowHouse => "ROW_HOUSE",
        BuildingType::DetachedHouse | BuildingType::SummerHouse => "DETACHED_HOUSE",
        BuildingType::CompanyBuilding => "COMPANY_BUILDING",
    }
}

fn product_type(product: &Product) -> &'static str {
    match product {
        Product::Spot { .. } => "SPOT",
        Product::Fixed { .. } => "FIXED",
        Product::DistrictHeating { .. } => "DISTRICT_HEATING",
        Product::Purchase { .. } => "PURCHASE",
    }
}

/// The place's product configuration with the add-ons as set now (#122, #123).
pub(super) fn configuration_of(state: &Data, place: &UsePlace) -> ProductConfiguration {
    let add_ons = state.settings().add_ons_of(place);
    ProductConfiguration {
        location_id: place.location_identifier.clone(),
        product_name: place.product.name().to_owned(),
        product_type: product_type(&place.product).to_owned(),
        building_package_type: package_of(place.building_type).to_owned(),
        annual_consumption_estimate_kwh: annual_kwh(place),
        green_power_on: add_ons.green_power,
        green_power_package_kwh: add_ons.green_power_package_kwh,
        home_insurance_on: add_ons.home_insurance,
        can_have_green_power: can_have_green_power(place),
        can_have_home_insurance: can_have_home_insurance(place),
    }
}

/// Green power's monthly fee for a package of `package_kwh` a year: one fee per started
/// default-size package, €/month VAT 0.
fn green_power_fee(package_kwh: f64) -> f64 {
    GREEN_POWER_FEE_EUR_PER_MONTH * (package_kwh / DEFAULT_GREEN_POWER_PACKAGE_KWH).ceil()
}

pub(super) fn configuration(
    state: &Data,
    path: &(String, String),
    _: &Params,
) -> Answer<ProductConfiguration> {
    let place = state.place(&path.0, &path.1)?;
    Ok(configuration_of(state, &place))
}

fn component(component: &str, name: &str, unit: &str, value_vat0: f64, vat: f64) -> PriceComponent {
    PriceComponent {
        component: component.to_owned(),
        name: name.to_owned(),
        unit: unit.to_owned(),
        value_vat0: round(value_vat0, 3),
        value_vat: round(value_vat0 * (1.0 + vat / 100.0), 3),
    }
}

/// The mean published spot price of a month, c/kWh VAT 0; 404 before any is published.
fn spot_average(first: NaiveDate) -> Answer<f64> {
    month_average(
        first,
        false,
        prices_published_until(crate::dataset::calendar::now()),
    )
    .ok_or_else(not_found)
}

/// The month's price components; `green_power_kwh` is the green power package when it is on.
fn components(
    place: &UsePlace,
    first: NaiveDate,
    green_power_kwh: Option<f64>,
) -> Answer<Vec<PriceComponent>> {
    let general = vat_percent(first, false);
    let sale = vat_percent(first, true);
    let green_power = green_power_kwh.map(|kwh| {
        component(
            "GREEN_POWER",
            "Vihreä sähkö",
            "€/kk",
            green_power_fee(kwh),
            sale,
        )
    });
    let network = [
        component("TRANSFER", "Siirto", "c/kWh", TRANSFER_C_PER_KWH, general),
        component(
            "TRANSFER_BASIC_FEE",
            "Siirron perusmaksu",
            "€/kk",
            TRANSFER_MONTHLY_FEE_EUR,
            general,
        ),
        component(
            "ELECTRICITY_TAX",
            "Sähkövero",
            "c/kWh",
            ELECTRICITY_TAX_C_PER_KWH,
            general,
        ),
    ];
    Ok(match place.product {
        Product::Spot {
            margin_c_per_kwh,
            monthly_fee_eur,
            ..
        } => [
            component(
                "ENERGY",
                "Pörssienergia (kk:n keskihinta)",
                "c/kWh",
                spot_average(first)?,
                sale,
            ),
            component("MARGIN", "Marginaali", "c/kWh", margin_c_per_kwh, sale),
            component("BASIC_FEE", "Perusmaksu", "€/kk", monthly_fee_eur, sale),
        ]
        .into_iter()
        .chain(green_power)
        .chain(network)
        .collect(),
        Product::Fixed {
            price_c_per_kwh,
            monthly_fee_eur,
            ..
        } => [
            component("ENERGY", "Energia", "c/kWh", price_c_per_kwh, sale),
            component("BASIC_FEE", "Perusmaksu", "€/kk", monthly_fee_eur, sale),
        ]
        .into_iter()
        .chain(green_power)
        .chain(network)
        .collect(),
        Product::DistrictHeating {
            energy_eur_per_mwh,
            power_fee_eur_per_year,
            ..
        } => vec![
            component(
                "DH_ENERGY",
                "Kaukolämpöenergia",
                "€/MWh",
                energy_eur_per_mwh,
                general,
            ),
            component(
                "DH_POWER_FEE",
                "Tehomaksu",
                "€/v",
                power_fee_eur_per_year,
                general,
            ),
        ],
        // A private producer sells without VAT.
        Product::Purchase {
            margin_c_per_kwh, ..
        } => vec![
            component(
                "ENERGY",
                "Pörssihinta (kk:n keskihinta)",
                "c/kWh",
                spot_average(first)?,
                0.0,
            ),
            component("MARGIN", "Ostomarginaali", "c/kWh", -margin_c_per_kwh, 0.0),
        ],
    })
}

pub(super) fn pricing(
    state: &Data,
    path: &(String, String),
    params: &Params,
) -> Answer<PricingData> {
    let place = state.place(&path.0, &path.1)?;
    let year = params.year()?;
    let month = params.month()?;
    let first = first_day(year, month)?;
    let add_ons = state.settings().add_ons_of(&place);
    let green_power_kwh = add_ons
        .green_power
        .then_some(add_ons.green_power_package_kwh);
    Ok(PricingData {
        location_id: place.location_identifier.clone(),
        year,
        month,
        product_name: place.product.name().to_owned(),
        product_type: product_type(&place.product).to_owned(),
        vat_percent: vat_percent(first, false),
        electricity_vat_percent: vat_percent(first, true),
        components: components(&place, first, green_power_kwh)?,
    })
}

/// Scale of the reference series the comparison is drawn at (costs are linear in energy).
const REFERENCE_KWH: f64 = 10_000.0;

fn product_cost(
    kind: &str,
    name: &str,
    slots: CostBreakdown,
    fees: CostBreakdown,
    kwh: f64,
) -> ProductCost {
    let total = slots + fees;
    let energy_vat0 = slots.energy_eur + slots.margin_eur;
    let energy_vat = energy_vat0 * (1.0 + (slots.vat_eur / slots.total_vat0().max(1e-9)));
    let c_per_kwh = |eur: f64| round(eur / kwh.max(1e-9) * 100.0, 3);
    ProductCost {
        product_type: kind.to_owned(),
        product_name: name.to_owned(),
        annual_cost_vat: round(total.total(), 2),
        annual_cost_vat0: round(total.total_vat0(), 2),
        average_energy_price_vat: c_per_kwh(energy_vat),
        average_energy_price_vat0: c_per_kwh(energy_vat0),
    }
}

pub(super) fn comparison(
    state: &Data,
    path: &(String, String),
    _: &Params,
) -> Answer<ProductComparison> {
    let place = state.place(&path.0, &path.1)?;
    // The package the place has chosen (#122), else the default one.
    let package_kwh = state.settings().add_ons_of(&place).green_power_package_kwh;
    let today = today();
    let to = first_day(today.year(), today.month())?;
    let from = first_day(to.year() - 1, to.month())?;
    // One pass over the last twelve whole months at a reference scale; each package scales it.
    let (mut spot, mut fixed) = (CostBreakdown::default(), CostBreakdown::default());
    let mut reference_kwh = 0.0;
    for slot in days(from, to).quarters() {
        let kwh = electricity_kwh(&place.location_identifier, REFERENCE_KWH, slot);
        reference_kwh += kwh;
        spot += slot_cost(&SPOT_OFFER, slot, kwh);
        fixed += slot_cost(&FIXED_OFFER, slot, kwh);
    }
    let packages = PACKAGES
        .iter()
        .map(|(package, building_type)| {
            let annual = typical_annual_kwh(*building_type);
            let factor = annual / REFERENCE_KWH;
            let kwh = reference_kwh * factor;
            let spot_fees = fixed_fees(&SPOT_OFFER, from, to);
            // Green power is the spot offer with a fee per started package.
            let packages_needed = (annual / package_kwh).ceil();
            let green = Tariff {
                monthly_fee_eur: SPOT_OFFER.monthly_fee_eur
                    + green_power_fee(package_kwh) * packages_needed,
                ..SPOT_OFFER
            };
            let green_fees = fixed_fees(&green, from, to);
            PackageComparison {
                building_package_type: (*package).to_owned(),
                annual_kwh: round(kwh, 0),
                products: vec![
                    product_cost("SPOT", "Pörssisähkö", spot.scaled(factor), spot_fees, kwh),
                    product_cost(
                        "FIXED",
                        "Kiinteä Sähkö 12 kk",
                        fixed.scaled(factor),
                        fixed_fees(&FIXED_OFFER, from, to),
                        kwh,
                    ),
                    product_cost(
                        "GREEN_POWER",
                        "Pörssisähkö + Vihreä sähkö",
                        spot.scaled(factor),
                        green_fees,
                        kwh,
                    ),
                ],
            }
        })
        .collect();
    Ok(ProductComparison {
        location_id: place.location_identifier.clone(),
        from: from.format("%Y-%m-%d").to_string(),
        to: to.format("%Y-%m-%d").to_string(),
        green_power_package_kwh: package_kwh,
        packages,
    })
}

place_row!(get_configuration, configuration);
place_row!(get_pricing, pricing);
place_row!(get_comparison, comparison);

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    let base = "/v2/consumption/pricing/user/{user_id}/location/{location_id}";
    cfg.route(base, web::get().to(get_pricing))
        .route(
            &format!("{base}/productConfiguration"),
            web::get().to(get_configuration),
        )
        .route(
            &format!("{base}/productComparison"),
            web::get().to(get_comparison),
        );
}
