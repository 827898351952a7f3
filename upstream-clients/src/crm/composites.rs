//! A B2B company's composite locations made, changed and separated (#208, #209, A63).

use serde::{Deserialize, Serialize};
use validator::{Validate, ValidationError};

use super::not_blank;

/// At most this many places in one composite.
pub const MAX_COMPOSITE_PLACES: usize = 100;

/// #208 createCompositeLocation: `{name, locationIdentifiers}`. The composite is made of the
/// path's place and the listed places (at least two; the path's place may be among them), each
/// in no composite yet. Answers `201` with the new [`CompositeLocation`].
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompositeLocationRequest {
    #[validate(length(min = 1, max = 60), custom(function = "not_blank"))]
    pub name: String,
    #[validate(length(min = 2, max = 100))]
    pub location_identifiers: Vec<String>,
}

/// #209 modifyCompositeLocation: the same body. The listed places (at least two: the
/// composite's own or places in no composite) become its members and `name` its name; an
/// empty list separates it, and its places are single places again. Answers the composite as
/// it is now (with no places once separated).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompositeModificationRequest {
    #[validate(length(min = 1, max = 60), custom(function = "not_blank"))]
    pub name: String,
    #[validate(length(max = 100), custom(function = "none_or_at_least_two"))]
    pub location_identifiers: Vec<String>,
}

/// A composite of one place is no composite: a list is empty (separate) or names two or more.
fn none_or_at_least_two(places: &[String]) -> Result<(), ValidationError> {
    if places.len() == 1 {
        let mut error = ValidationError::new("length");
        error.add_param("min".into(), &2);
        return Err(error.with_message(
            "a composite has at least two places; an empty list separates it".into(),
        ));
    }
    Ok(())
}

/// A composite location as #208 made it or #209 left it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CompositeLocation {
    pub composite_location_identifier: String,
    pub name: String,
    /// Its places; empty once separated.
    pub location_identifiers: Vec<String>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_composite_needs_two_places_and_a_modification_none_or_two() {
        let create = |places: &[&str]| CompositeLocationRequest {
            name: "Tehdasalue".into(),
            location_identifiers: places.iter().map(|p| (*p).to_owned()).collect(),
        };
        assert!(create(&["KP300001"]).validate().is_err());
        assert!(create(&["KP300001", "KP300002"]).validate().is_ok());
        let modify = |places: &[&str]| CompositeModificationRequest {
            name: "Tehdasalue".into(),
            location_identifiers: places.iter().map(|p| (*p).to_owned()).collect(),
        };
        assert!(modify(&[]).validate().is_ok());
        assert!(modify(&["KP300001"]).validate().is_err());
        assert!(modify(&["KP300001", "KP300002"]).validate().is_ok());
        let blank = CompositeLocationRequest {
            name: " ".into(),
            ..create(&["KP300001", "KP300002"])
        };
        assert!(blank.validate().is_err());
    }
}
