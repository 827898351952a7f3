import { useId, useState, type FormEvent } from 'react';
import { formsApi } from '../../api/formsApi';
import { useWrite } from '../../components/forms/useWrite';
import { fiForms } from '../../i18n/fiForms';
import { fiSelfService } from '../../i18n/fiSelfService';
import { FormAlert, SubmitButton, WriteOutcome } from '../../components/forms/WriteOutcome';

const t = fiSelfService.dueDate;
/** The codes the invoicing system takes (upstream-clients INVOICE_DUE_DATE_CODES). */
export const DUE_DATE_CODES = ['01', '15', 'LAST'] as const;

export function dueDateLabel(code: string): string {
  return t.codes[code] ?? t.dayLabel(code);
}

/** One of the known codes, other than the current one. */
export function validateDueDate(code: string, current: string): string | undefined {
  if (!(DUE_DATE_CODES as readonly string[]).includes(code)) return fiForms.field.required;
  if (code === current) return t.same;
  return undefined;
}

/**
 * Change of the due date (#237), shown only while the summary (#160) says canChangeDueDate.
 * A change locks it for 12 months: the refetched summary then hides this form; a 409
 * (DueDateChangeNotAllowed) opens the execution-failed dialog.
 */
export function DueDateForm({
  userId,
  locationId,
  current,
  canChange,
}: {
  userId: number;
  locationId: string;
  current: string;
  /** The summary's canChangeDueDate: without it only a still-open dialog shows. */
  canChange: boolean;
}) {
  const [code, setCode] = useState('');
  const [clientError, setClientError] = useState<string | undefined>();
  const [save, { isLoading }] = formsApi.useChangeInvoiceDueDateMutation();
  const write = useWrite();
  const error = clientError ?? write.serverErrors.invoiceDueDateCode;
  const errorId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateDueDate(code, current);
    setClientError(checked);
    if (checked) return;
    await write.run(
      () =>
        save({ userId, locationId, invoiceDueDateRequest: { invoiceDueDateCode: code } }).unwrap(),
      (answer) => t.saved(dueDateLabel(answer.invoiceDueDateCode)),
    );
  }

  // After a change the refetched summary locks the due date; the success dialog stays open.
  if (!canChange) return <WriteOutcome write={write} />;

  return (
    <section className="card" aria-labelledby="due-date-form">
      <h2 id="due-date-form">{t.title}</h2>
      <p>{t.intro}</p>
      <form onSubmit={submit} noValidate aria-labelledby="due-date-form">
        <FormAlert show={error !== undefined || write.formError !== null} />
        <fieldset
          className={`field${error ? ' field--invalid' : ''}`}
          aria-describedby={error ? errorId : undefined}
        >
          <legend>{t.field}</legend>
          {DUE_DATE_CODES.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name="invoiceDueDateCode"
                value={option}
                checked={code === option}
                onChange={() => setCode(option)}
              />
              {dueDateLabel(option)}
            </label>
          ))}
          {error ? (
            <p className="field__error" id={errorId}>
              {error}
            </p>
          ) : null}
        </fieldset>
        <SubmitButton pending={isLoading} label={t.submit} />
      </form>
      <WriteOutcome write={write} />
    </section>
  );
}
