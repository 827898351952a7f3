//! The mock upstreams exercised through the real clients of `upstream_clients`.

mod control;
mod crm;
mod helpers;
mod identity;
