import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { keepTabWithin } from './focusTrap';

/**
 * A modal alert dialog: labelled by its title, focus moves into it when it opens and stays in it
 * (Tab cycles through its buttons). `role="dialog"` with `onEscape` for dialogs that are not
 * alerts (Escape closes them).
 */
export function Dialog({
  title,
  children,
  actions,
  role = 'alertdialog',
  onEscape,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  role?: 'alertdialog' | 'dialog';
  onEscape?: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first = ref.current?.querySelector<HTMLElement>('button, [href], input');
    first?.focus();
    return () => previous?.focus?.();
  }, []);

  function trapFocus(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
      return;
    }
    keepTabWithin(event, ref.current);
  }

  return (
    <div className="dialog-backdrop">
      <div
        ref={ref}
        className="dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={trapFocus}
      >
        <h2 id={titleId}>{title}</h2>
        <div id={bodyId}>{children}</div>
        <div className="dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
