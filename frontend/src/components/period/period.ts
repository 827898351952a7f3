/**
 * The period a chart shows: a time range of spec §3 and the calendar date that anchors it, kept in
 * the URL (`?jakso=MONTH&pvm=2026-11-01`) so a reload or a shared link shows the same period.
 * Dates are calendar dates in Finnish time; arithmetic runs on UTC dates so no zone shifts in.
 */
import { formatDate, formatIsoWeek, formatMonth, toCalendarDate } from '../../format';

export const TIME_RANGES = ['DAY_QUARTERLY', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'YEARS'] as const;
export type TimeRange = (typeof TIME_RANGES)[number];

export interface Period {
  range: TimeRange;
  /** YYYY-MM-DD, the first day of the period (Monday for a week, the 1st for a month…). */
  date: string;
}

/** How many years the YEARS range shows, and the date picker's pages (spec §5/§9). */
export const YEARS_SHOWN = 5;
export const PICKER_PAGE_SIZE: Record<'WEEK' | 'MONTH' | 'YEAR', number> = {
  WEEK: 5,
  MONTH: 6,
  YEAR: 5,
};

export const RANGE_PARAM = 'jakso';
export const DATE_PARAM = 'pvm';

const DAY_MS = 86_400_000;

function toUtc(iso: string): Date {
  const calendar = toCalendarDate(iso);
  if (!calendar) throw new RangeError(`Not a date: ${iso}`);
  return new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day));
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function isTimeRange(value: unknown): value is TimeRange {
  return typeof value === 'string' && (TIME_RANGES as readonly string[]).includes(value);
}

/** Today's date in Finnish time. */
export function todayIso(now: Date = new Date()): string {
  const calendar = toCalendarDate(now)!;
  return fromUtc(new Date(Date.UTC(calendar.year, calendar.month - 1, calendar.day)));
}

export function addDays(iso: string, days: number): string {
  return fromUtc(new Date(toUtc(iso).getTime() + days * DAY_MS));
}

export function addMonths(iso: string, months: number): string {
  const date = toUtc(iso);
  return fromUtc(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1)));
}

/** The first day of the period of `range` that holds `iso`. */
export function periodStart(range: TimeRange, iso: string): string {
  const date = toUtc(iso);
  switch (range) {
    case 'DAY':
    case 'DAY_QUARTERLY':
      return iso;
    case 'WEEK': {
      const weekday = date.getUTCDay() || 7;
      return addDays(iso, 1 - weekday);
    }
    case 'MONTH':
      return fromUtc(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)));
    case 'YEAR':
    case 'YEARS':
      return `${date.getUTCFullYear()}-01-01`;
  }
}

/** The day after the period's last day. */
export function periodEnd(period: Period): string {
  switch (period.range) {
    case 'DAY':
    case 'DAY_QUARTERLY':
      return addDays(period.date, 1);
    case 'WEEK':
      return addDays(period.date, 7);
    case 'MONTH':
      return addMonths(period.date, 1);
    case 'YEAR':
      return addMonths(period.date, 12);
    case 'YEARS':
      return addMonths(period.date, 12);
  }
}

/** The first day shown: a YEARS period ends with its anchor year and shows five years. */
export function periodFirstDay(period: Period): string {
  return period.range === 'YEARS' ? addMonths(period.date, -12 * (YEARS_SHOWN - 1)) : period.date;
}

/** The period before (−1) or after (+1). */
export function shiftPeriod(period: Period, steps: number): Period {
  const { range, date } = period;
  switch (range) {
    case 'DAY':
    case 'DAY_QUARTERLY':
      return { range, date: addDays(date, steps) };
    case 'WEEK':
      return { range, date: addDays(date, 7 * steps) };
    case 'MONTH':
      return { range, date: addMonths(date, steps) };
    case 'YEAR':
      return { range, date: addMonths(date, 12 * steps) };
    case 'YEARS':
      return { range, date: addMonths(date, 12 * YEARS_SHOWN * steps) };
  }
}

/**
 * The period of `range` to show when the user switches to it from `period`. A day range opens on
 * the latest day with data inside the shown period (the period's last day when it ended before
 * that day), not on the period's first day: a month's 15-minute view opens on its latest day.
 */
export function switchRange(period: Period, range: TimeRange, latestData: string): Period {
  if (range !== 'DAY' && range !== 'DAY_QUARTERLY') {
    return { range, date: periodStart(range, period.date) };
  }
  const first = periodFirstDay(period);
  const last = addDays(periodEnd(period), -1);
  const date = latestData < first ? first : latestData > last ? last : latestData;
  return { range, date };
}

/** A period of the same range that holds `latest`, when `period` would lie after it. */
export function clampPeriod(period: Period, latest: string): Period {
  const last = periodStart(period.range, latest);
  return period.date > last ? { range: period.range, date: last } : period;
}

/**
 * The period in the URL, normalized to its first day; a missing or bad value falls back to the
 * period of `fallbackRange` holding `latest`, and a period after `latest` is pulled back to it.
 */
export function readPeriod(
  params: URLSearchParams,
  fallbackRange: TimeRange,
  latest: string,
  allowed: readonly TimeRange[] = TIME_RANGES,
): Period {
  const rawRange = params.get(RANGE_PARAM);
  const range = isTimeRange(rawRange) && allowed.includes(rawRange) ? rawRange : fallbackRange;
  const rawDate = params.get(DATE_PARAM);
  const date = rawDate && toCalendarDate(rawDate) && rawDate.length === 10 ? rawDate : latest;
  return clampPeriod({ range, date: periodStart(range, date) }, latest);
}

/** The URL parameters with the period written in; other parameters (paikka…) are kept. */
export function writePeriod(params: URLSearchParams, period: Period): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(RANGE_PARAM, period.range);
  next.set(DATE_PARAM, period.date);
  return next;
}

/** The period as read aloud and shown above the chart. */
export function periodLabel(period: Period): string {
  const date = toUtc(period.date);
  switch (period.range) {
    case 'DAY':
    case 'DAY_QUARTERLY':
      return formatDate(period.date);
    case 'WEEK':
      return `${formatIsoWeek(period.date)} (${formatDate(period.date)}–${formatDate(addDays(period.date, 6))})`;
    case 'MONTH':
      return formatMonth(date.getUTCFullYear(), date.getUTCMonth() + 1);
    case 'YEAR':
      return String(date.getUTCFullYear());
    case 'YEARS':
      return `${date.getUTCFullYear() - YEARS_SHOWN + 1}–${date.getUTCFullYear()}`;
  }
}

export interface PickerOption {
  period: Period;
  label: string;
}

export interface PickerPage {
  options: PickerOption[];
  /** 0 is the page that ends with the latest period; older pages have higher numbers. */
  page: number;
  hasOlder: boolean;
  hasNewer: boolean;
}

/** The page of the picker that holds `period` (pages end at the latest period). */
export function pageOf(period: Period, latest: string): number {
  if (period.range === 'DAY' || period.range === 'DAY_QUARTERLY') return 0;
  const last = periodStart(period.range, latest);
  const size = period.range === 'YEARS' ? 1 : PICKER_PAGE_SIZE[period.range];
  let steps = 0;
  let cursor: Period = { range: period.range, date: last };
  while (cursor.date > period.date && steps < 10_000) {
    cursor = shiftPeriod(cursor, -1);
    steps += 1;
  }
  return Math.floor(steps / size);
}

/**
 * The choices the picker shows: 5 weeks, 6 months or 5 years a page (spec §5), newest last;
 * YEARS pages five-year windows one at a time. `earliest` bounds the older pages.
 */
export function pickerPage(
  range: 'WEEK' | 'MONTH' | 'YEAR' | 'YEARS',
  page: number,
  latest: string,
  earliest: string,
): PickerPage {
  const size = range === 'YEARS' ? 1 : PICKER_PAGE_SIZE[range];
  const first = periodStart(range, earliest);
  let cursor = shiftPeriod({ range, date: periodStart(range, latest) }, -page * size);
  const options: PickerOption[] = [];
  for (let index = 0; index < size && cursor.date >= first; index += 1) {
    options.unshift({ period: cursor, label: periodLabel(cursor) });
    cursor = shiftPeriod(cursor, -1);
  }
  return {
    options,
    page,
    hasOlder: cursor.date >= first,
    hasNewer: page > 0,
  };
}
