//! Throttling of sign-in and code entry per account and per client address, and of External API
//! calls per token. A refused attempt answers 429 `RATE_LIMITED` with Retry-After; unknown and
//! known accounts are throttled alike, so the limiter reveals nothing either.
//!
//! Sign-in guessing is slowed, not cut off, and never at the owner's expense (ASVS 6.3, OWASP's
//! device cookies): failed sign-ins are counted per account and per address, and past a free
//! allowance each further attempt waits, the wait doubling up to a cap. A browser that has
//! signed in to the account before carries a signed device cookie and is counted on its own, so
//! guessing from elsewhere never locks the owner out.
//!
//! Where the counts live is [`Counters`]: this process's memory (governor's limiters and
//! [`MemoryCounters`]), or, with replicas, Redis ([`SharedCounters`]: the same GCRA and the
//! same failure counts), so that every limit holds across all of them. Who is counted, and how
//! much, is decided here either way.

use std::collections::HashMap;
use std::net::{IpAddr, Ipv6Addr};
use std::num::NonZeroU32;
use std::sync::{Mutex, RwLock};
use std::time::{Duration, Instant};

use actix_web::cookie::{Cookie, CookieJar, Key as CookieKey, SameSite};
use governor::clock::{Clock, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota};

use crate::error::{ApiError, ApiResult};
use crate::settings::ThrottleSettings;

mod shared;
pub use shared::SharedCounters;

/// Keys are forgotten once idle, but only checked for this often: a bound on memory, not on time.
const RETAIN_CHECK_ABOVE: usize = 10_000;

/// Failed sign-ins are forgotten this long after the last one.
const FAILURE_WINDOW: Duration = Duration::from_secs(3600);
/// The wait after the first failure past the allowance; it doubles with each further one.
const FIRST_WAIT: Duration = Duration::from_secs(60);
/// The longest wait: with it, guessing an account from browsers it has never signed in with
/// is held to a few attempts an hour.
const LONGEST_WAIT: Duration = Duration::from_secs(15 * 60);
/// How long a browser stays known to an account after its last sign-in.
const DEVICE_COOKIE_DAYS: i64 = 180;

/// A count and when it last moved, as the failure counts answer it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Count {
    pub count: u32,
    pub last: Option<Instant>,
}

/// Failed sign-ins in this process's memory: counts forgotten a window after their last
/// increment. [`SharedCounters`] keeps the same in Redis.
#[derive(Default)]
struct MemoryCounters {
    counts: Mutex<HashMap<String, (u32, Instant)>>,
}

impl MemoryCounters {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, (u32, Instant)>> {
        self.counts
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Adds one to `key` and answers its count and last move as they were before.
    fn incr(&self, key: &str, window: Duration) -> Count {
        let now = Instant::now();
        let mut counts = self.lock();
        if counts.len() > RETAIN_CHECK_ABOVE {
            counts.retain(|_, (_, last)| now.duration_since(*last) < window);
        }
        let before = live(counts.get(key), window, now);
        counts.insert(key.to_owned(), (before.count + 1, now));
        before
    }

    /// `key`'s count and last move (zero once its window has passed).
    fn get(&self, key: &str, window: Duration) -> Count {
        live(self.lock().get(key), window, Instant::now())
    }

    fn clear(&self, key: &str) {
        self.lock().remove(key);
    }
}

fn live(entry: Option<&(u32, Instant)>, window: Duration, now: Instant) -> Count {
    match entry {
        Some(&(count, last)) if now.duration_since(last) < window => Count {
            count,
            last: Some(last),
        },
        _ => Count::default(),
    }
}

/// The counts' storage: every count the throttle takes or keeps goes through one of these.
enum Counters {
    Local(Box<Local>),
    /// Redis, shared by every replica.
    Shared(SharedCounters),
}

/// This process's counts.
struct Local {
    /// Behind a lock only so that [`Throttle::clear`] can start them afresh.
    limiters: RwLock<Limiters>,
    /// Failed sign-ins per account, address and known browser.
    failures: MemoryCounters,
    /// Addresses over the External API refusal limit, and until when.
    external_blocked: Mutex<HashMap<IpAddr, Instant>>,
    /// Tokens (by SHA-256) identity confirmed a moment ago, and until when that is believed.
    external_live: Mutex<HashMap<[u8; 32], Instant>>,
}

impl Local {
    fn new(settings: &ThrottleSettings) -> Self {
        Self {
            limiters: RwLock::new(Limiters::new(settings)),
            failures: MemoryCounters::default(),
            external_blocked: Mutex::new(HashMap::new()),
            external_live: Mutex::new(HashMap::new()),
        }
    }

    fn live_tokens(&self) -> std::sync::MutexGuard<'_, HashMap<[u8; 32], Instant>> {
        self.external_live
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn blocked(&self) -> std::sync::MutexGuard<'_, HashMap<IpAddr, Instant>> {
        self.external_blocked
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

/// Which count an attempt takes from (the limiter of [`Limiters`] of the same name).
#[derive(Debug, Clone, Copy)]
enum Bucket {
    SignInAddress,
    CodeAccount,
    CodeAddress,
    ExternalToken,
    ExternalRefusals,
}

impl Bucket {
    fn name(self) -> &'static str {
        match self {
            Bucket::SignInAddress => "sign_in_address",
            Bucket::CodeAccount => "code_account",
            Bucket::CodeAddress => "code_address",
            Bucket::ExternalToken => "external_token",
            Bucket::ExternalRefusals => "external_refusals",
        }
    }

    fn per_minute(self, settings: &ThrottleSettings) -> u32 {
        match self {
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

/// How long an attempt must still wait after `failures`, when `free` of them cost nothing.
fn wait_after(failures: Count, free: u32, now: Instant) -> Option<Duration> {
    let past = failures.count.checked_sub(free)?;
    let last = failures.last?;
    let wait = FIRST_WAIT
        .checked_mul(1u32.checked_shl(past).unwrap_or(u32::MAX))
        .map_or(LONGEST_WAIT, |wait| wait.min(LONGEST_WAIT));
    (last + wait).checked_duration_since(now)
}

fn rate_limited(wait: Duration) -> ApiError {
    ApiError::RateLimited {
        retry_after_seconds: wait.as_secs() + u64::from(wait.subsec_nanos() > 0),
    }
}

/// A sign-in attempt let through: what its outcome is counted against.
#[must_use = "the attempt's outcome must be counted"]
pub struct SignInAttempt {
    /// The failure count the attempt stands in until it succeeds: the browser's own for a
    /// known browser, the account's otherwise.
    pending: String,
    /// The address's failure count (a browser the account does not know).
    address: Option<String>,
    /// The device id to keep (or make) for this browser and account.
    device: Option<String>,
}

pub struct Throttle {
    counters: Counters,
    /// Signs the device cookies (the session cookie's key).
    key: CookieKey,
    settings: ThrottleSettings,
    clock: DefaultClock,
}

struct Limiters {
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

impl Throttle {
    /// `key` signs the device cookies: the session cookie's key.
    pub fn new(settings: &ThrottleSettings, key: CookieKey) -> Self {
        Self {
            counters: Counters::Local(Box::new(Local::new(settings))),
            key,
            settings: settings.clone(),
            clock: DefaultClock::default(),
        }
    }

    /// The same throttle with its counts in Redis, shared by every replica.
    pub fn shared(
        settings: &ThrottleSettings,
        key: CookieKey,
        store: std::sync::Arc<crate::shared::SharedStore>,
    ) -> Self {
        Self {
            counters: Counters::Shared(SharedCounters::new(store)),
            ..Self::new(settings, key)
        }
    }

    /// Forgets every count and block: each account and address starts afresh (a reset of the
    /// mocks for integration tests).
    pub async fn clear(&self) -> ApiResult<()> {
        match &self.counters {
            Counters::Local(local) => {
                *local
                    .limiters
                    .write()
                    .unwrap_or_else(|poisoned| poisoned.into_inner()) =
                    Limiters::new(&self.settings);
                local.failures.lock().clear();
                local.blocked().clear();
                local.live_tokens().clear();
                Ok(())
            }
            Counters::Shared(shared) => shared.clear().await,
        }
    }

    /// Counts one code entry or code send for the account (case-insensitive) and the address.
    pub async fn check_code(&self, account: &str, address: Option<IpAddr>) -> ApiResult<()> {
        let account = account.trim().to_lowercase();
        let counted = match address {
            Some(address) => self.take(Bucket::CodeAddress, Key::Address(address)).await,
            None => Ok(()),
        };
        let counted = match counted {
            Ok(()) => self.take(Bucket::CodeAccount, Key::Account(&account)).await,
            refused => refused,
        };
        counted.inspect_err(|_| crate::metrics::throttled("code"))
    }

    /// Lets a sign-in attempt (login, force-reset-password) through, or says how long to wait.
    /// A browser whose device cookie names this account is judged by its own failures only;
    /// any other by the account's failures from such browsers, the address's failures, and
    /// the address's rate of attempts. The attempt counts as a failure of the account (or of
    /// the browser) until [`Throttle::signed_in`] says otherwise, so parallel guesses cannot
    /// all slip past one count.
    pub async fn sign_in(
        &self,
        req: &actix_web::HttpRequest,
        account: &str,
        address: Option<IpAddr>,
    ) -> ApiResult<SignInAttempt> {
        let account = account_tag(account);
        let free = self.settings.sign_in_per_account_per_minute;
        let device = self.known_device(req, &account);
        let now = Instant::now();
        let ip = address;
        let (pending, address) = match &device {
            Some(device) => (format!("device:{device}:{account}"), None),
            None => (
                format!("account:{account}"),
                ip.map(|address| format!("address:{address}")),
            ),
        };
        let refused = |wait| {
            crate::metrics::throttled("sign_in");
            Err(rate_limited(wait))
        };
        if let Some(key) = &address {
            let failures = self.failures_get(key).await?;
            if let Some(wait) =
                wait_after(failures, self.settings.sign_in_per_address_per_minute, now)
            {
                return refused(wait);
            }
        }
        if let Some(wait) = wait_after(self.failures_get(&pending).await?, free, now) {
            return refused(wait);
        }
        if let (None, Some(ip)) = (&device, ip) {
            self.take(Bucket::SignInAddress, Key::Address(ip))
                .await
                .inspect_err(|_| crate::metrics::throttled("sign_in"))?;
        }
        // Counted now; a parallel attempt that got in first decides this one's wait.
        if let Some(wait) = wait_after(self.failures_incr(&pending).await?, free, now) {
            return refused(wait);
        }
        Ok(SignInAttempt {
            pending,
            address,
            device,
        })
    }

    /// The attempt failed on its credentials: it stays counted, and so does the address's.
    pub async fn sign_in_failed(&self, attempt: SignInAttempt) {
        if let Some(address) = &attempt.address {
            if let Err(error) = self.failures_incr(address).await {
                tracing::warn!(%error, "a failed sign-in was not counted against its address");
            }
        }
    }

    /// The attempt signed in: its count is forgotten and the browser is known to the account
    /// from now on (the device cookie to set).
    pub async fn signed_in(
        &self,
        attempt: SignInAttempt,
        account: &str,
        secure: bool,
    ) -> Cookie<'static> {
        let forgotten = match &self.counters {
            Counters::Local(local) => {
                local.failures.clear(&attempt.pending);
                Ok(())
            }
            Counters::Shared(shared) => shared.failures_clear(&attempt.pending).await,
        };
        if let Err(error) = forgotten {
            // It runs out with its window; the owner's next attempts wait no longer for it.
            tracing::warn!(%error, "a successful sign-in's count was not forgotten");
        }
        let device = attempt.device.unwrap_or_else(new_device_id);
        let value = format!("{device}.{}", account_tag(account));
        let mut jar = CookieJar::new();
        jar.signed_mut(&self.key).add(
            Cookie::build(device_cookie_name(secure), value)
                .path("/api/auth")
                .http_only(true)
                .secure(secure)
                .same_site(SameSite::Strict)
                .max_age(actix_web::cookie::time::Duration::days(DEVICE_COOKIE_DAYS))
                .finish(),
        );
        jar.delta()
            .next()
            .cloned()
            .unwrap_or_else(|| Cookie::new(device_cookie_name(secure), ""))
    }

    /// The device id of `req`'s device cookie when it is ours and names `account` (a tag).
    fn known_device(&self, req: &actix_web::HttpRequest, account: &str) -> Option<String> {
        let cookie = [device_cookie_name(true), device_cookie_name(false)]
            .into_iter()
            .find_map(|name| req.cookie(name))?;
        let mut jar = CookieJar::new();
        jar.add_original(cookie.into_owned());
        let name = jar.iter().next()?.name().to_owned();
        let verified = jar.signed(&self.key).get(&name)?;
        let (device, tag) = verified.value().split_once('.')?;
        (tag == account).then(|| device.to_owned())
    }

    /// Adds one failure to `key` and answers the count as it was before.
    async fn failures_incr(&self, key: &str) -> ApiResult<Count> {
        match &self.counters {
            Counters::Local(local) => Ok(local.failures.incr(key, FAILURE_WINDOW)),
            Counters::Shared(shared) => shared.failures_incr(key, FAILURE_WINDOW).await,
        }
    }

    async fn failures_get(&self, key: &str) -> ApiResult<Count> {
        match &self.counters {
            Counters::Local(local) => Ok(local.failures.get(key, FAILURE_WINDOW)),
            Counters::Shared(shared) => shared.failures_get(key, FAILURE_WINDOW).await,
        }
    }

    /// Counts one External API call of the token (A64), from `address`. Counted before identity
    /// checks the token, so a flood of calls with one made-up token never reaches identity
    /// either; an address that has sent too many refused tokens waits out its block first,
    /// unless this token is one identity confirmed a moment ago: a valid token is judged by
    /// its own limit only.
    pub async fn check_external(&self, token: &str, address: Option<IpAddr>) -> ApiResult<()> {
        let key = token_key(token);
        self.external_counted(&key, address)
            .await
            .inspect_err(|_| crate::metrics::throttled("external"))
    }

    async fn external_counted(&self, key: &[u8; 32], address: Option<IpAddr>) -> ApiResult<()> {
        if let Some(address) = address {
            // Only a blocked address asks whether the token is live: the usual call costs
            // nothing more.
            if let Err(blocked) = self.external_block_of(address).await {
                if !self.token_live(key).await? {
                    return Err(blocked);
                }
            }
        }
        self.take(Bucket::ExternalToken, Key::Digest(key)).await
    }

    async fn token_live(&self, key: &[u8; 32]) -> ApiResult<bool> {
        match &self.counters {
            Counters::Local(local) => Ok(local
                .live_tokens()
                .get(key)
                .is_some_and(|until| *until > Instant::now())),
            Counters::Shared(shared) => shared.token_live(key).await,
        }
    }

    /// Identity confirmed the token, valid for `seconds` more: until then (an hour at most,
    /// so a revocation is soon seen here too) the address's block does not apply to it.
    pub async fn external_accepted(&self, token: &str, seconds: u64) {
        let seconds = seconds.clamp(1, 3600);
        match &self.counters {
            Counters::Local(local) => {
                let now = Instant::now();
                let mut live = local.live_tokens();
                if live.len() > RETAIN_CHECK_ABOVE {
                    live.retain(|_, until| *until > now);
                }
                live.insert(token_key(token), now + Duration::from_secs(seconds));
            }
            Counters::Shared(shared) => shared.token_accepted(&token_key(token), seconds).await,
        }
    }

    /// Counts an External API token identity refused (unknown, revoked, expired) against the
    /// address; past the limit the address is blocked for as long as the limiter says.
    pub async fn external_refused(&self, token: &str, address: Option<IpAddr>) {
        let key = token_key(token);
        match &self.counters {
            Counters::Local(local) => {
                local.live_tokens().remove(&key);
            }
            Counters::Shared(shared) => shared.token_refused(&key).await,
        }
        let Some(address) = address else { return };
        let Err(ApiError::RateLimited {
            retry_after_seconds,
        }) = self
            .take(Bucket::ExternalRefusals, Key::Address(address))
            .await
        else {
            return;
        };
        let seconds = retry_after_seconds.max(1);
        match &self.counters {
            Counters::Shared(shared) => shared.block(address, seconds).await,
            Counters::Local(local) => {
                let now = Instant::now();
                let mut blocked = local.blocked();
                if blocked.len() > RETAIN_CHECK_ABOVE {
                    blocked.retain(|_, until| *until > now);
                }
                blocked.insert(address, now + Duration::from_secs(seconds));
            }
        }
    }

    async fn external_block_of(&self, address: IpAddr) -> ApiResult<()> {
        let local = match &self.counters {
            Counters::Shared(shared) => return shared.blocked(address).await,
            Counters::Local(local) => local,
        };
        let mut blocked = local.blocked();
        let Some(&until) = blocked.get(&address) else {
            return Ok(());
        };
        let now = Instant::now();
        if until <= now {
            blocked.remove(&address);
            return Ok(());
        }
        Err(rate_limited(until - now))
    }

    /// Takes one from `bucket`'s count of `key`, wherever the counts live.
    async fn take(&self, bucket: Bucket, key: Key<'_>) -> ApiResult<()> {
        let limiters = match &self.counters {
            Counters::Shared(shared) => {
                let per_minute = bucket.per_minute(&self.settings);
                return shared.take(bucket.name(), &key, per_minute).await;
            }
            Counters::Local(local) => local
                .limiters
                .read()
                .unwrap_or_else(|poisoned| poisoned.into_inner()),
        };
        match (bucket, key) {
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
        limiter
            .check_key(key)
            .map_err(|not_until| rate_limited(not_until.wait_time_from(self.clock.now())))
    }
}

/// The device cookie's name: `__Secure-` when cookies are secure (`__Host-` would need the
/// path `/`, and the cookie is only for the sign-in calls).
fn device_cookie_name(secure: bool) -> &'static str {
    if secure {
        "__Secure-portal_device"
    } else {
        "portal_device"
    }
}

/// An account as the throttle keys it: the SHA-256 of its lower-cased name, so neither the
/// counters nor the device cookie hold the address itself.
fn account_tag(account: &str) -> String {
    let digest = ring::digest::digest(
        &ring::digest::SHA256,
        account.trim().to_lowercase().as_bytes(),
    );
    hex(&digest.as_ref()[..16])
}

/// A token as the throttle keys it: its SHA-256, so the throttle holds no secret.
fn token_key(token: &str) -> [u8; 32] {
    let digest = ring::digest::digest(&ring::digest::SHA256, token.as_bytes());
    let mut key = [0u8; 32];
    key.copy_from_slice(digest.as_ref());
    key
}

fn new_device_id() -> String {
    hex(&rand::random::<[u8; 16]>())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
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
    fn past_the_free_failures_each_wait_doubles_up_to_the_cap() {
        let now = Instant::now();
        let after = |count| {
            wait_after(
                Count {
                    count,
                    last: Some(now),
                },
                5,
                now,
            )
        };
        assert_eq!(after(4), None);
        assert_eq!(after(5), Some(Duration::from_secs(60)));
        assert_eq!(after(6), Some(Duration::from_secs(120)));
        assert_eq!(after(8), Some(Duration::from_secs(480)));
        assert_eq!(after(9), Some(LONGEST_WAIT));
        assert_eq!(after(400), Some(LONGEST_WAIT));
        // Once the wait has passed, the next attempt goes through.
        let earlier = Count {
            count: 5,
            last: now.checked_sub(Duration::from_secs(61)),
        };
        assert_eq!(wait_after(earlier, 5, now), None);
    }

    #[test]
    fn counts_are_forgotten_a_window_after_their_last_move() {
        let counters = MemoryCounters::default();
        let window = Duration::from_millis(50);
        assert_eq!(counters.incr("k", window).count, 0);
        assert_eq!(counters.incr("k", window).count, 1);
        assert_eq!(counters.get("k", window).count, 2);
        std::thread::sleep(Duration::from_millis(60));
        assert_eq!(counters.get("k", window), Count::default());
        counters.incr("k", window);
        counters.clear("k");
        assert_eq!(counters.get("k", window).count, 0);
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
