import type { ReactNode } from 'react';
import { fi } from '../i18n/fi';

/** Loading, error and empty states: every query shows one of these or its data. */

export function Loading({ label = fi.common.loading }: { label?: string }) {
  return (
    <p className="status status--loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      {label}
    </p>
  );
}

export function ErrorState({
  message,
  onRetry,
  children,
}: {
  message: string;
  onRetry?: () => void;
  children?: ReactNode;
}) {
  return (
    <div className="status status--error" role="alert">
      <p>{message}</p>
      {children}
      {onRetry ? (
        <button type="button" className="button button--secondary" onClick={onRetry}>
          {fi.common.retry}
        </button>
      ) : null}
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return <p className="status status--empty">{message}</p>;
}
