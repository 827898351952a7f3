import type { FormEvent, ReactNode } from 'react';
import type { useWrite } from './useWrite';
import { FormAlert, SubmitButton, WriteOutcome } from './WriteOutcome';
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
      <FormAlert show={invalid || write.formError !== null} />
      {children}
      <SubmitButton pending={saving} label={submitLabel} />
      <WriteOutcome write={write} />
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
