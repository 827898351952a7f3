import { api } from '../api/enhanced';
import { showsVat } from '../format';
import { usePlace } from './PlaceContext';

/** The place's location details (#117, cached an hour) and whether its prices show VAT (§6). */
export function usePlaceDetails() {
  const { place, ownerId } = usePlace();
  const details = api.useGetLocationDetailsQuery({
    userId: ownerId,
    locationId: place.location.identifier,
    utilityType: place.utilityType,
  });
  return { details, vat: showsVat(details.data?.detail?.vat) };
}
