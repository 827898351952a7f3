import type { FormEvent, ReactNode } from 'react';
import type { useWrite } from './useWrite';
import { FormAlert, SubmitButton, WriteOutcome } from './WriteOutcome';
import { fiForms } from '../../i18n/fiForms';
import { TextField } from '../TextField';

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
  message,
}: {
  labelledBy: string;
  write: ReturnType<typeof useWrite>;
  saving: boolean;
  /** Client-side errors were found on the last submit. */
  invalid: boolean;
  onSubmit: () => void;
  children: ReactNode;
  submitLabel?: string;
  /** The server's form-level message, said instead of "check the fields". */
  message?: string;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <FormAlert show={invalid || write.formError !== null} message={message} />
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

/** An upper and a lower threshold, in this order. */
export type Thresholds = readonly [top: string, bottom: string];

/**
 * The upper and lower threshold of an alert, both optional decimals: the consumption alert and
 * the market price alert ask for them the same way.
 */
export function ThresholdFields({
  text,
  names,
  state: [values, onChange],
  errors,
}: {
  text: { top: string; bottom: string; hint: string };
  /** The fields' names, which the server's 400 names too. */
  names: Thresholds;
  /** The values and their setter, as `useState<Thresholds>` gives them. */
  state: readonly [Thresholds, (values: Thresholds) => void];
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      {([0, 1] as const).map((index) => (
        <TextField
          key={names[index]}
          label={index === 0 ? text.top : text.bottom}
          hint={text.hint}
          inputMode="decimal"
          name={names[index]}
          value={values[index]}
          onChange={({ target }) =>
            onChange(index === 0 ? [target.value, values[1]] : [values[0], target.value])
          }
          error={errors[names[index]]}
        />
      ))}
    </>
  );
}
