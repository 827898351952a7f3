import { createContext, useContext } from 'react';
import type { UsePlace } from '../api/types';
import type { FeatureMap } from './features';

export interface PlaceContextValue {
  place: UsePlace;
  /**
   * The user id for rows whose path names the viewer ({id}: features, invoices/v1, documents,
   * contracts/v1): the signed-in user, or the customer in the customer-service view.
   */
  viewerId: number;
  /** The place's content owner, for rows whose path names the owner ({owner}). */
  ownerId: number;
  /** Viewed through a read right or by customer service: no write controls. */
  readOnly: boolean;
  customerService: boolean;
  /** `/kayttopaikka` or `/aspa/asiakashaku/{customerId}/kayttopaikka`. */
  basePath: string;
  features: FeatureMap;
}

export const PlaceContext = createContext<PlaceContextValue | null>(null);

/** The use place the current screen shows (inside PlaceLayout). */
export function usePlace(): PlaceContextValue {
  const value = useContext(PlaceContext);
  if (!value) throw new Error('usePlace() outside PlaceLayout');
  return value;
}
