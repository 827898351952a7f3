import { fi } from '../i18n/fi';

/**
 * Marks a use place the viewer may only read: one shared with the user through a read right,
 * or, in the customer-service view, any place of the customer (staff change nothing there).
 */
export function ReadOnlyBadge({ customerService = false }: { customerService?: boolean }) {
  const description = customerService
    ? fi.usePlaces.customerServiceDescription
    : fi.usePlaces.readOnlyDescription;
  return (
    <span className="badge" title={description}>
      {fi.usePlaces.readOnly}
      <span className="visually-hidden">, {description}</span>
    </span>
  );
}
