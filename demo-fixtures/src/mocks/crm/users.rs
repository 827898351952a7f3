//! crm's user-level reads: UI mode (#107), customerships (#109, #191), profile (#111),
//! representatives (#136, #137), service requests (#142) and the company information that is the
//! same for everyone (#163–#165).

use chrono::NaiveDate;
use upstream_clients::crm::{
    CompanySelection, CompanySelectionList, CustomerServiceInfo, CustomerServiceInfoList,
    CustomerServiceNumberList, CustomerType, Customership, CustomershipList, Representation,
    RepresentationState, Representations, RepresentativeEligibility, ServiceNumberType,
    ServiceRequest, ServiceRequestList, UiMode, UserProfile, UserUi,
};

use crate::dataset::{Account, Dataset, PortalUser, RepresentationStatus, UsePlace};
use crate::mocks::clock::date_from;

pub(crate) fn user_ui(user: &PortalUser) -> UserUi {
    UserUi {
        priwatti_user_id: user.priwatti_user_id,
        ui_mode: match user.customer_type {
            CustomerType::B2C => UiMode::B2C,
            CustomerType::B2B => UiMode::B2B,
        },
    }
}

/// One customership per customer code: its places are the user's own places of that company
/// and, for a B2B user, the places of their companies with that customer code.
pub(crate) fn customerships(data: &Dataset, user: &PortalUser) -> CustomershipList {
    let id = user.priwatti_user_id;
    let customerships = user
        .customer_codes
        .iter()
        .map(|code| {
            let companies = data.companies_of_user(id);
            let places: Vec<&UsePlace> = data
                .places_of_user(id)
                .into_iter()
                .chain(
                    // A company's places may be served by several energy companies, each under
                    // its own customer code.
                    companies
                        .iter()
                        .flat_map(|c| data.places_of_company(&c.company_reference_id)),
                )
                .filter(|p| p.customer_code == code.customer_code)
                .collect();
            let mut invoicing_customer_codes: Vec<String> = Vec::new();
            for place in &places {
                if !invoicing_customer_codes.contains(&place.invoicing_customer_code) {
                    invoicing_customer_codes.push(place.invoicing_customer_code.clone());
                }
            }
            Customership {
                company: code.company,
                company_name: code.company_name.clone(),
                customer_code: code.customer_code.clone(),
                customer_type: user.customer_type,
                name: user.name.clone(),
                email: user.email.clone(),
                phone: user.phone.clone(),
                invoicing_address: places.first().map(|p| p.address.clone()),
                invoicing_customer_codes,
                location_identifiers: places
                    .iter()
                    .map(|p| p.location_identifier.clone())
                    .collect(),
            }
        })
        .collect();
    CustomershipList { customerships }
}

pub(crate) fn profile(account: &Account, user: &PortalUser, refreshed: bool) -> UserProfile {
    UserProfile {
        uuid: account.subject.clone(),
        priwatti_user_id: user.priwatti_user_id,
        customer_type: user.customer_type,
        name: user.name.clone(),
        email: user.email.clone(),
        phone: user.phone.clone(),
        customer_codes: user.customer_codes.clone(),
        user_verified: user.user_verified,
        mappings_refreshed: refreshed,
    }
}

/// A private customer with own places may grant read rights over them; a B2B user manages
/// rights in user management instead.
pub(crate) fn eligibility(data: &Dataset, user: &PortalUser) -> RepresentativeEligibility {
    let places: Vec<String> = data
        .places_of_user(user.priwatti_user_id)
        .iter()
        .map(|p| p.location_identifier.clone())
        .collect();
    let reason = if user.customer_type == CustomerType::B2B {
        Some("Yritysasiakkaan käyttöoikeuksia hallitaan käyttäjähallinnassa.")
    } else if places.is_empty() {
        Some("Sinulla ei ole käyttöpaikkoja, joihin voisi antaa lukuoikeuden.")
    } else {
        None
    };
    RepresentativeEligibility {
        eligible: reason.is_none(),
        reason: reason.map(str::to_owned),
        location_identifiers: if reason.is_none() { places } else { Vec::new() },
    }
}

/// A representation as the grantor or the representative sees it (#133, #135, #137).
pub(crate) fn representation(data: &Dataset, r: &crate::dataset::Representation) -> Representation {
    let name_of = |id: u64| data.user(id).map(|u| u.name.clone());
    Representation {
        id: r.id.clone(),
        status: match r.status {
            RepresentationStatus::Pending => RepresentationState::Pending,
            RepresentationStatus::Active => RepresentationState::Active,
            RepresentationStatus::Revoked => RepresentationState::Revoked,
        },
        grantor_user_id: r.grantor_user_id,
        grantor_name: name_of(r.grantor_user_id).unwrap_or_default(),
        representative_email: r.representative_email.clone(),
        representative_user_id: r.representative_user_id,
        representative_name: r.representative_user_id.and_then(name_of),
        location_identifiers: r.location_identifiers.clone(),
        created: r.created.clone(),
    }
}

/// Granted: the user is the grantor. Received: the user is the representative, or a pending
/// grant was sent to the user's e-mail.
pub(crate) fn representations(data: &Dataset, user: &PortalUser) -> Representations {
    let view = |r| representation(data, r);
    let id = user.priwatti_user_id;
    Representations {
        granted: data
            .representations
            .iter()
            .filter(|r| r.grantor_user_id == id)
            .map(view)
            .collect(),
        received: data
            .representations
            .iter()
            .filter(|r| {
                r.representative_user_id == Some(id)
                    || (r.representative_user_id.is_none()
                        && r.representative_email.eq_ignore_ascii_case(&user.email))
            })
            .map(view)
            .collect(),
    }
}

/// The user's service requests, newest first.
pub(crate) fn service_requests(
    data: &Dataset,
    user: &PortalUser,
    today: NaiveDate,
) -> ServiceRequestList {
    let places = data.places_of_user(user.priwatti_user_id);
    let mut requests: Vec<_> = data
        .service_requests
        .iter()
        .filter(|r| r.user_id == user.priwatti_user_id)
        .collect();
    requests.sort_by_key(|r| r.days_ago);
    ServiceRequestList {
        service_requests: requests
            .into_iter()
            .map(|r| ServiceRequest {
                service_request_id: r.service_request_id.clone(),
                created: date_from(today, -r.days_ago),
                category: r.category.clone(),
                subject: r.subject.clone(),
                message: r.message.clone(),
                status: r.status,
                location_identifier: r.location_identifier.clone().or_else(|| {
                    r.place_index
                        .and_then(|i| places.get(i))
                        .map(|p| p.location_identifier.clone())
                }),
                reply: r.reply.clone(),
            })
            .collect(),
    }
}

pub(crate) fn customer_service_numbers(data: &Dataset) -> CustomerServiceNumberList {
    CustomerServiceNumberList {
        customer_service_numbers: data
            .companies
            .iter()
            .flat_map(|c| c.customer_service_numbers.iter().cloned())
            .collect(),
    }
}

pub(crate) fn customer_service_info(data: &Dataset) -> CustomerServiceInfoList {
    CustomerServiceInfoList {
        companies: data
            .companies
            .iter()
            .map(|c| CustomerServiceInfo {
                company: c.company,
                company_name: c.name.clone(),
                business_id: c.business_id.clone(),
                email: c.customer_service_email(),
                hours: c
                    .customer_service_numbers
                    .iter()
                    .find(|n| n.kind == ServiceNumberType::CustomerService)
                    .map(|n| n.hours.clone())
                    .unwrap_or_default(),
                customer_service_numbers: c.customer_service_numbers.clone(),
            })
            .collect(),
    }
}

pub(crate) fn companies(data: &Dataset) -> CompanySelectionList {
    CompanySelectionList {
        companies: data
            .companies
            .iter()
            .map(|c| CompanySelection {
                company: c.company,
                company_name: c.name.clone(),
            })
            .collect(),
    }
}
