//! The rows served by crm: the user's profile and customerships, contracts, follow-up offers,
//! representations, service requests and the customer-service information; and their writes.

use actix_web::http::Method;
use upstream_clients::crm::{
    ActivateRepresentationRequest, AppFeedbackRequest, ChangeEmailAddressRequest,
    CompanySelectionList, ContractList, CreateRepresentationRequest, CustomerServiceInfoList,
    CustomerServiceNumberList, CustomershipList, CustomershipUpdateRequest,
    ElectricityContractCheck, EmailSubscriptionRequest, ErrorFeedbackRequest, FaultReportReceipt,
    FaultReportRequest, FollowUpAcceptance, FollowUpOfferList, FollowUpOfferStatus,
    LocationNameRequest, MoveRequest, MoveRequestReceipt, NewContractInfo, RegisterRequest,
    RegisteredUser, RemoveRepresentationRequest, Representation, Representations,
    RepresentativeEligibility, ServiceRequest, ServiceRequestList, ServiceRequestRequest,
    SetContentOrderRequest, SetPropertyRequest, StrongAuthRequest, SwitchGuard, UserProfile,
    UserUi,
};
use upstream_clients::System;

use crate::endpoint::params::{optional, required, Kind, CONTRACT_TYPES};
use crate::endpoint::{
    body, json, Access, After, Answer, BodyId, BodyIds, Caching, Ownership, Row, SubResource,
};

/// The reads that list the places a user holds through read rights (#116 content, #110 contracts
/// with representative mappings): a representation that starts or ends changes them.
const REPRESENTED_LISTS: &[u16] = &[110, 116];

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
        // Writes (issue 5).
        write(
            Method::PUT,
            55,
            "acceptFollowupOffer",
            "/api/v2/servicelocation/user/{userId}/followupoffer/accept/{leadId}",
            "Accept a follow-up offer",
        )
        .owner(Ownership::SELF)
        .answer(json::<FollowUpAcceptance>())
        .sub_resource(SubResource {
            param: "leadId",
            listed_by: 57,
            at: &["offers", "*", "leadId"],
            in_any_own_place: true,
        }),
        write(
            Method::POST,
            102,
            "strongAuth",
            "/api/v3/user/strongauth/{uuid}",
            "Strong authentication of the signed-in identity",
        )
        .access(Access::SessionSubject)
        .body(body::<StrongAuthRequest>())
        .after(const { &[After::Evict(&[107, 116])] }),
        write(
            Method::POST,
            103,
            "registerUser",
            "/api/v3/user/register",
            "Create the portal user of the signed-in identity",
        )
        .access(Access::NoPortalUser)
        .body(body::<RegisterRequest>())
        .answer(json::<RegisteredUser>())
        .after(const { &[After::ForgetScopes, After::LearnPortalUser] }),
        write(
            Method::POST,
            104,
            "setUserProperty",
            "/api/v2/user/{userId}/setProperty",
            "Set a user property (graph mode, UI mode)",
        )
        .owner(Ownership::SELF)
        .body(body::<SetPropertyRequest>())
        .after(const { &[After::Evict(&[116, 107])] }),
        write(
            Method::POST,
            105,
            "setEmailSubscription",
            "/api/v2/user/{userId}/setEmailSubscription",
            "Subscribe to or unsubscribe from tips by e-mail",
        )
        .owner(Ownership::SELF)
        .body(body::<EmailSubscriptionRequest>())
        .after(const { &[After::Evict(&[116, 107])] }),
        write(
            Method::POST,
            106,
            "changeEmailAddress",
            "/api/v2/user/{userId}/changeEmailAddress",
            "Change the e-mail address (crm, then identity's sign-in)",
        )
        .owner(Ownership::SELF)
        .body(body::<ChangeEmailAddressRequest>())
        .after(const { &[After::Evict(&[116, 107, 191]), After::IdentityEmail] }),
        write(
            Method::DELETE,
            113,
            "deleteUser",
            "/api/v2/user/{userId}",
            "Delete the account (crm, then identity); the session ends",
        )
        .owner(Ownership::SELF)
        .after(
            const {
                &[
                    After::EvictUser,
                    After::ForgetScopes,
                    After::IdentityDelete,
                    After::EndSession,
                ]
            },
        ),
        write(
            Method::POST,
            114,
            "setContentOrder",
            "/api/v2/servicelocation/user/{userId}/setContentOrder",
            "Order of the use places",
        )
        .owner(Ownership::SELF_VISIBLE_PLACE)
        .body(body::<SetContentOrderRequest>())
        .after(const { &[After::Evict(&[116, 117])] }),
        write(
            Method::POST,
            115,
            "setLocationName",
            "/api/v2/servicelocation/user/{userId}/name",
            "Name a use place",
        )
        .owner(Ownership::SELF_VISIBLE_PLACE)
        .body(body::<LocationNameRequest>())
        .after(const { &[After::Evict(&[116, 117])] }),
        write(
            Method::POST,
            133,
            "createRepresentation",
            "/api/v2/representative/user/{userId}/create",
            "Grant a read right (an invitation by e-mail)",
        )
        .owner(Ownership::SELF)
        .body(body::<CreateRepresentationRequest>())
        .answer(json::<Representation>())
        .after(const { &[After::ForgetScopes] }),
        write(
            Method::POST,
            134,
            "removeRepresentation",
            "/api/v2/representative/user/{userId}/remove",
            "End a read right",
        )
        .owner(Ownership::SELF)
        .body(body::<RemoveRepresentationRequest>())
        // Beyond §0.7 (README, Decisions): the representative's own lists name the grantor's
        // places, and authorization cannot filter an answer about the caller's own user id.
        .after(
            const {
                &[
                    After::ForgetScopes,
                    After::EvictForEveryone(REPRESENTED_LISTS),
                ]
            },
        ),
        write(
            Method::POST,
            135,
            "activateRepresentation",
            "/api/v2/representative/activate",
            "Accept a read right with the code of the invitation",
        )
        .access(Access::Session)
        .body(body::<ActivateRepresentationRequest>())
        .answer(json::<Representation>())
        .after(
            const {
                &[
                    After::ForgetScopes,
                    After::EvictForEveryone(REPRESENTED_LISTS),
                ]
            },
        ),
        write(
            Method::POST,
            143,
            "createServiceRequest",
            "/api/v2/feedback/servicerequest/{userId}",
            "Send a service request",
        )
        .owner(Ownership::SELF_VISIBLE_PLACE)
        .body(body::<ServiceRequestRequest>())
        .answer(json::<ServiceRequest>()),
        write(
            Method::POST,
            144,
            "reportFault",
            "/api/v2/feedback/reportfault/{userId}",
            "Report a fault at a use place",
        )
        .owner(Ownership::SELF_VISIBLE_PLACE)
        .body(body::<FaultReportRequest>())
        .answer(json::<FaultReportReceipt>()),
        write(
            Method::POST,
            145,
            "sendErrorFeedback",
            "/api/v2/feedback/errorfeedback",
            "Report an error the app met",
        )
        .access(Access::Session)
        .body(body::<ErrorFeedbackRequest>()),
        write(
            Method::POST,
            146,
            "sendAppFeedback",
            "/api/v2/feedback/appfeedback/{userId}",
            "Rate the app",
        )
        .owner(Ownership::SELF)
        .body(body::<AppFeedbackRequest>()),
        write(
            Method::PATCH,
            192,
            "updateCustomership",
            "/api/customerships/v1/user/{userId}",
            "Update contact and invoicing details",
        )
        .owner(Ownership::SELF)
        .body(body::<CustomershipUpdateRequest>())
        .answer(json::<CustomershipList>())
        .after(const { &[After::Evict(&[191, 109])] }),
        write(
            Method::POST,
            238,
            "requestMove",
            "/api/v2/servicelocation/user/{userId}/move",
            "Moving service: end a place's contract and start one at the new address",
        )
        .owner(Ownership::SELF_OWN_PLACE)
        .body(body::<MoveRequest>())
        .answer(json::<MoveRequestReceipt>()),
    ]
}

fn write(
    method: Method,
    number: u16,
    id: &'static str,
    path: &'static str,
    summary: &'static str,
) -> Row {
    Row::write(method, System::Crm, tag(path), number, id, path, summary)
}

impl BodyIds for SetContentOrderRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.order.iter().cloned().map(BodyId::Location).collect()
    }
}

impl BodyIds for LocationNameRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::Location(self.location_identifier.clone())]
    }
}

impl BodyIds for ServiceRequestRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        self.location_identifier
            .iter()
            .cloned()
            .map(BodyId::Location)
            .collect()
    }
}

impl BodyIds for FaultReportRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::Location(self.location_identifier.clone())]
    }
}

impl BodyIds for MoveRequest {
    fn body_ids(&self) -> Vec<BodyId> {
        vec![BodyId::Location(self.location_id.clone())]
    }
}

impl BodyIds for StrongAuthRequest {}
impl BodyIds for RegisterRequest {}
impl BodyIds for SetPropertyRequest {}
impl BodyIds for EmailSubscriptionRequest {}
impl BodyIds for ChangeEmailAddressRequest {}
impl BodyIds for CreateRepresentationRequest {}
impl BodyIds for RemoveRepresentationRequest {}
impl BodyIds for ActivateRepresentationRequest {}
impl BodyIds for ErrorFeedbackRequest {}
impl BodyIds for AppFeedbackRequest {}
impl BodyIds for CustomershipUpdateRequest {}
