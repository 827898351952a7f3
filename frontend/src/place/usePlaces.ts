import { useMemo } from 'react';
import { api } from '../api/enhanced';
import type { UsePlace } from '../api/types';
import { useAppSelector } from '../app/hooks';
import { useUiMode, userContentArg } from './uiMode';

/**
 * The signed-in user (GET me) and the use places of `userId` (default: the user's own; customer
 * service passes the customer's id). Content waits for the user id, not for the UI mode.
 */
export function useUserContent(customerId?: number) {
  const loadUser = useAppSelector((state) => state.app.loadUser);
  const me = api.useGetMeQuery(undefined, { skip: !loadUser });
  const ownUserId = me.data?.priwattiId ?? undefined;
  const userId = customerId ?? ownUserId;
  const ui = useUiMode(userId);
  const b2b = ui.ready && ui.mode === 'B2B';
  // Spec §6: B2C loads the user content; B2B (company data) is not part of this version.
  const content = api.useGetUserContentQuery(userContentArg(userId, ui));
  // Sorted once per answer: the page, its menu and the place frame re-render on other answers.
  const items = content.data?.content;
  const usePlaces = useMemo(() => (items ? sortUsePlaces(items) : undefined), [items]);
  return {
    me,
    content,
    /** False after GET me failed (spec §8): show an error with a retry. */
    userFailed: !loadUser || me.isError,
    isLoading:
      (loadUser && (me.isLoading || me.isUninitialized)) || ui.isLoading || content.isLoading,
    /** The user (or the customer looked at) is a company user: show the B2B notice. */
    b2b,
    ownUserId,
    /** Whose content this is: the user, or the customer customer service looks at. */
    userId,
    usePlaces,
  };
}

const finnish = new Intl.Collator('fi');

/** Use places in the user's own order (`order`), then by name. */
export function sortUsePlaces(items: readonly UsePlace[]): UsePlace[] {
  // One collator for every comparison: localeCompare with a locale builds one per call.
  return [...items].sort(
    (a, b) => a.order - b.order || finnish.compare(placeName(a), placeName(b)),
  );
}

export function placeName(place: UsePlace): string {
  return place.location.displayName || place.location.name || place.location.identifier;
}

/** A place shared through a read right (its content owner is someone else) is read-only. */
export function isReadOnly(place: UsePlace, ownUserId: number | undefined): boolean {
  return ownUserId !== undefined && place.contentOwnerId !== ownUserId;
}

export function placePath(place: UsePlace): string {
  return `/kayttopaikka?paikka=${encodeURIComponent(place.location.identifier)}`;
}

/**
 * The use place from `?paikka=`, else the last one opened (Redux, kept in sessionStorage), else
 * the first one.
 */
export function selectUsePlace(
  places: readonly UsePlace[],
  requested: string | null,
  active: string | null,
): UsePlace | undefined {
  if (requested) return places.find((place) => place.location.identifier === requested);
  return places.find((place) => place.location.identifier === active) ?? places[0];
}
