//! CR-300, a generated retail chain of [`b2b::LARGE_COMPANY_PLACES`] use places with its main
//! user (suuryritys) only: the lists, summaries and mass exports of a company far larger than
//! the hand-made ones. Every field is a function of the place's index, so every build is equal.

use upstream_clients::crm::{Company, ElectricityConsumptionAlert, UtilityType};

use super::people::customer_code_for;
use super::places::{district_heating, fixed, place, spot, Spec};
use super::{b2b, user_ids, BuildingType, CustomerCompany, PlaceKind, PlaceOwner, UsePlace};

/// Place numbers (`KP400001` on) clear of every other place's.
const FIRST_NUMBER: u32 = 400_001;

/// (street, postal code, city) of the chain's shops, each used for many street numbers.
const STREETS: [(&str, &str, &str); 20] = [
    ("Kauppakatu", "40100", "Jyväskylä"),
    ("Hämeenkatu", "33100", "Tampere"),
    ("Aleksanterinkatu", "00100", "Helsinki"),
    ("Yliopistonkatu", "20100", "Turku"),
    ("Isokatu", "90100", "Oulu"),
    ("Puijonkatu", "70100", "Kuopio"),
    ("Hovioikeudenpuistikko", "65100", "Vaasa"),
    ("Yrjönkatu", "28100", "Pori"),
    ("Vapaudenkatu", "15110", "Lahti"),
    ("Kauppalankatu", "45100", "Kouvola"),
    ("Kirkkokatu", "50100", "Mikkeli"),
    ("Torikatu", "53100", "Lappeenranta"),
    ("Koskikatu", "96100", "Rovaniemi"),
    ("Rantakatu", "80100", "Joensuu"),
    ("Kalevankatu", "60100", "Seinäjoki"),
    ("Rautatienkatu", "13100", "Hämeenlinna"),
    ("Länsiväylä", "02150", "Espoo"),
    ("Tikkurilantie", "01300", "Vantaa"),
    ("Raatihuoneenkatu", "06100", "Porvoo"),
    ("Pohjoisesplanadi", "67100", "Kokkola"),
];

const NAMES: [&str; 5] = ["Myymälä", "Varasto", "Jakelukeskus", "Konttori", "Outlet"];

const LABELS: [&str; 6] = [
    "Etelä",
    "Länsi",
    "Itä",
    "Pohjoinen",
    "Pilotti",
    "Remontissa",
];

/// The chain's places in content order: electricity on spot or fixed price, every tenth
/// district heating; two of three named; labels and consumption alerts spread so that every
/// sort mode orders the list differently.
pub(super) fn places() -> Vec<UsePlace> {
    let owner = PlaceOwner::Company(b2b::LARGE_COMPANY_REFERENCE_ID.to_owned());
    let customer_code = customer_code_for(user_ids::SUURYRITYS, Company::Vare);
    (0..b2b::LARGE_COMPANY_PLACES)
        .map(|i| {
            let index = i as usize;
            let (street, postal_code, city) = STREETS[index % STREETS.len()];
            let street = format!("{street} {}", 1 + index / STREETS.len());
            let kind = if i % 10 == 9 {
                PlaceKind::DistrictHeating
            } else {
                PlaceKind::Electricity
            };
            let product = match (kind, i % 3) {
                (PlaceKind::DistrictHeating, _) => district_heating(),
                (_, 0) => fixed(),
                _ => spot(),
            };
            let name = (i % 3 != 2).then(|| format!("{} {}", NAMES[index % NAMES.len()], i + 1));
            let mut place = place(
                owner.clone(),
                Company::Vare,
                &customer_code,
                // The content order is not the address order, so CONTENT_ORDER differs from it.
                (i * 7) % b2b::LARGE_COMPANY_PLACES,
                Spec {
                    number: FIRST_NUMBER + i,
                    kind,
                    street: &street,
                    postal_code,
                    city,
                    building_type: BuildingType::CompanyBuilding,
                    product,
                    name: name.as_deref(),
                },
            );
            if i % 4 != 3 {
                place.labels.push(LABELS[index % LABELS.len()].to_owned());
            }
            if place.utility_type == UtilityType::Electricity && i % 6 == 0 {
                place.consumption_alert = Some(ElectricityConsumptionAlert {
                    bottom_threshold_value: None,
                    top_threshold_value: Some(500.0),
                });
            }
            place
        })
        .collect()
}

/// CR-300 with its main user only.
pub(super) fn customer_company() -> CustomerCompany {
    CustomerCompany {
        company_reference_id: b2b::LARGE_COMPANY_REFERENCE_ID.to_owned(),
        name: "Pohjolan Kauppaketju Oyj".to_owned(),
        business_id: super::companies::valid_business_id(3_215_877),
        company: Company::Vare,
        customer_code: customer_code_for(user_ids::SUURYRITYS, Company::Vare),
        main_user_id: user_ids::SUURYRITYS,
        main_user_reference_id: "UR-300-00".to_owned(),
        // Filled in from the places with the other companies'.
        customerships: Vec::new(),
        sub_users: Vec::new(),
        vat_included: true,
    }
}
