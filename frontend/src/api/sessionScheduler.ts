/**
 * Session refresh scheduling (spec §4, §8), free of React, Redux and fetch so it can be tested
 * with fake timers. The base query calls `check()` before every non-auth call.
 *
 * - check: asks for the session status. Not ok → log 'Failed to get session info', nothing else.
 *   No refresh token → log "Can't update session, no refresh token", nothing else.
 *   Otherwise schedule a refresh at expiresAt − margin (5 min), or run it at once when already
 *   inside that window.
 * - refresh: up to `maxAttempts` (5) attempts, each failure logs 'Failed to refresh session'.
 *   When the last attempt fails after expiry the user is signed out; when it fails before expiry
 *   sign-out happens at expiry unless a later check finds a renewed session.
 * - A successful refresh asks for the status again, so the next refresh is scheduled too.
 * - A status read less than `freshMs` (15 s) ago answers the next checks without asking again:
 *   a page's calls start together instead of each waiting for its own status round trip, and
 *   the schedule it set is still right. A check during a refresh waits for the refresh.
 * - `observe` takes a status read elsewhere (the route guard's), so the first call need not ask.
 */

export interface SessionStatus {
  hasRefreshToken: boolean;
  /** Expiry of the access token, Unix epoch seconds. */
  expiresAt: number;
}

export interface SessionSchedulerDeps {
  /** Resolves to the status, or null when the call failed (not 2xx or no answer). */
  getStatus: () => Promise<SessionStatus | null>;
  /** Resolves true when the refresh call answered 2xx. */
  refresh: () => Promise<boolean>;
  signOut: () => void;
  log?: (message: string) => void;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  /** Refresh this long before expiry. */
  marginMs?: number;
  maxAttempts?: number;
  /** Wait between failed attempts. */
  retryDelayMs?: number;
  /** How long a status read stands for the checks after it. */
  freshMs?: number;
}

export interface SessionScheduler {
  check: () => Promise<void>;
  /** Takes a status read by someone else as if this check had read it. */
  observe: (status: SessionStatus) => Promise<void>;
  /** Forgets the schedule, e.g. when the user signs out; later checks start afresh. */
  reset: () => void;
  /** Stops for good, e.g. when a test ends. */
  dispose: () => void;
  /** The scheduled refresh time in epoch ms, or null (for tests and debugging). */
  scheduledAt: () => number | null;
}

export const REFRESH_MARGIN_MS = 300_000;
export const MAX_REFRESH_ATTEMPTS = 5;
export const RETRY_DELAY_MS = 5_000;
export const STATUS_FRESH_MS = 15_000;

export const LOG_REFRESH_FAILED = 'Failed to refresh session';
export const LOG_STATUS_FAILED = 'Failed to get session info';
export const LOG_NO_REFRESH_TOKEN = "Can't update session, no refresh token";

export function createSessionScheduler(deps: SessionSchedulerDeps): SessionScheduler {
  const {
    getStatus,
    refresh,
    signOut,
    log = (message: string) => console.warn(message),
    now = () => Date.now(),
    setTimer = (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimer = (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    marginMs = REFRESH_MARGIN_MS,
    maxAttempts = MAX_REFRESH_ATTEMPTS,
    retryDelayMs = RETRY_DELAY_MS,
    freshMs = STATUS_FRESH_MS,
  } = deps;

  let timer: unknown = null;
  let timerAt: number | null = null;
  /** Expiry (ms) the current schedule or refresh round is for. */
  let expiryMs: number | null = null;
  let refreshing: Promise<void> | null = null;
  let checking: Promise<void> | null = null;
  /** When the last status was read (epoch ms), null when it must be read again. */
  let statusReadAt: number | null = null;
  let disposed = false;

  function cancelTimer() {
    if (timer !== null) clearTimer(timer);
    timer = null;
    timerAt = null;
  }

  function schedule(at: number, callback: () => void) {
    cancelTimer();
    timerAt = at;
    timer = setTimer(
      () => {
        timer = null;
        timerAt = null;
        callback();
      },
      Math.max(0, at - now()),
    );
  }

  async function attempt(number: number, expiry: number): Promise<void> {
    let ok = false;
    try {
      ok = await refresh();
    } catch {
      ok = false;
    }
    if (disposed || expiry !== expiryMs) return;
    if (ok) {
      await runCheck(expiry);
      return;
    }
    log(LOG_REFRESH_FAILED);
    if (number < maxAttempts) {
      const next = now() + retryDelayMs;
      schedule(next, () => void startRound(expiry, number + 1));
      return;
    }
    if (now() >= expiry) {
      finish();
    } else {
      // Out of attempts before expiry: sign out when the session has expired, unless a later
      // check sees a renewed session and replaces this timer.
      schedule(expiry, finish);
    }
  }

  function finish() {
    cancelTimer();
    expiryMs = null;
    signOut();
  }

  function startRound(expiry: number, number = 1): Promise<void> {
    const run = attempt(number, expiry).finally(() => {
      if (refreshing === run) refreshing = null;
    });
    refreshing = run;
    return run;
  }

  /** `previousExpiry`: after a successful refresh, only a later expiry is rescheduled. */
  async function runCheck(previousExpiry?: number): Promise<void> {
    let status: SessionStatus | null = null;
    try {
      status = await getStatus();
    } catch {
      status = null;
    }
    if (disposed) return;
    if (!status) {
      statusReadAt = null;
      log(LOG_STATUS_FAILED);
      return;
    }
    await applyStatus(status, previousExpiry);
  }

  async function applyStatus(status: SessionStatus, previousExpiry?: number): Promise<void> {
    statusReadAt = now();
    if (!status.hasRefreshToken) {
      log(LOG_NO_REFRESH_TOKEN);
      return;
    }
    const expiry = status.expiresAt * 1000;
    if (previousExpiry !== undefined && expiry <= previousExpiry) return;
    if (refreshing && expiry === expiryMs) return;
    if (expiry === expiryMs && timer !== null) return; // already scheduled for this expiry
    expiryMs = expiry;
    const refreshAt = expiry - marginMs;
    if (now() >= refreshAt) {
      cancelTimer();
      await startRound(expiry);
    } else {
      schedule(refreshAt, () => void startRound(expiry));
    }
  }

  return {
    check() {
      if (disposed) return Promise.resolve();
      if (!checking && statusReadAt !== null && now() - statusReadAt < freshMs) {
        return refreshing ?? Promise.resolve();
      }
      // Concurrent calls share one status request.
      if (!checking) {
        checking = runCheck().finally(() => {
          checking = null;
        });
      }
      return checking;
    },
    observe(status) {
      if (disposed) return Promise.resolve();
      return applyStatus(status);
    },
    reset() {
      cancelTimer();
      expiryMs = null;
      statusReadAt = null;
    },
    dispose() {
      disposed = true;
      cancelTimer();
      expiryMs = null;
    },
    scheduledAt: () => timerAt,
  };
}
