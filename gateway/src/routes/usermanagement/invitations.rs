//! A company's invitations as the invited person answers them (#224 makes them): the caller's
//! own open invitations, and accepting (they become a sub-user with the places offered) or
//! declining one. No row of the contract does this; these are under the caller's own user like
//! the other rows of their own (`{userId}` is the session's), and crm checks that the
//! invitation is to the caller's address. Numbered after the contract's last row.

use actix_web::http::Method;
use upstream_clients::crm::CompanyInvitationList;

use crate::endpoint::{json, After, Extras, Policy, Row};

/// Accepting changes which companies the caller belongs to: their access scope is stale.
const ANSWERED: &[After] = &[After::ForgetScopes];

/// The declared rows, a table kept as one.
#[rustfmt::skip]
pub fn rows() -> Vec<Row> {
    vec![
        Row { number: 248, method: Method::GET, operation_id: "getCompanyInvitations", tag: "usermanagement",
            path: "/api/v2/user/{userId}/companyInvitations",
            summary: "The caller's open invitations to join a company as its user",
            policy: Policy::OWN_AT_CRM,
            answer: json::<CompanyInvitationList>(), extras: Extras::NONE },
        Row { number: 249, method: Method::POST, operation_id: "acceptCompanyInvitation", tag: "usermanagement",
            path: "/api/v2/user/{userId}/companyInvitations/{invitationRef}/accept",
            summary: "Accept an invitation: the caller becomes a user of the company with the places offered; answers the open invitations left",
            policy: Policy::OWN_AT_CRM,
            answer: json::<CompanyInvitationList>(), extras: Extras { after: ANSWERED, ..Extras::NONE } },
        Row { number: 250, method: Method::POST, operation_id: "declineCompanyInvitation", tag: "usermanagement",
            path: "/api/v2/user/{userId}/companyInvitations/{invitationRef}/decline",
            summary: "Decline an invitation: the company is told nothing but that it is no longer open; answers the open invitations left",
            policy: Policy::OWN_AT_CRM,
            answer: json::<CompanyInvitationList>(), extras: Extras { after: ANSWERED, ..Extras::NONE } },
    ]
}
