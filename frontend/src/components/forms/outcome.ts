import { fieldErrors, isApiError } from '../../api/problem';

/** Spec §8 outcomes of a write: which notice or error dialog to open. */
export type OutcomeKind = 'success' | 'validation' | 'executionFailed' | 'requestFail' | 'general';

export function outcomeOf(error: unknown): OutcomeKind {
  if (!isApiError(error)) return 'general';
  const { status } = error;
  if (status === 400 && error.problem?.code === 'VALIDATION_FAILED') return 'validation';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'requestFail';
  if (typeof status === 'number' && status >= 502 && status <= 504) return 'requestFail';
  if (status === 404 || status === 409 || status === 403 || status === 400)
    return 'executionFailed';
  return 'general';
}

/** Field errors of a 400 VALIDATION_FAILED by field name, in Finnish. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  return fieldErrors(error);
}

/** Parses a Finnish decimal ("12,5"); empty → null, not a number → NaN. */
export function parseDecimal(value: string): number | null {
  const trimmed = value.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The server's phone rule (E.164-ish, 5..20 characters, at least five digits). */
export function isPhone(value: string): boolean {
  const rest = value.startsWith('+') ? value.slice(1) : value;
  const digits = rest.replace(/\D/g, '').length;
  return value.length >= 5 && value.length <= 20 && digits >= 5 && /^\d[\d -]*$/.test(rest);
}

/** A pragmatic e-mail check (the server's validator decides). */
export function isEmail(value: string): boolean {
  return value.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}
