import { useState } from 'react';
import type { TopBarMessage } from '../../api/adminApi';

const DISMISSED_KEY = 'portal.dismissedTopBarMessage';

function dismissedText(): string | null {
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY);
  } catch {
    return null;
  }
}

/** The look of a top-bar message: also the admin screen's preview. */
export function TopBarBanner({
  message,
  onDismiss,
}: {
  message: TopBarMessage;
  onDismiss?: () => void;
}) {
  const urgent = message.level !== 'INFO';
  return (
    <div
      className={`top-bar top-bar--${message.level.toLowerCase()}`}
      role={urgent ? 'alert' : 'status'}
    >
      <p className="top-bar__text">{message.message}</p>
      {onDismiss ? (
        <button type="button" className="button button--ghost top-bar__close" onClick={onDismiss}>
          Sulje tiedote
        </button>
      ) : null}
    </div>
  );
}

/**
 * The message staff put above every screen (A71), until the customer dismisses it for this
 * session; a new message shows again.
 */
export function TopBarNotice({ message }: { message: TopBarMessage | null | undefined }) {
  const [dismissed, setDismissed] = useState(dismissedText);
  if (!message || dismissed === message.message) return null;
  function dismiss() {
    if (!message) return;
    try {
      window.sessionStorage.setItem(DISMISSED_KEY, message.message);
    } catch {
      // Without storage it is dismissed until the next reload.
    }
    setDismissed(message.message);
  }
  return <TopBarBanner message={message} onDismiss={dismiss} />;
}
