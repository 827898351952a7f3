import type { ReactNode } from 'react';
import type { ManagedLocation, UserRight } from '../../api/b2bApi';
import { ScrollTable } from '../../components/TableScroll';
import { useMediaQuery, WIDE_SCREEN } from '../../components/useMediaQuery';
import { fi } from '../../i18n/fi';
import { fiCompany } from '../../i18n/fiCompany';
import { holdsText } from '../../place/companyPlace';

/** A place's name in the user-management screens. */
export function managedPlaceName(place: ManagedLocation) {
  return place.name ?? place.compositeLocationIdentifier;
}
const placeName = managedPlaceName;

/** A place by name and address, as the dialogs, pickers and buttons name it. */
export function managedPlaceLabel(place: ManagedLocation) {
  return `${placeName(place)}, ${place.address}`;
}

/** Whether the place's name, address or ids hold the search text (lower case). */
export function managedPlaceMatches(place: ManagedLocation, text: string) {
  return holdsText(
    [
      place.name ?? '',
      place.address,
      place.compositeLocationIdentifier,
      ...place.locationIdentifiers,
    ],
    text,
  );
}

/** The places a dialog is about, by name and address, with the right each is given if any. */
export function ChosenPlaces({
  places,
}: {
  places: readonly { place: ManagedLocation; right?: UserRight }[];
}) {
  return (
    <ul className="company-chosen">
      {places.map(({ place, right }) => (
        <li key={place.compositeLocationIdentifier}>
          {managedPlaceLabel(place)}
          {right ? `: ${fiCompany.rights[right].toLowerCase()}` : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Places of the user-management screens, with a user's right on each (`rights`): a table on a
 * wide screen, a list on a phone; `action` is a place's buttons, when the places can be changed.
 */
export function ManagedPlacesTable({
  caption,
  places,
  action,
  rights = true,
}: {
  caption: string;
  places: readonly ManagedLocation[];
  action?: (place: ManagedLocation) => ReactNode;
  /** False where the places are nobody's (a customership's): no right column. */
  rights?: boolean;
}) {
  const wide = useMediaQuery(WIDE_SCREEN);
  if (!wide) {
    return (
      <ul className="plain-list company-place-list" aria-label={caption}>
        {places.map((place) => (
          <li key={place.compositeLocationIdentifier}>
            <strong>{placeName(place)}</strong>
            {place.locationIdentifiers.length > 1
              ? ` (${fiCompany.place.members(place.locationIdentifiers.length)})`
              : null}
            <br />
            {place.address}
            {place.right ? (
              <>
                <br />
                {fiCompany.rights[place.right]}
              </>
            ) : null}
            {action ? <div>{action(place)}</div> : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ScrollTable caption={caption} hideCaption>
      <thead>
        <tr>
          <th scope="col">{fiCompany.places.name}</th>
          <th scope="col">{fiCompany.places.address}</th>
          {rights ? <th scope="col">{fiCompany.places.right}</th> : null}
          {action ? (
            <th scope="col">
              <span className="visually-hidden">{fi.common.actions}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {places.map((place) => (
          <tr key={place.compositeLocationIdentifier}>
            <th scope="row">
              {placeName(place)}
              {place.locationIdentifiers.length > 1 ? (
                <span className="muted">
                  {' '}
                  ({fiCompany.place.members(place.locationIdentifiers.length)})
                </span>
              ) : null}
            </th>
            <td>{place.address}</td>
            {rights ? <td>{place.right ? fiCompany.rights[place.right] : '–'}</td> : null}
            {action ? <td>{action(place)}</td> : null}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
