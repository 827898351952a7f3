import { useState } from 'react';
import { fieldErrorsOf, outcomeOf } from './outcome';

type Outcome = { success: string } | { error: unknown } | null;

/**
 * Runs a write and keeps what the form shows after it: the field errors of a 400 (by field) and
 * the §8 dialog (success or error) until it is closed.
 */
export function useWrite() {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function run<T>(
    call: () => Promise<T>,
    /** The success dialog's text; null when the screen itself shows the change. */
    successText: (result: T) => string | null,
  ): Promise<T | undefined> {
    setServerErrors({});
    setFormError(null);
    try {
      const result = await call();
      const text = successText(result);
      setOutcome(text === null ? null : { success: text });
      return result;
    } catch (error) {
      if (outcomeOf(error) === 'validation') {
        setServerErrors(fieldErrorsOf(error));
        setFormError('validation');
      }
      setOutcome({ error });
      return undefined;
    }
  }

  return {
    run,
    outcome,
    closeOutcome: () => setOutcome(null),
    serverErrors,
    /** 'validation' after a 400: show the form-level "check the fields" message. */
    formError,
  };
}
