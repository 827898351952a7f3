import { useId, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/FormError';
import { QueryState, type QueryLike } from '../../components/QueryState';
import { fiAdmin } from './fiAdmin';

export const ORIGINS = ['VARE', 'SV', 'KUO'] as const;
export type Origin = (typeof ORIGINS)[number];

/** An instant of a `datetime-local` field (the browser's zone) as RFC 3339; empty: none. */
export function toInstant(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

const timeFormat = new Intl.DateTimeFormat('fi-FI', {
  dateStyle: 'short',
  timeStyle: 'short',
  timeZone: 'Europe/Helsinki',
});

/** An RFC 3339 instant in Finnish, Helsinki time. */
export function formatInstant(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? instant : timeFormat.format(date);
}

/** What the last action did, announced to screen readers. */
export function Done({ text }: { text: string | null }) {
  return (
    <p role="status" className="admin-done">
      {text ?? ''}
    </p>
  );
}

/**
 * A destructive action's button: it asks first (spec §2), sends only on confirmation, keeps
 * the dialog open with the error if the write fails, and says what happened when it is done.
 */
export function ConfirmedAction({
  label,
  title,
  confirm = fiAdmin.removeConfirm,
  children,
  action,
  done,
  onDone,
}: {
  label: string;
  title: string;
  confirm?: string;
  children?: ReactNode;
  /** The write: resolves when the gateway confirmed it, rejects with its error. */
  action: () => Promise<unknown>;
  done: string;
  onDone: (text: string) => void;
}) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  async function run() {
    setBusy(true);
    try {
      await action();
      setAsking(false);
      setError(null);
      onDone(done);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => setAsking(true)}>
        {label}
      </button>
      {asking ? (
        <ConfirmDialog
          title={title}
          confirm={confirm}
          busy={busy}
          error={error}
          role="alertdialog"
          onConfirm={() => void run()}
          onCancel={() => {
            setAsking(false);
            setError(null);
          }}
        >
          {children ?? <p>{title}</p>}
        </ConfirmDialog>
      ) : null}
    </>
  );
}

/** Adds `value` to `list`, or takes it away. */
function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

/** A group of checkboxes, with the group's error (none chosen) tied to it for screen readers. */
export function Checks<T extends string>({
  legend,
  values,
  chosen,
  label,
  onChange,
  error,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  onChange: (chosen: T[]) => void;
  error?: string;
}) {
  const errorId = useId();
  return (
    <fieldset className="field" aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value} className="admin-check">
          <input
            type="checkbox"
            checked={chosen.includes(value)}
            onChange={() => onChange(toggled(chosen, value))}
          />{' '}
          {label(value)}
        </label>
      ))}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * A failed write's error line: the tool's own words for a refusal it knows (`own`, such as
 * "already exists" for a 409), else the project's message for the error.
 */
export function WriteError({ own, error }: { own: string | null; error: unknown }) {
  if (!own) return <FormError error={error} />;
  return (
    <p className="form-error" role="alert">
      {own}
    </p>
  );
}

/** A labelled select of the origins (with "all" when `allLabel` is given). */
export function OriginSelect({
  id,
  label,
  value,
  onChange,
  allLabel,
  only = ORIGINS,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  allLabel?: string;
  /** The origins to offer (the caller's own, under rule C1); all by default. */
  only?: readonly Origin[];
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {only.map((origin) => (
          <option key={origin} value={origin}>
            {fiAdmin.origins[origin] ?? origin}
          </option>
        ))}
      </select>
    </div>
  );
}

/** An `https://` address, as the gateway takes links and pictures. */
export function isHttps(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The one active item of a tool (the top-bar message, the tile): shown with its removal, which
 * asks first, or `none` when there is none.
 */
export function ActiveOne<T>({
  query,
  texts,
  remove,
  onDone,
  children,
}: {
  query: QueryLike<T | null>;
  /** The tool's heading of the active item, and what to say with none and on removal. */
  texts: { current: string; none: string; confirmRemove: string; removed: string };
  remove: () => Promise<unknown>;
  onDone: (text: string) => void;
  children: (active: T) => ReactNode;
}) {
  const { none, confirmRemove, removed } = texts;
  return (
    <>
      <h2>{texts.current}</h2>
      <QueryState query={query} failed={fiAdmin.failed}>
        {(active) =>
          active ? (
            <>
              {children(active)}
              <ConfirmedAction
                label={fiAdmin.remove}
                title={confirmRemove}
                action={remove}
                done={removed}
                onDone={onDone}
              />
            </>
          ) : (
            <p>{none}</p>
          )
        }
      </QueryState>
    </>
  );
}

/** The end of a publishing form: the preview of what customers will see, the error, the button. */
export function PublishRow({
  preview,
  error,
  busy,
  label,
}: {
  /** None until there is something to show. */
  preview: ReactNode;
  error: unknown;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      {preview ? (
        <figure className="admin-preview">
          <figcaption>{fiAdmin.preview}</figcaption>
          {preview}
        </figure>
      ) : null}
      <FormError error={error} />
      <button type="submit" className="button" disabled={busy}>
        {busy ? fiAdmin.saving : label}
      </button>
    </>
  );
}

/**
 * A staff tool's table: its column headers and rows, in a region that scrolls sideways by
 * itself (keyboard too) so the page never does.
 */
export function AdminTable({
  label,
  headers,
  children,
}: {
  label: string;
  headers: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table">
        <thead>
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
