import type { SessionStatus } from './sessionScheduler';
import { WEB_VERSION, WEB_VERSION_HEADER, apiOrigin } from './webVersion';

/** The two auth calls the session scheduler makes itself (they never trigger a session check). */

export async function fetchSessionStatus(): Promise<SessionStatus | null> {
  try {
    const response = await fetch(`${apiOrigin()}/api/auth/v1/session-status`, {
      credentials: 'include',
      headers: { [WEB_VERSION_HEADER]: WEB_VERSION, Accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<SessionStatus>;
    if (typeof body.expiresAt !== 'number' || typeof body.hasRefreshToken !== 'boolean') {
      return null;
    }
    return { expiresAt: body.expiresAt, hasRefreshToken: body.hasRefreshToken };
  } catch {
    return null;
  }
}

/** POST with a JSON content type and an empty body; the answer's body is not read (spec §7). */
export async function postRefreshSession(): Promise<boolean> {
  try {
    const response = await fetch(`${apiOrigin()}/api/auth/v1/refresh-session`, {
      method: 'POST',
      credentials: 'include',
      headers: { [WEB_VERSION_HEADER]: WEB_VERSION, 'Content-Type': 'application/json' },
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** Best effort: ends the server-side session when the app signs the user out by itself. */
export async function postLogout(): Promise<void> {
  try {
    await fetch(`${apiOrigin()}/api/auth/v1/logout`, {
      method: 'POST',
      credentials: 'include',
      headers: { [WEB_VERSION_HEADER]: WEB_VERSION },
    });
  } catch {
    // The local state is cleared anyway.
  }
}
