import { isApiError } from '../../api/problem';
import { fiForms } from '../../i18n/fiForms';

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

/** Field errors of a 400 VALIDATION_FAILED by field name, in Finnish where the message is known. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  const result: Record<string, string> = {};
  for (const item of error.problem?.errors ?? []) {
    const field = item.field.replace(/^body\./, '');
    result[field] ??= finnishFieldMessage(item.message);
  }
  return result;
}

/** The server's messages are English; these are the ones its validators give. */
export function finnishFieldMessage(message: string): string {
  const range = /from (-?[\d.]+) to (-?[\d.]+)/.exec(message);
  if (range) return fiForms.field.range(range[1]!.replace('.', ','), range[2]!.replace('.', ','));
  const length = /(\d+) to (\d+) characters/.exec(message);
  if (length) return fiForms.field.length(Number(length[1]), Number(length[2]));
  if (/bottom threshold/i.test(message)) return fiForms.field.bottomBelowTop;
  if (/e-?mail/i.test(message)) return fiForms.field.email;
  if (/phone/i.test(message)) return fiForms.field.phone;
  if (/required|blank|empty/i.test(message)) return fiForms.field.required;
  return fiForms.field.invalid;
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
