import { parseDecimal } from './outcome';
import { fiForms } from '../../i18n/fiForms';

/** The mock's (and the offer's) price: 1 € a month per started 3000 kWh package. */
export const GREEN_POWER_PACKAGE_KWH = 3000;
export const GREEN_POWER_EUR_PER_PACKAGE = 1;
/** Spec §9: the default package is 3000 kWh. */
export const DEFAULT_PACKAGE_KWH = 3000;
const MIN_KWH = 1000;
const MAX_KWH = 20000;

export function greenPowerMonthlyEuros(packageKwh: number): number {
  return Math.ceil(packageKwh / GREEN_POWER_PACKAGE_KWH) * GREEN_POWER_EUR_PER_PACKAGE;
}

/** #122 rule: green power package 1000..20000 kWh a year, whole kWh. */
export function validatePackageSize(text: string): { value: number | null; error?: string } {
  const value = parseDecimal(text);
  if (value === null) return { value, error: fiForms.field.required };
  if (Number.isNaN(value) || !Number.isInteger(value))
    return { value, error: fiForms.field.number };
  if (value < MIN_KWH || value > MAX_KWH)
    return { value, error: fiForms.field.range('1 000', '20 000') };
  return { value };
}
