/** Energy, price, temperature and VAT display (DOMAIN.md "Finnish formatting" and "VAT"). */
import { toCalendarDate } from './date';
import { DASH, formatNumber, NBSP, toFiniteNumber } from './number';

/** Exchange prices are €/MWh; consumer screens show c/kWh (1 €/MWh = 0.1 c/kWh). */
export function centsPerKwhFromEurPerMwh(value: unknown): number | null {
  const number = toFiniteNumber(value);
  return number === null ? null : number / 10;
}

function withUnit(value: unknown, decimals: number, unit: string): string {
  const text = formatNumber(value, decimals);
  return text === DASH ? DASH : `${text}${NBSP}${unit}`;
}

/** 1234.5 → "1 234,50 kWh". */
export function formatKwh(value: unknown, decimals = 2): string {
  return withUnit(value, decimals, 'kWh');
}

/** District heating energy: 0.5123 → "0,512 MWh" (three decimals, a day's energy is below 1 MWh). */
export function formatMwh(value: unknown, decimals = 3): string {
  return withUnit(value, decimals, 'MWh');
}

/** 12.345 → "12,35 c/kWh" (the value already in c/kWh). */
export function formatCentsPerKwh(value: unknown, decimals = 2): string {
  return withUnit(value, decimals, 'c/kWh');
}

/** An exchange price in €/MWh shown as c/kWh: 123.4 → "12,34 c/kWh". */
export function formatEurPerMwhAsCents(value: unknown, decimals = 2): string {
  return formatCentsPerKwh(centsPerKwhFromEurPerMwh(value), decimals);
}

/** −3.44 → "−3,4 °C". */
export function formatCelsius(value: unknown, decimals = 1): string {
  return withUnit(value, decimals, '°C');
}

export function formatKvarh(value: unknown, decimals = 2): string {
  return withUnit(value, decimals, 'kvarh');
}

export function formatKw(value: unknown, decimals = 2): string {
  return withUnit(value, decimals, 'kW');
}

/** Finland's general VAT rate change (vero.fi): 24 % until 31.8.2024, 25.5 % from 1.9.2024. */
const GENERAL_RATE_CHANGE = '2024-09-01';
/** The temporary 10 % rate on the sale of electricity (not transfer), 1.12.2022–30.4.2023. */
const REDUCED_ELECTRICITY_FROM = '2022-12-01';
const REDUCED_ELECTRICITY_UNTIL = '2023-04-30';

function isoOf(date: Date | string): string {
  const calendar = toCalendarDate(date);
  if (!calendar) throw new RangeError(`Not a date: ${String(date)}`);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${calendar.year}-${pad(calendar.month)}-${pad(calendar.day)}`;
}

/**
 * The VAT percent in force on a delivery date. `electricitySale` selects the temporary 10 % rate
 * that applied to the sale of electricity only (district heating and transfer kept the general rate).
 */
export function vatPercent(date: Date | string, electricitySale = false): number {
  const iso = isoOf(date);
  if (electricitySale && iso >= REDUCED_ELECTRICITY_FROM && iso <= REDUCED_ELECTRICITY_UNTIL) {
    return 10;
  }
  return iso >= GENERAL_RATE_CHANGE ? 25.5 : 24;
}

/**
 * The VAT note next to a price: "sis. alv 25,5 %" or "alv 0 %". The contract's `vat=true` means
 * "with the VAT in force", so the text names the real rate of that date (DOMAIN.md).
 */
export function vatText(includeVat: boolean, date: Date | string, electricitySale = false): string {
  if (!includeVat) return `alv 0${NBSP}%`;
  const rate = vatPercent(date, electricitySale);
  const decimals = Number.isInteger(rate) ? 0 : 1;
  return `sis. alv ${formatNumber(rate, decimals)}${NBSP}%`;
}

/**
 * Whether B2C prices are shown with VAT (spec §6): the location's vat flag, true when it is
 * missing.
 */
export function showsVat(locationVat: boolean | null | undefined): boolean {
  return locationVat ?? true;
}
