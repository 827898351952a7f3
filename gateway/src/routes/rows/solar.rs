//! The read rows served by solar: production by month, plant details and live power.

use upstream_clients::solar::{LiveSolar, MonthlyProduction, PanelDetails};
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind};
use crate::endpoint::{json, Access, Answer, Caching, Ownership, PlaceRule, Row};

use actix_web::http::Method;
use upstream_clients::solar::{FindLinkRequest, PanelLink};

use crate::endpoint::{body, After, BodyId, BodyIds};

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
        // Writes (issue 5).
        write(
            Method::PUT,
            58,
            "linkSolarPanel",
            "/api/v2/production/solar/user/{userId}/panel/{panelId}/link/{locationId}",
            "Link a solar panel to a use place",
        ),
        write(
            Method::PUT,
            59,
            "unlinkSolarPanel",
            "/api/v2/production/solar/user/{userId}/panel/{panelId}/unlink/{locationId}",
            "Unlink a solar panel from a use place",
        ),
        Row::write(
            Method::POST,
            System::Solar,
            "solar",
            60,
            "findSolarLink",
            "/api/v2/production/solar/findLink",
            "Whether a panel is linked to a use place",
        )
        .owner(Ownership::SELF_OWN_PLACE_PANEL)
        .body(body::<FindLinkRequest>())
        .answer(json::<PanelLink>()),
    ]
}

/// #58 and #59: `userId=self; panelId∈panels(self); locationId∈own(self)`; the panel's
/// production and details and the place's cards change (§0.7).
fn write(
    method: Method,
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
) -> Row {
    Row::write(method, System::Solar, "solar", number, id, path, summary)
        .owner(Ownership::SELF_OWN_PLACE_PANEL)
        .after(const { &[After::Evict(&[61, 62, 117])] })
}

impl BodyIds for FindLinkRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![
            BodyId::User(self.user_id),
            BodyId::Panel(self.panel_id.clone()),
            BodyId::Location(self.location_id.clone()),
        ]
    }
}
