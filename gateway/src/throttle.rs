//! Throttling of sign-in and code entry per account and per client address (governor's GCRA).
//! A refused attempt answers 429 `RATE_LIMITED` with Retry-After; unknown and known accounts are
//! throttled alike, so the limiter reveals nothing either.

use std::net::IpAddr;
use std::num::NonZeroU32;

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::{ApiError, ApiResult};
use crate::settings::ThrottleSettings;

/// Keys are forgotten once idle, but only checked for this often: a bound on memory, not on time.
const RETAIN_CHECK_ABOVE: usize = 10_000;

#[derive(Debug, Clone, Copy)]
pub enum Attempt {
    /// login, force-reset-password
    SignIn,
    /// confirm-signup, reset-password, and the calls that send codes
    Code,
}

pub struct Throttle {
    sign_in_account: DefaultKeyedRateLimiter<String>,
    sign_in_address: DefaultKeyedRateLimiter<IpAddr>,
    code_account: DefaultKeyedRateLimiter<String>,
    code_address: DefaultKeyedRateLimiter<IpAddr>,
    clock: DefaultClock,
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN))
}

impl Throttle {
    pub fn new(settings: &ThrottleSettings) -> Self {
        Self {
            sign_in_account: DefaultKeyedRateLimiter::keyed(per_minute(
                settings.sign_in_per_account_per_minute,
            )),
            sign_in_address: DefaultKeyedRateLimiter::keyed(per_minute(
                settings.sign_in_per_address_per_minute,
            )),
            code_account: DefaultKeyedRateLimiter::keyed(per_minute(
                settings.codes_per_account_per_minute,
            )),
            code_address: DefaultKeyedRateLimiter::keyed(per_minute(
                settings.codes_per_address_per_minute,
            )),
            clock: DefaultClock::default(),
        }
    }

    /// Counts one attempt for the account (case-insensitive) and the client address.
    pub fn check(&self, attempt: Attempt, account: &str, address: Option<IpAddr>) -> ApiResult<()> {
        let (by_account, by_address) = match attempt {
            Attempt::SignIn => (&self.sign_in_account, &self.sign_in_address),
            Attempt::Code => (&self.code_account, &self.code_address),
        };
        let account = account.trim().to_lowercase();
        if let Some(address) = address {
            self.take(by_address, &address)?;
        }
        self.take(by_account, &account)
    }

    fn take<K: Clone + Eq + std::hash::Hash>(
        &self,
        limiter: &DefaultKeyedRateLimiter<K>,
        key: &K,
    ) -> ApiResult<()> {
        if limiter.len() > RETAIN_CHECK_ABOVE {
            limiter.retain_recent();
        }
        limiter.check_key(key).map_err(|not_until| {
            let wait = not_until.wait_time_from(self.clock.now());
            ApiError::RateLimited {
                retry_after_seconds: wait.as_secs() + u64::from(wait.subsec_nanos() > 0),
            }
        })
    }
}
