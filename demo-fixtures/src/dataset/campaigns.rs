//! Customer-benefit campaigns and advertisement tiles (the content system's data).

use upstream_clients::content::{CampaignStatus, FeatureOverride};
use upstream_clients::crm::Company;

use super::PlaceKind;

/// A campaign as stored: its days are relative to today, so a published campaign is running.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoCampaign {
    pub campaign_id: String,
    pub status: CampaignStatus,
    pub title: String,
    pub description: String,
    pub benefit: String,
    pub partner: String,
    pub link_url: String,
    /// None: for customers of every company.
    pub company: Option<Company>,
    /// First and last day, in days from today (Helsinki).
    pub start_offset_days: i64,
    pub end_offset_days: i64,
}

pub(super) fn campaigns() -> Vec<DemoCampaign> {
    // (id, status, title, description, benefit, partner, link, company, start, end)
    #[allow(clippy::type_complexity)]
    let rows: [(
        &str,
        CampaignStatus,
        &str,
        &str,
        &str,
        &str,
        &str,
        Option<Company>,
        i64,
        i64,
    ); 6] = [
        (
            "CMP-101",
            CampaignStatus::Published,
            "Lämpöpumpun huolto",
            "Asiakkaillemme lämpöpumpun vuosihuolto edullisemmin.",
            "-20 %",
            "Pohjanmaan Lämpöhuolto Oy",
            "https://edut.demo.example/lampopumppu",
            Some(Company::Vare),
            -30,
            60,
        ),
        (
            "CMP-102",
            CampaignStatus::Published,
            "Sähköauton latausasema",
            "Latausaseman asennus kotiin kiinteään hintaan.",
            "-150 €",
            "Latauspiste Suomi Oy",
            "https://edut.demo.example/lataus",
            None,
            -10,
            80,
        ),
        (
            "CMP-103",
            CampaignStatus::Published,
            "Energiakatselmus",
            "Kotisi energiankulutuksen katselmus asiantuntijan kanssa.",
            "-30 %",
            "Energianeuvonta Oy",
            "https://edut.demo.example/katselmus",
            Some(Company::Sv),
            -5,
            25,
        ),
        (
            "CMP-104",
            CampaignStatus::Published,
            "Aurinkopaneelien pesu",
            "Paneelien pesu ja tarkastus keväällä.",
            "-15 %",
            "Puhdas Paneeli Oy",
            "https://edut.demo.example/paneelit",
            Some(Company::Kuo),
            -45,
            45,
        ),
        (
            "CMP-201",
            CampaignStatus::Draft,
            "Joulukampanja",
            "Luonnos: joulun asiakasetu.",
            "-10 %",
            "Joulupaja Oy",
            "https://edut.demo.example/joulu",
            None,
            20,
            50,
        ),
        (
            "CMP-301",
            CampaignStatus::Expired,
            "Kesän mökkietu",
            "Mökkisähkön asiakasetu päättyi.",
            "1 kk ilmaiseksi",
            "Mökkipalvelu Oy",
            "https://edut.demo.example/mokki",
            Some(Company::Vare),
            -200,
            -100,
        ),
    ];
    rows.into_iter()
        .map(
            |(id, status, title, description, benefit, partner, link, company, start, end)| {
                DemoCampaign {
                    campaign_id: id.to_owned(),
                    status,
                    title: title.to_owned(),
                    description: description.to_owned(),
                    benefit: benefit.to_owned(),
                    partner: partner.to_owned(),
                    link_url: link.to_owned(),
                    company,
                    start_offset_days: start,
                    end_offset_days: end,
                }
            },
        )
        .collect()
}

/// Where an advertisement tile is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileSlot {
    /// The use-place view of this kind of place (#120).
    Place(PlaceKind),
    /// The market-price app (#159).
    MarketPriceApp,
    /// Demo mode, shown without sign-in (#174).
    Demo,
}

/// An add-on a tile advertises; a place that already has it is shown the next tile.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddOn {
    GreenPower,
    HomeInsurance,
}

#[derive(Debug, Clone, PartialEq)]
pub struct DemoTile {
    pub tile_id: String,
    pub slot: TileSlot,
    pub advertises: Option<AddOn>,
    pub title: String,
    pub text: String,
    pub link_text: String,
    pub link_url: String,
    pub image_alt: String,
}

pub(super) fn advertisement_tiles() -> Vec<DemoTile> {
    // (id, slot, add-on, title, text, link text, link, image alt)
    #[allow(clippy::type_complexity)]
    let rows: [(&str, TileSlot, Option<AddOn>, &str, &str, &str, &str, &str); 7] = [
        (
            "TILE-E",
            TileSlot::Place(PlaceKind::Electricity),
            Some(AddOn::GreenPower),
            "Vihreää sähköä 1 €/kk",
            "Lisää sopimukseesi tuulivoimalla tuotettu sähkö alkaen 1 €/kk.",
            "Lue lisää",
            "https://www.demo.example/vihrea-sahko",
            "Tuulivoimaloita pellolla",
        ),
        (
            "TILE-DH",
            TileSlot::Place(PlaceKind::DistrictHeating),
            None,
            "Kaukolämmön kulutusraportti",
            "Tilaa kuukausittainen raportti kaukolämmön kulutuksesta ja jäähtymästä.",
            "Tilaa raportti",
            "https://www.demo.example/kaukolampo-raportti",
            "Lämpöjohtoja kadun alla",
        ),
        (
            "TILE-MG",
            TileSlot::Place(PlaceKind::Microgeneration),
            None,
            "Akusto aurinkovoimalan rinnalle",
            "Varastoi päivän tuotanto illan käyttöön.",
            "Pyydä tarjous",
            "https://www.demo.example/akusto",
            "Kotiakku seinällä",
        ),
        (
            "TILE-SH",
            TileSlot::Place(PlaceKind::SummerHouse),
            None,
            "Mökin etäohjaus",
            "Ohjaa mökin lämmitystä puhelimella ja säästä.",
            "Tutustu",
            "https://www.demo.example/etaohjaus",
            "Mökki järven rannalla",
        ),
        (
            "TILE-MP",
            TileSlot::MarketPriceApp,
            None,
            "Pörssisähkö-sovellus",
            "Näe huomisen hinnat ja saa ilmoitus edullisista tunneista.",
            "Lataa sovellus",
            "https://www.demo.example/porssisovellus",
            "Puhelin, jossa hintakäyrä",
        ),
        (
            "TILE-DEMO",
            TileSlot::Demo,
            None,
            "Tutustu asiakasportaaliin",
            "Kokeile portaalia esimerkkitiedoilla ilman kirjautumista.",
            "Aloita",
            "https://www.demo.example/portaali",
            "Portaalin etusivu",
        ),
        (
            "TILE-E2",
            TileSlot::Place(PlaceKind::Electricity),
            Some(AddOn::HomeInsurance),
            "Kotivakuutus sähköasiakkaille",
            "Sähköasiakkaana saat kotivakuutuksen edullisemmin.",
            "Katso etu",
            "https://www.demo.example/kotivakuutus",
            "Omakotitalo talvella",
        ),
    ];
    rows.into_iter()
        .map(
            |(id, slot, advertises, title, text, link_text, link_url, image_alt)| DemoTile {
                tile_id: id.to_owned(),
                slot,
                advertises,
                title: title.to_owned(),
                text: text.to_owned(),
                link_text: link_text.to_owned(),
                link_url: link_url.to_owned(),
                image_alt: image_alt.to_owned(),
            },
        )
        .collect()
}

/// A planned maintenance window (A70) as stored: relative to today, so it is always ahead.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoMaintenanceWindow {
    pub schedule_id: String,
    pub origin: Company,
    /// The day it starts, in days from today, and the Helsinki hour.
    pub start_offset_days: i64,
    pub start_hour: u32,
    pub hours: i64,
    pub message: String,
}

/// One window two weeks ahead: staff see a planned one in the tool, and no customer is
/// affected today.
pub(super) fn maintenance_windows() -> Vec<DemoMaintenanceWindow> {
    vec![DemoMaintenanceWindow {
        schedule_id: "MS-1".into(),
        origin: Company::Kuo,
        start_offset_days: 14,
        start_hour: 22,
        hours: 4,
        message: "Oma Energia -palvelu päivitetään. Palvelu ei ole käytössä huoltokatkon aikana."
            .into(),
    }]
}

/// One override: the summer house's simulator, off as its kind already has it, so the tool has
/// something to show and to remove without changing what a customer sees.
pub(super) fn feature_overrides() -> Vec<FeatureOverride> {
    vec![FeatureOverride {
        override_id: "FO-1".into(),
        feature: super::features::SIMULATOR.into(),
        user_id: None,
        location_id: Some("KP100104".into()),
        enabled: false,
        read_only: true,
    }]
}
