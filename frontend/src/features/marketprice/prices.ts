import type { SpotPrice } from '../../api/rowTypes';
import type { ChartData, ChartSeries } from '../../components/chart/types';
import { formatTime, toCalendarDate } from '../../format';

/** The Helsinki calendar date of an RFC 3339 instant, YYYY-MM-DD. */
export function helsinkiDate(time: string): string {
  const date = toCalendarDate(new Date(time));
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.year}-${pad(date.month)}-${pad(date.day)}`;
}

export function pricesOfDay(prices: readonly SpotPrice[], day: string): SpotPrice[] {
  return prices.filter((price) => helsinkiDate(price.time) === day);
}

export interface DayStats {
  min: SpotPrice;
  max: SpotPrice;
  /** Time-weighted mean (hourly slots before 1.10.2025 weigh four quarters). */
  average: number;
}

export function dayStats(prices: readonly SpotPrice[]): DayStats | null {
  if (prices.length === 0) return null;
  let min = prices[0]!;
  let max = prices[0]!;
  let weighted = 0;
  let minutes = 0;
  for (const price of prices) {
    if (price.value < min.value) min = price;
    if (price.value > max.value) max = price;
    weighted += price.value * price.durationMinutes;
    minutes += price.durationMinutes;
  }
  return { min, max, average: weighted / minutes };
}

/** A slot's price against the day's range: the lowest third is cheap, the highest dear. */
export type PriceLevel = 'cheap' | 'normal' | 'dear';

export interface PriceBands {
  /** At or below this a slot is cheap. */
  cheapAtMost: number;
  /** At or above this a slot is dear. */
  dearAtLeast: number;
}

/**
 * The day's range split in thirds, as spot customers know from Tibber and Octopus Agile: the
 * colours compare a slot with the same day's other slots, not with a fixed price, so a cheap
 * winter day still shows its cheapest hours. A day of one price has no cheap or dear slot.
 */
export function priceBands(prices: readonly SpotPrice[]): PriceBands | null {
  const stats = dayStats(prices);
  if (!stats) return null;
  const low = stats.min.value;
  const range = stats.max.value - low;
  if (range <= 0) return { cheapAtMost: -Infinity, dearAtLeast: Infinity };
  return { cheapAtMost: low + range / 3, dearAtLeast: low + (2 * range) / 3 };
}

export function priceLevel(value: number, bands: PriceBands): PriceLevel {
  if (value <= bands.cheapAtMost) return 'cheap';
  if (value >= bands.dearAtLeast) return 'dear';
  return 'normal';
}

/** The slot `now` falls in (its start inclusive, its end exclusive), if the day has it. */
export function currentSlot(prices: readonly SpotPrice[], now: Date): SpotPrice | undefined {
  const time = now.getTime();
  return prices.find((price) => {
    const start = Date.parse(price.time);
    return start <= time && time < start + price.durationMinutes * 60_000;
  });
}

/** The hour (Helsinki time) by which Nord Pool's day-ahead prices for tomorrow are out. */
export const PUBLICATION_HOUR = 14;

/**
 * The instant of 14.00 Helsinki time on `day` (YYYY-MM-DD): 12.00 UTC in winter, 11.00 UTC in
 * summer time, found by asking the clock rather than by a fixed offset, so DST days come right.
 */
export function publicationTime(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  for (const utcHour of [PUBLICATION_HOUR - 3, PUBLICATION_HOUR - 2]) {
    const candidate = Date.UTC(year, month - 1, date, utcHour);
    if (formatTime(candidate) === `${PUBLICATION_HOUR}.00`) return candidate;
  }
  return Date.UTC(year, month - 1, date, PUBLICATION_HOUR - 2);
}

/**
 * Where tomorrow's prices stand at `now`: shown once published, expected later today before
 * 14.00 Helsinki time, and late (still to come) after it.
 */
export function tomorrowState(
  tomorrowPrices: readonly SpotPrice[],
  today: string,
  now: Date,
): 'published' | 'later-today' | 'late' {
  if (tomorrowPrices.length > 0) return 'published';
  return now.getTime() < publicationTime(today) ? 'later-today' : 'late';
}

/** Chart colours with at least 3:1 contrast on white and on the dark theme's card. */
export const LEVEL_COLOURS: Record<PriceLevel, string> = {
  cheap: '#2e7d32',
  normal: '#0b4f8a',
  dear: '#c62828',
};

/**
 * One day's prices as a chart: a series a level (so each has its colour, its legend entry and
 * its own column in the table and the CSV), the dear slots hatched as well as red (a cue that is
 * not colour), and the current slot outlined on top of its bar.
 */
export function spotChartData(
  prices: readonly SpotPrice[],
  label: (level: PriceLevel) => string,
  nowLabel: string,
  now?: Date,
): ChartData {
  const bands = priceBands(prices);
  const levels = prices.map((price) => (bands ? priceLevel(price.value, bands) : 'normal'));
  const current = now ? currentSlot(prices, now) : undefined;
  const series: ChartSeries[] = (['cheap', 'normal', 'dear'] as const).map((level) => ({
    key: level,
    label: label(level),
    unit: 'c/kWh',
    style: 'bars',
    colour: LEVEL_COLOURS[level],
    fill: level === 'dear' ? 'hatch' : level === 'cheap' ? 'solid' : 'light',
    values: prices.map((price, index) => (levels[index] === level ? price.value : null)),
  }));
  if (current) {
    series.push({
      key: 'now',
      label: nowLabel,
      unit: 'c/kWh',
      style: 'bars',
      colour: '#1a1a1a',
      fill: 'none',
      chartOnly: true,
      values: prices.map((price) => (price === current ? price.value : null)),
    });
  }
  return { times: prices.map((price) => Date.parse(price.time)), timeFormat: 'datetime', series };
}
