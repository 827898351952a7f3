//! crm's staff look-ups of customers (#18, #22, #23, #25): an index built once from the
//! dataset's customers (and, for a measurement, generated ones that no other part of the
//! dataset knows), found by customer code, personal identity code, e-mail or portal user
//! through hash maps, never by scanning. Who may see which company's customers is the
//! gateway's filter (rule C1); crm answers what it is asked.

use std::collections::HashMap;

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    hetu, Company, CustomerCode, CustomerMatch, CustomerMatches, CustomerSearch, CustomerType,
    UserCustomerships,
};

use super::Data;
use crate::dataset::Dataset;
use crate::mocks::error::MockError;

/// The first portal id of generated customers, far above the dataset's.
const FIRST_GENERATED: u64 = 50_000_000;

/// A customer's personal identity code: derived from the portal id, so the same on every
/// start, with a real date and check character.
pub fn ssn_of(user_id: u64) -> String {
    let born = chrono::NaiveDate::from_ymd_opt(1940, 1, 1).expect("a date")
        + chrono::Days::new(user_id.wrapping_mul(7_919) % 25_000);
    hetu::make(born, 2 + (user_id % 897) as u32)
}

/// The customers and their keys.
#[derive(Default)]
pub(crate) struct SearchIndex {
    customers: Vec<CustomerMatch>,
    by_user: HashMap<u64, usize>,
    by_code: HashMap<String, Vec<usize>>,
    by_ssn: HashMap<String, Vec<usize>>,
    by_email: HashMap<String, Vec<usize>>,
}

impl SearchIndex {
    /// Every customer of the dataset with a customership, and `generated` more.
    pub(crate) fn new(dataset: &Dataset, generated: usize) -> Self {
        let mut index = SearchIndex::default();
        for user in dataset
            .users
            .iter()
            .filter(|u| !u.customer_codes.is_empty())
        {
            index.add(CustomerMatch {
                priwatti_user_id: user.priwatti_user_id,
                name: user.name.clone(),
                email: user.email.clone(),
                customer_type: user.customer_type,
                customerships: user.customer_codes.clone(),
            });
        }
        for n in 0..generated as u64 {
            let company = Company::ALL[(n % 3) as usize];
            index.add(CustomerMatch {
                priwatti_user_id: FIRST_GENERATED + n,
                name: format!("Asiakas {n}"),
                email: format!("asiakas{n}@generoitu.example"),
                customer_type: CustomerType::B2C,
                customerships: vec![CustomerCode {
                    company_name: company.code().to_owned(),
                    company,
                    customer_code: format!("A{:07}", 8_000_000 + n),
                }],
            });
        }
        index
    }

    fn add(&mut self, customer: CustomerMatch) {
        let at = self.customers.len();
        self.by_user.insert(customer.priwatti_user_id, at);
        for customership in &customer.customerships {
            let code = customership.customer_code.clone();
            self.by_code.entry(code).or_default().push(at);
        }
        let ssn = ssn_of(customer.priwatti_user_id);
        self.by_ssn.entry(ssn).or_default().push(at);
        let email = customer.email.to_lowercase();
        self.by_email.entry(email).or_default().push(at);
        self.customers.push(customer);
    }

    fn by_email(&self, email: &str) -> &[usize] {
        self.by_email
            .get(&email.trim().to_lowercase())
            .map_or(&[], Vec::as_slice)
    }

    /// The customers every given criterion holds for, narrowed to `origin`'s customerships.
    pub(crate) fn search(&self, criteria: &CustomerSearch) -> CustomerMatches {
        let keyed: [Option<&[usize]>; 3] = [
            criteria
                .customer_code
                .as_ref()
                .map(|code| self.by_code.get(code.trim()).map_or(&[][..], Vec::as_slice)),
            criteria
                .ssn
                .as_ref()
                .map(|ssn| self.by_ssn.get(ssn.trim()).map_or(&[][..], Vec::as_slice)),
            criteria.email.as_ref().map(|email| self.by_email(email)),
        ];
        let mut keyed = keyed.into_iter().flatten();
        let Some(first) = keyed.next() else {
            return CustomerMatches::default();
        };
        let others: Vec<&[usize]> = keyed.collect();
        let mut found: Vec<usize> = first
            .iter()
            .copied()
            .filter(|at| others.iter().all(|other| other.contains(at)))
            .collect();
        found.sort_unstable();
        found.dedup();
        self.answer(&found, criteria.origin.map(|o| vec![o]).as_deref())
    }

    /// The customers at `found`, each with only the customerships of `origins` (all when
    /// none), in portal id order.
    fn answer(&self, found: &[usize], origins: Option<&[Company]>) -> CustomerMatches {
        let customers = found
            .iter()
            .filter_map(|at| {
                let customer = self.customers[*at].clone();
                match origins {
                    Some(origins) => customer.seen_by(origins),
                    None => Some(customer),
                }
            })
            .collect();
        CustomerMatches { customers }
    }

    fn user(&self, user_id: u64) -> Option<&CustomerMatch> {
        self.by_user.get(&user_id).map(|at| &self.customers[*at])
    }
}

fn user_id(raw: &str) -> Result<u64, MockError> {
    raw.parse().map_err(|_| MockError::not_found("user"))
}

async fn search(crm: Data, criteria: web::Json<CustomerSearch>) -> HttpResponse {
    HttpResponse::Ok().json(crm.search.search(&criteria))
}

#[derive(serde::Deserialize)]
struct Origins {
    origins: Option<String>,
}

/// #23: one customer, narrowed to the given origins (comma-separated).
async fn search_user(
    crm: Data,
    raw: web::Path<String>,
    query: web::Query<Origins>,
) -> HttpResponse {
    let index = &crm.search;
    let found = match user_id(&raw) {
        Ok(id) => index.by_user.get(&id).copied(),
        Err(error) => return error.response(),
    };
    let origins: Option<Vec<Company>> = query.origins.as_ref().map(|origins| {
        Company::ALL
            .into_iter()
            .filter(|company| origins.split(',').any(|o| o == company.code()))
            .collect()
    });
    let found: Vec<usize> = found.into_iter().collect();
    HttpResponse::Ok().json(index.answer(&found, origins.as_deref()))
}

/// #18: a user's customerships.
async fn companies(crm: Data, raw: web::Path<String>) -> HttpResponse {
    let customer = user_id(&raw).and_then(|id| {
        crm.search
            .user(id)
            .ok_or_else(|| MockError::not_found("user"))
    });
    match customer {
        Ok(customer) => HttpResponse::Ok().json(UserCustomerships {
            customerships: customer.customerships.clone(),
        }),
        Err(error) => error.response(),
    }
}

/// #25: the customers with this e-mail.
async fn by_email(crm: Data, email: web::Path<String>) -> HttpResponse {
    let index = &crm.search;
    HttpResponse::Ok().json(index.answer(index.by_email(&email), None))
}

/// The routes under `/admin/users/v1` (the gateway's paths without `/api`; #22 is a POST so
/// the personal identity code travels in the body).
pub(crate) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/search", web::post().to(search))
        .route("/search/email/{email}", web::get().to(by_email))
        .route("/search/{userId}", web::get().to(search_user))
        .route("/{userId}/companies", web::get().to(companies));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{emails, user_ids};

    fn index() -> SearchIndex {
        SearchIndex::new(Dataset::demo(), 30)
    }

    #[test]
    fn found_by_each_key_and_by_all_of_them_together() {
        let index = index();
        let kuluttaja = index.user(user_ids::KULUTTAJA).unwrap().clone();
        let code = kuluttaja.customerships[0].customer_code.clone();
        let by = |criteria: CustomerSearch| {
            index
                .search(&criteria)
                .customers
                .iter()
                .map(|c| c.priwatti_user_id)
                .collect::<Vec<_>>()
        };
        let email = Some(emails::KULUTTAJA.to_uppercase());
        let ssn = Some(ssn_of(user_ids::KULUTTAJA));
        assert_eq!(
            by(CustomerSearch {
                email: email.clone(),
                ..Default::default()
            }),
            [user_ids::KULUTTAJA]
        );
        assert_eq!(
            by(CustomerSearch {
                ssn: ssn.clone(),
                ..Default::default()
            }),
            [user_ids::KULUTTAJA]
        );
        assert_eq!(
            by(CustomerSearch {
                customer_code: Some(code.clone()),
                ..Default::default()
            }),
            [user_ids::KULUTTAJA]
        );
        let all = CustomerSearch {
            customer_code: Some(code),
            ssn,
            email,
            origin: None,
        };
        assert_eq!(by(all), [user_ids::KULUTTAJA]);
        // A criterion that does not hold leaves nothing.
        let mismatch = CustomerSearch {
            email: Some(emails::KULUTTAJA.into()),
            ssn: Some(ssn_of(user_ids::EDUSTAJA)),
            ..Default::default()
        };
        assert!(by(mismatch).is_empty());
        assert!(by(CustomerSearch::default()).is_empty());
    }

    #[test]
    fn an_origin_narrows_customerships_and_generated_customers_are_found() {
        let index = index();
        let generated = CustomerSearch {
            email: Some("asiakas4@generoitu.example".into()),
            ..Default::default()
        };
        let found = index.search(&generated);
        assert_eq!(found.customers.len(), 1);
        let company = found.customers[0].customerships[0].company;
        let other = Company::ALL.into_iter().find(|c| *c != company).unwrap();
        let elsewhere = CustomerSearch {
            origin: Some(other),
            ..generated
        };
        assert!(index.search(&elsewhere).customers.is_empty());
    }

    #[test]
    fn every_ssn_is_a_valid_code() {
        for id in [1, 1_000_001, 1_000_002, FIRST_GENERATED + 99_999] {
            assert!(hetu::is_valid(&ssn_of(id)), "{}", ssn_of(id));
        }
    }
}
