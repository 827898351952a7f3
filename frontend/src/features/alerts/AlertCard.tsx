import type { ReactNode } from 'react';
import { SavedFacts } from '../../components/forms/SaveForm';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { TitledCard } from '../../components/TitledCard';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';

/**
 * The frame every alert card shares: its heading and intro, the alert's query, the saved values
 * as the server has them (`saved-{id}`), then what the card adds under them (its form).
 */
export function AlertCard<T>({
  id,
  title,
  intro,
  query,
  facts,
  children,
}: {
  /** The card's id: `{id}-title` labels it, `saved-{id}` is its saved values' test id. */
  id: string;
  title: string;
  intro: string;
  query: QueryLike<T>;
  facts: (data: T) => readonly (readonly [string, string])[];
  children: (data: T) => ReactNode;
}) {
  return (
    <TitledCard id={`${id}-title`} title={title} heading="h3">
      <p>{intro}</p>
      <QueryState query={query} failed={fiPlaceForms.alerts.loadFailed}>
        {(data) => (
          <>
            <SavedFacts
              label={fiPlaceForms.savedTitle}
              testId={`saved-${id}`}
              facts={facts(data)}
            />
            {children(data)}
          </>
        )}
      </QueryState>
    </TitledCard>
  );
}
