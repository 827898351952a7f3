import type { ContractType, UtilityType } from '../api/types';
import { fi } from '../i18n/fi';

/** Finnish name of a utility type; an unknown value is shown as it is. */
export function utilityTypeName(type: UtilityType | string | null | undefined): string {
  if (!type) return '–';
  return (fi.utilityTypes as Record<string, string>)[type] ?? type;
}

/** Finnish name of a contract type; an unknown value is shown as it is. */
export function contractTypeName(type: ContractType | string | null | undefined): string {
  if (!type) return '–';
  return (fi.contractTypes as Record<string, string>)[type] ?? type;
}
