import {
  clampPeriod,
  pageOf,
  periodEnd,
  periodFirstDay,
  periodLabel,
  periodStart,
  pickerPage,
  readPeriod,
  shiftPeriod,
  switchRange,
  todayIso,
  writePeriod,
} from './period';

describe('period arithmetic', () => {
  it('starts a week on Monday, a month on the 1st and a year on 1.1.', () => {
    expect(periodStart('WEEK', '2026-11-22')).toBe('2026-11-16');
    expect(periodStart('WEEK', '2026-11-16')).toBe('2026-11-16');
    expect(periodStart('MONTH', '2026-11-22')).toBe('2026-11-01');
    expect(periodStart('YEAR', '2026-11-22')).toBe('2026-01-01');
    expect(periodStart('DAY_QUARTERLY', '2026-03-29')).toBe('2026-03-29');
  });

  it('ends periods on the next period start, across month and year ends', () => {
    expect(periodEnd({ range: 'DAY', date: '2026-12-31' })).toBe('2027-01-01');
    expect(periodEnd({ range: 'WEEK', date: '2026-12-28' })).toBe('2027-01-04');
    expect(periodEnd({ range: 'MONTH', date: '2024-02-01' })).toBe('2024-03-01');
    expect(periodEnd({ range: 'YEAR', date: '2025-01-01' })).toBe('2026-01-01');
  });

  it('shows five years ending with the anchor year for YEARS', () => {
    const period = { range: 'YEARS' as const, date: '2026-01-01' };
    expect(periodFirstDay(period)).toBe('2022-01-01');
    expect(periodEnd(period)).toBe('2027-01-01');
    expect(shiftPeriod(period, -1).date).toBe('2021-01-01');
    expect(periodLabel(period)).toBe('2022–2026');
  });

  it('moves one period back and forth', () => {
    expect(shiftPeriod({ range: 'DAY', date: '2026-03-01' }, -1).date).toBe('2026-02-28');
    expect(shiftPeriod({ range: 'WEEK', date: '2026-01-05' }, -1).date).toBe('2025-12-29');
    expect(shiftPeriod({ range: 'MONTH', date: '2026-01-01' }, -1).date).toBe('2025-12-01');
    expect(shiftPeriod({ range: 'YEAR', date: '2026-01-01' }, 1).date).toBe('2027-01-01');
  });

  it('pulls a future period back to the latest one', () => {
    expect(clampPeriod({ range: 'MONTH', date: '2027-01-01' }, '2026-11-22')).toEqual({
      range: 'MONTH',
      date: '2026-11-01',
    });
    expect(clampPeriod({ range: 'MONTH', date: '2026-10-01' }, '2026-11-22').date).toBe(
      '2026-10-01',
    );
  });

  it('opens a day range on the latest day with data within the shown period', () => {
    const month = { range: 'MONTH' as const, date: '2026-11-01' };
    expect(switchRange(month, 'DAY_QUARTERLY', '2026-11-26')).toEqual({
      range: 'DAY_QUARTERLY',
      date: '2026-11-26',
    });
    // A month that ended before the latest data: its last day, a DST month's too.
    expect(switchRange({ range: 'MONTH', date: '2026-10-01' }, 'DAY', '2026-11-26').date).toBe(
      '2026-10-31',
    );
    expect(switchRange({ range: 'WEEK', date: '2026-11-23' }, 'DAY', '2026-11-26').date).toBe(
      '2026-11-26',
    );
    expect(switchRange({ range: 'YEARS', date: '2026-01-01' }, 'DAY', '2026-11-26').date).toBe(
      '2026-11-26',
    );
    // Longer ranges still start where the period does.
    expect(switchRange(month, 'YEAR', '2026-11-26')).toEqual({ range: 'YEAR', date: '2026-01-01' });
  });

  it('labels periods in Finnish', () => {
    expect(periodLabel({ range: 'DAY', date: '2026-03-05' })).toBe('5.3.2026');
    expect(periodLabel({ range: 'WEEK', date: '2024-12-30' })).toBe(
      'vk 1/2025 (30.12.2024–5.1.2025)',
    );
    expect(periodLabel({ range: 'MONTH', date: '2026-11-01' })).toBe('marraskuu 2026');
    expect(periodLabel({ range: 'YEAR', date: '2026-01-01' })).toBe('2026');
  });

  it('knows today in Finnish time', () => {
    expect(todayIso(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-23');
  });
});

describe('period in the URL', () => {
  const latest = '2026-11-22';

  it('reads jakso and pvm and normalizes the date to the period start', () => {
    const params = new URLSearchParams('paikka=KP100101&jakso=MONTH&pvm=2026-10-17');
    expect(readPeriod(params, 'DAY', latest)).toEqual({ range: 'MONTH', date: '2026-10-01' });
  });

  it('falls back to the latest period of the default range on missing or bad values', () => {
    expect(readPeriod(new URLSearchParams(''), 'WEEK', latest)).toEqual({
      range: 'WEEK',
      date: '2026-11-16',
    });
    expect(readPeriod(new URLSearchParams('jakso=HOUR&pvm=2026-02-30'), 'DAY', latest)).toEqual({
      range: 'DAY',
      date: latest,
    });
  });

  it('refuses a range the screen does not offer', () => {
    const params = new URLSearchParams('jakso=DAY_QUARTERLY&pvm=2026-11-01');
    expect(readPeriod(params, 'MONTH', latest, ['MONTH', 'YEAR']).range).toBe('MONTH');
  });

  it('writes the period and keeps the other parameters', () => {
    const next = writePeriod(new URLSearchParams('paikka=KP100101'), {
      range: 'YEAR',
      date: '2025-01-01',
    });
    expect(next.toString()).toBe('paikka=KP100101&jakso=YEAR&pvm=2025-01-01');
  });
});

describe('date picker paging (spec §5: 5 weeks, 6 months, 5 years)', () => {
  const latest = '2026-11-22';
  const earliest = '2024-01-01';

  it('pages 5 weeks ending with the current week', () => {
    const page = pickerPage('WEEK', 0, latest, earliest);
    expect(page.options.map((option) => option.period.date)).toEqual([
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
    ]);
    expect(page.hasNewer).toBe(false);
    expect(page.hasOlder).toBe(true);
    expect(pickerPage('WEEK', 1, latest, earliest).options[4]!.period.date).toBe('2026-10-12');
  });

  it('pages 6 months and stops at the earliest data', () => {
    const first = pickerPage('MONTH', 0, latest, earliest);
    expect(first.options.map((option) => option.label)).toEqual([
      'kesäkuu 2026',
      'heinäkuu 2026',
      'elokuu 2026',
      'syyskuu 2026',
      'lokakuu 2026',
      'marraskuu 2026',
    ]);
    const last = pickerPage('MONTH', 5, latest, earliest);
    expect(last.options.map((option) => option.period.date)).toEqual([
      '2024-01-01',
      '2024-02-01',
      '2024-03-01',
      '2024-04-01',
      '2024-05-01',
    ]);
    expect(last.hasOlder).toBe(false);
  });

  it('pages 5 years', () => {
    const page = pickerPage('YEAR', 0, latest, '2015-01-01');
    expect(page.options.map((option) => option.label)).toEqual([
      '2022',
      '2023',
      '2024',
      '2025',
      '2026',
    ]);
    expect(pickerPage('YEAR', 1, latest, '2015-01-01').options[0]!.label).toBe('2017');
  });

  it('opens on the page that holds the selected period', () => {
    expect(pageOf({ range: 'WEEK', date: '2026-11-16' }, latest)).toBe(0);
    expect(pageOf({ range: 'WEEK', date: '2026-10-12' }, latest)).toBe(1);
    expect(pageOf({ range: 'MONTH', date: '2026-05-01' }, latest)).toBe(1);
    expect(pageOf({ range: 'YEAR', date: '2021-01-01' }, latest)).toBe(1);
  });
});
