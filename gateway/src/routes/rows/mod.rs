//! The contract's rows that forward to one upstream, declared as data (api-surface §1) and run by
//! the engine in `crate::endpoint`. Each file holds the rows one upstream serves; the B2B, user
//! management, admin and External API areas have homes of their own beside this one.

mod content;
mod crm;
mod invoicing;
mod messaging;
mod metering;
mod solar;

use std::sync::LazyLock;

use crate::endpoint::Row;
#[cfg(feature = "bench-extra-rows")]
use crate::endpoint::{Answer, Ownership};
#[cfg(feature = "bench-extra-rows")]
use upstream_clients::System;

/// Every row, literal paths before parameterised ones so that a literal segment wins (A8).
pub fn all() -> &'static [Row] {
    static ROWS: LazyLock<Vec<Row>> = LazyLock::new(|| {
        let mut rows: Vec<Row> = [
            crm::rows(),
            invoicing::rows(),
            metering::rows(),
            solar::rows(),
            messaging::rows(),
            content::rows(),
            crate::routes::b2b::rows(),
            crate::routes::usermanagement::rows(),
            crate::routes::admin::rows(),
            crate::routes::external::rows(),
        ]
        .into_iter()
        .flatten()
        .collect();
        #[cfg(feature = "bench-extra-rows")]
        rows.extend(bench_extra_rows());
        rows.sort_by_key(|row| (row.path_params().count(), row.number));
        rows
    });
    &ROWS
}

/// Bench only: 100 rows beside the real ones, under the same prefixes, so a bench can compare
/// routing at 142 and at 242 rows.
#[cfg(feature = "bench-extra-rows")]
fn bench_extra_rows() -> Vec<Row> {
    (0..100)
        .map(|n| {
            let prefix = [
                "servicelocation",
                "consumption/electricity",
                "invoice",
                "alerts/bench",
            ][n % 4];
            let path: &'static str = Box::leak(
                format!("/api/v2/{prefix}/user/{{userId}}/location/{{locationId}}/bench{n}")
                    .into_boxed_str(),
            );
            Row::get(
                System::Crm,
                "bench",
                10_000 + n as u16,
                "benchExtraRow",
                path,
                "Bench-only row",
                Answer::NoContent,
            )
            .owner(Ownership::SELF_VISIBLE_PLACE_CS)
        })
        .collect()
}
