import { fi } from '../i18n/fi';

export interface MenuLink {
  to: string;
  label: string;
  end: boolean;
  unreadBubble?: boolean;
  /** The user-level feature (spec §3) the screen needs: a flag turned off hides the entry. */
  feature?: string;
}

/** The main menu (spec §2 lists more items for later versions). */
export const menuLinks: readonly MenuLink[] = [
  { to: '/', label: fi.menu.usePlaces, end: true },
  {
    to: '/viestit',
    label: fi.screens.messages,
    end: false,
    unreadBubble: true,
    feature: 'MESSAGES',
  },
  { to: '/lukuoikeudet', label: fi.screens.readRights, end: false, feature: 'REPRESENTATIVE' },
  { to: '/asiakastiedot', label: fi.screens.customerInfo, end: false },
  { to: '/asiakaspalvelu', label: fi.screens.customerService, end: false },
  { to: '/palaute', label: fi.screens.feedback, end: false, feature: 'FEEDBACK' },
  { to: '/asetukset', label: fi.screens.settings, end: false },
];

/**
 * The entries whose feature the user has on (A72): a feature missing from the user's list, or
 * off, hides its entry (spec §6). Until the list has loaded every entry shows.
 */
export function withFeatures(
  links: readonly MenuLink[],
  features: readonly { feature: string; enabled: boolean }[] | undefined,
): readonly MenuLink[] {
  if (!features) return links;
  const on = (name: string) => features.some((item) => item.feature === name && item.enabled);
  return links.filter((link) => link.feature === undefined || on(link.feature));
}

/**
 * A company user's menu (UI mode B2B, spec §6): the company's places, with its user management
 * and API tokens for the main user, their own information for anyone else. Household screens
 * read the user content, which a company user has not, so they are not offered.
 */
export function companyMenuLinks(mainUser: boolean): readonly MenuLink[] {
  const places: MenuLink = { to: '/', label: fi.menu.usePlaces, end: true };
  const feedback: MenuLink = { to: '/palaute', label: fi.screens.feedback, end: false };
  if (!mainUser) {
    return [places, { to: '/kayttajahallinta', label: fi.menu.ownInfo, end: false }, feedback];
  }
  return [
    places,
    { to: '/kayttajahallinta', label: fi.menu.companyUsers, end: false },
    { to: '/api-avaimet', label: fi.menu.apiTokens, end: false },
    feedback,
  ];
}
