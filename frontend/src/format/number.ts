/** Finnish number display (spec §5): built on Intl with the fi-FI locale. */

export const LOCALE = 'fi-FI';
export const DEFAULT_DECIMALS = 2;
/** Shown for a missing or non-numeric value. */
export const DASH = '–';
/** Intl's fi-FI grouping separator; also used before the unit so "12,30 €" never wraps. */
export const NBSP = '\u00a0';

const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let cached = formatters.get(decimals);
  if (!cached) {
    cached = new Intl.NumberFormat(LOCALE, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      // No "−0,00" for tiny negative values.
      signDisplay: 'negative',
    });
    formatters.set(decimals, cached);
  }
  return cached;
}

/** A finite number from a number or a numeric string, otherwise null. */
export function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** 1234.5 → "1 234,50" (no-break space, comma decimals, U+2212 minus); missing → "–". */
export function formatNumber(value: unknown, decimals: number = DEFAULT_DECIMALS): string {
  const number = toFiniteNumber(value);
  return number === null ? DASH : formatter(decimals).format(number);
}

/** 12.3 → "12,30 €"; missing → "–". */
export function formatEuro(value: unknown): string {
  const number = toFiniteNumber(value);
  return number === null ? DASH : `${formatter(2).format(number)}${NBSP}€`;
}

/**
 * Change from `previous` to `current` in percent; 0 when either is missing or zero (spec §5).
 */
export function percentageChange(current: unknown, previous: unknown): number {
  const now = toFiniteNumber(current);
  const before = toFiniteNumber(previous);
  if (now === null || before === null || now === 0 || before === 0) return 0;
  return ((now - before) / before) * 100;
}

/** 12.345 → "12,3 %"; missing → "–". */
export function formatPercent(value: unknown, decimals = 1): string {
  const number = toFiniteNumber(value);
  return number === null ? DASH : `${formatter(decimals).format(number)}${NBSP}%`;
}

/** A change in percent with its sign: 5 → "+5,0 %", −3.2 → "−3,2 %", 0 → "0,0 %". */
export function formatSignedPercent(value: unknown, decimals = 1): string {
  const number = toFiniteNumber(value);
  const text = formatPercent(number, decimals);
  return number !== null && number > 0 ? `+${text}` : text;
}
