//! The hasher of the caches every request looks up: the sign-ins, the callers' access scopes
//! and the kept answers.
//!
//! std's SipHash-1-3 was about a tenth of a cached read's own instructions (callgrind), for
//! keys that are a random sign-in id, a user id and a cache key. foldhash is what hashbrown
//! and actix-http's header map use; its quality variant is seeded at random per process, so
//! a client cannot choose keys that collide.

/// A [`std::hash::BuildHasher`] for the caches on the request path.
pub type LookupHasher = foldhash::quality::RandomState;
