//! Staff look-ups of customers (#18, #22, #23, #25, A17): crm finds customers by customer
//! code, personal identity code, e-mail or portal user, each with their customerships. Which of
//! them a staff member may see (rule C1) is the gateway's filter.

use serde::{Deserialize, Serialize};

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
