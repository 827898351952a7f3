//! The read rows served by crm: the user's profile and customerships, contracts, follow-up
//! offers, representations, service requests and the customer-service information.

use upstream_clients::crm::{
    CompanySelectionList, ContractList, CustomerServiceInfoList, CustomerServiceNumberList,
    CustomershipList, ElectricityContractCheck, FollowUpOfferList, FollowUpOfferStatus,
    NewContractInfo, Representations, RepresentativeEligibility, ServiceRequestList, SwitchGuard,
    UserProfile, UserUi,
};
use upstream_clients::System;

use super::params::{optional, required, Kind, CONTRACT_TYPES};
use super::{json, Access, Answer, Caching, Ownership, Row};

fn row(
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
    answer: Answer,
) -> Row {
    Row::get(System::Crm, tag(path), number, id, path, summary, answer)
}

fn tag(path: &str) -> &'static str {
    if path.contains("/servicelocation/") || path.contains("/contracts/v1/") {
        "servicelocation"
    } else if path.contains("/info/") {
        "info"
    } else {
        "user"
    }
}

pub fn rows() -> Vec<Row> {
    let place = Ownership::OWNER_PLACE_CS;
    vec![
        row(
            56,
            "getFollowupOfferStatus",
            "/api/v2/servicelocation/user/{userId}/followupoffer/location/{locationId}/status",
            "Follow-up offer status of a place",
            json::<FollowUpOfferStatus>(),
        )
        .owner(Ownership::SELF_OWN_PLACE_CS),
        row(
            57,
            "getFollowupOffers",
            "/api/v2/servicelocation/user/{userId}/followupoffer/location/{locationId}/offers",
            "Follow-up offers of a place",
            json::<FollowUpOfferList>(),
        )
        .owner(Ownership::SELF_OWN_PLACE_CS),
        row(
            101,
            "checkElectricityContracts",
            "/api/v2/alerts/checkElectricityContracts",
            "Whether the place has electricity contracts for alerts",
            json::<ElectricityContractCheck>(),
        )
        .query(
            const {
                &[
                    required(
                        "priwattiUserId",
                        Kind::UserId,
                        "The caller's portal user id",
                    ),
                    required(
                        "locationIdentifier",
                        Kind::Location,
                        "A place visible to the caller",
                    ),
                ]
            },
        )
        .access(Access::QueryOwner)
        .cached(Caching::PerUser),
        row(
            107,
            "getUserUi",
            "/api/v2/user/{userId}/ui",
            "UI mode (B2C or B2B)",
            json::<UserUi>(),
        )
        .owner(Ownership::SELF_CS)
        .cached(Caching::PerUser),
        row(
            108,
            "getNewContractInfo",
            "/api/v2/user/{userId}/newContractInfo",
            "Products a new contract can be made for",
            json::<NewContractInfo>(),
        )
        .owner(Ownership::SELF)
        .cached(Caching::PerUser),
        row(
            109,
            "getUserCustomerships",
            "/api/v2/user/{userId}/customerships",
            "The user's customerships",
            json::<CustomershipList>(),
        )
        .owner(Ownership::SELF)
        .cached(Caching::PerUser),
        row(
            110,
            "getUserContracts",
            "/api/v2/user/{userId}/contracts",
            "The user's contracts",
            json::<ContractList>(),
        )
        .query(
            const {
                &[optional(
                    "includeRepresentativeMappings",
                    Kind::Bool,
                    "Also the contracts of places shared by a read right",
                )]
            },
        )
        .owner(Ownership::SELF)
        .cached(Caching::PerUser),
        row(
            111,
            "getUserProfile",
            "/api/v2/user/profile/{uuid}",
            "The signed-in account's profile",
            json::<UserProfile>(),
        )
        .query(
            const {
                &[
                    optional(
                        "refreshMappings",
                        Kind::Bool,
                        "Refresh the user's crm mappings",
                    ),
                    optional("forceRefreshMappings", Kind::Bool, "Refresh even if fresh"),
                ]
            },
        )
        .access(Access::SessionSubject),
        row(
            118,
            "getLocationContracts",
            "/api/v2/servicelocation/user/{userId}/location/{locationId}/contracts",
            "Contracts of a place",
            json::<ContractList>(),
        )
        .query(
            const {
                &[optional(
                    "contractType",
                    Kind::OneOf(CONTRACT_TYPES),
                    "Only contracts of this type",
                )]
            },
        )
        .owner(place)
        .cached(Caching::PerUser),
        row(
            119,
            "getSwitchGuard",
            "/api/v2/servicelocation/user/{userId}/location/{locationId}/contract/switchGuard",
            "Whether and when the contract can be switched",
            json::<SwitchGuard>(),
        )
        .owner(place)
        .cached(Caching::PerUser),
        row(
            136,
            "getEligibleRepresentatives",
            "/api/v2/representative/user/{userId}/eligible",
            "Whether the user may grant read rights",
            json::<RepresentativeEligibility>(),
        )
        .owner(Ownership::SELF),
        row(
            137,
            "getCurrentRepresentations",
            "/api/v2/representative/user/{userId}/current",
            "Read rights granted and received",
            json::<Representations>(),
        )
        .owner(Ownership::SELF),
        row(
            142,
            "getServiceRequests",
            "/api/v2/feedback/servicerequest/{userId}",
            "The user's service requests",
            json::<ServiceRequestList>(),
        )
        .owner(Ownership::SELF),
        row(
            163,
            "getCustomerServiceNumbers",
            "/api/v2/info/customerServiceNumbers",
            "Customer service numbers of every company",
            json::<CustomerServiceNumberList>(),
        )
        .cached(Caching::Shared),
        row(
            164,
            "getCustomerServiceInfo",
            "/api/v2/info/customerServiceInfo",
            "Customer service contact information",
            json::<CustomerServiceInfoList>(),
        )
        .cached(Caching::Shared),
        row(
            165,
            "getCompanies",
            "/api/v2/info/companies",
            "The energy companies",
            json::<CompanySelectionList>(),
        )
        .cached(Caching::Shared),
        row(
            190,
            "getContracts",
            "/api/contracts/v1/user/{userId}/location/{locationId}",
            "Contracts of a place with prices",
            json::<ContractList>(),
        )
        .query(
            const {
                &[optional(
                    "includeVAT",
                    Kind::Bool,
                    "Prices with VAT (default true)",
                )]
            },
        )
        .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        .cached(Caching::PerUser),
        row(
            191,
            "getCustomerships",
            "/api/customerships/v1/user/{userId}",
            "The user's customerships",
            json::<CustomershipList>(),
        )
        .owner(Ownership::SELF)
        .cached(Caching::PerUser),
    ]
}
