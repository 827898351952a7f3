import { skipToken } from '@reduxjs/toolkit/query';
import { useGetMeQuery, useGetUserContentQuery } from '../../api/enhanced';
import type { UsePlace } from '../../api/types';
import { useAppSelector } from '../../app/hooks';

/** The signed-in user (GET me) and their user content; content waits for the user id. */
export function useUserContent() {
  const loadUser = useAppSelector((state) => state.app.loadUser);
  const me = useGetMeQuery(undefined, { skip: !loadUser });
  const userId = me.data?.priwattiId;
  const content = useGetUserContentQuery(userId ?? skipToken);
  return {
    me,
    content,
    /** False after GET me failed (spec §8): show an error with a retry. */
    userFailed: !loadUser || me.isError,
    isLoading: (loadUser && (me.isLoading || me.isUninitialized)) || content.isLoading,
    ownUserId: userId,
    usePlaces: content.data ? sortUsePlaces(content.data.content) : undefined,
  };
}

/** Use places in the user's own order (`order`), then by name. */
export function sortUsePlaces(items: readonly UsePlace[]): UsePlace[] {
  return [...items].sort(
    (a, b) => a.order - b.order || placeName(a).localeCompare(placeName(b), 'fi'),
  );
}

export function placeName(place: UsePlace): string {
  return place.location.displayName || place.location.name || place.location.identifier;
}

export function isReadOnly(place: UsePlace, ownUserId: number | undefined): boolean {
  return ownUserId !== undefined && place.contentOwnerId !== ownUserId;
}

export function placePath(place: UsePlace): string {
  return `/kayttopaikka?paikka=${encodeURIComponent(place.location.identifier)}`;
}
