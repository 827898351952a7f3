//! Metering: electricity, district heating and microgeneration consumption, spot and future prices, pricing and product configuration, budgets, monthly insights, usage reports and report files.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types.
