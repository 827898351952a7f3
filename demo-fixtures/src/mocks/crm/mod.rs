//! The crm mock: user mappings, user content and access scopes from the dataset, plus the row
//! reads ([`reads`]: contracts, customerships, profile, representatives, service requests,
//! company information) and the location detail of the gateway's #117 fan-out. Contract:
//! `openapi/upstreams/crm.yaml`, client: `upstream_clients::crm` (row types read through
//! `ReadClient`). crm checks the bearer token but not ownership (the gateway does): it answers
//! what it is asked.

use std::sync::{Arc, RwLock};

use actix_web::http::StatusCode;
use actix_web::middleware::from_fn;
use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    AccessScope, ContentItem, ContentLocation, ContentType, CustomerServiceNumber, User,
    UserContent, UserMapping,
};

use super::auth::require_access_token;
use super::error_response;
use super::messaging::Messaging;
use super::outbox::Outbox;
use super::tokens::Tokens;
use super::unread::UnreadCounts;
use crate::dataset::{Dataset, PortalUser, UsePlace};
use state::CrmState;

mod accounts;
mod company;
mod composites;
mod contracts;
mod debug;
mod external;
mod invitations;
mod rankings;
mod reads;
pub(crate) mod staff_search;
mod state;
mod usermanagement;
mod users;
mod writes;

/// Everything the crm handlers share. The dataset is a copy so later writes stay in memory.
pub(crate) struct Crm {
    data: RwLock<CrmState>,
    tokens: Arc<Tokens>,
    /// Where representation invitations (#133) are "e-mailed"; shared with identity.
    outbox: Outbox,
    /// The unread counts messaging keeps (#116 `unreadMessages`).
    unread: UnreadCounts,
    /// Where a company's invitation goes (#224): the invited person's message box.
    messaging: web::Data<Messaging>,
    /// Staff look-ups of customers, by key (#18, #22, #23, #25).
    search: staff_search::SearchIndex,
}

impl Crm {
    pub(crate) fn new(
        dataset: &Dataset,
        tokens: Arc<Tokens>,
        outbox: Outbox,
        unread: UnreadCounts,
        messaging: web::Data<Messaging>,
        generated_customers: usize,
    ) -> Self {
        rankings::prepare(dataset);
        Crm {
            data: RwLock::new(CrmState::new(dataset.clone())),
            tokens,
            outbox,
            unread,
            messaging,
            search: staff_search::SearchIndex::new(dataset, generated_customers),
        }
    }

    /// Back to the dataset: every write (names, sub-users, composites, representations) gone.
    pub(crate) fn reset(&self, dataset: &Dataset) {
        *self.data_mut() = CrmState::new(dataset.clone());
    }

    fn data(&self) -> std::sync::RwLockReadGuard<'_, CrmState> {
        self.data.read().unwrap_or_else(|e| e.into_inner())
    }

    /// The state for a write. A write holds it for its whole check-then-change, so a concurrent
    /// write cannot slip in between.
    fn data_mut(&self) -> std::sync::RwLockWriteGuard<'_, CrmState> {
        self.data.write().unwrap_or_else(|e| e.into_inner())
    }
}

type Data = web::Data<Crm>;

fn not_found() -> HttpResponse {
    error_response(StatusCode::NOT_FOUND, "NotFound", "no such resource")
}

fn service_numbers(data: &Dataset, place: &UsePlace) -> Vec<CustomerServiceNumber> {
    data.energy_company(place.company)
        .customer_service_numbers
        .clone()
}

/// A content item as `viewer` sees it. The alert settings and the place's name are the owner's
/// own (A59): a read-right holder sees the place by its address and none of the owner's alert
/// channels (phone numbers, e-mail addresses).
fn content_item(
    data: &Dataset,
    place: &UsePlace,
    owner_id: u64,
    viewer: u64,
    order: u32,
) -> ContentItem {
    let own = owner_id == viewer;
    let name = place.name.clone().filter(|_| own);
    ContentItem {
        utility_type: place.utility_type,
        content_owner_id: owner_id,
        content_type: ContentType::Contracts,
        contract_type: place.contract_type,
        electricity_consumption_alert: place.consumption_alert.clone().filter(|_| own),
        electricity_disruption_alert: place.disruption_alert.clone().filter(|_| own),
        district_heating_disruption_alert: place.district_heating_alert.clone().filter(|_| own),
        customer_service_numbers: service_numbers(data, place),
        location: ContentLocation {
            identifier: place.location_identifier.clone(),
            display_name: name.clone().unwrap_or_else(|| place.address_line()),
            name,
            address: place.address.clone(),
            location_reference_id: Some(place.location_reference_id.clone()),
        },
        order,
    }
}

/// The user's own places, then the places of every active read right they hold (owned by the
/// grantor), numbered in that order.
pub(crate) fn user_content(data: &Dataset, user: &PortalUser) -> UserContent {
    let id = user.priwatti_user_id;
    let content: Vec<ContentItem> = data
        .places_of_user(id)
        .into_iter()
        .map(|place| (place, id))
        .chain(
            data.active_read_rights_of(id)
                .into_iter()
                .flat_map(|right| {
                    right
                        .location_identifiers
                        .iter()
                        .filter_map(|loc| data.place(loc))
                        .map(|place| (place, right.grantor_user_id))
                }),
        )
        .enumerate()
        .map(|(order, (place, owner))| content_item(data, place, owner, id, order as u32))
        .collect();
    let default_customer_service_number = user.customer_codes.first().and_then(|code| {
        data.energy_company(code.company)
            .customer_service_numbers
            .first()
            .cloned()
    });
    UserContent {
        user: User {
            customer_codes: user.customer_codes.clone(),
            name: user.name.clone(),
            email: user.email.clone(),
            phone: user.phone.clone(),
            priwatti_user_id: id,
            unread_messages: user.unread_messages,
            user_verified: user.user_verified,
            graph_mode: "AUTOSCALE".to_owned(),
            subscribed_to_tips_and_tricks: user.subscribed_to_tips_and_tricks,
        },
        default_customer_service_number,
        energy_price_alert: user.energy_price_alert.clone(),
        energy_price_report: user.energy_price_report.clone(),
        general_features: data.general_features.clone(),
        content,
    }
}

pub(crate) fn access_scope(data: &Dataset, user: &PortalUser) -> AccessScope {
    data.access_scope(user)
}

/// The gateway asks this once a sign-in: an invited user (#224) has signed in from now on.
async fn user_mapping(crm: Data, subject: web::Path<String>) -> HttpResponse {
    let mut data = crm.data_mut();
    let mapping = data.account_by_subject(&subject).and_then(|account| {
        let user = data.user(account.priwatti_user_id?)?;
        Some(UserMapping {
            subject: account.subject.clone(),
            priwatti_user_id: user.priwatti_user_id,
            customer_type: user.customer_type,
        })
    });
    match mapping {
        Some(mapping) => {
            data.invited.remove(&mapping.priwatti_user_id);
            HttpResponse::Ok().json(mapping)
        }
        None => not_found(),
    }
}

/// Answers `f(user)` for the user in the path, or 404.
fn with_user<T: serde::Serialize>(
    crm: &Crm,
    user_id: &str,
    f: impl FnOnce(&CrmState, &PortalUser) -> T,
) -> HttpResponse {
    let data = crm.data();
    match user_id.parse::<u64>().ok().and_then(|id| data.user(id)) {
        Some(user) => HttpResponse::Ok().json(f(&data, user)),
        None => not_found(),
    }
}

async fn get_user_content(crm: Data, user_id: web::Path<String>) -> HttpResponse {
    with_user(&crm, &user_id, |state, user| {
        let mut content = state.user_content(user);
        if let Some(unread) = crm.unread.get(user.priwatti_user_id) {
            content.user.unread_messages = unread;
        }
        content
    })
}

async fn get_access_scope(crm: Data, user_id: web::Path<String>) -> HttpResponse {
    with_user(&crm, &user_id, |state, user| access_scope(state, user))
}

/// crm's routes, for [`super::server::serve`].
pub(crate) fn routes(crm: Data) -> impl Fn(&mut web::ServiceConfig) + Clone + Send + 'static {
    move |cfg: &mut web::ServiceConfig| {
        cfg.app_data(crm.clone())
            .app_data(web::Data::from(crm.tokens.clone()))
            .service(
                web::scope("/v1")
                    .wrap(from_fn(require_access_token))
                    .route("/user-mappings/{subject}", web::get().to(user_mapping))
                    .route("/users/{user_id}/content", web::get().to(get_user_content))
                    .route(
                        "/users/{user_id}/access-scope",
                        web::get().to(get_access_scope),
                    )
                    .route(
                        "/locations/{locationId}/detail",
                        web::get().to(reads::location_detail),
                    ),
            )
            .service(
                web::scope("/admin/users/v1")
                    .wrap(from_fn(require_access_token))
                    .configure(staff_search::routes)
                    .configure(accounts::routes),
            )
            .service(
                invitations::routes(external::routes(usermanagement::routes(
                    composites::routes(company::routes(writes::write_routes(reads::row_routes(
                        debug::routes(web::scope("")),
                    )))),
                )))
                .wrap(from_fn(require_access_token)),
            );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{b2b, user_ids};

    fn user(id: u64) -> &'static PortalUser {
        Dataset::demo().user(id).unwrap()
    }

    #[test]
    fn kuluttaja_content_lists_own_places_in_order_with_service_numbers() {
        let content = user_content(Dataset::demo(), user(user_ids::KULUTTAJA));
        assert_eq!(content.content.len(), 4);
        assert!(content
            .content
            .iter()
            .all(|c| c.content_owner_id == user_ids::KULUTTAJA));
        assert_eq!(content.content[0].location.display_name, "Koti");
        assert_eq!(content.content[0].customer_service_numbers.len(), 2);
        assert!(content.default_customer_service_number.is_some());
        assert!(content.energy_price_alert.is_some());
    }

    #[test]
    fn the_main_user_is_assigned_every_location_of_the_company_once() {
        let scope = access_scope(Dataset::demo(), user(user_ids::YRITYS));
        let company = &scope.companies[0];
        assert!(company.main_user);
        assert_eq!(company.company_reference_id, b2b::COMPANY_REFERENCE_ID);
        let places = Dataset::demo().places_of_company(b2b::COMPANY_REFERENCE_ID);
        let composite_members: usize = Dataset::demo()
            .composite_locations
            .iter()
            .map(|c| c.location_identifiers.len())
            .sum();
        assert_eq!(
            company.locations.len(),
            places.len() - composite_members + b2b::COMPOSITE_IDS.len()
        );
        assert!(scope.own_locations.is_empty());
    }

    #[test]
    fn revoked_and_pending_representations_give_no_read_right() {
        // kuluttaja is the addressee of a pending grant; edustaja holds a revoked one besides the active.
        let kuluttaja = access_scope(Dataset::demo(), user(user_ids::KULUTTAJA));
        assert!(kuluttaja.read_rights.is_empty());
        let edustaja = access_scope(Dataset::demo(), user(user_ids::EDUSTAJA));
        assert_eq!(edustaja.read_rights.len(), 1);
        assert_eq!(edustaja.read_rights[0].grantor_user_id, user_ids::KULUTTAJA);
    }
}
