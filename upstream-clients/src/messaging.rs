//! Messaging: message boxes, alert and report subscriptions, popups, timed/representative/disruption notifications.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types. The alert
//! subscriptions reuse the §3 user-content shapes of [`crate::crm`] (`ElectricityConsumptionAlert`,
//! `DistrictHeatingDisruptionAlert`, `EnergyPriceAlert`, `EnergyPriceReport`), so a value read here
//! and the same value inside user content compare equal.
//!
//! Request bodies of the write rows derive [`validator::Validate`]; the gateway validates them
//! before calling the upstream. The alert PUT bodies are the read shapes (api-surface A32), so the
//! read types carry the rules too; the §3 shapes that live in [`crate::crm`] get their rules here,
//! written out by hand (see [`crm_alert_rules`]) because that module is crm's; the weighted alert's
//! are written there too, beside the other price threshold's.

mod staff;
pub use staff::*;

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use crate::crm::{DisruptionChannel, DistrictHeatingDisruptionAlert, UtilityType};
use crate::money::UnitPrice;

/// The three message boxes: general (#69), info (#70) and alert (#71).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum MessageBox {
    General,
    Info,
    Alert,
}

/// One message in a message box (§3 Messages: paged, with a seen flag).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Message {
    pub message_id: String,
    /// The box the message is in.
    #[serde(rename = "box")]
    pub message_box: MessageBox,
    /// What the message is about, e.g. INVOICE, CONTRACT, TIP, PRICE_ALERT, CONSUMPTION_ALERT,
    /// DISRUPTION; the `type` query filters by it.
    #[serde(rename = "type")]
    pub kind: String,
    /// Finnish title.
    pub title: String,
    /// Finnish body text.
    pub body: String,
    /// When it was sent: RFC 3339 with the Helsinki offset.
    pub sent: String,
    /// Whether the user has opened it.
    pub seen: bool,
    /// The use place the message concerns, if any.
    pub location_identifier: Option<String>,
}

/// One page of a message box, newest first (the answer of #69, #70 and #71).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MessagePage {
    #[serde(rename = "box")]
    pub message_box: MessageBox,
    /// 0-based index of the first message of the page.
    pub offset: u32,
    /// The page size asked for (default 20).
    pub count: u32,
    /// Messages in the box that match the `type` filter (all pages).
    pub total: u32,
    /// Unseen messages in the box (all pages, whatever the filter).
    pub unread_count: u32,
    pub messages: Vec<Message>,
}

/// A weighted-consumption alert (#85 plus, #87 plain): notifies when the month's
/// consumption-weighted electricity price passes the threshold. The plus kind compares the price
/// with the contract's margin included, the plain kind the bare spot price.
///
/// Also the PUT body of #86 and #88 (api-surface A32).
// Its rules are written out in `crm_alert_rules` with the other price alert's, so a 400 names
// `thresholdValue` as the wire does (the derive would name `threshold_value`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct WeightedConsumptionAlert {
    pub location_identifier: String,
    pub active: bool,
    /// c/kWh, with VAT when `vat` is true; exact, like the prices it is compared with.
    pub threshold_value: Option<UnitPrice>,
    /// Whether the threshold includes VAT.
    pub vat: bool,
    /// True for the plus kind: the weighted price includes the contract's margin.
    pub includes_margin: bool,
    pub email_notifications: bool,
    pub push_notifications: bool,
}

impl WeightedConsumptionAlert {
    /// Whether the month's consumption-weighted price (c/kWh, on the alert's VAT basis) has
    /// passed the threshold of an active alert: strictly above it, compared exactly.
    pub fn passed_by(&self, weighted_price: UnitPrice) -> bool {
        self.active
            && self
                .threshold_value
                .is_some_and(|threshold| weighted_price > threshold)
    }
}

/// The electricity disruption alert of a place (#91): §3 electricityDisruptionAlert with its
/// phone and e-mail channels, plus whether any is active and the push window new channels get.
///
/// Also the PUT body of #92 (A32). On a PUT `active` is recomputed from the channels.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "channel_addresses"))]
pub struct DisruptionElectricityAlert {
    #[validate(length(min = 1, max = 40))]
    pub location_identifier: String,
    /// True when at least one channel is active.
    pub active: bool,
    #[validate(length(max = 10), nested)]
    pub phone_settings: Vec<DisruptionChannel>,
    #[validate(length(max = 10), nested)]
    pub email_settings: Vec<DisruptionChannel>,
    /// Push window for new channels (07:00–23:00).
    #[validate(range(max = 23))]
    pub default_push_start_hour: u8,
    #[validate(range(max = 59))]
    pub default_push_start_min: u8,
    #[validate(range(max = 23))]
    pub default_push_end_hour: u8,
    #[validate(range(max = 59))]
    pub default_push_end_min: u8,
}

/// E-mail channels need an e-mail address, phone channels a number (5–20 characters of digits,
/// spaces and a leading +): the channel type itself does not say which it is.
fn channel_addresses(alert: &DisruptionElectricityAlert) -> Result<(), ValidationError> {
    use validator::ValidateEmail as _;
    if !alert
        .email_settings
        .iter()
        .all(|c| c.address.validate_email())
    {
        return Err(ValidationError::new("email")
            .with_message("every emailSettings address must be an e-mail address".into()));
    }
    if !alert
        .phone_settings
        .iter()
        .all(|c| is_phone_number(&c.address))
    {
        return Err(ValidationError::new("phone")
            .with_message("every phoneSettings address must be a phone number".into()));
    }
    Ok(())
}

/// A phone number as the alerts store it: "+358 40 1234567" or "0401234567".
pub fn is_phone_number(value: &str) -> bool {
    let digits = value.strip_prefix('+').unwrap_or(value);
    (5..=20).contains(&value.chars().count())
        && digits.chars().all(|c| c.is_ascii_digit() || c == ' ')
        && digits.chars().any(|c| c.is_ascii_digit())
}

/// The district-heating return-temperature alert of a place (#93). Also the PUT body of #94
/// (A32); on a PUT `active` is recomputed from the settings.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingAlert {
    #[validate(length(min = 1, max = 40))]
    pub location_identifier: String,
    /// True when the e-mail or the SMS channel is on.
    pub active: bool,
    #[validate(nested)]
    pub settings: DistrictHeatingDisruptionAlert,
}

/// The district-heating alert settings across the owner's district-heating places (#95): the
/// place in the path first, then the others in content order.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingBulkAlert {
    pub items: Vec<DistrictHeatingAlert>,
}

/// #96: the same district-heating alert settings for several places (A33). Answers the saved
/// settings ([`DistrictHeatingDisruptionAlert`]).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct DistrictHeatingBulkAlertRequest {
    #[validate(nested)]
    pub settings: DistrictHeatingDisruptionAlert,
    /// The places to apply them to (each ∈ visible(self), checked by the gateway).
    #[validate(length(min = 1, max = 100), custom(function = "location_identifiers"))]
    pub location_identifiers: Vec<String>,
}

fn location_identifiers(ids: &[String]) -> Result<(), ValidationError> {
    if ids.iter().all(|id| (1..=40).contains(&id.chars().count())) {
        Ok(())
    } else {
        Err(ValidationError::new("length")
            .with_message("each location identifier is 1 to 40 characters".into()))
    }
}

/// The messaging mock's ownership read for #66: whose box a message is in.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct MessageRecipient {
    pub priwatti_user_id: u64,
}

/// The device platform of a push token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum PushPlatform {
    Web,
    Ios,
    Android,
}

/// #138 push/token and #139 registertoken (A42): bind a device's push token to the caller.
#[derive(Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PushTokenRequest {
    #[validate(length(min = 1, max = 4096))]
    pub token: String,
    pub platform: PushPlatform,
}

/// #140 unregistertoken and #141 DELETE push/token (A42): the token must be the caller's.
#[derive(Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PushTokenRemovalRequest {
    #[validate(length(min = 1, max = 4096))]
    pub token: String,
}

/// Who wrote a chat message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "UPPERCASE")]
pub enum ChatSender {
    User,
    Agent,
}

/// One message of the customer-service chat (#239, #240).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChatMessage {
    pub message_id: String,
    pub from: ChatSender,
    pub text: String,
    /// RFC 3339 with the Helsinki offset.
    pub sent_at: String,
}

/// #239: the chat's messages oldest first, those after `after` when it is given.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChatMessages {
    pub messages: Vec<ChatMessage>,
}

/// #240: a message from the user; answers the stored [`ChatMessage`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChatMessageRequest {
    #[validate(length(min = 1, max = 2000), custom(function = "not_blank"))]
    pub text: String,
}

/// Whitespace alone is not a message.
fn not_blank(text: &str) -> Result<(), ValidationError> {
    if text.trim().is_empty() {
        Err(ValidationError::new("blank").with_message("must not be only whitespace".into()))
    } else {
        Ok(())
    }
}

/// A popup shown on the use-place view (§3 popups).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Popup {
    /// e.g. greenPower, homeInsurance, returnTemperature, solarLink.
    #[serde(rename = "type")]
    pub kind: String,
    pub utility_type: UtilityType,
    pub title: String,
    pub description: String,
    /// Label of the accept button.
    pub accept: String,
    /// Label of the close button.
    pub close: String,
    /// Text of the "do not show again" choice.
    pub dismiss_description: String,
    /// The user property (#104 setProperty) that stores the dismissal.
    pub dismiss_property: String,
}

/// Popups for a utility type (#176).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct PopupList {
    pub popups: Vec<Popup>,
}

/// Which notification list a notification belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "SCREAMING_SNAKE_CASE")]
pub enum NotificationKind {
    Timed,
    Representative,
    Disruption,
}

/// A notification on a use place (#177 timed, #178 representative, #179 disruption).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct Notification {
    pub id: String,
    #[serde(rename = "type")]
    pub kind: NotificationKind,
    pub location_identifier: String,
    pub title: String,
    pub body: String,
    /// Shown from (RFC 3339, Helsinki offset); for a disruption, when it starts.
    pub start_time: Option<String>,
    /// Shown until (RFC 3339, Helsinki offset); for a disruption, when it is expected to end.
    pub end_time: Option<String>,
}

/// A list of notifications of one kind for one use place.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct NotificationList {
    pub notifications: Vec<Notification>,
}

/// The rules of the §3 alert shapes that [`crate::crm`] defines and the alert PUTs take as bodies
/// (#90 electricityConsumptionAlert, #92 its channels, #94/#96 districtHeatingDisruptionAlert,
/// #98 energyPriceReport, #100 energyPriceAlert). They are the derive's rules written out: the
/// same error codes (`range`, `length`, `email`) and the cross-field rule under `__all__`, as a
/// `#[validate(schema)]` function would report it.
mod crm_alert_rules {
    use std::borrow::Cow;

    use validator::{
        Validate, ValidateEmail as _, ValidateLength as _, ValidationError, ValidationErrors,
    };

    use crate::crm::{
        DisruptionChannel, DistrictHeatingDisruptionAlert, ElectricityConsumptionAlert,
        EnergyPriceAlert, EnergyPriceReport,
    };
    use crate::money::UnitPrice;

    /// Collects field errors like the derive does.
    #[derive(Default)]
    struct Rules(ValidationErrors);

    impl Rules {
        fn fail(&mut self, field: &'static str, code: &'static str, message: String) {
            self.0.add(
                field,
                ValidationError::new(code).with_message(Cow::Owned(message)),
            );
        }

        fn range<T>(&mut self, field: &'static str, value: T, min: T, max: T)
        where
            T: validator::ValidateRange<T> + Copy + std::fmt::Display,
        {
            if !value.validate_range(Some(min), Some(max), None, None) {
                self.fail(field, "range", format!("must be from {min} to {max}"));
            }
        }

        /// A consumption threshold, kWh a day: 0..100 000.
        fn kwh_threshold(&mut self, field: &'static str, value: Option<f64>) {
            if let Some(value) = value {
                self.range(field, value, 0.0, 100_000.0);
            }
        }

        /// A price threshold, c/kWh from 0 to `max` (whole c/kWh), exact: the rule of both
        /// price alerts, apart from the kWh thresholds. The wire has already refused a value
        /// with more than four decimals or that is no number. Zero is the lowest: a bottom
        /// threshold of 0 already catches every negative spot price.
        fn price_threshold(&mut self, field: &'static str, value: Option<UnitPrice>, max: i64) {
            let max = UnitPrice::decimal(max, 0);
            if value.is_some_and(|value| !(UnitPrice(0)..=max).contains(&value)) {
                let mut error = ValidationError::new("range").with_message(Cow::Owned(format!(
                    "must be from 0 to {} c/kWh",
                    max.0 / 10_000
                )));
                error.add_param("min".into(), &UnitPrice(0));
                error.add_param("max".into(), &max);
                self.0.add(field, error);
            }
        }

        fn length(&mut self, field: &'static str, value: &str, min: u64, max: u64) {
            if !value.validate_length(Some(min), Some(max), None) {
                self.fail(
                    field,
                    "length",
                    format!("must be {min} to {max} characters"),
                );
            }
        }

        /// Hours 0..23, minutes 0..59 (spec §9 push window).
        fn push_window(&mut self, window: [(&'static str, u8); 4]) {
            for (field, value) in window {
                let max = if field.ends_with("Hour") { 23 } else { 59 };
                self.range(field, value, 0, max);
            }
        }

        /// bottom < top when both are set.
        fn bottom_below_top<T: PartialOrd>(&mut self, bottom: Option<T>, top: Option<T>) {
            if let (Some(bottom), Some(top)) = (bottom, top) {
                if bottom >= top {
                    self.fail(
                        "__all__",
                        "bottom_below_top",
                        "the bottom threshold must be below the top threshold".to_owned(),
                    );
                }
            }
        }

        fn done(self) -> Result<(), ValidationErrors> {
            if self.0.is_empty() {
                Ok(())
            } else {
                Err(self.0)
            }
        }
    }

    impl Validate for EnergyPriceAlert {
        fn validate(&self) -> Result<(), ValidationErrors> {
            let mut rules = Rules::default();
            rules.length("id", &self.id, 1, 40);
            rules.price_threshold("thresholdValue", self.threshold_value, 100_000);
            rules.price_threshold("bottomThresholdValue", self.bottom_threshold_value, 100_000);
            rules.bottom_below_top(self.bottom_threshold_value, self.threshold_value);
            rules.done()
        }
    }

    impl Validate for super::WeightedConsumptionAlert {
        fn validate(&self) -> Result<(), ValidationErrors> {
            let mut rules = Rules::default();
            rules.length("locationIdentifier", &self.location_identifier, 1, 40);
            rules.price_threshold("thresholdValue", self.threshold_value, 1000);
            rules.done()
        }
    }

    impl Validate for EnergyPriceReport {
        fn validate(&self) -> Result<(), ValidationErrors> {
            let mut rules = Rules::default();
            rules.length("id", &self.id, 1, 40);
            rules.done()
        }
    }

    impl Validate for ElectricityConsumptionAlert {
        fn validate(&self) -> Result<(), ValidationErrors> {
            let mut rules = Rules::default();
            rules.kwh_threshold("bottomThresholdValue", self.bottom_threshold_value);
            rules.kwh_threshold("topThresholdValue", self.top_threshold_value);
            rules.bottom_below_top(self.bottom_threshold_value, self.top_threshold_value);
            rules.done()
        }
    }

    impl Validate for DisruptionChannel {
        fn validate(&self) -> Result<(), ValidationErrors> {
            let mut rules = Rules::default();
            rules.length("id", &self.id, 1, 40);
            rules.length("address", &self.address, 1, 254);
            rules.push_window([
                ("pushStartHour", self.push_start_hour),
                ("pushStartMin", self.push_start_min),
                ("pushEndHour", self.push_end_hour),
                ("pushEndMin", self.push_end_min),
            ]);
            rules.done()
        }
    }

    impl Validate for DistrictHeatingDisruptionAlert {
        fn validate(&self) -> Result<(), ValidationErrors> {
            let mut rules = Rules::default();
            if let Some(email) = &self.email_address {
                if !email.validate_email() {
                    rules.fail(
                        "emailAddress",
                        "email",
                        "must be an e-mail address".to_owned(),
                    );
                }
            }
            if let Some(number) = &self.mobile_number {
                if !super::is_phone_number(number) {
                    rules.fail("mobileNumber", "phone", "must be a phone number".to_owned());
                }
            }
            // A channel that is on needs somewhere to send to.
            if self.email && self.email_address.is_none() {
                rules.fail(
                    "emailAddress",
                    "required",
                    "required when email is on".to_owned(),
                );
            }
            if self.sms && self.mobile_number.is_none() {
                rules.fail(
                    "mobileNumber",
                    "required",
                    "required when sms is on".to_owned(),
                );
            }
            rules.push_window([
                ("pushStartHour", self.push_start_hour),
                ("pushStartMin", self.push_start_min),
                ("pushEndHour", self.push_end_hour),
                ("pushEndMin", self.push_end_min),
            ]);
            rules.done()
        }
    }
}

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// Popups by utility type (#117's fan-out; the query names the utility).
    pub const POPUPS: [&str; 2] = ["popup", "v1"];

    /// A place's timed notifications for #117's fan-out.
    pub fn timed_notifications<'a>(user: &'a str, location: &'a str) -> [&'a str; 7] {
        [
            "notification",
            "v1",
            "user",
            user,
            "location",
            location,
            "timed",
        ]
    }

    /// Whom a message is addressed to (the ownership check of #66).
    pub fn message_recipient(message: &str) -> [&str; 4] {
        ["v1", "messages", message, "recipient"]
    }
}

#[cfg(test)]
mod tests {
    use validator::Validate;

    use super::*;
    use crate::crm::{ElectricityConsumptionAlert, EnergyPriceAlert, PriceCrossing};

    #[test]
    fn bottom_must_be_below_top() {
        let alert = EnergyPriceAlert {
            id: "EPA-1".into(),
            active: true,
            threshold_value: Some(UnitPrice::decimal(10, 0)),
            bottom_threshold_value: Some(UnitPrice::decimal(12, 0)),
        };
        let errors = alert.validate().unwrap_err();
        assert!(errors.errors().contains_key("__all__"));
        let fine = ElectricityConsumptionAlert {
            bottom_threshold_value: Some(2.0),
            top_threshold_value: Some(30.0),
        };
        assert!(fine.validate().is_ok());
        let negative = ElectricityConsumptionAlert {
            bottom_threshold_value: Some(-1.0),
            top_threshold_value: None,
        };
        assert!(negative.validate().is_err());
    }

    fn price_alert(top: Option<&str>, bottom: Option<&str>) -> EnergyPriceAlert {
        let price = |text: &str| serde_json::from_str::<UnitPrice>(text).unwrap();
        EnergyPriceAlert {
            id: "EPA-1".into(),
            active: true,
            threshold_value: top.map(price),
            bottom_threshold_value: bottom.map(price),
        }
    }

    #[test]
    fn price_thresholds_read_exactly_and_travel_as_sent() {
        let body = r#"{"id": "EPA-1", "active": true, "thresholdValue": 12.5,
            "bottomThresholdValue": 0.1234}"#;
        let alert: EnergyPriceAlert = serde_json::from_str(body).unwrap();
        assert_eq!(alert.threshold_value, Some(UnitPrice(125_000)));
        assert_eq!(alert.bottom_threshold_value, Some(UnitPrice(1_234)));
        let back = serde_json::to_value(&alert).unwrap();
        assert_eq!(back["thresholdValue"].to_string(), "12.5");
        assert_eq!(back["bottomThresholdValue"].to_string(), "0.1234");
        // Finer than a ten-thousandth, or no number at all, is refused, not rounded.
        for bad in ["12.34567", "\"12.5\"", "\"NaN\"", "1e400"] {
            let body = format!(r#"{{"id": "EPA-1", "active": true, "thresholdValue": {bad}}}"#);
            assert!(
                serde_json::from_str::<EnergyPriceAlert>(&body).is_err(),
                "{bad}"
            );
        }
    }

    #[test]
    fn price_and_kwh_thresholds_have_their_own_rules() {
        assert!(price_alert(Some("100000"), Some("0")).validate().is_ok());
        let negative = price_alert(None, Some("-0.0001")).validate().unwrap_err();
        assert!(negative.field_errors().contains_key("bottomThresholdValue"));
        let over = price_alert(Some("100000.0001"), None)
            .validate()
            .unwrap_err();
        let range = &over.field_errors()["thresholdValue"][0];
        assert_eq!(range.code, "range");
        assert_eq!(range.params["max"], serde_json::json!(100_000));
        let weighted = |threshold: &str| WeightedConsumptionAlert {
            location_identifier: "KP100101".into(),
            active: true,
            threshold_value: Some(serde_json::from_str(threshold).unwrap()),
            vat: true,
            includes_margin: false,
            email_notifications: true,
            push_notifications: false,
        };
        assert!(weighted("1000").validate().is_ok());
        let errors = weighted("1000.0001").validate().unwrap_err();
        assert!(
            errors.field_errors().contains_key("thresholdValue"),
            "{errors:?}"
        );
        // kWh thresholds stay decimals of their own, with their own bound.
        let kwh = ElectricityConsumptionAlert {
            bottom_threshold_value: Some(0.5),
            top_threshold_value: Some(100_000.0),
        };
        assert!(kwh.validate().is_ok());
    }

    #[test]
    fn thresholds_compare_with_quotes_exactly() {
        let alert = price_alert(Some("12.5"), Some("0.1"));
        let quote = |text: &str| serde_json::from_str::<UnitPrice>(text).unwrap();
        // 0.1 + 0.2 is 0.30000000000000004 in a double; here it is 0.3.
        assert_eq!(quote("0.1") + quote("0.2"), quote("0.3"));
        assert_eq!(alert.crossing(quote("12.5")), None);
        assert_eq!(alert.crossing(quote("12.5001")), Some(PriceCrossing::Above));
        assert_eq!(alert.crossing(quote("0.1")), None);
        assert_eq!(alert.crossing(quote("0.0999")), Some(PriceCrossing::Below));
        assert_eq!(alert.crossing(quote("-3.2")), Some(PriceCrossing::Below));
        let off = EnergyPriceAlert {
            active: false,
            ..alert
        };
        assert_eq!(off.crossing(quote("99")), None);
        let mut weighted = WeightedConsumptionAlert {
            location_identifier: "KP100101".into(),
            active: true,
            threshold_value: Some(quote("14")),
            vat: true,
            includes_margin: true,
            email_notifications: true,
            push_notifications: true,
        };
        assert!(!weighted.passed_by(quote("14")));
        assert!(weighted.passed_by(quote("14.0001")));
        weighted.threshold_value = None;
        assert!(!weighted.passed_by(quote("99")));
    }

    #[test]
    fn a_push_window_hour_past_23_is_refused_inside_the_bulk_body() {
        let settings = DistrictHeatingDisruptionAlert {
            email: true,
            sms: false,
            email_address: Some("a@b.fi".into()),
            mobile_number: None,
            push_start_hour: 24,
            push_start_min: 0,
            push_end_hour: 22,
            push_end_min: 0,
        };
        let request = DistrictHeatingBulkAlertRequest {
            settings,
            location_identifiers: vec!["KP100102".into()],
        };
        let errors = request.validate().unwrap_err();
        assert!(errors.errors().contains_key("settings"));
    }

    #[test]
    fn an_email_channel_needs_an_email_address() {
        let channel = |address: &str| DisruptionChannel {
            id: "C1".into(),
            active: true,
            address: address.into(),
            push_start_hour: 7,
            push_start_min: 0,
            push_end_hour: 23,
            push_end_min: 0,
            triggered_recently: false,
        };
        let mut alert = DisruptionElectricityAlert {
            location_identifier: "KP100101".into(),
            active: true,
            phone_settings: vec![channel("+358 40 1234567")],
            email_settings: vec![channel("kuluttaja@demo.example")],
            default_push_start_hour: 7,
            default_push_start_min: 0,
            default_push_end_hour: 23,
            default_push_end_min: 0,
        };
        assert!(alert.validate().is_ok());
        alert.email_settings[0].address = "not an address".into();
        assert!(alert.validate().is_err());
    }

    #[test]
    fn a_blank_chat_message_is_refused() {
        assert!(ChatMessageRequest { text: "  ".into() }.validate().is_err());
        assert!(ChatMessageRequest { text: "Hei".into() }.validate().is_ok());
    }
}

// A device's push token addresses that device: it stays out of logs.
crate::debug_redacted!(PushTokenRequest { platform } secret { token });
crate::debug_redacted!(PushTokenRemovalRequest {} secret { token });
