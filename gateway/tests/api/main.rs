//! The gateway's integration tests: each spawns the whole app with embedded mock upstreams on
//! random loopback ports.

mod auth;
mod b2b;
mod b2b_composite;
mod b2b_composite_reads;
mod b2b_detail;
mod b2b_export;
mod b2b_mirrors;
mod b2b_place;
mod b2b_place_writes;
mod b2b_summary;
mod b2b_tokens;
mod b2b_user_writes;
mod b2b_users;
mod b2b_walk;
mod cache;
mod demo;
mod external_api;
mod helpers;
mod http_rules;
mod info;
mod location_details;
mod mock_controls;
mod module_graph;
mod openapi;
mod operator;
mod ownership;
mod personal_settings;
mod process;
mod rows;
mod sessions;
mod static_assets;
mod sub_resources;
mod throttling;
mod upstream_faults;
mod writes;
