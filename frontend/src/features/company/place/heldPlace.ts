import { type CompanyPlaceArg, type ManagedLocation, userManagement } from '../../../api/b2bApi';

/** The ids every read of one company place takes (#196–#219). */
export type PlaceArg = CompanyPlaceArg;

/**
 * A section that shows prices: the place, and whether the company shows its prices with VAT
 * (spec §6, A62's `vatIncluded`).
 */
export interface PricedPlaceProps {
  arg: PlaceArg;
  vat: boolean;
}

/**
 * The place as the caller holds it: its name, address, members and the caller's right, from the
 * caller's own places (#227, then #226). #196 answers a composite as its first place and names
 * neither its members nor the caller's right, and the list's item is not at hand on a reload.
 */
export function useHeldPlace(arg: PlaceArg): {
  place: ManagedLocation | undefined;
  /** The caller may change the place (A56): FULL_ACCESS on it; the main user has it on all. */
  mayChange: boolean;
  isLoading: boolean;
} {
  const own = userManagement.useGetCompanyUserBasicInfoQuery(arg.companyRef);
  const userRef = own.data?.user.userReferenceId ?? '';
  const held = userManagement.useGetCompanyUserQuery(
    { companyRef: arg.companyRef, userRef },
    { skip: !userRef },
  );
  const place = held.data?.locations.find(
    (location) => location.compositeLocationIdentifier === arg.compositeLocationId,
  );
  return {
    place,
    mayChange: place?.right === 'FULL_ACCESS',
    isLoading: own.isLoading || held.isLoading,
  };
}

/** A composite stands for two or more places; a place on its own for itself. */
export function isComposite(place: ManagedLocation | undefined): place is ManagedLocation {
  return (place?.locationIdentifiers.length ?? 0) > 1;
}

/** The path prefix of one place's reads, as the generated client builds it. */
export function placePath(arg: PlaceArg): string {
  return `/api/v2/b2b/company/${encodeURIComponent(arg.companyRef)}/servicelocation/user/${arg.userId}/${encodeURIComponent(arg.compositeLocationId)}`;
}

/**
 * A 404 of a place read: the upstream has nothing of that kind for the place (metering draws
 * no electricity chart for a district-heating place; a composite made at run time has no
 * metering or invoicing yet), which the screen says as "none", not as a failure.
 */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
