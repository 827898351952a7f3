//! The mock upstreams exercised through the real clients of `upstream_clients`: one test binary
//! for the crate, a module per mock and area, so the tests link once.

mod budget_alert;
mod content;
mod contract_paths;
mod control;
mod crm;
mod crm_company;
mod crm_reads;
mod crm_writes;
mod helpers;
mod identity;
mod invariants;
mod invoicing;
mod messaging;
mod metering;
mod solar;
mod writes;
