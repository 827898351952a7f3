//! Messaging: message boxes, alert and report subscriptions, popups, timed/representative/disruption notifications.
//!
//! The types are the answers of the rows this system serves (read through
//! [`crate::read::ReadClient`]); the demo-fixtures mock serializes the same types.
