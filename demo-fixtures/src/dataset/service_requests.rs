//! Service requests customers have sent (the feedback/servicerequest read).

use upstream_clients::crm::ServiceRequestStatus;

use super::{user_ids, DEMO_USER_ID};

/// A service request as stored; `days_ago` counts back from today.
#[derive(Debug, Clone, PartialEq)]
pub struct DemoServiceRequest {
    pub service_request_id: String,
    pub user_id: u64,
    pub days_ago: i64,
    pub category: String,
    pub subject: String,
    pub message: String,
    pub status: ServiceRequestStatus,
    /// Index of the user's place (content order) the request concerns.
    pub place_index: Option<usize>,
    /// The place a request sent through the portal concerns (it may be a represented place,
    /// which `place_index` cannot name); wins over `place_index`.
    pub location_identifier: Option<String>,
    pub reply: Option<String>,
}

pub(super) fn service_requests() -> Vec<DemoServiceRequest> {
    let mut out = Vec::new();
    for user in [DEMO_USER_ID, user_ids::KULUTTAJA] {
        #[allow(clippy::type_complexity)]
        let rows: [(
            &str,
            i64,
            &str,
            &str,
            &str,
            ServiceRequestStatus,
            Option<usize>,
            Option<&str>,
        ); 3] = [
            (
                "1",
                2,
                "INVOICE",
                "Laskun eräpäivä",
                "Voinko siirtää marraskuun laskun eräpäivää viikolla?",
                ServiceRequestStatus::Open,
                Some(0),
                None,
            ),
            (
                "2",
                21,
                "METER",
                "Mittarin lukema",
                "Mökin mittarin lukema näyttää oudolta syyskuulta.",
                ServiceRequestStatus::InProgress,
                Some(3),
                None,
            ),
            (
                "3",
                64,
                "CONTRACT",
                "Sopimuksen siirto",
                "Haluan siirtää kaukolämpösopimuksen puolisolleni.",
                ServiceRequestStatus::Closed,
                Some(1),
                Some("Sopimus on siirretty. Uusi sopimusvahvistus lähetettiin sähköpostiin."),
            ),
        ];
        for (n, days_ago, category, subject, message, status, place_index, reply) in rows {
            out.push(DemoServiceRequest {
                service_request_id: format!("SR-{user}-{n}"),
                user_id: user,
                days_ago,
                category: category.to_owned(),
                subject: subject.to_owned(),
                message: message.to_owned(),
                status,
                place_index,
                location_identifier: None,
                reply: reply.map(str::to_owned),
            });
        }
    }
    out
}
