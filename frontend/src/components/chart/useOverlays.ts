import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { OverlayKey } from './types';

export const OVERLAY_PARAM = 'lisat';
const KEYS: readonly OverlayKey[] = ['temperature', 'market-price', 'comparison', 'reactive-power'];

/** The overlays switched on, kept in the URL (`?lisat=temperature,market-price`). */
export function useOverlays(): [OverlayKey[], (overlays: OverlayKey[]) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(OVERLAY_PARAM);
  const overlays = useMemo(
    () =>
      (raw ?? '')
        .split(',')
        .filter((key): key is OverlayKey => (KEYS as readonly string[]).includes(key)),
    [raw],
  );
  const setOverlays = useCallback(
    (next: OverlayKey[]) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next.length) updated.set(OVERLAY_PARAM, next.join(','));
          else updated.delete(OVERLAY_PARAM);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [overlays, setOverlays];
}
