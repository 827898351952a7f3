//! A B2B company's use places for one of its users: the location list (#193, and #194's
//! list, which the gateway completes with metering's figures), the summary of #195 (completed
//! likewise), the reads of one place or composite (#197–#200), the label writes (#204,
//! #205), the company's name of a place (#207) and the user's own order (#210; the composites
//! are in `composites`). crm answers for the user in the path, so the list holds the places assigned to that
//! user (every place of the company for its main user); whether the caller may ask, and may
//! write, is the gateway's check. A company or user that does not match is 404.

use std::collections::{HashMap, HashSet};

use actix_web::{web, HttpResponse};
use chrono::{Datelike, NaiveDate};
use upstream_clients::crm::{
    AdditionalService, AdditionalServiceKind, AdditionalServiceList, CompanyLocationDetailsRequest,
    CompanyLocationItem, CompanyLocationPage, CompanyLocationSummary, CompositeEligibleList,
    CompositeLocationList, CompositeLocationSummary, ContractList, ExportPlace, ExportPlaces,
    LabelsRequest, ListLocation, SetContentOrderRequest, SortingMode, UserRight, UtilityType,
    LOCATION_PAGE_SIZE, MAX_LABELS_PER_PLACE, MONTH_NOT_MEASURED,
};

use super::state::CrmState;
use super::Data;
use super::{contracts, rankings};
use crate::dataset::calendar::data_start;
use crate::dataset::contracts::{can_have_green_power, can_have_home_insurance, GREEN_POWER_NAME};
use crate::dataset::{CustomerCompany, UsePlace};
use crate::mocks::clock::today;
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
pub(super) struct Member<'d> {
    pub(super) company: &'d CustomerCompany,
    /// The user in the path.
    user: u64,
    assigned: Option<Vec<(String, UserRight)>>,
}

impl Member<'_> {
    /// The user's right on one place: by the id it is addressed by, or, for a place of a
    /// composite the user holds only in part, by its own id.
    pub(super) fn right(&self, place: &UsePlace) -> Option<UserRight> {
        self.right_on(place.addressed_as())
            .or_else(|| self.right_on(&place.location_identifier))
    }

    /// The user in the path when they are a sub-user, `None` for the main user.
    pub(super) fn sub_user(&self) -> Option<u64> {
        self.assigned.as_ref().map(|_| self.user)
    }

    /// The user's right on a place or composite by the id it is addressed by. A composite held
    /// only in part has none here: what addresses a composite (its name, places, labels as a
    /// whole) reaches places the user does not hold.
    pub(super) fn right_on(&self, addressed: &str) -> Option<UserRight> {
        match &self.assigned {
            None => Some(UserRight::FullAccess),
            Some(assigned) => assigned
                .iter()
                .find(|(id, _)| id == addressed)
                .map(|(_, right)| *right),
        }
    }
}

pub(super) fn member<'d>(
    data: &'d CrmState,
    company_ref: &str,
    user_raw: &str,
) -> Answer<Member<'d>> {
    let user = params::user(data, user_raw)?.priwatti_user_id;
    let company = data
        .customer_companies
        .iter()
        .find(|c| c.company_reference_id == company_ref)
        .ok_or_else(|| params::not_found("company"))?;
    if company.main_user_id == user {
        return Ok(Member {
            company,
            user,
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
        user,
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
    /// The first day of the month the CONSUMPTION and COST modes rank by.
    month: NaiveDate,
}

/// The month asked by `year` and `month` (both or neither; the last full month by default),
/// measured in full: before this month, from the data's first month on.
fn ranked_month(query: &Query) -> Answer<NaiveDate> {
    let today = today();
    let this_month = today.with_day(1).unwrap_or(today);
    let asked = match (query.year_opt()?, query.month_opt()?) {
        (None, None) => return Ok(rankings::last_full_month(today)),
        (Some(year), Some(month)) => NaiveDate::from_ymd_opt(year, month, 1),
        _ => None,
    };
    asked
        .filter(|first| *first < this_month && *first >= data_start(today))
        .ok_or_else(|| {
            MockError::bad_request(
                MONTH_NOT_MEASURED,
                "year and month must name a full month of measured data, both or neither",
            )
        })
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
            month: ranked_month(query)?,
        })
    }

    /// Name, address or any label contains the search string, ignoring case; or, for a member
    /// of a composite, the composite's id or name (`composites`, by id), so a composite is found
    /// by either.
    fn matches(&self, place: &UsePlace, composites: &CompositeNames<'_>) -> bool {
        let utility = self.utility.is_none_or(|u| u == place.utility_type);
        let search = self.search.as_deref().is_none_or(|search| {
            let search = search.to_lowercase();
            let has = |text: &str| text.to_lowercase().contains(&search);
            let composite = place.composite_location_identifier.as_deref();
            place.name.as_deref().is_some_and(has)
                || has(&place.address_line())
                || place.labels.iter().any(|label| has(label))
                || composite.is_some_and(has)
                || composite
                    .and_then(|id| composites.get(id))
                    .is_some_and(|name| has(name))
        });
        utility && search
    }
}

/// What a place is sorted by under a mode (A61): missing names and labels come last ascending;
/// CONTENT_ORDER ranks the user's own order (#210) first.
#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum SortKey {
    Text(bool, Option<String>),
    Labels(bool, Vec<String>),
    Number(u32),
    Rank(usize, u32),
    /// A month's figure, missing ones last: descending modes negate it rather than reverse
    /// the order, so places without the figure stay last both ways.
    Figure(bool, i64),
}

/// `rank` is the user's content order by the ids places are addressed by: listed places first
/// in that order, the rest after them in the company's order.
fn sort_key(
    data: &CrmState,
    (mode, month): (SortingMode, NaiveDate),
    rank: &HashMap<&str, usize>,
    place: &UsePlace,
) -> SortKey {
    let figure = |value: Option<i64>| {
        let sign = if mode.descending() { -1 } else { 1 };
        SortKey::Figure(value.is_none(), value.unwrap_or_default() * sign)
    };
    let text =
        |value: Option<String>| SortKey::Text(value.is_none(), value.map(|v| v.to_lowercase()));
    match mode {
        SortingMode::AddressAsc | SortingMode::AddressDesc => text(Some(place.address_line())),
        SortingMode::AlertsTriggeredAsc | SortingMode::AlertsTriggeredDesc => {
            SortKey::Number(place.alert_counts().0)
        }
        SortingMode::AlertsEnabledAsc | SortingMode::AlertsEnabledDesc => {
            SortKey::Number(place.alert_counts().1)
        }
        SortingMode::NameAsc | SortingMode::NameDesc => text(place.name.clone()),
        SortingMode::LabelsAsc | SortingMode::LabelsDesc => {
            let mut labels: Vec<String> = place.labels.iter().map(|l| l.to_lowercase()).collect();
            labels.sort();
            SortKey::Labels(labels.is_empty(), labels)
        }
        SortingMode::CompanyAsc | SortingMode::CompanyDesc => {
            text(Some(data.energy_company(place.company).name.clone()))
        }
        SortingMode::ConsumptionAsc | SortingMode::ConsumptionDesc => {
            figure(rankings::month_figures(place, month).consumption_wh)
        }
        SortingMode::CostAsc | SortingMode::CostDesc => figure(
            rankings::month_figures(place, month)
                .cost
                .map(|cents| cents.0),
        ),
        SortingMode::ContentOrder => SortKey::Rank(
            rank.get(place.addressed_as())
                .copied()
                .unwrap_or(rank.len()),
            place.order,
        ),
    }
}

/// Address order, which ranks by no month.
const BY_ADDRESS: (SortingMode, NaiveDate) = (SortingMode::AddressAsc, NaiveDate::MIN);

/// `items` in `mode`'s order, ties broken by location identifier; a descending mode is the
/// exact reverse of its ascending one. `order` is the user's content order (#210). Each
/// place's key is made once, not per comparison: a company of thousands of places would
/// otherwise build and lowercase two address lines in each of its tens of thousands of
/// comparisons.
fn sorted<'d, I>(
    data: &CrmState,
    (mode, month): (SortingMode, NaiveDate),
    order: &[String],
    items: Vec<I>,
    place: impl Fn(&I) -> &'d UsePlace,
) -> Vec<I> {
    let rank: HashMap<&str, usize> = order
        .iter()
        .enumerate()
        .map(|(position, id)| (id.as_str(), position))
        .collect();
    let mut keyed: Vec<(SortKey, &'d UsePlace, I)> = items
        .into_iter()
        .map(|item| {
            let p = place(&item);
            (sort_key(data, (mode, month), &rank, p), p, item)
        })
        .collect();
    keyed.sort_by(|(ka, a, _), (kb, b, _)| {
        let order = ka
            .cmp(kb)
            .then_with(|| a.location_identifier.cmp(&b.location_identifier));
        if mode.descending() && !mode.ranks_by_month() {
            order.reverse()
        } else {
            order
        }
    });
    keyed.into_iter().map(|(_, _, item)| item).collect()
}

/// The place as a list item names it (A63).
pub(super) fn list_location(place: &UsePlace) -> ListLocation {
    ListLocation {
        location_identifier: place.location_identifier.clone(),
        location_reference_id: place.location_reference_id.clone(),
        utility_type: place.utility_type,
        name: place.name.clone(),
        address: place.address.clone(),
    }
}

/// The company's composites' names by their ids: made once per list, for the search and the
/// members' rows.
type CompositeNames<'d> = HashMap<&'d str, &'d str>;

fn composite_names<'d>(data: &'d CrmState, company_ref: &str) -> CompositeNames<'d> {
    data.composite_locations
        .iter()
        .filter(|c| c.company_reference_id == company_ref)
        .map(|c| (c.composite_location_identifier.as_str(), c.name.as_str()))
        .collect()
}

fn item(
    place: &UsePlace,
    rights: UserRight,
    composites: &CompositeNames<'_>,
) -> CompanyLocationItem {
    let (alerts_triggered, alerts_enabled) = place.alert_counts();
    let composite = place.composite_location_identifier.as_deref();
    CompanyLocationItem {
        location: list_location(place),
        labels: place.labels.clone(),
        composite_location_identifier: place.composite_location_identifier.clone(),
        composite_name: composite
            .and_then(|id| composites.get(id))
            .map(|name| (*name).to_owned()),
        company: place.company,
        rights,
        alerts_triggered,
        alerts_enabled,
        comparison: None,
        month_figures: None,
    }
}

/// One page of the places assigned to the user that match the query.
fn page(data: &CrmState, member: &Member<'_>, query: &ListQuery) -> CompanyLocationPage {
    let company = &member.company.company_reference_id;
    let composites = composite_names(data, company);
    let every = data.places_of_company(company);
    rankings::prepare(company, &every);
    let places: Vec<(&UsePlace, UserRight)> = every
        .into_iter()
        .filter_map(|place| Some((place, member.right(place)?)))
        .filter(|(place, _)| query.matches(place, &composites))
        .collect();
    let order = data.company_order_of(member.user, &member.company.company_reference_id);
    let places = sorted(
        data,
        (query.sorting, query.month),
        order,
        places,
        |(place, _)| *place,
    );
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
            .map(|(place, rights)| {
                let mut item = item(place, rights, &composites);
                if query.sorting.ranks_by_month() {
                    item.month_figures = Some(rankings::month_figures(place, query.month));
                }
                item
            })
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

/// #195 listSummary's crm part: the matching assigned places counted, with their ids in
/// address order; the gateway adds metering's consumption totals.
pub(super) async fn list_summary(crm: Data, path: ListPath, query: Query) -> HttpResponse {
    let data = crm.data();
    let (company_ref, user) = path.into_inner();
    respond((|| {
        let (places, query) = matching(&data, &company_ref, &user, &query)?;
        let mut composites: Vec<&str> = places
            .iter()
            .filter_map(|place| place.composite_location_identifier.as_deref())
            .collect();
        composites.sort_unstable();
        composites.dedup();
        let alerts = |pick: fn((u32, u32)) -> u32| -> u32 {
            places.iter().map(|place| pick(place.alert_counts())).sum()
        };
        Ok(CompanyLocationSummary {
            search_string: query.search.clone(),
            locations_total: places.len() as u32,
            composites_total: composites.len() as u32,
            alerts_triggered: alerts(|(triggered, _)| triggered),
            alerts_enabled: alerts(|(_, enabled)| enabled),
            location_identifiers: places
                .iter()
                .map(|place| place.location_identifier.clone())
                .collect(),
            consumption: Vec::new(),
        })
    })())
}

/// The places assigned to the path's user that match the query's filter, in address order
/// (#195's count and the export's places).
fn matching<'d>(
    data: &'d CrmState,
    company_ref: &str,
    user: &str,
    query: &Query,
) -> Answer<(Vec<&'d UsePlace>, ListQuery)> {
    let member = member(data, company_ref, user)?;
    let query = ListQuery::read(query)?;
    let composites = composite_names(data, &member.company.company_reference_id);
    let places: Vec<&UsePlace> = data
        .places_of_company(&member.company.company_reference_id)
        .into_iter()
        .filter(|place| member.right(place).is_some() && query.matches(place, &composites))
        .collect();
    let places = sorted(data, BY_ADDRESS, &[], places, |place| *place);
    Ok((places, query))
}

/// The export's columns of every matching place (the gateway's "export all" and the address,
/// name and label columns of every company export).
pub(super) async fn export_places(crm: Data, path: ListPath, query: Query) -> HttpResponse {
    let data = crm.data();
    let (company_ref, user) = path.into_inner();
    respond((|| {
        let (places, _) = matching(&data, &company_ref, &user, &query)?;
        Ok(ExportPlaces {
            places: places
                .into_iter()
                .map(|place| ExportPlace {
                    location_identifier: place.location_identifier.clone(),
                    address: place.address.clone(),
                    name: place.name.clone(),
                    labels: place.labels.clone(),
                })
                .collect(),
        })
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
    let (company, reached) = {
        let member = member(state, &company_ref, &user)?;
        // Only the places the user holds: a composite held in part is labelled in that part.
        let reached: HashSet<String> = state
            .places_of_company(&company_ref)
            .into_iter()
            .filter(|place| place.addressed_as() == addressed && member.right(place).is_some())
            .map(|place| place.location_identifier.clone())
            .collect();
        if reached.is_empty() {
            return Err(params::not_found("location"));
        }
        (member.company.company_reference_id.clone(), reached)
    };
    let labels: Vec<&str> = labels.iter().map(|l| l.trim()).collect();
    let same = |a: &str, b: &str| a.to_lowercase() == b.to_lowercase();
    let places = state.places.iter_mut().filter(|place| {
        matches!(&place.owner, crate::dataset::PlaceOwner::Company(c) if *c == company)
            && reached.contains(&place.location_identifier)
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

/// #207: the company's name of the place, or of the composite, the path addresses; 404 unless
/// the user may write it (FULL_ACCESS or the main user).
fn set_details(
    state: &mut CrmState,
    path: &(String, String, String),
    body: &CompanyLocationDetailsRequest,
) -> Answer<()> {
    let (company_ref, user, addressed) = path;
    {
        let member = member(state, company_ref, user)?;
        if member.right_on(addressed) != Some(UserRight::FullAccess) {
            return Err(params::not_found("location"));
        }
    }
    let name = body.name.trim().to_owned();
    let composite = state.composite_locations.iter_mut().find(|c| {
        c.company_reference_id == *company_ref && c.composite_location_identifier == *addressed
    });
    match composite {
        Some(composite) => composite.name = name,
        None => {
            let place = state.places.iter_mut().find(|place| {
                place.location_identifier == *addressed
                    && matches!(&place.owner, crate::dataset::PlaceOwner::Company(c) if c == company_ref)
            });
            place.ok_or_else(|| params::not_found("location"))?.name = Some(name);
        }
    }
    Ok(())
}

pub(super) async fn set_location_details(
    crm: Data,
    path: PlacePath,
    body: web::Json<CompanyLocationDetailsRequest>,
) -> HttpResponse {
    no_content(set_details(&mut crm.data_mut(), &path, &body))
}

/// #210: the user's own order of the company's places, by the ids they are addressed by; each
/// must be assigned to the user (any right: the order is theirs alone, A56).
fn set_order(
    state: &mut CrmState,
    path: &(String, String),
    body: &SetContentOrderRequest,
) -> Answer<()> {
    let (company_ref, user) = path;
    let (user, order) = {
        let member = member(state, company_ref, user)?;
        // Looked up in sets made once: an order may name thousands of places.
        // The ids the user reaches any place by (a composite held in part included).
        let reached: HashSet<&str> = state
            .places_of_company(company_ref)
            .into_iter()
            .filter(|place| member.right(place).is_some())
            .map(|place| place.addressed_as())
            .collect();
        let mut seen = HashSet::new();
        let mut order: Vec<String> = Vec::new();
        for id in &body.order {
            if !reached.contains(id.as_str()) {
                return Err(params::not_found("location"));
            }
            if seen.insert(id.as_str()) {
                order.push(id.clone());
            }
        }
        (member.user, order)
    };
    state
        .company_order
        .insert((user, company_ref.clone()), order);
    Ok(())
}

pub(super) async fn set_content_order(
    crm: Data,
    path: ListPath,
    body: web::Json<SetContentOrderRequest>,
) -> HttpResponse {
    no_content(set_order(&mut crm.data_mut(), &path, &body))
}

/// The places the path's id addresses that the user holds (the place, or the composite's places:
/// all of them, or those held of a composite held in part); 404 when there is none.
fn addressed<'d>(
    data: &'d CrmState,
    member: &Member<'_>,
    addressed: &str,
) -> Answer<Vec<&'d UsePlace>> {
    let places: Vec<&UsePlace> = data
        .places_of_company(&member.company.company_reference_id)
        .into_iter()
        .filter(|place| place.addressed_as() == addressed && member.right(place).is_some())
        .collect();
    if places.is_empty() {
        return Err(params::not_found("location"));
    }
    Ok(places)
}

/// The member and the places the path addresses.
fn resolve<'d>(
    data: &'d CrmState,
    path: &(String, String, String),
) -> Answer<(Member<'d>, Vec<&'d UsePlace>)> {
    let (company_ref, user, id) = path;
    let member = member(data, company_ref, user)?;
    let places = addressed(data, &member, id)?;
    Ok((member, places))
}

/// #197: the contracts of the place or of every place of the composite, priced with VAT or
/// without as the company says (spec §6: with VAT unless it says otherwise).
pub(super) async fn place_contracts(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    let path = path.into_inner();
    respond(resolve(&data, &path).map(|(member, places)| {
        let today = today();
        let vat = member.company.vat_included;
        ContractList {
            vat_included: vat,
            contracts: places
                .into_iter()
                .map(|place| contracts::contract(&data, place, vat, today))
                .collect(),
        }
    }))
}

/// The add-on services one place can have, and whether each is on (#198, and staff's #20).
pub(super) fn place_services(place: &UsePlace) -> Vec<AdditionalService> {
    let service = |service, name: &str, active| AdditionalService {
        location_identifier: place.location_identifier.clone(),
        service,
        name: name.to_owned(),
        active,
    };
    let mut services = Vec::new();
    if can_have_green_power(place) {
        services.push(service(
            AdditionalServiceKind::GreenPower,
            GREEN_POWER_NAME,
            place.green_power,
        ));
    }
    if can_have_home_insurance(place) {
        services.push(service(
            AdditionalServiceKind::HomeInsurance,
            "Kotivakuutus",
            place.home_insurance,
        ));
    }
    services
}

/// #198: the add-on services each addressed place can have, and whether each is on.
pub(super) async fn additional_services(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    let path = path.into_inner();
    respond(resolve(&data, &path).map(|(_, places)| {
        let services = places.into_iter().flat_map(place_services).collect();
        AdditionalServiceList {
            composite_location_identifier: path.2.clone(),
            services,
        }
    }))
}

/// #199: the company's composites assigned to the user other than the path's, by name.
pub(super) async fn composite_existing(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    let path = path.into_inner();
    respond(resolve(&data, &path).map(|(member, _)| {
        let mut composite_locations: Vec<CompositeLocationSummary> = data
            .composite_locations
            .iter()
            .filter(|composite| {
                composite.company_reference_id == member.company.company_reference_id
                    && composite.composite_location_identifier != path.2
            })
            .filter_map(|composite| {
                let whole = member.right_on(&composite.composite_location_identifier);
                // A composite held in part: the places held, with the weakest of their rights.
                let held: Vec<(&String, UserRight)> = composite
                    .location_identifiers
                    .iter()
                    .filter_map(|place| Some((place, whole.or_else(|| member.right_on(place))?)))
                    .collect();
                let rights = held.iter().map(|(_, right)| *right).min_by_key(|right| {
                    // READ_ONLY is the weaker.
                    *right == UserRight::FullAccess
                })?;
                Some(CompositeLocationSummary {
                    rights,
                    composite_location_identifier: composite.composite_location_identifier.clone(),
                    name: composite.name.clone(),
                    location_identifiers: held.into_iter().map(|(p, _)| p.clone()).collect(),
                })
            })
            .collect();
        composite_locations.sort_by(|a, b| {
            a.name
                .to_lowercase()
                .cmp(&b.name.to_lowercase())
                .then_with(|| {
                    a.composite_location_identifier
                        .cmp(&b.composite_location_identifier)
                })
        });
        CompositeLocationList {
            composite_locations,
        }
    }))
}

/// #200: the user's places of the company in no composite, other than the path's, by address.
pub(super) async fn composite_eligible(crm: Data, path: PlacePath) -> HttpResponse {
    let data = crm.data();
    let path = path.into_inner();
    respond(resolve(&data, &path).map(|(member, _)| {
        let places: Vec<(&UsePlace, UserRight)> = data
            .places_of_company(&member.company.company_reference_id)
            .into_iter()
            .filter(|place| {
                place.composite_location_identifier.is_none() && place.location_identifier != path.2
            })
            .filter_map(|place| Some((place, member.right(place)?)))
            .collect();
        let places = sorted(&data, BY_ADDRESS, &[], places, |(place, _)| *place);
        CompositeEligibleList {
            results: places
                .into_iter()
                .map(|(place, rights)| item(place, rights, &HashMap::new()))
                .collect(),
        }
    }))
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
        .route(&format!("{base}/listSummary"), web::get().to(list_summary))
        .route(
            &format!("{base}/exportPlaces"),
            web::get().to(export_places),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/contracts"),
            web::get().to(place_contracts),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/additionalServices"),
            web::get().to(additional_services),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/compositeExisting"),
            web::get().to(composite_existing),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/compositeEligible"),
            web::get().to(composite_eligible),
        )
        .route(
            &format!("{base}/setContentOrder"),
            web::post().to(set_content_order),
        )
        .route(
            &format!("{base}/{{compositeLocationId}}/setLocationDetails"),
            web::post().to(set_location_details),
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
