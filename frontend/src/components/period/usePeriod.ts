import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readPeriod, TIME_RANGES, writePeriod, type Period, type TimeRange } from './period';

/**
 * The period kept in the URL (`jakso`, `pvm`); changing it pushes a history entry, so the back
 * button returns to the previous period.
 */
export function usePeriod(
  fallbackRange: TimeRange,
  latest: string,
  allowed: readonly TimeRange[] = TIME_RANGES,
): [Period, (period: Period) => void] {
  const [params, setParams] = useSearchParams();
  const period = useMemo(
    () => readPeriod(params, fallbackRange, latest, allowed),
    [params, fallbackRange, latest, allowed],
  );
  const setPeriod = useCallback(
    (next: Period) => setParams((current) => writePeriod(current, next)),
    [setParams],
  );
  return [period, setPeriod];
}
