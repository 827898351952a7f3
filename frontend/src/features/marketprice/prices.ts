import type { SpotPrice } from '../../api/rowTypes';
import type { ChartData } from '../../components/chart/types';
import { toCalendarDate } from '../../format';

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

export function pricesToChartData(prices: readonly SpotPrice[], label: string): ChartData {
  return {
    times: prices.map((price) => Date.parse(price.time)),
    timeFormat: 'datetime',
    series: [
      {
        key: 'price',
        label,
        unit: 'c/kWh',
        style: 'bars',
        values: prices.map((price) => price.value),
      },
    ],
  };
}
