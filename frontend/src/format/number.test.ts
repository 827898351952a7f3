import {
  DASH,
  formatEuro,
  formatNumber,
  formatPercent,
  percentageChange,
  toFiniteNumber,
} from './number';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('formatNumber', () => {
  it('uses two decimals and a decimal comma by default', () => {
    expect(formatNumber(3.14159)).toBe('3,14');
    expect(formatNumber(2)).toBe('2,00');
  });

  it('groups thousands with a no-break space', () => {
    expect(formatNumber(1234.5)).toBe(`1${NBSP}234,50`);
    expect(formatNumber(1234567.891, 1)).toBe(`1${NBSP}234${NBSP}567,9`);
  });

  it('writes negative numbers with the minus sign U+2212', () => {
    expect(formatNumber(-1234.5)).toBe(`${MINUS}1${NBSP}234,50`);
  });

  it('does not show a negative zero', () => {
    expect(formatNumber(-0.001)).toBe('0,00');
  });

  it('takes the number of decimals', () => {
    expect(formatNumber(12.345, 0)).toBe('12');
    expect(formatNumber(12.3456, 3)).toBe('12,346');
  });

  it('formats numeric strings', () => {
    expect(formatNumber('42.5')).toBe('42,50');
  });

  it.each([null, undefined, '', 'abc', Number.NaN, Number.POSITIVE_INFINITY, {}, true])(
    'shows a dash for %p',
    (value) => {
      expect(formatNumber(value)).toBe(DASH);
      expect(DASH).toBe('–');
    },
  );
});

describe('formatEuro', () => {
  it('shows two decimals and the euro sign after a space', () => {
    expect(formatEuro(12.3)).toBe(`12,30${NBSP}€`);
    expect(formatEuro(1500)).toBe(`1${NBSP}500,00${NBSP}€`);
    expect(formatEuro(-4.5)).toBe(`${MINUS}4,50${NBSP}€`);
  });

  it('shows a dash for a missing amount', () => {
    expect(formatEuro(undefined)).toBe('–');
  });
});

describe('percentageChange', () => {
  it('is the change from previous to current in percent', () => {
    expect(percentageChange(150, 100)).toBe(50);
    expect(percentageChange(75, 100)).toBe(-25);
  });

  it('is zero when either value is missing or zero', () => {
    expect(percentageChange(undefined, 100)).toBe(0);
    expect(percentageChange(100, null)).toBe(0);
    expect(percentageChange(0, 100)).toBe(0);
    expect(percentageChange(100, 0)).toBe(0);
    expect(percentageChange('x', 100)).toBe(0);
  });
});

describe('formatPercent', () => {
  it('shows one decimal and a spaced percent sign', () => {
    expect(formatPercent(12.345)).toBe(`12,3${NBSP}%`);
    expect(formatPercent(-5, 0)).toBe(`${MINUS}5${NBSP}%`);
    expect(formatPercent(null)).toBe('–');
  });
});

describe('toFiniteNumber', () => {
  it('reads numbers and numeric strings only', () => {
    expect(toFiniteNumber(' 7 ')).toBe(7);
    expect(toFiniteNumber('7a')).toBeNull();
  });
});
