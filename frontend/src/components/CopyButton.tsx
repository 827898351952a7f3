import { useEffect, useState } from 'react';
import { fi } from '../i18n/fi';

/** How long the "Kopioitu" confirmation stays next to the button. */
export const COPIED_SHOWN_MS = 4000;

/**
 * A button that copies `value` with the Clipboard API and says so beside itself ("Kopioitu"),
 * in a live region a screen reader announces. Where the browser refuses (no permission, an
 * insecure page) it says so, and the value stays on screen to select by hand.
 */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return undefined;
    const timer = setTimeout(() => setSaid(''), COPIED_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [said]);
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setSaid(fi.copy.copied);
    } catch {
      setSaid(fi.copy.failed);
    }
  }
  return (
    <span className="copy">
      <button type="button" className="button button--secondary" onClick={() => void copy()}>
        {label}
      </button>
      <span className="copy__said" role="status" aria-live="polite">
        {said}
      </span>
    </span>
  );
}
