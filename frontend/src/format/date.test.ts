import {
  calendarDayKey,
  formatDate,
  formatDateTime,
  formatIsoWeek,
  formatMonth,
  formatTime,
  isoWeek,
  isoWeekYear,
  toCalendarDate,
} from './date';

describe('isoWeek and isoWeekYear', () => {
  it.each([
    ['2020-12-31', 53, 2020],
    ['2021-01-01', 53, 2020],
    ['2021-01-03', 53, 2020],
    ['2021-01-04', 1, 2021],
    ['2024-12-29', 52, 2024],
    ['2024-12-30', 1, 2025],
    ['2025-01-01', 1, 2025],
    ['2026-01-01', 1, 2026],
    ['2026-12-31', 53, 2026],
    ['2027-01-03', 53, 2026],
    ['2022-01-02', 52, 2021],
    ['2023-01-01', 52, 2022],
    ['2023-01-02', 1, 2023],
    ['2024-06-15', 24, 2024],
  ])('%s is week %i of %i', (date, week, year) => {
    expect(isoWeek(date)).toBe(week);
    expect(isoWeekYear(date)).toBe(year);
  });

  it('reads a Date in Finnish time', () => {
    // 2024-12-29 23:30 UTC is already Monday 30 Dec in Helsinki (UTC+2).
    const date = new Date('2024-12-29T23:30:00Z');
    expect(isoWeek(date)).toBe(1);
    expect(isoWeekYear(date)).toBe(2025);
  });

  it('rejects something that is not a date', () => {
    expect(() => isoWeek('not a date')).toThrow(RangeError);
  });
});

describe('formatDate', () => {
  it('writes d.M.yyyy without leading zeros', () => {
    expect(formatDate('2024-03-05')).toBe('5.3.2024');
    expect(formatDate('2024-12-31')).toBe('31.12.2024');
  });

  it('formats a Date in Finnish time', () => {
    expect(formatDate(new Date('2024-03-04T22:30:00Z'))).toBe('5.3.2024');
  });

  it('shows a dash for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('–');
    expect(formatDate(undefined)).toBe('–');
    expect(formatDate('2024-02-30')).toBe('–');
    expect(formatDate('huomenna')).toBe('–');
  });

  it('keeps a YYYY-MM-DD date as it is', () => {
    expect(toCalendarDate('2024-01-01')).toEqual({ year: 2024, month: 1, day: 1 });
  });

  it('reads every quarter of the DST days and New Year in Helsinki as Intl does', () => {
    const helsinki = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' });
    for (const day of ['2026-03-28', '2026-10-24', '2025-12-31']) {
      const start = Date.parse(`${day}T18:00:00Z`);
      for (let quarter = 0; quarter < 4 * 12; quarter += 1) {
        const instant = new Date(start + quarter * 15 * 60_000);
        const { year, month, day: dayOfMonth } = toCalendarDate(instant.toISOString())!;
        const key = `${year}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
        expect(key).toBe(helsinki.format(instant));
        expect(calendarDayKey(instant)).toBe(helsinki.format(instant));
        expect(calendarDayKey(instant.toISOString())).toBe(helsinki.format(instant));
      }
    }
  });

  it('hands out a fresh date each time, so a caller changing one changes no other', () => {
    const first = toCalendarDate(new Date('2026-11-24T10:00:00Z'))!;
    first.day = 1;
    expect(toCalendarDate(new Date('2026-11-24T10:30:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 24,
    });
  });
});

describe('time and period labels', () => {
  it('writes Finnish clock times in Helsinki time with a dot', () => {
    expect(formatTime(new Date('2026-06-01T09:05:00Z'))).toBe('12.05');
    expect(formatDateTime(Date.parse('2026-01-01T22:15:00Z'))).toBe('2.1.2026 0.15');
  });

  it('counts the DST days by the clock: 03.00 is skipped in March and repeated in October', () => {
    expect(formatTime(Date.parse('2026-03-29T00:45:00Z'))).toBe('2.45');
    expect(formatTime(Date.parse('2026-03-29T01:00:00Z'))).toBe('4.00');
    expect(formatTime(Date.parse('2026-10-25T00:00:00Z'))).toBe('3.00');
    expect(formatTime(Date.parse('2026-10-25T01:00:00Z'))).toBe('3.00');
  });

  it('names months and ISO weeks', () => {
    expect(formatMonth(2026, 11)).toBe('marraskuu 2026');
    expect(formatMonth(2026, 13)).toBe('–');
    expect(formatIsoWeek('2024-12-30')).toBe('vk 1/2025');
    expect(formatIsoWeek('2021-01-03')).toBe('vk 53/2020');
  });
});

describe('calendarDayKey', () => {
  it('keys an instant by its Finnish calendar day, and counts back whole days', () => {
    // 23.30 UTC on 24.11. is already 25.11. in Helsinki.
    expect(calendarDayKey(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    expect(calendarDayKey('2026-11-24')).toBe('2026-11-24');
    expect(calendarDayKey(new Date('2026-03-01T10:00:00Z'), 1)).toBe('2026-02-28');
    expect(calendarDayKey('not a date')).toBe('');
  });
});
