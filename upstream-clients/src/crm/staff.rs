//! Staff look-ups of customers (#18, #22, #23, #25, A17): crm finds customers by customer
//! code, personal identity code, e-mail or portal user, each with their customerships. Which of
//! them a staff member may see (rule C1) is the gateway's filter.

use serde::{Deserialize, Serialize};
use validator::Validate;

use super::{Company, CustomerCode, CustomerType};

/// #22's criteria as crm takes them: in a body, so the personal identity code never travels in
/// a URL (A18). At least one of code, SSN and e-mail; `origin` narrows to one company.
#[derive(Clone, Default, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CustomerSearch {
    pub customer_code: Option<String>,
    pub ssn: Option<String>,
    pub email: Option<String>,
    pub origin: Option<Company>,
}
crate::debug_redacted!(CustomerSearch { customer_code, email, origin } secret { ssn });

/// One customer found: the portal user and their customerships (company and customer code).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerMatch {
    pub priwatti_user_id: u64,
    pub name: String,
    pub email: String,
    pub customer_type: CustomerType,
    pub customerships: Vec<CustomerCode>,
}

impl CustomerMatch {
    /// The match as a staff member seeing only `companies` sees it: their customerships only,
    /// and nothing when none is left.
    pub fn seen_by(mut self, companies: &[Company]) -> Option<Self> {
        self.customerships
            .retain(|customership| companies.contains(&customership.company));
        (!self.customerships.is_empty()).then_some(self)
    }
}

/// Customers found, in crm's order (by portal user id).
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct CustomerMatches {
    pub customers: Vec<CustomerMatch>,
}

/// #18: the companies a user is a customer of (customerships), as C1 lets the caller see them.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct UserCustomerships {
    pub customerships: Vec<CustomerCode>,
}

/// #21 (A20): crm's records of one location of a customer, as customer service reads them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct LocationRecords {
    pub locations: Vec<super::LocationDetail>,
}

/// #16 (CREATE_ACCOUNT_MODE) and #17 (IDENTIFY_ACCOUNT_MODE): a customer of an energy company,
/// named by one of their customerships, and the sign-in account's e-mail: #16 makes that
/// account, #17 finds an existing one that has no customership yet. Either way the account
/// then signs in as the customer.
// The customer code's rule is a schema rule so that a 400 names `customerCode` as the wire
// does (a field rule would name `customer_code`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
#[validate(schema(function = "customer_code_of"))]
pub struct CustomerAccountRequest {
    #[validate(email, length(max = 254))]
    pub email: String,
    pub origin: Company,
    /// `A` and seven digits (spec §3).
    pub customer_code: String,
}

fn customer_code_of(request: &CustomerAccountRequest) -> Result<(), validator::ValidationError> {
    if super::is_customer_code(&request.customer_code) {
        Ok(())
    } else {
        Err(validator::ValidationError::new("customerCode")
            .with_message("must be A and seven digits".into()))
    }
}

/// #15: the customer account to delete, by its sign-in e-mail.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Validate)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "camelCase")]
pub struct AccountEmail {
    #[validate(email, length(max = 254))]
    pub email: String,
}

/// crm's customer of a customership (`POST /admin/users/v1/accounts/customer` with
/// `{origin, customerCode}`): the portal user, and whether an account signs in as them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CustomerOfCode {
    pub priwatti_user_id: u64,
    pub name: String,
    pub has_account: bool,
}

/// A customership by company and code, as crm takes it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct CustomershipKey {
    pub origin: Company,
    pub customer_code: String,
}

/// crm maps an identity account to the customer of a customership
/// (`POST /admin/users/v1/accounts/link`): 409 `ACCOUNT_EXISTS` when either has one already.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AccountLink {
    pub subject: String,
    pub email: String,
    pub origin: Company,
    pub customer_code: String,
}

/// crm forgets an identity account (`POST /admin/users/v1/accounts/unlink`), answering the
/// portal user it was mapped to, if any; the customer stays.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct AccountUnlink {
    pub subject: String,
}

/// What crm's link and unlink answer: the account's portal user (none: it had none).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(rename_all = "camelCase")]
pub struct LinkedUser {
    pub priwatti_user_id: Option<u64>,
}
