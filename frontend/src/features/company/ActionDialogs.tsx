import type { ReactNode } from 'react';
import { Dialog } from '../../components/Dialog';
import { FormError } from '../../components/FormError';
import { fi } from '../../i18n/fi';
import { fiCompany } from '../../i18n/fiCompany';

/**
 * The confirmation every company write asks first (spec §2 modals): what is about to change,
 * the gateway's error if the write failed (the dialog stays, so the user can retry or cancel).
 */
export function ConfirmDialog({
  title,
  confirm,
  busy,
  error,
  onConfirm,
  onCancel,
  children,
}: {
  title: string;
  /** The confirm button's words: what the write does. */
  confirm: string;
  busy: boolean;
  error: unknown;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      actions={
        <>
          <button type="button" className="button" disabled={busy} onClick={onConfirm}>
            {confirm}
          </button>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {fiCompany.actions.cancel}
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
export function DoneDialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      role="dialog"
      title={title}
      onEscape={onClose}
      actions={
        <button type="button" className="button" onClick={onClose}>
          {fi.common.close}
        </button>
      }
    >
      {children}
    </Dialog>
  );
}
