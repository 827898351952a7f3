//! crm's in-memory state: its copy of the dataset, which the writes change in place, plus what
//! the dataset has no field for (user properties, content order, customership contact details,
//! feedback). It dereferences to the dataset so the reads take it where they take a `Dataset`.

use std::collections::{HashMap, HashSet};
use std::ops::{Deref, DerefMut};

use upstream_clients::crm::{
    Address, Company, CustomershipList, LocationRight, UiMode, UserContent, UserProperty, UserUi,
};

use crate::dataset::{CompositeLocation, Dataset, PortalUser, UsePlace};

/// A customership (`(companyRef, energy company, customer code)`) removed from its company
/// (#232), with the places and composites that left with it; #225 brings them back.
pub(crate) type CustomershipKey = (String, Company, String);

/// What left a company with a removed customership.
#[derive(Debug, Clone, Default)]
pub(crate) struct Detached {
    pub places: Vec<UsePlace>,
    pub composites: Vec<CompositeLocation>,
}

/// #192's changes to a user's customerships (applied to each of them when read).
#[derive(Debug, Clone, Default, PartialEq)]
pub(crate) struct CustomershipContact {
    pub email: Option<String>,
    pub phone: Option<String>,
    pub invoicing_address: Option<Address>,
}

/// Feedback that has no read row (#145, #146): kept so a developer can see it arrived.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Feedback {
    Error {
        user_id: Option<u64>,
        message: String,
        page: Option<String>,
    },
    App {
        user_id: u64,
        rating: u8,
        comment: Option<String>,
    },
}

/// A company's invitation to an address (#224): whoever has the address joins only by
/// accepting it; until then the company knows only the address it typed.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Invitation {
    pub company_ref: String,
    /// The user reference the person gets on accepting, taken now so the company's list can
    /// show the invitation.
    pub user_reference_id: String,
    /// The address as the company typed it (trimmed).
    pub email: String,
    /// The customer who had the address when invited (their invitation even if they change
    /// it); `None` for an address no customer had, which whoever signs up with it may answer.
    pub user_id: Option<u64>,
    pub locations: Vec<LocationRight>,
}

#[derive(Debug)]
pub(crate) struct CrmState {
    dataset: Dataset,
    /// #104: (user, property) → value.
    pub properties: HashMap<(u64, UserProperty), String>,
    /// #114: a user's content order by location identifier.
    pub content_order: HashMap<u64, Vec<String>>,
    /// #210: a B2B user's own order of a company's places, by the ids they are addressed by.
    pub company_order: HashMap<(u64, String), Vec<String>>,
    /// #192
    pub contacts: HashMap<u64, CustomershipContact>,
    pub feedback: Vec<Feedback>,
    /// #232's removed customerships, known to crm so that #225 can add them again.
    pub detached: HashMap<CustomershipKey, Detached>,
    /// Portal users #224 created whose account has not signed in yet (crm learns of the first
    /// sign-in from its subject mapping).
    pub invited: HashSet<u64>,
    /// #224's invitations not yet accepted or declined, oldest first.
    pub invitations: Vec<Invitation>,
    /// #42: when a developer last had a user's mappings rebuilt (RFC 3339), by portal user.
    pub mappings_refreshed: HashMap<u64, String>,
    /// Numbers the ids of created items (representations, service requests, tickets): above the
    /// dataset's own numbers, never reused, even after a deletion.
    serial: u64,
}

impl CrmState {
    /// The id a new portal user gets: one past the highest so far.
    pub(super) fn next_user_id(&self) -> u64 {
        self.users
            .iter()
            .map(|u| u.priwatti_user_id)
            .max()
            .unwrap_or(0)
            + 1
    }

    pub(crate) fn new(dataset: Dataset) -> Self {
        CrmState {
            dataset,
            properties: HashMap::new(),
            content_order: HashMap::new(),
            company_order: HashMap::new(),
            contacts: HashMap::new(),
            feedback: Vec::new(),
            detached: HashMap::new(),
            invited: HashSet::new(),
            invitations: Vec::new(),
            mappings_refreshed: HashMap::new(),
            serial: 100,
        }
    }

    /// The next serial number for a created item's id.
    pub(crate) fn next_serial(&mut self) -> u64 {
        self.serial += 1;
        self.serial
    }

    /// Forgets what the state keeps about a deleted user beside the dataset.
    pub(crate) fn forget_user(&mut self, user_id: u64) {
        self.properties.retain(|(id, _), _| *id != user_id);
        self.content_order.remove(&user_id);
        self.company_order.retain(|(id, _), _| *id != user_id);
        self.contacts.remove(&user_id);
    }

    /// A B2B user's own order of the company's places (#210); empty when they set none.
    pub(crate) fn company_order_of(&self, user_id: u64, company: &str) -> &[String] {
        self.company_order
            .get(&(user_id, company.to_owned()))
            .map(Vec::as_slice)
            .unwrap_or_default()
    }

    /// #116 with the user's graph mode (#104) and content order (#114).
    pub(crate) fn user_content(&self, user: &PortalUser) -> UserContent {
        let id = user.priwatti_user_id;
        let mut content = super::user_content(self, user);
        if let Some(mode) = self.properties.get(&(id, UserProperty::GraphMode)) {
            content.user.graph_mode = mode.clone();
        }
        if let Some(order) = self.content_order.get(&id) {
            // Listed places first in the given order, the rest after them as they were.
            let rank = |identifier: &str| {
                order
                    .iter()
                    .position(|o| o == identifier)
                    .unwrap_or(order.len())
            };
            content
                .content
                .sort_by_key(|item| rank(&item.location.identifier));
            for (n, item) in content.content.iter_mut().enumerate() {
                item.order = n as u32;
            }
        }
        content
    }

    /// #107 with a uiMode set by #104.
    pub(crate) fn user_ui(&self, user: &PortalUser) -> UserUi {
        let mut ui = super::users::user_ui(user);
        match self
            .properties
            .get(&(user.priwatti_user_id, UserProperty::UiMode))
            .map(String::as_str)
        {
            Some("B2C") => ui.ui_mode = UiMode::B2C,
            Some("B2B") => ui.ui_mode = UiMode::B2B,
            _ => {}
        }
        ui
    }

    /// #109 and #191 with the contact details #192 changed.
    pub(crate) fn customerships(&self, user: &PortalUser) -> CustomershipList {
        let mut list = super::users::customerships(self, user);
        if let Some(contact) = self.contacts.get(&user.priwatti_user_id) {
            for customership in &mut list.customerships {
                if let Some(email) = &contact.email {
                    customership.email = email.clone();
                }
                if let Some(phone) = &contact.phone {
                    customership.phone = Some(phone.clone());
                }
                if let Some(address) = &contact.invoicing_address {
                    customership.invoicing_address = Some(address.clone());
                }
            }
        }
        list
    }
}

impl Deref for CrmState {
    type Target = Dataset;

    fn deref(&self) -> &Dataset {
        &self.dataset
    }
}

impl DerefMut for CrmState {
    fn deref_mut(&mut self) -> &mut Dataset {
        &mut self.dataset
    }
}
