import type { Feature } from '../api/types';

/** Feature names of the demo dataset (demo-fixtures/src/dataset/features.rs). */
export const FEATURES = {
  consumption: 'CONSUMPTION',
  districtHeating: 'DISTRICT_HEATING_CONSUMPTION',
  microgeneration: 'MICROGENERATION',
  solar: 'SOLAR',
  invoices: 'INVOICES',
  dueDateChange: 'DUE_DATE_CHANGE',
  contracts: 'CONTRACTS',
  marketPrice: 'MARKET_PRICE',
  futurePrices: 'FUTURE_PRICES',
  alerts: 'ALERTS',
  reports: 'REPORTS',
  monthlyInsights: 'MONTHLY_INSIGHTS',
  consumptionBudget: 'CONSUMPTION_BUDGET',
  documents: 'DOCUMENTS',
  messages: 'MESSAGES',
} as const;

export interface FeatureState {
  enabled: boolean;
  readOnly: boolean;
}

export type FeatureMap = ReadonlyMap<string, FeatureState>;

/** Spec §6: a feature that is not found is disabled and read-only. */
export const MISSING_FEATURE: FeatureState = { enabled: false, readOnly: true };

/**
 * Location features merged with user-level features (spec §6): a user-level feature wins over
 * the location's feature of the same name.
 */
export function mergeFeatures(
  userFeatures: readonly Feature[] | undefined,
  locationFeatures: readonly Feature[] | undefined,
): FeatureMap {
  const merged = new Map<string, FeatureState>();
  for (const list of [locationFeatures ?? [], userFeatures ?? []]) {
    for (const feature of list) {
      merged.set(feature.feature, { enabled: feature.enabled, readOnly: feature.readOnly });
    }
  }
  return merged;
}

export function featureState(features: FeatureMap, name: string): FeatureState {
  return features.get(name) ?? MISSING_FEATURE;
}

export function isEnabled(features: FeatureMap, name: string): boolean {
  return featureState(features, name).enabled;
}

/**
 * Whether write controls of a feature are shown: it is enabled, not read-only, and the place is
 * not viewed through a read right or by customer service.
 */
export function canWrite(features: FeatureMap, name: string, placeReadOnly: boolean): boolean {
  const state = featureState(features, name);
  return !placeReadOnly && state.enabled && !state.readOnly;
}
