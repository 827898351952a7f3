import type { ReactNode } from 'react';
import { fi } from '../i18n/fi';
import { fiForms } from '../i18n/fiForms';
import { Dialog } from './Dialog';
import { FormError } from './FormError';

/**
 * The confirmation a write asks first (spec §2 modals): what is about to change, the gateway's
 * error if the write failed (the dialog stays, so the user can retry or cancel). Escape cancels,
 * as the cancel button does: nothing is sent.
 */
export function ConfirmDialog({
  title,
  confirm,
  busy = false,
  error,
  role,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  /** The confirm button's words: what the write does. */
  confirm: string;
  /** The write is under way (or cannot be sent yet): the confirm button is disabled. */
  busy?: boolean;
  error?: unknown;
  /** `dialog` where the user still chooses something in it (a right), not only confirms. */
  role?: 'alertdialog' | 'dialog';
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      role={role}
      onEscape={onCancel}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {fiForms.cancel}
          </button>
        </>
      }
    >
      {children}
      <FormError error={error} />
    </Dialog>
  );
}

/** The success dialog a confirmed write ends with: shown only once the gateway answered. */
export function DoneDialog(props: { title: string; onClose: () => void; children: ReactNode }) {
  return <CloseDialog {...props} />;
}

/**
 * A dialog whose one action is Close (Escape too): a message, or a tool whose own buttons are
 * in its body, which makes Close `secondary`.
 */
export function CloseDialog({
  title,
  onClose,
  secondary = false,
  role = 'dialog',
  children,
}: {
  title: string;
  onClose: () => void;
  secondary?: boolean;
  /** `alertdialog` for an outcome the user must take in, such as a write done only in part. */
  role?: 'alertdialog' | 'dialog';
  children: ReactNode;
}) {
  return (
    <Dialog
      role={role}
      title={title}
      onEscape={onClose}
      actions={
        <button
          type="button"
          className={secondary ? 'button button--secondary' : 'button'}
          onClick={onClose}
        >
          {fi.common.close}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
