import type { ReactNode } from 'react';
import { errorMessage } from './errorMessage';
import { EmptyState, ErrorState, Loading } from './StatusViews';

export interface QueryLike<T> {
  data?: T;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/**
 * Loading, error (with a retry), empty or the data: the branches every query of a screen needs
 * (STYLE.md "components branch on the query state").
 */
export function QueryState<T>({
  query,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  /** What failed, e.g. "Laskujen lataus epäonnistui." */
  failed: string;
  /** Shown when `isEmpty(data)`. */
  empty?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.isError) {
    return (
      <ErrorState message={failed} onRetry={() => void query.refetch()}>
        <p>{errorMessage(query.error)}</p>
      </ErrorState>
    );
  }
  if (query.isLoading || query.data === undefined) return <Loading />;
  if (empty && isEmpty?.(query.data)) return <EmptyState message={empty} />;
  return <>{children(query.data)}</>;
}
