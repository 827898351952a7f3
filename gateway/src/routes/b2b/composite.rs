//! A company's composite locations made (#208), changed and separated (#209, an empty list of
//! places separates it: A63). The caller needs FULL_ACCESS (or to be the main user) on the
//! path's place or composite and on every place the body names (A56); a place the composite
//! keeps is named by its own id and passes as a place of that composite.

use actix_web::http::Method;
use upstream_clients::crm::{
    CompositeLocation, CompositeLocationRequest, CompositeModificationRequest,
};

use crate::endpoint::{
    body, created, id, json, After, Examples, Extras, IdAt, IdKind, Policy, Row,
};

/// What a confirmed composite write changes: every list and place read of the company (the
/// places are addressed differently now, and the pricing and invoice mirrors answer a composite
/// as its first place), for each of its users, whose access scopes must learn the new ids. The
/// user-management writes' eviction, by the company's path prefix, so no read row is missed.
const COMPOSITES_CHANGED: &[After] = &[After::EvictCompanyPlaces, After::ForgetCompanyScopes];

/// The places the body lists.
const PLACES: &[IdAt] = &[id(IdKind::Location, &["locationIdentifiers", "*"])];

/// #208 makes a composite of a single place of CR-100 (the path's) and two more.
const NEW_COMPOSITE: Examples = Examples::new(
    r#"{"name": "Uusi alue", "locationIdentifiers": ["KP300006", "KP300007"]}"#,
    "{}",
)
.at(&[("compositeLocationId", "KP300005")]);

/// #209 renames the composite, which keeps its places, named by their own ids.
const CHANGED_COMPOSITE: Examples = Examples::new(
    r#"{"name": "Vaasan tehdasalue (uusi nimi)", "locationIdentifiers": ["KP300001", "KP300002",
        "KP300003", "KP300004"]}"#,
    "{}",
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 208, method: Method::POST, operation_id: "createCompanyCompositeLocation", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/createCompositeLocation",
            summary: "Make a composite location of this place and the listed places (each in no composite yet)",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: created::<CompositeLocation>(), extras: Extras { body: Some(body::<CompositeLocationRequest>(PLACES, NEW_COMPOSITE)), after: COMPOSITES_CHANGED, ..Extras::NONE } },
        Row { number: 209, method: Method::POST, operation_id: "modifyCompanyCompositeLocation", tag: "b2b",
            path: "/api/v2/b2b/company/{companyRef}/servicelocation/user/{userId}/{compositeLocationId}/modifyCompositeLocation",
            summary: "Rename a composite and set its places; an empty list separates it into single places",
            policy: Policy::COMPANY_SAVE_AT_CRM,
            answer: json::<CompositeLocation>(), extras: Extras { body: Some(body::<CompositeModificationRequest>(PLACES, CHANGED_COMPOSITE)), after: COMPOSITES_CHANGED, ..Extras::NONE } },
    ]
}
