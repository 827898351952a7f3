//! Answers the gateway composes from several upstreams (A10, the BFF fan-outs).

pub mod location_details;
