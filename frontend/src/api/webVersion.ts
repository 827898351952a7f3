/** Sent as X-Web-Version on every call (spec §7, §9); the gateway's CSRF defence needs it. */
export const WEB_VERSION = '0.1.0';
export const WEB_VERSION_HEADER = 'X-Web-Version';

/** Same origin: the gateway serves both the app and /api. */
export function apiOrigin(): string {
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/**
 * Sent by demo mode on its gateway reads: a read that names no user (prices, customer-service
 * info) is then answered for the demo user without a session (api-surface A9).
 */
export const DEMO_HEADER = 'X-Portal-Demo';
