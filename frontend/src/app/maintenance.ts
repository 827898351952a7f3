import { useSyncExternalStore } from 'react';

/** What a `503 MAINTENANCE` said (A70): the message, the end if known, when to try again. */
export interface Maintenance {
  message: string;
  until?: string;
  retryAfterSeconds: number;
}

let current: Maintenance | null = null;
const listeners = new Set<() => void>();

function publish(next: Maintenance | null) {
  current = next;
  listeners.forEach((listener) => listener());
}

/** Called by the base query when the gateway answers that the customer's company is in maintenance. */
export function reportMaintenance(next: Maintenance) {
  publish(next);
}

/** The maintenance page tries again: the screens mount again and read anew. */
export function clearMaintenance() {
  publish(null);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useMaintenance(): Maintenance | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
