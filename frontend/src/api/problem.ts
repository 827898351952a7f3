import { finnishFieldError } from '../i18n/fieldError';

/** The gateway's RFC 9457 error body (application/problem+json). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  code?: string;
  requestId?: string;
  errors?: FieldError[];
  /** The upstream's own code of a refusal (the main-user transfer's), shown in its dialog. */
  errorCode?: string | null;
}

/** One bad field of a 400: a stable `code` with the rule's `params` (min, max, format, allowed). */
export interface FieldError {
  field: string;
  code: string;
  /** English, for logs: never shown (the code is mapped to Finnish). */
  message: string;
  params?: Record<string, unknown>;
}

/**
 * Every code the gateway puts in `Problem.code` (its `ApiError` codes and the upstream outcomes
 * its OpenAPI document names), each with a Finnish
 * message in `errorMessage`. A test checks the list against every code the OpenAPI document
 * declares, so a new one cannot go without its message.
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_CREDENTIALS',
  'SESSION_EXPIRED',
  'INVALID_TOKEN',
  'ACCOUNT_NOT_CONFIRMED',
  'FORBIDDEN',
  'PLACES_NOT_AVAILABLE',
  'DEMO_READ_ONLY',
  'CSRF_HEADER_MISSING',
  'NOT_FOUND',
  'PDF_NOT_FOUND',
  'REQUEST_REFUSED',
  'ACCOUNT_EXISTS',
  'STAFF_ACCOUNT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'OVERLOADED',
  'MAINTENANCE',
  'STORE_UNAVAILABLE',
  'UPSTREAM_FAILED',
  'UPSTREAM_UNAVAILABLE',
  'UPSTREAM_TIMEOUT',
  'INTERNAL_ERROR',
] as const;

/** Error codes the gateway puts in `Problem.code`. */
export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(code: unknown): code is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(code);
}

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

/** Field errors of `errors[]` in Finnish, keyed by field name (the first one of a field wins). */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  if (!isApiError(error)) return result;
  for (const item of error.problem?.errors ?? []) {
    const field = item.field.replace(/^body\./, '');
    result[field] ??= finnishFieldError(item);
  }
  return result;
}
