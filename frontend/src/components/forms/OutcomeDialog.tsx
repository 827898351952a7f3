import { isApiError } from '../../api/problem';
import { fi } from '../../i18n/fi';
import { fiForms } from '../../i18n/fiForms';
import { Dialog } from '../Dialog';
import { outcomeOf } from './outcome';

/** A dialog of its own for an upstream outcome code (spec §8, e.g. the representation codes). */
export interface CodeOutcome {
  title: string;
  text: string;
}

/**
 * The spec §8 notice after a write: action success, or general error / execution failed /
 * request fail. A 400 with field errors shows no dialog: the form shows them by its fields.
 * An error whose `code` is in `codes` opens that code's own dialog instead.
 */
export function OutcomeDialog({
  success,
  error,
  codes,
  onClose,
}: {
  /** The success text, or undefined when the write failed. */
  success?: string;
  error?: unknown;
  codes?: Readonly<Record<string, CodeOutcome>>;
  onClose: () => void;
}) {
  let title: string;
  let text: string;
  const code = isApiError(error) ? error.problem?.code : undefined;
  const own = code !== undefined ? codes?.[code] : undefined;
  if (success !== undefined) {
    title = fiForms.outcome.successTitle;
    text = success;
  } else if (own) {
    title = own.title;
    text = own.text;
  } else if (code === 'DEMO_READ_ONLY') {
    // Demo mode refuses its writes without sending them; the gateway would refuse them anyway.
    title = fi.demo.readOnlyTitle;
    text = fi.demo.readOnly;
  } else {
    const kind = outcomeOf(error);
    if (kind === 'validation') return null;
    if (kind === 'requestFail') {
      title = fiForms.outcome.requestFailTitle;
      text = fiForms.outcome.requestFail;
    } else if (kind === 'executionFailed') {
      title = fiForms.outcome.executionFailedTitle;
      text = fiForms.outcome.executionFailed;
    } else {
      title = fiForms.outcome.generalErrorTitle;
      text = fiForms.outcome.generalError;
    }
  }
  return (
    <Dialog
      title={title}
      role={success !== undefined ? 'dialog' : 'alertdialog'}
      onEscape={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {fiForms.close}
        </button>
      }
    >
      <p>{text}</p>
    </Dialog>
  );
}
