//! Pricing rows: #121 the product configuration, #124 a month's price components, #125 spot vs
//! fixed vs green power for each building package.

use actix_web::web;
use chrono::{Datelike, NaiveDate};
use upstream_clients::metering::{
    PackageComparison, PriceComponent, PricingData, ProductComparison, ProductConfiguration,
    ProductCost,
};

use super::period::{first_day, month_end};
use super::Params;
use super::{not_found, place_row, round, Answer, Data};
use crate::billing::cost::green_power_fee;
use crate::dataset::calendar::{prices_published_until, today};
use crate::dataset::contracts::{can_have_green_power, can_have_home_insurance};
use crate::dataset::{BuildingType, Product, UsePlace};
use crate::series::cost::{
    fixed_fees, slot_cost, CostBreakdown, Energy, EnergyPrice, Exact, Price, Tariff,
    ELECTRICITY_TAX, TRANSFER, TRANSFER_MONTHLY_FEE,
};
use crate::series::load::{annual_kwh, typical_annual_kwh};
use crate::series::period::days;
use crate::series::{electricity_kwh, spot_price, vat_per_mille, vat_percent};
use upstream_clients::money::{div_round, Cents, UnitPrice};

/// The companies' standing offers the comparison prices, for places whose own product is of
/// another kind. VAT 0.
const SPOT_OFFER: Tariff = Tariff {
    energy: EnergyPrice::Spot {
        margin: Price(4_900),
    },
    monthly_fee: Cents(395),
    add_on_fee: Cents(0),
};
const FIXED_OFFER: Tariff = Tariff {
    energy: EnergyPrice::Fixed {
        price: Price(84_900),
    },
    monthly_fee: Cents(490),
    add_on_fee: Cents(0),
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

pub(super) fn configuration(
    state: &Data,
    path: &(String, String),
    _: &Params,
) -> Answer<ProductConfiguration> {
    let place = state.place(&path.0, &path.1)?;
    Ok(configuration_of(state, &place))
}

/// A price of #124 in its unit: without VAT to three decimals, and with VAT of `vat_per_mille`
/// applied once to it and rounded the same way.
fn component(
    component: &str,
    name: &str,
    unit: &str,
    value_vat0: UnitPrice,
    vat_per_mille: i64,
) -> PriceComponent {
    let value_vat0 = value_vat0.rounded(3);
    PriceComponent {
        component: component.to_owned(),
        name: name.to_owned(),
        unit: unit.to_owned(),
        value_vat0,
        value_vat: value_vat0.with_vat(vat_per_mille, 3),
    }
}

/// The mean published spot price of a month, c/kWh VAT 0, exactly (one division); 404 before
/// any is published.
fn spot_average(first: NaiveDate) -> Answer<UnitPrice> {
    let until = prices_published_until(crate::dataset::calendar::now());
    let (sum, count) = days(first, month_end(first))
        .quarters()
        .take_while(|q| *q < until)
        .fold((0i128, 0i128), |(sum, count), q| {
            let price = spot_price(q);
            (sum + i128::from(price.0), count + 1)
        });
    if count == 0 {
        return Err(not_found());
    }
    Ok(UnitPrice(div_round(sum, count) as i64))
}

/// The month's price components; `green_power_kwh` is the green power package when it is on.
fn components(
    place: &UsePlace,
    first: NaiveDate,
    green_power_kwh: Option<f64>,
) -> Answer<Vec<PriceComponent>> {
    let general = vat_per_mille(first, false);
    let sale = vat_per_mille(first, true);
    let green_power = green_power_kwh.map(|kwh| {
        component(
            "GREEN_POWER",
            "Vihreä sähkö",
            "€/kk",
            UnitPrice::of_cents(green_power_fee(kwh)),
            sale,
        )
    });
    let network = [
        component(
            "TRANSFER",
            "Siirto",
            "c/kWh",
            UnitPrice(TRANSFER.0),
            general,
        ),
        component(
            "TRANSFER_BASIC_FEE",
            "Siirron perusmaksu",
            "€/kk",
            UnitPrice::of_cents(TRANSFER_MONTHLY_FEE),
            general,
        ),
        component(
            "ELECTRICITY_TAX",
            "Sähkövero",
            "c/kWh",
            UnitPrice(ELECTRICITY_TAX.0),
            general,
        ),
    ];
    let basic_fee = |fee: Cents| {
        component(
            "BASIC_FEE",
            "Perusmaksu",
            "€/kk",
            UnitPrice::of_cents(fee),
            sale,
        )
    };
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
            basic_fee(monthly_fee_eur),
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
            basic_fee(monthly_fee_eur),
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
                UnitPrice::of_cents(power_fee_eur_per_year),
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
                0,
            ),
            component("MARGIN", "Ostomarginaali", "c/kWh", -margin_c_per_kwh, 0),
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

/// A product's year at a package: its costs to the cent, and its energy's mean price (energy and
/// margin over the energy used) exactly, rounded once to 0.001 c/kWh; with VAT the energy
/// carries its share of the slots' VAT in proportion to its cost.
fn product_cost(kind: &str, name: &str, slots: CostBreakdown, fees: CostBreakdown) -> ProductCost {
    let total = slots + fees;
    let energy_vat0 = slots.energy + slots.margin;
    let energy_vat = energy_vat0
        + Exact(div_round(
            energy_vat0.0 * slots.vat.0,
            slots.total_vat0().0.max(1),
        ));
    // Pico-euros per milliwatt-hour are micro-euros per kWh: ten-thousandths of a c/kWh.
    let per_kwh = |cost: Exact| {
        UnitPrice(div_round(cost.0, i128::from(slots.energy_used.0.max(1))) as i64).rounded(3)
    };
    ProductCost {
        product_type: kind.to_owned(),
        product_name: name.to_owned(),
        annual_cost_vat: total.total().to_cents(),
        annual_cost_vat0: total.total_vat0().to_cents(),
        average_energy_price_vat: per_kwh(energy_vat),
        average_energy_price_vat0: per_kwh(energy_vat0),
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
        spot += slot_cost(&SPOT_OFFER, slot, Energy::from_kwh(kwh));
        fixed += slot_cost(&FIXED_OFFER, slot, Energy::from_kwh(kwh));
    }
    let packages = PACKAGES
        .iter()
        .map(|(package, building_type)| {
            let annual = typical_annual_kwh(*building_type);
            let factor = annual / REFERENCE_KWH;
            // The scale as a ratio of whole kWh, so scaling the exact costs stays exact.
            let scale =
                |cost: CostBreakdown| cost.scaled(annual.round() as i64, REFERENCE_KWH as i64);
            let kwh = reference_kwh * factor;
            let spot_fees = fixed_fees(&SPOT_OFFER, from, to);
            // Green power is the spot offer with a fee per started package.
            let packages_needed = (annual / package_kwh).ceil();
            let green = SPOT_OFFER.with_add_ons(Cents(
                green_power_fee(package_kwh).0 * packages_needed as i64,
            ));
            let green_fees = fixed_fees(&green, from, to);
            PackageComparison {
                building_package_type: (*package).to_owned(),
                annual_kwh: round(kwh, 0),
                products: vec![
                    product_cost("SPOT", "Pörssisähkö", scale(spot), spot_fees),
                    product_cost(
                        "FIXED",
                        "Kiinteä Sähkö 12 kk",
                        scale(fixed),
                        fixed_fees(&FIXED_OFFER, from, to),
                    ),
                    product_cost(
                        "GREEN_POWER",
                        "Pörssisähkö + Vihreä sähkö",
                        scale(spot),
                        green_fees,
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
