//! Request-level middleware: request id scope, CSRF header rule, security headers and the
//! fallback that turns any bare error response into a problem body.

pub mod csrf;
pub mod problem_fallback;
pub mod request_id;
pub mod security_headers;
