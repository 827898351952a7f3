//! crm's contract reads: contracts of a user and of a place (#110, #118, #190), the switch guard
//! (#119), new-contract info (#108), the electricity-contract check (#101), follow-up offers (#56,
//! #57) and the crm part of location details. Prices come from the place's [`Product`] with the
//! VAT rate in force today.

use chrono::NaiveDate;
use upstream_clients::crm::{
    Contract, ContractList, ContractType, ElectricityContractCheck, FollowUpOffer,
    FollowUpOfferList, FollowUpOfferStatus, FollowUpStatus, LocationDetail, NewContractCompany,
    NewContractInfo, ProductOffer, SwitchGuard,
};

use crate::dataset::contracts::{
    can_have_green_power, can_have_home_insurance, estimated_annual_kwh, fixed_term_end,
    is_electricity_sale, pricing, GREEN_POWER_NAME, GRID_CO2_KG_PER_KWH,
};
use crate::dataset::{Dataset, PlaceOwner, PortalUser, Product, UsePlace};
use crate::mocks::clock::date_from;
use crate::series::vat_per_mille;
use upstream_clients::money::UnitPrice;

/// The VAT rate in force `today` for the product (the 10 % period applied to sold
/// electricity), in per mille.
pub(crate) fn vat_today(product: &Product, today: NaiveDate) -> i64 {
    vat_per_mille(today, is_electricity_sale(product))
}

/// The portal user who owns the place: the person, or the company's main user.
fn owner_user_id(data: &Dataset, place: &UsePlace) -> u64 {
    match &place.owner {
        PlaceOwner::User(id) => *id,
        PlaceOwner::Company(reference) => data
            .customer_companies
            .iter()
            .find(|c| &c.company_reference_id == reference)
            .map_or(0, |c| c.main_user_id),
    }
}

fn ymd(date: NaiveDate) -> String {
    date.format("%Y-%m-%d").to_string()
}

pub(crate) fn contract(
    data: &Dataset,
    place: &UsePlace,
    show_vat: bool,
    today: NaiveDate,
) -> Contract {
    Contract {
        contract_code: place.contract_code.clone(),
        product_name: place.product.name().to_owned(),
        contract_type: place.contract_type,
        utility_type: place.utility_type,
        location_identifier: place.location_identifier.clone(),
        content_owner_id: owner_user_id(data, place),
        company: place.company,
        customer_code: place.customer_code.clone(),
        invoicing_contract_code: place.invoicing_contract_code.clone(),
        start_date: place.contract_start.clone(),
        end_date: fixed_term_end(place, today).map(ymd),
        pricing: pricing(&place.product, vat_today(&place.product, today), show_vat),
    }
}

pub(crate) fn contract_list(contracts: Vec<Contract>) -> ContractList {
    ContractList {
        vat_included: contracts.iter().all(|c| c.pricing.vat_included),
        contracts,
    }
}

/// The place's contracts of `contract_type` (None: all), priced as the place's vat flag says.
pub(crate) fn place_contracts(
    data: &Dataset,
    place: &UsePlace,
    contract_type: Option<ContractType>,
    show_vat: bool,
    today: NaiveDate,
) -> ContractList {
    let contracts = std::iter::once(place)
        .filter(|p| contract_type.is_none_or(|t| p.contract_type == t))
        .map(|p| contract(data, p, show_vat, today))
        .collect();
    contract_list(contracts)
}

/// The user's own contracts in content order; with representative mappings also those of the
/// places active read rights let the user see.
pub(crate) fn user_contracts(
    data: &Dataset,
    user: &PortalUser,
    include_representative_mappings: bool,
    today: NaiveDate,
) -> ContractList {
    let own = data.places_of_user(user.priwatti_user_id);
    let represented: Vec<&UsePlace> = if include_representative_mappings {
        data.active_read_rights_of(user.priwatti_user_id)
            .into_iter()
            .flat_map(|r| r.location_identifiers.iter())
            .filter_map(|l| data.place(l))
            .collect()
    } else {
        Vec::new()
    };
    contract_list(
        own.into_iter()
            .chain(represented)
            .map(|p| contract(data, p, p.vat, today))
            .collect(),
    )
}

pub(crate) fn switch_guard(place: &UsePlace, today: NaiveDate) -> SwitchGuard {
    let ends = fixed_term_end(place, today);
    SwitchGuard {
        location_identifier: place.location_identifier.clone(),
        switch_guard_on: ends.is_some(),
        can_switch: ends.is_none(),
        fixed_term_ends: ends.map(ymd),
        description: match ends {
            Some(end) => format!(
                "Määräaikainen sopimus on voimassa {}. Tuotetta voi vaihtaa määräajan päätyttyä.",
                end.format("%-d.%-m.%Y")
            ),
            None => "Toistaiseksi voimassa olevan sopimuksen tuotteen voi vaihtaa milloin tahansa."
                .to_owned(),
        },
    }
}

/// Per company the user is a customer of: the household products it sells (the products on its
/// customers' places, production purchases left out), by name.
pub(crate) fn new_contract_info(
    data: &Dataset,
    user: &PortalUser,
    today: NaiveDate,
) -> NewContractInfo {
    let companies = user
        .customer_codes
        .iter()
        .map(|code| {
            let mut products: Vec<ProductOffer> = Vec::new();
            for place in data.places.iter().filter(|p| {
                p.company == code.company
                    && matches!(p.owner, PlaceOwner::User(_))
                    && !matches!(p.product, Product::Purchase { .. })
            }) {
                if products
                    .iter()
                    .all(|o| o.product_name != place.product.name())
                {
                    products.push(ProductOffer {
                        product_name: place.product.name().to_owned(),
                        contract_type: place.contract_type,
                        pricing: pricing(&place.product, vat_today(&place.product, today), true),
                    });
                }
            }
            products.sort_by(|a, b| a.product_name.cmp(&b.product_name));
            let company = data.energy_company(code.company);
            NewContractCompany {
                company: code.company,
                company_name: company.name.clone(),
                customer_code: code.customer_code.clone(),
                products,
                customer_service_number: company.customer_service_numbers[0].clone(),
            }
        })
        .collect();
    NewContractInfo { companies }
}

pub(crate) fn electricity_contract_check(
    user_id: u64,
    place: &UsePlace,
) -> ElectricityContractCheck {
    ElectricityContractCheck {
        priwatti_user_id: user_id,
        location_identifier: place.location_identifier.clone(),
        has_electricity_contract: matches!(
            place.contract_type,
            ContractType::Electricity | ContractType::ElectricityAndNetwork
        ),
        contract_types: vec![place.contract_type],
    }
}

pub(crate) fn follow_up_status(data: &Dataset, place: &UsePlace) -> FollowUpOfferStatus {
    FollowUpOfferStatus {
        location_identifier: place.location_identifier.clone(),
        status: data
            .follow_ups
            .iter()
            .find(|f| f.location_identifier == place.location_identifier)
            .map_or(FollowUpStatus::Off, |f| f.status),
    }
}

pub(crate) fn follow_up_offers(
    data: &Dataset,
    place: &UsePlace,
    today: NaiveDate,
) -> FollowUpOfferList {
    let offers = data
        .follow_ups
        .iter()
        // Offers are open only while the follow-up succeeds; an accepted one (#55) turns it off.
        .filter(|f| {
            f.location_identifier == place.location_identifier
                && f.status == FollowUpStatus::Success
        })
        .flat_map(|f| &f.offers)
        .map(|offer| FollowUpOffer {
            lead_id: offer.lead_id.clone(),
            title: offer.title.clone(),
            description: offer.description.clone(),
            product_name: offer.product.name().to_owned(),
            contract_type: offer.contract_type,
            valid_until: date_from(today, offer.valid_days),
            pricing: pricing(&offer.product, vat_today(&offer.product, today), place.vat),
        })
        .collect();
    FollowUpOfferList {
        location_identifier: place.location_identifier.clone(),
        offers,
    }
}

/// The crm part of location details (§3 detail) for the gateway's #117 fan-out.
pub(crate) fn location_detail(
    data: &Dataset,
    place: &UsePlace,
    today: NaiveDate,
) -> LocationDetail {
    let vat = vat_today(&place.product, today);
    let prices = pricing(&place.product, vat, place.vat);
    let (margin, margin_vat_per_mille) = match place.product {
        Product::Spot {
            margin_c_per_kwh, ..
        } => (margin_c_per_kwh, vat),
        // Surplus bought from a private producer carries no VAT (as its pricing says).
        Product::Purchase {
            margin_c_per_kwh, ..
        } => (margin_c_per_kwh, 0),
        _ => (UnitPrice(0), 0),
    };
    let margin_vat = margin.with_vat(margin_vat_per_mille, 4);
    let green_power_possible = can_have_green_power(place);
    let savings = if green_power_possible && !place.green_power {
        (estimated_annual_kwh(place.building_type) * GRID_CO2_KG_PER_KWH).round()
    } else {
        0.0
    };
    LocationDetail {
        location_identifier: place.location_identifier.clone(),
        name: place.name.clone(),
        utility_type: place.utility_type,
        contract_name: place.product.name().to_owned(),
        additional_contract_name: place.green_power.then(|| GREEN_POWER_NAME.to_owned()),
        location_building_type: place.building_type.as_str().to_owned(),
        price: prices.price,
        price_vat: prices.price_vat,
        price_vat0: prices.price_vat0,
        price_unit: prices.price_unit,
        green_power_name: green_power_possible.then(|| GREEN_POWER_NAME.to_owned()),
        green_power_on: place.green_power,
        can_have_green_power: green_power_possible,
        can_have_home_insurance: can_have_home_insurance(place),
        home_insurance_on: place.home_insurance,
        potentical_carbon_emission_savings: savings,
        potentical_carbon_emission_savings_unit: "kg CO2/v".to_owned(),
        energy_margin: if place.vat { margin_vat } else { margin },
        energy_margin_vat: margin_vat,
        energy_margin_vat0: margin,
        energy_margin_unit: "c/kWh".to_owned(),
        vat: place.vat,
        customer_service_numbers: data
            .energy_company(place.company)
            .customer_service_numbers
            .clone(),
    }
}
