import { isEmail, parseDecimal } from '../../components/forms/outcome';
import { fiForms } from '../../i18n/fiForms';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';

/** The alerts' number fields as text: Finnish decimal comma, empty for no value. */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

/**
 * An optional threshold in `min..max` (the server's `range` rule). Empty → null.
 * Returns the value or the Finnish error.
 */
export function checkThreshold(
  text: string,
  max: number,
  maxText: string,
): { value: number | null; error?: string } {
  const value = parseDecimal(text);
  if (value === null) return { value };
  if (Number.isNaN(value)) return { value, error: fiForms.field.number };
  if (value < 0 || value > max) return { value, error: fiForms.field.range('0', maxText) };
  return { value };
}

/** #90 rules: thresholds 0..100000 kWh a day, bottom below top when both are set. */
export function validateConsumptionAlert(top: string, bottom: string) {
  const errors: Record<string, string> = {};
  const topChecked = checkThreshold(top, 100000, '100 000');
  const bottomChecked = checkThreshold(bottom, 100000, '100 000');
  if (topChecked.error) errors.topThresholdValue = topChecked.error;
  if (bottomChecked.error) errors.bottomThresholdValue = bottomChecked.error;
  if (
    Object.keys(errors).length === 0 &&
    topChecked.value !== null &&
    bottomChecked.value !== null &&
    bottomChecked.value >= topChecked.value
  ) {
    errors.bottomThresholdValue = fiForms.field.bottomBelowTop;
  }
  return { errors, top: topChecked.value, bottom: bottomChecked.value };
}

/**
 * The alerts' phone rule (`is_phone_number` of upstream-clients' messaging): 5–20 characters,
 * digits and spaces after an optional leading +, at least one digit.
 */
export function isAlertPhone(value: string): boolean {
  const rest = value.startsWith('+') ? value.slice(1) : value;
  const length = Array.from(value).length;
  return length >= 5 && length <= 20 && /^[\d ]*$/.test(rest) && /\d/.test(rest);
}

/** "07:00" from hours and minutes. */
export function timeText(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** "7:05" or "07.05" → [7, 5]; hours 0..23, minutes 0..59 (the push window rule), else null. */
export function parseTime(text: string): [number, number] | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? [hour, minute] : null;
}

/** A channel's address and push window as the form edits them. */
export interface ChannelText {
  active: boolean;
  address: string;
  start: string;
  end: string;
}

/**
 * The rules of one notification channel: an active channel needs an address; an address, when
 * given, must be an e-mail address or a phone number; the window is two times of day.
 * Errors are keyed by `<prefix>Address`, `<prefix>Start`, `<prefix>End`.
 */
export function validateChannel(
  prefix: string,
  channel: ChannelText,
  kind: 'email' | 'phone',
): Record<string, string> {
  const errors: Record<string, string> = {};
  const address = channel.address.trim();
  if (address === '') {
    if (channel.active) errors[`${prefix}Address`] = fiForms.field.required;
  } else if (kind === 'email' ? !isEmail(address) : !isAlertPhone(address)) {
    errors[`${prefix}Address`] = kind === 'email' ? fiForms.field.email : fiForms.field.phone;
  }
  if (!parseTime(channel.start)) errors[`${prefix}Start`] = fiPlaceForms.alerts.time;
  if (!parseTime(channel.end)) errors[`${prefix}End`] = fiPlaceForms.alerts.time;
  return errors;
}
