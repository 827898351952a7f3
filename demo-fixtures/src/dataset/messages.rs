//! Message-box messages (spec §3 Messages): the demo user and kuluttaja get a full set across the
//! three boxes; every other customer gets the general box. The newest `unread_messages` messages
//! of a user's general box are unseen, so user content's unreadMessages agrees with the box.

use upstream_clients::messaging::MessageBox;

use super::{PlaceKind, PlaceOwner, PortalUser, UsePlace};

/// A message as stored: `sent` is relative to today, so the box always looks recent.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoMessage {
    pub message_id: String,
    pub user_id: u64,
    pub message_box: MessageBox,
    pub kind: String,
    pub title: String,
    pub body: String,
    /// Days before today (Helsinki) it was sent.
    pub days_ago: u32,
    /// Helsinki wall-clock time it was sent (hour, minute).
    pub sent_at: (u32, u32),
    pub seen: bool,
    pub location_identifier: Option<String>,
}

/// (box, type, title, body, days ago, hour, minute, place kind the message concerns)
type Template = (
    MessageBox,
    &'static str,
    &'static str,
    &'static str,
    u32,
    u32,
    u32,
    Option<PlaceKind>,
);

/// The general box, newest first.
const GENERAL: [Template; 6] = [
    (MessageBox::General, "INVOICE", "Uusi lasku", "Sähkölaskusi on valmis. Löydät sen Laskut-sivulta.", 1, 9, 12, Some(PlaceKind::Electricity)),
    (MessageBox::General, "TIP", "Vinkki: seuraa pörssihintaa", "Siirrä pyykinpesu ja astianpesu edullisille tunneille. Huomisen hinnat julkaistaan noin klo 14.", 4, 16, 30, None),
    (MessageBox::General, "CONTRACT", "Sopimusvahvistus", "Sopimuksesi on vahvistettu. Sopimustiedot näet Sopimukset-sivulta.", 9, 11, 5, Some(PlaceKind::Electricity)),
    (MessageBox::General, "INVOICE", "Kaukolämpölasku", "Kaukolämpölaskusi on valmis.", 15, 8, 45, Some(PlaceKind::DistrictHeating)),
    (MessageBox::General, "BENEFIT", "Uusi asiakasetu", "Asiakasetuihin on lisätty uusi etu. Katso Asiakasedut-sivulta.", 26, 13, 0, None),
    (MessageBox::General, "SURVEY", "Kerro mielipiteesi", "Vastaa lyhyeen kyselyyn asiakasportaalista ja auta meitä kehittämään sitä.", 40, 10, 20, None),
];

/// The info box, newest first.
const INFO: [Template; 4] = [
    (
        MessageBox::Info,
        "PRICE_CHANGE",
        "Siirtohinnat muuttuvat",
        "Sähkönsiirron hinnat muuttuvat vuodenvaihteessa. Lisätietoja verkkosivuillamme.",
        3,
        12,
        0,
        Some(PlaceKind::Electricity),
    ),
    (
        MessageBox::Info,
        "SERVICE_BREAK",
        "Palvelukatko",
        "Asiakasportaali on huollon vuoksi poissa käytöstä sunnuntaiyönä klo 1–3.",
        12,
        15,
        10,
        None,
    ),
    (
        MessageBox::Info,
        "PRODUCTION",
        "Aurinkovoimalan tuotto",
        "Aurinkovoimalasi tuotti viime kuussa odotettua enemmän.",
        20,
        9,
        0,
        Some(PlaceKind::Microgeneration),
    ),
    (
        MessageBox::Info,
        "TIP",
        "Kesämökin sähköt",
        "Muista sammuttaa lämmitys ja vedenlämmitin, kun suljet mökin talveksi.",
        55,
        18,
        40,
        Some(PlaceKind::SummerHouse),
    ),
];

/// The alert box, newest first.
const ALERT: [Template; 3] = [
    (
        MessageBox::Alert,
        "PRICE_ALERT",
        "Pörssihinta ylitti hälytysrajan",
        "Pörssisähkön hinta ylittää huomenna asettamasi hälytysrajan klo 17–20.",
        2,
        14,
        15,
        Some(PlaceKind::Electricity),
    ),
    (
        MessageBox::Alert,
        "CONSUMPTION_ALERT",
        "Kulutus ylitti ylärajan",
        "Eilinen sähkönkulutuksesi ylitti asettamasi vuorokauden ylärajan.",
        6,
        7,
        30,
        Some(PlaceKind::Electricity),
    ),
    (
        MessageBox::Alert,
        "DISRUPTION",
        "Sähkökatko korjattu",
        "Alueellasi ollut sähkökatko on korjattu.",
        18,
        21,
        50,
        Some(PlaceKind::Electricity),
    ),
];

/// Unseen messages in the info and alert boxes of a full set (the newest of each).
const UNSEEN_INFO: usize = 1;
const UNSEEN_ALERT: usize = 1;

fn build(
    user: &PortalUser,
    places: &[&UsePlace],
    templates: &[Template],
    unseen: usize,
    out: &mut Vec<DemoMessage>,
) {
    // The newest `unseen` messages actually sent are the unseen ones.
    let mut kept = 0;
    for (index, &(message_box, kind, title, body, days_ago, hour, minute, about)) in
        templates.iter().enumerate()
    {
        let location_identifier = about.and_then(|kind| {
            places
                .iter()
                .find(|p| p.kind == kind)
                .map(|p| p.location_identifier.clone())
        });
        // A message about a kind of place the user does not have is not sent to them.
        if about.is_some() && location_identifier.is_none() {
            continue;
        }
        let seen = kept >= unseen;
        kept += 1;
        out.push(DemoMessage {
            message_id: format!(
                "MSG-{}-{}-{index}",
                user.priwatti_user_id,
                box_code(message_box)
            ),
            user_id: user.priwatti_user_id,
            message_box,
            kind: kind.to_owned(),
            title: title.to_owned(),
            body: body.to_owned(),
            days_ago,
            sent_at: (hour, minute),
            seen,
            location_identifier,
        });
    }
}

fn box_code(message_box: MessageBox) -> &'static str {
    match message_box {
        MessageBox::General => "G",
        MessageBox::Info => "I",
        MessageBox::Alert => "A",
    }
}

/// Messages of every customer. `full_set` users also get the info and alert boxes.
pub(super) fn messages(
    users: &[PortalUser],
    all_places: &[UsePlace],
    full_set: &[u64],
) -> Vec<DemoMessage> {
    let mut out = Vec::new();
    for user in users.iter().filter(|u| !u.staff) {
        // Own places, and for a B2B user the places of their customerships (the company's).
        let owner = PlaceOwner::User(user.priwatti_user_id);
        let places: Vec<&UsePlace> = all_places
            .iter()
            .filter(|p| {
                p.owner == owner
                    || user
                        .customer_codes
                        .iter()
                        .any(|c| c.customer_code == p.customer_code)
            })
            .collect();
        build(
            user,
            &places,
            &GENERAL,
            user.unread_messages as usize,
            &mut out,
        );
        if full_set.contains(&user.priwatti_user_id) {
            build(user, &places, &INFO, UNSEEN_INFO, &mut out);
            build(user, &places, &ALERT, UNSEEN_ALERT, &mut out);
        }
    }
    out
}
