import type { ReactNode } from 'react';
import { QueryState, type QueryLike } from '../../../components/QueryState';
import { EmptyState } from '../../../components/StatusViews';
import { isNotFound } from './heldPlace';

/**
 * QueryState for a place read whose 404 means "the upstream has none of this for the place"
 * (metering draws no electricity chart for district heating; a composite made at run time has
 * no metering or invoicing yet): that shows `empty`, any other failure the error state.
 */
export function PlaceRead<T>({
  query,
  failed,
  empty,
  isEmpty,
  children,
}: {
  query: QueryLike<T>;
  failed: string;
  empty: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  if (isNotFound(query.error)) return <EmptyState message={empty} />;
  return (
    <QueryState query={query} failed={failed} empty={empty} isEmpty={isEmpty}>
      {children}
    </QueryState>
  );
}
