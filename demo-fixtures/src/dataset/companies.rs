//! The three energy companies (invented names) and their customer-service numbers.

use upstream_clients::crm::{Company, CustomerServiceNumber, ServiceNumberType};

use super::{gsrn::business_id, EnergyCompany};

pub(super) const CUSTOMER_SERVICE_HOURS: &str = "ma–pe klo 8–20, la klo 10–16";
pub(super) const HOTLINE_HOURS: &str = "24/7";

pub(super) fn company_name(company: Company) -> &'static str {
    match company {
        Company::Vare => "Vaaranmaan Energia Oy",
        Company::Sv => "Suomenselän Voima Oy",
        Company::Kuo => "Kuokkalan Lämpö ja Sähkö Oy",
    }
}

pub(super) fn energy_companies() -> Vec<EnergyCompany> {
    // (company, business id body, customer service, fault hotline)
    let rows = [
        (Company::Vare, 2_910_435, "020 690 100", "020 690 111"),
        (Company::Sv, 1_850_224, "06 421 3000", "06 421 3333"),
        (Company::Kuo, 2_207_718, "014 337 2200", "014 337 2299"),
    ];
    rows.into_iter()
        .map(|(company, body, service, hotline)| {
            let name = company_name(company).to_owned();
            let number = |kind, number: &str, hours: &str| CustomerServiceNumber {
                company,
                company_name: name.clone(),
                kind,
                number: number.to_owned(),
                hours: hours.to_owned(),
            };
            EnergyCompany {
                company,
                business_id: valid_business_id(body),
                customer_service_numbers: vec![
                    number(
                        ServiceNumberType::CustomerService,
                        service,
                        CUSTOMER_SERVICE_HOURS,
                    ),
                    number(ServiceNumberType::Hotline, hotline, HOTLINE_HOURS),
                ],
                name,
            }
        })
        .collect()
}

/// The first body at or after `body` that has a valid check digit.
pub(super) fn valid_business_id(body: u32) -> String {
    (body..)
        .find_map(business_id)
        .expect("a valid business id exists within a few steps")
}
