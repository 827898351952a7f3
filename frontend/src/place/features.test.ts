import type { Feature } from '../api/types';
import { canWrite, featureState, isEnabled, mergeFeatures } from './features';

const feature = (name: string, enabled: boolean, readOnly: boolean): Feature => ({
  feature: name,
  enabled,
  readOnly,
  qualifiers: [],
});

describe('feature gating (spec §6)', () => {
  const location = [
    feature('CONSUMPTION', true, false),
    feature('FUTURE_PRICES', true, false),
    feature('MARKET_PRICE', false, true),
  ];
  const user = [feature('FUTURE_PRICES', true, true), feature('MESSAGES', true, false)];

  it('merges location and user features, the user-level one winning', () => {
    const merged = mergeFeatures(user, location);
    expect(featureState(merged, 'FUTURE_PRICES')).toEqual({ enabled: true, readOnly: true });
    expect(featureState(merged, 'CONSUMPTION')).toEqual({ enabled: true, readOnly: false });
    expect(isEnabled(merged, 'MESSAGES')).toBe(true);
  });

  it('treats a missing feature as disabled and read-only', () => {
    const merged = mergeFeatures(user, location);
    expect(featureState(merged, 'SOLAR')).toEqual({ enabled: false, readOnly: true });
    expect(isEnabled(merged, 'MARKET_PRICE')).toBe(false);
    expect(isEnabled(mergeFeatures(undefined, undefined), 'CONSUMPTION')).toBe(false);
  });

  it('shows write controls only for enabled, writable features on an own place', () => {
    const merged = mergeFeatures(user, location);
    expect(canWrite(merged, 'CONSUMPTION', false)).toBe(true);
    expect(canWrite(merged, 'CONSUMPTION', true)).toBe(false);
    expect(canWrite(merged, 'FUTURE_PRICES', false)).toBe(false);
    expect(canWrite(merged, 'SOLAR', false)).toBe(false);
  });
});
