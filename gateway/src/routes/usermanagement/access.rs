//! The places a sub-user is given and their right on each (spec §2: manage user, add location;
//! A57): give places or change rights (#220), take one place (#221) or every place of one
//! right (#222). The main user names the user by `{userRef}` and each place by the id it is
//! addressed by; both must be the company's. Each answers the user with their places as #226
//! does (`status` filters them), from crm's confirmed state.

use actix_web::http::Method;
use upstream_clients::crm::{CompanyUserDetail, RemoveLocationRequest, UpdateAccessRightsRequest};

use super::users::STATUS_QUERY;
use super::USERS_CHANGED;
use crate::endpoint::{body, id, json, Examples, Extras, IdAt, IdKind, Policy, Row};

/// The company's places a user is given.
const GIVEN_PLACES: &[IdAt] = &[id(
    IdKind::CompanyPlace,
    &["locations", "*", "compositeLocationIdentifier"],
)];

/// The company's place #221 takes away.
const TAKEN_PLACE: &[IdAt] = &[id(IdKind::CompanyPlace, &["compositeLocationIdentifier"])];

/// #220 gives lukija, CR-100's sub-user, the composite read-only.
const ACCESS_RIGHTS: Examples = Examples::new(
    r#"{"locations": [{"compositeLocationIdentifier": "CL100001", "right": "READ_ONLY"}]}"#,
    "{}",
);

/// #221 takes the composite away again.
const REMOVED_PLACE: Examples =
    Examples::new(r#"{"compositeLocationIdentifier": "CL100001"}"#, "{}");

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 220, method: Method::POST, operation_id: "updateCompanyUserAccessRights", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/userReference/{userRef}/updateAccessRights",
            summary: "Gives a sub-user places, or changes their right on them (READ_ONLY or FULL_ACCESS); their other places stay",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CompanyUserDetail>(),
            extras: Extras { body: Some(body::<UpdateAccessRightsRequest>(GIVEN_PLACES, ACCESS_RIGHTS)), after: USERS_CHANGED, ..Extras::NONE } },
        Row { number: 221, method: Method::POST, operation_id: "removeCompanyUserLocation", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/userReference/{userRef}/removeLocation",
            summary: "Takes one place from a sub-user; answers their remaining places of the status",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CompanyUserDetail>(),
            extras: Extras { query: STATUS_QUERY, body: Some(body::<RemoveLocationRequest>(TAKEN_PLACE, REMOVED_PLACE)), after: USERS_CHANGED, ..Extras::NONE } },
        Row { number: 222, method: Method::POST, operation_id: "removeAllCompanyUserLocations", tag: "usermanagement",
            path: "/api/v2/company/{companyRef}/usermanagement/userReference/{userRef}/removeAllLocations",
            summary: "Takes every place of the status (every place for ALL, the default) from a sub-user",
            policy: Policy::COMPANY_MAIN_USER_AT_CRM,
            answer: json::<CompanyUserDetail>(),
            extras: Extras { query: STATUS_QUERY, after: USERS_CHANGED, ..Extras::NONE } },
    ]
}
