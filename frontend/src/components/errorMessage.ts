import { isApiError } from '../api/problem';
import { fi } from '../i18n/fi';

/** A Finnish message for an API error, for forms and error states. */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) return fi.errors.generic;
  switch (error.problem?.code) {
    case 'INVALID_CREDENTIALS':
      return fi.errors.invalidCredentials;
    case 'ACCOUNT_NOT_CONFIRMED':
      return fi.errors.accountNotConfirmed;
    case 'ACCOUNT_EXISTS':
      return fi.errors.accountExists;
    case 'RATE_LIMITED':
      return fi.errors.rateLimited(error.retryAfterSeconds);
    case 'VALIDATION_FAILED':
      return fi.errors.validation;
    case 'FORBIDDEN':
      return fi.errors.forbidden;
    case 'DEMO_READ_ONLY':
      return fi.errors.demoReadOnly;
    case 'NOT_FOUND':
      return fi.errors.notFound;
    case 'UPSTREAM_FAILED':
    case 'UPSTREAM_UNAVAILABLE':
    case 'UPSTREAM_TIMEOUT':
      return fi.errors.upstream;
    default:
      break;
  }
  if (error.status === 429) return fi.errors.rateLimited(error.retryAfterSeconds);
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return fi.errors.network;
  if (typeof error.status === 'number' && error.status >= 502 && error.status <= 504) {
    return fi.errors.upstream;
  }
  return fi.errors.generic;
}
