import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { parseRetryAfter, toProblem, type ApiError } from './problem';
import type { SessionScheduler } from './sessionScheduler';
import { WEB_VERSION, WEB_VERSION_HEADER, apiOrigin } from './webVersion';

/**
 * What the store passes to every base query call as `extra` (see app/store.ts). Keeping these as
 * callbacks lets api/ stay free of the app's slices.
 */
export interface BaseQueryExtra {
  session?: SessionScheduler;
  /** A data call answered 401: show the session-expired dialog. */
  onUnauthorized?: () => void;
  /** Whether the app is in demo mode (spec §4): then `demoBaseQuery` answers. */
  isDemo?: () => boolean;
  /** The customer's company is in maintenance (A70): show the maintenance page. */
  onMaintenance?: (maintenance: {
    message: string;
    until?: string;
    retryAfterSeconds: number;
  }) => void;
}

export const rawBaseQuery = fetchBaseQuery({
  baseUrl: apiOrigin(),
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set(WEB_VERSION_HEADER, WEB_VERSION);
    return headers;
  },
});

const AUTH_PREFIX = '/api/auth/';

export function isAuthCall(url: string): boolean {
  return url.startsWith(AUTH_PREFIX);
}

export function normalizeError(
  error: FetchBaseQueryError,
  meta: FetchBaseQueryMeta | undefined,
): ApiError {
  if (typeof error.status === 'number') {
    const result: ApiError = { status: error.status, problem: toProblem(error.data) };
    const retryAfter = parseRetryAfter(meta?.response?.headers.get('Retry-After') ?? null);
    if (retryAfter !== undefined) result.retryAfterSeconds = retryAfter;
    return result;
  }
  if (error.status === 'PARSING_ERROR') {
    return { status: error.originalStatus, problem: toProblem(undefined) };
  }
  return { status: error.status };
}

/**
 * fetchBaseQuery plus: same-origin credentials, the web-version header, the session check before
 * every non-auth call (spec §7), problem+json errors normalized to ApiError, and 401 on a data
 * call reported to the app.
 */
export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
>;

export const baseQuery: AppBaseQuery = async (args, api, extraOptions) => {
  const extra = api.extra as BaseQueryExtra | undefined;
  if (extra?.isDemo?.()) {
    // Loaded with demo mode's first call, so the signed-in app never carries it.
    const { demoBaseQuery } = await import(/* webpackChunkName: "demo" */ '../demo/demoBaseQuery');
    return demoBaseQuery(args, api, extraOptions, rawBaseQuery);
  }
  const url = typeof args === 'string' ? args : args.url;
  const authCall = isAuthCall(url);
  if (!authCall && extra?.session) {
    await extra.session.check();
  }
  const result = await rawBaseQuery(args, api, extraOptions);
  if (result.error) {
    const error = normalizeError(result.error, result.meta);
    if (!authCall && error.status === 401) extra?.onUnauthorized?.();
    if (error.status === 503 && error.problem?.code === 'MAINTENANCE') {
      const until = (error.problem as { until?: unknown }).until;
      extra?.onMaintenance?.({
        message: error.problem.detail ?? '',
        until: typeof until === 'string' ? until : undefined,
        retryAfterSeconds: error.retryAfterSeconds ?? 300,
      });
    }
    return { error, meta: result.meta };
  }
  return { data: result.data, meta: result.meta };
};
