import { DASH } from './number';

/** Dates are shown in Finnish time whatever the browser's zone is (DOMAIN.md). */
export const TIME_ZONE = 'Europe/Helsinki';

export interface CalendarDate {
  year: number;
  month: number; // 1–12
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const partsFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/**
 * The calendar date of a value: a `YYYY-MM-DD` string is taken as is (no time-zone shift),
 * a Date or other string is read in Europe/Helsinki. Null when missing or invalid.
 */
export function toCalendarDate(value: Date | string | null | undefined): CalendarDate | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
      return { year, month, day };
    }
  }
  const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
  if (Number.isNaN(time)) return null;
  if (time < WHOLE_HOUR_OFFSETS_SINCE) return helsinkiDate(new Date(time));
  return { ...helsinkiDateOfHour(Math.floor(time / HOUR_MS)) };
}

const HOUR_MS = 3_600_000;
/** Helsinki left local mean time (+1:39:49) for +2:00 on 1 May 1921. */
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1921, 4, 1);
const hourDates = new Map<number, CalendarDate>();

/**
 * The Helsinki calendar date of a UTC hour (hours since the epoch). Helsinki's offset has been a
 * whole number of hours since 1921, so every instant of a UTC hour has the same date there, and a
 * series of 15-minute points asks Intl once an hour instead of once a point (formatToParts with
 * a time zone costs microseconds each: thousands of them were a long task on a phone).
 */
function helsinkiDateOfHour(hour: number): CalendarDate {
  const cached = hourDates.get(hour);
  if (cached) return cached;
  const date = helsinkiDate(new Date(hour * HOUR_MS));
  if (hourDates.size >= 50_000) hourDates.clear(); // five years of hours; then start again
  hourDates.set(hour, date);
  return date;
}

const hourKeys = new Map<number, string>();

function dayKeyOfHour(hour: number): string {
  const cached = hourKeys.get(hour);
  if (cached !== undefined) return cached;
  const { year, month, day } = helsinkiDateOfHour(hour);
  const key = new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  if (hourKeys.size >= 50_000) hourKeys.clear();
  hourKeys.set(hour, key);
  return key;
}

function helsinkiDate(instant: Date): CalendarDate {
  const parts = partsFormatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/**
 * A value's Finnish calendar day as a key ("2026-11-24" → "2026-11-24"), for comparing days;
 * "" when missing or invalid. `daysBefore` counts back whole calendar days.
 */
export function calendarDayKey(value: Date | string | null | undefined, daysBefore = 0): string {
  if (daysBefore === 0 && (value instanceof Date || (value && !ISO_DATE.test(value)))) {
    // An instant: its key is kept per UTC hour, so keying a series costs a map lookup a point.
    const time = typeof value === 'string' ? Date.parse(value) : value.getTime();
    if (Number.isNaN(time)) return '';
    if (time >= WHOLE_HOUR_OFFSETS_SINCE) return dayKeyOfHour(Math.floor(time / HOUR_MS));
  }
  const date = toCalendarDate(value);
  if (!date) return '';
  const day = new Date(Date.UTC(date.year, date.month - 1, date.day - daysBefore));
  return day.toISOString().slice(0, 10);
}

/** "2024-03-05" → "5.3.2024"; missing or invalid → "–". */
export function formatDate(value: Date | string | null | undefined): string {
  const date = toCalendarDate(value);
  return date ? `${date.day}.${date.month}.${date.year}` : DASH;
}

interface IsoWeek {
  week: number;
  year: number;
}

/** ISO 8601 week: Monday first, week 1 holds the year's first Thursday. */
function isoWeekOf(value: Date | string): IsoWeek {
  const date = toCalendarDate(value);
  if (!date) throw new RangeError(`Not a date: ${String(value)}`);
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const weekday = utc.getUTCDay() || 7; // Monday 1 … Sunday 7
  utc.setUTCDate(utc.getUTCDate() + 4 - weekday); // the Thursday of this week
  const year = utc.getUTCFullYear();
  const firstDay = Date.UTC(year, 0, 1);
  const week = Math.floor((utc.getTime() - firstDay) / 86_400_000 / 7) + 1;
  return { week, year };
}

export function isoWeek(value: Date | string): number {
  return isoWeekOf(value).week;
}

/** The year the ISO week belongs to: 2021-01-03 → 2020, 2024-12-30 → 2025. */
export function isoWeekYear(value: Date | string): number {
  return isoWeekOf(value).year;
}

const clockFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Finnish clock time of an instant: "14.05", "0.15" (fi-FI: a dot, no leading zero). */
export function formatTime(value: Date | number): string {
  const date = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  const parts = clockFormatter.formatToParts(date);
  const hour = Number(parts.find((part) => part.type === 'hour')?.value);
  const minute = parts.find((part) => part.type === 'minute')?.value ?? '00';
  return `${hour}.${minute}`;
}

/** "5.3.2024 14.05" in Finnish time. */
export function formatDateTime(value: Date | number): string {
  const date = typeof value === 'number' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return DASH;
  return `${formatDate(date)} ${formatTime(date)}`;
}

export const MONTH_NAMES = [
  'tammikuu',
  'helmikuu',
  'maaliskuu',
  'huhtikuu',
  'toukokuu',
  'kesäkuu',
  'heinäkuu',
  'elokuu',
  'syyskuu',
  'lokakuu',
  'marraskuu',
  'joulukuu',
] as const;

/** (2026, 11) → "marraskuu 2026". */
export function formatMonth(year: number, month: number): string {
  const name = MONTH_NAMES[month - 1];
  return name ? `${name} ${year}` : DASH;
}

/** "vk 1/2025" for 2024-12-30: the ISO week and the year it belongs to. */
export function formatIsoWeek(value: Date | string): string {
  const { week, year } = isoWeekOf(value);
  return `vk ${week}/${year}`;
}
