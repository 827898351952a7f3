//! The read rows served by messaging: message boxes, alert and report settings, popups and
//! notifications. All live data: never cached (A7).

use upstream_clients::crm::{ElectricityConsumptionAlert, EnergyPriceAlert, EnergyPriceReport};
use upstream_clients::messaging::{
    DisruptionElectricityAlert, DistrictHeatingAlert, DistrictHeatingBulkAlert, MessagePage,
    NotificationList, PopupList, WeightedConsumptionAlert,
};
use upstream_clients::System;

use super::params::{optional, Kind, Param, UTILITY_TYPES};
use super::{json, Answer, Ownership, Row};

fn row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    let tag = if path.contains("/messages/") {
        "messages"
    } else {
        "alerts"
    };
    Row::get(System::Messaging, tag, number, id, path, summary, answer)
}

const PAGE: &[Param] = &[
    optional("offset", Kind::Offset, "0-based index of the first message"),
    optional("count", Kind::Count, "Page size (default 20)"),
    optional("type", Kind::Text, "Message type, passed through"),
];

pub fn rows() -> Vec<Row> {
    let place = Ownership::SELF_VISIBLE_PLACE_CS;
    vec![
        row(
            69,
            "getMessages",
            "/api/v2/messages/user/{userId}",
            "The general message box",
            json::<MessagePage>(),
        )
        .query(PAGE)
        .owner(Ownership::SELF),
        row(
            70,
            "getInfoMessages",
            "/api/v2/messages/info/user/{userId}",
            "The info message box",
            json::<MessagePage>(),
        )
        .query(PAGE)
        .owner(Ownership::SELF),
        row(
            71,
            "getAlertMessages",
            "/api/v2/messages/alert/user/{userId}",
            "The alert message box",
            json::<MessagePage>(),
        )
        .query(PAGE)
        .owner(Ownership::SELF),
        row(
            85,
            "getWeightedConsumptionPlusAlert",
            "/api/v2/alerts/weightedConsumptionPlus/user/{userId}/location/{locationId}",
            "Weighted consumption plus alert of a place",
            json::<WeightedConsumptionAlert>(),
        )
        .owner(place),
        row(
            87,
            "getWeightedConsumptionAlert",
            "/api/v2/alerts/weightedConsumption/user/{userId}/location/{locationId}",
            "Weighted consumption alert of a place",
            json::<WeightedConsumptionAlert>(),
        )
        .owner(place),
        row(
            89,
            "getConsumptionAlert",
            "/api/v2/alerts/consumption/user/{userId}/location/{locationId}",
            "Electricity consumption alert thresholds of a place",
            json::<ElectricityConsumptionAlert>(),
        )
        .owner(place),
        row(
            91,
            "getDisruptionElectricityAlert",
            "/api/v2/alerts/disruptionelectricity/user/{userId}/location/{locationId}",
            "Electricity disruption alert of a place",
            json::<DisruptionElectricityAlert>(),
        )
        .owner(place),
        row(
            93,
            "getDistrictHeatingAlert",
            "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}",
            "District heating return temperature alert of a place",
            json::<DistrictHeatingAlert>(),
        )
        .owner(place),
        row(
            95,
            "getDistrictHeatingBulkAlert",
            "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}/bulk",
            "District heating alerts across the owner's places",
            json::<DistrictHeatingBulkAlert>(),
        )
        .owner(place),
        row(
            97,
            "getEnergyPriceReport",
            "/api/v2/alerts/energypricereport/{userId}",
            "The market price report subscription",
            json::<EnergyPriceReport>(),
        )
        .owner(Ownership::SELF),
        row(
            99,
            "getEnergyPriceAlert",
            "/api/v2/alerts/energyprice/{userId}",
            "The market price alert",
            json::<EnergyPriceAlert>(),
        )
        .owner(Ownership::SELF),
        row(
            176,
            "getPopups",
            "/api/popup/v1",
            "Popups for a utility",
            json::<PopupList>(),
        )
        .query(
            const {
                &[optional(
                    "utilityType",
                    Kind::OneOf(UTILITY_TYPES),
                    "Only popups of this utility",
                )]
            },
        ),
        row(
            177,
            "getTimedNotifications",
            "/api/notification/v1/user/{userId}/location/{locationId}/timed",
            "Timed notifications of a place",
            json::<NotificationList>(),
        )
        .owner(place),
        row(
            178,
            "getRepresentativeNotifications",
            "/api/notification/v1/user/{userId}/location/{locationId}/representative",
            "Read-right notifications of a place",
            json::<NotificationList>(),
        )
        .owner(place),
        row(
            179,
            "getDisruptionNotifications",
            "/api/notification/v1/user/{userId}/location/{locationId}/disruption",
            "Disruption notifications of a place",
            json::<NotificationList>(),
        )
        .owner(place),
    ]
}
