//! The deterministic demo dataset ([`dataset`]) and the mock upstream servers that serve it
//! ([`mocks`]), embedded in the gateway by default and run alone by the `mock-upstreams` binary.

pub mod billing;
pub mod dataset;
pub mod mocks;
pub mod series;

pub use dataset::{Dataset, DEMO_PASSWORD, DEMO_USER_ID};
