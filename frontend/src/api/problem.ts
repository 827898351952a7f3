/** The gateway's RFC 9457 error body (application/problem+json). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  requestId?: string;
  errors?: { field: string; message: string }[];
}

/** Error codes the gateway puts in `Problem.code` that the app reacts to. */
export type ErrorCode =
  | 'VALIDATION_FAILED'
  | 'INVALID_CREDENTIALS'
  | 'SESSION_EXPIRED'
  | 'ACCOUNT_NOT_CONFIRMED'
  | 'FORBIDDEN'
  | 'CSRF_HEADER_MISSING'
  | 'NOT_FOUND'
  | 'ACCOUNT_EXISTS'
  | 'RATE_LIMITED'
  | 'UPSTREAM_FAILED'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_TIMEOUT';

/**
 * The error every endpoint rejects with: the HTTP status (or a fetch-level failure),
 * the parsed problem body when there was one, and Retry-After in seconds for 429 and 503.
 */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'CUSTOM_ERROR';
  problem?: Problem;
  retryAfterSeconds?: number;
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && 'status' in value;
}

export function toProblem(data: unknown): Problem | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const candidate = data as Problem;
  return typeof candidate.code === 'string' || typeof candidate.status === 'number'
    ? candidate
    : undefined;
}

/** Retry-After is either delay-seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

export function errorCode(error: unknown): string | undefined {
  return isApiError(error) ? error.problem?.code : undefined;
}

/** Field messages from `errors[]`, keyed by field name (first message wins). */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error)) return result;
  for (const { field, message } of error.problem?.errors ?? []) {
    if (!(field in result)) result[field] = message;
  }
  return result;
}
