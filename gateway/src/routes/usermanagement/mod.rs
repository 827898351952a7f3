//! B2B user management (`/api/v2/company/{companyRef}/usermanagement/...`, rows #220–#232,
//! A57): a module per what it does. Every write needs the company's main user, and each one
//! changes who is in the company or what they are given, so it drops the access scopes of the
//! company's users and every cached B2B place entry of the company (§0.7).

mod access;
mod create;
mod customerships;
mod invitations;
mod main_user;
mod users;

use crate::endpoint::{After, Row};

/// What a user-management write makes stale: the scopes of the company's users (their
/// assignments, the main user or the customerships changed) and every cached B2B place entry
/// of the company, in every user's scope (§0.7).
const USERS_CHANGED: &[After] = &[After::ForgetCompanyScopes, After::EvictCompanyPlaces];

pub fn rows() -> Vec<Row> {
    let mut rows = users::rows();
    rows.extend(access::rows());
    rows.extend(main_user::rows());
    rows.extend(create::rows());
    rows.extend(customerships::rows());
    rows.extend(invitations::rows());
    rows
}
