import type { CompanyLocationItem } from '../api/b2bApi';

/**
 * How a company user addresses a place: a member of a composite only by the composite's id
 * (assignments and label writes are per composite), a place on its own by its own id.
 */
export function placeRef(item: CompanyLocationItem): string {
  return item.compositeLocationIdentifier ?? item.location.locationIdentifier;
}

/** The company's name for the place, else its address (a list of "unnamed" says nothing). */
export function placeTitle(item: CompanyLocationItem): string {
  return item.location.name || addressText(item);
}

export function addressText(item: CompanyLocationItem): string {
  const { street, postalCode, city } = item.location.address;
  return `${street}, ${postalCode} ${city}`;
}

/** Whether any of `values` holds `text` (already lower case): a place's search over its fields. */
export function holdsText(values: readonly string[], text: string) {
  return values.some((value) => value.toLowerCase().includes(text));
}

/** Whether the place's name, address, id or labels hold the search text (lower case). */
export function itemMatches(item: CompanyLocationItem, text: string): boolean {
  const { name, locationIdentifier } = item.location;
  return holdsText([name ?? '', addressText(item), locationIdentifier, ...item.labels], text);
}

/** The place (or composite) screen of a company user. */
export function companyPlacePath(ref: string): string {
  return `/yritys/kohde/${encodeURIComponent(ref)}`;
}

export const PAGE_SIZE = 20;

/** What a dialog over the selected places is given (the combine and own order flows). */
export interface SelectionDialogProps {
  companyRef: string;
  userId: number;
  /** The places the dialog was opened with, fixed, so a refresh behind it keeps them. */
  items: readonly CompanyLocationItem[];
  onClose: () => void;
}
