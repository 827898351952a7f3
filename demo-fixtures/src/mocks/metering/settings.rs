//! What the user sets at a place: the consumption budget (#129) and the add-on products (#122
//! on, #123 off). Everything else metering answers is computed from seeded series, so these
//! writes go to a small store laid over the dataset's starting values; the reads (#117's
//! overview, #121, #124, #125, #151, #152) ask [`PlaceSettings`] instead of the dataset.

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use upstream_clients::metering::{
    AddOnProduct, Budget, ConsumptionBudgetRequest, ProductConfiguration,
    ProductConfigurationRequest,
};

use super::overview::{budget, month_cost_so_far};
use super::pricing::configuration_of;
use super::{conflict, respond, Answer, Data, Electricity, PlacePath};
use crate::dataset::calendar::today;
use crate::dataset::calendar::{DEFAULT_GREEN_POWER_PACKAGE_KWH, DEMO_BUDGETS};
use crate::dataset::contracts::{can_have_green_power, can_have_home_insurance};
use crate::dataset::UsePlace;
use upstream_clients::money::Cents;

/// A place's add-on products.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct AddOns {
    pub green_power: bool,
    /// kWh a year; the default while green power is off.
    pub green_power_package_kwh: f64,
    pub home_insurance: bool,
}

/// The settings changed since the start, by location identifier.
#[derive(Debug, Default)]
pub(crate) struct PlaceSettings {
    budgets: HashMap<String, (bool, Cents)>,
    add_ons: HashMap<String, AddOns>,
}

impl PlaceSettings {
    /// The place's budget: (active, euros a month).
    pub(super) fn budget_of(&self, place: &UsePlace) -> (bool, Cents) {
        self.budgets
            .get(&place.location_identifier)
            .copied()
            .unwrap_or_else(|| {
                DEMO_BUDGETS
                    .iter()
                    .find(|(id, _)| *id == place.location_identifier)
                    .map_or((false, Cents::ZERO), |(_, start)| {
                        let used = || {
                            Electricity::of(place)
                                .and_then(|e| month_cost_so_far(&e, today()))
                                .unwrap_or(Cents::ZERO)
                        };
                        (true, start.size(used))
                    })
            })
    }

    pub(super) fn add_ons_of(&self, place: &UsePlace) -> AddOns {
        self.add_ons
            .get(&place.location_identifier)
            .copied()
            .unwrap_or(AddOns {
                green_power: place.green_power,
                green_power_package_kwh: DEFAULT_GREEN_POWER_PACKAGE_KWH,
                home_insurance: place.home_insurance,
            })
    }

    /// Turns `product` on; `None` when the place cannot have it.
    fn turn_on(
        &mut self,
        place: &UsePlace,
        product: AddOnProduct,
        package_kwh: Option<f64>,
    ) -> Option<AddOns> {
        let mut add_ons = self.add_ons_of(place);
        match product {
            AddOnProduct::GreenPower if can_have_green_power(place) => {
                add_ons.green_power = true;
                add_ons.green_power_package_kwh =
                    package_kwh.unwrap_or(DEFAULT_GREEN_POWER_PACKAGE_KWH);
            }
            AddOnProduct::HomeInsurance if can_have_home_insurance(place) => {
                add_ons.home_insurance = true;
            }
            _ => return None,
        }
        self.add_ons
            .insert(place.location_identifier.clone(), add_ons);
        Some(add_ons)
    }

    /// Ends every add-on product of the place.
    fn end_all(&mut self, place: &UsePlace) {
        self.add_ons.insert(
            place.location_identifier.clone(),
            AddOns {
                green_power: false,
                green_power_package_kwh: DEFAULT_GREEN_POWER_PACKAGE_KWH,
                home_insurance: false,
            },
        );
    }
}

/// #122 POST …/productConfiguration: answers the place's configuration; 409
/// `ProductNotAvailable` when the place cannot have the product.
pub(super) fn add_product(
    state: &Data,
    path: &(String, String),
    request: ProductConfigurationRequest,
) -> Answer<ProductConfiguration> {
    let place = state.place(&path.0, &path.1)?;
    let package_kwh = request
        .package_size
        .filter(|_| request.product == AddOnProduct::GreenPower);
    if state
        .settings_mut()
        .turn_on(&place, request.product, package_kwh)
        .is_none()
    {
        return Err(conflict(
            "ProductNotAvailable",
            "the product cannot be added at this place",
        ));
    }
    Ok(configuration_of(state, &place))
}

async fn post_product(
    state: Data,
    path: PlacePath,
    body: web::Json<ProductConfigurationRequest>,
) -> HttpResponse {
    respond(add_product(&state, &path, body.into_inner()))
}

/// #123 DELETE …/productConfiguration (no body), and the B2B #215: ends every add-on product
/// of the place.
pub(super) fn end_products(state: &Data, path: &(String, String)) -> Answer<()> {
    let place = state.place(&path.0, &path.1)?;
    state.settings_mut().end_all(&place);
    Ok(())
}

/// A write that answers nothing: 204, or its refusal.
pub(super) fn no_content(answer: Answer<()>) -> HttpResponse {
    match answer {
        Ok(()) => HttpResponse::NoContent().finish(),
        Err(reject) => reject.response(),
    }
}

async fn delete_products(state: Data, path: PlacePath) -> HttpResponse {
    no_content(end_products(&state, &path))
}

/// #129 POST …/setConsumptionBudget (A40): answers the saved budget as #117 shows it.
fn set_budget(
    state: &Data,
    path: &(String, String),
    request: &ConsumptionBudgetRequest,
) -> Answer<Budget> {
    let place = state.place(&path.0, &path.1)?;
    let e = Electricity::of(&place)?;
    state.settings_mut().budgets.insert(
        place.location_identifier.clone(),
        (request.active, request.budget),
    );
    budget(&e, (request.active, request.budget), today())
}

async fn post_budget(
    state: Data,
    path: PlacePath,
    body: web::Json<ConsumptionBudgetRequest>,
) -> HttpResponse {
    respond(set_budget(&state, &path, &body))
}

pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::resource(
            "/v2/consumption/pricing/user/{user_id}/location/{location_id}/productConfiguration",
        )
        .route(web::post().to(post_product))
        .route(web::delete().to(delete_products)),
    )
    .route(
        "/v2/consumption/electricity/user/{user_id}/location/{location_id}/setConsumptionBudget",
        web::post().to(post_budget),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::Dataset;

    #[test]
    fn a_product_the_place_cannot_have_is_refused_and_ending_clears_both() {
        let data = Dataset::demo();
        let home = data.place("KP100101").unwrap();
        let heat = data
            .places
            .iter()
            .find(|p| !can_have_green_power(p))
            .unwrap();
        let mut settings = PlaceSettings::default();

        assert!(settings
            .turn_on(heat, AddOnProduct::GreenPower, None)
            .is_none());
        let on = settings
            .turn_on(home, AddOnProduct::GreenPower, Some(6000.0))
            .unwrap();
        assert!(on.green_power && on.green_power_package_kwh == 6000.0);

        settings.end_all(home);
        let off = settings.add_ons_of(home);
        assert!(!off.green_power && !off.home_insurance);
    }
}
