//! The user's own account at crm: strong authentication (#102), registration (#103), properties
//! (#104), the tips e-mail subscription (#105), the e-mail address (#106), deletion (#113) and the
//! customerships' contact details (#192).

use actix_web::web;
use actix_web::HttpResponse;
use upstream_clients::crm::{
    ChangeEmailAddressRequest, Company, CustomerCode, CustomerType, CustomershipUpdateRequest,
    EmailSubscriptionRequest, RegisterRequest, RegisteredUser, SetPropertyRequest,
    StrongAuthRequest,
};
use upstream_clients::identity::AccessClaims;

use super::super::Data;
use super::{conflict, finish, no_content, not_found, ok, user_id, user_mut, Outcome};
use crate::dataset::{Account, PlaceOwner, PortalUser};

type UserPath = web::Path<String>;

/// #102: the identity subject `uuid` proved who they are; crm marks its portal user verified.
/// (That the subject is the session's own is the gateway's check.)
pub(super) async fn strong_auth(
    crm: Data,
    uuid: web::Path<String>,
    _body: web::Json<StrongAuthRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    let Some(id) = state
        .account_by_subject(&uuid)
        .and_then(|a| a.priwatti_user_id)
    else {
        return *not_found("portal user for the subject");
    };
    match state.users.iter_mut().find(|u| u.priwatti_user_id == id) {
        Some(user) => {
            user.user_verified = true;
            HttpResponse::NoContent().finish()
        }
        None => *not_found("portal user for the subject"),
    }
}

/// The customer-code scheme of the dataset ("A", company digit, six digits of the user id).
fn customer_code(user_id: u64, company: Company) -> String {
    let company_digit = match company {
        Company::Vare => 1,
        Company::Sv => 2,
        Company::Kuo => 3,
    };
    format!("A{company_digit}{:06}", user_id % 1_000_000)
}

/// #103: a signed-in identity subject (the bearer) becomes a private customer of `company`. crm
/// learns the subject here, so a freshly signed-up account is mapped from now on.
pub(super) async fn register(
    crm: Data,
    claims: web::ReqData<AccessClaims>,
    body: web::Json<RegisterRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    let mapped = state
        .account_by_subject(&claims.sub)
        .and_then(|a| a.priwatti_user_id)
        .is_some_and(|id| state.user(id).is_some());
    if mapped {
        return *conflict("ACCOUNT_EXISTS", "the account already has a portal user");
    }
    let id = state.next_user_id();
    let company_name = state.energy_company(body.company).name.clone();
    state.users.push(PortalUser {
        priwatti_user_id: id,
        name: body.name.trim().to_owned(),
        email: claims.username.clone(),
        phone: body.phone.clone(),
        customer_type: CustomerType::B2C,
        customer_codes: vec![CustomerCode {
            company_name,
            company: body.company,
            customer_code: customer_code(id, body.company),
        }],
        unread_messages: 0,
        user_verified: false,
        subscribed_to_tips_and_tricks: false,
        energy_price_alert: None,
        energy_price_report: None,
        staff: false,
    });
    match state.accounts.iter_mut().find(|a| a.subject == claims.sub) {
        Some(account) => account.priwatti_user_id = Some(id),
        None => state.accounts.push(Account {
            email: claims.username.clone(),
            // crm never checks passwords; identity keeps the real one.
            password: String::new(),
            subject: claims.sub.clone(),
            groups: claims.groups.clone(),
            force_new_password: false,
            confirmed: true,
            priwatti_user_id: Some(id),
            role: "Portaalissa rekisteröitynyt asiakas".to_owned(),
        }),
    }
    HttpResponse::Ok().json(RegisteredUser {
        priwatti_user_id: id,
    })
}

/// #104: graphMode shows in user content (#116), uiMode in #107.
pub(super) async fn set_property(
    crm: Data,
    user: UserPath,
    body: web::Json<SetPropertyRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        state
            .properties
            .insert((id, body.property), body.value.trim().to_owned());
        no_content()
    })())
}

/// #105
pub(super) async fn set_email_subscription(
    crm: Data,
    user: UserPath,
    body: web::Json<EmailSubscriptionRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        user_mut(&mut state, &user)?.subscribed_to_tips_and_tricks = body.subscribed;
        no_content()
    })())
}

/// #106, crm's half: the portal user's e-mail (user content, profile, customerships) and crm's
/// record of the account. An address another portal user has is refused, so identity (called
/// after crm) is not asked to make two accounts share it.
pub(super) async fn change_email_address(
    crm: Data,
    user: UserPath,
    body: web::Json<ChangeEmailAddressRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        let email = body.email.trim();
        if state
            .users
            .iter()
            .any(|u| u.priwatti_user_id != id && u.email.eq_ignore_ascii_case(email))
        {
            return Err(conflict(
                "EmailAlreadyInUse",
                "another user has this e-mail address",
            ));
        }
        for account in state
            .accounts
            .iter_mut()
            .filter(|a| a.priwatti_user_id == Some(id))
        {
            account.email = email.to_owned();
        }
        user_mut(&mut state, &user)?.email = email.to_owned();
        no_content()
    })())
}

/// #113, crm's half: the user, their own places, the representations they gave or hold and
/// their service requests go; the subject no longer maps to a portal user. A B2B user is
/// refused: their company's users are managed in user management.
pub(super) async fn delete_user(crm: Data, user: UserPath) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| {
        let id = user_id(&state, &user)?;
        if !state.companies_of_user(id).is_empty() {
            return Err(conflict(
                "CompanyUserNotDeletable",
                "a company user is removed in user management",
            ));
        }
        state.users.retain(|u| u.priwatti_user_id != id);
        state.places.retain(|p| p.owner != PlaceOwner::User(id));
        state
            .representations
            .retain(|r| r.grantor_user_id != id && r.representative_user_id != Some(id));
        state.service_requests.retain(|r| r.user_id != id);
        for account in state
            .accounts
            .iter_mut()
            .filter(|a| a.priwatti_user_id == Some(id))
        {
            account.priwatti_user_id = None;
        }
        state.forget_user(id);
        no_content()
    })())
}

/// #192: a partial update of the contact details of every customership of the user; answers the
/// customerships as #191 now shows them.
pub(super) async fn update_customerships(
    crm: Data,
    user: UserPath,
    body: web::Json<CustomershipUpdateRequest>,
) -> HttpResponse {
    let mut state = crm.data_mut();
    finish((|| -> Outcome {
        let id = user_id(&state, &user)?;
        let body = body.into_inner();
        let contact = state.contacts.entry(id).or_default();
        if let Some(email) = body.email {
            contact.email = Some(email.trim().to_owned());
        }
        if let Some(phone) = body.phone {
            contact.phone = Some(phone);
        }
        if let Some(address) = body.invoicing_address {
            contact.invoicing_address = Some(address);
        }
        let user = state.user(id).ok_or_else(|| not_found("user"))?;
        ok(state.customerships(user))
    })())
}
