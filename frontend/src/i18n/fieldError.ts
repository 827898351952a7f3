import type { FieldError } from '../api/problem';
import { fiFieldErrors as t } from './fiFieldErrors';

/** A number as Finnish writes it (decimal comma). */
function fiNumber(value: unknown): string {
  return String(value).replace('.', ',');
}

/**
 * A field error of a 400 in Finnish, from its stable code and the rule's bounds (the English
 * message beside them is for logs and never shown).
 */
export function finnishFieldError(error: FieldError): string {
  const params = error.params ?? {};
  const { min, max } = params;
  switch (error.code) {
    case 'required':
      return t.required;
    case 'too_long':
      return typeof max === 'number' ? t.tooLong(max) : t.invalid;
    case 'too_short':
      return typeof min === 'number' ? t.tooShort(min) : t.invalid;
    case 'out_of_range':
      return min !== undefined && max !== undefined
        ? t.range(fiNumber(min), fiNumber(max))
        : t.invalid;
    case 'invalid_format':
      switch (params.format) {
        case 'email':
          return t.email;
        case 'phone':
          return t.phone;
        case 'code':
          return t.code;
        case 'date':
          return t.date;
        case 'postal_code':
          return t.postalCode;
        default:
          return t.invalid;
      }
    case 'not_allowed':
      return t.notAllowed;
    case 'password_policy':
      return t.passwordPolicy;
    case 'code_mismatch':
      return t.codeMismatch;
    case 'code_expired':
      return t.codeExpired;
    case 'invalid':
      // A rule across fields names itself in `field` (the alert thresholds' order).
      return error.field.endsWith('bottom_below_top') ? t.bottomBelowTop : t.invalid;
    default:
      return t.invalid;
  }
}
