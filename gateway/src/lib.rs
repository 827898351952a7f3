//! The portal's backend-for-frontend gateway. `main.rs` only starts it; tests build an
//! [`startup::Application`] on a random loopback port.

pub mod aggregate;
pub mod audit;
pub mod authz;
pub mod cache;
pub mod compression;
pub mod endpoint;
pub mod error;
pub mod head_refusals;
pub mod lookup_hasher;
pub mod maintenance;
pub mod metrics;
pub mod middleware;
pub mod notices;
pub mod openapi;
pub mod operator;
pub mod routes;
pub mod session;
pub mod settings;
pub mod shared;
pub mod startup;
pub mod state;
pub mod static_files;
pub mod telemetry;
pub mod throttle;
pub mod validate;
