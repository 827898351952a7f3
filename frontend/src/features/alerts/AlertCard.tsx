import { useId, useState, type ReactNode } from 'react';
import { SavedFacts } from '../../components/forms/SaveForm';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
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
  const [allFacts, setAllFacts] = useState(false);
  const wide = useMediaQuery(WIDE_SCREEN);
  const bodyId = useId();
  const t = fiPlaceForms.alerts;
  const form = query.data === undefined ? null : children(query.data);
  // Muokkaa/Valmis beside the heading, not on a line of its own under the values: on a phone
  // that line was a fifth of each card's height.
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
    <section className="card alert-card" aria-labelledby={`${id}-title`}>
      <div className="alert-card__head">
        <h3 id={`${id}-title`}>{title}</h3>
        {toggle}
      </div>
      <QueryState query={query} failed={t.loadFailed}>
        {(data) => (
          <div id={bodyId}>
            {editing && form !== null ? (
              <>
                <p>{intro}</p>
                {form}
              </>
            ) : (
              <Facts
                id={id}
                facts={facts(data)}
                phone={!wide}
                open={allFacts}
                onToggle={() => setAllFacts(!allFacts)}
              />
            )}
          </div>
        )}
      </QueryState>
    </section>
  );
}

/** A phone shows an alert's first values, the rest behind a button: the card's gist at a glance. */
const PHONE_FACTS = 2;

/**
 * The saved values; on a `phone`, only the first two until `open`, with a button for the rest
 * (the alerts page was two thousand pixels long at 360 px when every card listed five or six).
 */
function Facts({
  id,
  facts,
  phone,
  open,
  onToggle,
}: {
  id: string;
  facts: readonly (readonly [string, string])[];
  phone: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const listId = useId();
  const t = fiPlaceForms.alerts;
  const more = phone && facts.length > PHONE_FACTS;
  const collapsed = more && !open;
  return (
    <>
      <div id={listId}>
        <SavedFacts
          label={fiPlaceForms.savedTitle}
          testId={`saved-${id}`}
          facts={collapsed ? facts.slice(0, PHONE_FACTS) : facts}
        />
      </div>
      {more ? (
        <button
          type="button"
          className="button button--ghost alert-card__more"
          aria-expanded={!collapsed}
          aria-controls={listId}
          onClick={onToggle}
        >
          {collapsed ? t.moreFacts(facts.length - PHONE_FACTS) : t.fewerFacts}
        </button>
      ) : null}
    </>
  );
}
