import { OutcomeDialog, type CodeOutcome } from './OutcomeDialog';
import type { useWrite } from './useWrite';
import { fiForms } from '../../i18n/fiForms';

type Write = ReturnType<typeof useWrite>;

/** The §8 dialog of a write, while it is open (`codes`: dialogs of their own per error code). */
export function WriteOutcome({
  write,
  codes,
}: {
  write: Write;
  codes?: Readonly<Record<string, CodeOutcome>>;
}) {
  if (!write.outcome) return null;
  return (
    <OutcomeDialog
      success={'success' in write.outcome ? write.outcome.success : undefined}
      error={'error' in write.outcome ? write.outcome.error : undefined}
      codes={codes}
      onClose={write.closeOutcome}
    />
  );
}

/**
 * "Tarkista lomakkeen tiedot." (or the server's own form-level `message`) while the form has
 * client-side or 400 field errors.
 */
export function FormAlert({ show, message }: { show: boolean; message?: string }) {
  return show ? (
    <p className="form-error" role="alert">
      {message ?? fiForms.outcome.validation}
    </p>
  ) : null;
}

/** The submit button with its pending state (disabled, aria-busy, "Tallennetaan…"). */
export function SubmitButton({
  pending,
  label = fiForms.save,
  pendingLabel = fiForms.saving,
}: {
  pending: boolean;
  label?: string;
  pendingLabel?: string;
}) {
  return (
    <button type="submit" className="button" disabled={pending} aria-busy={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
