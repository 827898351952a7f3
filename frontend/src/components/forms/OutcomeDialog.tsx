import { fiForms } from '../../i18n/fiForms';
import { Dialog } from '../Dialog';
import { outcomeOf } from './outcome';

/**
 * The spec §8 notice after a write: action success, or general error / execution failed /
 * request fail. A 400 with field errors shows no dialog: the form shows them by its fields.
 */
export function OutcomeDialog({
  success,
  error,
  onClose,
}: {
  /** The success text, or undefined when the write failed. */
  success?: string;
  error?: unknown;
  onClose: () => void;
}) {
  let title: string;
  let text: string;
  if (success !== undefined) {
    title = fiForms.outcome.successTitle;
    text = success;
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
