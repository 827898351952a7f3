import { useId, useState, type ReactNode } from 'react';
import { SavedFacts } from '../../components/forms/SaveForm';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { TitledCard } from '../../components/TitledCard';
import { fiPlaceForms } from '../../i18n/fiPlaceForms';

/**
 * The frame every alert card shares: its heading, the alert's query, then the alert once: its
 * saved values as the server has them (`saved-{id}`), or, after "Muokkaa", the intro and the
 * form that holds the same values to change (not both, which made the page five phone screens
 * long). Without a form (no right to change it) the values are all it shows.
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
  /** The card's form, or null where the user may not change the alert. */
  children: (data: T) => ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const bodyId = useId();
  const t = fiPlaceForms.alerts;
  return (
    <TitledCard id={`${id}-title`} title={title} heading="h3" className="card alert-card">
      <QueryState query={query} failed={t.loadFailed}>
        {(data) => {
          const form = children(data);
          const toggle =
            form === null ? null : (
              <button
                type="button"
                className="button button--secondary"
                aria-expanded={editing}
                aria-controls={bodyId}
                onClick={() => setEditing(!editing)}
              >
                {editing ? t.doneEditing : t.edit}
              </button>
            );
          return (
            <>
              <div id={bodyId}>
                {editing && form !== null ? (
                  <>
                    <p>{intro}</p>
                    {form}
                  </>
                ) : (
                  <SavedFacts
                    label={fiPlaceForms.savedTitle}
                    testId={`saved-${id}`}
                    facts={facts(data)}
                  />
                )}
              </div>
              {toggle ? <p className="alert-card__toggle">{toggle}</p> : null}
            </>
          );
        }}
      </QueryState>
    </TitledCard>
  );
}
