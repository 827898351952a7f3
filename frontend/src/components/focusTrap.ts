/** A key press, from React or from the DOM. */
interface TabPress {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

/** What a Tab may reach inside a trap. */
const FOCUSABLE = 'button, [href], input';

/**
 * Keeps Tab and Shift+Tab within `container` (a modal dialog, an open phone menu): from the
 * last focusable element Tab goes to the first, and Shift+Tab the other way round.
 */
export function keepTabWithin(event: TabPress, container: HTMLElement | null) {
  if (event.key !== 'Tab' || !container) return;
  const focusable = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
