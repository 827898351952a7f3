import { useId, useState, type FormEvent } from 'react';
import { companyApi, type CompanyLocationItem } from '../../api/b2bApi';
import { CloseDialog } from '../../components/ConfirmDialog';
import { TextField } from '../../components/TextField';
import { fiCompany } from '../../i18n/fiCompany';
import { placeRef } from '../../place/companyPlace';
import { type MatchingFilter, useBulkChange, writesOf } from './bulk';
import { BulkSteps } from './BulkSteps';
import { MAX_LABEL } from './LabelsDialog';

const t = fiCompany.bulk;
type Change = 'add' | 'remove';

/** The places `change` of `label` alters: those it may write (A56) that lack it, or hold it. */
export function labelPlan(items: readonly CompanyLocationItem[], change: Change, label: string) {
  const writable = items.filter((item) => item.rights !== 'READ_ONLY');
  const alters = (item: CompanyLocationItem) =>
    item.labels.includes(label) === (change === 'remove');
  return {
    // #204/#205 name one place (or composite) a call.
    writes: writesOf(writable.filter(alters), placeRef, 1),
    unchanged: writable.filter((item) => !alters(item)).length,
    readOnly: items.length - writable.length,
  };
}

/**
 * One label added to, or removed from, every place matching the list's filter ("select all N
 * matching"): the places are gathered page by page, the count confirmed, and each place (a
 * composite once) written by its own #204/#205, so the gateway checks each as it does one.
 * Places that already are as asked are not written; READ_ONLY ones are counted and left.
 */
export function BulkLabelsDialog({
  companyRef,
  userId,
  all,
  onClose,
}: {
  companyRef: string;
  userId: number;
  all: MatchingFilter;
  onClose: () => void;
}) {
  const [add] = companyApi.useAddCompanyLocationLabelsMutation();
  const [remove] = companyApi.useRemoveCompanyLocationLabelsMutation();
  const bulk = useBulkChange(companyRef, userId, { all });
  const [change, setChange] = useState<Change>('add');
  const [label, setLabel] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const name = useId();
  const value = label.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!value) return setFieldError(fiCompany.labels.required);
    if (value.length > MAX_LABEL) return setFieldError(fiCompany.labels.tooLong);
    setFieldError(undefined);
    void bulk.prepare((items) => labelPlan(items, change, value));
  }

  const send = change === 'add' ? add : remove;
  const form = (
    <form onSubmit={submit} noValidate>
      <fieldset className="field">
        <legend>{t.labelAction}</legend>
        {(['add', 'remove'] as const).map((option) => (
          <label key={option} className="checkbox">
            <input
              type="radio"
              name={name}
              checked={change === option}
              onChange={() => setChange(option)}
            />
            {option === 'add' ? t.labelAdd : t.labelRemove}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t.labelField}
        value={label}
        maxLength={MAX_LABEL + 10}
        error={fieldError}
        onChange={(event) => setLabel(event.target.value)}
      />
      <button type="submit" className="button" disabled={bulk.busy}>
        {t.next}
      </button>
    </form>
  );
  return (
    <CloseDialog title={t.labelsTitle(all.total)} onClose={onClose} secondary>
      <p>{fiCompany.labels.info}</p>
      <BulkSteps
        bulk={bulk}
        form={form}
        confirmText={(count) =>
          change === 'add' ? t.labelAddConfirm(value, count) : t.labelRemoveConfirm(value, count)
        }
        confirmButton={change === 'add' ? t.labelAddButton : t.labelRemoveButton}
        doneText={(count) =>
          change === 'add' ? t.labelAdded(value, count) : t.labelRemoved(value, count)
        }
        onConfirm={() =>
          void bulk.run(async (write) => {
            const [ref] = write.refs;
            if (!ref) return write.places;
            await send({
              companyRef,
              userId,
              compositeLocationId: ref,
              labelsRequest: { labels: [value] },
            }).unwrap();
            return [];
          })
        }
      />
    </CloseDialog>
  );
}
