import { useState, type FormEvent } from 'react';
import { companyApi } from '../../api/b2bApi';
import { CloseDialog } from '../../components/ConfirmDialog';
import { FormError } from '../../components/FormError';
import { TextField } from '../../components/TextField';
import { fiCompany } from '../../i18n/fiCompany';

const t = fiCompany.labels;
/** #204/#205 take labels of 1–40 characters. */
export const MAX_LABEL = 40;

export interface LabelTarget {
  /** The id the write names: a composite's, or the place's own. */
  ref: string;
  name: string;
  labels: readonly string[];
  readOnly: boolean;
}

/**
 * The location labels modal (spec §2 info modals): what labels are for, the place's labels with a
 * remove button each, and a field to add one (#204/#205). Given several places (the
 * multi-select), it adds one label to each of them it may change. A change is reported only
 * once the gateway confirmed it; the list behind refreshes from the invalidated reads.
 */
export function LabelsDialog({
  companyRef,
  userId,
  targets,
  onClose,
}: {
  companyRef: string;
  userId: number;
  targets: readonly LabelTarget[];
  onClose: () => void;
}) {
  const [add, adding] = companyApi.useAddCompanyLocationLabelsMutation();
  const [remove, removing] = companyApi.useRemoveCompanyLocationLabelsMutation();
  const [label, setLabel] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  const busy = adding.isLoading || removing.isLoading;

  const single = targets.length === 1 ? targets[0] : undefined;
  // A composite's members share its id: one write per id.
  const writable = [...new Set(targets.filter((x) => !x.readOnly).map((x) => x.ref))];
  const skipped = targets.filter((x) => x.readOnly).length;

  async function write(kind: 'add' | 'remove', value: string) {
    setError(undefined);
    setDone('');
    const call = kind === 'add' ? add : remove;
    try {
      for (const ref of writable) {
        await call({
          companyRef,
          userId,
          compositeLocationId: ref,
          labelsRequest: { labels: [value] },
        }).unwrap();
      }
      setDone(kind === 'add' ? t.added(value) : t.removed(value));
      return true;
    } catch (failure) {
      setError(failure);
      return false;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const value = label.trim();
    if (!value) return setFieldError(t.required);
    if (value.length > MAX_LABEL) return setFieldError(t.tooLong);
    setFieldError(undefined);
    if (await write('add', value)) setLabel('');
  }

  const title = single ? t.title(single.name) : t.bulkTitle(targets.length);
  return (
    <CloseDialog title={title} onClose={onClose} secondary>
      <p>{t.info}</p>
      {single ? (
        <>
          <h3>{t.current}</h3>
          {single.labels.length === 0 ? (
            <p>{t.none}</p>
          ) : (
            <ul className="label-list">
              {single.labels.map((value) => (
                <li key={value} className="label-chip">
                  <span>{value}</span>
                  {single.readOnly ? null : (
                    <button
                      type="button"
                      className="button button--ghost label-chip__remove"
                      aria-label={t.remove(value)}
                      disabled={busy}
                      onClick={() => void write('remove', value)}
                    >
                      <span aria-hidden="true">×</span>
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {skipped > 0 && writable.length > 0 ? (
        <p>{fiCompany.selection.readOnlySkipped(skipped)}</p>
      ) : null}
      {writable.length === 0 ? (
        <p>{single ? t.readOnly : fiCompany.selection.nothingWritable}</p>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <TextField
            label={t.newLabel}
            value={label}
            maxLength={MAX_LABEL + 10}
            error={fieldError}
            onChange={(event) => setLabel(event.target.value)}
          />
          <button type="submit" className="button" disabled={busy}>
            {t.add}
          </button>
        </form>
      )}
      <FormError error={error} />
      <p role="status" className="muted">
        {done}
      </p>
    </CloseDialog>
  );
}
