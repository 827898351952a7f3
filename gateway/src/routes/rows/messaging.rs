//! The read rows served by messaging: message boxes, alert and report settings, popups and
//! notifications. All live data: never cached (A7).

use upstream_clients::crm::{ElectricityConsumptionAlert, EnergyPriceAlert, EnergyPriceReport};
use upstream_clients::messaging::{
    DisruptionElectricityAlert, DistrictHeatingAlert, DistrictHeatingBulkAlert, MessagePage,
    NotificationList, PopupList, WeightedConsumptionAlert,
};
use upstream_clients::System;

use crate::endpoint::params::{optional, Kind, Param, UTILITY_TYPES};
use crate::endpoint::{json, Answer, Ownership, Row};

use actix_web::http::Method;
use serde::{de::DeserializeOwned, Serialize};
use upstream_clients::crm::DistrictHeatingDisruptionAlert;
use upstream_clients::messaging::{
    ChatMessage, ChatMessageRequest, ChatMessages, DistrictHeatingBulkAlertRequest,
    PushTokenRemovalRequest, PushTokenRequest,
};
use utoipa::ToSchema;
use validator::Validate;

use crate::endpoint::params::required;
use crate::endpoint::{body, Access, After, BodyId, BodyIds};

/// A change in seen state changes the user content's unread count (#116).
const UNREAD_COUNT: &[After] = &[After::Evict(&[116])];

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
        row(
            239,
            "getChatMessages",
            "/api/v2/chat/user/{userId}/messages",
            "Chat with customer service: the messages after a given one",
            json::<ChatMessages>(),
        )
        .query(
            const {
                &[optional(
                    "after",
                    Kind::Text,
                    "The last message id the client has",
                )]
            },
        )
        .owner(Ownership::SELF),
        // Writes (issue 5): messages and alert settings are live data and not cached, but the
        // seen state also shows in the user content's `unreadMessages` (#116, the menu's
        // bubble), so the message writes evict that (README, Decisions).
        write(
            Method::PUT,
            65,
            "markAllMessagesRead",
            "/api/v2/messages/user/{userId}/markAllAsRead",
            "Mark every message read",
        )
        .owner(Ownership::SELF)
        .after(UNREAD_COUNT),
        write(
            Method::PUT,
            66,
            "markMessageSeen",
            "/api/v2/messages/seen/{messageId}",
            "Mark one message seen or unseen",
        )
        .query(
            const {
                &[required(
                    "seen",
                    Kind::Bool,
                    "true to mark seen, false unseen",
                )]
            },
        )
        .access(Access::MessageOfSelf)
        .after(UNREAD_COUNT),
        write(
            Method::PUT,
            67,
            "markAllInfoMessagesRead",
            "/api/v2/messages/info/user/{userId}/markAllAsRead",
            "Mark every info message read",
        )
        .owner(Ownership::SELF)
        .after(UNREAD_COUNT),
        write(
            Method::PUT,
            68,
            "markAllAlertMessagesRead",
            "/api/v2/messages/alert/user/{userId}/markAllAsRead",
            "Mark every alert message read",
        )
        .owner(Ownership::SELF)
        .after(UNREAD_COUNT),
        alert::<WeightedConsumptionAlert>(
            86,
            "setWeightedConsumptionPlusAlert",
            "/api/v2/alerts/weightedConsumptionPlus/user/{userId}/location/{locationId}",
            "Save the weighted-consumption alert with margin",
        ),
        alert::<WeightedConsumptionAlert>(
            88,
            "setWeightedConsumptionAlert",
            "/api/v2/alerts/weightedConsumption/user/{userId}/location/{locationId}",
            "Save the weighted-consumption alert",
        ),
        alert::<ElectricityConsumptionAlert>(
            90,
            "setConsumptionAlert",
            "/api/v2/alerts/consumption/user/{userId}/location/{locationId}",
            "Save the consumption alert thresholds",
        ),
        alert::<DisruptionElectricityAlert>(
            92,
            "setDisruptionElectricityAlert",
            "/api/v2/alerts/disruptionelectricity/user/{userId}/location/{locationId}",
            "Save the electricity disruption alert",
        ),
        alert::<DistrictHeatingAlert>(
            94,
            "setDistrictHeatingAlert",
            "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}",
            "Save the district-heating return temperature alert",
        ),
        write(
            Method::PUT,
            96,
            "setDistrictHeatingAlertBulk",
            "/api/v2/alerts/districtheating/user/{userId}/location/{locationId}/bulk",
            "Save the district-heating alert for several places",
        )
        .owner(Ownership::SELF_VISIBLE_PLACE)
        .body(body::<DistrictHeatingBulkAlertRequest>())
        .answer(json::<DistrictHeatingDisruptionAlert>()),
        alert::<EnergyPriceReport>(
            98,
            "setEnergyPriceReport",
            "/api/v2/alerts/energypricereport/{userId}",
            "Save the market price report settings",
        )
        .owner(Ownership::SELF),
        alert::<EnergyPriceAlert>(
            100,
            "setEnergyPriceAlert",
            "/api/v2/alerts/energyprice/{userId}",
            "Save the market price alert thresholds",
        )
        .owner(Ownership::SELF),
        write(
            Method::POST,
            138,
            "addPushToken",
            "/api/v2/push/token",
            "Add the device's push token",
        )
        .body(body::<PushTokenRequest>()),
        write(
            Method::POST,
            139,
            "registerPushToken",
            "/api/v2/push/registertoken",
            "Register the device's push token",
        )
        .body(body::<PushTokenRequest>()),
        write(
            Method::POST,
            140,
            "unregisterPushToken",
            "/api/v2/push/unregistertoken",
            "Unregister the device's push token",
        )
        .body(body::<PushTokenRemovalRequest>()),
        write(
            Method::DELETE,
            141,
            "deletePushToken",
            "/api/v2/push/token",
            "Remove the device's push token",
        )
        .body(body::<PushTokenRemovalRequest>()),
        write(
            Method::POST,
            240,
            "sendChatMessage",
            "/api/v2/chat/user/{userId}/messages",
            "Send a chat message to customer service",
        )
        .owner(Ownership::SELF)
        .body(body::<ChatMessageRequest>())
        .answer(json::<ChatMessage>()),
    ]
}

/// A write open to any session (push tokens belong to the session user upstream, A42); the
/// builders add the rest.
fn write(
    method: Method,
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
) -> Row {
    let tag = if path.contains("/messages") {
        "messages"
    } else if path.contains("/push/") {
        "push"
    } else if path.contains("/chat/") {
        "chat"
    } else {
        "alerts"
    };
    Row::write(method, System::Messaging, tag, number, id, path, summary).access(Access::Session)
}

/// An alert or report PUT (A32): the body is what the matching GET answers, and the saved
/// object comes back. `userId=self; locationId∈visible(self)` unless the row says otherwise.
fn alert<T>(number: u16, id: &'static str, path: &'static str, summary: &'static str) -> Row
where
    T: DeserializeOwned + Serialize + Validate + ToSchema + BodyIds,
{
    write(Method::PUT, number, id, path, summary)
        .owner(Ownership::SELF_VISIBLE_PLACE)
        .body(body::<T>())
        .answer(json::<T>())
}

/// The place an alert's body names must be visible to the caller, like the path's.
macro_rules! alert_of_place {
    ($($alert:ty),*) => {$(
        impl BodyIds for $alert {
            fn body_ids(&self) -> Vec<BodyId> {
                vec![BodyId::Location(self.location_identifier.clone())]
            }
        }
    )*};
}

alert_of_place!(
    WeightedConsumptionAlert,
    DisruptionElectricityAlert,
    DistrictHeatingAlert
);

impl BodyIds for DistrictHeatingBulkAlertRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.location_identifiers
            .iter()
            .cloned()
            .map(BodyId::Location)
            .collect()
    }
}

impl BodyIds for ElectricityConsumptionAlert {}
impl BodyIds for EnergyPriceReport {}
impl BodyIds for EnergyPriceAlert {}
impl BodyIds for PushTokenRequest {}
impl BodyIds for PushTokenRemovalRequest {}
impl BodyIds for ChatMessageRequest {}
