//! Consumer v2 rows (`/api/v2/...`).

mod info;
mod me;
mod servicelocation;

use utoipa_actix_web::service_config::ServiceConfig;

pub fn configure(cfg: &mut ServiceConfig) {
    cfg.service(me::me)
        .service(servicelocation::user_content)
        .service(info::background_service_health)
        .service(crate::aggregate::location_details::location_details);
}
