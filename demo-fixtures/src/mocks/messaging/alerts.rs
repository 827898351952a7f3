//! Alert and report subscriptions: GET #85–#99 and the PUTs #86–#100. A PUT's body is the read
//! shape (api-surface A32) and its answer the saved object, read back the way the GET reads it,
//! so the two always agree. Values the server owns (the place an alert is for, the kind of a
//! weighted alert, the ids of the user-level alerts, `active` where it is derived) are taken
//! from the path and the state, not from the body.

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    DistrictHeatingDisruptionAlert, ElectricityConsumptionAlert, ElectricityDisruptionAlert,
    EnergyPriceAlert, EnergyPriceReport, PriceUnit, UtilityType, VatMode,
};
use upstream_clients::messaging::{
    DisruptionElectricityAlert, DistrictHeatingAlert, DistrictHeatingBulkAlert,
    DistrictHeatingBulkAlertRequest, WeightedConsumptionAlert,
};

use super::super::params::{self, not_found, respond, Answer};
use super::{district_heating_place, electricity_place, settings_mut, Data, PlacePath};
use crate::dataset::{Dataset, PortalUser, UsePlace};

/// Push window of the electricity disruption alert's new channels (spec §9: 07:00–23:00).
pub(crate) const DEFAULT_PUSH_WINDOW: (u8, u8, u8, u8) = (7, 0, 23, 0);

fn user_mut(data: &mut Dataset, user_id: u64) -> Answer<&mut PortalUser> {
    data.users
        .iter_mut()
        .find(|u| u.priwatti_user_id == user_id)
        .ok_or_else(|| not_found("user"))
}

fn weighted_alert(place: &UsePlace, plus: bool) -> WeightedConsumptionAlert {
    let stored = if plus {
        &place.weighted_consumption_plus_alert
    } else {
        &place.weighted_consumption_alert
    };
    stored.clone().unwrap_or_else(|| WeightedConsumptionAlert {
        location_identifier: place.location_identifier.clone(),
        active: false,
        threshold_value: None,
        vat: place.vat,
        includes_margin: plus,
        email_notifications: false,
        push_notifications: false,
    })
}

/// #85 (plus) and #87.
pub(super) fn get_weighted(
    plus: bool,
) -> impl Fn(Data, PlacePath) -> std::future::Ready<HttpResponse> + Clone {
    move |state: Data, path: PlacePath| {
        let data = state.data();
        std::future::ready(respond(
            electricity_place(&data, &path).map(|(_, place)| weighted_alert(&place, plus)),
        ))
    }
}

/// #86 (plus) and #88: the place and the kind come from the path, whatever the body says.
pub(super) fn put_weighted(
    plus: bool,
) -> impl Fn(Data, PlacePath, web::Json<WeightedConsumptionAlert>) -> std::future::Ready<HttpResponse>
       + Clone {
    move |state: Data, path: PlacePath, body: web::Json<WeightedConsumptionAlert>| {
        let mut data = state.data_mut();
        let answer = electricity_place(&data, &path)
            .map(|(user, place)| (user, place.location_identifier.clone()))
            .and_then(|(user, location)| {
                let place = settings_mut(&mut data, user, &location)?;
                let saved = WeightedConsumptionAlert {
                    location_identifier: location,
                    includes_margin: plus,
                    ..body.into_inner()
                };
                if plus {
                    place.weighted_consumption_plus_alert = Some(saved);
                } else {
                    place.weighted_consumption_alert = Some(saved);
                }
                Ok(weighted_alert(place, plus))
            });
        std::future::ready(respond(answer))
    }
}

fn consumption_alert(place: &UsePlace) -> ElectricityConsumptionAlert {
    place
        .consumption_alert
        .clone()
        .unwrap_or(ElectricityConsumptionAlert {
            bottom_threshold_value: None,
            top_threshold_value: None,
        })
}

/// #89.
pub(super) async fn get_consumption(state: Data, path: PlacePath) -> HttpResponse {
    let data = state.data();
    respond(electricity_place(&data, &path).map(|(_, place)| consumption_alert(&place)))
}

/// #90: the §3 electricityConsumptionAlert (A32).
pub(super) async fn put_consumption(
    state: Data,
    path: PlacePath,
    body: web::Json<ElectricityConsumptionAlert>,
) -> HttpResponse {
    let mut data = state.data_mut();
    let answer = electricity_place(&data, &path)
        .map(|(user, place)| (user, place.location_identifier.clone()))
        .and_then(|(user, location)| {
            let place = settings_mut(&mut data, user, &location)?;
            place.consumption_alert = Some(body.into_inner());
            Ok(consumption_alert(place))
        });
    respond(answer)
}

pub(crate) fn disruption_alert(place: &UsePlace) -> DisruptionElectricityAlert {
    let (phone_settings, email_settings) = place
        .disruption_alert
        .clone()
        .map(|a| (a.phone_settings, a.email_settings))
        .unwrap_or_default();
    let (start_hour, start_min, end_hour, end_min) = DEFAULT_PUSH_WINDOW;
    DisruptionElectricityAlert {
        location_identifier: place.location_identifier.clone(),
        active: phone_settings
            .iter()
            .chain(&email_settings)
            .any(|c| c.active),
        phone_settings,
        email_settings,
        default_push_start_hour: start_hour,
        default_push_start_min: start_min,
        default_push_end_hour: end_hour,
        default_push_end_min: end_min,
    }
}

/// #91.
pub(super) async fn get_disruption(state: Data, path: PlacePath) -> HttpResponse {
    let data = state.data();
    respond(electricity_place(&data, &path).map(|(_, place)| disruption_alert(&place)))
}

/// #92: the channels are stored; `active` and the default window are derived, as on the GET.
pub(super) async fn put_disruption(
    state: Data,
    path: PlacePath,
    body: web::Json<DisruptionElectricityAlert>,
) -> HttpResponse {
    let mut data = state.data_mut();
    let answer = electricity_place(&data, &path)
        .map(|(user, place)| (user, place.location_identifier.clone()))
        .and_then(|(user, location)| {
            let place = settings_mut(&mut data, user, &location)?;
            let body = body.into_inner();
            place.disruption_alert = Some(ElectricityDisruptionAlert {
                phone_settings: body.phone_settings,
                email_settings: body.email_settings,
            });
            Ok(disruption_alert(place))
        });
    respond(answer)
}

fn district_heating_alert(place: &UsePlace) -> DistrictHeatingAlert {
    let (start_hour, start_min, end_hour, end_min) = DEFAULT_PUSH_WINDOW;
    let settings = place
        .district_heating_alert
        .clone()
        .unwrap_or(DistrictHeatingDisruptionAlert {
            email: false,
            sms: false,
            email_address: None,
            mobile_number: None,
            push_start_hour: start_hour,
            push_start_min: start_min,
            push_end_hour: end_hour,
            push_end_min: end_min,
        });
    DistrictHeatingAlert {
        location_identifier: place.location_identifier.clone(),
        active: settings.email || settings.sms,
        settings,
    }
}

/// #93.
pub(super) async fn get_district_heating(state: Data, path: PlacePath) -> HttpResponse {
    let data = state.data();
    respond(district_heating_place(&data, &path).map(|(_, place)| district_heating_alert(&place)))
}

/// #94: the settings are stored; `active` is derived from them.
pub(super) async fn put_district_heating(
    state: Data,
    path: PlacePath,
    body: web::Json<DistrictHeatingAlert>,
) -> HttpResponse {
    let mut data = state.data_mut();
    let answer = district_heating_place(&data, &path)
        .map(|(user, place)| (user, place.location_identifier.clone()))
        .and_then(|(user, location)| {
            let place = settings_mut(&mut data, user, &location)?;
            place.district_heating_alert = Some(body.into_inner().settings);
            Ok(district_heating_alert(place))
        });
    respond(answer)
}

/// #95: the place in the path first, then the same owner's other district-heating places.
pub(super) async fn district_heating_bulk(state: Data, path: PlacePath) -> HttpResponse {
    let data = state.data();
    respond(district_heating_place(&data, &path).map(|(user, place)| {
        let others = data.places.iter().filter(|p| {
            p.owner == place.owner
                && p.utility_type == UtilityType::DistrictHeating
                && p.location_identifier != place.location_identifier
        });
        let mut owner_order: Vec<&UsePlace> = others.collect();
        owner_order.sort_by_key(|p| p.order);
        let mut items = vec![district_heating_alert(&place)];
        items.extend(
            owner_order
                .into_iter()
                .map(|p| district_heating_alert(&super::settings_view(&data, user, p))),
        );
        DistrictHeatingBulkAlert { items }
    }))
}

/// #96 (A33): the settings go to every listed place. Every listed place must be a
/// district-heating place the user sees, or nothing is written (404): half a bulk write would
/// leave the user guessing which places changed.
pub(super) async fn put_district_heating_bulk(
    state: Data,
    path: PlacePath,
    body: web::Json<DistrictHeatingBulkAlertRequest>,
) -> HttpResponse {
    let mut data = state.data_mut();
    let request = body.into_inner();
    let checked: Answer<u64> = district_heating_place(&data, &path).and_then(|(user, _)| {
        request.location_identifiers.iter().try_for_each(|id| {
            district_heating_place(&data, &(path.0.clone(), id.clone())).map(|_| ())
        })?;
        Ok(user)
    });
    let answer = checked.and_then(|user| {
        for id in &request.location_identifiers {
            settings_mut(&mut data, user, id)?.district_heating_alert =
                Some(request.settings.clone());
        }
        Ok(request.settings)
    });
    respond(answer)
}

fn energy_price_report(user: &PortalUser) -> EnergyPriceReport {
    user.energy_price_report
        .clone()
        .unwrap_or_else(|| EnergyPriceReport {
            id: format!("EPR-{}", user.priwatti_user_id),
            active: false,
            email_notifications: false,
            push_notifications: false,
            unit: PriceUnit::Kwh,
            vat: VatMode::Vat24,
        })
}

/// #97 ({userId} is the portal user, A34).
pub(super) async fn get_energy_price_report(
    state: Data,
    user_id: web::Path<String>,
) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(energy_price_report))
}

/// #98: the report keeps the id it has (the body's id is not the caller's to choose).
pub(super) async fn put_energy_price_report(
    state: Data,
    user_id: web::Path<String>,
    body: web::Json<EnergyPriceReport>,
) -> HttpResponse {
    let mut data = state.data_mut();
    let answer = params::user(&data, &user_id)
        .map(|user| (user.priwatti_user_id, energy_price_report(user).id))
        .and_then(|(user_id, id)| {
            let user = user_mut(&mut data, user_id)?;
            user.energy_price_report = Some(EnergyPriceReport {
                id,
                ..body.into_inner()
            });
            Ok(energy_price_report(user))
        });
    respond(answer)
}

fn energy_price_alert(user: &PortalUser) -> EnergyPriceAlert {
    user.energy_price_alert
        .clone()
        .unwrap_or_else(|| EnergyPriceAlert {
            id: format!("EPA-{}", user.priwatti_user_id),
            active: false,
            threshold_value: None,
            bottom_threshold_value: None,
        })
}

/// #99.
pub(super) async fn get_energy_price_alert(
    state: Data,
    user_id: web::Path<String>,
) -> HttpResponse {
    let data = state.data();
    respond(params::user(&data, &user_id).map(energy_price_alert))
}

/// #100: as #98, the alert keeps its id.
pub(super) async fn put_energy_price_alert(
    state: Data,
    user_id: web::Path<String>,
    body: web::Json<EnergyPriceAlert>,
) -> HttpResponse {
    let mut data = state.data_mut();
    let answer = params::user(&data, &user_id)
        .map(|user| (user.priwatti_user_id, energy_price_alert(user).id))
        .and_then(|(user_id, id)| {
            let user = user_mut(&mut data, user_id)?;
            user.energy_price_alert = Some(EnergyPriceAlert {
                id,
                ..body.into_inner()
            });
            Ok(energy_price_alert(user))
        });
    respond(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_place_without_a_disruption_alert_gets_the_inactive_default_window() {
        let place = Dataset::demo().place("KP100104").unwrap();
        let alert = disruption_alert(place);
        assert!(!alert.active);
        assert!(alert.phone_settings.is_empty() && alert.email_settings.is_empty());
        assert_eq!(
            (alert.default_push_start_hour, alert.default_push_end_hour),
            (7, 23)
        );
    }
}
