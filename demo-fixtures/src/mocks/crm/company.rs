//! A B2B company's use places for one of its users: the location list (#193, and #194's
//! list, which the gateway completes with metering's figures) and the label writes (#204, #205). crm answers for the user in the path, so the list holds the places
//! assigned to that user (every place of the company for its main user); whether the caller may
//! ask, and may write, is the gateway's check. A company or user that does not match is 404.

use std::cmp::Ordering;

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    CompanyLocationItem, CompanyLocationPage, LabelsRequest, ListLocation, SortingMode, UserRight,
    UtilityType, LOCATION_PAGE_SIZE, MAX_LABELS_PER_PLACE,
};

use super::state::CrmState;
use super::Data;
use crate::dataset::{CustomerCompany, UsePlace};
use crate::mocks::params::{self, respond, Answer, MockError, Query};

/// `type`: None (absent or ALL) keeps every utility.
const UTILITY_TYPES: [(&str, Option<UtilityType>); 4] = [
    ("ALL", None),
    ("ELECTRICITY", Some(UtilityType::Electricity)),
    ("DISTRICT_HEATING", Some(UtilityType::DistrictHeating)),
    ("MICROGENERATION", Some(UtilityType::Microgeneration)),
];

/// The company a path names and the user's right on each way of addressing its places
/// (composite or place id); `None` for every place means the main user.
struct Member<'d> {
    company: &'d CustomerCompany,
    assigned: Option<Vec<(String, UserRight)>>,
}

impl Member<'_> {
    fn right(&self, place: &UsePlace) -> Option<UserRight> {
        match &self.assigned {
            None => Some(UserRight::FullAccess),
            Some(assigned) => assigned
                .iter()
                .find(|(id, _)| id == place.addressed_as())
                .map(|(_, right)| *right),
        }
    }
}

fn member<'d>(data: &'d CrmState, company_ref: &str, user_raw: &str) -> Answer<Member<'d>> {
    let user = params::user(data, user_raw)?.priwatti_user_id;
    let company = data
        .customer_companies
        .iter()
        .find(|c| c.company_reference_id == company_ref)
        .ok_or_else(|| params::not_found("company"))?;
    if company.main_user_id == user {
        return Ok(Member {
            company,
            assigned: None,
        });
    }
    let sub = company
        .sub_users
        .iter()
        .find(|s| s.priwatti_user_id == user)
        .ok_or_else(|| params::not_found("company user"))?;
    Ok(Member {
        company,
        assigned: Some(sub.locations.clone()),
    })
}

/// What a list asks for, with A61's and §9's defaults.
struct ListQuery {
    search: Option<String>,
    utility: Option<UtilityType>,
    sorting: SortingMode,
    offset: u32,
    count: u32,
}

impl ListQuery {
    fn read(query: &Query) -> Answer<Self> {
        let modes = SortingMode::ALL.map(|mode| (mode.wire(), mode));
        Ok(ListQuery {
            search: query
                .text("searchString")
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_owned),
            utility: query.one_of("type", &UTILITY_TYPES)?.flatten(),
            sorting: query
                .one_of("sortingMode", &modes)?
                .unwrap_or(SortingMode::DEFAULT),
            offset: query.number("offset", 0, u32::MAX)?.unwrap_or(0),
            count: query.number("count", 1, 100)?.unwrap_or(LOCATION_PAGE_SIZE),
        })
    }

    /// Name, address or any label contains the search string, ignoring case.
    fn matches(&self, place: &UsePlace) -> bool {
        let utility = self.utility.is_none_or(|u| u == place.utility_type);
        let search = self.search.as_deref().is_none_or(|search| {
            let search = search.to_lowercase();
            let has = |text: &str| text.to_lowercase().contains(&search);
            place.name.as_deref().is_some_and(has)
                || has(&place.address_line())
                || place.labels.iter().any(|label| has(label))
        });
        utility && search
    }
}

/// The sort key's order of two places under `mode`, ties broken by location identifier; a
/// descending mode is the exact reverse of its ascending one.
fn compare(data: &CrmState, mode: SortingMode, a: &UsePlace, b: &UsePlace) -> Ordering {
    let text = |value: Option<String>| (value.is_none(), value.map(|v| v.to_lowercase()));
    let labels = |place: &UsePlace| {
        let mut labels: Vec<String> = place.labels.iter().map(|l| l.to_lowercase()).collect();
        labels.sort();
        (labels.is_empty(), labels)
    };
    let company = |place: &UsePlace| data.energy_company(place.company).name.to_lowercase();
    let primary = match mode {
        SortingMode::AddressAsc | SortingMode::AddressDesc => a
            .address_line()
            .to_lowercase()
            .cmp(&b.address_line().to_lowercase()),
        SortingMode::AlertsTriggeredAsc | SortingMode::AlertsTriggeredDesc => {
            a.alert_counts().0.cmp(&b.alert_counts().0)
        }
        SortingMode::AlertsEnabledAsc | SortingMode::AlertsEnabledDesc => {
            a.alert_counts().1.cmp(&b.alert_counts().1)
        }
        SortingMode::NameAsc | SortingMode::NameDesc => {
            text(a.name.clone()).cmp(&text(b.name.clone()))
        }
        SortingMode::LabelsAsc | SortingMode::LabelsDesc => labels(a).cmp(&labels(b)),
        SortingMode::CompanyAsc | SortingMode::CompanyDesc => company(a).cmp(&company(b)),
        SortingMode::ContentOrder => a.order.cmp(&b.order),
    };
    let order = primary.then_with(|| a.location_identifier.cmp(&b.location_identifier));
    if mode.descending() {
        order.reverse()
    } else {
        order
    }
}

fn item(place: &UsePlace, rights: UserRight) -> CompanyLocationItem {
    let (alerts_triggered, alerts_enabled) = place.alert_counts();
    CompanyLocationItem {
        location: ListLocation {
            location_identifier: place.location_identifier.clone(),
            location_reference_id: place.location_reference_id.clone(),
            utility_type: place.utility_type,
            name: place.name.clone(),
            address: place.address.clone(),
        },
        labels: place.labels.clone(),
        composite_location_identifier: place.composite_location_identifier.clone(),
        company: place.company,
        rights,
        alerts_triggered,
        alerts_enabled,
        comparison: None,
    }
}

/// One page of the places assigned to the user that match the query.
fn page(data: &CrmState, member: &Member<'_>, query: &ListQuery) -> CompanyLocationPage {
    let mut places: Vec<(&UsePlace, UserRight)> = data
        .places_of_company(&member.company.company_reference_id)
        .into_iter()
        .filter_map(|place| Some((place, member.right(place)?)))
        .filter(|(place, _)| query.matches(place))
        .collect();
    places.sort_by(|(a, _), (b, _)| compare(data, query.sorting, a, b));
    let total = places.len() as u32;
    CompanyLocationPage {
        count: query.count,
        locations_total: total,
        offset: query.offset,
        pages_total: total.div_ceil(query.count),
        results: places
            .into_iter()
            .skip(query.offset as usize)
            .take(query.count as usize)
            .map(|(place, rights)| item(place, rights))
            .collect(),
        search_string: query.search.clone(),
        sorting_mode: query.sorting,
    }
}

type ListPath = web::Path<(String, String)>;

/// #193 listSearch, and #194 listComparisons' list.
pub(super) async fn list_search(crm: Data, path: ListPath, query: Query) -> HttpResponse {
    let data = crm.data();
    let (company_ref, user) = path.into_inner();
    respond((|| {
        let member = member(&data, &company_ref, &user)?;
        Ok(page(&data, &member, &ListQuery::read(&query)?))
    })())
}

type PlacePath = web::Path<(String, String, String)>;

/// Adds (`add`) or removes the labels on every place addressed by the path's composite or
/// place id; 404 unless the user is assigned it, 409 `TooManyLabels` past 20 on a place.
fn change_labels(
    state: &mut CrmState,
    path: PlacePath,
    labels: &[String],
    add: bool,
) -> Answer<()> {
    let (company_ref, user, addressed) = path.into_inner();
    let company = {
        let member = member(state, &company_ref, &user)?;
        let assigned = state
            .places_of_company(&company_ref)
            .into_iter()
            .any(|place| place.addressed_as() == addressed && member.right(place).is_some());
        if !assigned {
            return Err(params::not_found("location"));
        }
        member.company.company_reference_id.clone()
    };
    let labels: Vec<&str> = labels.iter().map(|l| l.trim()).collect();
    let same = |a: &str, b: &str| a.to_lowercase() == b.to_lowercase();
    let places = state.places.iter_mut().filter(|place| {
        matches!(&place.owner, crate::dataset::PlaceOwner::Company(c) if *c == company)
            && place.addressed_as() == addressed
    });
    let mut changed = Vec::new();
    for place in places {
        let mut next = place.labels.clone();
        if add {
            for label in &labels {
                if !next.iter().any(|have| same(have, label)) {
                    next.push((*label).to_owned());
                }
            }
        } else {
            next.retain(|have| !labels.iter().any(|label| same(have, label)));
        }
        if next.len() > MAX_LABELS_PER_PLACE {
            return Err(MockError::conflict(
                "TooManyLabels",
                format!("a place has at most {MAX_LABELS_PER_PLACE} labels"),
            ));
        }
        changed.push((place, next));
    }
    // Checked for every place first, so a refused write changes none of them.
    for (place, next) in changed {
        place.labels = next;
    }
    Ok(())
}

fn no_content(answer: Answer<()>) -> HttpResponse {
    match answer {
        Ok(()) => HttpResponse::NoContent().finish(),
        Err(refusal) => refusal.response(),
    }
}

/// #204 addLabels.
pub(super) async fn add_labels(
    crm: Data,
    path: PlacePath,
    body: web::Json<LabelsRequest>,
) -> HttpResponse {
    no_content(change_labels(&mut crm.data_mut(), path, &body.labels, true))
}

/// #205 removeLabels.
pub(super) async fn remove_labels(
    crm: Data,
    path: PlacePath,
    body: web::Json<LabelsRequest>,
) -> HttpResponse {
    no_content(change_labels(
        &mut crm.data_mut(),
        path,
        &body.labels,
        false,
    ))
}

/// Adds the company routes to `scope` (bearer-checked by the caller).
pub(super) fn routes(scope: actix_web::Scope) -> actix_web::Scope {
    let base = "/v2/b2b/company/{companyRef}/servicelocation/user/{userId}";
    scope
        .route(&format!("{base}/listSearch"), web::get().to(list_search))
        // #194's crm part is the same list; the gateway adds metering's figures to it.
        .route(
            &format!("{base}/listComparisons"),
            web::get().to(list_search),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/addLabels"),
            web::put().to(add_labels),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/removeLabels"),
            web::put().to(remove_labels),
        )
}
