import type { FormEvent, ReactNode } from 'react';
import { OutcomeDialog } from './OutcomeDialog';
import type { useWrite } from './useWrite';
import { fiForms } from '../../i18n/fiForms';

/**
 * The frame every alert form shares: the form-level "check the fields" message after a client or
 * server validation error, the fields, the save button with its pending state and the §8 dialog.
 */
export function SaveForm({
  labelledBy,
  write,
  saving,
  invalid,
  onSubmit,
  children,
  submitLabel = fiForms.save,
}: {
  labelledBy: string;
  write: ReturnType<typeof useWrite>;
  saving: boolean;
  /** Client-side errors were found on the last submit. */
  invalid: boolean;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: string;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      {invalid || write.formError ? (
        <p className="form-error" role="alert">
          {fiForms.outcome.validation}
        </p>
      ) : null}
      {children}
      <button type="submit" className="button" disabled={saving} aria-busy={saving}>
        {saving ? fiForms.saving : submitLabel}
      </button>
      {write.outcome ? (
        <OutcomeDialog
          success={'success' in write.outcome ? write.outcome.success : undefined}
          error={'error' in write.outcome ? write.outcome.error : undefined}
          onClose={write.closeOutcome}
        />
      ) : null}
    </form>
  );
}

/** A labelled checkbox. */
export function Checkbox({
  label,
  name,
  checked,
  onChange,
}: {
  label: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <p>
      <label className="checkbox">
        <input
          type="checkbox"
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        {label}
      </label>
    </p>
  );
}

/** The saved values as the server has them, one `<dt>`/`<dd>` pair each. */
export function SavedFacts({
  label,
  facts,
  testId,
}: {
  label: string;
  facts: readonly (readonly [string, string])[];
  testId: string;
}) {
  return (
    <dl className="facts" aria-label={label} data-testid={testId}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
