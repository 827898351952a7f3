//! Throttling of sign-in and code entry per account and per client address (governor's GCRA).
//! A refused attempt answers 429 `RATE_LIMITED` with Retry-After; unknown and known accounts are
//! throttled alike, so the limiter reveals nothing either.
//!
//! Where the counts live is [`Counters`]: this process's governor limiters, or, with replicas,
//! the same GCRA run in Redis ([`SharedCounters`]), so that a limit holds across all of them.
//! Who is counted, and how much, is decided here either way.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::{Mutex, RwLock};
use std::time::{Duration, Instant};

use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::{ApiError, ApiResult};
use crate::settings::ThrottleSettings;

mod shared;
pub use shared::SharedCounters;

/// Keys are forgotten once idle, but only checked for this often: a bound on memory, not on time.
const RETAIN_CHECK_ABOVE: usize = 10_000;

#[derive(Debug, Clone, Copy)]
pub enum Attempt {
    /// login, force-reset-password
    SignIn,
    /// confirm-signup, reset-password, and the calls that send codes
    Code,
}

/// The counters' storage: every count the throttle takes goes through [`Throttle::take`] to
/// one of these.
enum Counters {
    /// This process's limiters, behind a lock only so that [`Throttle::clear`] can start them
    /// afresh.
    Local(Box<RwLock<Limiters>>),
    /// Redis, shared by every replica.
    Shared(SharedCounters),
}

/// Which count an attempt takes from (the limiter of [`Limiters`] of the same name).
#[derive(Debug, Clone, Copy)]
enum Bucket {
    SignInAccount,
    SignInAddress,
    CodeAccount,
    CodeAddress,
    ExternalToken,
    ExternalRefusals,
}

pub struct Throttle {
    counters: Counters,
    /// Addresses over the External API refusal limit, and until when: their calls are refused
    /// before identity is asked, so made-up tokens (each new to the per-token limit) cannot keep
    /// identity busy.
    external_blocked: Mutex<HashMap<IpAddr, Instant>>,
    settings: ThrottleSettings,
    clock: DefaultClock,
}

struct Limiters {
    sign_in_account: DefaultKeyedRateLimiter<String>,
    sign_in_address: DefaultKeyedRateLimiter<IpAddr>,
    code_account: DefaultKeyedRateLimiter<String>,
    code_address: DefaultKeyedRateLimiter<IpAddr>,
    /// By the SHA-256 of the token, so the limiter holds no secret.
    external_token: DefaultKeyedRateLimiter<[u8; 32]>,
    /// External API calls whose token identity refused, per client address.
    external_refusals: DefaultKeyedRateLimiter<IpAddr>,
}

fn per_minute(n: u32) -> Quota {
    Quota::per_minute(NonZeroU32::new(n.max(1)).unwrap_or(NonZeroU32::MIN))
}

impl Limiters {
    fn new(settings: &ThrottleSettings) -> Self {
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
            external_token: DefaultKeyedRateLimiter::keyed(per_minute(
                settings.external_per_token_per_minute,
            )),
            external_refusals: DefaultKeyedRateLimiter::keyed(per_minute(
                settings.external_refusals_per_address_per_minute,
            )),
        }
    }
}

impl Bucket {
    fn name(self) -> &'static str {
        match self {
            Bucket::SignInAccount => "sign_in_account",
            Bucket::SignInAddress => "sign_in_address",
            Bucket::CodeAccount => "code_account",
            Bucket::CodeAddress => "code_address",
            Bucket::ExternalToken => "external_token",
            Bucket::ExternalRefusals => "external_refusals",
        }
    }

    fn per_minute(self, settings: &ThrottleSettings) -> u32 {
        match self {
            Bucket::SignInAccount => settings.sign_in_per_account_per_minute,
            Bucket::SignInAddress => settings.sign_in_per_address_per_minute,
            Bucket::CodeAccount => settings.codes_per_account_per_minute,
            Bucket::CodeAddress => settings.codes_per_address_per_minute,
            Bucket::ExternalToken => settings.external_per_token_per_minute,
            Bucket::ExternalRefusals => settings.external_refusals_per_address_per_minute,
        }
        .max(1)
    }
}

/// A key of a bucket: an account, an address or a token's digest.
enum Key<'a> {
    Account(&'a str),
    Address(IpAddr),
    Digest(&'a [u8; 32]),
}

impl Throttle {
    pub fn new(settings: &ThrottleSettings) -> Self {
        Self {
            counters: Counters::Local(Box::new(RwLock::new(Limiters::new(settings)))),
            external_blocked: Mutex::new(HashMap::new()),
            settings: settings.clone(),
            clock: DefaultClock::default(),
        }
    }

    /// The same throttle with its counts in Redis, shared by every replica.
    pub fn shared(
        settings: &ThrottleSettings,
        store: std::sync::Arc<crate::shared::SharedStore>,
    ) -> Self {
        Self {
            counters: Counters::Shared(SharedCounters::new(store)),
            ..Self::new(settings)
        }
    }

    /// Forgets every count and block: each account and address starts afresh (a reset of the
    /// mocks for integration tests).
    pub async fn clear(&self) -> ApiResult<()> {
        match &self.counters {
            Counters::Local(limiters) => {
                *limiters
                    .write()
                    .unwrap_or_else(|poisoned| poisoned.into_inner()) =
                    Limiters::new(&self.settings)
            }
            Counters::Shared(shared) => shared.clear().await?,
        }
        self.external_blocked
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .clear();
        Ok(())
    }

    /// Counts one attempt for the account (case-insensitive) and the client address.
    pub async fn check(
        &self,
        attempt: Attempt,
        account: &str,
        address: Option<IpAddr>,
    ) -> ApiResult<()> {
        let (by_account, by_address) = match attempt {
            Attempt::SignIn => (Bucket::SignInAccount, Bucket::SignInAddress),
            Attempt::Code => (Bucket::CodeAccount, Bucket::CodeAddress),
        };
        let account = account.trim().to_lowercase();
        let kind = match attempt {
            Attempt::SignIn => "sign_in",
            Attempt::Code => "code",
        };
        let counted = match address {
            Some(address) => self.take(by_address, Key::Address(address)).await,
            None => Ok(()),
        };
        let counted = match counted {
            Ok(()) => self.take(by_account, Key::Account(&account)).await,
            refused => refused,
        };
        counted.inspect_err(|_| crate::metrics::throttled(kind))
    }

    /// Counts one External API call of the token (A64), from `address`. Counted before identity
    /// checks the token, so a flood of calls with one made-up token never reaches identity
    /// either; an address that has sent too many refused tokens waits out its block first.
    pub async fn check_external(&self, token: &str, address: Option<IpAddr>) -> ApiResult<()> {
        let counted = match address {
            Some(address) => self.external_block_of(address).await,
            None => Ok(()),
        };
        let counted = match counted {
            Ok(()) => {
                let digest = ring::digest::digest(&ring::digest::SHA256, token.as_bytes());
                let mut key = [0u8; 32];
                key.copy_from_slice(digest.as_ref());
                self.take(Bucket::ExternalToken, Key::Digest(&key)).await
            }
            refused => refused,
        };
        counted.inspect_err(|_| crate::metrics::throttled("external"))
    }

    /// Counts an External API token identity refused (unknown, revoked, expired) against the
    /// address; past the limit the address is blocked for as long as the limiter says.
    pub async fn external_refused(&self, address: Option<IpAddr>) {
        let Some(address) = address else { return };
        if let Err(ApiError::RateLimited {
            retry_after_seconds,
        }) = self
            .take(Bucket::ExternalRefusals, Key::Address(address))
            .await
        {
            if let Counters::Shared(shared) = &self.counters {
                shared.block(address, retry_after_seconds.max(1)).await;
                return;
            }
            let until = Instant::now() + Duration::from_secs(retry_after_seconds.max(1));
            let mut blocked = self
                .external_blocked
                .lock()
                .unwrap_or_else(|poisoned| poisoned.into_inner());
            if blocked.len() > RETAIN_CHECK_ABOVE {
                let now = Instant::now();
                blocked.retain(|_, until| *until > now);
            }
            blocked.insert(address, until);
        }
    }

    async fn external_block_of(&self, address: IpAddr) -> ApiResult<()> {
        if let Counters::Shared(shared) = &self.counters {
            return shared.blocked(address).await;
        }
        let mut blocked = self
            .external_blocked
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let Some(&until) = blocked.get(&address) else {
            return Ok(());
        };
        let now = Instant::now();
        if until <= now {
            blocked.remove(&address);
            return Ok(());
        }
        let wait = until - now;
        Err(ApiError::RateLimited {
            retry_after_seconds: wait.as_secs() + u64::from(wait.subsec_nanos() > 0),
        })
    }

    /// Takes one from `bucket`'s count of `key`, wherever the counts live.
    async fn take(&self, bucket: Bucket, key: Key<'_>) -> ApiResult<()> {
        let limiters = match &self.counters {
            Counters::Shared(shared) => {
                let per_minute = bucket.per_minute(&self.settings);
                return shared.take(bucket.name(), &key, per_minute).await;
            }
            Counters::Local(limiters) => limiters
                .read()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        };
        match (bucket, key) {
            (Bucket::SignInAccount, Key::Account(account)) => {
                self.take_local(&limiters.sign_in_account, &account.to_owned())
            }
            (Bucket::CodeAccount, Key::Account(account)) => {
                self.take_local(&limiters.code_account, &account.to_owned())
            }
            (Bucket::SignInAddress, Key::Address(address)) => {
                self.take_local(&limiters.sign_in_address, &address)
            }
            (Bucket::CodeAddress, Key::Address(address)) => {
                self.take_local(&limiters.code_address, &address)
            }
            (Bucket::ExternalRefusals, Key::Address(address)) => {
                self.take_local(&limiters.external_refusals, &address)
            }
            (Bucket::ExternalToken, Key::Digest(digest)) => {
                self.take_local(&limiters.external_token, digest)
            }
            (bucket, _) => Err(ApiError::internal(format!(
                "{} counted by the wrong kind of key",
                bucket.name()
            ))),
        }
    }

    fn take_local<K: Clone + Eq + std::hash::Hash>(
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

/// The client address a request is throttled by: [`client_ip`], with IPv6 clients keyed by
/// their /64, the block one subscriber usually holds.
pub fn client_address(req: &actix_web::HttpRequest, trusted_proxies: &[IpAddr]) -> Option<IpAddr> {
    client_ip(req, trusted_proxies).map(bucket)
}

/// The client's own address. Behind a trusted proxy it is the nearest address in
/// `X-Forwarded-For` that is not itself a trusted proxy; a header from anyone else is ignored,
/// so a client cannot choose its own address.
pub fn client_ip(req: &actix_web::HttpRequest, trusted_proxies: &[IpAddr]) -> Option<IpAddr> {
    let peer = req.peer_addr()?.ip();
    if !trusted_proxies.contains(&peer) {
        return Some(peer);
    }
    let forwarded = req
        .headers()
        .get_all("x-forwarded-for")
        .filter_map(|value| value.to_str().ok())
        .flat_map(|value| value.split(','))
        .filter_map(|hop| hop.trim().parse::<IpAddr>().ok())
        .collect::<Vec<_>>();
    let hop = forwarded
        .iter()
        .rev()
        .find(|hop| !trusted_proxies.contains(hop));
    Some(hop.copied().unwrap_or(peer))
}

fn bucket(address: IpAddr) -> IpAddr {
    match address {
        IpAddr::V6(v6) if v6.to_ipv4_mapped().is_none() => {
            let prefix = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(Ipv6Addr::from(prefix))
        }
        IpAddr::V6(v6) => IpAddr::V4(
            v6.to_ipv4_mapped()
                .unwrap_or(std::net::Ipv4Addr::UNSPECIFIED),
        ),
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;

    const PROXY: [u8; 4] = [10, 0, 0, 1];

    fn request(peer: &str, forwarded: Option<&str>) -> actix_web::HttpRequest {
        let mut request = TestRequest::default().peer_addr(peer.parse().unwrap());
        if let Some(forwarded) = forwarded {
            request = request.insert_header(("x-forwarded-for", forwarded));
        }
        request.to_http_request()
    }

    #[test]
    fn a_forwarded_header_from_an_untrusted_peer_is_ignored() {
        let req = request("192.0.2.7:5000", Some("198.51.100.1"));
        assert_eq!(
            client_address(&req, &[IpAddr::from(PROXY)]),
            Some("192.0.2.7".parse().unwrap())
        );
    }

    #[test]
    fn behind_a_trusted_proxy_the_nearest_untrusted_hop_counts() {
        let req = request("10.0.0.1:5000", Some("203.0.113.9, 198.51.100.1, 10.0.0.1"));
        assert_eq!(
            client_address(&req, &[IpAddr::from(PROXY)]),
            Some("198.51.100.1".parse().unwrap())
        );
    }

    #[test]
    fn ipv6_clients_share_a_bucket_per_64_block() {
        let a = request("[2001:db8:1:2:aaaa::1]:5000", None);
        let b = request("[2001:db8:1:2:bbbb::2]:5000", None);
        assert_eq!(client_address(&a, &[]), client_address(&b, &[]));
        assert_eq!(
            client_address(&a, &[]),
            Some("2001:db8:1:2::".parse().unwrap())
        );
    }
}
