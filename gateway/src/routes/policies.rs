//! The access, upstream and cache policies that several rows share, each named once so that a
//! row states only what is its own (`policy: Policy::METERING_OF_PLACE`); a row whose policy is
//! its own alone spells it out.

use upstream_clients::System;

use crate::endpoint::{AccessRule, Caching, Ownership, Policy};

/// A table, kept as one: a policy a line.
#[rustfmt::skip]
impl Policy {
    /// A place's metering data, for its owner, a grantee or customer service; cached per user.
    pub const METERING_OF_PLACE: Policy = Policy { access: AccessRule::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser };
    /// The user's own message boxes, chat and price alerts; never cached.
    pub const OWN_AT_MESSAGING: Policy = Policy { access: AccessRule::Owner(Ownership::SELF), upstream: System::Messaging, cache: Caching::Never };
    /// The user's own account, requests and representations at crm; never cached.
    pub const OWN_AT_CRM: Policy = Policy { access: AccessRule::Owner(Ownership::SELF), upstream: System::Crm, cache: Caching::Never };
    /// A visible place's alert settings and notifications, for the user or customer service; never
    /// cached.
    pub const PLACE_AT_MESSAGING: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Messaging, cache: Caching::Never };
    /// A visible place's alert setting saved (a grantee saves their own, A59).
    pub const PLACE_SAVE_AT_MESSAGING: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE), upstream: System::Messaging, cache: Caching::Never };
    /// A write to crm about places the user sees.
    pub const PLACE_SAVE_AT_CRM: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE), upstream: System::Crm, cache: Caching::Never };
    /// Any session's push-device registrations; never cached.
    pub const SESSION_AT_MESSAGING: Policy = Policy { access: AccessRule::Session, upstream: System::Messaging, cache: Caching::Never };
    /// The user's own contracts and customerships; cached per user.
    pub const OWN_CACHED_AT_CRM: Policy = Policy { access: AccessRule::Owner(Ownership::SELF), upstream: System::Crm, cache: Caching::PerUser };
    /// The owner's metering settings of an own place.
    pub const OWN_PLACE_SAVE_AT_METERING: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_OWN_PLACE), upstream: System::Metering, cache: Caching::Never };
    /// Market prices, the same for everyone.
    pub const SHARED_AT_METERING: Policy = Policy { access: AccessRule::Session, upstream: System::Metering, cache: Caching::Shared };
    /// Customer service and company information, the same for everyone.
    pub const SHARED_AT_CRM: Policy = Policy { access: AccessRule::Session, upstream: System::Crm, cache: Caching::Shared };
    /// The owner's panels and own places, linked and unlinked.
    pub const OWN_PANEL_AT_SOLAR: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_OWN_PLACE_PANEL), upstream: System::Solar, cache: Caching::Never };
    /// A visible place's metering estimates, for the user or customer service; cached per user.
    pub const VISIBLE_PLACE_AT_METERING: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Metering, cache: Caching::PerUser };
    /// Published content, the same for everyone.
    pub const SHARED_AT_CONTENT: Policy = Policy { access: AccessRule::Session, upstream: System::Content, cache: Caching::Shared };
    /// What any session may send to crm (an error report, a mailed activation link).
    pub const SESSION_AT_CRM: Policy = Policy { access: AccessRule::Session, upstream: System::Crm, cache: Caching::Never };
    /// A place's invoices, for its owner, a grantee or customer service; cached per user.
    pub const INVOICING_OF_PLACE: Policy = Policy { access: AccessRule::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Invoicing, cache: Caching::PerUser };
    /// An own place's follow-up offers, for the user or customer service; never cached.
    pub const OWN_PLACE_AT_CRM: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_OWN_PLACE_CS), upstream: System::Crm, cache: Caching::Never };
    /// A place's contracts, for its owner, a grantee or customer service; cached per user.
    pub const CRM_OF_PLACE: Policy = Policy { access: AccessRule::Owner(Ownership::OWNER_PLACE_CS), upstream: System::Crm, cache: Caching::PerUser };
    /// The signed-in identity itself (`{uuid}` is its subject); never cached.
    pub const SUBJECT_AT_CRM: Policy = Policy { access: AccessRule::SessionSubject, upstream: System::Crm, cache: Caching::Never };
    /// A B2B company's places as the caller is assigned them; cached per user.
    pub const COMPANY_CACHED_AT_CRM: Policy = Policy { access: AccessRule::Company, upstream: System::Crm, cache: Caching::PerUser };
    /// A B2B write to crm about an assigned place (FULL_ACCESS or the main user, A56).
    pub const COMPANY_SAVE_AT_CRM: Policy = Policy { access: AccessRule::Company, upstream: System::Crm, cache: Caching::Never };
    /// A B2B export of assigned places from metering: a read right suffices (A55); never cached.
    pub const COMPANY_EXPORT_AT_METERING: Policy = Policy { access: AccessRule::Company, upstream: System::Metering, cache: Caching::Never };
    /// A B2B company's place as metering prices it, for a user assigned it; cached per user.
    pub const COMPANY_CACHED_AT_METERING: Policy = Policy { access: AccessRule::Company, upstream: System::Metering, cache: Caching::PerUser };
    /// A B2B write to metering about an assigned place (FULL_ACCESS or the main user, A56).
    pub const COMPANY_SAVE_AT_METERING: Policy = Policy { access: AccessRule::Company, upstream: System::Metering, cache: Caching::Never };
    /// A B2B company's place's invoices, for a user assigned it; cached per user.
    pub const COMPANY_CACHED_AT_INVOICING: Policy = Policy { access: AccessRule::Company, upstream: System::Invoicing, cache: Caching::PerUser };
    /// A B2B user's own setting over assigned places, saved at crm (any right will do, A56).
    pub const COMPANY_PERSONAL_AT_CRM: Policy = Policy { access: AccessRule::CompanyPersonal, upstream: System::Crm, cache: Caching::Never };
    /// A B2B company's users, for any member of it (A57); never cached.
    pub const COMPANY_MEMBER_AT_CRM: Policy = Policy { access: AccessRule::UserManagement { main_user: false }, upstream: System::Crm, cache: Caching::Never };
    /// A B2B company's user management, for its main user only (A57); never cached.
    pub const COMPANY_MAIN_USER_AT_CRM: Policy = Policy { access: AccessRule::UserManagement { main_user: true }, upstream: System::Crm, cache: Caching::Never };
    /// A visible place's invoices and documents, for the user or customer service; cached per user.
    pub const VISIBLE_PLACE_AT_INVOICING: Policy = Policy { access: AccessRule::Owner(Ownership::SELF_VISIBLE_PLACE_CS), upstream: System::Invoicing, cache: Caching::PerUser };
}
