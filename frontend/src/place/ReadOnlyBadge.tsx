import { fi } from '../i18n/fi';

/** Marks a use place shared with the user through a read right. */
export function ReadOnlyBadge() {
  return (
    <span className="badge" title={fi.usePlaces.readOnlyDescription}>
      {fi.usePlaces.readOnly}
      <span className="visually-hidden">, {fi.usePlaces.readOnlyDescription}</span>
    </span>
  );
}
