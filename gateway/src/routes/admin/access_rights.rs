//! Access rights (`/api/admin/access-rights/v1`, A74): the company groups of staff accounts
//! given and taken per origin, new staff accounts, and who holds what, held by identity. A change
//! holds from the staff member's next request: the live groups kept for staff checks are
//! forgotten on every write here (`crate::session::staff_groups`).

use actix_web::http::Method;
use upstream_clients::identity::{NewStaffAccount, StaffAccount, StaffAccountList};
use upstream_clients::System;

use crate::endpoint::{
    body, created, json, AccessRule, After, Caching, Examples, Extras, Policy, Row,
};

/// USER_GROUP_ADMIN_ACCESS_RIGHTS manages rights, with the developers (the table's groups).
const ACCESS_RIGHTS: Policy = Policy {
    access: AccessRule::Staff {
        allowed: &[
            "USER_GROUP_ADMIN_ACCESS_RIGHTS",
            "ADMIN_GROUP_DEVELOPER_USERS",
            "ADMIN_GROUP_SUPERUSERS",
        ],
        denied: &[],
    },
    upstream: System::Identity,
    cache: Caching::Never,
};

/// What a change of groups makes stale.
const GROUPS_CHANGED: &[After] = &[After::ForgetStaffGroups];

/// #39's body: a new customer-service member of KUO.
const NEW_STAFF: Examples = Examples::new(
    r#"{"email": "uusi.palvelija@demo.example", "groups": ["ADMIN_GROUP_KUO"]}"#,
    r#"{"email": "uusi.palvelija@demo.example", "groups": ["ROOT"]}"#,
);

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 37, method: Method::POST, operation_id: "grantOriginAccess", tag: "admin",
            path: "/api/admin/access-rights/v1/user/{email}/origin/{origin}",
            summary: "Give a staff account the origin's company group (A74); answers its groups",
            policy: ACCESS_RIGHTS,
            answer: json::<StaffAccount>(), extras: Extras { after: GROUPS_CHANGED, ..Extras::NONE } },
        Row { number: 38, method: Method::DELETE, operation_id: "revokeOriginAccess", tag: "admin",
            path: "/api/admin/access-rights/v1/user/{email}/origin/{origin}",
            summary: "Take the origin's company group from a staff account; refused from its next request (A74)",
            policy: ACCESS_RIGHTS,
            answer: json::<StaffAccount>(), extras: Extras { after: GROUPS_CHANGED, ..Extras::NONE } },
        Row { number: 39, method: Method::POST, operation_id: "createStaffAccount", tag: "admin",
            path: "/api/admin/access-rights/v1/create/user",
            summary: "Create a staff account with its groups; a temporary password is e-mailed to it",
            policy: ACCESS_RIGHTS,
            answer: created::<StaffAccount>(), extras: Extras { body: Some(body::<NewStaffAccount>(&[], NEW_STAFF)), after: GROUPS_CHANGED, ..Extras::NONE } },
        Row { number: 40, method: Method::GET, operation_id: "getStaffAccount", tag: "admin",
            path: "/api/admin/access-rights/v1/user/{email}",
            summary: "A staff account's groups",
            policy: ACCESS_RIGHTS,
            answer: json::<StaffAccount>(), extras: Extras::NONE },
        Row { number: 41, method: Method::GET, operation_id: "getOriginStaff", tag: "admin",
            path: "/api/admin/access-rights/v1/origin/{origin}",
            summary: "The staff accounts holding the origin's company group",
            policy: ACCESS_RIGHTS,
            answer: json::<StaffAccountList>(), extras: Extras::NONE },
    ]
}
