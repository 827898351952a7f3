import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a phone turned sideways). Without
 * `matchMedia` (tests, old browsers) it answers `fallback`.
 */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** The width at which the stylesheet turns the menu into a button: lists become cards below it. */
export const WIDE_SCREEN = '(min-width: 48.01rem)';
