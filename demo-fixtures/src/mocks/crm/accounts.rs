//! crm's half of user administration (#15–#17, A16): which customer a customership names and
//! whether an account signs in as them, and the mapping of an identity account to that
//! customer (made by #16 and #17, forgotten by #15). The customer's own record stays: deleting
//! the account ends the sign-in, not the customership.

use actix_web::{web, HttpResponse};
use upstream_clients::crm::{
    AccountLink, AccountUnlink, Company, CustomerOfCode, CustomershipKey, LinkedUser,
};

use super::state::CrmState;
use super::Data;
use crate::dataset::{Account, PortalUser};
use crate::mocks::error::{respond, Answer, MockError};

fn account_exists(message: &str) -> MockError {
    MockError::conflict("ACCOUNT_EXISTS", message)
}

/// The portal user holding customer code `code` at `origin`.
fn customer<'a>(state: &'a CrmState, origin: Company, code: &str) -> Answer<&'a PortalUser> {
    state
        .users
        .iter()
        .find(|user| {
            user.customer_codes
                .iter()
                .any(|c| c.company == origin && c.customer_code == code.trim())
        })
        .ok_or_else(|| MockError::not_found("customer"))
}

fn has_account(state: &CrmState, user_id: u64) -> bool {
    state
        .accounts
        .iter()
        .any(|account| account.priwatti_user_id == Some(user_id))
}

impl CrmState {
    /// The customer of a customership, and whether an account signs in as them.
    pub(crate) fn customer_of_code(&self, key: &CustomershipKey) -> Answer<CustomerOfCode> {
        let user = customer(self, key.origin, &key.customer_code)?;
        Ok(CustomerOfCode {
            priwatti_user_id: user.priwatti_user_id,
            name: user.name.clone(),
            has_account: has_account(self, user.priwatti_user_id),
        })
    }

    /// Maps the account to the customer: 409 when the account signs in as a customer already
    /// or the customer has an account.
    pub(crate) fn link_account(&mut self, link: &AccountLink) -> Answer<LinkedUser> {
        let id = customer(self, link.origin, &link.customer_code)?.priwatti_user_id;
        let mapped = self
            .account_by_subject(&link.subject)
            .and_then(|account| account.priwatti_user_id)
            .is_some_and(|user| self.user(user).is_some());
        if mapped {
            return Err(account_exists("the account is a customer's already"));
        }
        if has_account(self, id) {
            return Err(account_exists("the customer has an account already"));
        }
        match self.accounts.iter_mut().find(|a| a.subject == link.subject) {
            Some(account) => {
                account.priwatti_user_id = Some(id);
                account.email = link.email.trim().to_owned();
            }
            None => self.accounts.push(Account {
                email: link.email.trim().to_owned(),
                // crm never checks passwords; identity keeps the real one.
                password: String::new(),
                subject: link.subject.clone(),
                groups: Vec::new(),
                force_new_password: false,
                confirmed: true,
                priwatti_user_id: Some(id),
                role: "Käyttäjähallinnan liittämä asiakas".to_owned(),
            }),
        }
        Ok(LinkedUser {
            priwatti_user_id: Some(id),
        })
    }

    /// Forgets the account's customer, answering who it was (none: it had none).
    pub(crate) fn unlink_account(&mut self, unlink: &AccountUnlink) -> LinkedUser {
        let account = self
            .accounts
            .iter_mut()
            .find(|account| account.subject == unlink.subject);
        LinkedUser {
            priwatti_user_id: account.and_then(|account| account.priwatti_user_id.take()),
        }
    }
}

async fn customer_of_code(crm: Data, key: web::Json<CustomershipKey>) -> HttpResponse {
    respond(crm.data().customer_of_code(&key))
}

async fn link(crm: Data, link: web::Json<AccountLink>) -> HttpResponse {
    respond(crm.data_mut().link_account(&link))
}

async fn unlink(crm: Data, unlink: web::Json<AccountUnlink>) -> HttpResponse {
    respond(Ok(crm.data_mut().unlink_account(&unlink)))
}

/// The routes under `/admin/users/v1`, with the staff member's own token.
pub(crate) fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/accounts/customer", web::post().to(customer_of_code))
        .route("/accounts/link", web::post().to(link))
        .route("/accounts/unlink", web::post().to(unlink));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::{emails, Dataset};

    fn kuluttaja(state: &CrmState) -> (&PortalUser, CustomershipKey) {
        let account = state
            .accounts
            .iter()
            .find(|a| a.email == emails::KULUTTAJA)
            .expect("kuluttaja's account");
        let user = state.user(account.priwatti_user_id.unwrap()).unwrap();
        let code = &user.customer_codes[0];
        let key = CustomershipKey {
            origin: code.company,
            customer_code: code.customer_code.clone(),
        };
        (user, key)
    }

    #[test]
    fn an_account_is_unlinked_and_another_linked_to_the_same_customer() {
        let mut state = CrmState::new(Dataset::demo().clone());
        let (user, key) = kuluttaja(&state);
        let id = user.priwatti_user_id;
        let old_subject = state
            .accounts
            .iter()
            .find(|a| a.priwatti_user_id == Some(id))
            .unwrap()
            .subject
            .clone();
        assert!(state.customer_of_code(&key).unwrap().has_account);
        let link = AccountLink {
            subject: "uusi-subjekti".into(),
            email: "uusi.tili@demo.example".into(),
            origin: key.origin,
            customer_code: key.customer_code.clone(),
        };
        // One account per customer.
        let refused = state.link_account(&link).unwrap_err();
        assert_eq!(
            refused,
            account_exists("the customer has an account already")
        );

        let gone = state.unlink_account(&AccountUnlink {
            subject: old_subject.clone(),
        });
        assert_eq!(gone.priwatti_user_id, Some(id));
        assert!(!state.customer_of_code(&key).unwrap().has_account);
        // The customer stays.
        assert!(state.user(id).is_some());

        assert_eq!(
            state.link_account(&link).unwrap().priwatti_user_id,
            Some(id)
        );
        assert_eq!(
            state
                .account_by_subject("uusi-subjekti")
                .unwrap()
                .priwatti_user_id,
            Some(id)
        );
        // The linked account is a customer's now: it cannot be linked again.
        assert_eq!(
            state.link_account(&link).unwrap_err(),
            account_exists("the account is a customer's already")
        );
    }

    #[test]
    fn an_unknown_customership_is_not_found() {
        let state = CrmState::new(Dataset::demo().clone());
        let key = CustomershipKey {
            origin: Company::Kuo,
            customer_code: "A9999999".into(),
        };
        assert_eq!(
            state.customer_of_code(&key).unwrap_err(),
            MockError::not_found("customer")
        );
    }
}
