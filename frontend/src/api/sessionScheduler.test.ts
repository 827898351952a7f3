import {
  createSessionScheduler,
  LOG_NO_REFRESH_TOKEN,
  LOG_REFRESH_FAILED,
  LOG_STATUS_FAILED,
  type SessionStatus,
} from './sessionScheduler';

const START = Date.UTC(2025, 0, 15, 10, 0, 0);
const nowSeconds = () => Math.floor(Date.now() / 1000);

function setup(
  statuses: (SessionStatus | null)[] | (() => SessionStatus | null),
  refreshResults: boolean[] | (() => boolean) = () => true,
) {
  const getStatus = jest.fn(async () =>
    typeof statuses === 'function' ? statuses() : (statuses.shift() ?? null),
  );
  const refresh = jest.fn(async () =>
    typeof refreshResults === 'function' ? refreshResults() : (refreshResults.shift() ?? false),
  );
  const signOut = jest.fn();
  const log = jest.fn();
  const scheduler = createSessionScheduler({ getStatus, refresh, signOut, log });
  return { scheduler, getStatus, refresh, signOut, log };
}

beforeEach(() => {
  jest.useFakeTimers({ now: START });
});

afterEach(() => {
  jest.useRealTimers();
});

describe('session scheduler', () => {
  it('schedules the refresh five minutes before expiry', async () => {
    const expiresAt = nowSeconds() + 3600;
    const { scheduler, refresh } = setup([{ hasRefreshToken: true, expiresAt }], () => false);

    await scheduler.check();

    expect(scheduler.scheduledAt()).toBe(expiresAt * 1000 - 300_000);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(3600_000 - 300_000 - 1);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.dispose();
  });

  it('refreshes at once when already inside the five-minute window', async () => {
    const expiresAt = nowSeconds() + 120;
    const { scheduler, refresh, getStatus } = setup([
      { hasRefreshToken: true, expiresAt },
      { hasRefreshToken: true, expiresAt: nowSeconds() + 3600 },
    ]);

    await scheduler.check();

    expect(refresh).toHaveBeenCalledTimes(1);
    // After a successful refresh the next one is scheduled from the new expiry.
    expect(getStatus).toHaveBeenCalledTimes(2);
    expect(scheduler.scheduledAt()).toBe((nowSeconds() + 3600) * 1000 - 300_000);
    scheduler.dispose();
  });

  it('does not schedule twice for the same expiry', async () => {
    const expiresAt = nowSeconds() + 3600;
    const { scheduler, refresh } = setup(() => ({ hasRefreshToken: true, expiresAt }));

    await scheduler.check();
    await scheduler.check();
    await Promise.all([scheduler.check(), scheduler.check()]);
    await jest.advanceTimersByTimeAsync(3300_000);

    expect(refresh).toHaveBeenCalledTimes(1);
    scheduler.dispose();
  });

  it('tries a failing refresh five times, logging each failure', async () => {
    const expiresAt = nowSeconds() + 250;
    const { scheduler, refresh, log, signOut } = setup(
      () => ({ hasRefreshToken: true, expiresAt }),
      () => false,
    );

    await scheduler.check();
    await jest.advanceTimersByTimeAsync(60_000);

    expect(refresh).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledTimes(5);
    expect(log).toHaveBeenCalledWith(LOG_REFRESH_FAILED);
    expect(signOut).not.toHaveBeenCalled();
    scheduler.dispose();
  });

  it('signs out when the last attempt fails after expiry', async () => {
    const expiresAt = nowSeconds() + 10;
    const { scheduler, refresh, signOut } = setup(
      () => ({ hasRefreshToken: true, expiresAt }),
      () => false,
    );

    await scheduler.check();
    // Attempts at 0, 5, 10, 15 and 20 s; the last one is past the expiry at 10 s.
    await jest.advanceTimersByTimeAsync(15_000);
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(signOut).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(5_000);

    expect(refresh).toHaveBeenCalledTimes(5);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signs out at expiry when all attempts failed before it', async () => {
    const expiresAt = nowSeconds() + 250;
    const { scheduler, signOut } = setup(
      () => ({ hasRefreshToken: true, expiresAt }),
      () => false,
    );

    await scheduler.check();
    await jest.advanceTimersByTimeAsync(249_000);
    expect(signOut).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);

    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when a later attempt succeeds', async () => {
    const expiresAt = nowSeconds() + 10;
    let renewed = false;
    const { scheduler, refresh, signOut } = setup(
      () => ({ hasRefreshToken: true, expiresAt: renewed ? nowSeconds() + 3600 : expiresAt }),
      () => {
        if (refresh.mock.calls.length >= 3) renewed = true;
        return renewed;
      },
    );

    await scheduler.check();
    await jest.advanceTimersByTimeAsync(60_000);

    expect(refresh).toHaveBeenCalledTimes(3);
    expect(signOut).not.toHaveBeenCalled();
    scheduler.dispose();
  });

  it('only logs when the session status cannot be read', async () => {
    const { scheduler, refresh, log, signOut } = setup([null]);

    await scheduler.check();
    await jest.advanceTimersByTimeAsync(3600_000);

    expect(log).toHaveBeenCalledWith(LOG_STATUS_FAILED);
    expect(refresh).not.toHaveBeenCalled();
    expect(signOut).not.toHaveBeenCalled();
    expect(scheduler.scheduledAt()).toBeNull();
  });

  it('only logs when there is no refresh token', async () => {
    const { scheduler, refresh, log } = setup([
      { hasRefreshToken: false, expiresAt: nowSeconds() + 60 },
    ]);

    await scheduler.check();
    await jest.advanceTimersByTimeAsync(3600_000);

    expect(log).toHaveBeenCalledWith(LOG_NO_REFRESH_TOKEN);
    expect(refresh).not.toHaveBeenCalled();
    expect(scheduler.scheduledAt()).toBeNull();
  });

  it('forgets the schedule on reset', async () => {
    const { scheduler, refresh } = setup(() => ({
      hasRefreshToken: true,
      expiresAt: nowSeconds() + 3600,
    }));

    await scheduler.check();
    scheduler.reset();
    await jest.advanceTimersByTimeAsync(3600_000);

    expect(refresh).not.toHaveBeenCalled();
    expect(scheduler.scheduledAt()).toBeNull();
  });

  it('answers checks from a status read less than 15 s ago, then reads it again', async () => {
    const { scheduler, getStatus } = setup(() => ({
      hasRefreshToken: true,
      expiresAt: nowSeconds() + 3600,
    }));

    await scheduler.check();
    await Promise.all([scheduler.check(), scheduler.check()]);
    await jest.advanceTimersByTimeAsync(14_999);
    await scheduler.check();
    expect(getStatus).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(1);
    await scheduler.check();
    expect(getStatus).toHaveBeenCalledTimes(2);
    scheduler.dispose();
  });

  it('takes an observed status as read: the next check does not ask, the refresh is scheduled', async () => {
    const expiresAt = nowSeconds() + 3600;
    const { scheduler, getStatus } = setup(() => ({ hasRefreshToken: true, expiresAt }));

    await scheduler.observe({ hasRefreshToken: true, expiresAt });
    await scheduler.check();

    expect(getStatus).not.toHaveBeenCalled();
    expect(scheduler.scheduledAt()).toBe(expiresAt * 1000 - 300_000);
    scheduler.dispose();
  });

  it('makes a check during a refresh wait for the refresh', async () => {
    let finishRefresh: (ok: boolean) => void = () => undefined;
    const getStatus = jest.fn(async () => ({
      hasRefreshToken: true,
      expiresAt: nowSeconds() + 60,
    }));
    const refresh = jest.fn(() => new Promise<boolean>((resolve) => (finishRefresh = resolve)));
    const scheduler = createSessionScheduler({ getStatus, refresh, signOut: jest.fn() });

    const first = scheduler.check();
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    let waited = false;
    const second = scheduler.check().then(() => {
      waited = true;
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(waited).toBe(false);
    finishRefresh(true);
    await Promise.all([first, second]);
    expect(waited).toBe(true);
    scheduler.dispose();
  });

  it('reads the status again after a reset', async () => {
    const { scheduler, getStatus } = setup(() => ({
      hasRefreshToken: true,
      expiresAt: nowSeconds() + 3600,
    }));

    await scheduler.check();
    scheduler.reset();
    await scheduler.check();

    expect(getStatus).toHaveBeenCalledTimes(2);
    scheduler.dispose();
  });
});
