import { useEffect, useRef, useState } from 'react';
import { companyApi, type CompanyLocationItem } from '../../api/b2bApi';
import { ConfirmDialog, DoneDialog } from '../../components/ConfirmDialog';
import { fiCompany } from '../../i18n/fiCompany';
import { placeRef, placeTitle, type SelectionDialogProps } from '../../place/companyPlace';

const t = fiCompany.ownOrder;
/** #210 takes 1–200 ids (`SetContentOrderRequest`). */
export const MAX_ORDER = 200;

interface Entry {
  /** The id the order names: a composite's, or the place's own. */
  ref: string;
  name: string;
}

/**
 * What the order names, in the selection's order: a composite once, by its id (a member is
 * refused, and its places move together), a single place by its own id.
 */
export function orderEntries(items: readonly CompanyLocationItem[]): Entry[] {
  const entries = new Map<string, Entry>();
  for (const item of items) {
    const ref = placeRef(item);
    if (entries.has(ref)) continue;
    const name = item.compositeLocationIdentifier
      ? t.compositeName(ref)
      : `${placeTitle(item)} (${ref})`;
    entries.set(ref, { ref, name });
  }
  return [...entries.values()];
}

/**
 * The caller's own order (#210): the selected places, arranged here with a move up and a move
 * down button each, are saved as `{order: [ids]}`, which puts them first in CONTENT_ORDER and
 * leaves the rest in the company's order. The body is the selection only, never the company's
 * every place. The dialog is the write's confirmation. Saved is shown only once the gateway confirmed it; the list refetches then. The
 * first entry's move up (the last's move down) is `aria-disabled`, not `disabled`: it keeps focus
 * when the entry reaches the end, and the dialog opens on a button that takes focus.
 */
export function OrderDialog({
  companyRef,
  userId,
  items,
  onClose,
  onSaved,
}: SelectionDialogProps & {
  /** Called once the gateway confirmed the order. */
  onSaved: () => void;
}) {
  const [save, saving] = companyApi.useSetCompanyContentOrderMutation();
  const [entries, setEntries] = useState(() => orderEntries(items));
  const [moved, setMoved] = useState<{ ref: string; up: boolean; text: string }>();
  const [saved, setSaved] = useState(false);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // React may move the entries' elements when they swap: focus stays on the button pressed.
  useEffect(() => {
    if (moved) buttons.current.get(`${moved.ref}:${moved.up ? 'up' : 'down'}`)?.focus();
  }, [moved, entries]);

  function move(index: number, up: boolean) {
    const to = up ? index - 1 : index + 1;
    const entry = entries[index];
    const other = entries[to];
    if (!entry || !other || saving.isLoading) return;
    const next = [...entries];
    next[to] = entry;
    next[index] = other;
    setEntries(next);
    setMoved({ ref: entry.ref, up, text: t.moved(entry.name, to + 1, next.length) });
  }

  async function submit() {
    try {
      await save({
        companyRef,
        userId,
        setContentOrderRequest: { order: entries.map((entry) => entry.ref) },
      }).unwrap();
      setSaved(true);
      onSaved();
    } catch {
      // The error shows in the dialog (saving.error), which stays for a retry.
    }
  }

  if (saved) {
    return (
      <DoneDialog title={t.doneTitle} onClose={onClose}>
        <p>{t.doneText(entries.length)}</p>
      </DoneDialog>
    );
  }
  if (entries.length > MAX_ORDER) {
    return (
      <DoneDialog title={t.title} onClose={onClose}>
        <p>{t.tooMany(MAX_ORDER, entries.length)}</p>
      </DoneDialog>
    );
  }

  const ref = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };
  return (
    <ConfirmDialog
      title={t.title}
      confirm={t.save}
      busy={saving.isLoading}
      error={saving.error}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <p>{t.info}</p>
      <p>{t.replaces}</p>
      {items.some((item) => item.compositeLocationIdentifier) ? <p>{t.composite}</p> : null}
      <ol className="order-list" aria-label={t.listLabel}>
        {entries.map((entry, index) => (
          <li key={entry.ref} className="order-list__item">
            <span className="order-list__name">{entry.name}</span>
            {entries.length > 1 ? (
              <span className="order-list__moves">
                <button
                  ref={ref(`${entry.ref}:up`)}
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t.upLabel(entry.name)}
                  aria-disabled={index === 0}
                  onClick={() => move(index, true)}
                >
                  {t.up}
                </button>
                <button
                  ref={ref(`${entry.ref}:down`)}
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t.downLabel(entry.name)}
                  aria-disabled={index === entries.length - 1}
                  onClick={() => move(index, false)}
                >
                  {t.down}
                </button>
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      <p role="status" className="visually-hidden">
        {moved?.text ?? ''}
      </p>
    </ConfirmDialog>
  );
}
