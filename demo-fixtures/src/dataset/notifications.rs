//! Popups (spec §3 popups, per utility type) and use-place notifications: timed notices and
//! planned outages. Times are relative to today so the demo always has something current.

use upstream_clients::crm::UtilityType;
use upstream_clients::messaging::Popup;

use super::{PlaceKind, UsePlace};

fn popup(
    kind: &str,
    utility_type: UtilityType,
    title: &str,
    description: &str,
    accept: &str,
) -> Popup {
    Popup {
        kind: kind.to_owned(),
        utility_type,
        title: title.to_owned(),
        description: description.to_owned(),
        accept: accept.to_owned(),
        close: "Sulje".to_owned(),
        dismiss_description: "Älä näytä tätä uudelleen".to_owned(),
        dismiss_property: format!("popupDismissed.{kind}"),
    }
}

pub(super) fn popups() -> Vec<Popup> {
    vec![
        popup(
            "greenPower",
            UtilityType::Electricity,
            "Vihreää sähköä 1 €/kk",
            "Lisää sopimukseesi tuulivoimalla tuotettu sähkö alkaen 1 € kuukaudessa.",
            "Tilaa vihreä sähkö",
        ),
        popup(
            "homeInsurance",
            UtilityType::Electricity,
            "Kotivakuutus sähköasiakkaille",
            "Sähköasiakkaanamme saat kotivakuutuksen edullisemmin.",
            "Katso tarjous",
        ),
        popup(
            "returnTemperature",
            UtilityType::DistrictHeating,
            "Paluulämpötila kertoo tehokkuudesta",
            "Mitä matalampi paluulämpötila, sitä tehokkaammin talosi käyttää kaukolämpöä. Seuraa jäähtymää kulutusnäkymässä.",
            "Näytä jäähtymä",
        ),
        popup(
            "solarLink",
            UtilityType::Microgeneration,
            "Yhdistä aurinkovoimala",
            "Yhdistä aurinkovoimalasi käyttöpaikkaan, niin näet tuotannon ja kulutuksen rinnakkain.",
            "Yhdistä",
        ),
    ]
}

/// What a stored notice is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NoticeKind {
    /// Shown during a time window (e.g. a price change ahead).
    Timed,
    /// A planned outage of the place's electricity or heat.
    Disruption,
}

/// A notice for one use place; its window is in days from today, at Helsinki wall-clock times.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoNotice {
    pub id: String,
    pub kind: NoticeKind,
    pub location_identifier: String,
    pub title: String,
    pub body: String,
    /// (days from today, hour) of the start and of the end.
    pub start: (i64, u32),
    pub end: (i64, u32),
}

/// Timed notices for every spot-price and district-heating place, and one planned outage for
/// kuluttaja's and the demo user's home.
pub(super) fn notices(places: &[UsePlace], outage_places: &[&str]) -> Vec<DemoNotice> {
    let mut out = Vec::new();
    for place in places {
        let id = &place.location_identifier;
        let timed = match place.kind {
            PlaceKind::Electricity | PlaceKind::SummerHouse => Some((
                "Siirtohinnat muuttuvat",
                "Sähkönsiirron hinnat muuttuvat kuun vaihteessa. Uudet hinnat näet Sopimukset-sivulta.",
            )),
            PlaceKind::DistrictHeating => Some((
                "Lämmityskausi alkoi",
                "Tarkista patterien termostaatit ja seuraa paluulämpötilaa kulutusnäkymässä.",
            )),
            PlaceKind::Microgeneration => None,
        };
        if let Some((title, body)) = timed {
            out.push(DemoNotice {
                id: format!("NTF-T-{id}"),
                kind: NoticeKind::Timed,
                location_identifier: id.clone(),
                title: title.to_owned(),
                body: body.to_owned(),
                start: (-3, 8),
                end: (14, 23),
            });
        }
        if outage_places.contains(&id.as_str()) {
            out.push(DemoNotice {
                id: format!("NTF-D-{id}"),
                kind: NoticeKind::Disruption,
                location_identifier: id.clone(),
                title: "Suunniteltu sähkökatko".to_owned(),
                body: format!(
                    "Osoitteessa {} on verkon huoltotöiden vuoksi sähkökatko. Pahoittelemme häiriötä.",
                    place.address.street
                ),
                start: (3, 9),
                end: (3, 12),
            });
        }
    }
    out
}
