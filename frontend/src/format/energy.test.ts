import {
  centsPerKwhFromEurPerMwh,
  formatCelsius,
  formatCentsPerKwh,
  formatEurPerMwhAsCents,
  formatKvarh,
  formatKwh,
  formatMwh,
  showsVat,
  vatPercent,
  vatText,
} from './energy';

const NBSP = '\u00a0';
const MINUS = '\u2212';

describe('energy units', () => {
  it('turns €/MWh into c/kWh', () => {
    expect(centsPerKwhFromEurPerMwh(123.4)).toBeCloseTo(12.34);
    expect(centsPerKwhFromEurPerMwh(-5)).toBeCloseTo(-0.5);
    expect(centsPerKwhFromEurPerMwh('x')).toBeNull();
  });

  it('shows an exchange price as c/kWh, negative prices with U+2212', () => {
    expect(formatEurPerMwhAsCents(123.4)).toBe(`12,34${NBSP}c/kWh`);
    expect(formatEurPerMwhAsCents(-12.3)).toBe(`${MINUS}1,23${NBSP}c/kWh`);
    expect(formatCentsPerKwh(null)).toBe('–');
  });

  it('shows district heating energy as MWh with three decimals', () => {
    expect(formatMwh(0.51234)).toBe(`0,512${NBSP}MWh`);
    expect(formatMwh(1234.5)).toBe(`1${NBSP}234,500${NBSP}MWh`);
    expect(formatMwh(undefined)).toBe('–');
  });

  it('shows kWh with grouped thousands', () => {
    expect(formatKwh(12345.678)).toBe(`12${NBSP}345,68${NBSP}kWh`);
    expect(formatKwh(1.5, 0)).toBe(`2${NBSP}kWh`);
    expect(formatKwh(undefined)).toBe('–');
  });

  it('shows temperatures with one decimal and reactive energy in kvarh', () => {
    expect(formatCelsius(-3.44)).toBe(`${MINUS}3,4${NBSP}°C`);
    expect(formatKvarh(2)).toBe(`2,00${NBSP}kvarh`);
  });
});

describe('VAT', () => {
  it('uses the rate in force on the delivery date', () => {
    expect(vatPercent('2024-08-31')).toBe(24);
    expect(vatPercent('2024-09-01')).toBe(25.5);
    expect(vatPercent('2026-11-22')).toBe(25.5);
  });

  it('had 10 % on the sale of electricity from 1.12.2022 to 30.4.2023 only', () => {
    expect(vatPercent('2022-11-30', true)).toBe(24);
    expect(vatPercent('2022-12-01', true)).toBe(10);
    expect(vatPercent('2023-04-30', true)).toBe(10);
    expect(vatPercent('2023-05-01', true)).toBe(24);
    expect(vatPercent('2023-01-15', false)).toBe(24);
  });

  it('names the real rate on screen', () => {
    expect(vatText(true, '2026-11-22')).toBe(`sis. alv 25,5${NBSP}%`);
    expect(vatText(true, '2024-01-01')).toBe(`sis. alv 24${NBSP}%`);
    expect(vatText(true, '2023-02-01', true)).toBe(`sis. alv 10${NBSP}%`);
    expect(vatText(false, '2026-11-22')).toBe(`alv 0${NBSP}%`);
  });

  it('reads a Date in Finnish time', () => {
    // 31.8.2024 21:30 UTC is already 1.9. in Helsinki.
    expect(vatPercent(new Date('2024-08-31T21:30:00Z'))).toBe(25.5);
  });

  it('shows B2C prices with VAT unless the location says otherwise', () => {
    expect(showsVat(undefined)).toBe(true);
    expect(showsVat(null)).toBe(true);
    expect(showsVat(false)).toBe(false);
  });
});
