import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { api } from '../../api/enhanced';
import { formsApi } from '../../api/formsApi';
import type { Popup, ProductConfiguration } from '../../api/rowTypes';
import type { UtilityType } from '../../api/types';
import { Dialog } from '../../components/Dialog';

/** localStorage key of a dismissed popup: per user and popup (its type names it, §3). */
export function popupKey(userId: number, popup: Popup): string {
  return `portal.popup.${userId}.${popup.type}`;
}

/** sessionStorage key of the one popup this visit shows (its key, then `closed` once closed). */
export const VISIT_KEY = 'portal.popup.thisVisit';
const CLOSED = 'closed';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // Storage full or blocked: a popup may show again, nothing else breaks.
  }
}

const local = () => window.localStorage;
const visit = () => window.sessionStorage;

/**
 * The add-on a popup offers, by its type, and whether a place's product configuration already
 * has it or cannot have it: such a place is never offered it.
 */
const OFFERS: Record<string, (config: ProductConfiguration) => boolean> = {
  greenPower: (config) => config.greenPowerOn || config.canHaveGreenPower === false,
  homeInsurance: (config) =>
    config.homeInsuranceOn === true || config.canHaveHomeInsurance === false,
};

export interface PopupRules {
  /** Popups dismissed for good (localStorage) or for this visit (this screen's state). */
  dismissed: (popup: Popup) => boolean;
  /** The place's products; `undefined` when not (yet) known, when no offer is shown. */
  config: ProductConfiguration | undefined;
  /** The key of the popup this visit has shown already, if any. */
  shownThisVisit: string | null;
  key: (popup: Popup) => string;
}

/**
 * The popup to show, if any: at most one a visit (the one already shown, until it is closed),
 * never one already dismissed, and never an offer of an add-on the place has or cannot have.
 */
export function popupToShow(popups: readonly Popup[], rules: PopupRules): Popup | undefined {
  return popups.find((popup) => {
    if (rules.dismissed(popup)) return false;
    if (rules.shownThisVisit !== null && rules.shownThisVisit !== rules.key(popup)) return false;
    const offer = OFFERS[popup.type];
    if (offer === undefined) return true;
    return rules.config !== undefined && !offer(rules.config);
  });
}

function popupUtility(type: UtilityType): 'ELECTRICITY' | 'DISTRICT_HEATING' | 'MICROGENERATION' {
  return type === 'DISTRICT_HEATING' || type === 'MICROGENERATION' ? type : 'ELECTRICITY';
}

/**
 * The use place's popups (#176): at most one a visit, never an offer of what the place already
 * has (#121, its product configuration). Accept, close and Escape dismiss it; "do not show
 * again" (its dismissDescription) is off until the user ticks it, and ticked it is remembered
 * in localStorage per user and popup. Accept orders nothing in this read-only version.
 */
export function PlacePopups({
  userId,
  locationId,
  utilityType,
}: {
  userId: number;
  locationId: string;
  utilityType: UtilityType;
}) {
  const popups = api.useGetPopupsQuery(popupUtility(utilityType));
  const offers = popups.data?.popups.some((popup) => popup.type in OFFERS) ?? false;
  const config = formsApi.useGetProductConfigurationQuery(
    offers ? { userId, locationId } : skipToken,
  );
  const [closed, setClosed] = useState<readonly string[]>([]);
  const [forGood, setForGood] = useState(false);
  const key = (popup: Popup) => popupKey(userId, popup);
  const next = popupToShow(popups.data?.popups ?? [], {
    dismissed: (popup) => closed.includes(key(popup)) || read(local, key(popup)) !== null,
    config: config.data,
    shownThisVisit: read(visit, VISIT_KEY),
    key,
  });
  const nextKey = next ? key(next) : null;
  useEffect(() => {
    if (nextKey !== null) write(visit, VISIT_KEY, nextKey);
  }, [nextKey]);
  if (!next || nextKey === null) return null;
  const dismiss = () => {
    if (forGood) write(local, nextKey, new Date().toISOString());
    // The visit's one popup has been seen: no other shows until the next visit.
    write(visit, VISIT_KEY, CLOSED);
    setClosed([...closed, nextKey]);
    setForGood(false);
  };
  return (
    <Dialog
      key={nextKey}
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
