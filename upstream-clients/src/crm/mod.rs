//! The crm system: users and profiles, customerships, use places (content), companies and
//! representations. Contract: `openapi/upstreams/crm.yaml`. Every call carries the user's access
//! token as a bearer; crm trusts the gateway for ownership and answers what it is asked.

mod access;
mod client;
mod common;
mod company;
mod composites;
mod content;
mod contracts;
mod debug;
mod followup;
pub mod hetu;
mod places;
mod representations;
mod service;
mod staff;
mod usermanagement;
mod users;
pub(crate) mod validate;

pub use access::*;
pub use client::*;
pub use common::*;
pub use company::*;
pub use composites::*;
pub use content::*;
pub use contracts::*;
pub use debug::*;
pub use followup::*;
pub use places::*;
pub use representations::*;
pub use service::*;
pub use staff::*;
pub use usermanagement::*;
pub use users::*;
pub(crate) use validate::*;

/// Upstream paths the gateway calls besides its rows' mirrored ones.
pub mod paths {
    /// A place's contract detail for #117's fan-out.
    pub fn location_detail(location: &str) -> [&str; 4] {
        ["v1", "locations", location, "detail"]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use validator::Validate;

    fn address(postal_code: &str) -> Address {
        Address {
            street: "Kauppakatu 1".into(),
            postal_code: postal_code.into(),
            city: "Kuopio".into(),
        }
    }

    #[test]
    fn write_bodies_are_camel_case() {
        let request: MoveRequest = serde_json::from_str(
            r#"{"locationId":"KP100101","moveOutDate":"2026-03-31","newAddress":{"street":"Kauppakatu 1","postalCode":"70100","city":"Kuopio"},"contractWanted":true}"#,
        )
        .unwrap();
        assert!(request.validate().is_ok());
        assert_eq!(request.move_in_date, None);
        let property: SetPropertyRequest =
            serde_json::from_str(r#"{"property":"graphMode","value":"AUTOSCALE"}"#).unwrap();
        assert_eq!(property.property, UserProperty::GraphMode);
    }

    #[test]
    fn field_rules_name_the_bad_fields() {
        let bad = MoveRequest {
            location_id: "KP100101".into(),
            move_out_date: "2026-02-30".into(),
            new_address: address("7010"),
            move_in_date: Some("2026-04-01".into()),
            contract_wanted: false,
        };
        let errors = bad.validate().unwrap_err();
        let fields = errors.errors();
        assert!(fields.contains_key("move_out_date"));
        assert!(fields.contains_key("new_address"));
        assert!(!fields.contains_key("move_in_date"));
    }

    #[test]
    fn phone_postal_code_and_ui_mode_rules() {
        assert!(phone_number("+358 40 123 4567").is_ok());
        assert!(phone_number("040-1234567").is_ok());
        assert!(phone_number("+35").is_err());
        assert!(phone_number("puhelin").is_err());
        assert!(address("00100").validate().is_ok());
        assert!(address("0010A").validate().is_err());
        let ui = |value: &str| SetPropertyRequest {
            property: UserProperty::UiMode,
            value: value.into(),
        };
        assert!(ui("B2B").validate().is_ok());
        assert!(ui("DARK").validate().is_err());
        assert!(AppFeedbackRequest {
            rating: 6,
            comment: None
        }
        .validate()
        .is_err());
        assert!(ChangeEmailAddressRequest {
            email: "ei-osoite".into()
        }
        .validate()
        .is_err());
    }
}
