import { type ApiError, type ErrorCode, isApiError, isErrorCode } from '../api/problem';
import { fi } from '../i18n/fi';

/** The Finnish message of each gateway code; a new code does not compile without one. */
const messages: Record<ErrorCode, (error: ApiError) => string> = {
  VALIDATION_FAILED: () => fi.errors.validation,
  INVALID_CREDENTIALS: () => fi.errors.invalidCredentials,
  SESSION_EXPIRED: () => fi.sessionExpired.text,
  INVALID_TOKEN: () => fi.errors.invalidToken,
  ACCOUNT_NOT_CONFIRMED: () => fi.errors.accountNotConfirmed,
  FORBIDDEN: () => fi.errors.forbidden,
  PLACES_NOT_AVAILABLE: () => fi.errors.forbidden,
  DEMO_READ_ONLY: () => fi.errors.demoReadOnly,
  CSRF_HEADER_MISSING: () => fi.errors.outdatedPage,
  NOT_FOUND: () => fi.errors.notFound,
  PDF_NOT_FOUND: () => fi.errors.notFound,
  REQUEST_REFUSED: () => fi.errors.refused,
  ACCOUNT_EXISTS: () => fi.errors.accountExists,
  STAFF_ACCOUNT: () => fi.errors.staffAccount,
  PAYLOAD_TOO_LARGE: () => fi.errors.tooLarge,
  UNSUPPORTED_MEDIA_TYPE: () => fi.errors.generic,
  RATE_LIMITED: (error) => fi.errors.rateLimited(error.retryAfterSeconds),
  OVERLOADED: () => fi.errors.unavailable,
  MAINTENANCE: (error) => fi.errors.maintenance(error.retryAfterSeconds),
  STORE_UNAVAILABLE: () => fi.errors.unavailable,
  UPSTREAM_FAILED: () => fi.errors.upstream,
  UPSTREAM_UNAVAILABLE: () => fi.errors.unavailable,
  UPSTREAM_TIMEOUT: () => fi.errors.upstream,
  INTERNAL_ERROR: () => fi.errors.generic,
};

/** A Finnish message for an API error, for forms and error states. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return fi.errors.generic;
  const code = error.problem?.code;
  if (isErrorCode(code)) return messages[code](error);
  if (error.status === 429) return fi.errors.rateLimited(error.retryAfterSeconds);
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return fi.errors.network;
  if (error.status === 503) return fi.errors.unavailable;
  if (typeof error.status === 'number' && error.status >= 502 && error.status <= 504) {
    return fi.errors.upstream;
  }
  return fi.errors.generic;
}
