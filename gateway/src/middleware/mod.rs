//! Request-level middleware: the request id and security headers on every answer, the CSRF
//! header rule, the request body's read deadline and the fallback that turns any bare error
//! response into a problem body.

pub mod body_deadline;
pub mod csrf;
pub mod edge;
pub mod in_flight;
pub mod problem_fallback;
