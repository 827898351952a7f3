//! The read rows served by solar: production by month, plant details and live power.

use upstream_clients::solar::{LiveSolar, MonthlyProduction, PanelDetails};
use upstream_clients::System;

use super::params::{optional, Kind};
use super::{json, Access, Answer, Caching, Ownership, PlaceRule, Row};

fn row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    Row::get(System::Solar, "solar", number, id, path, summary, answer)
}

pub fn rows() -> Vec<Row> {
    vec![
        row(
            61,
            "getSolarProduction",
            "/api/v2/production/solar/user/{userId}/panel/{panelId}/location/{locationId}",
            "Solar production by day of a month",
            json::<MonthlyProduction>(),
        )
        .query(
            const {
                &[
                    optional("year", Kind::Year, "Year (default this year)"),
                    optional("month", Kind::Month, "Month 1-12 (default this month)"),
                ]
            },
        )
        .owner(Ownership {
            grantor: true,
            place: PlaceRule::OwnOfUser,
            panel: true,
            customer_service: true,
        })
        .cached(Caching::PerUser),
        row(
            62,
            "getSolarPanel",
            "/api/v2/production/solar/panel/{panelId}",
            "Solar plant details",
            json::<PanelDetails>(),
        )
        .access(Access::PanelOfVisible)
        .cached(Caching::PerUser),
        // Live power: never cached (A7).
        row(
            170,
            "getSolarEnergy",
            "/api/v1/solar/user/{userId}/location/{locationId}/energy",
            "Live solar power and the last 24 hours",
            json::<LiveSolar>(),
        )
        .owner(Ownership::OWNER_PLACE_CS),
    ]
}
