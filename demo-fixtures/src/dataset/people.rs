//! Sign-in accounts and portal users: customers, the B2B users and staff in every group of spec §6.

use ring::digest;
use upstream_clients::crm::{
    Company, CustomerCode, CustomerType, EnergyPriceAlert, EnergyPriceReport, PriceUnit, VatMode,
};
use upstream_clients::money::UnitPrice;

use super::companies::company_name;
use super::{emails, user_ids, Account, PortalUser, DEMO_PASSWORD};

pub(super) struct People {
    pub accounts: Vec<Account>,
    pub users: Vec<PortalUser>,
}

/// A stable identity subject in UUID format (version 8, custom), derived from the e-mail: for
/// the dataset's accounts and the accounts a company invites (#224) alike, so crm, which
/// creates the invited portal user first, knows the subject identity will give the account.
pub fn subject_for(email: &str) -> String {
    let hash = digest::digest(
        &digest::SHA256,
        format!("portal-demo-identity:{}", email.to_ascii_lowercase()).as_bytes(),
    );
    let mut bytes = [0u8; 16];
    bytes.copy_from_slice(&hash.as_ref()[..16]);
    uuid::Builder::from_custom_bytes(bytes)
        .into_uuid()
        .to_string()
}

/// A customer code: "A" + 7 digits, one per user and company.
pub(super) fn customer_code_for(user_id: u64, company: Company) -> String {
    let company_digit = match company {
        Company::Vare => 1,
        Company::Sv => 2,
        Company::Kuo => 3,
    };
    format!("A{company_digit}{:06}", user_id % 1_000_000)
}

fn code(user_id: u64, company: Company) -> CustomerCode {
    CustomerCode {
        company_name: company_name(company).to_owned(),
        company,
        customer_code: customer_code_for(user_id, company),
    }
}

fn account(
    email: &str,
    groups: &[&str],
    user_id: Option<u64>,
    role: &str,
    force_new_password: bool,
    confirmed: bool,
) -> Account {
    Account {
        email: email.to_owned(),
        password: DEMO_PASSWORD.to_owned(),
        subject: subject_for(email),
        groups: groups.iter().map(|g| (*g).to_owned()).collect(),
        force_new_password,
        confirmed,
        priwatti_user_id: user_id,
        role: role.to_owned(),
    }
}

struct Customer<'a> {
    id: u64,
    name: &'a str,
    email: &'a str,
    phone: &'a str,
    customer_type: CustomerType,
    companies: &'a [Company],
    unread: u32,
    price_alerts: bool,
}

fn portal_user(c: &Customer<'_>) -> PortalUser {
    PortalUser {
        priwatti_user_id: c.id,
        name: c.name.to_owned(),
        email: c.email.to_owned(),
        phone: Some(c.phone.to_owned()),
        customer_type: c.customer_type,
        customer_codes: c.companies.iter().map(|&co| code(c.id, co)).collect(),
        unread_messages: c.unread,
        user_verified: true,
        subscribed_to_tips_and_tricks: c.id % 2 == 1,
        energy_price_alert: c.price_alerts.then(|| EnergyPriceAlert {
            id: format!("EPA-{}", c.id),
            active: true,
            threshold_value: Some(UnitPrice::decimal(25, 0)),
            bottom_threshold_value: Some(UnitPrice::decimal(2, 0)),
        }),
        energy_price_report: c.price_alerts.then(|| EnergyPriceReport {
            id: format!("EPR-{}", c.id),
            active: true,
            email_notifications: true,
            push_notifications: false,
            unit: PriceUnit::Kwh,
            vat: VatMode::Vat24,
        }),
        staff: false,
    }
}

/// Staff: (e-mail, name, group, role). Portal ids from [`user_ids::FIRST_STAFF`] in this order.
const STAFF: [(&str, &str, &str, &str); 11] = [
    (
        emails::ADMIN,
        "Anna Ylläpitäjä",
        "ADMIN_GROUP_SUPERUSERS",
        "pääkäyttäjä (kaikki työkalut)",
    ),
    (
        emails::ASIAKASPALVELU,
        "Ville Palvelija",
        "ADMIN_GROUP_VARE",
        "asiakaspalvelu VARE",
    ),
    (
        emails::SV_ASIAKASPALVELU,
        "Satu Sivonen",
        "ADMIN_GROUP_SV",
        "asiakaspalvelu SV",
    ),
    (
        emails::KUO_ASIAKASPALVELU,
        "Kalle Kuusela",
        "ADMIN_GROUP_KUO",
        "asiakaspalvelu KUO",
    ),
    (
        emails::VIESTINTA,
        "Veera Viestijä",
        "ADMIN_GROUP_MESSAGING",
        "viestintä (joukkoviestit)",
    ),
    (
        emails::KEHITTAJA,
        "Kimmo Kehittäjä",
        "ADMIN_GROUP_DEVELOPER_USERS",
        "kehittäjä",
    ),
    (
        emails::YLLAPITO,
        "Ylva Ylläpito",
        "ADMIN_USERS",
        "käyttäjien ylläpito",
    ),
    (
        emails::YLAPALKKI,
        "Yrjö Yläpalkki",
        "ADMIN_GROUP_TOPBAR_MESSAGE",
        "yläpalkin viestit",
    ),
    (
        emails::MAINOKSET,
        "Maija Mainos",
        "ADMIN_GROUP_ADVERTISEMENT_TILE",
        "mainostiilit",
    ),
    (
        emails::EDUT,
        "Eetu Etuilija",
        "ADMIN_GROUP_BENEFITS",
        "asiakasedut",
    ),
    (
        emails::KAYTTOOIKEUDET,
        "Kaisa Oikeus",
        "USER_GROUP_ADMIN_ACCESS_RIGHTS",
        "käyttöoikeuksien hallinta",
    ),
];

/// Further B2C customers (admin search): (name, e-mail, phone, company).
const OTHER_CUSTOMERS: [(&str, &str, &str, Company); 4] = [
    (
        "Matti Virtanen",
        "matti.virtanen@demo.example",
        "+358 40 555 0130",
        Company::Sv,
    ),
    (
        "Aino Korhonen",
        "aino.korhonen@demo.example",
        "+358 40 555 0131",
        Company::Sv,
    ),
    (
        "Juha Mäkinen",
        "juha.makinen@demo.example",
        "+358 50 555 0132",
        Company::Kuo,
    ),
    (
        "Liisa Nieminen",
        "liisa.nieminen@demo.example",
        "+358 50 555 0133",
        Company::Kuo,
    ),
];

pub(super) fn people() -> People {
    let named = [
        Customer {
            id: user_ids::DEMO,
            name: "Demo Käyttäjä",
            email: emails::DEMO,
            phone: "+358 40 555 0100",
            customer_type: CustomerType::B2C,
            companies: &[Company::Vare],
            unread: 3,
            price_alerts: true,
        },
        Customer {
            id: user_ids::KULUTTAJA,
            name: "Kaisa Kuluttaja",
            email: emails::KULUTTAJA,
            phone: "+358 40 555 0101",
            customer_type: CustomerType::B2C,
            companies: &[Company::Vare],
            unread: 2,
            price_alerts: true,
        },
        Customer {
            id: user_ids::EDUSTAJA,
            name: "Eero Edustaja",
            email: emails::EDUSTAJA,
            phone: "+358 40 555 0102",
            customer_type: CustomerType::B2C,
            companies: &[Company::Sv],
            unread: 0,
            price_alerts: false,
        },
        Customer {
            id: user_ids::YRITYS,
            name: "Ylva Yrittäjä",
            email: emails::YRITYS,
            phone: "+358 40 555 0103",
            customer_type: CustomerType::B2B,
            // Most of CR-100's places are VARE's; a few are served by SV and KUO.
            companies: &[Company::Vare, Company::Sv, Company::Kuo],
            unread: 5,
            price_alerts: false,
        },
        Customer {
            id: user_ids::LUKIJA,
            name: "Lauri Lukija",
            email: emails::LUKIJA,
            phone: "+358 40 555 0104",
            customer_type: CustomerType::B2B,
            companies: &[Company::Vare],
            unread: 1,
            price_alerts: false,
        },
        Customer {
            id: user_ids::YRITYS2,
            name: "Yrjänä Yrittäjä",
            email: emails::YRITYS2,
            phone: "+358 40 555 0106",
            customer_type: CustomerType::B2B,
            companies: &[Company::Kuo],
            unread: 0,
            price_alerts: false,
        },
        Customer {
            id: user_ids::SUURYRITYS,
            name: "Sanna Suuronen",
            email: emails::SUURYRITYS,
            phone: "+358 40 555 0107",
            customer_type: CustomerType::B2B,
            companies: &[Company::Vare],
            unread: 0,
            price_alerts: false,
        },
        Customer {
            id: user_ids::KONSERNI,
            name: "Kaisa Konserni",
            email: emails::KONSERNI,
            phone: "+358 40 555 0108",
            customer_type: CustomerType::B2B,
            companies: &[Company::Vare, Company::Kuo],
            unread: 0,
            price_alerts: false,
        },
        Customer {
            id: user_ids::UUSI,
            name: "Ulla Uusi",
            email: emails::UUSI,
            phone: "+358 40 555 0105",
            customer_type: CustomerType::B2C,
            companies: &[Company::Kuo],
            unread: 1,
            price_alerts: false,
        },
    ];
    let mut users: Vec<PortalUser> = named.iter().map(portal_user).collect();
    let mut accounts = vec![
        account(
            emails::DEMO,
            &[],
            Some(user_ids::DEMO),
            "demo-käyttäjä (julkinen demotila)",
            false,
            true,
        ),
        account(
            emails::KULUTTAJA,
            &[],
            Some(user_ids::KULUTTAJA),
            "kuluttaja (B2C, VARE)",
            false,
            true,
        ),
        account(
            emails::EDUSTAJA,
            &[],
            Some(user_ids::EDUSTAJA),
            "edustaja (B2C, SV, lukuoikeus kuluttajan kohteisiin)",
            false,
            true,
        ),
        account(
            emails::YRITYS,
            &[],
            Some(user_ids::YRITYS),
            "yrityksen pääkäyttäjä (B2B, CR-100)",
            false,
            true,
        ),
        account(
            emails::LUKIJA,
            &[],
            Some(user_ids::LUKIJA),
            "yrityksen alikäyttäjä (B2B, CR-100)",
            false,
            true,
        ),
        account(
            emails::YRITYS2,
            &[],
            Some(user_ids::YRITYS2),
            "toisen yrityksen pääkäyttäjä (B2B, CR-200)",
            false,
            true,
        ),
        account(
            emails::SUURYRITYS,
            &[],
            Some(user_ids::SUURYRITYS),
            "suuryrityksen pääkäyttäjä (B2B, CR-300, 5 000 käyttöpaikkaa)",
            false,
            true,
        ),
        account(
            emails::KONSERNI,
            &[],
            Some(user_ids::KONSERNI),
            "kahden yrityksen alikäyttäjä (B2B, CR-100 ja CR-200)",
            false,
            true,
        ),
        account(
            emails::UUSI,
            &[],
            Some(user_ids::UUSI),
            "uusi asiakas (B2C, KUO, vaihtaa salasanan)",
            true,
            true,
        ),
        account(
            emails::VAHVISTAMATON,
            &[],
            None,
            "vahvistamaton rekisteröityminen",
            false,
            false,
        ),
    ];

    for (offset, (email, name, group, role)) in STAFF.iter().enumerate() {
        let id = user_ids::FIRST_STAFF + offset as u64;
        accounts.push(account(email, &[group], Some(id), role, false, true));
        users.push(PortalUser {
            priwatti_user_id: id,
            name: (*name).to_owned(),
            email: (*email).to_owned(),
            phone: None,
            customer_type: CustomerType::B2C,
            customer_codes: Vec::new(),
            unread_messages: 0,
            user_verified: true,
            subscribed_to_tips_and_tricks: false,
            energy_price_alert: None,
            energy_price_report: None,
            staff: true,
        });
    }

    for (offset, (name, email, phone, company)) in OTHER_CUSTOMERS.iter().enumerate() {
        let id = user_ids::FIRST_OTHER_CUSTOMER + offset as u64;
        let role = format!("asiakas (B2C, {})", company.code());
        accounts.push(account(email, &[], Some(id), &role, false, true));
        users.push(portal_user(&Customer {
            id,
            name,
            email,
            phone,
            customer_type: CustomerType::B2C,
            companies: std::slice::from_ref(company),
            unread: offset as u32,
            price_alerts: offset % 2 == 0,
        }));
    }

    People { accounts, users }
}
