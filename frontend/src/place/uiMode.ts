import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../api/enhanced';

export type Mode = 'B2C' | 'B2B';

/** Spec §6: an unknown (or unreadable) mode falls back to B2C. */
export function uiModeOf(value: unknown): Mode {
  return value === 'B2B' ? 'B2B' : 'B2C';
}

/**
 * The user's UI mode (#107). `ready` once it is known or failed (a failure counts as B2C so the
 * portal still opens); B2C shows location features and user content, B2B gets a notice.
 */
export function useUiMode(userId: number | undefined) {
  const ui = api.useGetUserUiQuery(userId ?? skipToken);
  const ready = ui.data !== undefined || ui.isError;
  return { ready, mode: uiModeOf(ui.data?.uiMode), isLoading: userId !== undefined && !ready };
}

/**
 * The argument of the user-content call (#116): asked together with the UI mode rather than after
 * it, since nearly every user is a household; dropped once the mode turns out to be B2B.
 */
export function userContentArg(
  userId: number | undefined,
  ui: { ready: boolean; mode: Mode },
): number | typeof skipToken {
  return userId !== undefined && !(ui.ready && ui.mode === 'B2B') ? userId : skipToken;
}
