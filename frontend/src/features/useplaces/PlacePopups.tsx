import { useState } from 'react';
import { api } from '../../api/enhanced';
import type { Popup } from '../../api/rowTypes';
import type { UtilityType } from '../../api/types';
import { Dialog } from '../../components/Dialog';

/** localStorage key of a dismissed popup: per user and popup (its type names it, §3). */
export function popupKey(userId: number, popup: Popup): string {
  return `portal.popup.${userId}.${popup.type}`;
}

function isDismissed(key: string): boolean {
  try {
    return window.localStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function remember(key: string) {
  try {
    window.localStorage.setItem(key, new Date().toISOString());
  } catch {
    // Storage full or blocked: the popup may show again, nothing else breaks.
  }
}

function popupUtility(type: UtilityType): 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION' {
  return type === 'DISTRICT_HEATING' || type === 'MICROGENERATION' ? type : 'ELECTRICITY';
}

/**
 * The use place's popups (#176): each shown once per user. Accept, close and Escape dismiss it,
 * remembered in localStorage per user and popup while "do not show again" (its
 * dismissDescription, on by default) stays ticked; unticked, it is hidden for this visit only.
 * The next popup shows after it. Accept orders nothing in this read-only version.
 */
export function PlacePopups({ userId, utilityType }: { userId: number; utilityType: UtilityType }) {
  const popups = api.useGetPopupsQuery(popupUtility(utilityType));
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const [forGood, setForGood] = useState(true);
  const next = popups.data?.popups.find((popup) => {
    const key = popupKey(userId, popup);
    return !dismissed.includes(key) && !isDismissed(key);
  });
  if (!next) return null;
  const key = popupKey(userId, next);
  const dismiss = () => {
    if (forGood) remember(key);
    setDismissed([...dismissed, key]);
    setForGood(true);
  };
  return (
    <Dialog
      key={key}
      role="dialog"
      title={next.title}
      onEscape={dismiss}
      actions={
        <>
          <button type="button" className="button" onClick={dismiss}>
            {next.accept}
          </button>
          <button type="button" className="button button--secondary" onClick={dismiss}>
            {next.close}
          </button>
        </>
      }
    >
      <p>{next.description}</p>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={forGood}
          onChange={(event) => setForGood(event.target.checked)}
        />
        {next.dismissDescription}
      </label>
    </Dialog>
  );
}
