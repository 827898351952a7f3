//! Consumer rows (`/api/v2/...`, `/api/v3/...`): a module per resource, mirroring the URL. The
//! declared rows are data for `crate::endpoint`; `me`, #116 and #166 (and #117 in
//! `crate::aggregate`) are handlers of their own.

mod alerts;
mod campaign;
mod chat;
mod consumption;
mod energyprice;
mod feedback;
mod info;
mod invoice;
mod marketpriceapp;
mod me;
mod messages;
mod monthlyinsights;
mod production;
mod push;
mod representative;
mod servicelocation;
mod usagereports;
mod user;

use crate::aggregate::location_details::{self, __path_location_details};
use crate::endpoint::dispatch::Handler;
use crate::endpoint::{Audit, Row};

/// The consumer handlers the gateway writes itself: `me`, #116, #166 and #117.
pub fn handlers() -> Vec<Handler> {
    vec![
        // The signed-in user answers during maintenance (A70): the browser shows the notice.
        Handler::documented(me::__path_me, me::me).passing_maintenance(),
        // Customer service reads these as it reads the table's +CS rows (A77).
        Handler::documented(
            servicelocation::__path_user_content,
            servicelocation::user_content,
        )
        .audited(Audit::CustomerRead),
        Handler::documented(
            info::__path_background_service_health,
            info::background_service_health,
        ),
        Handler::documented(__path_location_details, location_details::location_details)
            .audited(Audit::CustomerRead),
    ]
}

/// Every declared consumer row.
pub fn rows() -> Vec<Row> {
    [
        alerts::rows(),
        campaign::rows(),
        chat::rows(),
        consumption::rows(),
        energyprice::rows(),
        feedback::rows(),
        info::rows(),
        invoice::rows(),
        marketpriceapp::rows(),
        messages::rows(),
        monthlyinsights::rows(),
        production::rows(),
        push::rows(),
        representative::rows(),
        servicelocation::rows(),
        usagereports::rows(),
        user::rows(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
