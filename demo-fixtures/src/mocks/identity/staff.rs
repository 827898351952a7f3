//! identity's staff half: an account's live groups (asked on every staff request, A74) and the
//! access-rights rows #37–#41, which give and take the company groups of staff accounts and make
//! new staff accounts. Which staff member may do this is the gateway's check (its row table);
//! identity checks the token, what the e-mail names and that groups are spec §6's.

use actix_web::http::StatusCode;
use actix_web::{web, HttpResponse};
use upstream_clients::identity::{
    codes, AccessClaims, AccountGroups, EmailRequest, NewCustomerAccount, NewStaffAccount,
    StaffAccount, StaffAccountList, UnauthenticatedAccount, UnauthenticatedAccounts, STAFF_GROUPS,
};

use super::{
    answer, email_is_valid, key, new_code, random_token, Account, Data, IdentityState,
    PasswordHash, INVALID_PARAMETER, USERNAME_EXISTS,
};
use crate::dataset::subject_for;
use crate::mocks::error::MockError;
use crate::mocks::outbox::{Outbox, OutboxKind};
use crate::mocks::tokens::Tokens;

const NO_STAFF_ACCOUNT: MockError = MockError::new(
    StatusCode::NOT_FOUND,
    "NotFound",
    "no staff account with this e-mail",
);
const UNKNOWN_ORIGIN: MockError =
    MockError::new(StatusCode::NOT_FOUND, "NotFound", "no such origin");

/// The company group of an origin (VARE, SV, KUO).
fn origin_group(origin: &str) -> Result<&'static str, MockError> {
    STAFF_GROUPS
        .into_iter()
        .find(|group| group.strip_prefix("ADMIN_GROUP_") == Some(origin))
        .filter(|_| matches!(origin, "VARE" | "SV" | "KUO"))
        .ok_or(UNKNOWN_ORIGIN)
}

const NO_ACCOUNT: MockError = MockError::new(
    StatusCode::NOT_FOUND,
    "NotFound",
    "no account with this e-mail",
);
const STAFF_ACCOUNT: MockError = MockError::new(
    StatusCode::CONFLICT,
    codes::STAFF_ACCOUNT,
    "a staff account is not deleted by user administration",
);

fn customer_account(account: &Account) -> UnauthenticatedAccount {
    UnauthenticatedAccount {
        email: account.email.clone(),
        subject: account.subject.clone(),
        name: account.name.clone(),
        confirmed: account.confirmed,
    }
}

fn staff_account(account: &Account) -> StaffAccount {
    StaffAccount {
        email: account.email.clone(),
        groups: account.groups.clone(),
    }
}

impl IdentityState {
    /// The bearer's own account's groups as they are now.
    pub(crate) fn live_groups(
        &self,
        claims: &AccessClaims,
        subject: &str,
    ) -> Result<AccountGroups, MockError> {
        let email_key = self.own_account(claims, subject)?;
        let groups = self.accounts[&email_key].groups.clone();
        Ok(AccountGroups { groups })
    }

    fn staff_mut(&mut self, email: &str) -> Result<&mut Account, MockError> {
        self.accounts
            .get_mut(&key(email))
            .filter(|account| account.staff)
            .ok_or(NO_STAFF_ACCOUNT)
    }

    /// #37 (`grant`) and #38: the staff account holds the origin's company group, or no longer.
    pub(crate) fn set_origin_group(
        &mut self,
        email: &str,
        origin: &str,
        grant: bool,
    ) -> Result<StaffAccount, MockError> {
        let group = origin_group(origin)?;
        let account = self.staff_mut(email)?;
        account.groups.retain(|held| held != group);
        if grant {
            account.groups.push(group.to_owned());
        }
        Ok(staff_account(account))
    }

    /// #39: a new staff account, confirmed, with a temporary password e-mailed to it that its
    /// first sign-in replaces (as an invited account's). An address with an account is 409.
    pub(crate) fn create_staff(
        &mut self,
        outbox: &Outbox,
        request: &NewStaffAccount,
    ) -> Result<StaffAccount, MockError> {
        let email = request.email.trim();
        let known = |group: &String| STAFF_GROUPS.contains(&group.as_str());
        if !request.groups.iter().all(known) {
            return Err(INVALID_PARAMETER);
        }
        let mut groups = request.groups.clone();
        groups.sort();
        groups.dedup();
        let name = email.split('@').next().unwrap_or_default();
        let account = self.add_invited(outbox, email, name, groups, true)?;
        Ok(staff_account(account))
    }

    /// A new confirmed account with a temporary password e-mailed to it that its first sign-in
    /// replaces (as an invited account's). A malformed address or no name is 400, an address
    /// with an account 409.
    fn add_invited(
        &mut self,
        outbox: &Outbox,
        email: &str,
        name: &str,
        groups: Vec<String>,
        staff: bool,
    ) -> Result<&Account, MockError> {
        if !email_is_valid(email) || name.is_empty() {
            return Err(INVALID_PARAMETER);
        }
        if self.accounts.contains_key(&key(email)) {
            return Err(USERNAME_EXISTS);
        }
        let temporary = format!("Tmp{}a{}", random_token(9), new_code());
        let account = Account {
            email: email.to_owned(),
            subject: subject_for(email),
            name: name.to_owned(),
            password: PasswordHash::new(&temporary),
            staff,
            groups,
            force_new_password: true,
            confirmed: true,
            invited: true,
        };
        outbox.send(email, OutboxKind::Invitation, &temporary);
        let email_key = key(email);
        self.accounts.insert(email_key.clone(), account);
        Ok(&self.accounts[&email_key])
    }

    /// #16, identity's half: a customer's account made by user administration, mailed a
    /// temporary password. An address with an account is 409.
    pub(crate) fn create_customer(
        &mut self,
        outbox: &Outbox,
        request: &NewCustomerAccount,
    ) -> Result<UnauthenticatedAccount, MockError> {
        let (email, name) = (request.email.trim(), request.name.trim());
        let account = self.add_invited(outbox, email, name, Vec::new(), false)?;
        Ok(customer_account(account))
    }

    /// #15, identity's half: a customer's account goes and every session of it ends. No
    /// account is 404; a staff account is 409 (staff accounts are not user administration's).
    pub(crate) fn delete_customer(
        &mut self,
        tokens: &Tokens,
        email: &str,
    ) -> Result<UnauthenticatedAccount, MockError> {
        let email_key = key(email);
        let account = self.accounts.get(&email_key).ok_or(NO_ACCOUNT)?;
        if account.staff {
            return Err(STAFF_ACCOUNT);
        }
        let gone = customer_account(account);
        self.remove_account(tokens, &email_key);
        Ok(gone)
    }

    /// #40.
    pub(crate) fn staff_of(&self, email: &str) -> Result<StaffAccount, MockError> {
        self.accounts
            .get(&key(email))
            .filter(|account| account.staff)
            .map(staff_account)
            .ok_or(NO_STAFF_ACCOUNT)
    }

    /// #41: the accounts holding the origin's company group, by e-mail.
    pub(crate) fn staff_of_origin(&self, origin: &str) -> Result<StaffAccountList, MockError> {
        let group = origin_group(origin)?;
        let mut accounts: Vec<StaffAccount> = self
            .accounts
            .values()
            .filter(|account| account.groups.iter().any(|held| held == group))
            .map(staff_account)
            .collect();
        accounts.sort_by(|a, b| a.email.cmp(&b.email));
        Ok(StaffAccountList {
            origin: origin.to_owned(),
            accounts,
        })
    }
}

pub(super) async fn live_groups(
    identity: Data,
    claims: web::ReqData<AccessClaims>,
    subject: web::Path<String>,
) -> HttpResponse {
    answer(identity.state().live_groups(&claims, &subject))
}

async fn grant(identity: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let (email, origin) = path.into_inner();
    answer(identity.state().set_origin_group(&email, &origin, true))
}

async fn revoke(identity: Data, path: web::Path<(String, String)>) -> HttpResponse {
    let (email, origin) = path.into_inner();
    answer(identity.state().set_origin_group(&email, &origin, false))
}

async fn create(identity: Data, body: web::Json<NewStaffAccount>) -> HttpResponse {
    match identity.state().create_staff(&identity.outbox, &body) {
        Ok(made) => HttpResponse::Created().json(made),
        Err(reject) => reject.response(),
    }
}

async fn of_user(identity: Data, email: web::Path<String>) -> HttpResponse {
    answer(identity.state().staff_of(&email))
}

async fn of_origin(identity: Data, origin: web::Path<String>) -> HttpResponse {
    answer(identity.state().staff_of_origin(&origin))
}

#[derive(serde::Deserialize)]
struct EmailQuery {
    email: String,
}

/// #24's candidates: the customer account with this e-mail, if any (never a staff account);
/// which of them has a customership is crm's to say, and the gateway asks it.
async fn customer_accounts(identity: Data, query: web::Query<EmailQuery>) -> HttpResponse {
    let state = identity.state();
    let accounts = state
        .accounts
        .get(&key(&query.email))
        .filter(|account| !account.staff)
        .map(customer_account)
        .into_iter()
        .collect();
    HttpResponse::Ok().json(UnauthenticatedAccounts { accounts })
}

async fn create_customer(identity: Data, body: web::Json<NewCustomerAccount>) -> HttpResponse {
    match identity.state().create_customer(&identity.outbox, &body) {
        Ok(made) => HttpResponse::Created().json(made),
        Err(reject) => reject.response(),
    }
}

async fn delete_customer(identity: Data, body: web::Json<EmailRequest>) -> HttpResponse {
    answer(
        identity
            .state()
            .delete_customer(&identity.tokens, &body.email),
    )
}

/// The user-admin routes under `/admin/users/v1`, with the staff member's own token.
pub(super) fn user_routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/search/unauthenticated", web::get().to(customer_accounts))
        .route("/accounts", web::post().to(create_customer))
        .route("/accounts/delete", web::post().to(delete_customer));
}

/// The access-rights routes under `/admin/access-rights/v1` (the gateway's paths without
/// `/api`), each with the staff member's own access token.
pub(super) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/user/{email}/origin/{origin}", web::post().to(grant))
        .route("/user/{email}/origin/{origin}", web::delete().to(revoke))
        .route("/create/user", web::post().to(create))
        .route("/user/{email}", web::get().to(of_user))
        .route("/origin/{origin}", web::get().to(of_origin));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{emails, Dataset};

    #[test]
    fn a_company_group_is_given_and_taken_and_lists_follow() {
        let mut state = IdentityState::from_dataset(Dataset::demo());
        let before = state.staff_of_origin("SV").unwrap().accounts.len();
        let given = state
            .set_origin_group(emails::KEHITTAJA, "SV", true)
            .unwrap();
        assert!(given.groups.contains(&"ADMIN_GROUP_SV".to_owned()));
        assert_eq!(
            state.staff_of_origin("SV").unwrap().accounts.len(),
            before + 1
        );
        // Given twice, held once.
        let again = state
            .set_origin_group(emails::KEHITTAJA, "SV", true)
            .unwrap();
        assert_eq!(again.groups, given.groups);
        let taken = state
            .set_origin_group(emails::KEHITTAJA, "SV", false)
            .unwrap();
        assert!(!taken.groups.contains(&"ADMIN_GROUP_SV".to_owned()));
        assert_eq!(state.staff_of_origin("SV").unwrap().accounts.len(), before);
    }

    #[test]
    fn customers_and_unknown_origins_are_not_staff_business() {
        let mut state = IdentityState::from_dataset(Dataset::demo());
        let customer = state.set_origin_group(emails::KULUTTAJA, "VARE", true);
        assert_eq!(customer.unwrap_err(), NO_STAFF_ACCOUNT);
        let origin = state.set_origin_group(emails::KEHITTAJA, "HELSINKI", true);
        assert_eq!(origin.unwrap_err(), UNKNOWN_ORIGIN);
        assert_eq!(
            state.staff_of(emails::KULUTTAJA).unwrap_err(),
            NO_STAFF_ACCOUNT
        );
    }

    #[test]
    fn a_new_staff_account_is_mailed_and_a_second_one_is_a_conflict() {
        let mut state = IdentityState::from_dataset(Dataset::demo());
        let outbox = Outbox::default();
        let request = NewStaffAccount {
            email: "uusi.tyontekija@demo.example".into(),
            groups: vec!["ADMIN_GROUP_KUO".into()],
        };
        let made = state.create_staff(&outbox, &request).unwrap();
        assert_eq!(made.groups, ["ADMIN_GROUP_KUO"]);
        assert_eq!(outbox.messages().len(), 1);
        assert_eq!(
            state.create_staff(&outbox, &request).unwrap_err(),
            USERNAME_EXISTS
        );
        let bad = NewStaffAccount {
            email: "toinen@demo.example".into(),
            groups: vec!["ROOT".into()],
        };
        assert_eq!(
            state.create_staff(&outbox, &bad).unwrap_err(),
            INVALID_PARAMETER
        );
    }

    #[test]
    fn user_administration_makes_and_deletes_customers_accounts_only() {
        let mut state = IdentityState::from_dataset(Dataset::demo());
        let outbox = Outbox::default();
        let tokens = Tokens::generate("iss", "aud", std::time::Duration::from_secs(60)).unwrap();
        let request = NewCustomerAccount {
            email: "uusi.asiakas@demo.example".into(),
            name: "Uusi Asiakas".into(),
        };
        let made = state.create_customer(&outbox, &request).unwrap();
        assert_eq!(made.subject, subject_for("uusi.asiakas@demo.example"));
        assert_eq!(outbox.messages().len(), 1, "a temporary password is mailed");
        assert_eq!(
            state.create_customer(&outbox, &request).unwrap_err(),
            USERNAME_EXISTS
        );
        assert_eq!(
            state.delete_customer(&tokens, emails::ADMIN).unwrap_err(),
            STAFF_ACCOUNT
        );
        let gone = state
            .delete_customer(&tokens, "UUSI.asiakas@demo.example")
            .unwrap();
        assert_eq!(gone.email, "uusi.asiakas@demo.example");
        assert_eq!(
            state
                .delete_customer(&tokens, "uusi.asiakas@demo.example")
                .unwrap_err(),
            NO_ACCOUNT
        );
    }
}
