import type { SpotPrice } from '../../api/rowTypes';
import {
  currentSlot,
  priceBands,
  priceLevel,
  publicationTime,
  spotChartData,
  tomorrowState,
} from './prices';

/** A slot of `minutes` starting at `time` (RFC 3339) costing `value` c/kWh. */
function slot(time: string, value: number, minutes = 15): SpotPrice {
  return {
    time,
    durationMinutes: minutes,
    eurMwh: 0,
    priceVat0: value,
    priceVat: value,
    vatPercent: 25.5,
    value,
  };
}

/** Four quarters of 1.12.2026 from midnight Helsinki time (UTC+2). */
const day = [
  slot('2026-12-01T00:00:00+02:00', 2),
  slot('2026-12-01T00:15:00+02:00', 5),
  slot('2026-12-01T00:30:00+02:00', 8),
  slot('2026-12-01T00:45:00+02:00', 11),
];

describe('cheap and dear slots', () => {
  it("split the day's range in thirds", () => {
    const bands = priceBands(day)!;
    expect(bands.cheapAtMost).toBe(5);
    expect(bands.dearAtLeast).toBe(8);
    expect(day.map((price) => priceLevel(price.value, bands))).toEqual([
      'cheap',
      'cheap',
      'dear',
      'dear',
    ]);
    expect(priceLevel(6.5, bands)).toBe('normal');
  });

  it('compare with the same day, negative prices included', () => {
    const bands = priceBands([
      slot(day[0]!.time, -3),
      slot(day[1]!.time, 0),
      slot(day[2]!.time, 3),
    ])!;
    expect(bands.cheapAtMost).toBe(-1);
    expect(bands.dearAtLeast).toBe(1);
    expect(priceLevel(0, bands)).toBe('normal');
  });

  it('leave a day of one price all normal, and no day no bands', () => {
    const flat = [slot(day[0]!.time, 4), slot(day[1]!.time, 4)];
    const bands = priceBands(flat)!;
    expect(flat.map((price) => priceLevel(price.value, bands))).toEqual(['normal', 'normal']);
    expect(priceBands([])).toBeNull();
  });
});

describe('the current slot', () => {
  it('is the one whose quarter holds now, its end excluded', () => {
    expect(currentSlot(day, new Date('2026-11-30T22:14:59Z'))).toBe(day[0]);
    expect(currentSlot(day, new Date('2026-11-30T22:15:00Z'))).toBe(day[1]);
    expect(currentSlot(day, new Date('2026-11-30T23:00:00Z'))).toBeUndefined();
  });

  it('of an hourly day (before 1.10.2025) lasts the hour', () => {
    const hourly = [slot('2025-09-30T10:00:00+03:00', 4, 60)];
    expect(currentSlot(hourly, new Date('2025-09-30T07:59:00Z'))).toBe(hourly[0]);
  });
});

describe("tomorrow's prices", () => {
  it('are due at 14.00 Helsinki time: 12.00 UTC in winter, 11.00 UTC in summer', () => {
    expect(new Date(publicationTime('2026-12-01')).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(new Date(publicationTime('2026-07-01')).toISOString()).toBe('2026-07-01T11:00:00.000Z');
    // The days the clocks turn: summer time from 29.3.2026 03.00, winter time from 25.10.2026.
    expect(new Date(publicationTime('2026-03-29')).toISOString()).toBe('2026-03-29T11:00:00.000Z');
    expect(new Date(publicationTime('2026-10-25')).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });

  it('are expected later today before 14.00, late after it, shown once there', () => {
    expect(tomorrowState([], '2026-12-01', new Date('2026-12-01T11:59:00Z'))).toBe('later-today');
    expect(tomorrowState([], '2026-12-01', new Date('2026-12-01T12:00:00Z'))).toBe('late');
    // Summer time: 13.30 local is 10.30 UTC, still before; 14.30 local is 11.30 UTC.
    expect(tomorrowState([], '2026-07-01', new Date('2026-07-01T10:30:00Z'))).toBe('later-today');
    expect(tomorrowState([], '2026-07-01', new Date('2026-07-01T11:30:00Z'))).toBe('late');
    expect(tomorrowState(day, '2026-11-30', new Date('2026-11-30T08:00:00Z'))).toBe('published');
  });
});

describe('the chart of a day', () => {
  it('puts each slot in its level series and marks the current slot outside the table', () => {
    const data = spotChartData(day, (level) => level, 'Nyt', new Date('2026-11-30T22:20:00Z'));
    const byKey = Object.fromEntries(data.series.map((series) => [series.key, series]));
    expect(byKey.cheap!.values).toEqual([2, 5, null, null]);
    expect(byKey.normal!.values).toEqual([null, null, null, null]);
    expect(byKey.dear!.values).toEqual([null, null, 8, 11]);
    expect(byKey.dear!.fill).toBe('hatch');
    expect(byKey.now!.values).toEqual([null, 5, null, null]);
    expect(byKey.now!.chartOnly).toBe(true);
    expect(data.times).toHaveLength(4);
  });

  it('has no current-slot series on another day', () => {
    const data = spotChartData(day, (level) => level, 'Nyt', new Date('2026-12-02T10:00:00Z'));
    expect(data.series.map((series) => series.key)).toEqual(['cheap', 'normal', 'dear']);
  });

  it('draws every quarter of a 23-hour day (summer time starts)', () => {
    const start = Date.parse('2026-03-29T00:00:00+02:00');
    const quarters = Array.from({ length: 92 }, (_, index) =>
      slot(new Date(start + index * 15 * 60_000).toISOString(), index),
    );
    const data = spotChartData(quarters, (level) => level, 'Nyt');
    expect(data.times).toHaveLength(92);
    const levels = data.series.map((series) => series.values.filter((v) => v !== null).length);
    expect(levels.reduce((a, b) => a + b, 0)).toBe(92);
  });
});
