//! Solar: panels, production by month, live power.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types.
