import { fi } from '../i18n/fi';
import { FEATURES } from './features';

/**
 * The screens of a use place, each at its own path under the place's base path
 * (`/kayttopaikka/kulutus?paikka=KP100101`). `feature` gates the screen (spec §6); the overview
 * has none and is always there.
 */
export interface PlaceScreen {
  path: string;
  label: string;
  feature?: string;
}

export const PLACE_SCREENS: readonly PlaceScreen[] = [
  { path: '', label: fi.screens.overview },
  { path: 'kulutus', label: fi.screens.consumption, feature: FEATURES.consumption },
  { path: 'kaukolampo', label: fi.screens.districtHeating, feature: FEATURES.districtHeating },
  { path: 'pientuotanto', label: fi.screens.microgeneration, feature: FEATURES.microgeneration },
  { path: 'aurinkosahko', label: fi.screens.solar, feature: FEATURES.solar },
  { path: 'markkinahinta', label: fi.screens.marketPrice, feature: FEATURES.marketPrice },
  { path: 'laskut', label: fi.screens.invoices, feature: FEATURES.invoices },
  { path: 'sopimus', label: fi.screens.contracts, feature: FEATURES.contracts },
  { path: 'asiakirjat', label: fi.screens.documents, feature: FEATURES.documents },
  { path: 'halytykset', label: fi.screens.alerts, feature: FEATURES.alerts },
  { path: 'lisapalvelut', label: fi.screens.products, feature: FEATURES.contracts },
  { path: 'tarjoukset', label: fi.screens.followupOffers, feature: FEATURES.contracts },
  { path: 'budjetti', label: fi.screens.budget, feature: FEATURES.consumptionBudget },
  { path: 'kuukausikatsaus', label: fi.screens.monthlyInsights, feature: FEATURES.monthlyInsights },
  { path: 'raportit', label: fi.screens.reports, feature: FEATURES.reports },
  { path: 'vikailmoitus', label: fi.screens.faultReport },
  { path: 'muutto', label: fi.screens.moving },
];

export const PLACE_PARAM = 'paikka';
export const OWN_PLACE_BASE = '/kayttopaikka';

export function customerServiceBase(customerId: number | string): string {
  return `/aspa/asiakashaku/${encodeURIComponent(String(customerId))}/kayttopaikka`;
}

/** The path of a screen of a place: base + screen + `?paikka=` (and any extra parameters). */
export function screenPath(
  base: string,
  screen: string,
  placeIdentifier: string,
  extra: Record<string, string> = {},
): string {
  const params = new URLSearchParams({ [PLACE_PARAM]: placeIdentifier, ...extra });
  return `${base}${screen ? `/${screen}` : ''}?${params.toString()}`;
}
